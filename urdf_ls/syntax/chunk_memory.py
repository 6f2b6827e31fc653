"""What urdf-ls check remembers of the files it parsed: their top-level elements, by text, for later parses
to take over (see ChunkMemory)."""
from __future__ import annotations

MAX_REMEMBERED_CHARS = 4_000_000   # of top-level elements a batch remembers (with their trees: 7 bytes each)


class ChunkMemory:
    """the top-level elements of a batch's parses, by their text: a later parse that meets the same text at
    the top level of a root of the same name takes the chunk over, moved to its place, instead of reading it
    again (urdf-ls check: 45% of the corpus's text repeats an element of an earlier file, robots of one family
    share most of their links and joints).  Only for a batch that is done with each document before it parses
    the next one: the earlier tree loses the chunk, and let_go cuts what is remembered from the tree it was read
    in.  notes: what later layers derived from a remembered chunk's text alone (the rules' summaries), kept as
    long as the chunk is"""

    def __init__(self, most=None):
        self.chunks: dict = {}      # element text -> (root name, chunk)
        self.notes: dict = {}       # chunk -> {key: derived}
        self.size = 0               # characters of the texts remembered
        self.most = most
        self._last = []             # the chunks the last parse left here, still in its tree
        self._taken = set()         # the chunks the current parse took (still remembered: by then in its tree)

    def let_go(self):
        """cut the chunks the last parse left here from its tree, which the batch is done with: they would keep
        all of it alive"""
        for c in self._last:
            c.node.parent = None
        self._last = []

    def take(self, text, root_name):
        """the chunk of that text (a document takes it once), or None"""
        entry = self.chunks.get(text)
        if entry is None or entry[0] != root_name or entry[1] in self._taken:
            return None
        self._taken.add(entry[1])
        return entry[1]

    def remember(self, doc, text):
        """the top-level elements of doc (text: all of it) that any parse reads the same way: closed by their
        own close tag, with no error (a stray close tag could match another root's name)"""
        most = MAX_REMEMBERED_CHARS if self.most is None else self.most
        chunks, notes, root = self.chunks, self.notes, doc.root.name if doc.root is not None else None
        taken, self._taken = self._taken, set()
        for c in doc.middle():
            if c in taken:      # (remembered as it was, under its text)
                self._last.append(c)
                continue
            key = _element_text(c, text)
            # (the same element again in one file: the first is remembered; full: what it holds stays, since
            # forgetting trees costs a full collection of the cycles they are made of)
            if key is None or key in chunks or self.size + len(key) > most:
                continue
            chunks[key] = root, c
            notes[c] = {}       # (new: a chunk gets notes only here, and keeps them when taken)
            self.size += len(key)
            self._last.append(c)


def _element_text(c, text):
    """the text of chunk c's element when it can be remembered, else None"""
    node = c.node
    if node is None or node.kind != "element" or node.self_closing or not node.closed or node.ce is not c \
            or c.open_end or c.errors or c.start != node._s:
        return None
    s, e = node.span
    return text[s:e]
