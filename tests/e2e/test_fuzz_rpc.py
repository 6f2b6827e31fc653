"""Fuzzers of issue #9: JSON-RPC frames and bodies against the real server process.  Seeded and bounded: a failure prints the
seed and the case.  CI runs fixed seeds (deterministic); URDF_LS_FUZZ_SCALE=N multiplies the number of cases
and URDF_LS_FUZZ_RANDOM=1 draws new seeds for exploratory runs."""
import os
import random

import pytest

from tests.e2e.helpers.rawclient import RawServer, frame
from tests.helpers.random_xml import TOKENS, random_text

SCALE = int(os.environ.get("URDF_LS_FUZZ_SCALE", "1"))
EXPLORE = os.environ.get("URDF_LS_FUZZ_RANDOM") == "1"


def new_seed(fixed):
    return random.randrange(1 << 30) if EXPLORE else fixed
URI = "file:///tmp/adv_fuzz.urdf"
HOSTILE_VALUES = [None, -1, 2 ** 31, 2 ** 63, -2 ** 40, 0.5, True, "", "x" * 3000, [], {}, [1, [2, [3]]],
                  {"a": None}, "\ud800", "file:///../../etc/passwd", "\x00", "😀" * 50]
METHODS = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
           "textDocument/documentSymbol", "textDocument/codeAction", "textDocument/rename",
           "textDocument/prepareRename", "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave",
           "textDocument/didClose", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles",
           "$/cancelRequest", "$/setTrace", "initialized", "urdf/unknown", "initialize"]


def template(method, rnd):
    pos = {"line": rnd.randint(0, 20), "character": rnd.randint(0, 80)}
    td = {"uri": URI}
    return {
        "textDocument/didOpen": {"textDocument": {"uri": URI, "languageId": "urdf", "version": 1,
                                                  "text": random_text(rnd)}},
        "textDocument/didChange": {"textDocument": {"uri": URI, "version": 2}, "contentChanges": [
            {"range": {"start": pos, "end": pos}, "text": rnd.choice(TOKENS)}]},
        "textDocument/didSave": {"textDocument": td},
        "textDocument/didClose": {"textDocument": td},
        "textDocument/references": {"textDocument": td, "position": pos, "context": {"includeDeclaration": True}},
        "textDocument/documentSymbol": {"textDocument": td},
        "textDocument/codeAction": {"textDocument": td, "range": {"start": pos, "end": pos},
                                    "context": {"diagnostics": []}},
        "textDocument/rename": {"textDocument": td, "position": pos, "newName": "n"},
        "workspace/didChangeConfiguration": {"settings": {"urdf-ls": {"xacro": {"expand": False}}}},
        "workspace/didChangeWatchedFiles": {"changes": [{"uri": URI, "type": 2}]},
        "$/cancelRequest": {"id": rnd.randint(0, 50)},
        "$/setTrace": {"value": "off"},
        "initialized": {},
        "initialize": {"processId": None, "rootUri": None, "capabilities": {}},
    }.get(method, {"textDocument": td, "position": pos})


def mutate(obj, rnd, depth=0):
    """replace, drop or retype one random part of a JSON value"""
    if isinstance(obj, dict) and obj and depth < 6:
        k = rnd.choice(sorted(obj))
        r = rnd.random()
        if r < 0.15:
            obj = dict(obj)
            del obj[k]
            return obj
        if r < 0.4:
            return dict(obj, **{k: rnd.choice(HOSTILE_VALUES)})
        return dict(obj, **{k: mutate(obj[k], rnd, depth + 1)})
    if isinstance(obj, list) and obj and depth < 6:
        i = rnd.randrange(len(obj))
        return obj[:i] + [mutate(obj[i], rnd, depth + 1)] + obj[i + 1:]
    return rnd.choice(HOSTILE_VALUES)


# ------------------------------------------------------------------ JSON-RPC bodies against one server
def _valid_stream(rnd):
    out = [frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                  "params": {"processId": None, "rootUri": None, "capabilities": {}}})]
    for i in range(rnd.randint(1, 6)):
        method = rnd.choice(METHODS[:8])
        out.append(frame({"jsonrpc": "2.0", "id": 100 + i, "method": method, "params": template(method, rnd)}))
    return b"".join(out)


def _mutate_bytes(data, rnd):
    data = bytearray(data)
    for _ in range(rnd.randint(1, 4)):
        r = rnd.random()
        i = rnd.randrange(len(data))
        if r < 0.3:
            data[i] = rnd.randrange(256)
        elif r < 0.5:
            del data[i:i + rnd.randint(1, 20)]
        elif r < 0.7:
            data[i:i] = rnd.choice([b"\r\n", b"Content-Length: 5\r\n", b"\x00", b"99999", b"\r\n\r\n", b"{"])
        elif r < 0.85:
            data = data[:i]
        else:
            data[i:i] = bytes(data[i:i + 50])
    return bytes(data)


def test_fuzz_message_bodies_every_request_answered():
    seed = new_seed(20261202)
    rnd = random.Random(seed)
    with RawServer() as s:
        s.initialize()
        ids = []
        for n in range(250 * SCALE):
            method = rnd.choice(METHODS)
            msg = {"jsonrpc": "2.0", "method": method, "params": template(method, rnd)}
            request = rnd.random() < 0.6
            if request:
                msg["id"] = 10_000 + n
            if rnd.random() < 0.7:
                msg = mutate(msg, rnd)
                if not isinstance(msg, dict):
                    msg = {"jsonrpc": "2.0", "id": 10_000 + n, "method": method, "params": msg}
            if isinstance(msg, dict) and msg.get("method") in ("exit", "shutdown"):
                continue
            if isinstance(msg, dict) and "id" in msg and isinstance(msg["id"], int) and not isinstance(msg["id"], bool) \
                    and "method" in msg:
                ids.append(msg["id"])
            s.send(msg)
        final = s.request("shutdown", None, msg_id="final")
        got = s.response(final, timeout=120)
        assert "result" in got, (seed, got)
        answered = {m.get("id") for m in s.backlog if "result" in m or "error" in m}
        missing = [i for i in ids if i not in answered]
        assert not missing, "seed %d: requests never answered: %s" % (seed, missing[:10])
        s.notify("exit")
        assert s.exit_code() == 0, seed
        assert b"Traceback" not in s.stderr or b"failed" in s.stderr, (seed, s.stderr[-3000:])


# ------------------------------------------------------------------ framing: the server never hangs and stays framed
@pytest.mark.parametrize("case", range(6 * SCALE))
def test_fuzz_frames_never_hang(case):
    seed = new_seed(1000 + case)
    rnd = random.Random(seed)
    with RawServer() as s:
        try:
            s.send_bytes(_mutate_bytes(_valid_stream(rnd), rnd))
            s.proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass          # it already exited on a framing error
        code = s.exit_code(timeout=30)
        assert code in (0, 1), (seed, code, s.stderr[-2000:])
        # everything it wrote is well framed JSON (the reader thread would have reported otherwise)
        msgs = []
        while not s.messages.empty():
            msgs.append(s.messages.get())
        assert all(m is None or "reader-error" not in m for m in msgs), (seed, msgs)


# ------------------------------------------------------------------ content: edits equal a fresh open
