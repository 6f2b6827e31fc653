"""Mesh results kept between runs, so that `urdf-ls check` in CI or a pre-commit hook measures a robot's meshes
once, not on every run: one small file per mesh version in the user's cache folder, $XDG_CACHE_HOME/urdf-ls/meshes
(else ~/.cache/urdf-ls/meshes), under two keys: the file's identity (real path, size, mtime_ns: found without
reading the file) and its content (size and BLAKE2 digest: found again after a fresh checkout, which changes
every mtime, when a CI cache step restores the folder).

The folder is used only when it is this user's own and no one else may write to it; an entry is read only when it
is a regular file of this user within a size cap, and written whole (a rename), so a reader never sees half of
one.  Anything unexpected makes it a miss: the mesh is measured as if there were no cache."""
from __future__ import annotations

import hashlib
import os
import stat

from .codec import decode, encode
from .result import WORKER_FAILED, MeshResult

VERSION = 2                 # (of the engine's numbers and their encoding: a change makes every old entry a miss)
MAX_ENTRY_BYTES = 1 << 20   # a result with its hull points is tens of kB
_folders = {}               # kind -> (path, usable), found on first use, per process


def folder(kind="meshes"):
    """the cache folder of a kind of entry (meshes, collision matrices), made if need be; None when it is not
    safe or cannot be made.  A MeshCache asks once, when it is made, and passes the answer to load and store: its
    worker thread never reads the environment"""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    path = os.path.join(base, "urdf-ls", kind)
    known = _folders.get(kind)
    if known is not None and known[0] == path:
        return path if known[1] else None
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        st = os.lstat(path)
        usable = stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid() and not st.st_mode & 0o022
    except OSError:
        usable = False
    _folders[kind] = (path, usable)
    return path if usable else None


def _entry(key, where):
    """the entry's path in the folder `where` (a folder() answer), None when that is None"""
    if where is None:
        return None
    return os.path.join(where, hashlib.sha256(repr((VERSION, key)).encode("utf-8", "surrogateescape"))
                        .hexdigest())


def load(key, where) -> MeshResult | None:
    """the result kept for this file identity in the folder `where` (a folder() answer), or None"""
    data = _read(_entry(key, where))
    if data is None:
        return None
    try:
        return decode(data.decode("utf-8", "surrogateescape"))
    except (ValueError, TypeError, KeyError, RecursionError):   # (binascii.Error is a ValueError)
        return None


def read_entry(key, kind="meshes") -> bytes | None:
    """the bytes kept under key, or None (no entry, or one that is not this user's regular file within the cap)"""
    return _read(_entry(key, folder(kind)))


def _read(path) -> bytes | None:
    if path is None:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_uid != os.geteuid() or st.st_size > MAX_ENTRY_BYTES:
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(MAX_ENTRY_BYTES)
    except OSError:
        return None
    finally:
        os.close(fd)


CONTENT_CAP = 64 << 20      # bytes hashed at most (the mesh readers' own cap): a larger file has no content key


def content_key(path):
    """("content", size, digest) of the file's bytes, or None (unreadable, not a regular file, too large)"""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > CONTENT_CAP:
            return None
        h = hashlib.blake2b(digest_size=20)
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            h.update(chunk)
        return ("content", st.st_size, h.hexdigest())
    except OSError:
        return None
    finally:
        os.close(fd)


def keeps(result: MeshResult) -> bool:
    """results worth keeping: the file's own answer, a failure too (a file that defeats a reader would cost its
    full time on every run), but not this run's: its time budget, a worker process that died, and "too large",
    whose cap depends on numpy being there"""
    return result.problem is None or not result.problem.startswith(("too large", WORKER_FAILED))


def store(key, result: MeshResult, where):
    """keep the result in the folder `where` (a folder() answer)"""
    if keeps(result):
        _write(_entry(key, where), encode(result).encode("utf-8", "surrogateescape"))


def write_entry(key, data: bytes, kind="meshes"):
    """keep data under key, written whole (a rename); nothing when the folder is unusable or data too large"""
    _write(_entry(key, folder(kind)), data)


def _write(path, data: bytes):
    if path is None or len(data) > MAX_ENTRY_BYTES:
        return
    import tempfile     # (here: most runs only read)
    try:
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        pass
