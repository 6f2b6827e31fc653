"""One diagnostics store: per document, one entry per producer; what is published is their union."""
from __future__ import annotations

from enum import Enum

from ..codes import Code, Diag, at, by_position

MAX_PUBLISHED = 1000   # per document; a final diagnostic says how many were left out (clangd/lemminx do alike)


class Producer(Enum):
    GUARD = "guard"          # the input guard: refused or suspicious input
    ANALYSIS = "analysis"    # syntax and rules
    EXPANSION = "expansion"  # the opt-in xacro expansion
    CONSUMERS = "consumers"  # the targets' consumers themselves (MuJoCo, pybullet, Drake, sdformat)
    INTERNAL = "internal"    # a failure of urdf-ls itself


class DiagnosticsStore:
    def __init__(self):
        self._entries: dict = {}
        self._replaced: dict = {}      # key -> codes of other producers that a producer's verdict replaces

    def put(self, key, producer: Producer, diags, replaces=()):
        """replaces: codes the other producers' diagnostics of the document lose while this entry stands (a
        consumer's real verdict in place of the static rules' guess of it)"""
        self._entries.setdefault(key, {})[producer] = list(diags)
        if replaces:
            self._replaced.setdefault(key, {})[producer] = frozenset(replaces)
        else:
            self._replaced.get(key, {}).pop(producer, None)

    def drop(self, key, producer: Producer | None = None):
        if producer is None:
            self._entries.pop(key, None)
            self._replaced.pop(key, None)
        else:
            self._entries.get(key, {}).pop(producer, None)
            self._replaced.get(key, {}).pop(producer, None)

    def __len__(self):
        """how many documents have entries"""
        return len(self._entries)

    def get(self, key, producer: Producer):
        return self._entries.get(key, {}).get(producer, [])

    def union(self, key) -> list[Diag]:
        """every producer's diagnostics, errors first when the cap cuts the list"""
        replaced = self._replaced.get(key)
        if not replaced:
            return cap([d for p in Producer for d in self._entries.get(key, {}).get(p, ())])
        out = [d for p in Producer for d in self._entries.get(key, {}).get(p, ())
               if not any(d.code in codes for by, codes in replaced.items() if by is not p)]
        return cap(out)


def cap(diags, limit=MAX_PUBLISHED):
    if len(diags) <= limit:
        return diags
    kept = sorted(diags, key=lambda d: d.severity)[:limit]
    kept.sort(key=by_position)
    return kept + [at(0, 0, Code.TOO_MANY_DIAGNOSTICS, "%d more diagnostics are not shown (at most %d per document)"
                      % (len(diags) - limit, limit))]
