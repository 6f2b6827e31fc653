"""`urdf-ls check` and input guards."""
import json
import os
import subprocess
import sys

from urdf_ls.document.document import Document
from urdf_ls.text import guard
from urdf_ls.workspace.workspace import Workspace

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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
    assert [(d["code"], d["severity"]) for d in by_path[str(warn)]] == [("mass-zero", 2)]
    p = run(str(warn))
    assert p.returncode == 0 and "warning: Zero mass" in p.stdout


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


def test_xxe_and_entity_bomb_never_expand(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET")
    xxe = ('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file://%s">]>'
           '<robot name="r"><link name="&xxe;"/></robot>' % secret)
    doc = Document(xxe, None)
    ds = doc.diagnostics()
    assert "xml-entity-decl" in {d.code for d in ds}
    assert all("TOP-SECRET" not in d.message for d in ds)
    link = [e for e in doc.tree.root.iter() if e.name == "link"][0]
    assert link.get("name") == "xxe;"  # never resolved: urdfdom (TinyXML) drops the '&' of an unknown entity
    bomb = '<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">' + "".join(
        '<!ENTITY a%d "%s">' % (i, ("&a%d;" % (i - 1) if i else "&a;") * 10) for i in range(12)) + \
        ']><robot name="&a11;"><link name="x"/></robot>'
    doc = Document(bomb, None)
    assert doc.tree.root.get("name") == "a11;"
    assert "xml-entity-decl" in {d.code for d in doc.diagnostics()}


def test_binary_and_huge_input(tmp_path):
    b = tmp_path / "b.urdf"
    b.write_bytes(bytes(range(256)) * 64)
    p = run(str(b), "--format", "json")
    assert p.returncode == 1 and [d["code"] for d in json.loads(p.stdout)] == ["binary-file"]
    text, pre = guard.check_text("<robot>" + " " * (guard.MAX_BYTES + 1))
    assert text == "" and pre[0].code == "file-too-large"


def test_mesh_resolution(tmp_path):
    pkg = tmp_path / "my_robot"
    (pkg / "meshes").mkdir(parents=True)
    (pkg / "urdf").mkdir()
    (pkg / "package.xml").write_text("<package><name>my_robot</name></package>")
    (pkg / "meshes" / "base.stl").write_text("solid x\nendsolid x\n")
    body = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="%s"/></geometry></visual></link>'
            '</robot>')
    f = pkg / "urdf" / "r.urdf"
    ok = ["package://my_robot/meshes/base.stl", "../meshes/base.stl", "file://%s/meshes/base.stl" % pkg]
    for uri in ok:
        f.write_text(body % uri)
        ds = Document(f.read_text(), str(f)).diagnostics()
        assert ds == [], (uri, ds)
    for uri, code, sev in [("package://my_robot/meshes/missing.stl", "mesh-not-found", 2),
                           ("package://no_such_pkg/m.stl", "package-not-found", 3),
                           ("../meshes/nope.dae", "mesh-not-found", 2)]:
        f.write_text(body % uri)
        ds = Document(f.read_text(), str(f)).diagnostics()
        assert [(d.code, d.severity) for d in ds] == [(code, sev)], (uri, ds)
    # a sibling package found through the workspace folder
    other = tmp_path / "ws" / "src" / "other_pkg"
    (other / "meshes").mkdir(parents=True)
    (other / "package.xml").write_text("<package><name>other_pkg</name></package>")
    (other / "meshes" / "m.stl").write_text("x")
    f.write_text(body % "package://other_pkg/meshes/m.stl")
    assert Document(f.read_text(), str(f), Workspace([str(tmp_path / "ws")])).diagnostics() == []


def test_utf16_with_bom_is_an_error_like_urdfdom(tmp_path):
    """urdfdom reads a UTF-16 file as an empty document; check_urdf agrees that it fails"""
    from conftest import check_urdf_errors
    f = tmp_path / "u16.urdf"
    f.write_bytes(open(os.path.join(os.path.dirname(__file__), "data", "two_links.urdf"), encoding="utf-8")
                  .read().encode("utf-16"))
    p = run(str(f), "--format", "json")
    assert p.returncode == 1 and [d["code"] for d in json.loads(p.stdout)] == ["encoding"]
    assert check_urdf_errors(str(f))
