"""'Did you mean' suggestions for misspelt names."""
from __future__ import annotations

import bisect


def did_you_mean(word, options, presorted=False):
    """closest known name.  For big name sets (a 1,500-link robot) only lexicographic
    neighbours are compared, which keeps this O(log n) and catches the usual typos."""
    opts = options if isinstance(options, list) else list(options)
    if len(opts) > 200:
        srt = opts if presorted else sorted(opts)
        cands = set()
        for w in (word, word[:-1], word[1:]):
            i = bisect.bisect_left(srt, w)
            cands.update(srt[max(0, i - 12):i + 12])
        opts = list(cands)
    import difflib      # (here: the CLI's start-up counts, and most files have no misspelt name)
    m = difflib.get_close_matches(word, opts, n=1, cutoff=0.6)
    return m[0] if m else None


def suggestion(word, options, open_quote="'", close_quote="'", presorted=False):
    """(message suffix, suggested name or None)"""
    sugg = did_you_mean(word, options, presorted)
    if sugg is None:
        return "", None
    return "; did you mean %s%s%s?" % (open_quote, sugg, close_quote), sugg
