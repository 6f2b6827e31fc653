"""Line index: offsets (code points) <-> LSP positions in utf-8, utf-16 or utf-32 code units."""
from __future__ import annotations

import bisect
import re

_NL = re.compile("\n")


class LineIndex:
    def __init__(self, text):
        self.text = text
        self.starts = [0]
        self.starts.extend(m.end() for m in _NL.finditer(text))

    def replace(self, text, start, end, new_text):
        """update for text = old[:start] + new_text + old[end:] without rescanning the file"""
        starts = self.starts
        a = bisect.bisect_right(starts, start)      # first line start after `start`
        b = bisect.bisect_right(starts, end)        # first line start after `end`
        delta = len(new_text) - (end - start)
        new = [start + m.end() for m in _NL.finditer(new_text)]
        tail = starts[b:]
        if delta:
            tail = [x + delta for x in tail]
        starts[a:] = new + tail
        self.text = text

    def line_of(self, off):
        return bisect.bisect_right(self.starts, off) - 1

    def line_start(self, off):
        return self.starts[self.line_of(off)]

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
        le = self.starts[line + 1] - 1 if line + 1 < len(self.starts) else len(self.text)
        seg = self.text[ls:le]
        char = max(0, char)
        if enc == "utf-32" or seg.isascii():
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
