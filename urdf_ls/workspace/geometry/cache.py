"""Mesh mass properties computed off the caller's thread and kept by file identity.

A mesh is read and integrated once per (real path, size, mtime): the key changes when the file does, so an
edited mesh is computed again. One worker thread computes one mesh at a time (the machine's other core serves
the editor); `get` never blocks, `wait` does (the CLI), and `on_ready` tells the owner (the Session) which file
has an answer so it can republish the documents that use it."""
from __future__ import annotations

import os
import stat
import threading
from collections import OrderedDict, deque

from .meshes import MESH_SECONDS, MeshResult, mesh_properties
from .solids import scaled

MAX_ENTRIES = 512  # about 10 kB each


def identity(path):
    """(real path, size, mtime_ns) of a regular file, or a MeshResult saying why it is not one"""
    try:
        real = os.path.realpath(path)
        st = os.stat(real)
    except (OSError, ValueError) as e:
        return MeshResult(None, False, 0, problem="unreadable: %s" % (getattr(e, "strerror", None) or e))
    if not stat.S_ISREG(st.st_mode):
        return MeshResult(None, False, 0, problem="unreadable: %s is not a regular file" % path)
    return (real, st.st_size, st.st_mtime_ns)


def _with_scale(result: MeshResult, scale) -> MeshResult:
    scale = tuple(float(s) for s in scale)
    if result.properties is None or scale == (1.0, 1.0, 1.0):
        return result
    return MeshResult(scaled(result.properties, scale), result.closed, result.triangles, result.unit, None,
                      result.notes)


class MeshCache:
    """results by file identity (the unscaled mesh; `<mesh scale>` is applied on the way out), least recently
    used first out beyond `max_entries`; a result holds at most 100 hull points, so entries bound the memory"""

    def __init__(self, on_ready=None, max_entries=MAX_ENTRIES, seconds=MESH_SECONDS):
        self.on_ready, self.max_entries, self.seconds = on_ready, max_entries, seconds
        self._done: OrderedDict = OrderedDict()
        self._queue: deque = deque()
        self._queued: set = set()
        self._cond = threading.Condition()
        self._worker = None

    def __len__(self):
        return len(self._done)

    def get(self, path, scale=(1.0, 1.0, 1.0)) -> MeshResult | None:
        """the result, or None while it is being computed (the computation is started)"""
        key = identity(path)
        if isinstance(key, MeshResult):
            return key
        with self._cond:
            hit = self._done.get(key)
            if hit is not None:
                self._done.move_to_end(key)
                return _with_scale(hit, scale)
            if key not in self._queued:
                self._queued.add(key)
                self._queue.append((key, path))
                self._start_worker()
        return None

    def wait(self, path, scale=(1.0, 1.0, 1.0), timeout=None) -> MeshResult | None:
        """the result, computed if need be; None if `timeout` seconds pass first"""
        result = self.get(path, scale)
        if result is not None:
            return result
        key = identity(path)
        if isinstance(key, MeshResult):
            return key
        with self._cond:
            if not self._cond.wait_for(lambda: key in self._done, timeout):
                return None
            return _with_scale(self._done[key], scale)

    def forget(self, path=None):
        """drop one file's results (all identities of it), or all"""
        with self._cond:
            if path is None:
                self._done.clear()
                return
            real = os.path.realpath(path)
            for key in [k for k in self._done if k[0] == real]:
                del self._done[key]

    def _start_worker(self):
        if self._worker is None or not self._worker.is_alive():
            self._worker = threading.Thread(target=self._work, name="urdf-ls-meshes", daemon=True)
            self._worker.start()

    def _work(self):
        while True:
            with self._cond:
                if not self._queue:
                    self._worker = None
                    return
                key, path = self._queue.popleft()
            try:
                result = mesh_properties(key[0], seconds=self.seconds)
            except Exception as e:  # a reader bug must not kill the worker or leave waiters hanging
                result = MeshResult(None, False, 0, problem="internal error: %s" % e)
            with self._cond:
                self._queued.discard(key)
                for old in [k for k in self._done if k[0] == key[0]]:  # the file's older versions
                    del self._done[old]
                self._done[key] = result
                while len(self._done) > self.max_entries:
                    self._done.popitem(last=False)
                self._cond.notify_all()
            if self.on_ready is not None:
                try:
                    self.on_ready(path)
                except Exception:
                    pass
