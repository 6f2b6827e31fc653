"""Process settings for the long-running server and the CLI, applied once at start-up.

A parse allocates hundreds of thousands of small objects; CPython's default collector thresholds run a
collection every 700 allocations and rescan the whole tree at each full collection, about a third of an
open.  Trees hold parent links (cycles), so the collector stays on, less often.  Each keystroke copies
the whole text (str is immutable): glibc returns such multi-megabyte blocks to the kernel on free, so the
next copy page-faults through all of it again; raising the mmap/trim thresholds keeps them in the heap."""
from __future__ import annotations

import gc
import sys
from contextlib import contextmanager

_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
_KEEP_BYTES = 128 * 2 ** 20   # twice the largest text analysed (text.guard.MAX_BYTES is 50 MB)


def tune(allocator=True):
    """call after the imports: they are moved out of the collector's sight (frozen as they are: a collection
    first would scan them all, 20-70 ms of the server's start before it can answer initialize).  allocator:
    also keep big freed blocks in the heap (for a server's texts; importing ctypes for it is a twentieth of
    the start of a command that checks one small file)"""
    gc.freeze()
    # young collections 30x rarer (a third faster open); full ones still every ~2 full parses of a 1 MB
    # robot, so replaced trees are freed (memory plateaus at ~2x a document's, not growing with reparses)
    gc.set_threshold(20000, 5, 5)
    if allocator and sys.platform.startswith("linux"):
        import ctypes
        try:
            libc = ctypes.CDLL("libc.so.6")
            libc.mallopt(_M_MMAP_THRESHOLD, _KEEP_BYTES // 2)
            libc.mallopt(_M_TRIM_THRESHOLD, _KEEP_BYTES)
        except (OSError, AttributeError):   # not glibc
            pass


IDLE_COLLECT_S = 1.0          # quiet time before a collection of the garbage edits left behind
MIN_GARBAGE = 2_000_000       # characters of replaced text below which no collection is worth it
FROZEN_GROWTH = 1_000_000     # objects frozen since the last collection: small garbage adds up too


class Collector:
    """Cyclic garbage collection for a server that builds big trees in bursts (one message each).

    The collector stays off while a message is handled, and what the handling kept is frozen after it
    (gc.freeze moves it out of every generation in O(1)): no collection ever rescans the documents' trees.
    Left to itself, the collector rescans all of them several times while a big edit allocates (an undo
    of half of a 10,000-link robot took 3x as long).  The trees that edits replace are garbage inside the
    frozen set; `garbage` (characters of text whose trees were dropped, as the caller counts them) says
    when a full collection is worth it: once there is about as much garbage as live text, when the
    server is idle; at once past four times as much, so memory stays bounded under a client that never
    pauses.  Other garbage (cycles a request leaves) is collected when idle after a million objects
    were frozen."""

    def __init__(self, garbage, live):
        self.garbage, self.live = garbage, live     # callables: characters dropped so far, live now
        self.collected_at = garbage()
        self.frozen = 0     # objects frozen since the last collection
        self._depth = 0
        self._timer = None

    @contextmanager
    def burst(self):
        if self._depth == 0:
            gc.disable()
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self.frozen += gc.get_count()[0]    # (net) objects the burst kept
                gc.freeze()
                gc.enable()

    def settle(self, loop):
        """after a message: collect now, when idle, or not yet"""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        pending, live = self.garbage() - self.collected_at, self.live()
        if pending > 4 * live + 2 * MIN_GARBAGE:
            self.collect()
        elif pending > live + MIN_GARBAGE or self.frozen > FROZEN_GROWTH:
            self._timer = loop.call_later(IDLE_COLLECT_S, self.collect)

    def collect(self):
        self._timer = None
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.collected_at, self.frozen = self.garbage(), 0
