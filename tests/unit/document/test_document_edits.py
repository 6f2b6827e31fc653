"""Fuzzers of issue #9: JSON-RPC frames and bodies against the real server, and file content / edit
sequences against the document model and the server's handlers.  Seeded and bounded: a failure prints the
seed and the case.  CI runs fixed seeds (deterministic); URDF_LS_FUZZ_SCALE=N multiplies the number of cases
and URDF_LS_FUZZ_RANDOM=1 draws new seeds (hypothesis too) for exploratory runs."""
import os
import random
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.examples import examples
from tests.helpers.paths import NO_FOLDER
from tests.helpers.random_xml import TOKENS, random_text
from urdf_ls.document.document import Document
from urdf_ls.text.lines import LineIndex

SCALE = int(os.environ.get("URDF_LS_FUZZ_SCALE", "1"))
EXPLORE = os.environ.get("URDF_LS_FUZZ_RANDOM") == "1"


def new_seed(fixed):
    return random.randrange(1 << 30) if EXPLORE else fixed
URI = "file:///tmp/adv_fuzz.urdf"
# ------------------------------------------------------------------ JSON-RPC bodies against one server
EDIT_ALPHABET = st.sampled_from(TOKENS)


def _edited(start, edits):
    text = "".join(start)
    doc = Document(text, NO_FOLDER + "/adv_fuzz.urdf")
    doc.diagnostics()
    for a, b, new in edits:
        s, e = sorted((int(a * len(text)), int(b * len(text))))
        new = "".join(new)
        text = text[:s] + new + text[e:]
        doc.apply_change(s, e, new)
        doc.diagnostics()
    return doc, text, Document(text, NO_FOLDER + "/adv_fuzz.urdf")


EDITS = st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1), st.lists(EDIT_ALPHABET, max_size=3)), max_size=12)


def _key(ds):
    return sorted((d.start, d.end, str(d.code)) for d in ds)


@settings(max_examples=examples(120 * SCALE), deadline=None, suppress_health_check=[HealthCheck.too_slow],
          derandomize=not EXPLORE)
@given(st.lists(EDIT_ALPHABET, max_size=30), EDITS)
def test_fuzz_edits_equal_fresh_open(start, edits):
    doc, text, fresh = _edited(start, edits)
    assert _key(doc.diagnostics()) == _key(fresh.diagnostics())


def test_reparse_joining_an_unterminated_value():
    """found by test_fuzz_edits_equal_fresh_open: an edit that joins an unterminated value with new markup"""
    doc, text, fresh = _edited(['<link name="', '</robot>'], [(1.0, 0.75, ['<robot name="r">'])])
    assert _key(doc.diagnostics()) == _key(fresh.diagnostics())


@settings(max_examples=examples(120 * SCALE), deadline=None, suppress_health_check=[HealthCheck.too_slow],
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


@settings(max_examples=examples(200 * SCALE), deadline=None, derandomize=not EXPLORE)
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

    from urdf_ls.lsp import kind_requests, text_sync
    from urdf_ls.lsp import server as srv

    def request(method, params):
        return kind_requests.dispatcher(method, None)(ls, params)
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
        held = ls.session.entry(URI).refused
        held = held.text if isinstance(held, LineIndex) else held
        assert (held if held is not None else ls.session.document(URI).text) == text, seed
        if v % 7 == 0:
            pos = T.Position(rnd.randint(0, len(li.starts)), rnd.randint(0, 40))
            td = T.TextDocumentIdentifier(URI)
            request(T.TEXT_DOCUMENT_HOVER, T.HoverParams(td, pos))
            request(T.TEXT_DOCUMENT_COMPLETION, T.CompletionParams(td, pos))
            request(T.TEXT_DOCUMENT_DEFINITION, T.DefinitionParams(td, pos))
            request(T.TEXT_DOCUMENT_DOCUMENT_SYMBOL, T.DocumentSymbolParams(td))
            request(T.TEXT_DOCUMENT_CODE_ACTION, T.CodeActionParams(td, T.Range(T.Position(0, 0), pos),
                                                                   T.CodeActionContext([])))
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

    from urdf_ls.lsp import server as srv
    from urdf_ls.lsp import text_sync
    ls = srv.UrdfServer()
    monkeypatch.setattr(ls.protocol, "notify_json", lambda method, params: None)
    text = random_text(random.Random(3), 200)
    for i in range(1000):
        uri = "file:///tmp/adv_cycle_%d.urdf" % (i % 7)
        text_sync.did_open(ls, T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "urdf", 1, text)))
        text_sync.did_close(ls, T.DidCloseTextDocumentParams(T.TextDocumentIdentifier(uri)))
    assert not ls.session.entries and not ls.runner.running()
    assert len(ls.session.store) == 0
