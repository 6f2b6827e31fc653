"""Adversarial files and workspaces (issue #9): FIFOs, devices, symlinks to devices, directories where files
are expected, for the server (includes, includers, package.xml) and for `urdf-ls check`.  A hang fails the
test after a bounded wait (the server process or the CLI is killed)."""
import json
import os
import subprocess
import sys
import time

import pytest

from tests.e2e.helpers.rawclient import ROOT, RawServer
from tests.helpers.hostile_files import fifo, make_package
from urdf_ls.cli.check import default_workspace

XMLNS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"'
CLI_TIMEOUT = 60


def xacro_doc(body):
    return '<robot %s name="r">\n%s\n<link name="base"/>\n</robot>\n' % (XMLNS, body)


def codes(diags):
    return sorted({d["code"] for d in diags})


@pytest.fixture
def srv(tmp_path):
    s = RawServer()
    s.initialize(tmp_path.as_uri())
    yield s
    assert s.close(), "the server did not exit at end of input"


# ------------------------------------------------------------------ read_bytes and the file cache
@pytest.mark.parametrize("kind", ["stdin", "fifo", "zero", "dir", "random"])
def test_include_of_non_regular_file(srv, tmp_path, kind):
    target = {"stdin": "/dev/stdin", "zero": "/dev/zero", "random": "/dev/urandom",
              "fifo": str(tmp_path / "pipe.xacro"), "dir": str(tmp_path)}[kind]
    if kind == "fifo":
        fifo(target)
    doc = tmp_path / "robot.xacro"
    text = xacro_doc('<xacro:include filename="%s"/>\n<xacro:foo/>' % target)
    doc.write_text(text)
    uri = doc.as_uri()
    t0 = time.monotonic()
    srv.open(uri, text, "xacro")
    diags = srv.diagnostics(uri)
    assert time.monotonic() - t0 < 10
    assert "internal-error" not in codes(diags)
    assert "xacro-include-unresolved" in codes(diags)
    assert "result" in srv.call("textDocument/hover", {"textDocument": {"uri": uri},
                                                       "position": {"line": 1, "character": 3}})


def test_symlink_to_stdin_in_package_of_opened_xacro(srv, tmp_path):
    pkg = make_package(tmp_path)
    (pkg / "urdf" / "x.xacro").symlink_to("/dev/stdin")
    fifo(pkg / "urdf" / "y.xacro")
    doc = pkg / "urdf" / "robot.xacro"
    text = xacro_doc('<xacro:property name="a" value="1"/><link name="l${a}"/>')
    doc.write_text(text)
    srv.open(doc.as_uri(), text, "xacro")
    assert "internal-error" not in codes(srv.diagnostics(doc.as_uri()))


@pytest.mark.parametrize("kind", ["stdin-link", "fifo", "zero-link", "dir"])
def test_hostile_package_xml_under_workspace(tmp_path, kind):
    hostile = tmp_path / "evil"
    hostile.mkdir()
    px = hostile / "package.xml"
    if kind == "stdin-link":
        px.symlink_to("/dev/stdin")
    elif kind == "zero-link":
        px.symlink_to("/dev/zero")
    elif kind == "fifo":
        fifo(px)
    else:
        px.mkdir()
    make_package(tmp_path, "good")
    doc = tmp_path / "robot.urdf"
    text = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="package://evil/m.stl"/></geometry>'
            '</visual><visual><geometry><mesh filename="package://good/m.stl"/></geometry></visual></link></robot>')
    doc.write_text(text)
    with RawServer() as s:
        s.initialize(tmp_path.as_uri())
        s.open(doc.as_uri(), text)
        diags = s.diagnostics(doc.as_uri())
        assert "internal-error" not in codes(diags)
        assert any("good" in d["message"] for d in diags if d["code"] == "mesh-not-found")


def test_watched_files_invalidate_the_package_scan(srv, tmp_path):
    doc = tmp_path / "robot.urdf"
    text = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="package://late/m.stl"/>'
            '</geometry></visual></link></robot>')
    doc.write_text(text)
    srv.open(doc.as_uri(), text)
    assert "package-not-found" in codes(srv.diagnostics(doc.as_uri()))
    pkg = make_package(tmp_path, "late")
    (pkg / "m.stl").write_text("solid x\nendsolid x\n")
    srv.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": (pkg / "package.xml").as_uri(), "type": 1}]})
    assert codes(srv.diagnostics(doc.as_uri())) == []


# ------------------------------------------------------------------ the CLI
def check(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", *args], cwd=cwd or ROOT,
                          capture_output=True, text=True, timeout=CLI_TIMEOUT, stdin=subprocess.DEVNULL)


def test_check_dir_with_fifo_urdf(tmp_path):
    fifo(tmp_path / "a.urdf")
    (tmp_path / "b.urdf").symlink_to("/dev/zero")
    (tmp_path / "c.urdf").write_text('<robot name="r"><link name="a"/></robot>')
    p = check(str(tmp_path))
    assert p.returncode == 2, p.stderr
    out = json.loads(p.stdout)
    assert sorted((os.path.basename(d["path"]), d["code"]) for d in out) == [("a.urdf", "io-error"),
                                                                             ("b.urdf", "io-error")]


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/stdin", "/dev/null"])
def test_check_device_paths(tmp_path, target):
    link = tmp_path / "z.urdf"
    link.symlink_to(target)
    for path in (target, str(link)):
        p = check(path)
        assert p.returncode == 2, (path, p.stderr[-500:])
        assert [d["code"] for d in json.loads(p.stdout)] == ["io-error"]


def test_check_missing_file_exits_2(tmp_path):
    p = check(str(tmp_path / "nope.urdf"))
    assert p.returncode == 2 and "io-error" in p.stdout


def test_check_never_searches_cwd_or_beside(tmp_path):
    work = tmp_path / "cwd"
    work.mkdir()
    fifo(work / "package.xml")                    # a FIFO package.xml in the working folder
    beside = tmp_path / "beside"
    beside.mkdir()
    fifo(beside / "package.xml")
    target = tmp_path / "robots"
    target.mkdir()
    text = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="package://beside/m.stl"/>'
            '</geometry></visual></link></robot>')
    (target / "r.urdf").write_text(text)
    p = check(str(target / "r.urdf"), cwd=str(work))
    assert p.returncode == 0, p.stderr
    assert [d["code"] for d in json.loads(p.stdout)] == ["package-not-found"]
    assert default_workspace([str(target / "r.urdf")]) == []
    assert default_workspace([str(target)]) == [str(target)]
    # told to, it searches there (and still never reads the FIFO)
    p = check(str(target / "r.urdf"), "--workspace", str(tmp_path), cwd=str(work))
    assert p.returncode == 0


def test_check_searches_includers_only_in_the_files_project_or_where_told(tmp_path):
    pkg = make_package(tmp_path, "p")
    (pkg / "urdf" / "main.xacro").write_text(xacro_doc('<xacro:property name="w" value="1"/>'
                                                       '<xacro:include filename="part.xacro"/>'))
    (pkg / "urdf" / "part.xacro").write_text(xacro_doc('<link name="l${w}"/>'))
    fifo(pkg / "urdf" / "z.xacro")           # never read: not a regular file
    part = str(pkg / "urdf" / "part.xacro")
    # only the file was asked for: its package is its project, the includer is found there (and the FIFO is not
    # read: it would block)
    p = check(part)
    assert p.returncode == 0 and json.loads(p.stdout) == [], p.stdout
    # outside any package or repository nothing beside the file is searched: the property is unknown (an Error:
    # `xacro part.xacro` fails on it)
    loose = tmp_path / "loose"
    loose.mkdir()
    for name in ("main.xacro", "part.xacro"):
        (loose / name).write_text((pkg / "urdf" / name).read_text())
    p = check(str(loose / "part.xacro"))
    assert p.returncode == 1 and "xacro-undefined-property" in p.stdout
    # told where to look: the includer is found and the property is defined
    p = check(str(loose / "part.xacro"), "--workspace", str(loose))
    assert p.returncode == 0 and json.loads(p.stdout) == []
    # asked to check the folder: searched there
    p = check(str(pkg / "urdf"))
    assert p.returncode == 2 and "xacro-undefined-property" not in p.stdout   # 2: the FIFO is an io-error
