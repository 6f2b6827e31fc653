"""Process settings for the long-running server and the CLI, applied once at start-up.

A parse allocates hundreds of thousands of small objects; CPython's default collector thresholds run a
collection every 700 allocations and rescan the whole tree at each full collection, about a third of an
open.  Trees hold parent links (cycles), so the collector stays on, less often.  Each keystroke copies
the whole text (str is immutable): glibc returns such multi-megabyte blocks to the kernel on free, so the
next copy page-faults through all of it again; raising the mmap/trim thresholds keeps them in the heap."""
from __future__ import annotations

import ctypes
import gc
import sys

_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
_KEEP_BYTES = 128 * 2 ** 20   # twice the largest text analysed (text.guard.MAX_BYTES is 50 MB)


def tune():
    """call after the imports: they are moved out of the collector's sight (frozen as they are: a collection
    first would scan them all, 20-70 ms of the server's start before it can answer initialize)"""
    gc.freeze()
    # young collections 30x rarer (a third faster open); full ones still every ~2 full parses of a 1 MB
    # robot, so replaced trees are freed (memory plateaus at ~2x a document's, not growing with reparses)
    gc.set_threshold(20000, 5, 5)
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL("libc.so.6")
            libc.mallopt(_M_MMAP_THRESHOLD, _KEEP_BYTES // 2)
            libc.mallopt(_M_TRIM_THRESHOLD, _KEEP_BYTES)
        except (OSError, AttributeError):   # not glibc
            pass
