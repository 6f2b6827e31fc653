"""Property: after any sequence of edits the incrementally reparsed tree (and its diagnostics) equals a
from-scratch parse of the same text."""
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from urdf_ls.document.document import Document
from tests.helpers.trees import dump
from urdf_ls.syntax.reparse import reparse
from urdf_ls.syntax.scanner import parse as parse_xml
from urdf_ls.text.lines import LineIndex
from urdf_ls.text.rope import Rope
from urdf_ls.vocabulary.schema import NON_NESTING


def parse(text):
    return parse_xml(text, NON_NESTING)

from tests.helpers.examples import examples  # noqa: E402
from tests.helpers.paths import DATA, NO_FOLDER  # noqa: E402

BASE = open(os.path.join(DATA, "two_links.urdf")).read()
BIG = BASE.replace("</robot>", "".join(
    '<link name="l%d"><visual><geometry><box size="1 1 1"/></geometry></visual></link>\n'
    '<joint name="j%d" type="fixed"><parent link="arm"/><child link="l%d"/></joint>\n' % (i, i, i)
    for i in range(30)) + "</robot>")

FRAGMENTS = st.sampled_from(['<', '>', '/>', '</', '"', "'", '=', ' ', '\n', 'a', 'link', '<link name="x">',
                             '</link>', '<joint', '</joint>', '</robot>', '<!--', '-->', '<![CDATA[', ']]>',
                             '<?', '?>', '&amp;', '&', '<!DOCTYPE r [', ']>', '🤖', 'é', '<visual>', '\t'])


@st.composite
def edit_sequences(draw):
    text = draw(st.sampled_from([BASE, BIG]))
    edits = []
    for _ in range(draw(st.integers(1, 12))):
        n = len(text)
        s = draw(st.integers(0, n))
        e = min(n, s + draw(st.sampled_from([0, 0, 1, 2, 5, 20, 80])))
        ins = "".join(draw(st.lists(FRAGMENTS, max_size=3)))
        edits.append((s, e, ins))
        text = text[:s] + ins + text[e:]
    return edits


def reparsed(text, edits, block=None):
    """(text, incrementally reparsed tree) after each edit that fits the text; block: reparse from a Rope of
    blocks of that size (read in windows), not from the str"""
    doc = parse(text)
    rope = Rope(text, block) if block else None
    for s, e, ins in edits:
        if s > len(text):
            continue
        e = min(e, len(text))
        text = text[:s] + ins + text[e:]
        if rope is not None:
            rope.replace(s, e, ins)
        doc = reparse(doc, text if rope is None else rope, s, e, s + len(ins))
        yield text, doc


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edit_sequences())
def test_incremental_tree_equals_fresh_parse(edits):
    for start_text in (BASE, BIG):
        for text, doc in reparsed(start_text, edits):
            assert dump(doc) == dump(parse(text))


@settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edit_sequences(), st.sampled_from([1, 7, 64, 4096]))
def test_incremental_tree_from_a_rope_equals_fresh_parse(edits, block):
    """the rescan reads a window of the Rope around the edit (and all of it when it runs past the window)"""
    for start_text in (BASE, BIG):
        for text, doc in reparsed(start_text, edits, block):
            assert dump(doc) == dump(parse(text))
            assert doc.text == text


@pytest.mark.slow     # (seconds: left out of the fast tier)
def test_a_keystroke_reads_a_window_of_the_text_not_all_of_it(monkeypatch):
    """typing in a big document joins its text only for markup that runs past the window (a comment opened
    before the rest of the file; closing it again rescans the rest, a window that runs to the end), and its
    tree, diagnostics and line index stay those of a fresh open.  (400 links, 66 kB: two of the Rope's blocks,
    800 chunks against a window of two)"""
    text = BASE.replace("</robot>", "".join(
        '<link name="l%d"><visual><geometry><box size="1 1 1"/></geometry></visual></link>\n'
        '<joint name="j%d" type="fixed"><parent link="arm"/><child link="l%d"/></joint>\n' % (i, i, i)
        for i in range(400)) + "</robot>")
    doc = Document(text, "/big.urdf")
    doc.diagnostics()
    doc.lines
    joins = []
    real_text = Rope.text

    def counted(self):
        joins.append(1)
        return real_text(self)
    monkeypatch.setattr(Rope, "text", counted)
    for edit, joined in ((('<child link="l200"/>', 14, 0, "x"), False), (('<child link="lx200"/>', 13, 1, ""), False),
                         (('<joint name="j300"', 0, 0, "<!--"), True), (('<!--<joint name="j300"', 0, 4, ""), False),
                         (('<robot name="', 13, 0, "y"), False), (("</robot>", 2, 0, "z"), False)):
        (needle, at, cut, new), before = edit, len(joins)
        i = text.index(needle) + at
        text = text[:i] + new + text[i + cut:]
        doc.apply_change(i, i + cut, new)
        diags = doc.diagnostics()
        assert (len(joins) > before) == joined, needle
        monkeypatch.setattr(Rope, "text", real_text)
        fresh = Document(text, "/big.urdf")
        assert dump(doc.tree) == dump(fresh.tree)
        key = lambda ds: sorted((d.start, d.end, d.code, d.message) for d in ds)
        assert key(diags) == key(fresh.diagnostics())
        assert doc.lines.starts == LineIndex(text).starts
        monkeypatch.setattr(Rope, "text", counted)
    monkeypatch.setattr(Rope, "text", real_text)
    assert doc.text == text


@settings(max_examples=examples(150), deadline=None)
@given(edit_sequences())
def test_incremental_diagnostics_equal_fresh_open(edits):
    doc = Document(BIG, None)
    text = BIG
    for s, e, ins in edits:
        if s > len(text):
            continue
        e = min(e, len(text))
        text = text[:s] + ins + text[e:]
        doc.apply_change(s, e, ins)
        if s % 3:  # analyse after most edits; sometimes let several edits pile up first
            doc.diagnostics()
    fresh = Document(text, None)
    key = lambda ds: sorted((d.start, d.end, d.code, d.message, d.severity) for d in ds)
    assert doc.text == text
    assert key(doc.diagnostics()) == key(fresh.diagnostics())


def test_reparse_reuses_untouched_chunks():
    doc = parse(BIG)
    i = BIG.index('<link name="l15">') + len('<link name="l1')
    new = BIG[:i] + "x" + BIG[i:]
    doc2 = reparse(doc, new, i, i, i + 1)
    assert doc2.full_parses == 0
    assert doc2.reused_chunks >= len(doc2.chunks) - 5
    assert dump(doc2) == dump(parse(new))


@given(st.text(alphabet=st.sampled_from(list("a\u00e9\U0001f916\n<>\"x")), max_size=60), st.data())
def test_position_roundtrip_all_encodings(text, data):
    li = LineIndex(text)
    off = data.draw(st.integers(0, len(text)))
    for enc in ("utf-8", "utf-16", "utf-32"):
        line, ch = li.position(off, enc)
        assert li.offset(line, ch, enc) == off
    # a non-BMP character counts 2 UTF-16 units, 4 UTF-8 bytes, 1 code point
    li2 = LineIndex("\U0001f916x")
    assert li2.position(1, "utf-16") == (0, 2) and li2.position(1, "utf-8") == (0, 4) and \
        li2.position(1, "utf-32") == (0, 1)


@given(st.binary(max_size=400))
def test_scanner_never_raises_on_garbage(data):
    text = data.decode("latin-1")
    doc = Document(text, None)
    doc.diagnostics()


NAME_POOL = st.sampled_from(["l1", "l2", "l3", "arm", "base_link", "j1", "shoulder", "blue", "x", ""])


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10 ** 6), NAME_POOL), min_size=1, max_size=25))
def test_renaming_links_and_joints_keeps_global_rules_exact(edits):
    """rewire the kinematic tree at random (names, parents, children, materials, mimics): incremental
    cross-chunk rules (duplicates, references, roots, cycles, two parents) equal a fresh analysis"""
    import re
    text = BIG.replace("</robot>", '<joint name="m" type="fixed"><parent link="l1"/><child link="l2"/>'
                       '<mimic joint="j1"/></joint><gazebo reference="l3"/></robot>')
    doc = Document(text, None)
    doc.diagnostics()
    key = lambda ds: sorted((d.start, d.end, d.code, d.message, d.severity) for d in ds)
    for pick, name in edits:
        spans = [m.span(2) for m in re.finditer(r'\b(name|link|joint|reference)="([^"]*)"', text)]
        s, e = spans[pick % len(spans)]
        text = text[:s] + name + text[e:]
        doc.apply_change(s, e, name)
        doc.diagnostics()
    assert key(doc.diagnostics()) == key(Document(text, None).diagnostics())


def test_typing_before_the_root_close_tag_is_incremental():
    """appending links at the end of a big file must not reparse it all"""
    doc = parse(BIG)
    i = BIG.index("</robot>")
    text = BIG
    for ch in '<link name="new"/>\n':
        text = text[:i] + ch + text[i:]
        doc = reparse(doc, text, i, i, i + 1)
        i += 1
        assert doc.full_parses == 0 and doc.reused_chunks >= len(doc.chunks) - 6
        assert dump(doc) == dump(parse(text))
    # an unclosed document grows at its very end
    text = BIG.replace("</robot>\n", "")
    doc = parse(text)
    for ch in "<link":
        n = len(text)
        text += ch
        doc = reparse(doc, text, n, n, n + 1)
        assert doc.full_parses == 0
        assert dump(doc) == dump(parse(text))


def _tolerant_only(monkeypatch):
    import re as _re

    from urdf_ls.syntax import markup, scanner
    monkeypatch.setattr(markup, "_FAST_TAG", _re.compile(r"(?!)"))
    monkeypatch.setattr(scanner, "_FAST_TOKEN", _re.compile(r"(?!)"))


@settings(max_examples=examples(150), deadline=None)
@given(edit_sequences())
def test_fast_tag_path_builds_the_tolerant_tree(edits):
    """the one-match path for well-formed start tags gives exactly the tree of the tolerant path"""
    import pytest as _pytest
    text = BIG
    for s, e, ins in edits:
        if s <= len(text):
            text = text[:s] + ins + text[min(e, len(text)):]
    fast = dump(parse(text))
    with _pytest.MonkeyPatch.context() as mp:
        _tolerant_only(mp)
        assert dump(parse(text)) == fast


def test_fast_tag_path_on_quotes_entities_and_markup_in_values(monkeypatch):
    text = ('<robot name="r"><link name="it\'s" a=\'say "hi"\'/><link name="a&amp;b"/><link name="x<y"/>'
            '<link\n name = "n"\t/><link name="m" name="m2"/><ünï name="u"/></robot>')
    fast = dump(parse(text))
    _tolerant_only(monkeypatch)
    assert dump(parse(text)) == fast


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 400), st.integers(0, 6), st.sampled_from(["", "x", "\n", "\r", "\r\n",
                                                                                   "ab\ncd", "é\n🤖"])),
                max_size=20), st.integers(0, 10 ** 6))
def test_line_index_after_edits_answers_like_a_fresh_one(edits, probe):
    """the lazily shifted line starts answer every query as a freshly built index does"""
    text = "line one\nline two\r\nthree\rfour\n\nsix é🤖 end\n" * 3
    li = LineIndex(text)
    for s, n, ins in edits:
        s = s % (len(text) + 1)
        e = min(len(text), s + n)
        text = text[:s] + ins + text[e:]
        li.replace(text, s, e, ins)
        fresh = LineIndex(text)
        off = probe % (len(text) + 1)
        line = fresh.line_of(off)
        assert li.line_of(off) == line and li.line_start(off) == fresh.line_start(off)
        assert li.line_end(line) == fresh.line_end(line)
        for enc in ("utf-8", "utf-16"):
            assert li.position(off, enc) == fresh.position(off, enc)
            assert li.offset(line, probe % 7, enc) == fresh.offset(line, probe % 7, enc)
    assert li.starts == LineIndex(text).starts



@settings(max_examples=examples(150), deadline=None)
@given(edit_sequences(), st.integers(0, 12))
def test_document_line_index_is_built_on_first_use_and_follows_edits(edits, first_use):
    """Document.lines is built when first asked for (before any edit, between two, after all, or never): from
    then on edits update it, and it answers as a fresh index of the document's text does"""
    doc = Document(BIG, None)
    doc.diagnostics()
    assert doc._lines is None      # an open that publishes no diagnostics never builds it
    for i, (s, e, ins) in enumerate(edits):
        if i == first_use:
            doc.lines.line_of(0)
        if s <= len(doc.text):
            doc.apply_change(s, min(e, len(doc.text)), ins)
    assert (doc._lines is not None) == (first_use < len(edits))
    assert doc.lines.starts == LineIndex(doc.text).starts
    for off in (0, len(doc.text) // 3, len(doc.text)):
        assert doc.lines.position(off, "utf-16") == LineIndex(doc.text).position(off, "utf-16")

ROOT_FRAGMENTS = st.sampled_from([' a="1"', ' name="r"', 'x', '"', '>', '/', '<', ' ', '</robot>', '<robot>',
                                  '<!-- c -->', '<?xml version="1.0"?>', 'robot', '&amp;', "'"])


@st.composite
def root_tag_edits(draw):
    """edits around the root start tag and the root close tag (prolog and epilog included)"""
    text = start = draw(st.sampled_from([BASE, BIG]))
    edits = []
    for _ in range(draw(st.integers(1, 10))):
        n = len(text)
        start_tag = text.find("<robot")
        anchors = [0, start_tag, text.find(">", max(0, start_tag)), text.rfind("</robot"), n]
        a = draw(st.sampled_from([x for x in anchors if x >= 0]))
        s = max(0, min(n, a + draw(st.integers(-3, 12))))
        e = min(n, s + draw(st.sampled_from([0, 0, 1, 2, 5])))
        ins = "".join(draw(st.lists(ROOT_FRAGMENTS | FRAGMENTS, max_size=3)))
        edits.append((s, e, ins))
        text = text[:s] + ins + text[e:]
    return start, edits


@pytest.mark.slow     # (seconds: left out of the fast tier)
@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(root_tag_edits())
def test_root_tag_edits_equal_fresh_parse(case):
    """trees and diagnostics after edits in and around the root tags equal a fresh parse and analysis"""
    text, edits = case
    doc = parse(text)
    analysed = Document(text, None)
    key = lambda ds: sorted((d.start, d.end, d.code, d.message, d.severity) for d in ds)
    for s, e, ins in edits:
        text = text[:s] + ins + text[e:]
        doc = reparse(doc, text, s, e, s + len(ins))
        analysed.apply_change(s, e, ins)
        assert dump(doc) == dump(parse(text))
        assert key(analysed.diagnostics()) == key(Document(text, None).diagnostics())


def test_typing_in_the_root_start_and_close_tags_is_incremental():
    """a keystroke in <robot name="..."> rescans only the head; one in </robot> only the last chunk and the tail"""
    doc = Document(BIG, None)
    doc.diagnostics()
    i = BIG.index('<robot name="') + len('<robot name="')
    summaries = dict(doc._summaries)
    doc.apply_change(i, i, "x")
    assert doc.tree.full_parses == 0 and doc.tree.reused_chunks == len(doc.tree.chunks) - 1
    assert doc.diagnostics() is not None and doc._summaries == summaries    # no chunk summarised again
    assert dump(doc.tree) == dump(parse(doc.text))
    j = doc.text.index("</robot>") + 3
    doc.apply_change(j, j, "x")
    assert doc.tree.full_parses == 0 and doc.tree.reused_chunks >= len(doc.tree.chunks) - 3
    assert dump(doc.tree) == dump(parse(doc.text))
    key = lambda ds: sorted((d.start, d.end, d.code, d.message) for d in ds)
    assert any(d.code.value == "xml-unclosed" for d in doc.diagnostics())
    doc.apply_change(j, j + 1, "")
    doc.apply_change(i, i + 1, "")
    assert doc.text == BIG and key(doc.diagnostics()) == key(Document(BIG, None).diagnostics())


def test_deleting_half_the_file_and_undoing_it_is_incremental_and_exact():
    doc = Document(BIG, None)
    before = doc.diagnostics()
    a, b = BIG.index('<link name="l15">'), BIG.index("</robot>")
    half = BIG[a:b]
    doc.apply_change(a, b, "")
    assert doc.tree.full_parses == 0
    key = lambda ds: sorted((d.start, d.end, d.code, d.message) for d in ds)
    assert key(doc.diagnostics()) == key(Document(doc.text, None).diagnostics())
    assert dump(doc.tree) == dump(parse(doc.text))
    doc.apply_change(a, a, half)
    assert doc.tree.full_parses == 0 and doc.text == BIG
    assert key(doc.diagnostics()) == key(before) and dump(doc.tree) == dump(parse(BIG))


CHAIN = "<robot name=\"c\">\n%s</robot>\n" % "".join(
    '<link name="n%d"/>\n<joint name="j%d" type="fixed"><parent link="n%d"/><child link="n%d"/></joint>\n'
    % (i, i, i - 1, i) if i else '<link name="n0"/>\n' for i in range(24))


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10 ** 6), st.integers(0, 30)), min_size=1, max_size=30))
def test_moving_joints_one_edit_at_a_time_keeps_roots_sizes_and_cycles_exact(edits):
    """the dynamic forest behind roots, the main root and cycles, after joints are moved one by one (cycles,
    second roots, undefined links and removed links included) equals a fresh analysis"""
    import re
    text = CHAIN
    doc = Document(text, None)
    doc.diagnostics()
    key = lambda ds: sorted((d.start, d.end, d.code, d.message, d.severity) for d in ds)
    for pick, k in edits:
        spans = [m.span(1) for m in re.finditer(r'(?:link|name)="n?([^"]*)"', text)]
        s, e = spans[pick % len(spans)]
        name = str(k) if k < 28 else "x"
        text = text[:s] + name + text[e:]
        doc.apply_change(s, e, name)
        fresh = Document(text, None)
        assert key(doc.diagnostics()) == key(fresh.diagnostics())
        assert (doc.state.roots, doc.state.main_root) == (fresh.state.roots, fresh.state.main_root)


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 60), st.integers(0, 8), st.sampled_from(
    ["", "u", "urdf-", "ls:", "urdf-ls:", ":", "-ls", "<!-- urdf-ls: ignore -->", "x"])), max_size=12))
def test_suppression_marker_count_follows_edits(edits):
    """the document counts 'urdf-ls:' markers from the edited region only; the count must equal a full count"""
    text = '<robot name="r"><!-- urdf-ls: ignore-file all --><link name="a"/></robot>'
    doc = Document(text, NO_FOLDER + "/marks.urdf")
    for s, n, new in edits:
        s = min(s, len(doc.text))
        doc.apply_change(s, min(len(doc.text), s + n), new)
        assert doc.may_suppress == ("urdf-ls:" in doc.text)
        assert doc._marks == doc.text.count("urdf-ls:")


@pytest.mark.parametrize("text, edits", [
    # a '>' inside a root value cut short by '<' is not the end of the root start tag
    (BIG, [(39, 40, "?><"), (41, 41, ">")]),
    # deleting the last text after the root's close tag, when the root is not closed (renamed)
    (BASE, [(23, 23, "a"), (616, 616, "x"), (616, 617, "")]),
])
def test_edit_sequences_hypothesis_found(text, edits):
    doc = parse(text)
    for s, e, ins in edits:
        text = text[:s] + ins + text[e:]
        doc = reparse(doc, text, s, e, s + len(ins))
        assert dump(doc) == dump(parse(text))


def _elements(doc):
    stack = list(doc.nodes)
    while stack:
        n = stack.pop()
        if n.kind == "element":
            yield n
            stack += n.children


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edit_sequences())
def test_paired_offsets_equal_the_single_ones_after_edits(edits):
    """Element.span and Attr.value_span (read by features for thousands of symbols) after edits shifted
    chunks, and where an element ends in another chunk than it starts (the root)"""
    assert parse(BIG).root.ce is not parse(BIG).root.c
    for _, doc in reparsed(BIG, edits):
        for el in _elements(doc):
            assert el.span == (el.start, el.end)
            for a in el.attrs:
                assert a.value_span == (a.value_start, a.value_end)


@pytest.mark.parametrize("block", [None, 7, 4096])
def test_typing_links_nested_in_a_visual_equals_fresh_parse(block):
    """nested siblings (urdfdom ignores them) read as nested, and the half-typed states before them as typing,
    alike incrementally and from scratch"""
    at = BIG.index("</visual>")
    typed = '<link name="c"/><link name="d"><inertial/></link><joint name="q"/>'
    edits = [(at + k, at + k, ch) for k, ch in enumerate(typed)]
    last = None
    for text, doc in reparsed(BIG, edits, block):
        assert dump(doc) == dump(parse(text))
        last = doc
    assert not [d for c in last.chunks for d in c.errors]
