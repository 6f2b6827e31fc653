"""The live preview pages of the server's documents: `workspace/executeCommand urdf-ls.preview [uri]` starts
a page for the document (127.0.0.1, tokened URL); every publish of the document updates it (throttled), and
for a .xacro every expansion (of its unsaved text, redone once edits pause); clicks in the page reveal the link
or the first error, and the editor's `urdf-ls/cursorMoved` notifications highlight the link or joint under the
cursor.  The page shows the Session's preview model: the same diagnostics as the editor and `urdf-ls check`."""
from __future__ import annotations

import asyncio
import logging

from lsprotocol import types as T

from . import convert

log = logging.getLogger("urdf_ls")
THROTTLE = 0.1   # seconds between two updates of the page while the user types


class Previews:
    def __init__(self, ls):
        self.ls = ls
        self.servers: dict = {}      # uri -> PreviewServer
        self.feeds: dict = {}        # uri -> PageFeed (the last renderable model)
        self._pending: dict = {}     # uri -> the update scheduled
        self._pushed: dict = {}      # uri -> loop time of its last update
        self.comparisons: dict = {}  # uri -> the preview.feed.Comparison its page draws as a ghost

    async def open(self, uri):
        srv = self.servers.get(uri)
        if srv is None:
            from ..preview import PageFeed, PreviewServer     # (loaded by the first preview)
            srv = PreviewServer(on_select=lambda name: self.reveal_link(uri, name),
                                on_reveal=lambda line, ch: self.reveal(uri, line, ch))
            await srv.start()
            self.servers[uri], self.feeds[uri] = srv, PageFeed()
        self.update(uri)
        return srv.url

    def state(self, uri):
        doc = self.ls.doc(uri)
        if doc is None:
            return None
        model = self.ls.session.preview_model(uri, self.ls.enc)
        title = (doc.path or uri).rsplit("/", 1)[-1]
        return self.feeds[uri].state(doc.edits, model, lambda u: doc.workspace.packages.resolve(u, doc.path)[0],
                                     title, self.comparisons.get(uri))

    def compare(self, uri, options):
        """draw another version of the document's robot as a ghost: options {"urdf": its text, "label",
        "changed": [link names]}, or None to stop"""
        if not isinstance(options, dict) or not isinstance(options.get("urdf"), str):
            self.comparisons.pop(uri, None)
        else:
            from ..preview.feed import Comparison
            changed = options.get("changed") if isinstance(options.get("changed"), list) else []
            self.comparisons[uri] = Comparison(options["urdf"], str(options.get("label") or ""),
                                               tuple(str(n) for n in changed))
        self.unthrottle(uri)
        self.update(uri)

    def update(self, uri):
        """called on every publish: an edit after a quiet spell reaches the page at once, a burst of edits at
        most once per THROTTLE seconds and always with its last edit (the page skips states it is behind on)"""
        if uri not in self.servers or uri in self._pending:
            return
        loop = asyncio.get_event_loop()
        wait = self._pushed.get(uri, -THROTTLE) + THROTTLE - loop.time()
        self._pending[uri] = loop.call_later(max(0.0, wait), self._push, uri)

    def unthrottle(self, uri):
        """the next update reaches the page at once: an expansion's result, which the page is waiting for (it
        comes after the edits paused, so it is no burst)"""
        self._pushed.pop(uri, None)
        pending = self._pending.pop(uri, None)
        if pending is not None:
            pending.cancel()

    def _push(self, uri):
        self._pending.pop(uri, None)
        self._pushed[uri] = asyncio.get_event_loop().time()
        srv = self.servers.get(uri)
        st = self.state(uri) if srv is not None else None
        if st is not None:
            srv.publish(st)

    def cursor_moved(self, uri, line, character):
        """the editor's cursor is at line:character: highlight the link or joint it is in (nothing elsewhere)"""
        from ..document.preview_model import element_at
        doc = self.ls.doc(uri)
        srv = self.servers.get(uri)
        if doc is not None and srv is not None:
            srv.highlight(element_at(doc, doc.lines.offset(line, character, self.ls.enc)))

    def reveal_link(self, uri, name):
        from ..document.preview_model import link_at
        doc = self.ls.doc(uri)
        span = link_at(doc, name) if doc is not None else None
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
        self.feeds.pop(uri, None)
        self.comparisons.pop(uri, None)
        srv = self.servers.pop(uri, None)
        if srv is not None:
            await srv.stop()
