"""The expansion workers of the opt-in xacro expansion (issue #29): quick saves leave at most the document's
worker and one warm spare (superseded children, spares included, are killed); none survives `shutdown`, nor
a server killed with SIGKILL (each child dies with its parent); the job travels on the child's stdin, so a
xacro arg of megabytes expands (a command line is limited) in `check` and in the server.  Every wait is
bounded."""
import asyncio
import concurrent.futures
import json
import os
import signal
import subprocess
import threading

import pytest

from tests.e2e.helpers.rawclient import RawServer
from tests.e2e.helpers.processes import BUSY, alive, doc, is_spare, run_bounded, until
from tests.helpers.tools import REQUIRE_TOOLS
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


def descendants(pid):
    """the live (not zombie) processes below pid, at any depth"""
    out, todo = [], [pid]
    while todo:
        parent = todo.pop()
        try:
            threads = os.listdir("/proc/%d/task" % parent)
        except OSError:
            continue
        for t in threads:
            try:
                with open("/proc/%d/task/%s/children" % (parent, t)) as f:
                    kids = [int(k) for k in f.read().split()]
            except OSError:
                continue
            todo += kids
            out += [k for k in kids if alive(k)]
    return out


def kill_leftovers(pids):
    """a failed test must not leave busy workers behind on the machine"""
    for pid in pids:
        if alive(pid):
            try:
                os.killpg(pid, signal.SIGKILL)
            except OSError:
                pass


@pytest.fixture
def server(tmp_path):
    s = RawServer()
    seen = set()
    s.seen = seen
    s.initialize(tmp_path.as_uri(), {"xacro": {"expand": True}})
    yield s
    seen.update(descendants(s.proc.pid))
    s.close()
    kill_leftovers(seen)


def open_busy(s, tmp_path):
    """a document whose expansion runs for minutes; returns once its worker runs (the spare beside it)"""
    p = tmp_path / "busy.xacro"
    text = doc('<link name="%s"/>' % BUSY)
    p.write_text(text)
    s.open(p.as_uri(), text, "xacro")
    assert until(lambda: [w for w in descendants(s.proc.pid) if not is_spare(w)], 20), "no expansion started"
    return p.as_uri()


def test_quick_saves_leave_one_worker_and_one_spare(server, tmp_path):
    s = server
    uri = open_busy(s, tmp_path)
    for _ in range(6):
        s.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    assert "result" in s.call("textDocument/hover", {"textDocument": {"uri": uri},
                                                     "position": {"line": 1, "character": 2}})  # saves handled
    s.seen.update(descendants(s.proc.pid))

    def settled():
        kids = descendants(s.proc.pid)
        s.seen.update(kids)
        workers = [k for k in kids if not is_spare(k)]
        return len(kids) <= 2 and len(workers) <= 1
    assert until(settled, 10), [(k, is_spare(k)) for k in descendants(s.proc.pid)]
    assert "result" in s.call("shutdown")
    assert until(lambda: not any(alive(k) for k in s.seen), 10), [k for k in s.seen if alive(k)]
    s.notify("exit")
    assert s.exit_code() == 0


@pytest.mark.parametrize("saves", [0, 3])
def test_children_die_with_a_killed_server(server, tmp_path, saves):
    s = server
    uri = open_busy(s, tmp_path)
    for _ in range(saves):
        s.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    assert until(lambda: len(descendants(s.proc.pid)) == 2, 20), descendants(s.proc.pid)   # worker and spare
    s.seen.update(descendants(s.proc.pid))
    s.proc.kill()
    s.proc.wait(10)
    assert until(lambda: not any(alive(k) for k in s.seen), 10), [k for k in s.seen if alive(k)]


def test_a_child_whose_server_is_already_gone_exits_unstarted():
    """the server died before the child could ask to die with it: the child sees it has a new parent"""
    env = dict(expansion._env(), URDF_LS_EXPANSION_PARENT="1" if os.getpid() != 1 else "2")
    p = subprocess.run(expansion._cmd(), input=expansion._job_line("x.xacro", (), None, None, True) + b"<robot/>",
                       env=env, capture_output=True, timeout=60)
    assert p.returncode != 0 and p.stdout == b"", p.stderr[-2000:]


def test_a_spare_whose_job_waits_for_a_thread_dies_on_cancel(tmp_path, monkeypatch):
    """the expansion took the warm child, then was superseded while every thread was busy: the child is
    killed then, not left waiting for a job that never comes"""
    p = tmp_path / "r.xacro"
    p.write_text(doc(""))
    busy = threading.Event()

    async def main():
        runner = expansion.ExpansionRunner()
        assert (await runner.start("k", str(p)))[1] is None
        spare = runner._spare
        monkeypatch.setattr(expansion, "_EXECUTOR", concurrent.futures.ThreadPoolExecutor(1))
        expansion._EXECUTOR.submit(busy.wait, 30)
        runner.start("k", str(p))
        while runner._spare is spare:      # the expansion began: it took the spare and started the next
            await asyncio.sleep(0.01)
        runner.cancel("k")
        assert await asyncio.to_thread(until, lambda: not alive(spare.pid), 10)
        busy.set()
        runner.shutdown()
    try:
        run_bounded(main(), 60)
    finally:
        busy.set()


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
