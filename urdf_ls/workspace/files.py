"""Reading files a document points at: regular files only (after resolving symlinks), reads capped
by the bytes actually read, one cache of parsed files keyed by (path, mtime, size) bounded in files and
bytes, and the walk of the workspace folders with a budget per request."""
from __future__ import annotations

import gc
import os
import stat
import time
from collections import OrderedDict

from ..syntax.nodes import XmlDoc
from ..syntax.scanner import parse
from ..text.cancel import check
from ..text.guard import MAX_BYTES, decode_bytes
from ..text.lines import LineIndex


class Unreadable(Exception):
    """a file that is not read: not a regular file, too large, or an OS error (message says which)"""


def read_bytes(path, cap=MAX_BYTES, truncate=False) -> bytes:
    """the bytes of a regular file, at most `cap` (more raises Unreadable unless `truncate`);
    raises Unreadable for anything but a regular file (a symlink counts as the file it points at) and for
    any OSError, also one after the open (EIO: /proc/self/mem, a failing disk or network file system)"""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise Unreadable("%s is not a regular file" % path)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):  # replaced between stat and open
                raise Unreadable("%s is not a regular file" % path)
            data = _read_at_most(fd, cap + 1, st.st_size)
        finally:
            os.close(fd)
    except OSError as e:
        raise Unreadable("cannot read %s: %s" % (path, e.strerror or e)) from None
    if len(data) > cap:
        if truncate:
            return data[:cap]
        raise Unreadable("%s is larger than %d MB" % (path, cap // 2 ** 20))
    return data


def _read_at_most(fd, n, size):
    """up to n bytes from fd, read in pieces of about the file's size: a buffered f.read(n) allocates n
    bytes first (50 MB for every small file checked)"""
    chunks, piece = [], max(size + 1, 8192)
    while n > 0:
        data = os.read(fd, min(n, piece))
        if not data:
            break
        chunks.append(data)
        n -= len(data)
    return b"".join(chunks)


def is_regular_file(path):
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


class ParsedFile:
    """a file read and parsed (a slotted class, not a dataclass: every `urdf-ls check` imports this module, and
    making a dataclass costs 0.3 ms)"""
    __slots__ = ("path", "text", "tree", "lines")

    def __init__(self, path: str, text: str, tree: XmlDoc, lines: LineIndex):
        self.path, self.text, self.tree, self.lines = path, text, tree, lines


class FileCache:
    """parsed files other than the open documents (includes, includers), least recently used first out;
    bounded in files and in bytes of text (a parsed file takes about 23 times its text), the most recent
    file always kept (a single large include is not parsed again at every edit)"""

    def __init__(self, max_files=256, cap=20 * 1024 * 1024, no_nest=None, max_bytes=16 * 1024 * 1024):
        self.max_files, self.cap, self.no_nest, self.max_bytes = max_files, cap, no_nest, max_bytes
        self._files: OrderedDict = OrderedDict()
        self.cached_bytes = 0          # characters of text held

    def __len__(self):
        return len(self._files)

    def get(self, path, keep=True) -> ParsedFile | None:
        """the parsed file; keep=False: a file not cached is parsed for the caller only (a workspace-wide
        search must not push the includes out)"""
        try:
            st = os.stat(path)
        except (OSError, ValueError):
            return None
        key = (st.st_mtime_ns, st.st_size)
        hit = self._files.get(path)
        if hit is not None and hit[0] == key:
            self._files.move_to_end(path)
            return hit[1]
        try:
            text, _ = decode_bytes(read_bytes(path, self.cap))
        except Unreadable:
            return None
        parsed = ParsedFile(path, text, parse(text, self.no_nest), LineIndex(text))
        if keep:
            self._keep(path, key, parsed)
        return parsed

    def _keep(self, path, key, parsed):
        self._drop(path)
        self._files[path] = (key, parsed)
        self.cached_bytes += len(parsed.text)
        while len(self._files) > 1 and (len(self._files) > self.max_files or self.cached_bytes > self.max_bytes):
            self._drop(next(iter(self._files)))

    def _drop(self, path):
        old = self._files.pop(path, None)
        if old is not None:
            self.cached_bytes -= len(old[1].text)

    @staticmethod
    def head(path, n=2_000_000) -> bytes | None:
        """the first n bytes of a regular file (for cheap content searches)"""
        try:
            return read_bytes(path, n, truncate=True)
        except Unreadable:
            return None

    def forget(self, path=None):
        if path is None:
            self._files.clear()
            self.cached_bytes = 0
        else:
            self._drop(path)


SCAN_FILES, SCAN_DIRS, SCAN_SECONDS = 2000, 20000, 2.0
_SKIP_DIRS = ("node_modules", "build", "install", "log")


class ScanBudget:
    """what one request may read of the workspace: files up to file_bytes each, total_bytes in all (a parse
    takes about 0.3 s a MB and 23 bytes of memory a byte) and `seconds` (checked between files)"""
    __slots__ = ("total_bytes", "file_bytes", "seconds")

    def __init__(self, total_bytes: int, file_bytes: int, seconds: float):
        self.total_bytes, self.file_bytes, self.seconds = total_bytes, file_bytes, seconds


def workspace_files(folders, cache, open_docs=None, exts=(".urdf", ".xacro"), budget: ScanBudget | None = None):
    """(path, Document or ParsedFile) of the URDF/xacro files below the folders (workspace symbols, references):
    open documents (path -> Document) win over the disk; the rest is read through the FileCache.  The walk
    is bounded (files, folders, time), skips hidden and build folders and never follows folder symlinks.
    With a budget, files are read while it lasts, and those not cached are parsed without being kept."""
    open_docs = open_docs or {}
    seen = set()
    for path, doc in open_docs.items():
        seen.add(os.path.abspath(path))
        yield path, doc
    files, dirs = 0, 0
    deadline = time.monotonic() + (SCAN_SECONDS if budget is None else min(SCAN_SECONDS, budget.seconds))
    left = budget.total_bytes if budget is not None else None
    for root in folders:
        for d, subdirs, names in os.walk(root):
            dirs += 1
            if dirs > SCAN_DIRS or time.monotonic() > deadline:
                return
            subdirs[:] = sorted(x for x in subdirs if not x.startswith(".") and x not in _SKIP_DIRS)
            for f in sorted(names):
                if not f.endswith(exts):
                    continue
                p = os.path.join(d, f)
                if os.path.abspath(p) in seen:
                    continue
                seen.add(os.path.abspath(p))
                files += 1
                if files > SCAN_FILES:
                    return
                check()         # before reading and parsing the next file
                if budget is not None:
                    if time.monotonic() >= deadline:
                        return
                    size = _size(p)
                    if size is None or size > budget.file_bytes or size > left:
                        continue
                    left -= size
                parsed = cache.get(p, keep=budget is None)
                if parsed is not None:
                    yield p, parsed
                    if budget is not None:
                        # a tree parsed for this request alone has cycles (parent links) and the server's
                        # collector is off while a request runs: free it before parsing the next
                        parsed = None
                        gc.collect(0)


def _size(path):
    try:
        return os.stat(path).st_size
    except (OSError, ValueError):
        return None


def upward(path, limit=64):
    """the folders from path's folder up to the file-system root"""
    return folders_up(os.path.dirname(os.path.abspath(path)), limit)


def folders_up(d, limit=64):
    """an absolute, normalized folder and those above it up to the file-system root"""
    for _ in range(limit):
        yield d
        nd = os.path.dirname(d)
        if nd == d:
            return
        d = nd


class Listings:
    """the files of a kind below a folder, found by one bounded walk and kept until files change (the requests
    that look for an SRDF beside a URDF walk the same folders at each keystroke-free request otherwise: 150 ms
    beside a large tree with no workspace folder)"""

    def __init__(self):
        self._found: dict = {}     # (folder, kind) -> [path]

    def files(self, root, kind, accept, max_dirs, max_files) -> list:
        """paths below root whose name accept(name) takes (sorted walk; hidden and build folders skipped,
        folder symlinks not followed), at most max_files of them from max_dirs folders; kind names accept"""
        key = (root, kind)
        hit = self._found.get(key)
        if hit is None:
            if len(self._found) >= 256:
                self._found.clear()
            hit = self._found[key] = _walk_for(root, accept, max_dirs, max_files)
        return hit

    def forget(self):
        self._found.clear()


def _walk_for(root, accept, max_dirs, max_files):
    found, dirs = [], 0
    for d, subdirs, names in os.walk(root):
        dirs += 1
        if dirs > max_dirs:
            break
        subdirs[:] = sorted(x for x in subdirs if not x.startswith(".") and x not in _SKIP_DIRS)
        found += [os.path.join(d, f) for f in sorted(names) if accept(f)]
        if len(found) >= max_files:
            return found[:max_files]
    return found
