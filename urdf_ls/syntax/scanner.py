"""The tolerant XML scanner: text -> XmlDoc with exact offsets.

Never raises on any input and always advances.  Scanner.run is the one loop over the tokens; inside the
root element, fast_body reads the well-formed tokens that nearly every real file is made of with one
match each, and the rest takes the tolerant readers of markup.MarkupReader.  Each top-level child of the
root starts a chunk (see nodes), which is what reparse rescans and ChunkMemory remembers.
"""
from __future__ import annotations

import re

from ..codes import Code, Diag
from .markup import MAX_DEPTH, MarkupReader
from .names import FAST_NAME, MAX_NAMES, NAMES, SPACE, shared_name
from .nodes import NO_CHILDREN, NO_SHIFT, Attr, Chunk, Element, Leaf, XmlDoc, unplaced_attrs

_ATTR_HEAD = re.compile(r"[ \t\r\n]+(%s)=" % FAST_NAME)   # before an attribute's opening quote, as files write it
# the tokens of a well-formed body, each with the whitespace before it: a start tag up to the first '>'
# (group 2 its name, group 3 the rest: _FAST_ATTR must read all of it), a close tag (4), a comment's start
# (lastindex 1), or text up to the next tag (5: not only whitespace, no references); see Scanner.fast_body.
# The sets exclude NUL too: sets of three or more characters are bitmaps, a third faster to test (a NUL
# takes the tolerant path)
# (the name ends where its characters do: group 3 could otherwise take any tail of a long name, and `<` and
# 20,000 letters with no '>' took 6 s)
_FAST_TOKEN = re.compile(r"[ \t\r\n]*(<)(?:(%s)(?![-.0-9:A-Z_a-z])([^<>\x00]*)>|/(%s)[ \t\r\n]*>|!--)"
                         r"|([ \t\r\n]*[^<& \t\r\n][^<&\x00]*)(?=<)" % (FAST_NAME, FAST_NAME))
_HEADS: dict = {}        # ' name=' -> what _attr_head finds in it
# start tags a fast stretch remembers (see fast_body); a remembered text stays with its elements (Element.tag).
# Bounded: unbounded, the texts of unique tags (each link's name) were kept too, small holes all over the tree's
# memory that the next tree filled, so that collecting the first no longer freed whole arenas (RSS stayed 30%
# higher); tags that repeat come early
_MAX_TOKENS = 500
_MAX_SHARED_TAGS = 40000        # in a memory parses share (550 bytes each: at most 22 MB; see parse)
_NOT_START_TAG = frozenset("!?/")   # after '<': comment, CDATA, DOCTYPE, PI or close tag
_BOMS_AND_SPACE = re.compile("[ \t\n\v\f\r\ufeff\ufffe\uffff]*\\Z")   # (U+FFFE, U+FFFF: TinyXML skips them too)
_DECLARATION = re.compile(r"<\?xml\s", re.I)
_ENCODING = re.compile(r"encoding\s*=\s*[\"']([^\"']*)")


def _attr_head(head):
    """an attribute written ` name=` before its opening quote, after any spacing (a tag written over several
    lines): (the shared copy of the name, the length of the spacing before it, the distance from the name to
    the value, from the spacing to the value's closing quote less the value); None when the text is not just
    that"""
    m = _ATTR_HEAD.fullmatch(head)
    if m is None:
        return None
    space = m.start(1)
    found = shared_name(m.group(1)), space, len(head) + 1 - space, len(head) + 2
    if len(_HEADS) < MAX_NAMES:
        _HEADS[head] = found
    return found


class Scanner(MarkupReader):
    """one scan of a text (or of a window of it, from base on) into doc"""

    def __init__(self, text, doc, tags=None, base=0):
        self.text = text
        self.doc = doc
        self.n = len(text)
        self.tags = tags    # the start tags parses share (see parse), or None
        self.base = base    # where text begins in the document (a window of it: see reparse)
        self.memory = None  # the ChunkMemory of a batch's parses (see parse)
        self.no_root_said = False   # text before the root already reported the missing root (finish)

    # ------------------------------------------------------------------ helpers
    def err(self, s, e, code, msg):
        self.chunk.errors.append(Diag(self.chunk, s, e, code, msg))

    def new_chunk(self, pos):
        c = Chunk(pos, self.base)
        if pos < self.open_until:   # a nesting lookahead read its text: an edit in it decides again
            c.open_end = True
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
                if depth and SPACE.match(text, pos).end() == nxt:
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
                    if root is not None:     # TinyXML stops reading the document at text after the root
                        nxt = n
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
                    self.unterminated_after(pos, pos + 9, Code.XML_UNTERMINATED_CDATA,
                                            "CDATA section is never closed with ]]>")
                    end = n
                else:
                    end = e + 3
                pos = self.leaf("cdata", pos, end, top)
                continue
            if text.startswith("<?", pos):
                e = find("?>", pos + 2)
                end = n if e < 0 else e + 2
                if e < 0:
                    self.unterminated_after(pos, pos + 2, Code.XML_UNTERMINATED_PI,
                                            "Processing instruction is never closed with ?>")
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
        no_nest, names, memory = self.doc.no_nest, NAMES, self.memory
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
                        first = unplaced_attrs(first)
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
                node = Element()   # (its slots set here: no call of markup._element per element)
                node._s = lt
                if known is None:
                    e -= closing
                    # (in a shared memory, owned by none from the start: no copy is made for the memory)
                    node.tag_attrs = self.start_tag_attributes(node, s, e, shared) if s < e else ()
                    if node.tag_attrs is None:
                        return lt
                    name = names.get(name) or shared_name(name)
                else:
                    node.tag_attrs = first     # that tag's attributes, shared (see Element.attrs)
                node.name = name
                node.tag = tag
                node.parent = parent
                node.depth = depth
                node.closed = node.self_closing = closing
                node._cs = None
                node._eo = node._to = pos - lt
                node.children = NO_CHILDREN if closing else []
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
                                       attrs[0].owner is None else unplaced_attrs(attrs), tok)
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
        chunk.blk = NO_SHIFT
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
        if self.stop is not None and lt >= self.open_until and self.stop(lt):   # (see recover_nesting)
            self.stopped = True
            return None
        chunk = self.new_chunk(lt)
        chunk.node = node
        return chunk

    def text_outside_root(self, pos, data):
        s = pos + (len(data) - len(data.lstrip()))
        e = s + min(len(data.strip()), 40)
        if self.doc.root is None and _BOMS_AND_SPACE.match(data) and not self.declares_other_encoding():
            return      # TinyXML reading UTF-8 skips these as whitespace (two BOMs, say)
        if self.doc.root is None:   # TinyXML stops reading the document at text: urdfdom sees it empty
            self.no_root_said = True
            self.err(s, e, Code.XML_NO_ROOT, "Text before the root element: urdfdom stops reading there and "
                     "finds no root element")
        else:
            self.err(s, e, Code.XML_TEXT_OUTSIDE_ROOT, "Text after the root element: urdfdom stops reading there, "
                     "lxml-based tools reject the file")

    def declares_other_encoding(self):
        """an XML declaration before this point names an encoding other than UTF-8 (TinyXML then reads bytes).
        Without one TinyXML reads UTF-8 only after a BOM, which the text no longer shows: taken to be there"""
        for node in self.doc.nodes:
            if node.kind == "pi" and _DECLARATION.match(node.data):
                m = _ENCODING.search(node.data)
                return m is not None and m.group(1).lower() not in ("", "utf-8", "utf8")
        return False

    def leaf(self, kind, s, e, top):
        node = Leaf(kind, self.chunk, s, e, self.text[s:e], self.stack[-1] if self.stack else None)
        self.add(node)
        if top:
            self.chunk.node = node
        return e

    def finish(self, n):
        """close what is still open at the end n of the text, and flag a document without a root"""
        if self.stack:
            if self.phase == 1:
                self.close_to(1, n)
                root = self.stack.pop()
                self.chunk.errors.append(Diag(root.c, root._ns, root._ne, Code.XML_UNCLOSED,
                                              "Root element <%s> is not closed" % root.name))
                root._e = n
                self.new_chunk(n)
                root.ce = self.chunk
                self.phase = 2
            else:
                self.close_to(0, n)
        if self.doc.root is None and not self.no_root_said:
            self.err(0, min(n, 1), Code.XML_NO_ROOT, "No root element found")


def parse(text: str, no_nest=None, tags=None, memory=None) -> XmlDoc:
    """tags: a dict that the parses of many related files share (urdf-ls check: 70% of the corpus's start tags
    that are new to their file were in an earlier file), or None for a memory of each stretch's own.  What it
    keeps is owned by no tree (attributes placed on none): it keeps no tree alive.
    memory: a ChunkMemory of a batch's earlier parses, whose chunks this one may take over (see there)"""
    doc, b = _scan(text, no_nest, tags, memory)
    if b.skipped_before_root and (doc.root is None or doc.root.name != "robot"):
        # the <robot> after the skipped elements is no top-level element: the first element is the root
        doc, b = _scan(text, no_nest, tags, memory, robot_may_follow=False)
    doc.full_parses = 1
    doc.err_chunks = {id(c): c for c in doc.chunks if c.errors}
    doc.fence = len(doc.chunks)
    doc.root_tag_closed = ends_with_gt(text, doc.root)
    if memory is not None:
        memory.remember(doc, text)
    return doc


def _scan(text, no_nest, tags, memory, robot_may_follow=True):
    doc = XmlDoc(text, no_nest)
    b = Scanner(text, doc, tags)
    b.memory = memory
    b.robot_may_follow = robot_may_follow
    b.doc_chunks = doc.chunks
    b.phase = 0  # 0 before root, 1 inside root, 2 after root closed
    b.new_chunk(0)
    b.run(0, [])
    b.finish(len(text))
    return doc, b


def ends_with_gt(text, root):
    """root's start tag ends with its own '>' in text (a str or a window of the head)"""
    return root is not None and text[root.tag_end - 1:root.tag_end] == ">"
