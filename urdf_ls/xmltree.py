"""Tolerant XML scanner and tree with exact offsets and incremental reparse.

Never raises on any input and always advances.  The document is split into
*chunks*: the head (prolog + root start tag), one chunk per top-level child of
the root element, and the tail (root close tag + epilog).  Every node stores
offsets relative to its chunk's shift ``d``, so an edit inside the root only
rebuilds the chunks it touches and shifts the following chunks in O(chunks).
"""
from __future__ import annotations

import re

__all__ = ["Chunk", "Element", "Attr", "Leaf", "XmlError", "XmlDoc", "parse", "reparse"]

MAX_DEPTH = 1000  # deeper elements are still parsed but flagged


def _bisect_left(seq, x, key, lo=0):
    """first index i >= lo with key(seq[i]) >= x (seq sorted by key)"""
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


class Chunk:
    __slots__ = ("d", "start", "errors", "node", "cache", "open_end")

    def __init__(self, start: int):
        self.d = 0
        self.open_end = False  # its element was closed implicitly by the next chunk
        self.start = start
        self.errors: list[XmlError] = []
        self.node = None  # top-level node for middle chunks
        self.cache = None  # analysis cache (owned by urdf_ls.analysis)

    @property
    def begin(self) -> int:
        return self.start + self.d


class XmlError:
    __slots__ = ("c", "_s", "_e", "code", "message", "severity")

    def __init__(self, c, s, e, code, message, severity="error"):
        self.c, self._s, self._e = c, s, e
        self.code, self.message, self.severity = code, message, severity

    @property
    def start(self):
        return self._s + self.c.d

    @property
    def end(self):
        return self._e + self.c.d


class Attr:
    __slots__ = ("c", "name", "raw", "value", "_ns", "_ne", "_vs", "_ve")

    def __init__(self, c, name, ns, ne, raw, vs, ve, value):
        self.c, self.name, self._ns, self._ne = c, name, ns, ne
        self.raw, self._vs, self._ve, self.value = raw, vs, ve, value

    name_start = property(lambda self: self._ns + self.c.d)
    name_end = property(lambda self: self._ne + self.c.d)
    # value span excludes quotes; for a missing value both equal name_end
    value_start = property(lambda self: self._vs + self.c.d)
    value_end = property(lambda self: self._ve + self.c.d)

    @property
    def local(self):
        return self.name.rsplit(":", 1)[-1]


class Leaf:
    """text, comment, cdata, pi or doctype node"""
    __slots__ = ("kind", "c", "_s", "_e", "parent", "data")

    def __init__(self, kind, c, s, e, data, parent):
        self.kind, self.c, self._s, self._e, self.data, self.parent = kind, c, s, e, data, parent

    start = property(lambda self: self._s + self.c.d)
    end = property(lambda self: self._e + self.c.d)


class Element:
    __slots__ = ("c", "ce", "name", "_s", "_e", "_ns", "_ne", "_te", "attrs", "children",
                 "parent", "closed", "self_closing", "_cs", "depth")
    kind = "element"

    def __init__(self, c, name, s, ns, ne, parent, depth):
        self.c = self.ce = c
        self.name, self._s, self._ns, self._ne = name, s, ns, ne
        self._te = self._e = ne
        self.attrs: list[Attr] = []
        self.children: list = []
        self.parent = parent
        self.closed = False
        self.self_closing = False
        self._cs = None  # offset of "</" of the close tag
        self.depth = depth

    start = property(lambda self: self._s + self.c.d)
    end = property(lambda self: self._e + self.ce.d)
    name_start = property(lambda self: self._ns + self.c.d)
    name_end = property(lambda self: self._ne + self.c.d)
    tag_end = property(lambda self: self._te + self.c.d)  # end of the start tag

    @property
    def close_start(self):
        return None if self._cs is None else self._cs + self.ce.d

    @property
    def local(self):
        return self.name.rsplit(":", 1)[-1]

    @property
    def prefix(self):
        return self.name.rsplit(":", 1)[0] if ":" in self.name else ""

    def get(self, name, default=None):
        for a in self.attrs:
            if a.name == name:
                return a.value
        return default

    def attr(self, name):
        for a in self.attrs:
            if a.name == name:
                return a
        return None

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


_NAME = re.compile(r"[A-Za-z_:\u00c0-\uffff][-A-Za-z0-9_:.\u00b7\u00c0-\uffff]*")
_WS = re.compile(r"[ \t\r\n]*")
_ATTR_NAME = re.compile(r"[^\s=<>/\"']+")
_ENT = re.compile(r"&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][-A-Za-z0-9_.]*);?")
_PREDEF = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}
# elements that never nest inside one another in URDF; a start tag of one of these
# implicitly closes an unclosed one above it (recovery for half-typed documents)
_NO_NEST = {"link": ("link", "joint"), "joint": ("link", "joint")}


def decode_entities(raw, errs=None, c=None, base=0):
    if "&" not in raw:
        return raw
    out = []
    pos = 0
    for m in _ENT.finditer(raw):
        out.append(raw[pos:m.start()])
        ref = m.group(1)
        ok = m.group(0).endswith(";")
        val = None
        if ok:
            if ref.startswith("#x"):
                try:
                    val = chr(int(ref[2:], 16))
                except (ValueError, OverflowError):
                    val = None
            elif ref.startswith("#"):
                try:
                    val = chr(int(ref[1:]))
                except (ValueError, OverflowError):
                    val = None
            else:
                val = _PREDEF.get(ref)
        if val is None:
            if errs is not None:
                errs.append(XmlError(c, base + m.start(), base + m.end(), "xml-entity",
                                     "Unknown or malformed entity reference '%s': it is never expanded "
                                     "(urdfdom keeps it literally, lxml-based tools reject the file)" % m.group(0),
                                     "warning"))
            val = m.group(0)
        out.append(val)
        pos = m.end()
    out.append(raw[pos:])
    return "".join(out)


class XmlDoc:
    """Parsed document: chunks + root + convenience lookups."""

    def __init__(self, text):
        self.text = text
        self.chunks: list[Chunk] = []
        self.nodes: list = []  # top-level nodes (document children)
        self.root: Element | None = None
        self.full_parses = 0
        self.reused_chunks = 0
        self.delta = None      # (removed chunks, added chunks) when produced by an incremental reparse
        self.err_chunks = {}   # id -> chunk, for chunks that carry XML errors

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
    def __init__(self, text, doc):
        self.text = text
        self.doc = doc
        self.n = len(text)

    # ------------------------------------------------------------------ helpers
    def err(self, s, e, code, msg, sev="error"):
        self.chunk.errors.append(XmlError(self.chunk, s, max(e, s), code, msg, sev))

    def new_chunk(self, pos):
        c = Chunk(pos)
        self.doc_chunks.append(c)
        self.chunk = c
        return c

    def add(self, node):
        parent = self.stack[-1] if self.stack else None
        if parent is None:
            self.doc.nodes.append(node)
        else:
            parent.children.append(node)

    def close_to(self, idx, pos, code="xml-unclosed"):
        """pop stack down to length idx, flagging unclosed elements"""
        while len(self.stack) > idx:
            e = self.stack.pop()
            if not e.closed:
                self.chunk.errors.append(XmlError(e.c, e._ns, e._ne, code, "Element <%s> is not closed" % e.name))
                e._e = pos
                e.ce = self.chunk

    # ------------------------------------------------------------------ main loop
    def run(self, pos, stack, stop=None):
        """scan from pos with the given open-element stack.

        stop(pos) is called at each depth-1 boundary inside the root; returning
        True ends the run (used for incremental resync).  Returns end position.
        """
        text, n = self.text, self.n
        self.stack = stack
        self.stop = stop
        self.stopped = False
        find = text.find
        while pos < n and not self.stopped:
            depth = len(self.stack)
            root = self.doc.root
            top = depth == 1 and self.stack[0] is root and root is not None
            if top and self.phase == 1:
                if stop is not None and stop(pos):
                    return pos
                if not text.startswith("</", pos):
                    self.new_chunk(pos)
            ch = text[pos]
            if ch != "<":
                nxt = find("<", pos)
                if nxt < 0:
                    nxt = n
                data = text[pos:nxt]
                if depth == 0 and data.strip():
                    s = pos + (len(data) - len(data.lstrip()))
                    self.err(s, s + min(len(data.strip()), 40), "xml-text-outside-root",
                             "Text outside the root element", "warning")
                pos = self.leaf("text", pos, nxt, top)
                continue
            if text.startswith("<!--", pos):
                e = find("-->", pos + 4)
                if e < 0:
                    self.err(pos, pos + 4, "xml-unterminated-comment", "Comment is never closed with -->")
                    end = n
                else:
                    end = e + 3
                pos = self.leaf("comment", pos, end, top)
                continue
            if text.startswith("<![CDATA[", pos):
                e = find("]]>", pos + 9)
                if e < 0:
                    self.err(pos, pos + 9, "xml-unterminated-cdata", "CDATA section is never closed with ]]>")
                    end = n
                else:
                    end = e + 3
                pos = self.leaf("cdata", pos, end, top)
                continue
            if text.startswith("<?", pos):
                e = find("?>", pos + 2)
                end = n if e < 0 else e + 2
                if e < 0:
                    self.err(pos, pos + 2, "xml-unterminated-pi", "Processing instruction is never closed with ?>")
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
            self.err(pos, pos + 2, "xml-unterminated-doctype", "<!DOCTYPE ...> is never closed")
        if "[" in body:
            m = re.search(r"<!ENTITY", body)
            if m:
                self.err(pos + m.start(), pos + m.end(), "xml-entity-decl",
                         "Entity declarations are not supported and are never expanded "
                         "(no external file is read); urdfdom cannot parse a DOCTYPE internal subset")
            else:
                self.err(pos, pos + 9, "xml-doctype-subset",
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
            pending = (pos, ne, "xml-bad-close-tag", "Close tag </%s> is missing '>'" % name)
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
            if not name:
                self.err(pos, end, "xml-bad-close-tag", "Malformed close tag")
            else:
                self.err(pos + 2, ne, "xml-mismatched-tag",
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
        e = self.stack.pop()
        e.closed = True
        e._cs = pos
        e._e = end
        e.ce = self.chunk
        return end

    def start_tag(self, pos):
        text, n = self.text, self.n
        m = _NAME.match(text, pos + 1)
        if not m:
            # stray '<'
            self.err(pos, pos + 1, "xml-stray-lt", "'<' not followed by an element name")
            nxt = text.find("<", pos + 1)
            if nxt < 0:
                nxt = n
            node = Leaf("text", self.chunk, pos, nxt, text[pos:nxt], self.stack[-1] if self.stack else None)
            self.add(node)
            if len(self.stack) == 1 and self.stack[0] is self.doc.root and self.phase == 1:
                self.chunk.node = node
            return nxt
        name = m.group(0)
        # recovery: a <link>/<joint> start tag closes an unclosed link/joint above it
        closers = _NO_NEST.get(name)
        if closers and len(self.stack) > 1:
            for i in range(len(self.stack) - 1, 0, -1):
                if self.stack[i].name in closers and self.stack[i].parent is not None:
                    self.close_to(i, pos)
                    if i == 1:
                        self.chunk.open_end = True
                        if self.stop is not None and self.phase == 1 and self.stop(pos):
                            self.stopped = True
                            return pos
                    break
        top = len(self.stack) == 1 and self.stack[0] is self.doc.root and self.doc.root is not None and self.phase == 1
        if top and self.chunk.start != pos:
            self.new_chunk(pos)
        parent = self.stack[-1] if self.stack else None
        depth = len(self.stack)
        el = Element(self.chunk, name, pos, m.start(), m.end(), parent, depth)
        if depth == MAX_DEPTH:
            self.err(m.start(), m.end(), "xml-too-deep",
                     "Elements are nested more than %d deep; deeper content is not analysed" % MAX_DEPTH)
        i = m.end()
        seen = set()
        while True:
            i = _WS.match(text, i).end()
            if i >= n:
                self.err(pos, m.end(), "xml-unterminated-tag", "Start tag <%s> is never closed with '>'" % name)
                break
            ch = text[i]
            if ch == ">":
                i += 1
                break
            if ch == "/":
                if i + 1 < n and text[i + 1] == ">":
                    el.self_closing = True
                    el.closed = True
                    i += 2
                    break
                self.err(i, i + 1, "xml-bad-tag", "Unexpected '/' in start tag <%s>" % name)
                i += 1
                continue
            if ch == "<":
                self.err(pos, m.end(), "xml-unterminated-tag", "Start tag <%s> is missing '>'" % name)
                break
            am = _ATTR_NAME.match(text, i)
            if not am:
                self.err(i, i + 1, "xml-bad-tag", "Unexpected character %r in start tag" % ch)
                i += 1
                continue
            an, ans, ane = am.group(0), am.start(), am.end()
            j = _WS.match(text, ane).end()
            if j < n and text[j] == "=":
                j = _WS.match(text, j + 1).end()
                if j < n and text[j] in "\"'":
                    q = text[j]
                    k = text.find(q, j + 1)
                    lt = text.find("<", j + 1)
                    if k < 0 or (0 <= lt < k):
                        # unterminated value: it ends before the next '<' (lookahead stays local)
                        k2 = n if lt < 0 else lt
                        self.err(j, j + 1, "xml-unterminated-value", "Attribute value is never closed with %s" % q)
                        raw = text[j + 1:k2]
                        vs, ve, nxt = j + 1, k2, k2
                    else:
                        raw = text[j + 1:k]
                        vs, ve, nxt = j + 1, k, k + 1
                else:
                    vm = re.compile(r"[^\s>]*").match(text, j)
                    ve = vm.end()
                    if ve > j and text[ve - 1] == "/" and ve < n and text[ve] == ">":
                        ve -= 1
                    raw = text[j:ve]
                    vs, nxt = j, ve
                    self.err(j, max(ve, j + 1), "xml-unquoted-value",
                             "Attribute value of '%s' must be quoted; urdfdom accepts it, "
                             "lxml-based tools reject the file" % an, "warning")
            else:
                self.err(ans, ane, "xml-attr-no-value", "Attribute '%s' has no value" % an)
                raw, vs, ve, nxt = "", ane, ane, ane
            value = decode_entities(raw, self.chunk.errors, self.chunk, vs)
            if an in seen:
                self.err(ans, ane, "xml-duplicate-attr", "Attribute '%s' is repeated" % an)
            seen.add(an)
            el.attrs.append(Attr(self.chunk, an, ans, ane, raw, vs, ve, value))
            i = nxt
        el._te = i
        el._e = i
        self.add(el)
        if top:
            self.chunk.node = el
        if self.doc.root is None and not self.stack:
            if self.doc.nodes and any(x.kind == "element" for x in self.doc.nodes[:-1]):
                self.err(m.start(), m.end(), "xml-multiple-roots",
                         "Second top-level element <%s>: only the first root element is read" % name, "warning")
            else:
                self.doc.root = el
                self.chunk.node = el
                if not el.self_closing:
                    self.phase = 1
        elif not self.stack:
            self.err(m.start(), m.end(), "xml-multiple-roots",
                     "Second top-level element <%s>: only the first root element is read" % name, "warning")
        if not el.self_closing:
            self.stack.append(el)
        return i


def parse(text: str) -> XmlDoc:
    doc = XmlDoc(text)
    b = _Builder(text, doc)
    b.doc_chunks = doc.chunks
    b.phase = 0  # 0 before root, 1 inside root, 2 after root closed
    b.new_chunk(0)
    b.run(0, [])
    _finish(b, doc, len(text))
    doc.full_parses = 1
    doc.err_chunks = {id(c): c for c in doc.chunks if c.errors}
    return doc


def _finish(b, doc, n):
    if b.stack:
        if b.phase == 1:
            b.close_to(1, n)
            root = b.stack.pop()
            b.chunk.errors.append(XmlError(root.c, root._ns, root._ne, "xml-unclosed",
                                           "Root element <%s> is not closed" % root.name))
            root._e = n
            b.new_chunk(n)
            root.ce = b.chunk
            b.phase = 2
        else:
            b.close_to(0, n)
    if doc.root is None:
        b.err(0, min(n, 1), "xml-no-root", "No root element found")


def reparse(doc: XmlDoc, text: str, start: int, old_end: int, new_end: int) -> XmlDoc:
    """Return a tree for `text`, given `doc` parsed from the old text where
    old[start:old_end] was replaced by text[start:new_end].  Reuses untouched
    chunks; falls back to a full parse when the edit touches the head/tail."""
    delta = new_end - old_end
    chunks = doc.chunks
    if not doc._incremental_ok() or len(chunks) < 3 or doc.root.self_closing:
        return parse(text)
    head, tail = chunks[0], chunks[-1]
    root = doc.root
    if start < root.tag_end or old_end > tail.begin:
        return parse(text)  # the edit touches the root start tag or the root close tag
    if start == root.tag_end and doc.text[root.tag_end - 1:root.tag_end] != ">":
        return parse(text)  # the root start tag was unterminated: the edit may complete it
    mid = chunks[1:-1]
    # first affected chunk: last chunk beginning strictly before start
    i = _bisect_left(mid, start, _BEGIN) - 1
    if i < 0:
        if not mid or mid[0].begin != start:
            return parse(text)
        i = 0
    while i > 0 and mid[i - 1].open_end:
        i -= 1
    restart = mid[i].begin
    # old chunk starts (old coordinates) at/after old_end for resync
    nmid = len(mid)
    saved_close, saved_closed = root._cs, root.closed

    newdoc = XmlDoc(text)
    newdoc.root = root
    newdoc.nodes = doc.nodes
    b = _Builder(text, newdoc)
    newch: list[Chunk] = []
    b.doc_chunks = newch
    b.phase = 1
    b.chunk = mid[i]  # placeholder; run() opens a new chunk immediately
    hit = {}

    def stop(p):
        # resync where an old chunk (after the edit) began at the same text, at depth 1
        if p >= new_end:
            q = p - delta
            if q < old_end:
                return False
            lo = _bisect_left(mid, q, _BEGIN, i + 1)
            if lo < nmid and mid[lo].begin == q:
                hit["j"] = lo
                return True
        return False

    saved_children = root.children
    root.children = []
    ri = doc.nodes.index(root)
    newdoc.nodes = doc.nodes[:ri + 1]
    root.closed, root._cs = False, None
    b.run(restart, [root], stop)
    new_kids = root.children
    for k in new_kids:
        k.parent = root
    if "j" in hit:
        j = hit["j"]
        rest = mid[j:]
        for c in rest:
            c.d += delta
        tail.d += delta
        if len(saved_children) == nmid:  # one node per middle chunk: splice
            root.children = saved_children[:i] + new_kids + saved_children[j:]
        else:
            root.children = [c.node for c in mid[:i]] + new_kids + [c.node for c in rest]
        root._cs = saved_close
        root.closed = saved_closed
        newdoc.nodes = doc.nodes[:]
        newdoc.chunks = [head] + mid[:i] + newch + rest + [tail]
        newdoc.reused_chunks = len(mid) - (j - i)
        removed, added = mid[i:j], newch
    else:
        # parsed through to the end of the document: the new chunks replace the rest
        _finish(b, newdoc, len(text))
        root.children = [c.node for c in mid[:i]] + new_kids
        newdoc.chunks = [head] + mid[:i] + b.doc_chunks
        newdoc.reused_chunks = i
        removed, added = mid[i:] + [tail], b.doc_chunks
    errs = dict(doc.err_chunks)
    for c in removed:
        errs.pop(id(c), None)
    for c in added:
        if c.errors:
            errs[id(c)] = c
    newdoc.err_chunks = errs
    newdoc.delta = (removed, added)
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
