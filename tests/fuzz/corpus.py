"""The third-party corpus (built by scripts/test.sh into .corpus/, or $URDF_LS_CORPUS)."""
from __future__ import annotations

import hashlib
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def corpus_dir():
    return os.environ.get("URDF_LS_CORPUS", os.path.join(ROOT, ".corpus"))


def available():
    return os.path.exists(os.path.join(corpus_dir(), "MANIFEST.tsv"))


class Entry:
    __slots__ = ("source", "path", "kind", "size")

    def __init__(self, source, path, kind, size):
        self.source, self.path, self.kind, self.size = source, path, kind, size

    @property
    def workspace(self):
        return os.path.join(corpus_dir(), "files", self.source)


def entries(kind=None, max_bytes=400_000, dedupe=True):
    """manifest rows (kind 'urdf' or 'xacro'), identical files once, sorted for reproducibility"""
    base = corpus_dir()
    out, seen = [], set()
    with open(os.path.join(base, "MANIFEST.tsv")) as f:
        next(f)
        for line in f:
            r = line.rstrip("\n").split("\t")
            if kind is not None and r[2] != kind:
                continue
            path = os.path.join(base, "files", r[1])
            try:
                size = os.path.getsize(path)
            except OSError:
                continue
            if size > max_bytes:
                continue
            if dedupe:
                with open(path, "rb") as fh:
                    h = hashlib.sha1(fh.read()).hexdigest()
                if h in seen:
                    continue
                seen.add(h)
            out.append(Entry(r[0], path, r[2], size))
    out.sort(key=lambda e: e.path)
    return out


def by_source(es):
    groups = {}
    for e in es:
        groups.setdefault(e.source, []).append(e)
    return groups


def pick_file(rnd, groups):
    """a source uniformly, then a file of it: the 1,000 generated pybullet files do not drown the rest"""
    src = rnd.choice(sorted(groups))
    return rnd.choice(groups[src])
