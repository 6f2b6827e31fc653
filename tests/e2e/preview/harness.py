"""Helpers of the preview tests: the PreviewServer on its own event loop in a thread (publish() is called from
the test thread, as a file watcher would), and the Node browser agent (agent.mjs) spoken to over pipes."""
import asyncio
import json
import os
import queue
import subprocess
import threading
import time

from urdf_ls.preview import PreviewServer, PreviewState

HERE = os.path.dirname(os.path.abspath(__file__))
ARM_PATH = os.path.join(HERE, "arm.urdf")
FINGER = os.path.join(HERE, "meshes", "finger.stl")


def arm_text(**replace):
    text = open(ARM_PATH).read().replace('filename="meshes/finger.stl"', 'filename="urdfls-file:finger"')
    for a, b in replace.items():
        text = text.replace(a, b)
    return text


def arm_state(version, text=None, files=None, **kw):
    return PreviewState(version=version, urdf=arm_text() if text is None else text,
                        error_count=kw.pop("error_count", 0), first_error=kw.pop("first_error", None),
                        files={"finger": FINGER} if files is None else files, title=kw.pop("title", "arm.urdf"), **kw)


class ServerThread:
    def __init__(self):
        self.selected = queue.Queue()
        self.revealed = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.srv = PreviewServer(on_select=self.selected.put, on_reveal=lambda l, c: self.revealed.put((l, c)))
        self.run(self.srv.start())

    def run(self, coro, timeout=20):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    @property
    def url(self):
        return self.srv.url

    def close(self):
        try:
            self.run(self.srv.stop())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
            self.loop.close()


class AgentError(AssertionError):
    pass


class Agent:
    def __init__(self, chromium, user_data_dir, log_path):
        self.log = open(log_path, "w")
        self.proc = subprocess.Popen(["node", os.path.join(HERE, "agent.mjs"), chromium, user_data_dir],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True)
        self.replies = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.next_id = 1
        first = self._get(0, 60)
        assert first.get("ok"), first

    def _read(self):
        for line in self.proc.stdout:
            try:
                self.replies.put(json.loads(line))
            except ValueError:
                pass
        self.replies.put(None)

    def _get(self, want, timeout):
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise AgentError("browser agent: no answer within %.0f s" % timeout)
            try:
                r = self.replies.get(timeout=left)
            except queue.Empty:
                continue
            if r is None:
                raise AgentError("browser agent exited (see its log)")
            if r.get("id") == want:
                return r

    def call(self, op, deadline=30, **kw):
        i, self.next_id = self.next_id, self.next_id + 1
        self.proc.stdin.write(json.dumps(dict(kw, id=i, op=op)) + "\n")
        self.proc.stdin.flush()
        r = self._get(i, deadline + 5)
        if not r.get("ok"):
            raise AgentError("%s failed: %s" % (op, r.get("error")))
        return r.get("value")

    def eval(self, expr, timeout=30):
        return self.call("eval", deadline=timeout, expr=expr)

    def wait(self, expr, timeout=20):
        """poll a JS expression in the page (every 50 ms) until truthy; fails after timeout seconds"""
        try:
            return self.call("wait", deadline=timeout, expr=expr, timeout=int(timeout * 1000))
        except AgentError as e:
            state = self.eval("JSON.stringify(Object.fromEntries(Object.entries(window.urdfPreview || {})"
                              ".filter(([k, v]) => typeof v !== 'function')"
                              ".map(([k, v]) => [k, Array.isArray(v) && v.length > 10 ? v.slice(0, 10).concat(['...']) : v])))")
            raise AgentError("%s\npage state: %s\nlogs: %s" % (e, state, self.call("logs")))

    def close(self):
        try:
            self.call("close", deadline=10)
        except Exception:
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


def fixture_state(version, name, **kw):
    """a fixture URDF of tests/e2e/preview with every filename="meshes/X" served as key X (as the server does)"""
    import re
    text = open(os.path.join(HERE, name)).read()
    files = {}

    def repl(m):
        files[m.group(1)] = os.path.join(HERE, "meshes", m.group(1))
        return 'filename="urdfls-file:%s"' % m.group(1)

    text = re.sub(r'filename="meshes/([^"]+)"', repl, text)
    return PreviewState(version=version, urdf=text, files=files, title=kw.pop("title", name), **kw)
