"""Tolerant XML scanner and tree with exact offsets and incremental reparse.

Never raises on any input and always advances.  The document is split into
*chunks*: the head (prolog + root start tag), one chunk per top-level child of
the root element, and the tail (root close tag + epilog).  Every node stores
offsets relative to its chunk's shift ``d``, so an edit inside the root only
rebuilds the chunks it touches and shifts the following chunks in O(chunks).
"""
from __future__ import annotations

import re
import sys

from ..codes import Code, Diag

__all__ = ["Chunk", "ChunkMemory", "Element", "Attr", "Leaf", "XmlDoc", "parse", "reparse"]

MAX_DEPTH = 1000  # deeper elements are still parsed but flagged


def _bisect_left(seq, x, key, lo=0, hi=None):
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
_BEGIN = lambda c: c.begin  # noqa: E731


class Shift:
    """a shift shared by every chunk behind a document's fence (see XmlDoc)"""
    __slots__ = ("d",)

    def __init__(self):
        self.d = 0


_NO_SHIFT = Shift()  # chunks before the fence; never changed


class Chunk:
    __slots__ = ("_d", "blk", "start", "errors", "node", "open_end")

    def __init__(self, start: int, d: int = 0):
        self._d = d     # (a rescan of a window of the text counts its offsets from the window's start: d)
        self.blk = _NO_SHIFT
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


def _attr(name, ns, raw, vs, value, owner):
    """an attribute named at ns, its value's text `raw` at vs"""
    a = Attr()
    a.name = name
    a.raw = raw
    a.value = value
    a._no = ns - owner._s
    a._vo = vs - ns
    a.owner = owner
    return a


def _placed(attrs, owner):
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


def _unplaced(attrs):
    """attrs as the elements of the same start tag text share them: owned by none"""
    return _placed(attrs, None)


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
    # the scanner sets the slots (see _element).  tag: the text of the start tag (with the spacing before it)
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
            at = self.tag_attrs = _placed(at, self)
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
                    self.tag_attrs = _placed(self.tag_attrs, self)
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


def _element(c, name, s, parent, depth):
    """an element whose start tag `<name` begins at s (in chunk c), before its attributes are read"""
    el = Element()
    el.c = el.ce = c
    el.name = name
    el._s = s
    el._eo = el._to = 1 + len(name)
    el.tag_attrs = []     # a tuple once the start tag is read
    el.children = []
    el.parent = parent
    el.closed = el.self_closing = False
    el._cs = None     # offset of "</" of the close tag
    el.depth = depth
    el.tag = None
    return el


# names as urdfdom's TinyXML reads them: a letter, '_' or a non-ASCII character first, then also digits, '-', '.'
# and ':'.  Written as the ASCII characters excluded: [\u0080-\U0010ffff] with \w takes 5 ms to compile at start-up
_NAME = re.compile(r"[^\x00-\x40\x5b-\x5e\x60\x7b-\x7f][^\x00-\x2c/\x3b-\x40\x5b-\x5e\x60\x7b-\x7f]*")
_WS = re.compile(r"[ \t\r\n]*")
_ATTR_NAME = re.compile(r"[^\s=<>/\"']+")
# '&' and what may follow it: a reference (group 1: '#', '#x..', '#..' or a name) and its ';' (group 2)
_AMP = re.compile(r"&(#x[0-9A-Fa-f]+|#[0-9]+|#|[A-Za-z_][-A-Za-z0-9_.]*)?(;?)")
_TAG_GOES_ON = re.compile(r"[ \t\r\n]*(?:/?>|[ \t\r\n][A-Za-z_][-\w:.]*[ \t\r\n]*=)")  # after a closing quote
_HEX_REF = re.compile(r"x[0-9A-Fa-f]*")
_DEC_REF = re.compile(r"[0-9]*")
_PREDEF = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}
_UNQUOTED = re.compile(r"[^\s/>]*")   # TinyXML reads an unquoted value up to whitespace, '/' or '>'
_QUOTE = re.compile("[\"']")
# a whole well-formed start tag whose values need no decoding: the common case, read in one match
# (anything else takes the tolerant path, which gives the same tree)
_FAST_NAME = r"[A-Za-z_][-.0-9:A-Z_a-z]*"   # ASCII: a bitmap to test (a non-ASCII name takes the tolerant path)
_FAST_TAG = re.compile(r"<(%s)((?:[ \t\r\n]+%s[ \t\r\n]*=[ \t\r\n]*(?:\"[^\"<&]*\"|'[^'<&]*'))*)[ \t\r\n]*(/?)>"
                       % (_FAST_NAME, _FAST_NAME))
_ATTR_HEAD = re.compile(r"[ \t\r\n]+(%s)=" % _FAST_NAME)   # before an attribute's opening quote, as files write it
_FAST_ATTR = re.compile(r"([ \t\r\n]+)(%s)([ \t\r\n]*=[ \t\r\n]*)(?:\"([^\"<&]*)\"|'([^'<&]*)')" % _FAST_NAME)
# the tokens of a well-formed body, each with the whitespace before it: a start tag up to the first '>'
# (group 2 its name, group 3 the rest: _FAST_ATTR must read all of it), a close tag (4), a comment's start
# (lastindex 1), or text up to the next tag (5: not only whitespace, no references); see _Builder.fast_body.
# The sets exclude NUL too: sets of three or more characters are bitmaps, a third faster to test (a NUL
# takes the tolerant path)
_FAST_TOKEN = re.compile(r"[ \t\r\n]*(<)(?:(%s)([^<>\x00]*)>|/(%s)[ \t\r\n]*>|!--)"
                         r"|([ \t\r\n]*[^<& \t\r\n][^<&\x00]*)(?=<)" % (_FAST_NAME, _FAST_NAME))
_NAMES: dict = {}        # element and attribute names, one copy shared by every tree
_MAX_NAMES = 5000        # (bounded: a server lives long and files may hold any names)
_HEADS: dict = {}        # ' name=' -> what _attr_head finds in it
_NO_CHILDREN = ()        # of every self-closing element
# start tags a fast stretch remembers (see fast_body); a remembered text stays with its elements (Element.tag).
# Bounded: unbounded, the texts of unique tags (each link's name) were kept too, small holes all over the tree's
# memory that the next tree filled, so that collecting the first no longer freed whole arenas (RSS stayed 30%
# higher); tags that repeat come early
_MAX_TOKENS = 500
_MAX_SHARED_TAGS = 40000        # in a memory parses share (550 bytes each: at most 22 MB; see parse)
_MAX_REMEMBERED_CHARS = 4_000_000   # of top-level elements a batch remembers (with their trees: 7 bytes each)
_NOT_START_TAG = frozenset("!?/")   # after '<': comment, CDATA, DOCTYPE, PI or close tag


def _name(s):
    """the shared copy of an element or attribute name: interned, so that it is the very object of the same
    name written in the rules (comparisons and lookups of names stop at the identity check)"""
    n = _NAMES.get(s)
    if n is None:
        n = s
        if len(_NAMES) < _MAX_NAMES:
            n = _NAMES[s] = sys.intern(s)
    return n


def _attr_head(head):
    """an attribute written ` name=` before its opening quote, after any spacing (a tag written over several
    lines): (the shared copy of the name, the length of the spacing before it, the distance from the name to
    the value, from the spacing to the value's closing quote less the value); None when the text is not just
    that"""
    m = _ATTR_HEAD.fullmatch(head)
    if m is None:
        return None
    space = m.start(1)
    found = _name(m.group(1)), space, len(head) + 1 - space, len(head) + 2
    if len(_HEADS) < _MAX_NAMES:
        _HEADS[head] = found
    return found


def decode_entities(raw, errs=None, c=None, base=0):
    """an attribute value as TinyXML reads it: the five predefined entities and character references
    are expanded; the '&' of anything else is dropped ('a&b' reads 'ab', '&foo;' 'foo;'); a reference to
    U+0000 or an empty '&#;' ends the value there"""
    if "&" not in raw:
        return raw
    out = []
    pos = 0
    for m in _AMP.finditer(raw):
        out.append(raw[pos:m.start()])
        pos = m.end()
        ref = m.group(1)
        if ref is not None and m.group(2):
            if ref[0] != "#":
                val = _PREDEF.get(ref)
            elif ref == "#":
                return "".join(out)
            else:
                cp = int(ref[2:], 16) if ref[1] == "x" else int(ref[1:])
                if cp == 0:
                    return "".join(out)
                if cp > 0x10FFFF or 0xD800 <= cp <= 0xDFFF:
                    out.append(m.group(0))   # TinyXML writes bytes that are no text: kept as written
                    continue
                val = chr(cp)
            if val is not None:
                out.append(val)
                continue
        if errs is not None and not (ref or "").startswith("#"):  # malformed &#...; are checked on their own
            errs.append(Diag(c, base + m.start(), base + m.end(), Code.XML_ENTITY,
                             "'%s' is not an entity reference: urdfdom drops the '&', lxml-based tools reject "
                             "the file (write &amp;)" % m.group(0)))
        out.append(m.group(0)[1:])
    out.append(raw[pos:])
    return "".join(out)


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
        self.root_tag_closed = False   # the root start tag ends with its own '>' (see _root_tag_closed)

    @property
    def text(self) -> str:
        return _whole(self._text)

    @property
    def errors(self):
        for c in self.err_chunks.values():
            yield from c.errors

    def middle(self):
        """chunks holding top-level children of the root"""
        return self.chunks[1:-1] if self._incremental_ok() else []

    def _incremental_ok(self):
        return self.root is not None and len(self.chunks) >= 2 and self.chunks[0].node is self.root

    def element_at(self, offset):
        """innermost element whose span contains offset (start < offset <= end)"""
        node = None
        kids = self.nodes
        while True:
            found = None
            i = _bisect_left(kids, offset, _START) - 1
            if i >= 0:
                k = kids[i]
                if k.kind == "element" and offset <= k.end:
                    found = k
            if found is None:
                return node
            node = found
            kids = found.children


class _Builder:
    def __init__(self, text, doc, tags=None, base=0):
        self.text = text
        self.doc = doc
        self.n = len(text)
        self.tags = tags    # the start tags parses share (see parse), or None
        self.base = base    # where text begins in the document (a window of it: see reparse)
        self.memory = None  # the ChunkMemory of a batch's parses (see parse)

    # ------------------------------------------------------------------ helpers
    def err(self, s, e, code, msg):
        self.chunk.errors.append(Diag(self.chunk, s, e, code, msg))

    def new_chunk(self, pos):
        c = Chunk(pos, self.base)
        self.doc_chunks.append(c)
        self.chunk = c
        return c

    def add(self, node):
        parent = self.stack[-1] if self.stack else None
        if parent is None:
            self.doc.nodes.append(node)
        else:
            parent.children.append(node)

    def close_to(self, idx, pos, code=Code.XML_UNCLOSED):
        """pop stack down to length idx, flagging unclosed elements"""
        while len(self.stack) > idx:
            e = self.stack.pop()
            if not e.closed:
                self.chunk.errors.append(Diag(e.c, e._ns, e._ne, code, "Element <%s> is not closed" % e.name))
                e._e = pos
                e.ce = self.chunk

    # ------------------------------------------------------------------ main loop
    def run(self, pos, stack, stop=None):
        """scan from pos with the given open-element stack (one loop over tokens: this is the hot path,
        kept in one function to avoid a call per token).

        stop(pos) is called at each depth-1 boundary inside the root; returning
        True ends the run (used for incremental resync).  Returns end position.
        """
        text, n = self.text, self.n
        self.stack = stack
        self.stop = stop
        self.stopped = False
        find = text.find
        while pos < n and not self.stopped:
            if self.phase == 1:
                pos = self.fast_body(pos)
                if pos >= n or self.stopped:
                    break
            depth = len(self.stack)
            ch = text[pos]
            if ch != "<":
                nxt = find("<", pos)
                if nxt < 0:
                    nxt = n
                if depth and _WS.match(text, pos).end() == nxt:
                    pos = nxt  # whitespace between elements: no node, no chunk (a third of all nodes)
                    continue
            root = self.doc.root
            top = depth == 1 and self.stack[0] is root and root is not None
            if top and self.phase == 1:
                if stop is not None and stop(pos):
                    return pos
                if not text.startswith("</", pos):
                    self.new_chunk(pos)
            if ch != "<":
                data = text[pos:nxt]
                if depth == 0 and data.strip():
                    self.text_outside_root(pos, data)
                elif depth and "&#" in data:
                    self.check_char_refs(pos, nxt)   # urdfdom: 'Error reading Element value'
                pos = self.leaf("text", pos, nxt, top)
                continue
            if text[pos + 1:pos + 2] not in _NOT_START_TAG:   # the common case first
                pos = self.start_tag(pos)
                continue
            if text.startswith("<!--", pos):
                e = find("-->", pos + 4)
                if e < 0:
                    self.unterminated_after(pos, pos + 4, Code.XML_UNTERMINATED_COMMENT,
                                            "Comment is never closed with -->")
                    end = n
                else:
                    end = e + 3
                pos = self.leaf("comment", pos, end, top)
                continue
            if text.startswith("<![CDATA[", pos):
                e = find("]]>", pos + 9)
                if e < 0:
                    self.err(pos, pos + 9, Code.XML_UNTERMINATED_CDATA, "CDATA section is never closed with ]]>")
                    end = n
                else:
                    end = e + 3
                pos = self.leaf("cdata", pos, end, top)
                continue
            if text.startswith("<?", pos):
                e = find("?>", pos + 2)
                end = n if e < 0 else e + 2
                if e < 0:
                    self.err(pos, pos + 2, Code.XML_UNTERMINATED_PI, "Processing instruction is never closed with ?>")
                pos = self.leaf("pi", pos, end, top)
                continue
            if text.startswith("<!", pos):
                pos = self.doctype(pos, top)
                continue
            if text.startswith("</", pos):
                pos = self.close_tag(pos, top)
                continue
            pos = self.start_tag(pos)
        return pos

    def fast_body(self, pos):
        """read the well-formed tokens inside the root with one match each (start tags whose values need no
        decoding, close tags of the innermost open element, comments, text without references: nearly every
        token of a real file), as the general loop would.  Returns where a token needs that loop; sets
        self.stopped when stop() resyncs.  Every check that sends a token back comes before anything is
        changed for it."""
        text, n, stack, chunk = self.text, self.n, self.stack, self.chunk
        no_nest, names, memory = self.doc.no_nest, _NAMES, self.memory
        # a start tag's text -> (name, length, self-closing, attributes, text) of the first tag of it
        shared = self.tags
        tokens, most = ({}, _MAX_TOKENS) if shared is None else (shared, _MAX_SHARED_TAGS)
        match = _FAST_TOKEN.scanner(text, pos, n).match   # each match where the last one ended: one state
        while True:
            m = match()
            if m is None:
                return pos
            kind, depth, parent = m.lastindex, len(stack), stack[-1]
            if kind == 3:    # a start tag: where it begins and ends follow from its name and the rest
                tok, pos = m.group(), m.end()
                known = tokens.get(tok)   # the first tag of this text (with the spacing before it): tags repeat
                if known is not None:
                    name, size, closing, first, tag = known
                    lt = pos - size
                    if first and first[0].owner is not None:    # its second tag: from now on shared
                        first = _unplaced(first)
                        tokens[tok] = name, size, closing, first, tag
                else:
                    tag = None
                    name = m.group(2)
                    s, e = m.span(3)
                    lt = s - 1 - len(name)
                    closing = s < e and text[e - 1] == "/"
                if (depth > 1 and name in no_nest) or depth == MAX_DEPTH:
                    return lt
                if depth == 1 and memory is not None and not closing:
                    end = self.take_remembered(name, lt, pos)
                    if end >= 0:    # an element an earlier file wrote, its chunk moved here
                        pos, chunk = end, self.chunk
                        match = _FAST_TOKEN.scanner(text, pos, n).match
                        continue
                node = Element()   # (its slots set here: no call of _element per element)
                node._s = lt
                if known is None:
                    e -= closing
                    # (in a shared memory, owned by none from the start: no copy is made for the memory)
                    node.tag_attrs = self.start_tag_attributes(node, s, e, shared) if s < e else ()
                    if node.tag_attrs is None:
                        return lt
                    name = names.get(name) or _name(name)
                else:
                    node.tag_attrs = first     # that tag's attributes, shared (see Element.attrs)
                node.name = name
                node.tag = tag
                node.parent = parent
                node.depth = depth
                node.closed = node.self_closing = closing
                node._cs = None
                node._eo = node._to = pos - lt
                node.children = _NO_CHILDREN if closing else []
                if depth == 1:
                    chunk = self.top_level_chunk(lt, node)
                    if chunk is None:
                        return lt
                node.c = node.ce = chunk
                parent.children.append(node)
                if known is None:
                    attrs = node.tag_attrs
                    repeats = len(attrs) > 1 and (len(attrs) > 2 or attrs[0].name == attrs[1].name) and \
                        self.repeated_attributes(node)
                    if shared is not None and len(tokens) >= most:
                        tokens.clear()      # (full: the later files of a batch repeat their own tags)
                    if not repeats and len(tokens) < most:   # (a tag with a repeated name: flagged each time)
                        tokens[tok] = (name, pos - lt, closing, attrs if shared is None or not attrs or
                                       attrs[0].owner is None else _unplaced(attrs), tok)
                        node.tag = tok
                if not closing:
                    stack.append(node)
                continue
            lt = m.start(1) if kind != 5 else m.start(5)
            if kind == 4:
                if depth == 1 or m.group(4) != parent.name:   # the root's close tag, or a mismatch
                    return lt
                pos = m.end()
                stack.pop()
                parent.closed = True
                parent._cs = lt
                parent._eo = pos - parent._s
                parent.ce = chunk
                continue
            if kind == 5:
                pos = m.end()
                node = Leaf("text", chunk, lt, pos, m.group(5), parent)
            else:
                pos = text.find("-->", lt + 4, n) + 3
                if pos < 3:
                    return lt
                node = Leaf("comment", chunk, lt, pos, text[lt:pos], parent)
                match = _FAST_TOKEN.scanner(text, pos, n).match
            if depth == 1:
                chunk = self.top_level_chunk(lt, node)
                if chunk is None:
                    return lt
                node.c = chunk
            parent.children.append(node)

    def take_remembered(self, name, lt, pos):
        """where the top-level element whose start tag is text[lt:pos] ends, when the memory has a chunk of
        the same text (taken over and moved here); else -1.  It is looked up by the text up to the first close
        tag of its name: one that holds such a tag (in a comment, or a nested element of its name) is read
        again"""
        text = self.text
        close = "</%s>" % name
        end = text.find(close, pos)
        if end < 0:
            return -1
        end += len(close)
        root = self.stack[0]
        chunk = self.memory.take(text[lt:end], root.name)
        if chunk is None:
            return -1
        chunk._d = lt - chunk.start     # (its node starts it; a full parse: no shift, no window)
        chunk.blk = _NO_SHIFT
        node = chunk.node
        node.parent = root
        root.children.append(node)
        self.doc_chunks.append(chunk)
        self.chunk = chunk
        return end

    def start_tag_attributes(self, node, s, e, shared=None):
        """the attributes of node's start tag from s to e, a tuple; None when they leave a gap (the tolerant path
        reads the tag).  Owned by node, or by none when the parses of a batch share them (shared is their
        memory).  As files write them, `name="value"` after spacing, they are read by splitting at the quotes
        (no match per attribute: each costs a malloc of sre's stack); plain_attributes reads spacing around '='
        and single quotes"""
        text, lt, owner = self.text, node._s, node if shared is None else None
        span = text[s:e]
        pieces = span.split('"')
        tail = pieces.pop()     # after the last value: only spacing
        if "&" in span or len(pieces) & 1 or tail and tail.strip(" \t\r\n"):
            return self.other_attributes(node, s, e)
        attrs, at, heads, pieces = [], s - lt, _HEADS, iter(pieces)
        for head, value in zip(pieces, pieces):
            found = heads.get(head) or _attr_head(head)
            if found is None:
                return self.other_attributes(node, s, e)
            a = Attr()
            a.name, space, a._vo, step = found
            a.raw = a.value = value
            a._no = at + space
            a.owner = owner
            attrs.append(a)
            at += step + len(value)
        return tuple(attrs)

    def other_attributes(self, node, s, e):
        """start_tag_attributes of a tag written with other spacing or quotes"""
        node.tag_attrs = []
        return tuple(node.tag_attrs) if self.plain_attributes(node, s, e) else None

    def top_level_chunk(self, lt, node):
        """the new chunk of a top-level node of the fast loop starting at lt; None when stop() resyncs there
        (self.stopped is set, nothing is changed)"""
        if self.stop is not None and self.stop(lt):
            self.stopped = True
            return None
        chunk = self.new_chunk(lt)
        chunk.node = node
        return chunk

    def text_outside_root(self, pos, data):
        s = pos + (len(data) - len(data.lstrip()))
        e = s + min(len(data.strip()), 40)
        if self.doc.root is None:   # TinyXML stops reading the document at text: urdfdom sees it empty
            self.err(s, e, Code.XML_NO_ROOT, "Text before the root element: urdfdom stops reading there and "
                     "finds no root element")
        else:
            self.err(s, e, Code.XML_TEXT_OUTSIDE_ROOT, "Text outside the root element")

    def leaf(self, kind, s, e, top):
        node = Leaf(kind, self.chunk, s, e, self.text[s:e], self.stack[-1] if self.stack else None)
        self.add(node)
        if top:
            self.chunk.node = node
        return e

    def doctype(self, pos, top):
        text, n = self.text, self.n
        i = pos + 2
        depth_br = 0
        q = None
        while i < n:
            ch = text[i]
            if q:
                if ch == q:
                    q = None
            elif ch in "\"'":
                q = ch
            elif ch == "[":
                depth_br += 1
            elif ch == "]":
                depth_br -= 1
            elif ch == ">" and depth_br <= 0:
                break
            i += 1
        end = min(i + 1, n)
        body = text[pos:end]
        if i >= n:
            self.err(pos, pos + 2, Code.XML_UNTERMINATED_DOCTYPE, "<!DOCTYPE ...> is never closed")
        if "[" in body:
            m = re.search(r"<!ENTITY", body)
            if m:
                self.err(pos + m.start(), pos + m.end(), Code.XML_ENTITY_DECL,
                         "Entity declarations are not supported and are never expanded "
                         "(no external file is read); urdfdom cannot parse a DOCTYPE internal subset")
            else:
                self.err(pos, pos + 9, Code.XML_DOCTYPE_SUBSET,
                         "A DOCTYPE internal subset makes urdfdom lose the <robot> element")
        return self.leaf("doctype", pos, end, top)

    def close_tag(self, pos, top):
        text = self.text
        m = _NAME.match(text, pos + 2)
        name = m.group(0) if m else ""
        ne = m.end() if m else pos + 2
        w = _WS.match(text, ne).end()
        pending = None
        if w < self.n and text[w] == ">":
            end = w + 1
        else:
            pending = (pos, ne, Code.XML_BAD_CLOSE_TAG, "Close tag </%s> is missing '>'" % name)
            lt = text.find("<", ne)
            gt = text.find(">", ne)
            end = gt + 1 if gt >= 0 and (lt < 0 or gt < lt) else ne
        # find matching open element
        idx = None
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].name == name:
                idx = i
                break
        root = self.doc.root
        if idx is None:
            if top and self.phase == 1:
                self.new_chunk(pos)
                node = Leaf("text", self.chunk, pos, end, "", self.stack[-1])
                self.stack[-1].children.append(node)
                self.chunk.node = node
            if pending:
                self.err(*pending)
                self.chunk.open_end = True   # its end depends on the text after it: an edit there rescans it
            if not name:
                self.err(pos, end, Code.XML_BAD_CLOSE_TAG, "Malformed close tag")
            elif self.phase == 2 and not self.stack:   # TinyXML reads it as an unknown node: no error
                self.err(pos, end, Code.XML_TEXT_OUTSIDE_ROOT, "Close tag </%s> after the root element: urdfdom "
                         "ignores it" % name)
            else:
                self.err(pos + 2, ne, Code.XML_MISMATCHED_TAG,
                         "Close tag </%s> does not match any open element%s" % (
                             name, (" (open: <%s>)" % self.stack[-1].name) if self.stack else ""))
            return end
        if idx == 0 and self.stack and self.stack[0] is root and self.phase == 1:
            # closing the root: everything open below it is unclosed
            self.close_to(1, pos)
            self.phase = 2
            self.new_chunk(pos)
        else:
            self.close_to(idx + 1, pos)
        if pending:
            self.err(*pending)
            self.chunk.open_end = True
        e = self.stack.pop()
        e.closed = True
        e._cs = pos
        e._e = end
        e.ce = self.chunk
        return end

    def unterminated_after(self, pos, end, code, message):
        """markup that never ends: an error, except after the root element, where urdfdom has what it reads
        (a warning there: lxml-based tools still reject the file)"""
        if self.phase == 2 and not self.stack:
            self.err(pos, end, Code.XML_TEXT_OUTSIDE_ROOT, "%s, after the root element: urdfdom ignores it, "
                     "lxml-based tools reject the file" % message)
        else:
            self.err(pos, end, code, message)

    def stray_lt(self, pos):
        """'<' not followed by a name start: urdfdom (TinyXML) reads an unknown node up to the next '>'"""
        gt = self.text.find(">", pos + 1)
        if gt < 0:
            self.unterminated_after(pos, pos + 1, Code.XML_UNTERMINATED_MARKUP, "'<' is never closed by '>'")
            end = self.n
        else:
            self.err(pos, pos + 1, Code.XML_STRAY_LT, "'<' not followed by an element name: urdfdom skips "
                     "everything up to the next '>', lxml-based tools reject the file")
            end = gt + 1
        node = Leaf("text", self.chunk, pos, end, self.text[pos:end], self.stack[-1] if self.stack else None)
        self.add(node)
        if self.at_top():
            self.chunk.node = node
        return end

    def at_top(self):
        """directly inside the root element, before its close tag"""
        return len(self.stack) == 1 and self.stack[0] is self.doc.root and self.phase == 1

    def recover_nesting(self, name, pos):
        """a start tag that cannot nest in an open element closes it; True when the run must stop"""
        closers = self.doc.no_nest.get(name)
        if not closers or len(self.stack) <= 1:
            return False
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].name in closers and self.stack[i].parent is not None:
                self.close_to(i, pos)
                if i == 1:
                    self.chunk.open_end = True
                    if self.stop is not None and self.phase == 1 and self.stop(pos):
                        self.stopped = True
                        return True
                return False
        return False

    def start_tag(self, pos):
        text, stack = self.text, self.stack
        fast = _FAST_TAG.match(text, pos)
        if fast is not None:
            name = fast.group(1)
        else:
            m = _NAME.match(text, pos + 1)
            if m is None:
                return self.stray_lt(pos)
            name = m.group(0)
        if len(stack) > 1 and name in self.doc.no_nest and self.recover_nesting(name, pos):
            return pos
        depth = len(stack)
        parent = stack[-1] if depth else None
        if depth == 1 and self.phase == 1 and parent is self.doc.root and self.chunk.start != pos:
            self.new_chunk(pos)   # a top-level element inside the root
        el = _element(self.chunk, _NAMES.get(name) or _name(name), pos, parent, depth)
        if depth == MAX_DEPTH:
            self.err(el._ns, el._ne, Code.XML_TOO_DEEP,
                     "Elements are nested more than %d deep; deeper content is not analysed" % MAX_DEPTH)
        if fast is not None:
            s, e = fast.span(2)
            if s < e:
                self.plain_attributes(el, s, e)
                if len(el.tag_attrs) > 1:
                    self.repeated_attributes(el)
            if fast.group(3):
                el.self_closing = el.closed = True
            i = fast.end()
        else:
            i = self.attributes(el, pos, el._ne)
        el._eo = el._to = i - pos
        el.tag_attrs = tuple(el.tag_attrs)   # a third of the size of a grown list; the empty one is shared
        if el.self_closing:
            el.children = _NO_CHILDREN
        if parent is None:
            self.doc.nodes.append(el)
            self.place_top_level(el)
        else:
            parent.children.append(el)
            if depth == 1 and self.phase == 1 and parent is self.doc.root:
                self.chunk.node = el
        if not el.self_closing:
            stack.append(el)
        return i

    def place_top_level(self, el):
        """the first top-level element is the root; later ones are flagged"""
        if self.stack:
            return
        if self.doc.root is None and not any(x.kind == "element" for x in self.doc.nodes[:-1]):
            self.doc.root = el
            self.chunk.node = el
            if not el.self_closing:
                self.phase = 1
            return
        self.err(el._ns, el._ne, Code.XML_MULTIPLE_ROOTS,
                 "Second top-level element <%s>: only the first root element is read" % el.name)

    def plain_attributes(self, el, s, e):
        """append the attributes of el's start tag from s to e (quoted values without '<' or '&', any spacing
        and quotes); True when they cover the span without gaps (up to trailing whitespace).  Offsets follow
        from the lengths of the matched pieces, counted from el's start (small ints: no objects of their own)."""
        attrs, names, text, base = el.tag_attrs, _NAMES, self.text, el._s
        at = s - base
        for ws, an, eq, dq, sq in _FAST_ATTR.findall(text, s, e):
            a = Attr()       # (its slots set here: no call of _attr per attribute)
            a.name = names.get(an) or _name(an)
            a.raw = a.value = dq or sq
            a._no = at = at + len(ws)
            a._vo = vo = len(an) + len(eq) + 1
            a.owner = el
            attrs.append(a)
            at += vo + len(a.raw) + 1
        return at + base == e or _WS.match(text, at + base, e).end() == e

    def repeated_attributes(self, el):
        """flags each repeated attribute name of el; True when one repeats"""
        if len({a.name for a in el.tag_attrs}) == len(el.tag_attrs):
            return False
        seen = set()
        for a in el.attrs:      # (placed on el for their positions)
            if a.name in seen:
                self.err(a._ns, a._ne, Code.XML_DUPLICATE_ATTR, "Attribute '%s' is repeated" % a.name)
            seen.add(a.name)
        return True

    def _lt_in_value(self, j, k):
        """a quoted value from j to its closing quote k holds '<': a value (as urdfdom reads it) when the
        quote comes before the next '>' or the tag goes on after it, else an unterminated value in a
        half-typed tag"""
        gt = self.text.find(">", j + 1)
        return gt < 0 or k < gt or _TAG_GOES_ON.match(self.text, k + 1) is not None

    def check_char_refs(self, s, e):
        """&#...; as urdfdom reads it: up to the next ';' anywhere, only (hex) digits in between"""
        text = self.text
        i = text.find("&#", s, e)
        while i >= 0:
            q = text.find(";", i + 2)
            body = text[i + 2:q] if q >= 0 else None
            if body is None or not (_HEX_REF if body.startswith("x") else _DEC_REF).fullmatch(body):
                end = e if q < 0 or q >= e else q + 1
                self.err(i, end, Code.XML_BAD_CHAR_REF, "Malformed character reference '%s': urdfdom fails on it"
                         % text[i:end])
            i = text.find("&#", i + 2, e)

    def attributes(self, el, pos, i):
        """read the attributes of a start tag from i; returns the offset after the tag"""
        text, n = self.text, self.n
        seen = set()
        while True:
            i = _WS.match(text, i).end()
            if i >= n:
                self.err(pos, el._ne, Code.XML_UNTERMINATED_TAG, "Start tag <%s> is never closed with '>'" % el.name)
                return i
            ch = text[i]
            if ch == ">":
                return i + 1
            if ch == "/":
                if i + 1 < n and text[i + 1] == ">":
                    el.self_closing = el.closed = True
                    return i + 2
                self.err(i, i + 1, Code.XML_BAD_TAG, "Unexpected '/' in start tag <%s>" % el.name)
                i += 1
                continue
            if ch == "<":
                self.err(pos, el._ne, Code.XML_UNTERMINATED_TAG, "Start tag <%s> is missing '>'" % el.name)
                return i
            am = _ATTR_NAME.match(text, i)
            if not am:
                self.err(i, i + 1, Code.XML_BAD_TAG, "Unexpected character %r in start tag" % ch)
                i += 1
                continue
            an = am.group(0)
            if not _NAME.fullmatch(an):
                self.err(am.start(), am.end(), Code.XML_BAD_ATTR_NAME, "'%s' is not a valid attribute name: "
                         "urdfdom fails with 'Error reading Attributes'" % an)
            if an in seen:
                self.err(am.start(), am.end(), Code.XML_DUPLICATE_ATTR, "Attribute '%s' is repeated" % an)
            seen.add(an)
            i = self.attribute_value(el, an, am.start(), am.end())

    def attribute_value(self, el, an, ans, ane):
        """read `=value` after an attribute name, append the attribute; returns the offset after it"""
        text, n = self.text, self.n
        j = _WS.match(text, ane).end()
        if j >= n or text[j] != "=":
            self.err(ans, ane, Code.XML_ATTR_NO_VALUE, "Attribute '%s' has no value" % an)
            raw, vs, ve, nxt = "", ane, ane, ane
        else:
            j = _WS.match(text, j + 1).end()
            if j < n and text[j] in "\"'":
                q = text[j]
                k = text.find(q, j + 1)
                lt = text.find("<", j + 1)
                if 0 <= lt < k and self._lt_in_value(j, k):
                    self.err(lt, lt + 1, Code.XML_LT_IN_VALUE, "'<' inside an attribute value: urdfdom accepts "
                             "it, lxml-based tools reject the file (write &lt;)")
                    raw, vs, ve, nxt = text[j + 1:k], j + 1, k, k + 1
                elif k < 0 or (0 <= lt < k):
                    # unterminated value: it ends before the next '<' (lookahead stays local)
                    k2 = n if lt < 0 else lt
                    self.err(j, j + 1, Code.XML_UNTERMINATED_VALUE, "Attribute value is never closed with %s" % q)
                    self.chunk.open_end = True  # an edit further on may close the value: rescan this chunk
                    raw, vs, ve, nxt = text[j + 1:k2], j + 1, k2, k2
                else:
                    raw, vs, ve, nxt = text[j + 1:k], j + 1, k, k + 1
            else:
                ve = _UNQUOTED.match(text, j).end()
                raw, vs, nxt = text[j:ve], j, ve
                quote = _QUOTE.search(text, j, ve)
                if quote is not None:
                    self.err(quote.start(), quote.start() + 1, Code.XML_BAD_TAG,
                             "A quote inside the unquoted value of '%s': urdfdom fails reading the attributes" % an)
                else:
                    self.err(j, max(ve, j + 1), Code.XML_UNQUOTED_VALUE,
                             "Attribute value of '%s' must be quoted; urdfdom accepts it, "
                             "lxml-based tools reject the file" % an)
        if "&#" in raw:
            self.check_char_refs(vs, vs + len(raw))
        value = decode_entities(raw, self.chunk.errors, self.chunk, vs)
        el.tag_attrs.append(_attr(_name(an), ans, raw, vs, value, el))
        return nxt


def parse(text: str, no_nest=None, tags=None, memory=None) -> XmlDoc:
    """tags: a dict that the parses of many related files share (urdf-ls check: 70% of the corpus's start tags
    that are new to their file were in an earlier file), or None for a memory of each stretch's own.  What it
    keeps is owned by no tree (attributes placed on none): it keeps no tree alive.
    memory: a ChunkMemory of a batch's earlier parses, whose chunks this one may take over (see there)"""
    doc = XmlDoc(text, no_nest)
    b = _Builder(text, doc, tags)
    b.memory = memory
    b.doc_chunks = doc.chunks
    b.phase = 0  # 0 before root, 1 inside root, 2 after root closed
    b.new_chunk(0)
    b.run(0, [])
    _finish(b, doc, len(text))
    doc.full_parses = 1
    doc.err_chunks = {id(c): c for c in doc.chunks if c.errors}
    doc.fence = len(doc.chunks)
    doc.root_tag_closed = _ends_with_gt(text, doc.root)
    if memory is not None:
        memory.remember(doc, text)
    return doc


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
        most = _MAX_REMEMBERED_CHARS if self.most is None else self.most
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


def _ends_with_gt(text, root):
    """root's start tag ends with its own '>' in text (a str or a window of the head)"""
    return root is not None and text[root.tag_end - 1:root.tag_end] == ">"


def _whole(text):
    """the whole text of a str or a Rope"""
    return text if text.__class__ is str else text.text()


def _finish(b, doc, n):
    if b.stack:
        if b.phase == 1:
            b.close_to(1, n)
            root = b.stack.pop()
            b.chunk.errors.append(Diag(root.c, root._ns, root._ne, Code.XML_UNCLOSED,
                                           "Root element <%s> is not closed" % root.name))
            root._e = n
            b.new_chunk(n)
            root.ce = b.chunk
            b.phase = 2
        else:
            b.close_to(0, n)
    if doc.root is None:
        b.err(0, min(n, 1), Code.XML_NO_ROOT, "No root element found")


def _root_tag_closed(doc):
    """the root start tag ends with its own '>' (not a '>' that ends a value cut short by '<', which the
    head chunk marks open-ended).  Read when the head was scanned: an edit may have changed that text"""
    return doc.root_tag_closed and not doc.chunks[0].open_end


def _first_affected(doc, start):
    """index (in doc.chunks) of the first middle chunk an edit at `start` touches, or None when only the
    head or a full parse is right: the edit touches the root start tag, or there is no middle chunk"""
    chunks, root = doc.chunks, doc.root
    if not doc._incremental_ok() or len(chunks) < 3 or root.self_closing:
        return None
    if start < root.tag_end or not _root_tag_closed(doc):
        return None  # an unterminated root start tag: any edit may complete or extend it
    # the last middle chunk beginning strictly before start (an edit in the tail rescans the last one)
    i = max(1, _bisect_left(chunks, start, _BEGIN, 1, len(chunks) - 1) - 1)
    while i > 1 and chunks[i - 1].open_end:     # a chunk closed implicitly by the next one is rescanned
        i -= 1
    return i


def _move_fence(doc, k):
    """make the chunks before index k exact and those from k on take the shared shift"""
    chunks, sh, f = doc.chunks, doc.shift, doc.fence
    if k > f:
        for c in chunks[f:k]:
            c._d += sh.d
            c.blk = _NO_SHIFT
    elif k < f:
        for c in chunks[k:f]:
            c._d -= sh.d
            c.blk = sh
    doc.fence = k


def _replace_chunks(doc, newdoc, i, j, added, delta):
    """doc.chunks[i:j] become `added` and the chunks after them shift by delta (the list is reused: the
    old tree is not valid after a reparse anyway)"""
    _move_fence(doc, j)
    doc.shift.d += delta
    doc.chunks[i:j] = added
    newdoc.chunks, newdoc.shift, newdoc.fence = doc.chunks, doc.shift, i + len(added)


def reparse(doc: XmlDoc, text, start: int, old_end: int, new_end: int) -> XmlDoc:
    """Return a tree for `text`, given `doc` parsed from the old text where
    old[start:old_end] was replaced by text[start:new_end].  Rescans from the first chunk the edit
    touches until the scan meets an old chunk boundary again (resync); reuses the chunks after it.
    `doc` must not be used afterwards (its root and chunks are reused).

    text: the new text, a str or a Rope.  Of a Rope only a window around the edit is read (see _window),
    and the whole text only when the rescan runs past it."""
    old_len = len(text) - (new_end - old_end)
    if old_end <= (doc.root.tag_end if doc.root is not None else -1):
        newdoc = _reparse_head(doc, text, old_end, new_end)
        if newdoc is not None:
            return newdoc
    i = _first_affected(doc, start)
    if i is None:
        return _parse_again(doc, text, old_len)
    rescan_from = doc.chunks[i].begin if i > 1 else doc.root.tag_end
    window, base = _window(doc, text, i, rescan_from, old_end, new_end - old_end)
    newdoc = _rescan(doc, text, window, base, i, rescan_from, old_end, new_end)
    if newdoc is None and base + len(window) < len(text):   # it ran past the window: again over the whole text
        newdoc = _rescan(doc, text, text.text(), 0, i, rescan_from, old_end, new_end)
    return newdoc if newdoc is not None else _parse_again(doc, text, old_len)


_WINDOW_CHUNKS = 2      # old chunks after the edit that the window of a Rope takes in


def _window(doc, text, i, lo, old_end, delta):
    """(the text the rescan from chunk i, at lo, reads, where it begins in the document).  A str is read whole.  Of a
    Rope, the window runs to the start of an element a few chunks past the edit, as the old text had it,
    where the rescan most likely resyncs.  It ends just before a '<' of the whole text: each way a token or
    a lookahead (text up to the next '<', a tag's spacing or names) can read on past that point, it stops
    at a '<' as it stops at the window's end, except that text before it ends there (so the rescan cannot
    resync at the window's end, and reads the whole text)"""
    if text.__class__ is str:
        return text, 0
    chunks = doc.chunks
    last = len(chunks) - 1
    k = min(_bisect_left(chunks, old_end, _BEGIN, i + 1, last) + _WINDOW_CHUNKS, last)
    while k < last and (chunks[k].node is None or chunks[k].node.kind != "element"):
        k += 1
    hi = chunks[k].begin + delta if k < last else len(text)
    if hi < len(text) and text[hi] != "<":   # (cannot happen for a consistent tree; read all then)
        hi = len(text)
    return text[lo:hi], lo


def _rescan(doc, text, window, base, i, rescan_from, old_end, new_end):
    """the tree of a rescan of `window` (the new text from `base` on) from chunk i (at rescan_from) to a resync
    or to the end of the text; None, with doc unchanged, when it reaches the end of a window before the end of
    the text, or finds only whitespace up to the end of a root never closed (no new chunk holds the errors
    _finish reports for it: a full parse has them)"""
    delta = new_end - old_end
    chunks, root = doc.chunks, doc.root
    last = len(chunks) - 1     # the tail: root close tag and epilog
    newdoc = XmlDoc(text, doc.no_nest)
    newdoc.root = root
    newdoc.root_tag_closed = doc.root_tag_closed
    b = _Builder(window, newdoc, None, base)
    b.doc_chunks, b.phase, b.chunk = [], 1, chunks[i]   # run() opens a new chunk at the first markup
    hit = []

    def stop(p):
        # resync where an old chunk (after the edit) began at the same text, at depth 1
        p += base
        q = p - delta
        if p < new_end or q < old_end:
            return False
        lo = _bisect_left(chunks, q, _BEGIN, i + 1, last)
        if lo < last and chunks[lo].begin == q:
            hit.append(lo)
            return True
        return False

    kids, saved = root.children, (root._cs, root.closed, root._eo, root.ce)
    root.children, root.closed, root._cs = [], False, None
    newdoc.nodes = doc.nodes[:doc.nodes.index(root) + 1]
    b.run(rescan_from - base, [root], stop)
    if not hit and (base + len(window) < len(text) or not b.doc_chunks):
        root.children, (root._cs, root.closed, root._eo, root.ce) = kids, saved
        return None
    new_kids = root.children
    for k in new_kids:
        k.parent = root
    if hit:
        j = hit[0]
        root._cs, root.closed = saved[:2]
        newdoc.nodes = doc.nodes
    else:  # parsed through to the end of the document: the new chunks replace the rest
        _finish(b, newdoc, len(window))
        j = len(chunks)
    removed, added = chunks[i:j], b.doc_chunks
    newdoc.discarded = (chunks[j].begin if j < len(chunks) else len(text) - delta) - rescan_from
    if len(kids) == last - 1:  # one node per middle chunk: splice
        kids[i - 1:min(j, last) - 1] = new_kids
    else:
        kids = [c.node for c in chunks[1:i]] + new_kids + [c.node for c in chunks[j:last]]
    root.children = kids
    _replace_chunks(doc, newdoc, i, j, added, delta)
    newdoc.reused_chunks = len(newdoc.chunks) - len(added)
    gone = {id(c) for c in removed}
    newdoc.err_chunks = {k: c for k, c in doc.err_chunks.items() if k not in gone}
    newdoc.err_chunks.update((id(c), c) for c in added if c.errors)
    newdoc.delta = (removed, added)
    return newdoc


def _parse_again(doc, text, old_len):
    newdoc = parse(_whole(text), doc.no_nest)
    newdoc.discarded = old_len
    return newdoc


_HEAD_LOOKAHEAD = 256    # characters after the root start tag that a rescan of a Rope's head reads too


def _reparse_head(doc, text, old_end, new_end):
    """an edit in the prolog or the root start tag: rescan the head alone when the new root start tag ends
    where the old one did (same name, closed by '>'); the root element and every later chunk are reused.
    None when that does not hold."""
    chunks, root = doc.chunks, doc.root
    if not doc._incremental_ok() or len(chunks) < 3 or root.self_closing or not root.closed:
        return None  # (the error of an unclosed root lives in the tail but points at the head)
    if not _root_tag_closed(doc):
        return None
    delta = new_end - old_end
    tag_end = root.tag_end + delta
    newdoc = XmlDoc(text, doc.no_nest)
    newdoc.discarded = root.tag_end
    head_text = text if text.__class__ is str else text[:tag_end + _HEAD_LOOKAHEAD]
    b = _Builder(head_text, newdoc)
    b.n = tag_end   # a head that does not end there fails below whatever comes after
    b.doc_chunks, b.phase = [], 0
    head = b.new_chunk(0)
    b.run(0, [])
    new = newdoc.root
    if (new is None or b.phase != 1 or b.stack != [new] or new.name != root.name or new._s + new._to != tag_end
            or not _ends_with_gt(head_text, new) or head.open_end):
        return None
    newdoc.root_tag_closed = True
    end = root._e
    root.c, root._s, root._to = head, new._s, new._to
    root._e = end
    root.tag_attrs = _placed(new.tag_attrs, root)
    head.node = root
    newdoc.root = root
    newdoc.nodes[-1] = root
    newdoc.nodes += doc.nodes[doc.nodes.index(root) + 1:]
    old_head = chunks[0]
    _move_fence(doc, 1)
    doc.shift.d += delta
    chunks[0] = head
    newdoc.chunks, newdoc.shift, newdoc.fence = chunks, doc.shift, 1
    newdoc.reused_chunks = len(chunks) - 1
    newdoc.err_chunks = {k: c for k, c in doc.err_chunks.items() if c is not old_head}
    if head.errors:
        newdoc.err_chunks[id(head)] = head
    newdoc.delta = ([], [])   # no rule summary depends on the head
    return newdoc


def dump(doc: XmlDoc):
    """structural dump with absolute offsets, for equality tests"""
    out = []
    stack = [(n, 0) for n in reversed(doc.nodes)]
    while stack:
        node, dep = stack.pop()
        if node.kind == "element":
            out.append(("E", dep, node.name, node.start, node.end, node.name_start, node.name_end, node.tag_end,
                        node.closed, node.self_closing, node.close_start,
                        tuple((a.name, a.name_start, a.name_end, a.value_start, a.value_end, a.value) for a in node.attrs)))
            for ch in reversed(node.children):
                stack.append((ch, dep + 1))
        else:
            out.append((node.kind, dep, node.start, node.end))
    errs = sorted((e.start, e.end, e.code, e.message) for e in doc.errors)
    return out, errs
