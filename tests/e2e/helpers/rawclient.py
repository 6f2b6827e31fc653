"""A JSON-RPC client that speaks raw bytes to `python -m urdf_ls`: every wait is bounded."""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
WAIT = 20.0   # seconds any single expected event may take on a loaded 2-core machine


def frame(obj_or_bytes, content_length=None, header_name=b"Content-Length"):
    body = obj_or_bytes if isinstance(obj_or_bytes, bytes) else json.dumps(obj_or_bytes).encode()
    n = len(body) if content_length is None else content_length
    return header_name + b": " + str(n).encode() + b"\r\n\r\n" + body


class RawServer:
    def __init__(self, env=None, cwd=None):
        e = dict(os.environ)
        e.update(env or {})
        self.proc = subprocess.Popen([sys.executable, "-m", "urdf_ls"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, cwd=cwd or ROOT, env=e)
        self.messages: queue.Queue = queue.Queue()
        self.stderr = bytearray()
        self.backlog: list = []
        self._next = 0
        threading.Thread(target=self._read_out, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    # -------------------------------------------------------------- reading
    def _read_out(self):
        f = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = f.readline()
                    if not line:
                        self.messages.put(None)
                        return
                    if line in (b"\r\n", b"\n"):
                        break
                    k, _, v = line.decode().partition(":")
                    if k.strip().lower() == "content-length":
                        length = int(v.strip())
                body = f.read(length)
                self.messages.put(json.loads(body))
        except Exception as e:   # noqa: BLE001 (reported to the test)
            self.messages.put({"reader-error": repr(e)})

    def _read_err(self):
        for chunk in iter(lambda: self.proc.stderr.read1(65536), b""):
            self.stderr += chunk

    def next_message(self, timeout=WAIT):
        try:
            m = self.messages.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError("no message from the server within %.0f s" % timeout) from None
        assert m is not None, "server closed its output; stderr: %s" % self.stderr[-2000:].decode("utf-8", "replace")
        return m

    def wait_for(self, pred, timeout=WAIT):
        """the first message satisfying pred; the others are kept for later waits (.backlog)"""
        for i, m in enumerate(self.backlog):
            if pred(m):
                return self.backlog.pop(i)
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("no matching message within %.0f s" % timeout)
            m = self.next_message(left)
            if pred(m):
                return m
            self.backlog.append(m)
            del self.backlog[:-2000]

    def response(self, msg_id, timeout=WAIT):
        return self.wait_for(lambda m: m.get("id") == msg_id and ("result" in m or "error" in m), timeout)

    def diagnostics(self, uri, timeout=WAIT):
        return self.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                             and m["params"]["uri"] == uri, timeout)["params"]["diagnostics"]

    # -------------------------------------------------------------- writing
    def send_bytes(self, data: bytes):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, obj):
        self.send_bytes(frame(obj))

    def request(self, method, params=None, msg_id=None, with_params=True):
        if msg_id is None:
            self._next += 1
            msg_id = self._next
        m = {"jsonrpc": "2.0", "id": msg_id, "method": method}
        if with_params:
            m["params"] = params
        self.send(m)
        return msg_id

    def notify(self, method, params=None):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def call(self, method, params=None, timeout=WAIT):
        return self.response(self.request(method, params), timeout)

    def initialize(self, root_uri=None, init_options=None):
        r = self.call("initialize", {"processId": None, "rootUri": root_uri, "capabilities": {},
                                     "initializationOptions": init_options})
        assert "result" in r, r
        self.notify("initialized", {})
        return r

    def open(self, uri, text, language="urdf", version=1):
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language,
                                                              "version": version, "text": text}})

    def change(self, uri, version, changes):
        self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                               "contentChanges": changes})

    # -------------------------------------------------------------- ending
    def exit_code(self, timeout=WAIT):
        return self.proc.wait(timeout)

    def close(self, wait=10):
        """end of input; True when the server then exited by itself (False: it had to be killed)"""
        clean = True
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(wait)
            except subprocess.TimeoutExpired:
                clean = False
                self.proc.kill()
                self.proc.wait(5)
        for f in (self.proc.stdout, self.proc.stderr):
            try:
                f.close()
            except OSError:
                pass
        return clean

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def rng(sl, sc, el, ec):
    return {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}}
