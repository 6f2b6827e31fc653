"""Start-up: `urdf-ls check` imports only what checking needs (never the LSP libraries, asyncio, lxml, xacro,
dataclasses (with inspect, ast and dis), urllib for paths without %-escapes, random for the forest of edits, the xacro layers for a URDF file, nor a
TOML parser for a pyproject.toml that has no [tool.urdf-ls] table), and the server answers initialize before
importing the document, rules, feature and preview layers."""
import os
import subprocess
import sys

from tests.helpers.paths import ROOT


def modules_after(code):
    """the modules loaded after running code, with none loaded by site: an editable install of urdf-ls (this
    test environment's) runs an import hook in every interpreter, which loads pathlib and urllib itself"""
    env = dict(os.environ, PYTHONPATH=ROOT)
    out = subprocess.run([sys.executable, "-S", "-c", code + "\nimport sys\nprint(' '.join(sorted(sys.modules)))"],
                         capture_output=True, text=True, timeout=60, env=env)
    assert out.returncode == 0, out.stderr
    return out.stdout.split()[-1:] and set(out.stdout.splitlines()[-1].split())


def test_check_imports_neither_the_lsp_libraries_nor_asyncio_nor_toml(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "urdf-ls"\n[project.scripts]\nurdf-ls = "x:y"\n'
                                             '[tool.setuptools]\npackages = []\n')
    f = tmp_path / "r.urdf"
    f.write_text('<robot name="r"><link name="a"/></robot>\n')
    loaded = modules_after("from urdf_ls import cli\ntry:\n    cli.main(['check', %r])\nexcept SystemExit:\n"
                           "    pass" % str(f))
    assert "urdf_ls.document.document" in loaded
    heavy = {m for m in loaded if m.split(".")[0] in ("pygls", "lsprotocol", "cattrs", "lxml", "asyncio", "xacro",
                                                       "tomllib", "json", "difflib", "urllib", "random",
                                                       "dataclasses", "inspect")}
    assert not heavy, heavy
    xacro_layers = {"urdf_ls.rules.xacro", "urdf_ls.vocabulary.xacro", "urdf_ls.workspace.xacro_index"}
    assert not loaded & xacro_layers, loaded & xacro_layers     # (a URDF file: xacro's rules stay unloaded)



def test_a_check_whose_meshes_are_kept_imports_no_mesh_reader(tmp_path):
    """the second check of a robot with a mesh reads its result from the disk cache: the mesh readers (and
    xml.etree), the worker process's subprocess and the writer's tempfile stay unloaded"""
    from tests.helpers import meshes as M
    M.stl_binary(str(tmp_path / "m.stl"), *M.box_mesh(0.1, 0.2, 0.3))
    f = tmp_path / "r.urdf"
    f.write_text('<robot name="r"><link name="a"><inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" '
                 'iyy="0.01" iyz="0" izz="0.01"/></inertial><collision><geometry><mesh filename="m.stl"/>'
                 '</geometry></collision></link></robot>\n')
    code = ("import os\nos.environ['XDG_CACHE_HOME'] = %r\nfrom urdf_ls import cli\ntry:\n"
            "    cli.main(['check', %r])\nexcept SystemExit:\n    pass" % (str(tmp_path / "cache"), str(f)))
    first = modules_after(code)
    assert "urdf_ls.workspace.geometry.readers" in first       # (measured, then kept)
    again = modules_after(code)
    assert "urdf_ls.rules.physics" in again and "urdf_ls.workspace.geometry.codec" in again
    readers = {"urdf_ls.workspace.geometry.readers", "urdf_ls.workspace.geometry.meshes", "xml.etree.ElementTree",
               "subprocess", "tempfile"}
    assert not again & readers, again & readers

def test_server_answers_initialize_before_importing_documents_and_features():
    """the initialize response arrives while the document, rules, syntax and feature layers are not loaded"""
    code = r'''
import json, subprocess, sys
p = subprocess.Popen([sys.executable, "-c", "import sys, runpy; sys.argv = ['urdf_ls']; "
                      "import urdf_ls.lsp.protocol as P; orig = P.RobustProtocol._send_handler_result\n"
                      "def spy(self, future, *, msg_id):\n"
                      "    sys.stderr.write('LOADED ' + ' '.join(sorted(sys.modules)) + '\\n'); sys.stderr.flush()\n"
                      "    return orig(self, future, msg_id=msg_id)\n"
                      "P.RobustProtocol._send_handler_result = spy\n"
                      "runpy.run_module('urdf_ls', run_name='__main__')"],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"processId": None, "rootUri": None, "capabilities": {}}}).encode()
p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body); p.stdin.flush()
line = p.stderr.readline().decode()
p.kill()
print(line)
'''
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    assert out.startswith("LOADED "), out
    loaded = set(out.split()[1:])
    assert "urdf_ls.lsp.server" in loaded and "urdf_ls.workspace.workspace" in loaded
    eager = sorted(m for m in loaded if m.startswith(("urdf_ls.document.document", "urdf_ls.document.expansion",
                                                      "urdf_ls.features.", "urdf_ls.rules.", "urdf_ls.preview.")))
    assert not eager, eager


