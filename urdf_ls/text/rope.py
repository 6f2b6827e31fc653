"""A document's text as blocks: an edit copies the block it falls in, not the whole text.

A str cannot change, so a keystroke in a 7 MB document copied all 7 MB into a new one (about 1 ms, as much
as the rest of the keystroke).  A Rope keeps the text it was made of until the first edit, then blocks of
at most 2 * BLOCK characters.  Readers take slices (`rope[a:b]`, a str); `text()` joins the whole text
once per version, for the readers that need one str (most requests)."""
from __future__ import annotations

from bisect import bisect_right

BLOCK = 32768


class Rope:
    __slots__ = ("_str", "_blocks", "_starts", "_len", "block")

    def __init__(self, text: str = "", block: int = BLOCK):
        self._str = text            # the whole text, until an edit (and again once text() joined it)
        self._blocks = None         # the blocks, from the first edit on
        self._starts = None         # the offset of each block
        self._len = len(text)
        self.block = block

    def __len__(self):
        return self._len

    def text(self) -> str:
        """the whole text (joined once per version)"""
        s = self._str
        if s is None:
            s = self._str = "".join(self._blocks)
        return s

    def isascii(self):
        if self._str is not None:
            return self._str.isascii()
        return all(b.isascii() for b in self._blocks)

    def __getitem__(self, key):
        if self._str is not None:
            return self._str[key]
        if isinstance(key, slice):
            a, b, step = key.indices(self._len)
            if step != 1:
                return self.text()[key]
            return self._slice(a, b)
        if key < 0:
            key += self._len
        if not 0 <= key < self._len:
            raise IndexError("rope index out of range")
        i = bisect_right(self._starts, key) - 1
        return self._blocks[i][key - self._starts[i]]

    def _slice(self, a, b):
        if a >= b:
            return ""
        blocks, starts = self._blocks, self._starts
        i = bisect_right(starts, a) - 1
        s = starts[i]
        if b - s <= len(blocks[i]):
            return blocks[i][a - s:b - s]
        parts = []
        while a < b:
            s, blk = starts[i], blocks[i]
            parts.append(blk[a - s:b - s])
            a = s + len(blk)
            i += 1
        return "".join(parts)

    def replace(self, start: int, end: int, new: str):
        """the text becomes text[:start] + new + text[end:]"""
        if self._blocks is None:
            self._split(self._str)
        blocks, starts = self._blocks, self._starts
        i = max(0, bisect_right(starts, start) - 1)
        j = max(i, bisect_right(starts, end) - 1)
        si, sj = starts[i], starts[j]
        piece = blocks[i][:start - si] + new + blocks[j][end - sj:]
        size = self.block
        if len(piece) > 2 * size:
            pieces = [piece[k:k + size] for k in range(0, len(piece), size)]
        else:
            pieces = [piece] if piece or len(blocks) == j - i + 1 else []
        delta = len(new) - (end - start)
        blocks[i:j + 1] = pieces
        offsets = [si]
        for p in pieces[:-1]:
            offsets.append(offsets[-1] + len(p))
        starts[i:] = offsets[:len(pieces)] + [s + delta for s in starts[j + 1:]]
        self._len += delta
        self._str = None

    def _split(self, text):
        size = self.block
        self._blocks = [text[k:k + size] for k in range(0, len(text), size)] or [""]
        self._starts = list(range(0, len(text), size)) or [0]
