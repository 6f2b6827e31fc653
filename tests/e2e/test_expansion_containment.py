"""Adversarial opt-in xacro expansion (issue #9): one worker per document (a new save cancels the old one),
workers and whatever they start die on cancel, timeout, shutdown and exit; memory and output caps; output
through the input guard; error messages short.  Bounded: every wait has a timeout."""
import asyncio
import os
import sys
import time

import pytest

from tests.e2e.helpers.rawclient import ROOT, RawServer
from tests.e2e.helpers.processes import BUSY, alive, children, doc, is_spare, run_bounded, until
from urdf_ls.workspace import expansion
from urdf_ls.workspace.expansion import ExpansionRunner, run_xacro, run_xacro_async

pytest.importorskip("xacro")

# ------------------------------------------------------------------ the runner, in process
def _spawner(tmp_path):
    """a stand-in worker that starts a grandchild (its pid in a file) and then hangs"""
    script = tmp_path / "spawner.py"
    pidfile = tmp_path / "grandchild.pid"
    script.write_text("import subprocess, sys, time\n"
                      "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(300)'])\n"
                      "open(%r, 'w').write(str(p.pid))\n"
                      "time.sleep(300)\n" % str(pidfile))
    return script, pidfile


@pytest.mark.parametrize("how", ["cancel", "timeout", "supersede", "shutdown"])
def test_worker_group_dies(tmp_path, monkeypatch, how):
    script, pidfile = _spawner(tmp_path)
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, str(script)])

    async def main():
        runner = ExpansionRunner()
        task = runner.start("doc", "x.xacro", timeout=2 if how == "timeout" else 60)
        for _ in range(400):
            if pidfile.exists() and pidfile.read_text():
                break
            await asyncio.sleep(0.05)
        grandchild = int(pidfile.read_text())
        assert alive(grandchild)
        if how == "cancel":
            runner.cancel("doc")
        elif how == "supersede":
            pidfile.unlink()
            runner.start("doc", "x.xacro", timeout=60)
        elif how == "shutdown":
            runner.shutdown()
        if how == "timeout":
            text, err = await asyncio.wait_for(task, 30)
            assert text is None and "timed out" in err
        else:
            with pytest.raises(asyncio.CancelledError):
                await asyncio.wait_for(task, 30)
        runner.shutdown()
        return grandchild
    grandchild = run_bounded(main(), 60)
    assert until(lambda: not alive(grandchild), 10), "the worker's child outlived it"


def test_sync_runner_kills_group_on_timeout(tmp_path, monkeypatch):
    script, pidfile = _spawner(tmp_path)
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, str(script)])
    t0 = time.monotonic()
    text, err = run_xacro("x.xacro", timeout=2)
    assert text is None and "timed out" in err and time.monotonic() - t0 < 15
    assert until(lambda: not alive(int(pidfile.read_text())), 10)


def test_output_cap(tmp_path, monkeypatch):
    monkeypatch.setattr(expansion, "OUTPUT_CAP", 1 << 20)
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, "-c",
                                                        "import sys\nwhile True: sys.stdout.write('x' * 65536)"])
    text, err = run_xacro("x.xacro", timeout=30)
    assert text is None and "larger than" in err
    text, err = run_bounded(run_xacro_async("x.xacro", timeout=30), 40)
    assert text is None and "larger than" in err


def test_output_goes_through_the_guard(monkeypatch):
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, "-c",
                                                        "import sys; sys.stdout.write('<robot>\\x00</robot>')"])
    text, err = run_xacro("x.xacro", timeout=30)
    assert text is None and "binary" in err


def test_long_error_is_one_short_line(monkeypatch):
    monkeypatch.setattr(expansion, "_cmd", lambda *a: [sys.executable, "-c",
                                                        "import sys; sys.stderr.write('E' * 5000000 + '\\n'); "
                                                        "sys.exit(1)"])
    text, err = run_xacro("x.xacro", timeout=30)
    assert text is None and len(err) <= expansion.MESSAGE_CAP


def test_memory_cap(tmp_path):
    p = tmp_path / "m.xacro"
    p.write_text(doc('<link name="${\'x\' * (1500 * 1024 * 1024)}"/>'))
    t0 = time.monotonic()
    text, err = run_xacro(str(p), timeout=60)
    assert text is None and ("Memory" in err or "memory" in err), err
    assert time.monotonic() - t0 < 30


def test_big_expression_value(tmp_path):
    p = tmp_path / "v.xacro"
    p.write_text(doc('<link name="${\'v\' * (60 * 1024 * 1024)}"/>'))
    text, err = run_xacro(str(p), timeout=60)
    assert text is None and ("larger than" in err or "memory" in err.lower()), err
    p.write_text(doc('<link name="${\'v\' * 15000000 + undefined_name}"/>'))
    text, err = run_xacro(str(p), timeout=60)
    assert text is None and len(err) <= expansion.MESSAGE_CAP


# ------------------------------------------------------------------ the server
@pytest.fixture
def expanding(tmp_path):
    s = RawServer()
    s.initialize(tmp_path.as_uri(), {"xacro": {"expand": True}})
    yield s
    assert s.close(), "the server did not exit at end of input"


def test_one_worker_per_document_and_saves_cancel(expanding, tmp_path):
    s = expanding
    p = tmp_path / "busy.xacro"
    text = doc('<link name="%s"/>' % BUSY)
    p.write_text(text)
    uri = p.as_uri()
    s.open(uri, text, "xacro")
    s.diagnostics(uri)
    # the first expansion starts the document's worker, and beside it a warm child (xacro imported) that
    # waits for the next expansion: from then on at most the document's worker and that spare
    first = until(lambda: [p for p in children(s.proc.pid) if not is_spare(p)])
    assert len(first) == 1
    seen = set(children(s.proc.pid))
    for _ in range(6):
        s.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
        s.diagnostics(uri)
        seen.update(until(lambda: children(s.proc.pid)))
        assert until(lambda: len(children(s.proc.pid)) <= 2, 10), children(s.proc.pid)
    assert until(lambda: len(children(s.proc.pid)) <= 2)
    # the superseded workers are gone
    for pid in seen - set(children(s.proc.pid)):
        assert until(lambda: not alive(pid), 10)
    # closing the document stops its worker
    s.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    assert until(lambda: not children(s.proc.pid), 10)
    assert "result" in s.call("shutdown")


@pytest.mark.parametrize("polite", [True, False])
def test_shutdown_and_exit_kill_workers(expanding, tmp_path, polite):
    s = expanding
    p = tmp_path / "busy.xacro"
    text = doc('<link name="%s"/>' % BUSY)
    p.write_text(text)
    s.open(p.as_uri(), text, "xacro")
    workers = until(lambda: children(s.proc.pid))
    assert workers
    if polite:
        assert "result" in s.call("shutdown")
        assert until(lambda: not any(alive(w) for w in workers), 10)
    s.notify("exit")
    assert s.exit_code() == (0 if polite else 1)
    assert until(lambda: not any(alive(w) for w in workers), 10)


def test_huge_expansion_output_does_not_block_the_server(expanding, tmp_path):
    s = expanding
    p = tmp_path / "huge.xacro"
    text = doc('<link name="${\'w\' * (15 * 1024 * 1024)}"/>')
    p.write_text(text)
    uri = p.as_uri()
    s.open(uri, text, "xacro")
    s.diagnostics(uri)
    # hovers stay prompt until the expansion's publish (the second one of the document) arrives; a warm
    # spare child outlives the expansion, so its end is that publish, not "no children"
    expanded = None
    t0 = time.monotonic()
    while expanded is None and time.monotonic() - t0 < 60:
        t1 = time.monotonic()
        r = s.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 2}})
        assert "result" in r and time.monotonic() - t1 < 5.0
        expanded = _published(s, uri, 0.2)
    assert expanded is not None, "the expansion was not published within 60 s"
    for m in s.backlog + [expanded]:
        diags = m.get("params", {}).get("diagnostics", [])
        assert all(len(d["message"]) <= 2000 for d in diags)
    assert "result" in s.call("shutdown")
    s.notify("exit")
    assert s.exit_code(timeout=15) == 0


def _published(server, uri, timeout):
    """the next publishDiagnostics of `uri` within `timeout` seconds, or None"""
    try:
        return server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                               and m["params"]["uri"] == uri, timeout)
    except AssertionError:
        return None


@pytest.mark.parametrize("ending", ["eof", "exit"])
def test_exit_right_after_a_save_is_prompt(expanding, tmp_path, ending):
    """a save starts a worker; the client goes away at once: the server ends promptly, its workers with it"""
    s = expanding
    p = tmp_path / "huge.xacro"
    text = doc('<link name="${\'w\' * (15 * 1024 * 1024)}"/>')
    p.write_text(text)
    uri = p.as_uri()
    s.open(uri, text, "xacro")
    s.diagnostics(uri)
    time.sleep(0.5)
    s.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    s.diagnostics(uri)
    workers = children(s.proc.pid)
    t0 = time.monotonic()
    if ending == "eof":
        s.proc.stdin.close()
    else:
        s.notify("exit")
    assert s.exit_code(timeout=15) == 1
    assert time.monotonic() - t0 < 5
    assert until(lambda: not any(alive(w) for w in workers), 10)


def test_cancel_while_starting_never_wedges_the_loop(tmp_path):
    """start and cancel at once, many times (saves in quick succession): the loop, and asyncio.run's cleanup,
    still finish; run in a child process so that a wedged loop fails the test instead of hanging it"""
    import subprocess
    code = (
        "import asyncio, sys\n"
        "from urdf_ls.workspace import expansion\n"
        "expansion._cmd = lambda *a: [sys.executable, '-c', 'import time; time.sleep(60)']\n"
        "async def main():\n"
        "    r = expansion.ExpansionRunner()\n"
        "    for i in range(30):\n"
        "        r.start('doc', 'x')\n"
        "        if i % 3 == 0:\n"
        "            await asyncio.sleep(0)\n"
        "    t = r.start('doc', 'x')\n"
        "    await asyncio.sleep(0.3)\n"
        "    r.shutdown()\n"
        "asyncio.run(main())\n"
        "print('done')\n")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and "done" in p.stdout, p.stderr[-2000:]
    # and no sleeper survived
    assert until(lambda: not [pid for pid in os.listdir("/proc") if pid.isdigit() and _cmdline(pid).endswith(
        b"import time; time.sleep(60)\x00")], 10)


def _cmdline(pid):
    try:
        with open("/proc/%s/cmdline" % pid, "rb") as f:
            return f.read()
    except OSError:
        return b""
