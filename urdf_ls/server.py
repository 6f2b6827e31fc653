"""The language server (pygls 2.x)."""
from __future__ import annotations

import logging
import os
import traceback
from urllib.parse import unquote, urlparse

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method

from . import __version__, actions, features
from .guard import check_text
from .model import Document

log = logging.getLogger("urdf_ls")


class Protocol(LanguageServerProtocol):
    """Text sync is handled by urdf-ls's own incremental model; pygls's copy of
    every document would only double the work on each keystroke."""

    @lsp_method(T.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params):
        if (h := self.fm.features.get(T.TEXT_DOCUMENT_DID_OPEN)) is not None:
            yield h, (params,), None

    @lsp_method(T.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params):
        if (h := self.fm.features.get(T.TEXT_DOCUMENT_DID_CHANGE)) is not None:
            yield h, (params,), None

    @lsp_method(T.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params):
        if (h := self.fm.features.get(T.TEXT_DOCUMENT_DID_CLOSE)) is not None:
            yield h, (params,), None


class UrdfServer(LanguageServer):
    def __init__(self):
        super().__init__("urdf-ls", __version__, protocol_cls=Protocol,
                         text_document_sync_kind=T.TextDocumentSyncKind.Incremental)
        self.docs: dict[str, Document] = {}
        self.pre: dict[str, list] = {}
        self.folders: list[str] = []
        self.expand_xacro = False          # opt-in: xacro runs the document's Python expressions
        self.expanded: dict[str, list] = {}  # uri -> diagnostics of the last xacro expansion

    @property
    def enc(self):
        try:
            e = self.workspace.position_encoding
        except Exception:
            e = None
        e = str(e.value if hasattr(e, "value") else e or "utf-16")
        return e if e in ("utf-8", "utf-16", "utf-32") else "utf-16"


server = UrdfServer()


def uri_to_path(uri):
    if uri.startswith("file://"):
        return unquote(urlparse(uri).path)
    return None


def rng(doc, s, e):
    enc = server.enc
    sl, sc = doc.lines.position(s, enc)
    el, ec = doc.lines.position(e, enc)
    return T.Range(T.Position(sl, sc), T.Position(el, ec))


def offset(doc, pos):
    return doc.lines.offset(pos.line, pos.character, server.enc)


def publish(uri):
    doc = server.docs.get(uri)
    if doc is None:
        return
    diags = []
    for p in server.pre.get(uri, []):
        diags.append(T.Diagnostic(range=T.Range(T.Position(0, 0), T.Position(0, 1)), message=p["message"],
                                  severity=T.DiagnosticSeverity(p["severity"]), code=p["code"], source="urdf-ls"))
    try:
        for d in ([] if server.pre.get(uri) else list(doc.diagnostics()) + server.expanded.get(uri, [])):
            diags.append(T.Diagnostic(range=rng(doc, d.start, d.end), message=d.message,
                                      severity=T.DiagnosticSeverity(d.severity), code=d.code, source="urdf-ls",
                                      data=d.data))
    except Exception:  # never let a rule bug kill the server
        log.error("analysis failed: %s", traceback.format_exc())
        diags.append(T.Diagnostic(range=T.Range(T.Position(0, 0), T.Position(0, 1)),
                                  message="urdf-ls internal error while analysing this file (see server log)",
                                  severity=T.DiagnosticSeverity.Warning, code="internal-error", source="urdf-ls"))
    server.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=uri, diagnostics=diags))


def _safe(default=None):
    def wrap(f):
        def inner(ls, params):
            try:
                return f(ls, params)
            except Exception:
                log.error("%s failed: %s", f.__name__, traceback.format_exc())
                return default
        inner.__name__ = f.__name__
        return inner
    return wrap


@server.feature(T.INITIALIZE)
def on_initialize(ls, params: T.InitializeParams):
    folders = []
    for f in params.workspace_folders or []:
        p = uri_to_path(f.uri)
        if p:
            folders.append(p)
    if not folders and params.root_uri:
        p = uri_to_path(params.root_uri)
        if p:
            folders.append(p)
    ls.folders = folders
    opts = params.initialization_options or {}
    if isinstance(opts, dict):
        x = opts.get("xacro") or {}
        ls.expand_xacro = bool(opts.get("xacroExpand") or (isinstance(x, dict) and x.get("expand")))


def expand(ls, uri):
    """start the opt-in xacro expansion of a saved .xacro document (on open and save).

    xacro runs in a child process without blocking the server; its diagnostics are published when it
    finishes, unless the document was edited meanwhile (they would point at stale positions)."""
    doc = ls.docs.get(uri)
    ls.expanded.pop(uri, None)
    if not ls.expand_xacro or doc is None or not doc.ctx.xacro or not doc.path or ls.pre.get(uri):
        return None
    import asyncio

    from .expand import diagnostics_of_expansion, run_xacro_async
    stamp = doc.edits

    async def job():
        try:
            text, err = await run_xacro_async(doc.path, ls.folders)
            if ls.docs.get(uri) is not doc or doc.edits != stamp:
                return
            ls.expanded[uri] = diagnostics_of_expansion(doc, text, err, ls.folders)
            publish(uri)
        except Exception:
            log.error("xacro expansion failed: %s", traceback.format_exc())
    return asyncio.ensure_future(job())


@server.feature(T.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls, params: T.DidSaveTextDocumentParams):
    expand(ls, params.text_document.uri)
    publish(params.text_document.uri)


@server.feature(T.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls, params: T.DidOpenTextDocumentParams):
    td = params.text_document
    try:
        text, pre = check_text(td.text)
        ls.pre[td.uri] = pre
        ls.docs[td.uri] = Document(text, uri_to_path(td.uri), ls.folders)
    except Exception:  # keep serving: the document gets an internal-error diagnostic
        log.error("open failed: %s", traceback.format_exc())
        ls.pre[td.uri] = [{"code": "internal-error", "severity": 2,
                           "message": "urdf-ls could not analyse this document (see server log)"}]
        ls.docs[td.uri] = Document("", uri_to_path(td.uri), ls.folders)
    expand(ls, td.uri)
    publish(td.uri)


@server.feature(T.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls, params: T.DidChangeTextDocumentParams):
    uri = params.text_document.uri
    doc = ls.docs.get(uri)
    if doc is None:
        return
    ls.expanded.pop(uri, None)  # positions of the last expansion are stale; it is redone on save
    try:
        for ch in params.content_changes:
            if isinstance(ch, T.TextDocumentContentChangePartial) or getattr(ch, "range", None) is not None:
                r = ch.range
                if ls.pre.get(uri):
                    # the document was refused (binary/huge): only a full resync can bring it back
                    continue
                doc.apply_lsp_change(((r.start.line, r.start.character), (r.end.line, r.end.character)), ch.text,
                                     ls.enc)
            else:
                text, pre = check_text(ch.text)
                ls.pre[uri] = pre
                doc.set_text(text)
    except Exception:
        log.error("change failed, reparsing: %s", traceback.format_exc())
    publish(uri)


@server.feature(T.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls, params: T.DidCloseTextDocumentParams):
    uri = params.text_document.uri
    ls.docs.pop(uri, None)
    ls.pre.pop(uri, None)
    ls.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


def _supports_edit_range_default(ls):
    try:
        cl = ls.client_capabilities.text_document.completion.completion_list
        return bool(cl and cl.item_defaults and "editRange" in cl.item_defaults)
    except AttributeError:
        return False


_KIND = {"element": T.CompletionItemKind.Class, "attribute": T.CompletionItemKind.Property,
         "value": T.CompletionItemKind.Value, "snippet": T.CompletionItemKind.Snippet}


@server.feature(T.TEXT_DOCUMENT_COMPLETION, T.CompletionOptions(trigger_characters=["<", '"', " ", ":"]))
@_safe(None)
def completion(ls, params: T.CompletionParams):
    doc = ls.docs.get(params.text_document.uri)
    if doc is None:
        return None
    off = offset(doc, params.position)
    found = features.completion(doc, off)
    items = []
    # one shared edit range (LSP 3.17 itemDefaults) when every item replaces the same span and the
    # client supports it: a 1,500-link robot then costs one Range instead of 1,500
    spans = {it["replace"] for it in found}
    shared = None
    if len(spans) == 1 and _supports_edit_range_default(ls):
        s, e = next(iter(spans))
        shared = rng(doc, s, e)
    ranges = {}
    for i, it in enumerate(found):
        s, e = it["replace"]
        snippet = it.get("snippet")
        kw = dict(label=it["label"], kind=_KIND[it["kind"]], detail=it.get("detail"), sort_text="%04d" % i,
                  insert_text_format=T.InsertTextFormat.Snippet if snippet else None)
        if it.get("doc"):
            kw["documentation"] = T.MarkupContent(T.MarkupKind.Markdown, it["doc"])
        if it["kind"] == "element" and it["insert"].startswith("<"):
            kw["filter_text"] = "<" + it["label"]
        if shared is not None:
            kw["text_edit_text"] = it["insert"]
        else:
            r = ranges.get((s, e)) or ranges.setdefault((s, e), rng(doc, s, e))
            kw["text_edit"] = T.TextEdit(r, it["insert"])
        items.append(T.CompletionItem(**kw))
    if shared is not None:
        return T.CompletionList(is_incomplete=False, items=items,
                                item_defaults=T.CompletionItemDefaults(edit_range=shared))
    return T.CompletionList(is_incomplete=False, items=items)


@server.feature(T.TEXT_DOCUMENT_HOVER)
@_safe(None)
def hover(ls, params: T.HoverParams):
    doc = ls.docs.get(params.text_document.uri)
    if doc is None:
        return None
    h = features.hover(doc, offset(doc, params.position))
    if not h:
        return None
    md, (s, e) = h
    return T.Hover(contents=T.MarkupContent(T.MarkupKind.Markdown, md), range=rng(doc, s, e))


def _loc(uri, doc, a):
    return T.Location(uri, rng(doc, a.value_start, a.value_end))


@server.feature(T.TEXT_DOCUMENT_DEFINITION)
@_safe(None)
def definition(ls, params: T.DefinitionParams):
    uri = params.text_document.uri
    doc = ls.docs.get(uri)
    if doc is None:
        return None
    off = offset(doc, params.position)
    defs = features.definition(doc, off)
    if not defs and doc.ctx.xacro:
        from . import xacro as xm
        return xm.definition(ls, doc, uri, off)
    return [_loc(uri, doc, a) for a in defs] if defs else None


@server.feature(T.TEXT_DOCUMENT_REFERENCES)
@_safe(None)
def references(ls, params: T.ReferenceParams):
    uri = params.text_document.uri
    doc = ls.docs.get(uri)
    if doc is None:
        return None
    refs = features.references(doc, offset(doc, params.position), params.context.include_declaration)
    return [_loc(uri, doc, a) for a in refs]


@server.feature(T.TEXT_DOCUMENT_PREPARE_RENAME)
@_safe(None)
def prepare_rename(ls, params: T.PrepareRenameParams):
    doc = ls.docs.get(params.text_document.uri)
    if doc is None:
        return None
    s = features.symbol_at(doc, offset(doc, params.position))
    if not s:
        return None
    a = s[2]
    return T.PrepareRenamePlaceholder(range=rng(doc, a.value_start, a.value_end), placeholder=a.value)


@server.feature(T.TEXT_DOCUMENT_RENAME)
@_safe(None)
def rename(ls, params: T.RenameParams):
    uri = params.text_document.uri
    doc = ls.docs.get(uri)
    if doc is None:
        return None
    new = params.new_name
    if not new or any(ch in new for ch in '<>"&'):
        raise ValueError("invalid name")
    edits = features.rename(doc, offset(doc, params.position), new)
    if not edits:
        return None
    return T.WorkspaceEdit(changes={uri: [T.TextEdit(rng(doc, s, e), t) for s, e, t in edits]})


MAX_SYMBOL_DEPTH = 60
_SYM = {"robot": T.SymbolKind.Module, "link": T.SymbolKind.Struct, "joint": T.SymbolKind.Interface,
        "material": T.SymbolKind.Constant, "other": T.SymbolKind.Object}


@server.feature(T.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
@_safe([])
def document_symbol(ls, params: T.DocumentSymbolParams):
    doc = ls.docs.get(params.text_document.uri)
    if doc is None:
        return []

    # iterative: a long kinematic chain nests thousands of levels deep
    roots = features.symbols(doc)
    out = []
    # and JSON encoders recurse, so chains deeper than MAX_SYMBOL_DEPTH are listed flat at that level
    stack = [(s, out, 0) for s in reversed(roots)]
    while stack:
        s, sink, depth = stack.pop()
        ds = T.DocumentSymbol(name=s["name"] or "?", detail=s["detail"], kind=_SYM[s["kind"]],
                              range=rng(doc, *s["range"]), selection_range=rng(doc, *s["selection"]), children=[])
        sink.append(ds)
        nested = depth < MAX_SYMBOL_DEPTH
        for c in reversed(s["children"]):
            stack.append((c, ds.children if nested else sink, depth + 1 if nested else depth))
    return out


@server.feature(T.TEXT_DOCUMENT_CODE_ACTION,
                T.CodeActionOptions(code_action_kinds=[T.CodeActionKind.QuickFix]))
@_safe([])
def code_action(ls, params: T.CodeActionParams):
    uri = params.text_document.uri
    doc = ls.docs.get(uri)
    if doc is None:
        return []
    s = offset(doc, params.range.start)
    e = offset(doc, params.range.end)
    out = []
    for d in doc.diagnostics():
        if d.end < s or d.start > e:
            continue
        for title, edits in actions.fixes(doc, d):
            diag = T.Diagnostic(range=rng(doc, d.start, d.end), message=d.message,
                                severity=T.DiagnosticSeverity(d.severity), code=d.code, source="urdf-ls")
            out.append(T.CodeAction(title=title, kind=T.CodeActionKind.QuickFix, diagnostics=[diag],
                                    edit=T.WorkspaceEdit(changes={uri: [T.TextEdit(rng(doc, a, b), t)
                                                                        for a, b, t in edits]})))
    return out


def serve():
    logging.basicConfig(level=os.environ.get("URDF_LS_LOG", "WARNING"))
    server.start_io()
