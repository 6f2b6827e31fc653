"""The language server (pygls 2.x): handlers convert between LSP and the document/feature layers."""
from __future__ import annotations

import asyncio
import logging
import os
import sys
import traceback
from pathlib import Path
from urllib.parse import unquote, urlparse

import attrs
from lsprotocol import types as T
from pygls.lsp.server import LanguageServer
from pygls.protocol.language_server import lsp_method

from .. import __version__
from ..codes import Code, at
from ..document.store import DiagnosticsStore, Producer
from ..text.guard import check_text, edit_needs_check
from ..text.lines import LineIndex
from ..workspace.expansion import ExpansionRunner
from ..workspace.workspace import Workspace
from . import Later, convert
from .preview import Previews
from .protocol import Endpoint, RequestCancelled, RobustProtocol

# imported on first use: initialize is answered before the document, rules and feature layers load
document, expansion_of = Later("urdf_ls.document.document"), Later("urdf_ls.document.expansion")
suppress = Later("urdf_ls.rules.suppress")
completion_feature, fixes_feature, hover_feature = (Later("urdf_ls.features." + m) for m in ("completion", "fixes",
                                                                                             "hover"))
colors, formatting, inlay, links, navigation, paths, structure, symbols, xacro_refs = (
    Later("urdf_ls.features." + m) for m in ("colors", "formatting", "inlay", "links", "navigation", "paths",
                                             "structure", "symbols", "xacro_refs"))

log = logging.getLogger("urdf_ls")


CURSOR_MOVED = "urdf-ls/cursorMoved"


@attrs.define
class CursorMovedNotification:
    """urdf-ls/cursorMoved: the editor's cursor moved (LSP has no such notification); the preview highlights
    the link or joint under it"""
    params: T.TextDocumentPositionParams
    method: str = CURSOR_MOVED
    jsonrpc: str = "2.0"


class Protocol(RobustProtocol):
    """Text sync is handled by urdf-ls's own incremental model; pygls's copy of
    every document would only double the work on each keystroke."""

    def get_message_type(self, method):
        if method == CURSOR_MOVED:
            return CursorMovedNotification
        return super().get_message_type(method)

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
        self.docs: dict[str, document.Document] = {}
        self.store = DiagnosticsStore()
        self.ws = Workspace()
        self.client = convert.Client(None)
        self.refused: dict = {}      # uri -> LineIndex of a refused text, kept so that later edits apply
        self.runner = ExpansionRunner()
        self.elsewhere: dict = {}    # uri -> uris of other files showing errors of its expansion
        self.previews = Previews(self)
        self.closed_dropped = 0      # characters of text of closed documents (their trees are garbage)

    @property
    def enc(self):
        return self.client.encoding

    def doc(self, uri) -> document.Document | None:
        return self.docs.get(uri)

    def rng(self, doc, s, e):
        return convert.rng(doc.lines, s, e, self.enc)

    def offset(self, doc, pos):
        return doc.lines.offset(pos.line, pos.character, self.enc)

    def configure(self, obj):
        """new client settings (they override the project files)"""
        for p in self.ws.configure(obj):
            self.warn("urdf-ls settings: %s" % p)

    def warn(self, message):
        log.warning("%s", message)
        self.window_show_message(T.ShowMessageParams(T.MessageType.Warning, message))

    def reload_all(self):
        """files, project files or settings changed: every open document is read again and republished"""
        for uri, doc in list(self.docs.items()):
            if uri not in self.refused:
                doc.set_text(doc.text)  # re-resolve includes, packages and meshes
        for uri in list(self.docs):
            self.store.drop(uri, Producer.EXPANSION)
            expand(self, uri)           # again with the new args, or not at all
            self.publish(uri)

    def analyse(self, uri):
        """(re)compute the analysis entry of the store; a rule bug becomes one internal-error diagnostic"""
        doc = self.docs[uri]
        try:
            refused = bool(self.store.get(uri, Producer.GUARD))
            shown = [] if refused else suppress.reported(doc.tree, doc.diagnostics(), self.ws.settings_for(doc.path),
                                                        doc.may_suppress)
            self.store.put(uri, Producer.ANALYSIS, shown)
            for p in self.ws.take_problems():
                self.warn("urdf-ls project file %s" % p)
            self.store.drop(uri, Producer.INTERNAL)
        except Exception:  # never let a rule bug kill the server
            log.error("analysis failed: %s", traceback.format_exc())
            self.store.put(uri, Producer.INTERNAL, [at(0, 1, Code.INTERNAL_ERROR, "urdf-ls internal error while "
                                                                              "analysing this file (see server log)")])

    def publish(self, uri):
        doc = self.docs.get(uri)
        if doc is None:
            return
        self.analyse(uri)
        diags = self.store.union(uri)
        self.send_diagnostics(uri, doc.lines if diags else None, diags)     # (a clean file needs no line index)
        self.previews.update(uri)

    def send_diagnostics(self, uri, lines, diags):
        """textDocument/publishDiagnostics, written as JSON text (convert.publish_diagnostics)"""
        self.protocol.notify_json(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
                                  convert.publish_diagnostics(uri, lines, diags, self.enc))

    def publish_elsewhere(self, source, found):
        """expansion errors of `source` that xacro places in other files (an include): published on those
        files; the previous ones are cleared"""
        by_uri = {}
        for path, lines, d in found:
            by_uri.setdefault(Path(path).as_uri(), (lines, []))[1].append(d)
        for uri in self.elsewhere.pop(source, set()) - set(by_uri):
            self.send_diagnostics(uri, None, [])
        for uri, (lines, diags) in by_uri.items():
            self.send_diagnostics(uri, lines, diags)
        if by_uri:
            self.elsewhere[source] = set(by_uri)

    def set_text(self, uri, text):
        """guard the text, then (re)load the document; a refused text is kept aside (not analysed) so that
        incremental edits still apply to it and can make it acceptable again"""
        checked, problems = check_text(text)
        self.store.put(uri, Producer.GUARD, problems)
        self.store.drop(uri, Producer.EXPANSION)
        if problems:
            self.refused[uri] = text
        else:
            self.refused.pop(uri, None)
        doc = self.docs.get(uri)
        if doc is None:
            self.docs[uri] = document.Document(checked, uri_to_path(uri), self.ws)
        elif problems and doc.text == "":
            pass
        else:
            doc.set_text(checked)

    def apply_change(self, uri, r, new_text):
        """one incremental edit; the guard runs again when the edit can make the document refusable"""
        doc = self.docs[uri]
        rng = ((r.start.line, r.start.character), (r.end.line, r.end.character))
        raw = self.refused.get(uri)
        if raw is not None:
            if not isinstance(raw, LineIndex):
                raw = self.refused[uri] = LineIndex(raw)
            s = raw.offset(rng[0][0], rng[0][1], self.enc)
            e = raw.offset(rng[1][0], rng[1][1], self.enc)
            s, e = min(s, e), max(s, e)
            text = raw.text[:s] + new_text + raw.text[e:]
            raw.replace(text, s, e, new_text)
            if not check_text(text)[1]:
                self.set_text(uri, text)      # acceptable again: analysed from scratch
            return
        doc.apply_lsp_change(rng, new_text, self.enc)
        if edit_needs_check(doc.size, new_text) and check_text(doc.text)[1]:
            self.set_text(uri, doc.text)

    def garbage_chars(self):
        """characters of text whose trees were dropped since the server started (see runtime.Collector)"""
        return self.closed_dropped + sum(d.dropped for d in self.docs.values())

    def live_chars(self):
        return sum(d.size for d in self.docs.values())

    def forget(self, uri):
        doc = self.docs.get(uri)
        if doc is not None:
            self.closed_dropped += doc.dropped + doc.size
        self.publish_elsewhere(uri, [])
        if uri in self.previews.servers:
            asyncio.ensure_future(self.previews.close(uri))
        self.docs.pop(uri, None)
        self.refused.pop(uri, None)
        self.store.drop(uri)
        self.runner.close(uri)


server = UrdfServer()


def uri_to_path(uri):
    if uri.startswith("file://"):
        return unquote(urlparse(uri).path)
    return None


def _safe(default=None):
    """a request handler: its document's analysis is brought up to date first, outside the cancellable part
    (it has no checks, so it is never left half-done), then the feature runs, stopped at its next check by
    $/cancelRequest; a bug answers `default`"""
    def wrap(f):
        def inner(ls, params):
            td = getattr(params, "text_document", None)
            doc = ls.docs.get(td.uri) if td is not None else None
            try:
                if doc is not None:
                    doc.analysis()
                    if doc.ctx.xacro:
                        doc.xacro_index   # noqa: B018 (computed and cached)
                return ls.protocol.cancels.run(ls.protocol.msg_id, f, ls, params)
            except RequestCancelled:
                raise
            except Exception:
                log.error("%s failed: %s", f.__name__, traceback.format_exc())
                return default
        inner.__name__ = f.__name__
        return inner
    return wrap


# ------------------------------------------------------------------ lifecycle and configuration
@server.feature(T.INITIALIZE)
def on_initialize(ls, params: T.InitializeParams):
    folders = [p for p in (uri_to_path(f.uri) for f in params.workspace_folders or []) if p]
    if not folders and params.root_uri and uri_to_path(params.root_uri):
        folders.append(uri_to_path(params.root_uri))
    ls.ws = Workspace(folders)
    enc = ls.workspace.position_encoding if ls.workspace is not None else None
    enc = str(getattr(enc, "value", enc) or "utf-16")
    ls.client = convert.Client(params.capabilities, enc if enc in ("utf-8", "utf-16", "utf-32") else "utf-16")
    ls.configure(params.initialization_options)


@server.feature(T.INITIALIZED)
async def on_initialized(ls, params):
    """a client that gave no initializationOptions is asked for its settings (an extension that gives them,
    like VS Code's, has already decided what they are, e.g. no expansion in an untrusted workspace)"""
    register_file_watchers(ls)
    if not ls.ws.client_json:
        await pull_configuration(ls)


# project files (settings) and package.xml (package resolution): reloaded on workspace/didChangeWatchedFiles
WATCHED_FILES = ("**/urdf-ls.toml", "**/pyproject.toml", "**/package.xml")


def client_registers_watchers(ls) -> bool:
    ws = getattr(ls.client_capabilities, "workspace", None)
    watched = getattr(ws, "did_change_watched_files", None)
    return bool(watched and watched.dynamic_registration)


def register_file_watchers(ls):
    """ask the client to watch WATCHED_FILES for us (editors that do not watch them on their own would never
    tell), only when it said it accepts such a registration; sent at once, its answer is not waited for"""
    if not client_registers_watchers(ls):
        return
    options = T.DidChangeWatchedFilesRegistrationOptions([T.FileSystemWatcher(glob_pattern=g) for g in WATCHED_FILES])
    sent = ls.client_register_capability(T.RegistrationParams([T.Registration(
        id="urdf-ls/watched-files", method=T.WORKSPACE_DID_CHANGE_WATCHED_FILES, register_options=options)]))

    def answered(f):
        if f.cancelled() or f.exception() is not None:   # files changed outside the editor go unnoticed
            log.warning("file watchers not registered: %s", "cancelled" if f.cancelled() else f.exception())
    sent.add_done_callback(answered)


async def pull_configuration(ls):
    """the client's `urdf-ls` settings section, when it can be asked (they override initializationOptions)"""
    if not getattr(getattr(ls.client_capabilities, "workspace", None), "configuration", False):
        return False
    try:
        got = await ls.workspace_configuration_async(T.ConfigurationParams([T.ConfigurationItem(section="urdf-ls")]))
    except Exception:  # a client that fails the request keeps the settings it gave at initialize
        log.warning("workspace/configuration failed: %s", traceback.format_exc())
        return False
    section = got[0] if got else None
    if isinstance(section, dict) and section:
        ls.configure(section)
        ls.reload_all()
    return True


@server.feature(T.WORKSPACE_DID_CHANGE_CONFIGURATION)
def did_change_configuration(ls, params: T.DidChangeConfigurationParams):
    """settings sent with the notification apply before the next message is handled; without them (a
    pull-model client) they are asked for"""
    s = params.settings
    if isinstance(s, dict) and s:
        ls.configure(s.get("urdf-ls", s))
        ls.reload_all()
    else:
        asyncio.ensure_future(_pull_or_reset(ls, s))


async def _pull_or_reset(ls, sent):
    if not await pull_configuration(ls):
        ls.configure(sent)
        ls.reload_all()


@server.feature(T.WORKSPACE_DID_CHANGE_WATCHED_FILES)
def did_change_watched_files(ls, params: T.DidChangeWatchedFilesParams):
    ls.ws.files_changed()
    ls.reload_all()


@server.feature(T.SHUTDOWN)
def on_shutdown(ls, params):
    ls.runner.shutdown()


# ------------------------------------------------------------------ text sync
@server.feature(T.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls, params: T.DidOpenTextDocumentParams):
    td = params.text_document
    path = uri_to_path(td.uri)
    if path and ls.ws.project_changed(path):
        ls.reload_all()
    try:
        ls.set_text(td.uri, td.text)
    except Exception:  # keep serving: the document gets an internal-error diagnostic
        log.error("open failed: %s", traceback.format_exc())
        ls.docs[td.uri] = document.Document("", uri_to_path(td.uri), ls.ws)
        ls.store.put(td.uri, Producer.GUARD, [at(0, 1, Code.INTERNAL_ERROR, "urdf-ls could not analyse this "
                                                                            "document (see server log)")])
    expand(ls, td.uri)
    ls.publish(td.uri)


@server.feature(T.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls, params: T.DidChangeTextDocumentParams):
    uri = params.text_document.uri
    doc = ls.docs.get(uri)
    if doc is None:
        return
    ls.store.drop(uri, Producer.EXPANSION)  # positions of the last expansion are stale; redone when typing stops
    try:
        for ch in params.content_changes:
            r = getattr(ch, "range", None)
            if r is None:
                ls.set_text(uri, ch.text)
            else:
                ls.apply_change(uri, r, ch.text)
    except Exception:
        log.error("change failed: %s", traceback.format_exc())
    ls.publish(uri)
    if doc.ctx.xacro:
        ls.runner.later(uri, EXPANSION_QUIET, lambda: expand(ls, uri))


@server.feature(T.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls, params: T.DidSaveTextDocumentParams):
    doc = ls.docs.get(params.text_document.uri)
    if doc is not None and doc.path:
        ls.ws.files.forget(doc.path)     # its saved content changed; includers may have changed too
        ls.ws.xacro.invalidate()
        if ls.ws.project_changed(doc.path):
            ls.reload_all()
    expand(ls, params.text_document.uri)
    ls.publish(params.text_document.uri)


@server.feature(T.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls, params: T.DidCloseTextDocumentParams):
    uri = params.text_document.uri
    ls.forget(uri)
    ls.send_diagnostics(uri, None, [])


EXPANSION_QUIET = 0.2   # seconds without edits before a .xacro document is expanded again


def expand(ls, uri):
    """start the opt-in xacro expansion of a .xacro document's current text, unsaved edits included (on
    open, on save, and once edits pause for EXPANSION_QUIET seconds) in a child process, cancelling the one
    still running for it; its diagnostics and preview are published when it finishes, unless the document
    changed meanwhile.  Files it includes are read from disk (not the unsaved text of their editors)."""
    doc = ls.docs.get(uri)
    settings = ls.ws.settings_for(doc.path) if doc is not None else ls.ws.settings
    x = settings.xacro
    if (doc is None or not ls.ws.may_expand(doc.path) or not doc.ctx.xacro or not doc.path
            or ls.store.get(uri, Producer.GUARD)):
        ls.runner.cancel(uri)
        return None
    stamp = doc.edits
    task = ls.runner.start(uri, doc.path, ls.ws.folders + list(settings.package_paths), x.args, settings.packages,
                           text=doc.text)

    async def job():
        try:
            text, err = await task
        except asyncio.CancelledError:
            return
        try:
            if ls.docs.get(uri) is not doc or doc.edits != stamp:
                return
            if text is not None:
                ls.previews.expanded[uri] = text
            ls.store.put(uri, Producer.EXPANSION, suppress.reported(
                doc.tree, expansion_of.diagnostics_of_expansion(doc, text, err), ls.ws.settings_for(doc.path),
                doc.may_suppress))
            ls.publish(uri)
            ls.publish_elsewhere(uri, expansion_of.failure_elsewhere(doc, err) if err else [])
        except Exception:
            log.error("xacro expansion failed: %s", traceback.format_exc())
    return asyncio.ensure_future(job())


# ------------------------------------------------------------------ preview
PREVIEW = "urdf-ls.preview"


@server.command(PREVIEW)
async def preview(ls, *args):
    """urdf-ls.preview [uri, options?] -> {"url": ...}; the client is asked to open the page in a browser,
    unless options say {"external": false} (VS Code shows the page in its own webview)"""
    if len(args) == 1 and isinstance(args[0], list):   # (pygls versions differ in how they pass arguments)
        args = args[0]
    uri = args[0] if args and isinstance(args[0], str) else None
    if uri is None or uri not in ls.docs:
        raise ValueError("urdf-ls.preview takes the URI of an open document")
    opts = args[1] if len(args) > 1 else None
    external = getattr(opts, "external", opts.get("external", True) if isinstance(opts, dict) else True)
    url = await ls.previews.open(uri)
    if ls.client.show_document and external is not False:
        ls.window_show_document(T.ShowDocumentParams(uri=url, external=True))
    return {"url": url}


@server.feature(CURSOR_MOVED)
def cursor_moved(ls, params: T.TextDocumentPositionParams):
    """{textDocument: {uri}, position}, sent (debounced) by the VS Code extension and the Neovim plugin"""
    ls.previews.cursor_moved(params.text_document.uri, params.position.line, params.position.character)


# ------------------------------------------------------------------ features
@server.feature(T.TEXT_DOCUMENT_COMPLETION, T.CompletionOptions(trigger_characters=["<", '"', " ", ":", "{"]))
@_safe(None)
def completion(ls, params: T.CompletionParams):
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return None
    off = ls.offset(doc, params.position)
    items = paths.path_completion(doc, off) or completion_feature.completion(doc, off)
    return convert.completion_list(doc, items, ls.client)


@server.feature(T.TEXT_DOCUMENT_HOVER)
@_safe(None)
def hover(ls, params: T.HoverParams):
    doc = ls.doc(params.text_document.uri)
    h = hover_feature.hover(doc, ls.offset(doc, params.position)) if doc is not None else None
    if h is None:
        return None
    return T.Hover(contents=convert.markup(h.markdown, ls.client.hover_markdown), range=ls.rng(doc, h.start, h.end))


@server.feature(T.TEXT_DOCUMENT_DEFINITION)
@_safe(None)
def definition(ls, params: T.DefinitionParams):
    uri = params.text_document.uri
    doc = ls.doc(uri)
    locs = navigation.definition(doc, ls.offset(doc, params.position)) if doc is not None else []
    return [convert.location(uri, doc, loc, ls.enc) for loc in locs] or None


@server.feature(T.TEXT_DOCUMENT_REFERENCES)
@_safe(None)
def references(ls, params: T.ReferenceParams):
    uri = params.text_document.uri
    doc = ls.doc(uri)
    if doc is None:
        return None
    off, decl = ls.offset(doc, params.position), params.context.include_declaration
    locs = xacro_refs.references(doc, off, ls.ws, open_by_path(ls), decl)
    if locs is None:
        locs = navigation.references(doc, off, decl)
    uris = {d.path: u for u, d in ls.docs.items() if d.path}    # an open document keeps the client's URI
    out = [convert.location(uri, doc, loc, ls.enc) for loc in locs]
    return [T.Location(uris.get(loc.path, o.uri), o.range) for loc, o in zip(locs, out)]


def open_by_path(ls):
    """path -> Document of the open documents saved somewhere (their unsaved text wins over the disk)"""
    return {d.path: d for d in ls.docs.values() if d.path}


@server.feature(T.TEXT_DOCUMENT_PREPARE_RENAME)
@_safe(None)
def prepare_rename(ls, params: T.PrepareRenameParams):
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return None
    off = ls.offset(doc, params.position)
    x = xacro_refs.rename_span(doc, off)
    if x is not None:
        return T.PrepareRenamePlaceholder(range=ls.rng(doc, x[0], x[1]), placeholder=x[2])
    n = navigation.name_at(doc, off)
    if n is None:
        return None
    return T.PrepareRenamePlaceholder(range=ls.rng(doc, n.attr.value_start, n.attr.value_end), placeholder=n.name)


@server.feature(T.TEXT_DOCUMENT_RENAME)
@_safe(None)
def rename(ls, params: T.RenameParams):
    uri = params.text_document.uri
    doc = ls.doc(uri)
    new = params.new_name
    if doc is None or not new or any(ch in new for ch in '<>"&'):
        return None
    off = ls.offset(doc, params.position)
    if xacro_refs.rename_span(doc, off) is not None:      # a macro, property or arg: every file using it
        files = xacro_refs.rename(doc, off, new, ls.ws, open_by_path(ls))
        uris = {d.path: u for u, d in ls.docs.items() if d.path}
        return T.WorkspaceEdit(changes={
            uri if path is None else uris.get(path, Path(path).as_uri()):
                [T.TextEdit(convert.rng(lines if path else doc.lines, e.start, e.end, ls.enc), e.new_text) for e in es]
            for path, lines, es in files}) if files else None
    edits = navigation.rename(doc, off, new)
    return convert.workspace_edit(uri, doc, edits, ls.enc) if edits else None


@server.feature(T.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
@_safe([])
def document_symbol(ls, params: T.DocumentSymbolParams):
    doc = ls.doc(params.text_document.uri)
    return convert.document_symbols(doc, symbols.symbols(doc), ls.enc) if doc is not None else []


@server.feature(T.TEXT_DOCUMENT_CODE_ACTION, T.CodeActionOptions(code_action_kinds=[T.CodeActionKind.QuickFix]))
@_safe([])
def code_action(ls, params: T.CodeActionParams):
    uri = params.text_document.uri
    doc = ls.doc(uri)
    if doc is None:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    out = []
    for d in ls.store.union(uri):
        if d.end < s or d.start > e:
            continue
        for fix in fixes_feature.fixes(doc, d):
            out.append(T.CodeAction(title=fix.title, kind=T.CodeActionKind.QuickFix,
                                    diagnostics=[convert.diagnostic(doc, d, ls.enc)],
                                    edit=convert.workspace_edit(uri, doc, fix.edits, ls.enc)))
    return out


def serve():
    logging.basicConfig(level=os.environ.get("URDF_LS_LOG", "WARNING"))
    from ..syntax import runtime
    runtime.tune()      # collector thresholds and allocator settings, after every import
    collector = runtime.Collector(server.garbage_chars, server.live_chars)
    try:        # `kill -USR1 <pid>` prints every thread's stack to stderr: a hang can be diagnosed
        import faulthandler
        import signal
        faulthandler.register(signal.SIGUSR1, all_threads=True)
    except (ImportError, AttributeError, ValueError):
        pass
    code = Endpoint(server, collector, on_exit=[server.runner.shutdown]).run()
    sys.stdout.flush()
    os._exit(code)


# ------------------------------------------------------------------ structure, colours, links, formatting
@server.feature(T.TEXT_DOCUMENT_INLAY_HINT)
@_safe([])
def inlay_hint(ls, params: T.InlayHintParams):
    doc = ls.doc(params.text_document.uri)
    settings = ls.ws.settings_for(doc.path) if doc is not None else None
    if settings is None or not settings.inlay_hints:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    return [T.InlayHint(position=ls.rng(doc, h.offset, h.offset).start, label=h.label,
                        kind=T.InlayHintKind.Type, tooltip=h.tooltip or None, padding_left=h.padding_left)
            for h in inlay.inlay_hints(doc, s, e, args=settings.xacro.args)]


@server.feature(T.TEXT_DOCUMENT_DOCUMENT_COLOR)
@_safe([])
def document_color(ls, params: T.DocumentColorParams):
    doc = ls.doc(params.text_document.uri)
    return [T.ColorInformation(range=ls.rng(doc, c.start, c.end), color=T.Color(float(c.red), float(c.green), float(c.blue), float(c.alpha)))
            for c in colors.document_colors(doc)] if doc is not None else []


@server.feature(T.TEXT_DOCUMENT_COLOR_PRESENTATION)
@_safe([])
def color_presentation(ls, params: T.ColorPresentationParams):
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    c = params.color
    return [T.ColorPresentation(label=p.label, text_edit=T.TextEdit(ls.rng(doc, p.edit.start, p.edit.end),
                                                                    p.edit.new_text))
            for p in colors.color_presentations(s, e, c.red, c.green, c.blue, c.alpha)]


@server.feature(T.TEXT_DOCUMENT_DOCUMENT_LINK)
@_safe([])
def document_link(ls, params: T.DocumentLinkParams):
    doc = ls.doc(params.text_document.uri)
    return [T.DocumentLink(range=ls.rng(doc, k.start, k.end), target=Path(k.target).as_uri(),
                           tooltip=k.tooltip or None) for k in links.document_links(doc)] if doc is not None else []


@server.feature(T.TEXT_DOCUMENT_FOLDING_RANGE)
@_safe([])
def folding_range(ls, params: T.FoldingRangeParams):
    doc = ls.doc(params.text_document.uri)
    return [T.FoldingRange(start_line=f.start_line, end_line=f.end_line,
                           kind=T.FoldingRangeKind.Comment if f.kind == "comment" else T.FoldingRangeKind.Region)
            for f in structure.folding_ranges(doc)] if doc is not None else []


@server.feature(T.TEXT_DOCUMENT_SELECTION_RANGE)
@_safe([])
def selection_range(ls, params: T.SelectionRangeParams):
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return []

    def convert_chain(r):
        return T.SelectionRange(range=ls.rng(doc, r.start, r.end),
                                parent=convert_chain(r.parent) if r.parent is not None else None)
    return [convert_chain(r) for r in structure.selection_ranges(doc, [ls.offset(doc, p) for p in params.positions])]


@server.feature(T.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT)
@_safe([])
def document_highlight(ls, params: T.DocumentHighlightParams):
    doc = ls.doc(params.text_document.uri)
    return [T.DocumentHighlight(range=ls.rng(doc, h.start, h.end), kind=T.DocumentHighlightKind.Write
                                if h.kind == "write" else T.DocumentHighlightKind.Read)
            for h in structure.document_highlights(doc, ls.offset(doc, params.position))] if doc is not None else []


@server.feature(T.WORKSPACE_SYMBOL)
@_safe([])
def workspace_symbol(ls, params: T.WorkspaceSymbolParams):
    open_docs = {d.path: d for d in ls.docs.values() if d.path}
    files = structure.workspace_files(ls.ws.folders, ls.ws.files, open_docs)
    kinds = {"link": T.SymbolKind.Struct, "joint": T.SymbolKind.Interface, "macro": T.SymbolKind.Function}
    return [T.WorkspaceSymbol(name=s.name, kind=kinds.get(s.kind, T.SymbolKind.Object), container_name=s.container
                              or None, location=T.Location(Path(s.path).as_uri(), convert.rng(s.lines, s.start,
                                                                                              s.end, ls.enc)))
            for s in structure.workspace_symbols(files, params.query)]


def _format_options(o):
    return formatting.FormatOptions(tab_size=o.tab_size, insert_spaces=o.insert_spaces)


@server.feature(T.TEXT_DOCUMENT_FORMATTING)
@_safe([])
def format_document(ls, params: T.DocumentFormattingParams):
    doc = ls.doc(params.text_document.uri)
    return [T.TextEdit(ls.rng(doc, e.start, e.end), e.new_text)
            for e in formatting.format_document(doc, _format_options(params.options))] if doc is not None else []


@server.feature(T.TEXT_DOCUMENT_RANGE_FORMATTING)
@_safe([])
def format_range(ls, params: T.DocumentRangeFormattingParams):
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    return [T.TextEdit(ls.rng(doc, x.start, x.end), x.new_text)
            for x in formatting.format_range(doc, s, e, _format_options(params.options))]
