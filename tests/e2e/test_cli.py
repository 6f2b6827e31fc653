"""`urdf-ls check` and input guards."""
import json
import os
import subprocess
import sys

from urdf_ls.text import guard

from tests.helpers.paths import DATA, ROOT  # noqa: E402
GOOD = os.path.join(ROOT, "tests", "data", "two_links.urdf")


def run(*args):
    return subprocess.run([sys.executable, "-m", "urdf_ls", "check", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_check_good_file_exits_0():
    p = run(GOOD)
    assert p.returncode == 0 and p.stdout == ""


def test_check_json_and_exit_1(tmp_path):
    bad = tmp_path / "bad.urdf"
    bad.write_text(open(GOOD).read().replace('type="revolute"', 'type="hinge"'))
    warn = tmp_path / "warn.urdf"
    warn.write_text(open(GOOD).read().replace('<mass value="1"/>', '<mass value="0"/>'))
    p = run(str(bad), str(warn), "--format", "json")
    assert p.returncode == 1
    out = json.loads(p.stdout)
    by_path = {}
    for d in out:
        assert set(d) >= {"range", "severity", "code", "message", "source", "path"}
        by_path.setdefault(d["path"], []).append(d)
    assert [d["code"] for d in by_path[str(bad)]] == ["joint-type-unknown"]
    assert by_path[str(bad)][0]["range"]["start"] == {"line": 9, "character": 31}
    # (a massless link with no geometry is inert: Information with the reason, #41)
    assert [(d["code"], d["severity"]) for d in by_path[str(warn)]] == [("mass-zero", 3)]
    p = run(str(warn))
    assert p.returncode == 0 and "information: Zero mass" in p.stdout


def test_check_directory_and_text_format(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.urdf").write_text("<robot name='r'><link name='a'></robot>")
    (tmp_path / "a" / "notes.txt").write_text("ignored")
    p = run(str(tmp_path))
    assert p.returncode == 1
    assert "x.urdf:1:" in p.stdout and "xml-" in p.stdout and "notes.txt" not in p.stdout


def test_python_m_and_console_script_help():
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "--help"], capture_output=True, text=True)
    assert p.returncode == 0 and "urdf-ls check" in p.stdout


def test_binary_and_huge_input(tmp_path):
    b = tmp_path / "b.urdf"
    b.write_bytes(bytes(range(256)) * 64)
    p = run(str(b), "--format", "json")
    assert p.returncode == 1 and [d["code"] for d in json.loads(p.stdout)] == ["binary-file"]
    text, pre = guard.check_text("<robot>" + " " * (guard.MAX_BYTES + 1))
    assert text == "" and pre[0].code == "file-too-large"


def test_utf16_with_bom_is_an_error_like_urdfdom(tmp_path):
    """urdfdom reads a UTF-16 file as an empty document; check_urdf agrees that it fails"""
    from tests.helpers.tools import check_urdf_errors
    f = tmp_path / "u16.urdf"
    f.write_bytes(open(str(DATA / "two_links.urdf"), encoding="utf-8")
                  .read().encode("utf-16"))
    p = run(str(f), "--format", "json")
    assert p.returncode == 1 and [d["code"] for d in json.loads(p.stdout)] == ["encoding"]
    assert check_urdf_errors(str(f))
