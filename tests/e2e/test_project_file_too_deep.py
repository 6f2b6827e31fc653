"""A project file that crashes the TOML reader (arrays nested 100,000 deep: RecursionError) gives one
message and the defaults; the files under it are still checked (library, `urdf-ls check`, the server)."""
import subprocess
import sys

from tests.e2e.helpers.rawclient import RawServer
from urdf_ls.workspace.project import ProjectConfigs, load_config

NESTED = "a = " + "[" * 100_000 + "]" * 100_000 + "\n"
URDF = '<robot name="r">\n  <link name="a" colour="x"/>\n</robot>\n'


def project(folder):
    (folder / "urdf-ls.toml").write_text(NESTED)
    (folder / "r.urdf").write_text(URDF)
    return folder


def test_load_config_of_a_too_deep_file_is_the_defaults_with_a_problem(tmp_path):
    project(tmp_path)
    cfg = load_config(str(tmp_path / "urdf-ls.toml"))
    assert cfg.settings_json() == {}
    [problem] = cfg.problems
    assert "nested too deeply" in problem
    assert ProjectConfigs().for_folder(str(tmp_path)).problems == cfg.problems


def test_check_reports_the_file_and_still_checks(tmp_path):
    project(tmp_path)
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", str(tmp_path / "r.urdf")], capture_output=True,
                       text=True, timeout=120)
    assert "unknown-attribute" in p.stdout, (p.stdout, p.stderr)
    assert "Traceback" not in p.stderr
    [line] = [l for l in p.stderr.splitlines() if l]
    assert str(tmp_path / "urdf-ls.toml") in line and "nested too deeply" in line


def test_server_publishes_diagnostics_and_one_message(tmp_path):
    project(tmp_path)
    uri = (tmp_path / "r.urdf").as_uri()
    with RawServer() as s:
        s.initialize(tmp_path.as_uri())
        s.open(uri, URDF)
        codes = [d["code"] for d in s.diagnostics(uri)]
        shown = [m["params"]["message"] for m in s.backlog if m.get("method") == "window/showMessage"]
    assert "unknown-attribute" in codes and "internal-error" not in codes, codes
    [message] = shown
    assert "nested too deeply" in message
