"""The editor (LSP), `urdf-ls check`, `urdf-ls tree` and `urdf-ls preview` run one Session: for the same file
and project file (severities changed, a code turned off, a suppression comment) they report the same
diagnostics and the same counts."""
import json
import subprocess
import sys
import urllib.request
from urllib.parse import urlsplit

from tests.e2e.helpers.rawclient import RawServer

PROJECT = 'severity = { joint-type-unknown = "off", unknown-link = "warning", mass-zero = "error" }\n'
ROBOT = """<robot name="r">
  <link name="base"><inertial><mass value="0"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>
  <joint name="j1" type="bogus"><parent link="base"/><child link="ghost"/></joint>
  <!-- urdf-ls: ignore unknown-attribute -->
  <link name="l2" colour="red"/>
  <link name="l3" colour="blue"/>
  <joint name="j2" type="fixed"><parent link="base"/><child link="l2"/></joint>
  <joint name="j3" type="fixed"><parent link="base"/><child link="l3"/></joint>
</robot>
"""


def project(tmp_path):
    (tmp_path / "urdf-ls.toml").write_text(PROJECT)
    f = tmp_path / "robot.urdf"
    f.write_text(ROBOT)
    return f


def key(d):
    return (d["range"]["start"]["line"], d["range"]["start"]["character"], d["code"], d["severity"])


def run(*args, **kw):
    return subprocess.run([sys.executable, "-m", "urdf_ls", *args], capture_output=True, text=True, timeout=60, **kw)


def counts(diags):
    return sum(d["severity"] == 1 for d in diags), sum(d["severity"] == 2 for d in diags)


def lsp_diagnostics(f):
    s = RawServer()
    try:
        s.initialize(f.parent.as_uri())
        s.open(f.as_uri(), f.read_text())
        return s.diagnostics(f.as_uri())
    finally:
        s.close()


def preview_error_count(f):
    p = subprocess.Popen([sys.executable, "-m", "urdf_ls", "preview", "--no-open", str(f)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    try:
        url = p.stdout.readline().strip()
        parts = urlsplit(url)
        state_url = "%s://%s/state?%s" % (parts.scheme, parts.netloc, parts.query)
        since = -1
        for _ in range(100):       # (with since, the server answers when a newer state is published)
            with urllib.request.urlopen(state_url + "&since=%d" % since, timeout=30) as r:
                got = json.loads(r.read())
            if got["state"]["version"] is not None:
                return got["state"]["errorCount"]
            since = got["seq"]
        raise AssertionError("the preview never published a state")
    finally:
        p.kill()
        p.wait(10)


def test_editor_check_tree_and_preview_agree_under_a_project_file(tmp_path):
    f = project(tmp_path)
    editor = lsp_diagnostics(f)
    r = run("check", "--format", "json", str(f))
    cli = json.loads(r.stdout)
    assert sorted(map(key, editor)) == sorted(map(key, cli))
    codes = {d["code"]: d["severity"] for d in cli}
    # the project file's severities and the suppression comment apply everywhere
    assert "joint-type-unknown" not in codes and "unknown-attribute" in codes
    assert codes["unknown-link"] == 2 and codes["mass-zero"] == 1
    assert sum(d["code"] == "unknown-attribute" for d in cli) == 1           # l2's is suppressed, l3's is not
    errors, warnings = counts(cli)
    assert r.returncode == (1 if errors else 0) and errors >= 1
    tree = run("tree", str(f))
    assert tree.returncode == 0 and "%d error" % errors in tree.stderr and "%d warning" % warnings in tree.stderr
    assert preview_error_count(f) == errors


def test_a_code_turned_off_changes_the_exit_status_and_the_preview_alike(tmp_path):
    """the issue's case: with joint-type-unknown off, `check` exits 0 and the preview counts no error"""
    (tmp_path / "urdf-ls.toml").write_text('severity = { joint-type-unknown = "off" }\n')
    f = tmp_path / "robot.urdf"
    f.write_text('<robot name="r">\n  <link name="a"/>\n  <link name="b"/>\n'
                 '  <joint name="j" type="bogus"><parent link="a"/><child link="b"/></joint>\n</robot>\n')
    assert run("check", str(f)).returncode == 0
    assert lsp_diagnostics(f) == []
    assert "error" not in run("tree", str(f)).stderr
    assert preview_error_count(f) == 0
