"""Adversarial text (issue #9): CR-only and mixed line endings with edits that split and join CRLF pairs,
documents refused by the input guard after incremental edits (past the size cap, a NUL anywhere), and
floods: what one publish may carry, and what a keystroke may cost, on hostile documents."""
import random

from tests.helpers.examples import examples
from tests.helpers.paths import DATA, NO_FOLDER  # noqa: E402
from urdf_ls.document.diagnostic_json import MAX_MESSAGE
from urdf_ls.document.document import Document
from urdf_ls.lsp import convert
from urdf_ls.text import guard
from urdf_ls.text.lines import LineIndex

GOOD = (DATA / "two_links.urdf").read_text()
def test_cr_only_positions():
    li = LineIndex("a\rbc\r\rd\r\ne\nf")
    assert li.starts == [0, 2, 5, 6, 9, 11]
    assert li.position(3) == (1, 1)
    assert li.offset(3, 1) == 7
    assert li.offset(1, 99) == 4        # clamped before the line break
    assert li.offset(3, 99) == 7        # "\r\n" is one break


def _reference_starts(text):
    out, i = [0], 0
    while i < len(text):
        if text[i] == "\r" and text[i + 1:i + 2] == "\n":
            i += 2
            out.append(i)
            continue
        if text[i] in "\r\n":
            out.append(i + 1)
        i += 1
    return out


def test_random_edits_split_and_join_crlf_pairs():
    rnd = random.Random(9)
    alpha = ["a", "\r", "\n", "\r\n", "é", "😀"]
    for _ in range(examples(3000)):
        text = "".join(rnd.choice(alpha) for _ in range(rnd.randint(0, 10)))
        li = LineIndex(text)
        for _ in range(5):
            s = rnd.randint(0, len(text))
            e = rnd.randint(s, len(text))
            new = "".join(rnd.choice(alpha) for _ in range(rnd.randint(0, 3)))
            text = text[:s] + new + text[e:]
            li.replace(text, s, e, new)
            assert li.starts == _reference_starts(text), repr(text)
            for off in range(len(text) + 1):
                line, col = li.position(off, "utf-16")
                back = li.offset(line, col, "utf-16")
                inside_break = off > 0 and text[off - 1] == "\r" and text[off:off + 1] == "\n"
                assert back == off or inside_break or text[off:off + 1] in ("\r", "\n") or off == len(text), \
                    (repr(text), off)


def _by_lsp(text, edits, enc="utf-16"):
    """apply LSP (line, col) edits to a Document and to a plain string through a fresh index each time"""
    doc = Document(text, NO_FOLDER + "/adv_cr.urdf")
    for (sl, sc), (el, ec), new in edits:
        ref = LineIndex(text)
        s, e = ref.offset(sl, sc, enc), ref.offset(el, ec, enc)
        text = text[:s] + new + text[e:]
        doc.apply_lsp_change(((sl, sc), (el, ec)), new, enc)
        assert doc.text == text
    return doc, text


def test_cr_only_document_diagnostics_on_the_right_line():
    text = GOOD.replace("\n", "\r")
    bad = text.replace('<child link="arm"/>', '<child link="armm"/>')
    doc = Document(bad, NO_FOLDER + "/adv_cr.urdf")
    d = next(d for d in doc.diagnostics() if d.code == "unknown-link")
    line, col = doc.lines.position(d.start)
    want = next(i for i, l in enumerate(GOOD.split("\n")) if '<child link="arm"/>' in l)
    assert line == want and line > 0


def test_cr_only_incremental_edits_land_right():
    text = GOOD.replace("\n", "\r")
    lines = GOOD.split("\n")
    ln = next(i for i, l in enumerate(lines) if 'type="revolute"' in l)
    col = lines[ln].index("revolute")
    doc, text = _by_lsp(text, [((ln, col), (ln, col + 8), "revolut")])
    assert "joint-type-unknown" in {d.code for d in doc.diagnostics()}
    # split a CRLF by inserting between CR and LF (offsets: LSP cannot address that point), then join it again
    mixed = "<robot name=\"r\">\r\n<link name=\"a\"/>\r\n</robot>\r\n"
    doc = Document(mixed, NO_FOLDER + "/adv_cr.urdf")
    cr = mixed.index("\r")
    doc.apply_change(cr + 1, cr + 1, "X")
    assert doc.lines.starts == _reference_starts(doc.text) and doc.lines.position(cr + 1) == (1, 0)
    doc.apply_change(cr + 1, cr + 2, "")
    assert doc.text == mixed and doc.lines.starts == _reference_starts(mixed)
    # then LSP edits after it land where a fresh index says
    doc2, text2 = _by_lsp(mixed, [((1, 1), (1, 5), "joint"), ((2, 0), (2, 0), "\r"), ((3, 2), (3, 7), "")])
    assert doc2.lines.starts == _reference_starts(text2)


class Capture:
    """the server's handlers in process, with publishes captured"""

    def __init__(self, monkeypatch):
        from urdf_ls.lsp import server as srv
        from urdf_ls.lsp import text_sync
        self.srv = text_sync
        self.ls = srv.UrdfServer()
        self.published = {}
        monkeypatch.setattr(self.ls.protocol, "notify_json", self.notified)

    def notified(self, method, params):
        assert method == "textDocument/publishDiagnostics"
        p = params.value
        self.published[p["uri"]] = p["diagnostics"]

    def open(self, uri, text):
        from lsprotocol import types as T
        self.srv.did_open(self.ls, T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "urdf", 1, text)))
        return self.codes(uri)

    def change(self, uri, sl, sc, el, ec, text):
        from lsprotocol import types as T
        self.srv.did_change(self.ls, T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(version=2, uri=uri),
            [T.TextDocumentContentChangePartial(range=T.Range(T.Position(sl, sc), T.Position(el, ec)), text=text)]))
        return self.codes(uri)

    def codes(self, uri):
        return sorted(d["code"] for d in self.published[uri])


def test_growth_past_the_cap_by_edits_and_back(monkeypatch):
    monkeypatch.setattr(guard, "MAX_BYTES", 2000)
    c = Capture(monkeypatch)
    uri = "file:///tmp/adv_grow.urdf"
    assert c.open(uri, GOOD) == []
    filler = "<!--" + "x" * 1500 + "-->"
    assert c.change(uri, 1, 0, 1, 0, filler) == ["file-too-large"]
    # edits keep applying to the refused text; removing the filler makes it acceptable again
    assert c.change(uri, 1, 0, 1, 0, "<!-- more -->") == ["file-too-large"]
    assert c.change(uri, 1, 0, 1, len("<!-- more -->") + len(filler), "") == []
    assert c.ls.session.document(uri).text == GOOD


def test_nul_inserted_anywhere_by_an_edit(monkeypatch):
    c = Capture(monkeypatch)
    uri = "file:///tmp/adv_nul.urdf"
    text = GOOD.replace("</robot>", "<!--" + "y" * (1 << 20) + "-->\n</robot>")
    assert c.open(uri, text) == []
    last = len(text.split("\n")) - 1
    assert c.change(uri, last, 0, last, 0, "\x00") == ["binary-file"]
    assert c.change(uri, last, 0, last, 1, "") == []


def test_nul_after_first_megabyte_on_open():
    text = GOOD.replace("</robot>", "<!--" + "y" * (1 << 20) + "\x00-->\n</robot>")
    assert [d.code for d in guard.check_text(text)[1]] == ["binary-file"]
    assert guard.edit_needs_check(10, "a\x00b") and not guard.edit_needs_check(10, "abc\r\n\t")


def test_long_messages_are_clipped():
    class D:
        start = end = 0
        span = (0, 0)
        message = "n" * 15_000_000
        severity = 1
        data = None
        related = ()
        code = type("C", (), {"value": "x"})()
    doc = Document("<robot/>")
    out = convert.diagnostic(doc, D(), "utf-16")
    assert len(out.message) <= MAX_MESSAGE


def test_symbols_and_completions_are_capped(monkeypatch):
    # caps of 50 rather than 5000: the same cut, on a robot of 80 links rather than 8,000
    import inspect
    assert inspect.signature(convert.document_symbols).parameters["limit"].default == convert.MAX_SYMBOLS
    monkeypatch.setattr(convert, "MAX_COMPLETIONS", 50)
    n = 80
    text = '<robot name="r">%s<joint name="j" type="fixed"><parent link=""/><child link="l1"/></joint></robot>' % (
        "".join('<link name="l%d"/>\n' % i for i in range(n)))
    doc = Document(text, NO_FOLDER + "/adv_cap.urdf")
    from urdf_ls.features import completion, symbols
    out = convert.document_symbols(doc, symbols.symbols(doc), "utf-16", limit=50).value

    def count(xs):
        return sum(1 + count(x["children"]) for x in xs)
    assert count(out) == 50
    items = completion.completion(doc, text.index('link=""') + 6)
    assert len(items) > convert.MAX_COMPLETIONS
    cl = convert.completion_list(doc, items, convert.Client(None)).value
    assert cl["isIncomplete"] and len(cl["items"]) == convert.MAX_COMPLETIONS
