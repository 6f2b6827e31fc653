"""Line index: offsets (code points) <-> LSP positions in utf-8, utf-16 or utf-32 code units.

Line breaks are the three the LSP specification names: "\\n", "\\r\\n" and a lone "\\r".  An edit may split
or join a "\\r\\n" pair (insert between the two characters, delete one of them), so the incremental update
re-derives the line starts around both ends of the edit from the new text."""
from __future__ import annotations

import bisect
import re

_NL = re.compile("\r\n?|\n")
_EOL = "\r\n"


def _starts_in(text, lo, hi):
    """line starts p with lo <= p <= hi, p >= 1 (p starts a line when a break ends just before it)"""
    out = []
    begin = max(0, lo - 1)
    if begin > 0 and text[begin] == "\n" and text[begin - 1] == "\r":
        begin -= 1      # do not read the "\n" of a "\r\n" pair as a break of its own
    for m in _NL.finditer(text, begin, min(len(text), hi + 1)):
        p = m.end()
        if p > hi:
            break
        if p >= max(lo, 1) and not (m.group() == "\r" and p < len(text) and text[p] == "\n"):
            out.append(p)
    return out


class LineIndex:
    def __init__(self, text):
        self.text = text
        self.starts = [0]
        self.starts.extend(m.end() for m in _NL.finditer(text))

    def replace(self, text, start, end, new_text):
        """update for text = old[:start] + new_text + old[end:] without rescanning the file"""
        starts = self.starts
        delta = len(new_text) - (end - start)
        # a line start p depends on the characters at p-1 and p: the edit can change those with start <= p <= end
        a = bisect.bisect_left(starts, max(start, 1))
        b = bisect.bisect_right(starts, end)
        new = _starts_in(text, start, start + len(new_text))
        tail = starts[b:]
        if delta:
            tail = [x + delta for x in tail]
        if tail and new and new[-1] >= tail[0]:     # cannot happen for a consistent index; stay sorted anyway
            new = [p for p in new if p < tail[0]]
        starts[a:] = new + tail
        self.text = text

    def line_of(self, off):
        return bisect.bisect_right(self.starts, off) - 1

    def line_start(self, off):
        return self.starts[self.line_of(off)]

    def line_end(self, line):
        """offset of the end of a line's content (before its line break)"""
        if line + 1 >= len(self.starts):
            return len(self.text)
        e = self.starts[line + 1]
        if self.text[e - 1] == "\n" and e - 2 >= self.starts[line] and self.text[e - 2] == "\r":
            return e - 2
        return e - 1

    def position(self, off, enc="utf-16"):
        off = max(0, min(off, len(self.text)))
        line = self.line_of(off)
        ls = self.starts[line]
        seg = self.text[ls:off]
        if enc == "utf-32" or seg.isascii():
            return line, len(seg)
        if enc == "utf-8":
            return line, len(seg.encode("utf-8", "surrogatepass"))
        return line, len(seg.encode("utf-16-le", "surrogatepass")) // 2

    def offset(self, line, char, enc="utf-16"):
        if line < 0:
            return 0
        if line >= len(self.starts):
            return len(self.text)
        ls = self.starts[line]
        le = self.line_end(line)
        char = max(0, char)
        if enc == "utf-32":
            return ls + min(char, le - ls)
        seg = self.text[ls:le]
        if seg.isascii():
            return ls + min(char, len(seg))
        units = 0
        for i, ch in enumerate(seg):
            if units >= char:
                return ls + i
            cp = ord(ch)
            if enc == "utf-8":
                units += 1 if cp < 0x80 else 2 if cp < 0x800 else 3 if cp < 0x10000 else 4
            else:
                units += 2 if cp >= 0x10000 else 1
        return ls + len(seg)
