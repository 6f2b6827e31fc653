"""The expansion of a document's unsaved text: the child reads it from stdin and xacro treats it as the file
on disk (relative includes, $(find pkg)); the child stays contained (output cap, timeout with a child that
never reads its stdin, process group) and the runner expands again only once the edits pause."""
import asyncio
import sys
import time

import pytest

from tests.e2e.helpers.processes import alive, run_bounded, until
from urdf_ls.workspace import expansion
from urdf_ls.workspace.expansion import ExpansionRunner, run_xacro, run_xacro_async

pytest.importorskip("xacro")

XMLNS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"'
WHEELS = '<robot %s><xacro:macro name="wheel" params="name"><link name="${name}_wheel"/></xacro:macro></robot>' % XMLNS


@pytest.fixture
def robot(tmp_path):
    (tmp_path / "package.xml").write_text("<package><name>bot_description</name></package>")
    (tmp_path / "urdf").mkdir()
    (tmp_path / "urdf" / "wheels.xacro").write_text(WHEELS)
    p = tmp_path / "urdf" / "robot.urdf.xacro"
    p.write_text('<robot name="r" %s><link name="base"/></robot>' % XMLNS)
    return p


def test_the_text_is_expanded_as_the_file_with_its_includes(robot, tmp_path):
    saved = robot.read_text()
    for include in ("wheels.xacro", "$(find bot_description)/urdf/wheels.xacro"):
        text = ('<robot name="r" %s><xacro:include filename="%s"/><link name="base"/>'
                '<xacro:wheel name="left"/></robot>' % (XMLNS, include))
        out, err = run_xacro(str(robot), [str(tmp_path)], text=text)
        assert err is None and '<link name="left_wheel"/>' in out, err
    assert robot.read_text() == saved
    assert sorted(p.name for p in robot.parent.iterdir()) == ["robot.urdf.xacro", "wheels.xacro"]   # no temp file


def test_errors_name_the_line_of_the_text(robot):
    _, err = run_xacro(str(robot), text='<robot name="r" %s>\n<link name="base">\n</robot>\n' % XMLNS)
    assert err.startswith("ExpatError") and "line 3" in err


def test_a_text_larger_than_the_pipe_and_not_ascii(robot):
    text = '<robot name="r\u00e9" %s><link name="base"/>%s</robot>' % (XMLNS, "<!-- %s -->" % ("x" * 2_000_000))
    out, err = run_xacro(str(robot), text=text)
    assert err is None and 'name="r\u00e9"' in out


def test_output_cap_of_a_child_reading_stdin(monkeypatch):
    """the child echoes its stdin forever: killed at the output cap"""
    monkeypatch.setattr(expansion, "OUTPUT_CAP", 1 << 20)
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, "-c", (
        "import sys\ndata = sys.stdin.buffer.read()\nwhile True: sys.stdout.buffer.write(data)")])
    text, err = run_xacro("x.xacro", timeout=30, text="<robot/>" * 8192)
    assert text is None and "larger than" in err
    text, err = run_bounded(run_xacro_async("x.xacro", timeout=30, text="<robot/>" * 8192), 40)
    assert text is None and "larger than" in err


def test_a_child_that_never_reads_its_stdin_times_out(monkeypatch):
    """the text is bigger than a pipe holds: writing it never blocks the runner, the timeout still holds"""
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, "-c", "import time; time.sleep(300)"])
    pids = []
    t0 = time.monotonic()
    text, err = run_xacro("x.xacro", timeout=2, text="x" * (4 << 20), on_start=pids.append)
    assert text is None and "timed out" in err and time.monotonic() - t0 < 15
    assert until(lambda: not alive(pids[0]), 10)


def test_a_child_that_exits_without_reading_its_stdin(monkeypatch):
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, "-c", "print('<robot name=\"r\"/>')"])
    text, err = run_xacro("x.xacro", timeout=30, text="x" * (4 << 20))
    assert err is None and text.strip() == '<robot name="r"/>'


def test_the_child_stdin_is_closed_after_the_job_without_a_text(monkeypatch):
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, "-c",
                                                        "import sys; print(repr(sys.stdin.read()))"])
    text, err = run_xacro("x.xacro", ["/ws"], {"a": "1"}, timeout=30)
    assert err is None and text.strip() == repr('["x.xacro", ["/ws"], {"a": "1"}, {}, false]\n')


def test_later_waits_for_the_pause_and_an_edit_restarts_the_wait(monkeypatch):
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, "-c", "import time; time.sleep(300)"])

    async def main():
        runner, fired = ExpansionRunner(), asyncio.Event()
        started = []
        task = runner.start("doc", "x.xacro", timeout=60, text="<robot/>")
        runner.later("doc", 0.2, lambda: (started.append(asyncio.get_running_loop().time()), fired.set()))
        assert task.cancelled() or task.cancelling()    # an edit cancels the running expansion at once
        t0 = asyncio.get_running_loop().time()
        runner.later("doc", 0.2, lambda: (started.append(asyncio.get_running_loop().time()), fired.set()))
        await asyncio.wait_for(fired.wait(), 10)
        assert len(started) == 1 and started[0] - t0 >= 0.2
        runner.later("doc", 0.2, lambda: started.append(0))
        runner.cancel("doc")        # a close: nothing starts later
        runner.later("doc", 0.2, lambda: started.append(0))
        runner.shutdown()
        await asyncio.sleep(0.4)
        return started
    assert len(run_bounded(main(), 20)) == 1


def test_a_warm_child_expands_like_a_fresh_one(robot, tmp_path):
    """the spare (xacro imported ahead) takes its job from stdin: same output, from the text or the file"""
    text = ('<robot name="r" %s><xacro:include filename="wheels.xacro"/><link name="base"/>'
            '<xacro:wheel name="left"/></robot>' % XMLNS)
    assert run_xacro(str(robot), text=text, spare=expansion.start_spare()) == run_xacro(str(robot), text=text)
    assert run_xacro(str(robot), spare=expansion.start_spare()) == run_xacro(str(robot))
    _, err = run_xacro(str(robot), text='<robot name="r" %s>\n<link name="base">\n</robot>\n' % XMLNS,
                       spare=expansion.start_spare())
    assert err.startswith("ExpatError") and "line 3" in err


def test_a_warm_child_exits_when_its_stdin_closes():
    spare = expansion.start_spare()
    spare.stdin.close()
    assert spare.wait(20) == 0


def test_the_runner_keeps_one_spare_and_drops_it(robot):
    async def go():
        r = ExpansionRunner()
        out, err = await r.start("k", str(robot))
        spare = r._spare
        assert err is None and spare is not None and spare.poll() is None
        out2, err2 = await r.start("k", str(robot))          # runs in that spare, and a new one waits
        assert (out2, err2) == (out, err) and r._spare is not spare and r._spare.poll() is None
        assert spare.poll() == 0                              # the spare did the job and is gone
        last = r._spare
        r.close("k")                                          # no document expands any more
        assert r._spare is None and until(lambda: not alive(last.pid), 10)
    asyncio.run(go())
