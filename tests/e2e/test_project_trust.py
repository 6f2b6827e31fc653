"""Trust of project files (#29): a urdf-ls.toml / pyproject.toml owned by another user (not root), or in a
folder others may write without the sticky bit protecting it, is ignored with one message naming it and how
to trust it, in the library, `urdf-ls check` (stderr) and the server (window/showMessage); a path listed as
trusted (`trustedPaths`, `--trust`) is honoured.  Covers both sides of the owner and the folder rules."""
import os
import subprocess
import sys

from tests.e2e.helpers.rawclient import RawServer
from urdf_ls.workspace import trust
from urdf_ls.workspace.project import ProjectConfigs

CONFIG = 'ignore = ["unknown-attribute"]\n'
URDF = '<robot name="r">\n  <link name="a" colour="x"/>\n</robot>\n'


def project(folder, mode=None):
    """a project file silencing unknown-attribute, and a robot using one, in folder (chmod mode)"""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "urdf-ls.toml").write_text(CONFIG)
    (folder / "r.urdf").write_text(URDF)
    if mode is not None:
        os.chmod(folder, mode)
    return folder


def owned_by_another(path):
    """make `path` another user's; returns the uid to judge it as (None: the real one).  As root the file is
    given to nobody (65534); otherwise it stays ours and is judged as another user would"""
    if os.geteuid() == 0:
        os.chown(path, 65534, 65534)
        return None
    return os.geteuid() + 1


def test_a_world_writable_folder_without_sticky_bit_is_not_trusted(tmp_path):
    d = project(tmp_path / "shared", 0o777)
    why = trust.refusal(str(d / "urdf-ls.toml"), ())
    assert why is not None and "writable by other users" in why and str(d) in why
    assert trust.refusal(str(d / "urdf-ls.toml"), (str(d),)) is None          # listed: trusted
    assert trust.refusal(str(d / "urdf-ls.toml"), (str(d / "urdf-ls.toml"),)) is None
    assert trust.refusal(str(d / "urdf-ls.toml"), ("*",)) is None


def test_a_sticky_world_writable_folder_of_ours_is_trusted(tmp_path):
    d = project(tmp_path / "tmpish", 0o1777)            # like /tmp, but ours
    assert trust.refusal(str(d / "urdf-ls.toml"), ()) is None


def test_a_sticky_folder_of_another_user_is_not_trusted(tmp_path):
    d = project(tmp_path / "theirs")
    uid = owned_by_another(d)
    os.chmod(d, 0o1777)
    assert trust.refusal(str(d / "urdf-ls.toml"), (), uid) is not None


def test_a_file_of_another_user_is_not_trusted_unless_listed(tmp_path):
    d = project(tmp_path / "p")
    uid = owned_by_another(d / "urdf-ls.toml")
    why = trust.refusal(str(d / "urdf-ls.toml"), (), uid)
    assert why is not None and "owned by" in why
    assert trust.refusal(str(d / "urdf-ls.toml"), (str(tmp_path),), uid) is None     # a folder above: listed


def test_our_files_in_our_folders_are_trusted(tmp_path):
    d = project(tmp_path / "p", 0o755)
    assert trust.refusal(str(d / "urdf-ls.toml"), ()) is None


def test_an_untrusted_project_file_gives_defaults_and_one_problem(tmp_path):
    d = project(tmp_path / "shared", 0o777)
    cfg = ProjectConfigs().for_folder(str(d))
    assert cfg.disabled == frozenset() and cfg.settings_json() == {}
    [problem] = cfg.problems
    assert "ignored" in problem and "trustedPaths" in problem and "--trust" in problem
    cfg = ProjectConfigs(trusted=(str(d),)).for_folder(str(d))
    assert cfg.disabled == {"unknown-attribute"} and cfg.problems == ()


def check(*args):
    return subprocess.run([sys.executable, "-m", "urdf_ls", "check", *args], capture_output=True, text=True,
                          timeout=120)


def test_check_ignores_an_untrusted_project_file_until_trusted(tmp_path):
    d = project(tmp_path / "shared", 0o777)
    p = check(str(d / "r.urdf"))
    assert "unknown-attribute" in p.stdout, p.stdout          # the project file's ignore is not applied
    [line] = [l for l in p.stderr.splitlines() if l]
    assert str(d / "urdf-ls.toml") in line and "--trust" in line, p.stderr
    p = check("--trust", str(d), str(d / "r.urdf"))
    assert "unknown-attribute" not in p.stdout and p.stderr == "", (p.stdout, p.stderr)


def test_tree_counts_only_what_a_trusted_project_file_leaves(tmp_path):
    """urdf-ls tree (and preview, through the same flags) takes --trust like check"""
    d = project(tmp_path / "shared", 0o777)
    run = lambda *a: subprocess.run([sys.executable, "-m", "urdf_ls", "tree", *a], capture_output=True,  # noqa: E731
                                    text=True, timeout=60)
    untrusted, trusted = run(str(d / "r.urdf")), run("--trust", str(d), str(d / "r.urdf"))
    assert "warning" in untrusted.stderr and "urdf-ls.toml" in untrusted.stderr, untrusted.stderr
    assert trusted.returncode == 0 and "warning" not in trusted.stderr, trusted.stderr


def _server_sees(folder, init_options):
    """(diagnostic codes of the robot, the window/showMessage texts before them) as the server gives them"""
    uri = (folder / "r.urdf").as_uri()
    with RawServer() as s:
        s.initialize(folder.as_uri(), init_options)
        s.open(uri, URDF)
        codes = [d["code"] for d in s.diagnostics(uri)]
        shown = [m["params"]["message"] for m in s.backlog if m.get("method") == "window/showMessage"]
        return codes, shown


def test_server_ignores_an_untrusted_project_file_with_one_message(tmp_path):
    d = project(tmp_path / "shared", 0o777)
    codes, shown = _server_sees(d, None)
    assert "unknown-attribute" in codes
    [message] = shown
    assert str(d / "urdf-ls.toml") in message and "trustedPaths" in message
    codes, shown = _server_sees(d, {"trustedPaths": [str(d)]})
    assert "unknown-attribute" not in codes and shown == []
