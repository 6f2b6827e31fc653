"""Line index: offsets (code points) <-> LSP positions in utf-8, utf-16 or utf-32 code units.

Line breaks are the three the LSP specification names: "\\n", "\\r\\n" and a lone "\\r".  An edit may split
or join a "\\r\\n" pair (insert between the two characters, delete one of them), so the incremental update
re-derives the line starts around both ends of the edit from the new text."""
from __future__ import annotations

import bisect
import re
from array import array
from itertools import accumulate, repeat
from operator import add

_NL = re.compile("\r\n?|\n")
_NON_ASCII = re.compile("[^\x00-\x7f]")
_MAX_CACHED_LINES = 20000


def _starts_in(text, lo, hi, base=0):
    """line starts p with lo <= p <= hi, p >= 1 (p starts a line when a break ends just before it); text: the
    text from offset base on, up to hi + 2 at least (or to its end)"""
    out = []
    begin = max(0, lo - 1)
    if begin > 0 and text[begin - base] == "\n" and text[begin - 1 - base] == "\r":
        begin -= 1      # do not read the "\n" of a "\r\n" pair as a break of its own
    for m in _NL.finditer(text, begin - base, min(len(text), hi + 1 - base)):
        p = m.end() + base
        if p > hi:
            break
        if p >= max(lo, 1) and not (m.group() == "\r" and p - base < len(text) and text[p - base] == "\n"):
            out.append(p)
    return out


def _has_lone_cr(text):
    """a "\r" that is not the first half of a "\r\n" (without one, every line break ends with "\n"; most texts
    have no "\r" at all, and `in` stops at the first one)"""
    return "\r" in text and text.count("\r") != text.count("\r\n")


def _line_starts(text):
    """the offsets of all line starts; without a lone "\r" every break ends with "\n", and splitting there
    counts the lines in C, twice as fast as a regular expression match per line"""
    if _has_lone_cr(text):
        starts = array("q", [0])
        starts.extend(m.end() for m in _NL.finditer(text))
        return starts
    starts = array("q", accumulate(map(add, map(len, text.split("\n")), repeat(1)), initial=0))
    starts.pop()     # (the end of the last line, one past the text)
    return starts


class LineIndex:
    """Positions cost O(log n): a line's non-ASCII characters are indexed once (lazily, until the next edit),
    so a one-line 10 MB document does not make each position conversion a scan of the line."""

    def __init__(self, text):
        self.text = text    # a str, or after an edit the document's Rope (read in slices and by len)
        self._starts = _line_starts(text)    # 8 bytes a line (a list of ints takes 36)
        # an edit shifts every later line start: entries from index _fence on are stored without the pending
        # _shift, so typing in one place costs O(1), not O(lines); moving the fence costs the lines it passes
        self._fence = len(self._starts)
        self._shift = 0
        self._wide: dict = {}     # line -> None (ASCII) or (offsets of non-ASCII chars, extra utf-8, extra utf-16)

    @property
    def starts(self):
        """the offsets of all line starts, a list (materialises the pending shift: O(lines))"""
        self._move_fence(len(self._starts))
        return self._starts.tolist()

    def _move_fence(self, k):
        s, d, f = self._starts, self._shift, self._fence
        if d and k > f:
            s[f:k] = array("q", [x + d for x in s[f:k]])
        elif d and k < f:
            s[k:f] = array("q", [x - d for x in s[k:f]])
        self._fence = k
        if k >= len(s):
            self._shift = 0

    def _at(self, i):
        """line start i"""
        return self._starts[i] + (self._shift if i >= self._fence else 0)

    def _bisect_right(self, off):
        """number of line starts <= off"""
        s, f, d = self._starts, self._fence, self._shift
        if f < len(s) and off >= s[f] + d:
            return bisect.bisect_right(s, off - d, f)
        return bisect.bisect_right(s, off, 0, f)

    def _bisect_left(self, off):
        """number of line starts < off"""
        s, f, d = self._starts, self._fence, self._shift
        if f < len(s) and off > s[f] + d:
            return bisect.bisect_left(s, off - d, f)
        return bisect.bisect_left(s, off, 0, f)

    def _line_wide(self, line):
        if line in self._wide:
            return self._wide[line]
        ls = self._at(line)
        nxt = self._at(line + 1) if line + 1 < len(self._starts) else len(self.text)
        seg = self.text[ls:nxt]
        info = None
        if not seg.isascii():
            pos, c8, c16 = [], [0], [0]
            for m in _NON_ASCII.finditer(seg):
                cp = ord(m.group())
                pos.append(m.start())
                c8.append(c8[-1] + (1 if cp < 0x800 else 2 if cp < 0x10000 else 3))
                c16.append(c16[-1] + (1 if cp >= 0x10000 else 0))
            info = (pos, c8, c16)
        if len(self._wide) >= _MAX_CACHED_LINES:
            self._wide.clear()
        self._wide[line] = info
        return info

    @staticmethod
    def _units(info, rel, enc):
        """code units of the first `rel` characters of a line"""
        if info is None or enc == "utf-32":
            return rel
        pos, c8, c16 = info
        j = bisect.bisect_left(pos, rel)
        return rel + (c8[j] if enc == "utf-8" else c16[j])

    def replace(self, text, start, end, new_text):
        """update for text = old[:start] + new_text + old[end:] without rescanning the file (text: a str or
        the document's Rope, of which only slices are read)"""
        delta = len(new_text) - (end - start)
        # a line start p depends on the characters at p-1 and p: the edit can change those with start <= p <= end
        a = self._bisect_left(max(start, 1))
        b = self._bisect_right(end)
        base = max(0, start - 2)
        new = _starts_in(text[base:start + len(new_text) + 2], start, start + len(new_text), base)
        self._move_fence(b)
        if b < len(self._starts):
            self._shift += delta
            if new and new[-1] >= self._at(b):   # cannot happen for a consistent index; stay sorted anyway
                new = [p for p in new if p < self._at(b)]
        self._starts[a:b] = array("q", new)
        self._fence = a + len(new)
        if self._fence >= len(self._starts):
            self._shift = 0
        self.text = text
        self._wide.clear()

    def line_of(self, off):
        return self._bisect_right(off) - 1

    def line_start(self, off):
        return self._at(self.line_of(off))

    def line_end(self, line):
        """offset of the end of a line's content (before its line break)"""
        if line + 1 >= len(self._starts):
            return len(self.text)
        e = self._at(line + 1)
        if self.text[e - 1] == "\n" and e - 2 >= self._at(line) and self.text[e - 2] == "\r":
            return e - 2
        return e - 1

    def position(self, off, enc="utf-16"):
        off = max(0, min(off, len(self.text)))
        line = self.line_of(off)
        ls = self._at(line)
        return line, self._units(self._line_wide(line), off - ls, enc)

    def span(self, start, end, enc="utf-16"):
        """(line, char, end line, end char) of a range: one search for the many that end on their first line"""
        n = len(self.text)
        start, end = max(0, min(start, n)), max(0, min(end, n))
        line = self.line_of(start)
        ls = self._at(line)
        if start <= end and (line + 1 >= len(self._starts) or end < self._at(line + 1)):
            info = self._line_wide(line)
            return line, self._units(info, start - ls, enc), line, self._units(info, end - ls, enc)
        return (line, self._units(self._line_wide(line), start - ls, enc)) + self.position(end, enc)

    def offset(self, line, char, enc="utf-16"):
        if line < 0:
            return 0
        if line >= len(self._starts):
            return len(self.text)
        ls = self._at(line)
        n = self.line_end(line) - ls
        char = max(0, char)
        info = self._line_wide(line)
        if info is None or enc == "utf-32":
            return ls + min(char, n)
        lo, hi = 0, n      # the first character boundary at or after `char` code units
        while lo < hi:
            mid = (lo + hi) // 2
            if self._units(info, mid, enc) >= char:
                hi = mid
            else:
                lo = mid + 1
        return ls + lo


class Positions:
    """LSP positions of offsets in a text read once, asked mostly in increasing order (urdf-ls check renders a
    file's diagnostics in order): the line breaks between one offset and the next are counted, where a
    LineIndex would index every line first (as long as rendering the corpus's results).  A text with a lone
    "\\r" or a non-ASCII character, or an offset before the last one, gets a LineIndex"""

    def __init__(self, text):
        self.text = text
        self._index = None if text.isascii() and not _has_lone_cr(text) else LineIndex(text)
        self._off = self._line = self._start = 0    # the last offset asked, its line and that line's start

    def position(self, off, enc="utf-16"):
        if self._index is None:
            off = max(0, min(off, len(self.text)))
            if self._counted_to(off):
                return self._line, off - self._start
            self._index = LineIndex(self.text)
        return self._index.position(off, enc)

    def span(self, start, end, enc="utf-16"):
        """(line, char, end line, end char) of a range"""
        text = self.text
        if self._index is None and start <= end <= len(text) and self._counted_to(start):
            char = start - self._start
            if text.find("\n", start, end) < 0:
                return self._line, char, self._line, char + end - start    # (on one line, as nearly all are)
            return (self._line, char) + self.position(end, enc)
        return self.position(start, enc) + self.position(end, enc)

    def _counted_to(self, off):
        """count the line breaks up to off; False (nothing counted) when off is before the last one asked"""
        text = self.text
        if off < self._off:
            return False
        breaks = text.count("\n", self._off, off)
        if breaks:
            self._line += breaks
            self._start = text.rfind("\n", self._off, off) + 1
        self._off = off
        return True
