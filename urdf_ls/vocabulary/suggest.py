"""'Did you mean' suggestions for misspelt names."""
from __future__ import annotations

import bisect


_SMALL = 200     # names compared with the word one by one at most
_known: dict = {}   # (word, tuple of names) -> its answer: files repeat their misspellings (0.4 ms each)
_MAX_KNOWN = 4096


def did_you_mean(word, options, presorted=False):
    """closest known name.  For big name sets (a 1,500-link robot) only lexicographic
    neighbours are compared, which keeps this O(log n) and catches the usual typos."""
    if type(options) is tuple:     # the vocabulary's: its answers are remembered
        key = (word, options)
        hit = _known.get(key, _known)
        if hit is _known:
            if len(_known) >= _MAX_KNOWN:
                _known.clear()
            hit = _known[key] = _closest(word, options)
        return hit
    opts = options if isinstance(options, list) else list(options)
    return _closest(word, opts if len(opts) <= _SMALL else _neighbours(word, opts, presorted))


def _neighbours(word, opts, presorted):
    """the names near the word and two of its truncations in sorted order"""
    srt = opts if presorted else sorted(opts)
    cands = set()
    for w in (word, word[:-1], word[1:]):
        i = bisect.bisect_left(srt, w)
        cands.update(srt[max(0, i - 12):i + 12])
    return list(cands)


def _closest(word, opts):
    import difflib      # (here: the CLI's start-up counts, and most files have no misspelt name)
    m = difflib.get_close_matches(word, opts, n=1, cutoff=0.6)
    return m[0] if m else None


def suggestion(word, options, open_quote="'", close_quote="'", presorted=False):
    """(message suffix, suggested name or None)"""
    sugg = did_you_mean(word, options, presorted)
    if sugg is None:
        return "", None
    return "; did you mean %s%s%s?" % (open_quote, sugg, close_quote), sugg
