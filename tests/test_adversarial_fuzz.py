"""Fuzzers of issue #9: JSON-RPC frames and bodies against the real server, and file content / edit
sequences against the document model and the server's handlers.  Seeded and bounded: a failure prints the
seed and the case.  CI runs fixed seeds (deterministic); URDF_LS_FUZZ_SCALE=N multiplies the number of cases
and URDF_LS_FUZZ_RANDOM=1 draws new seeds (hypothesis too) for exploratory runs."""
import json
import os
import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.adversarial.rawclient import RawServer, frame
from urdf_ls.document.document import Document
from urdf_ls.text.lines import LineIndex

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


TOKENS = ["<robot name=\"r\">", "</robot>", "<link name=\"a\"/>", "<link name=\"", "<joint name=\"j\" type=\"",
          "revolute\">", "<parent link=\"a\"/>", "<child link=\"b\"/>", "</joint>", "<!--", "-->", "<![CDATA[",
          "]]>", "&amp;", "&a;", "&#x1F600;", "<!DOCTYPE r [<!ENTITY a \"b\">]>", "<?xml version=\"1.0\"?>",
          "\r\n", "\r", "\n", "\t", "😀", "é", "\ud800", "\x00", "${a}", "$(arg x)", "<xacro:property name=\"a\" "
          "value=\"1\"/>", "\"", "'", "<", ">", "/>", "=", " ", "<a>", "</a>", "<visual><geometry><box size=\"1 1 1\"/>",
          "</geometry></visual>", "<mesh filename=\"/dev/zero\"/>", "<xacro:include filename=\"/dev/stdin\"/>"]


def random_text(rnd, n=None):
    return "".join(rnd.choice(TOKENS) for _ in range(n if n is not None else rnd.randint(0, 40)))


# ------------------------------------------------------------------ JSON-RPC bodies against one server
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
EDIT_ALPHABET = st.sampled_from(TOKENS)


def _edited(start, edits):
    text = "".join(start)
    doc = Document(text, "/tmp/adv_fuzz.urdf")
    doc.diagnostics()
    for a, b, new in edits:
        s, e = sorted((int(a * len(text)), int(b * len(text))))
        new = "".join(new)
        text = text[:s] + new + text[e:]
        doc.apply_change(s, e, new)
        doc.diagnostics()
    return doc, text, Document(text, "/tmp/adv_fuzz.urdf")


EDITS = st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1), st.lists(EDIT_ALPHABET, max_size=3)), max_size=12)


def _key(ds):
    return sorted((d.start, d.end, str(d.code)) for d in ds)


@settings(max_examples=120 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          derandomize=not EXPLORE)
@given(st.lists(EDIT_ALPHABET, max_size=30), EDITS)
def test_fuzz_edits_equal_fresh_open(start, edits):
    doc, text, fresh = _edited(start, edits)
    assert _key(doc.diagnostics()) == _key(fresh.diagnostics())


def test_reparse_joining_an_unterminated_value():
    """found by test_fuzz_edits_equal_fresh_open: an edit that joins an unterminated value with new markup"""
    doc, text, fresh = _edited(['<link name="', '</robot>'], [(1.0, 0.75, ['<robot name="r">'])])
    assert _key(doc.diagnostics()) == _key(fresh.diagnostics())


@settings(max_examples=120 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          derandomize=not EXPLORE)
@given(st.lists(EDIT_ALPHABET, max_size=30), EDITS)
def test_fuzz_edits_keep_text_and_positions(start, edits):
    doc, text, fresh = _edited(start, edits)
    assert doc.text == text
    assert doc.lines.starts == fresh.lines.starts
    for off in range(0, len(text) + 1, max(1, len(text) // 50)):
        for enc in ("utf-8", "utf-16", "utf-32"):
            line, col = doc.lines.position(off, enc)
            assert (line, col) == fresh.lines.position(off, enc)
            assert 0 <= doc.lines.offset(line, col, enc) <= len(text)


@settings(max_examples=200 * SCALE, deadline=None, derandomize=not EXPLORE)
@given(st.text(alphabet=st.sampled_from("ab\r\n\u00e9\U0001F600\ud800"), max_size=40),
       st.integers(0, 40), st.integers(0, 40), st.text(alphabet=st.sampled_from("x\r\n"), max_size=4))
def test_fuzz_line_index(text, a, b, new):
    s, e = sorted((min(a, len(text)), min(b, len(text))))
    li = LineIndex(text)
    li.position(len(text))          # warm the per-line cache, so that replace must drop it
    text2 = text[:s] + new + text[e:]
    li.replace(text2, s, e, new)
    fresh = LineIndex(text2)
    assert li.starts == fresh.starts
    for off in range(len(text2) + 1):
        for enc in ("utf-8", "utf-16"):
            assert li.position(off, enc) == fresh.position(off, enc)


# ------------------------------------------------------------------ the server's handlers with random edits and requests
def test_fuzz_server_edits_and_requests_in_process(monkeypatch):
    """2,000 random LSP edits (any line/column, past the end too) with requests in between: no handler fails,
    and the last publish equals the publish of a fresh open of the final text"""
    from lsprotocol import types as T

    from urdf_ls.lsp import requests, text_sync
    from urdf_ls.lsp import server as srv
    seed = new_seed(9)
    rnd = random.Random(seed)
    errors = []
    monkeypatch.setattr(srv.log, "error", lambda *a, **k: errors.append(a))
    ls = srv.UrdfServer()
    published = {}
    monkeypatch.setattr(ls.protocol, "notify_json", lambda _, p: published.__setitem__(p.value["uri"],
                                                                                       p.value["diagnostics"]))
    text = random_text(rnd, 60)
    text_sync.did_open(ls, T.DidOpenTextDocumentParams(T.TextDocumentItem(URI, "urdf", 1, text)))
    t0 = time.monotonic()
    for v in range(2000 * SCALE):
        li = LineIndex(text)
        sl = rnd.randint(0, len(li.starts) + 1)
        el = rnd.randint(sl, len(li.starts) + 1)
        sc, ec = rnd.randint(0, 30), rnd.randint(0, 30)
        if sl == el and ec < sc:
            sc, ec = ec, sc
        new = rnd.choice(TOKENS) if rnd.random() < 0.8 else ""
        s, e = li.offset(sl, sc), li.offset(el, ec)
        text = text[:s] + new + text[e:]
        text_sync.did_change(ls, T.DidChangeTextDocumentParams(T.VersionedTextDocumentIdentifier(version=v + 2, uri=URI), [
            T.TextDocumentContentChangePartial(range=T.Range(T.Position(sl, sc), T.Position(el, ec)), text=new)]))
        held = ls.session.refused.get(URI)
        held = held.text if isinstance(held, LineIndex) else held
        assert (held if held is not None else ls.session.documents[URI].text) == text, seed
        if v % 7 == 0:
            pos = T.Position(rnd.randint(0, len(li.starts)), rnd.randint(0, 40))
            td = T.TextDocumentIdentifier(URI)
            requests.hover(ls, T.HoverParams(td, pos))
            requests.completion(ls, T.CompletionParams(td, pos))
            requests.definition(ls, T.DefinitionParams(td, pos))
            requests.document_symbol(ls, T.DocumentSymbolParams(td))
            requests.code_action(ls, T.CodeActionParams(td, T.Range(T.Position(0, 0), pos), T.CodeActionContext([])))
    assert time.monotonic() - t0 < 120 * SCALE
    last = published[URI]
    text_sync.did_close(ls, T.DidCloseTextDocumentParams(T.TextDocumentIdentifier(URI)))
    text_sync.did_open(ls, T.DidOpenTextDocumentParams(T.TextDocumentItem(URI, "urdf", 1, text)))
    fresh = published[URI]
    key = lambda ds: sorted((d["range"]["start"]["line"], d["range"]["start"]["character"],  # noqa: E731
                             d["range"]["end"]["line"], d["range"]["end"]["character"], d["code"]) for d in ds)
    assert key(last) == key(fresh), seed
    assert not errors, (seed, errors[:3])


def test_open_close_cycles_do_not_grow(monkeypatch):
    from lsprotocol import types as T

    from urdf_ls.lsp import requests, text_sync
    from urdf_ls.lsp import server as srv
    ls = srv.UrdfServer()
    monkeypatch.setattr(ls.protocol, "notify_json", lambda method, params: None)
    text = random_text(random.Random(3), 200)
    for i in range(1000):
        uri = "file:///tmp/adv_cycle_%d.urdf" % (i % 7)
        text_sync.did_open(ls, T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "urdf", 1, text)))
        text_sync.did_close(ls, T.DidCloseTextDocumentParams(T.TextDocumentIdentifier(uri)))
    assert not ls.session.documents and not ls.session.refused and not ls.runner.running()
    assert len(ls.session.store) == 0
