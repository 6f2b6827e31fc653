"""Offsets <-> LSP positions in the negotiated encoding, and feature dataclasses -> LSP types."""
from __future__ import annotations

from pathlib import Path

from lsprotocol import types as T

from ..features.markup import plain
from ..features.types import ItemKind, SymbolKind

_ITEM_KIND = {ItemKind.ELEMENT: T.CompletionItemKind.Class, ItemKind.ATTRIBUTE: T.CompletionItemKind.Property,
              ItemKind.VALUE: T.CompletionItemKind.Value, ItemKind.SNIPPET: T.CompletionItemKind.Snippet,
              ItemKind.MACRO: T.CompletionItemKind.Function, ItemKind.PROPERTY: T.CompletionItemKind.Variable}
_SYMBOL_KIND = {SymbolKind.ROBOT: T.SymbolKind.Module, SymbolKind.LINK: T.SymbolKind.Struct,
                SymbolKind.JOINT: T.SymbolKind.Interface, SymbolKind.MATERIAL: T.SymbolKind.Constant,
                SymbolKind.OTHER: T.SymbolKind.Object}
MAX_SYMBOL_DEPTH = 60   # JSON encoders recurse: deeper chains are listed flat at that level
MAX_SYMBOLS = 5000      # document symbols per answer (lemminx's default cap), nearest the root first
MAX_COMPLETIONS = 5000  # completion items per answer; more: the list is marked incomplete (re-asked as you type)
MAX_MESSAGE = 2000      # characters of a diagnostic message (a 15 MB name must not become a 15 MB message)


def clip(message, limit=MAX_MESSAGE):
    return message if len(message) <= limit else message[:limit - 1] + "…"


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
    sl, sc = lines.position(s, enc)
    el, ec = lines.position(e, enc)
    return T.Range(T.Position(sl, sc), T.Position(el, ec))


def markup(text, markdown: bool):
    if markdown:
        return T.MarkupContent(T.MarkupKind.Markdown, text)
    return T.MarkupContent(T.MarkupKind.PlainText, plain(text))


def diagnostic(doc, d, enc):
    return T.Diagnostic(range=rng(doc.lines, d.start, d.end, enc), message=clip(d.message),
                        severity=T.DiagnosticSeverity(int(d.severity)), code=d.code.value, source="urdf-ls",
                        data=d.data.to_json() if d.data is not None else None)


def location(uri, doc, loc, enc):
    if loc.path is None:
        return T.Location(uri, rng(doc.lines, loc.start, loc.end, enc))
    return T.Location(Path(loc.path).as_uri(), rng(loc.lines, loc.start, loc.end, enc))


def completion_list(doc, items, client: Client):
    """one shared edit range (LSP 3.17 itemDefaults) when every item replaces the same span and the
    client supports it: a 1,500-link robot then costs one Range instead of 1,500"""
    enc = client.encoding
    incomplete = len(items) > MAX_COMPLETIONS
    items = items[:MAX_COMPLETIONS]
    spans = {(it.start, it.end) for it in items}
    shared = rng(doc.lines, *next(iter(spans)), enc) if len(spans) == 1 and client.edit_range_default else None
    ranges, out = {}, []
    for i, it in enumerate(items):
        text = it.snippet if client.snippets else it.plain
        kw = dict(label=it.label, kind=_ITEM_KIND[it.kind], detail=it.detail or None, sort_text="%04d" % i,
                  filter_text=it.filter_text,
                  insert_text_format=T.InsertTextFormat.Snippet if client.snippets and text != it.plain
                  else T.InsertTextFormat.PlainText)
        if it.doc:
            kw["documentation"] = markup(it.doc, True) if client.completion_markdown else plain(it.doc)
        if shared is not None:
            kw["text_edit_text"] = text
        else:
            r = ranges.get((it.start, it.end)) or ranges.setdefault((it.start, it.end),
                                                                     rng(doc.lines, it.start, it.end, enc))
            kw["text_edit"] = T.TextEdit(r, text)
        out.append(T.CompletionItem(**kw))
    defaults = T.CompletionItemDefaults(edit_range=shared) if shared is not None else None
    return T.CompletionList(is_incomplete=incomplete, items=out, item_defaults=defaults)


def document_symbols(doc, roots, enc, limit=MAX_SYMBOLS):
    """breadth first, so that a cap keeps the top of the tree"""
    from collections import deque
    out = []
    todo = deque((s, out, 0) for s in roots)
    made = 0
    while todo and made < limit:
        s, sink, depth = todo.popleft()
        ds = T.DocumentSymbol(name=s.name or "?", detail=s.detail, kind=_SYMBOL_KIND[s.kind],
                              range=rng(doc.lines, s.start, s.end, enc),
                              selection_range=rng(doc.lines, s.sel_start, s.sel_end, enc), children=[])
        sink.append(ds)
        made += 1
        nested = depth < MAX_SYMBOL_DEPTH
        for c in s.children:
            todo.append((c, ds.children if nested else sink, depth + 1 if nested else depth))
    return out


def workspace_edit(uri, doc, edits, enc):
    return T.WorkspaceEdit(changes={uri: [T.TextEdit(rng(doc.lines, e.start, e.end, enc), e.new_text)
                                          for e in edits]})
