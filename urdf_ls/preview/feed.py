"""From a document's preview models to the states the page shows, keeping the last renderable one: while
the document is broken the page goes on showing it, marked stale; while a newer model is on its way
(a xacro expansion), marked pending.  A comparison (another version of the robot, drawn as a ghost) rides
along with every state until it is cleared."""
from __future__ import annotations

from dataclasses import dataclass

from .files import link_files
from .server import PreviewState


@dataclass(frozen=True)
class Comparison:
    """another version of the document's robot: its URDF text, what it is ("HEAD") and the links that differ"""
    urdf: str
    label: str
    changed: tuple


class PageFeed:
    def __init__(self):
        self._last = None      # (source text, linked URDF, files) of the last renderable model
        self._compared = None  # (Comparison, its linked URDF, its files)

    def state(self, version, model, resolve, title, comparison=None) -> PreviewState:
        """model: anything with urdf, error_count, first_error, message and pending (document.preview_model's);
        resolve: a mesh/texture filename -> its path or None; comparison: a Comparison or None"""
        if model.urdf is not None and (self._last is None or self._last[0] is not model.urdf):
            self._last = (model.urdf, *link_files(model.urdf, resolve))     # (relinked only for a new text)
        _, urdf, files = self._last or (None, None, {})
        compare = None
        if comparison is not None:
            if self._compared is None or self._compared[0] is not comparison:
                self._compared = (comparison, *link_files(comparison.urdf, resolve))
            _, other, other_files = self._compared
            files = {**other_files, **files}
            compare = {"urdf": other, "label": comparison.label, "changed": list(comparison.changed)}
        return PreviewState(version, urdf, model.error_count, model.first_error, files, model.message, title,
                            stale=model.urdf is None and urdf is not None, pending=model.pending, compare=compare)
