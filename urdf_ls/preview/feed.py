"""From a document's preview models to the states the page shows, keeping the last renderable one: while
the document is broken the page goes on showing it, marked stale; while a newer model is on its way
(a xacro expansion), marked pending."""
from __future__ import annotations

from .files import link_files
from .server import PreviewState


class PageFeed:
    def __init__(self):
        self._last = None      # (source text, linked URDF, files) of the last renderable model

    def state(self, version, model, resolve, title) -> PreviewState:
        """model: anything with urdf, error_count, first_error, message and pending (document.preview_model's);
        resolve: a mesh/texture filename -> its path or None"""
        if model.urdf is not None and (self._last is None or self._last[0] is not model.urdf):
            self._last = (model.urdf, *link_files(model.urdf, resolve))     # (relinked only for a new text)
        _, urdf, files = self._last or (None, None, {})
        return PreviewState(version, urdf, model.error_count, model.first_error, files, model.message, title,
                            stale=model.urdf is None and urdf is not None, pending=model.pending)
