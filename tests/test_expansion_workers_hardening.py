"""The expansion workers of the opt-in xacro expansion (issue #29): the job travels on the child's stdin, so
a xacro arg of megabytes expands (a command line is limited) in `check` and in the server.  Every wait is
bounded."""
import json

import pytest

from conftest import REQUIRE_TOOLS
from tests.adversarial.rawclient import RawServer
from urdf_ls.workspace import expansion

if not expansion.xacro_available():
    if REQUIRE_TOOLS:
        pytest.fail("the xacro package is required (URDF_LS_REQUIRE_TOOLS=1)", pytrace=False)
    pytest.skip("the xacro package is not installed", allow_module_level=True)

BIG = 3 * 1024 * 1024       # bytes of a xacro arg: over Linux's 128 KB per argument and 2 MB per command line
# the joint's type is invalid only when the arg arrived whole: the error proves the expansion used it
BIG_ARG_ROBOT = """<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:arg name="big" default=""/>
  <link name="base"/>
  <link name="tip"/>
  <joint name="j" type="${'bogus' if len('$(arg big)') == %d else 'fixed'}">
    <parent link="base"/>
    <child link="tip"/>
  </joint>
</robot>
""" % BIG


def test_check_expands_with_an_arg_of_megabytes(tmp_path, capsys):
    from urdf_ls.cli.check import cmd_check
    p = tmp_path / "big.urdf.xacro"
    p.write_text(BIG_ARG_ROBOT)
    status = cmd_check(["--format", "json", "--expand-xacro", "--xacro-arg", "big=" + "x" * BIG, str(p)])
    out = json.loads(capsys.readouterr().out)
    assert status == 1 and [d["code"] for d in out] == ["joint-type-unknown"], out


def test_the_server_expands_with_an_arg_of_megabytes(tmp_path):
    p = tmp_path / "big.urdf.xacro"
    p.write_text(BIG_ARG_ROBOT)
    s = RawServer()
    try:
        s.initialize(tmp_path.as_uri(), {"xacro": {"expand": True, "args": {"big": "x" * BIG}}})
        s.open(p.as_uri(), BIG_ARG_ROBOT, "xacro")
        found = s.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                           and [d["code"] for d in m["params"]["diagnostics"]] == ["joint-type-unknown"], 60)
        assert found["params"]["uri"] == p.as_uri()
        assert "result" in s.call("shutdown")
        s.notify("exit")
        assert s.exit_code() == 0
    finally:
        s.close()


def test_a_child_that_cannot_start_is_an_expansion_error(monkeypatch, tmp_path):
    """an OSError of the spawn (no such program, no memory, too many processes) is reported like a failed
    expansion, not raised (the server would drop the expansion without a word)"""
    missing = str(tmp_path / "no-such-python")
    monkeypatch.setattr(expansion, "_cmd", lambda: [missing])
    assert expansion.run_xacro("x.xacro", timeout=30) == (
        None, "xacro could not be started: [Errno 2] No such file or directory: '%s'" % missing)
