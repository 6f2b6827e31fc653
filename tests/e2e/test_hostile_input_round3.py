"""Issue #39's hostile inputs end to end: `urdf-ls check` answers each within a bounded wait (a subprocess
timeout), with the file's real diagnostics and no traceback, and the server publishes a controller file's
diagnostics and still answers.  The in-process tests of each class are in tests/unit (test_yaml_subset,
workspace/test_srdf_target_search, rules/test_physics_extremes, workspace/geometry/test_hostile_meshes,
cli/test_check_output_escapes, test_regex_linearity)."""
import json
import os
import subprocess
import sys

from tests.e2e.helpers.rawclient import ROOT, RawServer
from tests.helpers.controller_package import package

TIMEOUT = 60     # seconds: each case takes well under one; before the fixes they took minutes


def run_check(*args, cwd=None):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", *args], capture_output=True, cwd=cwd, env=env,
                       timeout=TIMEOUT)
    assert b"Traceback" not in p.stderr, p.stderr.decode("utf-8", "replace")
    return p


def _hostile_controllers(tmp_path):
    pkg = package(tmp_path, b="elbow_jiont")      # (a real unknown joint in the second controller)
    yaml = pkg / "config" / "controllers.yaml"
    yaml.write_text("first:\n  ros__parameters:\n    x" + " " * 400_000 + "y\n    deep: " + "[" * 20_000
                    + "]" * 20_000 + "\n" + yaml.read_text())
    return pkg, yaml


def test_check_reads_a_hostile_controller_file_and_keeps_its_real_warning(tmp_path):
    pkg, _yaml = _hostile_controllers(tmp_path)
    p = run_check("--format", "json", str(pkg / "urdf" / "r.urdf"))
    codes = [d["code"] for d in json.loads(p.stdout)]
    assert codes == ["controller-unknown-joint"], codes


def test_the_server_publishes_a_hostile_controller_file_and_still_answers(tmp_path):
    pkg, yaml = _hostile_controllers(tmp_path)
    with RawServer() as s:
        s.initialize(pkg.as_uri())
        s.open(yaml.as_uri(), yaml.read_text(), language="yaml")
        assert [d["code"] for d in s.diagnostics(yaml.as_uri(), timeout=TIMEOUT)] == ["controller-unknown-joint"]
        r = s.call("textDocument/hover", {"textDocument": {"uri": yaml.as_uri()},
                                          "position": {"line": 0, "character": 0}})
        assert "result" in r


def test_check_of_an_srdf_beside_many_hostile_heads(tmp_path):
    junk = tmp_path / "aaa"
    junk.mkdir()
    for i in range(40):
        (junk / ("f%02d.urdf" % i)).write_text("<robot " * 4681)
    (tmp_path / "r.srdf").write_text('<robot name="zz"><group name="g"/></robot>')
    p = run_check("--format", "json", str(tmp_path / "r.srdf"))
    assert [d["code"] for d in json.loads(p.stdout)] == ["srdf-no-urdf"]


def test_check_keeps_a_box_error_beside_an_inertia_of_1e308(tmp_path):
    (tmp_path / "r.urdf").write_text(
        '<robot name="r"><link name="a"><inertial><mass value="1"/><inertia ixx="1e308" ixy="0" ixz="0" '
        'iyy="1e308" iyz="0" izz="1e308"/></inertial><visual><geometry><box size="1 1"/></geometry></visual>'
        '<collision><geometry><box size="1e200 1e200 1e200"/></geometry></collision></link></robot>')
    p = run_check("--format", "json", str(tmp_path / "r.urdf"))
    assert [d["code"] for d in json.loads(p.stdout)] == ["box-size"] and p.returncode == 1


def test_check_in_github_format_writes_no_control_character(tmp_path):
    name = "r\x1b]0;x\x07\n::error::y.urdf"
    (tmp_path / name).write_text('<robot name="r"><link name="a"/><link name="b"/></robot>')
    out = run_check("--format", "github", name, cwd=tmp_path).stdout.decode("utf-8")
    assert out and not any(ord(c) < 0x20 or 0x7f <= ord(c) <= 0x9f for c in out.replace("\n", ""))
    assert all(line.startswith(("::error ", "::warning ", "::notice ")) for line in out.splitlines())
