"""Files whose read fails after they were opened (issue #29): /proc/self/mem is a regular file that opens
and then fails every read with EIO.  Any OSError while reading is an io problem of that file: an include of
it cannot be followed (xacro-include-unresolved on the include, the file's other diagnostics kept), a checked
file of it gets io-error (exit 2); never an internal-error or a traceback.  The fix is in read_bytes, which
every reader of project files goes through (FileCache.get/head: includes, includers, package.xml)."""
import json
import os
import subprocess
import sys

import pytest

from tests.e2e.helpers.rawclient import ROOT, RawServer
from urdf_ls.workspace.files import FileCache, Unreadable, read_bytes

EIO_FILE = "/proc/self/mem"      # Linux: stat says a regular file; read() fails with EIO
XMLNS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"'
ROBOT = ('<robot %s name="r">\n<xacro:include filename="%s"/>\n<link name="a"/>\n'
         '<joint name="j" type="hinge"><parent link="a"/><child link="a"/></joint>\n</robot>\n')


def test_eio_file_is_a_regular_file_that_fails_to_read():
    """the premise: without it the tests below would not test a failure after open"""
    import stat
    assert stat.S_ISREG(os.stat(EIO_FILE).st_mode)
    fd = os.open(EIO_FILE, os.O_RDONLY)
    try:
        with pytest.raises(OSError):
            os.read(fd, 100)
    finally:
        os.close(fd)


def test_read_bytes_turns_a_failed_read_into_unreadable():
    with pytest.raises(Unreadable, match="cannot read %s: Input/output error" % EIO_FILE):
        read_bytes(EIO_FILE)
    assert FileCache().get(EIO_FILE) is None and FileCache.head(EIO_FILE) is None


def run_check(*args, cwd):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", *args],
                          capture_output=True, text=True, cwd=cwd, env=env, timeout=120)


def test_check_of_an_include_that_fails_to_read(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "urdf").mkdir(parents=True)
    (pkg / "package.xml").write_text("<package><name>pkg</name></package>")
    (pkg / "urdf" / "robot.xacro").write_text(ROBOT % (XMLNS, EIO_FILE))
    p = run_check("pkg/urdf/robot.xacro", cwd=tmp_path)
    assert "Traceback" not in p.stderr and p.returncode == 1, p.stderr
    found = {(d["code"], d["range"]["start"]["line"]): d["message"] for d in json.loads(p.stdout)}
    assert sorted(found) == [("joint-type-unknown", 3), ("xacro-include-unresolved", 1)]
    assert EIO_FILE in found[("xacro-include-unresolved", 1)]


def test_check_of_a_file_that_fails_to_read_is_an_io_error(tmp_path):
    p = run_check(EIO_FILE, cwd=tmp_path)
    assert "Traceback" not in p.stderr and p.returncode == 2, p.stderr
    (d,) = json.loads(p.stdout)
    assert d["code"] == "io-error" and "Input/output error" in d["message"]


def test_server_diagnoses_an_include_that_fails_to_read(tmp_path):
    doc = tmp_path / "robot.xacro"
    text = ROBOT % (XMLNS, EIO_FILE)
    doc.write_text(text)
    with RawServer() as s:
        s.initialize(tmp_path.as_uri())
        s.open(doc.as_uri(), text, "xacro")
        codes = sorted(d["code"] for d in s.diagnostics(doc.as_uri()))
    assert codes == ["joint-type-unknown", "xacro-include-unresolved"]
