"""Big answers (completion, document symbols) are built as JSON directly, without lsprotocol objects and
cattrs.  Their wire form must equal what pygls's converter makes of the same answer built from lsprotocol
types (written with json.dumps's compact separators), for every client capability variant and position
encoding, on ASCII and non-ASCII text.  Fields equal to the protocol's defaults are left out: an insert format
of plain text, an edit text equal to the label (LSP 3.17: the label is then the text)."""
import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lsprotocol import types as T
from pygls.protocol import default_converter

from tests.helpers.examples import examples
from tests.helpers.paths import NO_FOLDER
from urdf_ls.document.document import Document
from urdf_ls.features import completion, symbols
from urdf_ls.features.markup import plain
from urdf_ls.lsp import convert
from urdf_ls.lsp.protocol import Json

CONVERTER = default_converter()
ITEM_KIND = {"element": T.CompletionItemKind.Class, "attribute": T.CompletionItemKind.Property,
             "value": T.CompletionItemKind.Value, "snippet": T.CompletionItemKind.Snippet,
             "macro": T.CompletionItemKind.Function, "property": T.CompletionItemKind.Variable}
SYMBOL_KIND = {"robot": T.SymbolKind.Module, "link": T.SymbolKind.Struct, "joint": T.SymbolKind.Interface,
               "material": T.SymbolKind.Constant, "other": T.SymbolKind.Object}

ROBOT = ('<?xml version="1.0"?>\n<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
         '  <xacro:property name="länge" value="0.5"/>\n'
         '  <xacro:macro name="leg" params="side *origin">\n'
         '    <link name="${side}_leg"/>\n  </xacro:macro>\n'
         '  <material name="grau"><color rgba="0.5 0.5 0.5 1"/></material>\n'
         '  <link name="base_😀"/>\n  <link name="arm"/>\n  <link name="lonely"/>\n'
         '  <joint name="j1" type="revolute"><parent link="base_😀"/><child link="arm"/></joint>\n'
         '  <joint name="j2" type="fixed"><parent link="nowhere"/><child link="x"/></joint>\n'
         '  <gazebo reference="arm"/>\n</robot>\n')
# cursors: a link reference, an element in content, an attribute name, a ${ expression, a macro call
CURSORS = ['<child link="', '<link name="arm"/>\n  ', '<joint name="j2" ', 'value="0.5"/>\n  <xacro:macro', '${']


def reference_completion(doc, items, client):
    """the answer as lsprotocol objects, the way the server built it before (and cattrs turned into JSON)"""
    enc = client.encoding
    incomplete = len(items) > convert.MAX_COMPLETIONS
    items = items[:convert.MAX_COMPLETIONS]
    spans = {(it.start, it.end) for it in items}
    shared = ref_range(doc, *next(iter(spans)), enc) if len(spans) == 1 and client.edit_range_default else None
    out = []
    for i, it in enumerate(items):
        text = it.snippet if client.snippets else it.plain
        kw = dict(label=it.label, kind=ITEM_KIND[it.kind.value], detail=it.detail or None, sort_text="%04d" % i,
                  filter_text=it.filter_text,
                  insert_text_format=T.InsertTextFormat.Snippet if client.snippets and text != it.plain
                  else None)
        if it.doc:
            kw["documentation"] = T.MarkupContent(T.MarkupKind.Markdown, it.doc) if client.completion_markdown \
                else plain(it.doc)
        if shared is not None:
            kw["text_edit_text"] = text if text != it.label else None
        else:
            kw["text_edit"] = T.TextEdit(ref_range(doc, it.start, it.end, enc), text)
        out.append(T.CompletionItem(**kw))
    defaults = T.CompletionItemDefaults(edit_range=shared) if shared is not None else None
    return T.CompletionList(is_incomplete=incomplete, items=out, item_defaults=defaults)


def ref_range(doc, s, e, enc):
    return T.Range(T.Position(*doc.lines.position(s, enc)), T.Position(*doc.lines.position(e, enc)))


def reference_symbols(doc, roots, enc):
    def one(s):
        return T.DocumentSymbol(name=s.name or "?", detail=s.detail, kind=SYMBOL_KIND[s.kind.value],
                                range=ref_range(doc, s.start, s.end, enc),
                                selection_range=ref_range(doc, s.sel_start, s.sel_end, enc),
                                children=[one(c) for c in s.children])
    return [one(s) for s in roots]


def wire(result):
    """what the client reads: the JSON text of a response"""
    if isinstance(result, Json):
        return '{"id":1,"result":%s,"jsonrpc":"2.0"}' % result.text
    return compact(CONVERTER.unstructure(T.CompletionResponse(id=1, result=result)))


def compact(value):
    return json.dumps(value, separators=(",", ":"))


def client_variant(snippets, markdown, item_defaults, enc):
    item = T.ClientCompletionItemOptions(snippet_support=snippets,
                                         documentation_format=[T.MarkupKind.Markdown] if markdown else None)
    cl = T.CompletionListCapabilities(item_defaults=["editRange"]) if item_defaults else None
    caps = T.ClientCapabilities(text_document=T.TextDocumentClientCapabilities(
        completion=T.CompletionClientCapabilities(completion_item=item, completion_list=cl)))
    return convert.Client(caps, enc)


VARIANTS = list(itertools.product((True, False), (True, False), (True, False), ("utf-8", "utf-16", "utf-32")))


@pytest.mark.parametrize("text", [ROBOT, ROBOT.replace("länge", "len").replace("grau", "grey")
                                  .replace("base_😀", "base")], ids=["non-ascii", "ascii"])
@pytest.mark.parametrize("snippets,markdown,item_defaults,enc", VARIANTS)
def test_completion_wire_form_equals_lsprotocol(text, snippets, markdown, item_defaults, enc):
    doc = Document(text, NO_FOLDER + "/wire.urdf.xacro")
    client = client_variant(snippets, markdown, item_defaults, enc)
    seen = 0
    for needle in CURSORS:
        off = text.index(needle) + len(needle)
        items = completion.completion(doc, off)
        seen += len(items)
        assert wire(convert.completion_list(doc, items, client)) == wire(reference_completion(doc, items, client))
    assert seen > 20


def test_capped_completion_wire_form(monkeypatch):
    monkeypatch.setattr(convert, "MAX_COMPLETIONS", 50)     # (the cut of 5000, on 60 links rather than 5010)
    text = '<robot name="r">%s<joint name="j" type="fixed"><parent link=""/></joint></robot>' % (
        "".join('<link name="l%d"/>\n' % i for i in range(convert.MAX_COMPLETIONS + 10)))
    doc = Document(text, NO_FOLDER + "/wire.urdf")
    items = completion.completion(doc, text.index('link=""') + 6)
    for client in (convert.Client(None), client_variant(True, True, True, "utf-16")):
        ours = convert.completion_list(doc, items, client).value
        assert ours["isIncomplete"] and len(ours["items"]) == convert.MAX_COMPLETIONS
        assert wire(convert.completion_list(doc, items, client)) == wire(reference_completion(doc, items, client))


@pytest.mark.parametrize("enc", ["utf-8", "utf-16", "utf-32"])
@pytest.mark.parametrize("text", [ROBOT, ROBOT.replace("base_😀", "base")], ids=["non-ascii", "ascii"])
def test_document_symbols_wire_form_equals_lsprotocol(text, enc):
    for path in (NO_FOLDER + "/wire.urdf", NO_FOLDER + "/wire.urdf.xacro"):
        doc = Document(text, path)
        roots = symbols.symbols(doc)
        ref = CONVERTER.unstructure(T.DocumentSymbolResponse(id=1, result=reference_symbols(doc, roots, enc)))
        ours = wire(convert.document_symbols(doc, roots, enc))
        assert ours == compact(ref)
        assert "😀" not in text or enc == "utf-32" or ours != wire(convert.document_symbols(doc, roots, "utf-32"))


def test_every_item_and_symbol_kind_has_an_lsp_kind():
    from urdf_ls.features.types import ItemKind, SymbolKind
    assert set(convert._ITEM_KIND) == {k.value for k in ItemKind}
    assert set(convert._SYMBOL_KIND) == {k.value for k in SymbolKind}


@settings(max_examples=examples(200), deadline=None)
@given(st.text(alphabet="ab <>\r\n\té😀", max_size=300), st.lists(st.integers(-5, 320), min_size=4, max_size=4),
       st.sampled_from(["utf-8", "utf-16", "utf-32"]), st.booleans())
def test_symbol_positions_equal_the_line_index(text, offsets, enc, ordered):
    from urdf_ls.text.lines import LineIndex
    lines = LineIndex(text)
    s, ss, se, e = sorted(offsets) if ordered else offsets
    got = convert._symbol_positions(lines, enc)(s, e, ss, se)
    want = [x for off in (s, e, ss, se) for x in lines.position(off, enc)]
    assert list(got) == want


BROKEN = ('<?xml version="1.0"?>\n<robot name="r">\n  <link name="bäse_😀"><inertial><mass value="-1"/></inertial></link>\n'
          '  <link name="arm"/>\n  <joint name="j" type="revolute"><parent link="bäse_😀"/><child link="armm"/>'
          '</joint>\n  <joint name="k" type="hinge"><parent link="arm"/><child link="bäse_😀"/></joint>\n'
          '  <material name="m"><color rgba="2 0 0 1"/></material>\n</robot>\n')


@pytest.mark.parametrize("enc", ["utf-8", "utf-16", "utf-32"])
@pytest.mark.parametrize("text", [BROKEN, BROKEN.replace("bäse_😀", "base")], ids=["non-ascii", "ascii"])
def test_published_diagnostics_wire_form_equals_lsprotocol(text, enc):
    doc = Document(text, NO_FOLDER + "/wire.urdf")
    diags = doc.diagnostics()
    assert len(diags) >= 4 and any(d.data is not None for d in diags)
    uri = "file:///tmp/w%C3%A4re.urdf"
    ref = T.PublishDiagnosticsParams(uri=uri, diagnostics=[convert.diagnostic(doc, d, enc) for d in diags])
    assert convert.publish_diagnostics(uri, doc.lines, diags, enc).text == compact(CONVERTER.unstructure(ref))


def reference_symbol_tree(roots, limit, max_depth):
    """what a capped, depth-limited answer holds: the first `limit` symbols breadth first, each under its
    parent, except that below max_depth a subtree is listed flat (breadth first) beside its top"""
    from collections import deque
    top = []
    todo = deque((s, top, 0) for s in roots)
    while todo and limit > 0:
        s, sink, depth = todo.popleft()
        node = {"name": s.name, "children": []}
        sink.append(node)
        limit -= 1
        nested = depth < max_depth
        todo.extend((c, node["children"] if nested else sink, depth + 1 if nested else depth) for c in s.children)
    return top


@pytest.mark.parametrize("seed", range(40))
def test_symbol_trees_are_capped_breadth_first_and_flattened_below_the_depth_limit(seed, monkeypatch):
    import random

    from urdf_ls.features.types import Symbol, SymbolKind
    rnd = random.Random(seed)
    n = rnd.randint(1, 300)
    nodes = [Symbol("s%d" % i, "link", SymbolKind.LINK, 0, 1, 0, 1) for i in range(n)]
    for i in range(1, n):       # chains, bushes and everything between
        nodes[rnd.choice([i - 1, i - 1, rnd.randrange(i)])].children.append(nodes[i])
    doc = Document("<robot/>", NO_FOLDER + "/t.urdf")
    for depth in (2, 7):
        monkeypatch.setattr(convert, "MAX_SYMBOL_DEPTH", depth)
        for limit in (n, rnd.randint(1, n), 5000):
            out = convert.document_symbols(doc, [nodes[0]], "utf-16", limit).value

            def names(xs):
                return [{"name": x["name"], "children": names(x["children"])} for x in xs]
            assert names(out) == reference_symbol_tree([nodes[0]], limit, depth)
