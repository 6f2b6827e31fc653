"""The language server (pygls 2.x): a Session, and what passes its changes on to the client.

The handlers live in modules of their own (lifecycle, text_sync, the requests of each document kind, commands;
router.py says which handles what), each a few lines that convert LSP types, ask the Session or a feature, and convert back.  The
document, rules and feature layers are imported when first used: `initialize` is answered before they load
(an editor waits from spawning the server to that answer)."""
from __future__ import annotations

import asyncio
import logging
import os
from pathlib import Path

import attrs
from lsprotocol import types as T
from pygls.lsp.server import LanguageServer
from pygls.protocol.language_server import lsp_method

from .. import __version__
from ..workspace.expansion import ExpansionRunner
from .consumer_runs import ConsumerRuns
from ..workspace.workspace import Workspace
from . import convert
from .file_changes import FileChanges
from .preview_pages import Previews
from .protocol import RobustProtocol

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


REMEASURE_PAUSE = 0.05     # seconds between rounds of link measuring: the event loop stays mostly free for edits


class UrdfServer(LanguageServer):
    def __init__(self):
        super().__init__("urdf-ls", __version__, protocol_cls=Protocol,
                         text_document_sync_kind=T.TextDocumentSyncKind.Incremental)
        self.ws = Workspace()
        self._session = None
        self.client = convert.Client(None)
        self.runner = ExpansionRunner()
        self.consumers = ConsumerRuns(self)      # the targets' consumers loading the documents (lsp.consumer_runs)
        self.previews = Previews(self)
        self.file_changes = FileChanges(self)     # (didChangeWatchedFiles, coalesced)
        self._remeasuring = set()                 # keys with a round of link measuring scheduled

    @property
    def session(self):
        """the Session of the workspace, made when a document first needs it (see the module's docstring)"""
        if self._session is None:
            from ..document.session import Session
            self._session = Session(self.ws)
            loop = _running_loop()
            if loop is not None:      # (None: driven in-process without a loop, as tests do)
                self.ws.on_mesh_ready = lambda path: _post(loop, self.mesh_ready, path)
        return self._session

    def mesh_ready(self, path):
        """the mesh cache's worker measured a mesh: the documents that wait for it are published again"""
        self.apply(self.session.meshes_ready(path))

    @property
    def enc(self):
        return self.client.encoding

    def doc(self, uri):
        """the open XML Document of uri (None: not open, or a kind without one)"""
        return self.session.document(uri)

    def rng(self, doc, s, e):
        return convert.rng(doc.lines, s, e, self.enc)

    def offset(self, doc, pos):
        return doc.lines.offset(pos.line, pos.character, self.enc)

    def open_by_path(self):
        """path -> Document of the open documents saved somewhere (their unsaved text wins over the disk)"""
        return self.session.open_by_path()

    def uri_of(self, path):
        """the URI of a file: an open document keeps the client's spelling of it"""
        return self.session.open_keys_by_path().get(os.path.abspath(path)) or Path(path).as_uri()

    def configure(self, obj):
        """new client settings (they override the project files); open documents are checked again"""
        if self._session is None:
            for p in self.ws.configure(obj):
                self.warn("urdf-ls settings: %s" % p)
        else:
            self.apply(self._session.configure(obj))

    def warn(self, message):
        log.warning("%s", message)
        self.window_show_message(T.ShowMessageParams(T.MessageType.Warning, message))

    # -------------------------------------------------------------- passing the Session's changes on
    def apply(self, changes):
        for message in changes.messages:
            self.warn(message)
        for problem in changes.project_problems:
            self.warn("urdf-ls project file %s" % problem)
        for key in changes.closed:
            if key in self.previews.servers:
                asyncio.ensure_future(self.previews.close(key))
            self.runner.close(key)
            self.consumers.close(key)
        for asked in changes.expand:
            if asked.delay:
                self.runner.later(asked.key, asked.delay, lambda key=asked.key: self.start_expansion(key))
            else:
                self.start_expansion(asked.key)
        for asked in changes.consume:
            self.consumers.schedule(asked.key, asked.delay)
        for pub in changes.published:
            self.publish(pub)
        for key in dict.fromkeys(changes.previews):
            self.previews.update(key)
        for key in changes.remeasure:
            if key not in self._remeasuring:    # (one round at a time: edits meanwhile join it)
                loop = _running_loop()
                if loop is None:
                    self.apply(self.session.continue_physics(key))
                else:
                    self._remeasuring.add(key)
                    loop.call_later(REMEASURE_PAUSE, self.continue_physics, key)

    def continue_physics(self, key):
        """the next round of measuring the links an edit added (the event loop serves messages in between)"""
        self._remeasuring.discard(key)
        self.apply(self.session.continue_physics(key))

    def publish(self, pub):
        """textDocument/publishDiagnostics, written as JSON text (a clean file needs no line index)"""
        uri, lines = pub.key, pub.lines
        if uri is None:
            uri = Path(pub.path).as_uri()
        elif pub.diagnostics and lines is None:
            lines = self.session.lines(uri)
        self.protocol.notify_json(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
                                  convert.publish_diagnostics(uri, lines, pub.diagnostics, self.enc))

    def start_expansion(self, key):
        """the opt-in xacro expansion of the document's current text, in a child process (the one still running
        for it is cancelled); its diagnostics and preview are published when it finishes, unless the document
        changed meanwhile"""
        job = self.session.expansion_job(key)
        if job is None:
            self.runner.cancel(key)
            return None
        task = self.runner.start(key, job.path, job.folders, job.args, job.packages, text=job.text)

        async def finish():
            try:
                text, err = await task
            except asyncio.CancelledError:
                return
            except Exception as e:      # (a bug of the runner): a failure, so that the preview is not left pending
                log.exception("xacro expansion")
                text, err = None, "xacro expansion could not run: %s" % e
            changes = self.session.expansion_finished(job, text, err)
            self.previews.unthrottle(key)
            self.apply(changes)
        return asyncio.ensure_future(finish())

    def garbage_chars(self):
        return self._session.garbage_chars() if self._session is not None else 0

    def live_chars(self):
        return self._session.live_chars() if self._session is not None else 0


def _post(loop, fn, *args):
    """run fn on the event loop (from another thread); nothing once the loop is closed (the server exits)"""
    try:
        loop.call_soon_threadsafe(fn, *args)
    except RuntimeError:
        pass


def _running_loop():
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
