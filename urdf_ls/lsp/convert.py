"""Offsets <-> LSP positions in the negotiated encoding, and feature dataclasses -> LSP types."""
from __future__ import annotations

import json
from bisect import bisect_right
from collections import deque
from dataclasses import replace
from json.encoder import encode_basestring_ascii as _q   # json.dumps's own string encoder: the same escapes
from pathlib import Path

from lsprotocol import types as T

from ..document.diagnostic_json import RANGE as _RANGE, diagnostics_json
from ..text.cancel import check
from .protocol import Json

# big answers are written as JSON text: lsprotocol objects, cattrs and dicts cost several times more, and
# their thousands of containers make the garbage collector scan every open document's tree
# by the values of features.types.ItemKind and SymbolKind (that layer loads after initialize: _kinds() keys
# them by the members at the first answer)
_ITEM_KIND = {"element": T.CompletionItemKind.Class, "attribute": T.CompletionItemKind.Property,
              "value": T.CompletionItemKind.Value, "snippet": T.CompletionItemKind.Snippet,
              "macro": T.CompletionItemKind.Function, "property": T.CompletionItemKind.Variable}
_SYMBOL_KIND = {"robot": T.SymbolKind.Module, "link": T.SymbolKind.Struct, "joint": T.SymbolKind.Interface,
                "material": T.SymbolKind.Constant, "other": T.SymbolKind.Object}
_KINDS = []    # [ItemKind -> CompletionItemKind, SymbolKind -> T.SymbolKind], made by _kinds()
MAX_SYMBOL_DEPTH = 60   # JSON encoders recurse: deeper chains are listed flat at that level
MAX_SYMBOLS = 5000      # document symbols per answer (lemminx's default cap), nearest the root first
MAX_COMPLETIONS = 5000  # completion items per answer; more: the list is marked incomplete (re-asked as you type)
def _kinds():
    """the LSP kinds keyed by the members of features.types.ItemKind and SymbolKind (a lookup by member costs
    what one by a str does: they hash by identity)"""
    if not _KINDS:
        from ..features.types import ItemKind, SymbolKind
        _KINDS[:] = {k: _ITEM_KIND[k.value] for k in ItemKind}, {k: _SYMBOL_KIND[k.value] for k in SymbolKind}
    return _KINDS


class Client:
    """what the client said it supports"""

    def __init__(self, caps: T.ClientCapabilities | None, encoding="utf-16"):
        td = caps.text_document if caps is not None else None
        comp = td.completion if td is not None else None
        item = comp.completion_item if comp is not None else None
        self.encoding = encoding
        self.snippets = bool(item and item.snippet_support)
        self.completion_markdown = bool(item and item.documentation_format
                                        and T.MarkupKind.Markdown in item.documentation_format)
        cl = comp.completion_list if comp is not None else None
        self.edit_range_default = bool(cl and cl.item_defaults and "editRange" in cl.item_defaults)
        hv = td.hover if td is not None else None
        self.hover_markdown = bool(hv and hv.content_format and T.MarkupKind.Markdown in hv.content_format)
        win = caps.window if caps is not None else None
        self.show_document = bool(win and win.show_document and win.show_document.support)


def rng(lines, s, e, enc):
    check()     # the step of converting a big answer item by item: 10,000 highlights take 270 ms
    sl, sc = lines.position(s, enc)
    el, ec = lines.position(e, enc)
    return T.Range(T.Position(sl, sc), T.Position(el, ec))


def markup(text, markdown: bool):
    from ..features.markup import plain
    if markdown:
        return T.MarkupContent(T.MarkupKind.Markdown, text)
    return T.MarkupContent(T.MarkupKind.PlainText, plain(text))


def diagnostic(doc, d, enc) -> T.Diagnostic:
    """one diagnostic as an lsprotocol object (a code action's), from its one JSON encoding"""
    from lsprotocol.converters import get_converter
    return get_converter().structure(json.loads(diagnostics_json(doc.lines, [d], enc)[0]), T.Diagnostic)


def publish_diagnostics(uri, lines, diags, enc) -> Json:
    """PublishDiagnosticsParams as JSON text (lines: the LineIndex of the text the diagnostics are in)"""
    items = diagnostics_json(lines, diags, enc, uri=uri) if diags else ()
    return Json('{"uri":%s,"diagnostics":[%s]}' % (_q(uri), ",".join(items)))


def location(uri, doc, loc, enc):
    if loc.path is None:
        return T.Location(uri, rng(doc.lines, loc.start, loc.end, enc))
    return T.Location(Path(loc.path).as_uri(), rng(loc.lines, loc.start, loc.end, enc))


def _positions(lines, enc):
    """positions(a, b, ...) -> [line of a, character of a, line of b, ...], each found in the line index"""
    def positions(*offsets):
        return [x for off in offsets for x in lines.position(off, enc)]
    return positions


def _code_point_positions(starts, n):
    """the same by bisecting a list of the line starts: for answers with thousands of positions on an ASCII
    text (or in utf-32), where a character is a code point"""
    def positions(*offsets):
        out = []
        for off in offsets:
            off = 0 if off < 0 else n if off > n else off
            line = bisect_right(starts, off) - 1
            out += line, off - starts[line]
        return out
    return positions


# CompletionItem's fields in lsprotocol's order; what equals the protocol's default is left out (the format
# when plain text, the edit text when it is the label): a list of 1,500 link names is half as long
_ITEM = '{"label":%s,"kind":%d%s%s,"sortText":"%04d"%s%s%s}'
_SNIPPET_FORMAT = ',"insertTextFormat":%d' % T.InsertTextFormat.Snippet.value


def completion_list(doc, items, client: Client) -> Json:
    """the CompletionList as JSON text.  One shared edit range (LSP 3.17 itemDefaults) when every item
    replaces the same span and the client supports it: a 1,500-link robot then costs one Range, not 1,500"""
    incomplete = len(items) > MAX_COMPLETIONS
    items = items[:MAX_COMPLETIONS]
    positions = _positions(doc.lines, client.encoding)     # (a few distinct spans: no copy of the line index)
    spans = {(it.start, it.end) for it in items}
    shared = _RANGE % tuple(positions(*next(iter(spans)))) if len(spans) == 1 and client.edit_range_default else None
    snippets, markdown = client.snippets, client.completion_markdown
    from ..features.markup import plain
    ranges, out, item_kinds = {}, [], _kinds()[0]
    for i, it in enumerate(items):
        text = it.snippet if snippets else it.plain
        if it.doc:
            doc_json = (',"documentation":{"kind":"markdown","value":%s}' % _q(it.doc) if markdown else
                        ',"documentation":' + _q(plain(it.doc)))
        else:
            doc_json = ""
        if shared is None:
            span = (it.start, it.end)
            r = ranges.get(span) or ranges.setdefault(span, _RANGE % tuple(positions(*span)))
            edit = ',"textEdit":{"range":%s,"newText":%s}' % (r, _q(text))
        else:
            edit = "" if text == it.label else ',"textEditText":' + _q(text)
        detail = ',"detail":' + _q(it.detail) if it.detail else ""
        filter_text = ',"filterText":' + _q(it.filter_text) if it.filter_text is not None else ""
        out.append(_ITEM % (_q(it.label), item_kinds[it.kind], detail, doc_json, i, filter_text,
                            _SNIPPET_FORMAT if snippets and text != it.plain else "", edit))
    defaults = ',"itemDefaults":{"editRange":%s}' % shared if shared is not None else ""
    return Json('{"isIncomplete":%s,"items":[%s]%s}' % ("true" if incomplete else "false", ",".join(out), defaults))


_SYMBOL = '%s{"name":%s,"kind":%d,"range":' + _RANGE + ',"selectionRange":' + _RANGE + '%s,"children":['


def document_symbols(doc, roots, enc, limit=MAX_SYMBOLS) -> Json:
    """DocumentSymbol[] as JSON text.  Past MAX_SYMBOL_DEPTH a subtree is listed flat, breadth first; past
    `limit` symbols those nearest the root are kept"""
    spans = _symbol_positions(doc.lines, enc)
    out = _write_symbols(roots, spans, limit)
    if out is None:
        out = _write_symbols(_nearest_the_root(roots, limit), spans, limit)
    return Json("[%s]" % "".join(out))


def _write_symbols(roots, spans, limit):
    """the pieces of the JSON text, or None when there are more than `limit` symbols.  A loop over a stack of
    sibling lists, not a recursion: Python 3.11-3.12 free a frame stack chunk as soon as the frames in it
    return, so a call per symbol made at a depth that straddles two chunks maps and unmaps memory each time
    (gh-142183: a 3,000-link chain took 30 ms instead of 7 at some depths of the caller)"""
    out, details, symbol_kinds = [], {None: ""}, _kinds()[1]
    if len(roots) > limit:
        return None
    limit -= len(roots)
    stack, sep = [(iter(roots), 0)], ""      # (the symbols left at a level, its depth)
    while stack:
        left, depth = stack[-1]
        s = next(left, None)
        if s is None:           # the level is written: so is the symbol whose children it lists
            stack.pop()
            if stack:
                out.append("]}")
            sep = ","
            continue
        d = details.get(s.detail)
        if d is None:
            d = details[s.detail] = ',"detail":' + _q(s.detail)
        out.append(_SYMBOL % (sep, _q(s.name or "?"), symbol_kinds[s.kind],
                              *spans(s.start, s.end, s.sel_start, s.sel_end), d))
        if s.children and depth < MAX_SYMBOL_DEPTH:
            kids = s.children if depth + 1 < MAX_SYMBOL_DEPTH else _breadth_first(s.children)   # deeper: flat
            limit -= len(kids)
            if limit < 0:
                return None
            stack.append((iter(kids), depth + 1))
            sep = ""
        else:
            out.append("]}")
            sep = ","
    return out


def _breadth_first(nodes):
    """the nodes and all their descendants, level by level"""
    out = list(nodes)
    for s in out:           # (grows as it goes)
        out += s.children
    return out


def _nearest_the_root(roots, limit):
    """copies of the first `limit` symbols breadth first, each with those of its children that are kept"""
    kept = []
    todo = deque((s, kept) for s in roots)
    while todo and limit > 0:
        s, sink = todo.popleft()
        copy = replace(s, children=[])
        sink.append(copy)
        limit -= 1
        todo.extend((c, copy.children) for c in s.children)
    return kept


def _symbol_positions(lines, enc):
    """(start, end, selection start, selection end) -> their 8 line/character numbers.  A selection (a name)
    is on the symbol's first line and its end a few lines further: found from there, not by bisecting every
    line of the document"""
    if enc != "utf-32" and not lines.text.isascii():
        return _positions(lines, enc)
    starts, n = lines.starts, len(lines.text)      # (a copy of the index's: taken once)
    general, last = _code_point_positions(starts, n), len(starts) - 1

    def spans(s, e, ss, se):
        if not 0 <= s <= ss <= se <= e <= n:
            return general(s, e, ss, se)
        ls = bisect_right(starts, s) - 1
        if ls == last or se < starts[ls + 1]:
            lss = lse = ls
        else:
            lss = bisect_right(starts, ss, ls) - 1
            lse = bisect_right(starts, se, lss) - 1
        le = bisect_right(starts, e, lse) - 1
        return ls, s - starts[ls], le, e - starts[le], lss, ss - starts[lss], lse, se - starts[lse]
    return spans


def workspace_edit(uri, doc, edits, enc):
    return T.WorkspaceEdit(changes={uri: [T.TextEdit(rng(doc.lines, e.start, e.end, enc), e.new_text)
                                          for e in edits]})
