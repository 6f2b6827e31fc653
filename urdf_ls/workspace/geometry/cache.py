"""Mesh mass properties computed off the caller's thread and kept by file identity.

A mesh is read and integrated once per (real path, size, mtime): the key changes when the file does, so an
edited mesh is computed again; results are also kept on disk between runs (disk.py).  One worker thread hands
one mesh at a time to a worker process (`child.py`; in-process with process=False) and waits for it without
holding the GIL; `get` never blocks, `wait` does (the CLI), and `on_ready` tells the owner (the Session) which
file has an answer so it can republish the documents that use it."""
from __future__ import annotations

import json
import os
import stat
import threading
from collections import OrderedDict, deque

from . import disk
from .codec import decode
from .result import MESH_SECONDS, OUT_OF_TIME, WORKER_FAILED, MeshResult
from .solids import scaled

MAX_ENTRIES = 256  # an entry holds at most 3 results of about 30 kB (their hull points): 23 MB in all


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


class _Entry:
    """a file's result, and that result under each `<mesh scale>` asked for (the same object each time, so
    what callers cache on it, such as the hull's planes, stays)"""
    __slots__ = ("result", "by_scale")

    def __init__(self, result: MeshResult):
        self.result, self.by_scale = result, {}

    def scaled(self, scale) -> MeshResult:
        scale = tuple(float(s) for s in scale)
        r = self.result
        if r.properties is None or scale == (1.0, 1.0, 1.0):
            return r
        hit = self.by_scale.get(scale)
        if hit is None:
            if len(self.by_scale) >= 2:     # a scale being typed, digit by digit, keeps none for long
                self.by_scale.clear()
            hit = self.by_scale[scale] = MeshResult(scaled(r.properties, scale), r.closed, r.triangles, r.unit,
                                                    None, r.notes)
        return hit


class MeshCache:
    """results by file identity (the unscaled mesh; `<mesh scale>` is applied on the way out), least recently
    used first out beyond `max_entries`; a result holds a few hundred hull points, so entries bound the memory"""

    def __init__(self, on_ready=None, max_entries=MAX_ENTRIES, seconds=MESH_SECONDS, process=True, keep=True):
        """keep: read and write results in the user's cache folder (disk.py) as well, the folder found now: a
        worker still busy after its owner moved on writes where it was made to"""
        self.on_ready, self.max_entries, self.seconds, self.process = on_ready, max_entries, seconds, process
        self.folder = disk.folder() if keep else None
        self._done: OrderedDict = OrderedDict()
        self._start_afresh()

    def _start_afresh(self):
        """no worker, no queue: at creation, and in a forked child (`urdf-ls check`'s pool), which inherits
        neither the worker thread nor a process of its own, but keeps the results"""
        self._pid = os.getpid()
        self._proc = None
        self._queue: deque = deque()
        self._queued: set = set()
        self._cond = threading.Condition()
        self._worker = None

    def __len__(self):
        return len(self._done)

    @property
    def worker_pid(self):
        """the worker process's id, None when none runs"""
        return None if self._proc is None else self._proc.pid

    def get(self, path, scale=(1.0, 1.0, 1.0)) -> MeshResult | None:
        """the result, or None while it is being computed (the computation is started)"""
        key = identity(path)
        if isinstance(key, MeshResult):
            return key
        if self._pid != os.getpid():
            self._start_afresh()
        with self._cond:
            hit = self._done.get(key)
            if hit is not None:
                self._done.move_to_end(key)
                return hit.scaled(scale)
            kept = disk.load(key, self.folder)
            if kept is not None:
                self._put(key, kept)
                return self._done[key].scaled(scale)
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
            return self._done[key].scaled(scale)

    def forget(self, path=None):
        """drop one file's results (all identities of it), or all"""
        with self._cond:
            if path is None:
                self._done.clear()
                return
            real = os.path.realpath(path)
            for key in [k for k in self._done if k[0] == real]:
                del self._done[key]

    def _put(self, key, result):
        for old in [k for k in self._done if k[0] == key[0]]:  # the file's older versions
            del self._done[old]
        self._done[key] = _Entry(result)
        while len(self._done) > self.max_entries:
            self._done.popitem(last=False)

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
            content = disk.content_key(key[0]) if self.folder else None    # (a fresh checkout's file kept)
            result = disk.load(content, self.folder) if content is not None else None
            if result is None:
                try:
                    result = self._compute(key[0]) if self.process else _in_process(key[0], self.seconds)
                except Exception as e:  # a reader bug must not kill the worker or leave waiters hanging
                    result = MeshResult(None, False, 0, problem="internal error: %s" % e)
                if content is not None:
                    disk.store(content, result, self.folder)
            disk.store(key, result, self.folder)
            with self._cond:
                self._queued.discard(key)
                self._put(key, result)
                self._cond.notify_all()
            if self.on_ready is not None:
                try:
                    self.on_ready(path)
                except Exception:  # the owner's failure is its own; the worker goes on with the queue
                    pass

    def _compute(self, path) -> MeshResult:
        """the worker process's answer; a process that died (killed, out of memory) is started again once, and
        one that overruns the budget by a minute is killed"""
        for _ in range(2):
            expired = threading.Event()
            try:
                proc = self._process()
                proc.stdin.write(json.dumps({"path": path, "seconds": self.seconds}) + "\n")
                proc.stdin.flush()
                timer = threading.Timer(self.seconds + 60, _expire, (expired, proc))
                timer.start()
                try:
                    line = proc.stdout.readline()
                finally:
                    timer.cancel()
                if line:
                    return decode(line)
            except (OSError, ValueError):
                pass
            self.close()
            if expired.is_set():
                return MeshResult(None, False, 0, problem=OUT_OF_TIME)
        return MeshResult(None, False, 0, problem=WORKER_FAILED)

    def _process(self):
        if self._proc is None or self._proc.poll() is not None:
            import subprocess   # (here: a run whose meshes all come from the disk cache starts no process)
            from .child import command
            cmd, env = command()
            self._proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=subprocess.DEVNULL, env=env, text=True, encoding="utf-8",
                                          errors="surrogateescape")
        return self._proc

    def close(self):
        """stop the worker process (it also ends by itself when this process exits)"""
        proc, self._proc = self._proc, None
        if proc is not None:
            for pipe in (proc.stdin, proc.stdout):
                try:
                    pipe.close()
                except OSError:
                    pass
            proc.kill()
            proc.wait()


def _in_process(path, seconds) -> MeshResult:
    from .meshes import mesh_properties     # (the readers: imported when a mesh is first read)
    return mesh_properties(path, seconds=seconds)


def _expire(expired, proc):
    """the worker overran its budget by a minute: it is killed, and its read answers 'too large'"""
    expired.set()
    proc.kill()
