"""The live preview over LSP: `workspace/executeCommand urdf-ls.preview [uri]` starts a page for the
document (127.0.0.1, tokened URL), returns {"url"} and asks the client to open it; every analysis of
the document updates the page (throttled), and for a .xacro every expansion (of its unsaved text, redone
once edits pause: `expanded` holds the last that succeeded); clicks in the page reveal the link or the
first error, and the editor's `urdf-ls/cursorMoved` notifications highlight the link or joint under the
cursor."""
from __future__ import annotations

import asyncio
import logging

from lsprotocol import types as T

from . import Later, convert

model, web = Later("urdf_ls.features.preview"), Later("urdf_ls.preview")   # loaded by the first preview

log = logging.getLogger("urdf_ls")
THROTTLE = 0.1   # seconds between two updates of the page while the user types


class Previews:
    def __init__(self, ls):
        self.ls = ls
        self.servers: dict = {}      # uri -> PreviewServer
        self.last_good: dict = {}    # uri -> last renderable (source text, linked urdf, files)
        self.expanded: dict = {}     # uri -> URDF text of the last successful expansion
        self._pending: dict = {}     # uri -> the update scheduled
        self._pushed: dict = {}      # uri -> loop time of its last update

    async def open(self, uri):
        srv = self.servers.get(uri)
        if srv is None:
            srv = web.PreviewServer(on_select=lambda name: self.reveal_link(uri, name),
                                on_reveal=lambda line, ch: self.reveal(uri, line, ch))
            await srv.start()
            self.servers[uri] = srv
        self.update(uri)
        return srv.url

    def state(self, uri):
        doc = self.ls.docs.get(uri)
        if doc is None:
            return None
        allowed = self.ls.ws.may_expand(doc.path)      # the same opt-in as the expansion's diagnostics
        m = model.preview_model(doc, self.expanded.get(uri), allowed, self.ls.store.union(uri), self.ls.enc)
        last = self.last_good.get(uri)
        if m.urdf is not None and (last is None or last[0] is not m.urdf):   # relink only a changed text
            last = self.last_good[uri] = (m.urdf, *web.link_files(
                m.urdf, lambda u: doc.workspace.packages.resolve(u, doc.path)[0]))
        _, urdf, files = last or (None, None, {})
        title = (doc.path or uri).rsplit("/", 1)[-1]
        return web.PreviewState(doc.edits, urdf, m.error_count, m.first_error, files, m.message, title,
                            stale=m.urdf is None and urdf is not None)

    def update(self, uri):
        """called on every publish: an edit after a quiet spell reaches the page at once, a burst of edits at
        most once per THROTTLE seconds and always with its last edit (the page skips states it is behind on)"""
        if uri not in self.servers or uri in self._pending:
            return
        loop = asyncio.get_event_loop()
        wait = self._pushed.get(uri, -THROTTLE) + THROTTLE - loop.time()
        self._pending[uri] = loop.call_later(max(0.0, wait), self._push, uri)

    def _push(self, uri):
        self._pending.pop(uri, None)
        self._pushed[uri] = asyncio.get_event_loop().time()
        srv, st = self.servers.get(uri), self.state(uri)
        if srv is not None and st is not None:
            srv.publish(st)

    def highlight(self, uri, name):
        srv = self.servers.get(uri)
        if srv is not None:
            srv.highlight(name)

    def cursor_moved(self, uri, line, character):
        """the editor's cursor is at line:character: highlight the link or joint it is in (nothing elsewhere)"""
        doc = self.ls.docs.get(uri)
        if doc is None or uri not in self.servers:
            return
        self.highlight(uri, model.element_at(doc, doc.lines.offset(line, character, self.ls.enc)))

    def reveal_link(self, uri, name):
        doc = self.ls.docs.get(uri)
        span = model.link_at(doc, name) if doc is not None else None
        if span is not None:
            self._show(uri, convert.rng(doc.lines, span[0], span[1], self.ls.enc))

    def reveal(self, uri, line, character):
        p = T.Position(int(line), int(character))
        self._show(uri, T.Range(p, p))

    def _show(self, uri, rng):
        if self.ls.client.show_document:
            self.ls.window_show_document(T.ShowDocumentParams(uri=uri, take_focus=True, selection=rng))

    async def close(self, uri):
        pending = self._pending.pop(uri, None)
        if pending is not None:
            pending.cancel()
        self._pushed.pop(uri, None)
        self.last_good.pop(uri, None)
        self.expanded.pop(uri, None)
        srv = self.servers.pop(uri, None)
        if srv is not None:
            await srv.stop()
