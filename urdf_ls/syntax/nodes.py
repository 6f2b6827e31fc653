"""The syntax tree: chunks, elements, attributes and leaves, with offsets that an edit shifts for free.

The document is split into *chunks*: the head (prolog + root start tag), one chunk per top-level child of
the root element, and the tail (root close tag + epilog).  Every node stores offsets relative to its
chunk's shift ``d`` (underscore slots, read by the scanner and reparse of this layer); other layers read
the absolute offsets (start, end, name_start, ...) or make diagnostics with on_name, on_shared_value and
on_value_part, which take the raw offsets here.
"""
from __future__ import annotations

from ..codes import Diag

__all__ = ["Chunk", "Element", "Attr", "Leaf", "XmlDoc", "on_name", "on_shared_value", "on_value_part"]


def bisect_left_by(seq, x, key, lo=0, hi=None):
    """first index i in [lo, hi) with key(seq[i]) >= x (seq sorted by key), else hi"""
    if hi is None:
        hi = len(seq)
    while lo < hi:
        m = (lo + hi) // 2
        if key(seq[m]) < x:
            lo = m + 1
        else:
            hi = m
    return lo




_START = lambda n: n.start  # noqa: E731


class Shift:
    """a shift shared by every chunk behind a document's fence (see XmlDoc)"""
    __slots__ = ("d",)

    def __init__(self):
        self.d = 0


NO_SHIFT = Shift()  # chunks before the fence; never changed
NO_CHILDREN = ()    # of every self-closing element


class Chunk:
    __slots__ = ("_d", "blk", "start", "errors", "node", "open_end")

    def __init__(self, start: int, d: int = 0):
        self._d = d     # (a rescan of a window of the text counts its offsets from the window's start: d)
        self.blk = NO_SHIFT
        self.open_end = False  # its element was closed implicitly by the next chunk
        self.start = start
        self.errors: list[Diag] = []
        self.node = None  # top-level node for middle chunks

    d = property(lambda self: self._d + self.blk.d)  # what to add to the chunk's offsets

    @property
    def begin(self) -> int:
        return self.start + self._d + self.blk.d


class Attr:
    # compact (one per attribute of a distinct start tag): offsets are small distances (no int objects of their
    # own) from the owner's start, the ends follow from the lengths, the chunk is the owner's.  owner is None
    # in the attributes that the elements of the same start tag text share (Element.tag_attrs): an element
    # places them on itself when asked for their offsets (Element.attrs).  No __init__: the scanner sets the
    # slots (an instance of a class without one is made in C, without a frame)
    __slots__ = ("name", "raw", "value", "_no", "_vo", "owner")

    c = property(lambda self: self.owner.c)
    _ns = property(lambda self: self.owner._s + self._no)
    _ne = property(lambda self: self.owner._s + self._no + len(self.name))
    _vs = property(lambda self: self.owner._s + self._no + self._vo)
    _ve = property(lambda self: self.owner._s + self._no + self._vo + len(self.raw))   # raw: the value span's text
    name_start = property(lambda self: self._ns + self.owner.c.d)
    name_end = property(lambda self: self._ne + self.owner.c.d)
    # value span excludes quotes; for a missing value both equal name_end
    value_start = property(lambda self: self._vs + self.owner.c.d)
    value_end = property(lambda self: self._ve + self.owner.c.d)

    @property
    def value_span(self):
        """(value_start, value_end) at the cost of one (for callers that need both of thousands)"""
        o = self.owner
        vs = o._s + self._no + self._vo + o.c.d
        return vs, vs + len(self.raw)

    @property
    def local(self):
        return self.name.rsplit(":", 1)[-1]



def placed_attrs(attrs, owner):
    """copies of attrs owned by owner (the offsets count from its start)"""
    out = []
    for f in attrs:
        a = Attr()
        a.name = f.name
        a.raw = f.raw
        a.value = f.value
        a._no = f._no
        a._vo = f._vo
        a.owner = owner
        out.append(a)
    return tuple(out)


def unplaced_attrs(attrs):
    """attrs as the elements of the same start tag text share them: owned by none"""
    return placed_attrs(attrs, None)


class Leaf:
    """text, comment, cdata, pi or doctype node"""
    __slots__ = ("kind", "c", "_s", "_e", "parent", "data")

    def __init__(self, kind, c, s, e, data, parent):
        self.kind = kind
        self.c = c
        self._s = s
        self._e = e
        self.data = data
        self.parent = parent

    start = property(lambda self: self._s + self.c.d)
    end = property(lambda self: self._e + self.c.d)


class Element:
    # compact (one per element of the file): the name follows '<', the ends of the start tag and of the
    # element are kept as distances from the start (small ints have no object of their own).  No __init__:
    # the scanner sets the slots (see markup.new_element).  tag: the text of the start tag (with the spacing before it)
    # when the fast loop remembered it, one string for all its copies (rules.urdf.leaf_check keys on it); else None.
    # tag_attrs: the attributes as written, shared by the copies (names and values only; attrs places them)
    __slots__ = ("c", "ce", "name", "_s", "_eo", "_to", "tag_attrs", "children",
                 "parent", "closed", "self_closing", "_cs", "depth", "tag")
    kind = "element"

    def _set_end(self, e):
        self._eo = e - self._s

    _e = property(lambda self: self._s + self._eo, _set_end)   # relative to ce, which may differ from c
    _ns = property(lambda self: self._s + 1)
    _ne = property(lambda self: self._s + 1 + len(self.name))
    _te = property(lambda self: self._s + self._to)
    start = property(lambda self: self._s + self.c.d)
    end = property(lambda self: self._e + self.ce.d)
    relative_start = property(lambda self: self._s)     # start less c.d: what Diag takes, with c
    name_start = property(lambda self: self._s + 1 + self.c.d)
    name_end = property(lambda self: self._s + 1 + len(self.name) + self.c.d)
    tag_end = property(lambda self: self._s + self._to + self.c.d)  # end of the start tag

    @property
    def span(self):
        """(start, end) at the cost of one (for callers that need both of thousands)"""
        c, ce, s = self.c, self.ce, self._s
        d = c.d
        return s + d, s + self._eo + (d if ce is c else ce.d)

    @property
    def close_start(self):
        return None if self._cs is None else self._cs + self.ce.d

    @property
    def local(self):
        return self.name.rsplit(":", 1)[-1]

    @property
    def prefix(self):
        return self.name.rsplit(":", 1)[0] if ":" in self.name else ""

    @property
    def attrs(self):
        """the attributes, placed on this element (tag_attrs, copied here the first time they are shared)"""
        at = self.tag_attrs
        if at and at[0].owner is not self:
            at = self.tag_attrs = placed_attrs(at, self)
        return at

    def get(self, name, default=None):
        for a in self.tag_attrs:
            if a.name == name:
                return a.value
        return default

    def shared_attr(self, name):
        """the first attribute of that name as the elements of its start tag text may share it: its value, and
        its offsets from the start of whichever of them it is on (rules.urdf.on_shared_value)"""
        for a in self.tag_attrs:
            if a.name == name:
                return a
        return None

    def attr(self, name):
        """the first attribute of that name, placed on this element"""
        for a in self.tag_attrs:
            if a.name == name:
                if a.owner is not self:
                    self.tag_attrs = placed_attrs(self.tag_attrs, self)
                    return self.attr(name)
                return a
        return None

    def placed(self, a):
        """a, one of tag_attrs, placed on this element (found by its name: shared attributes never repeat a
        name, see fast_body)"""
        return a if a.owner is self else self.attr(a.name)

    def elements(self, name=None):
        return [c for c in self.children if c.kind == "element" and (name is None or c.name == name)]

    def first(self, name):
        for c in self.children:
            if c.kind == "element" and c.name == name:
                return c
        return None

    def iter(self):
        """all descendant elements including self, document order, iterative"""
        stack = [self]
        while stack:
            e = stack.pop()
            yield e
            kids = [c for c in e.children if c.kind == "element"]
            kids.reverse()
            stack.extend(kids)

    def ancestors(self):
        p = self.parent
        while p is not None:
            yield p
            p = p.parent

    def __repr__(self):
        return "<Element %s @%d>" % (self.name, self.start)



class XmlDoc:
    """Parsed document: chunks + root + convenience lookups."""

    def __init__(self, text, no_nest=None):
        self._text = text      # a str, or the document's Rope (see reparse)
        # element name -> names of open elements its start tag implicitly closes (the caller's
        # vocabulary; recovery for half-typed documents)
        self.no_nest = no_nest or {}
        self.chunks: list[Chunk] = []
        self.nodes: list = []  # top-level nodes (document children)
        self.root: Element | None = None
        self.full_parses = 0
        self.reused_chunks = 0
        self.delta = None      # (removed chunks, added chunks) when produced by an incremental reparse
        self.discarded = 0     # characters of the previous text whose nodes the reparse dropped (garbage)
        self.err_chunks = {}   # id -> chunk, for chunks that carry XML errors
        # an edit shifts every later chunk: the chunks from index `fence` on take the shared `shift`, so
        # typing in one place costs O(1), not O(chunks); moving the fence costs the chunks it passes
        self.shift = Shift()
        self.fence = 0
        self.root_tag_closed = False   # the root start tag ends with its own '>' (see reparse)

    @property
    def text(self) -> str:
        return whole_text(self._text)

    @property
    def errors(self):
        for c in self.err_chunks.values():
            yield from c.errors

    def middle(self):
        """chunks holding top-level children of the root"""
        return self.chunks[1:-1] if self.incremental_ok() else []

    def incremental_ok(self):
        return self.root is not None and len(self.chunks) >= 2 and self.chunks[0].node is self.root

    def element_at(self, offset):
        """innermost element whose span contains offset (start < offset <= end)"""
        node = None
        kids = self.nodes
        while True:
            found = None
            i = bisect_left_by(kids, offset, _START) - 1
            if i >= 0:
                k = kids[i]
                if k.kind == "element" and offset <= k.end:
                    found = k
            if found is None:
                return node
            node = found
            kids = found.children


def whole_text(text):
    """the whole text of a str or a Rope"""
    return text if text.__class__ is str else text.text()


# ------------------------------------------------------------------ diagnostics on nodes (for other layers)
def on_name(node, code, msg, data=None, severity=None) -> Diag:
    """on the name of an element or of a placed attribute"""
    return Diag(node.c, node._ns, node._ne, code, msg, data, severity)


def on_shared_value(el, a, code, msg, data=None) -> Diag:
    """on the value of a, one of el's tag_attrs placed or shared (its offsets count from the start of whichever
    element of the same start tag text it is on), or on its name when the value is empty"""
    s = el._s + a._no
    if a.raw:
        s += a._vo
        return Diag(el.c, s, s + len(a.raw), code, msg, data)
    return Diag(el.c, s, s + len(a.name), code, msg, data)


def on_value_part(a, start, end, code, msg, data=None) -> Diag:
    """on the characters start to end of a placed attribute's value"""
    vs = a._vs
    return Diag(a.c, vs + start, vs + end, code, msg, data)
