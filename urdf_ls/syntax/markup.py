"""How the scanner reads each kind of markup on its tolerant path: start tags and their attributes, close
tags, DOCTYPE and stray '<', with every error urdfdom (TinyXML) would meet.  Never raises and always advances.

MarkupReader is the part of scanner.Scanner that these readers make up: they read and change its state
(text, n, stack, chunk, phase, doc) and report through its err, add, leaf, close_to and new_chunk."""
from __future__ import annotations

import re
from functools import cache

from ..codes import Code, Diag
from .names import FAST_NAME, NAME, NAME_CHAR, NAMES, SPACE, shared_name
from .nodes import NO_CHILDREN, Attr, Element, Leaf

MAX_DEPTH = 1000  # deeper elements are still parsed but flagged

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
_FAST_TAG = re.compile(r"<(%s)((?:[ \t\r\n]+%s[ \t\r\n]*=[ \t\r\n]*(?:\"[^\"<&]*\"|'[^'<&]*'))*)[ \t\r\n]*(/?)>"
                       % (FAST_NAME, FAST_NAME))
# a tag as nested_in_place reads it: group 1 '/' of a close tag, 2 the name, 3 '/' of an empty tag; comments,
# CDATA, PIs and DOCTYPEs without a name
@cache
def _lookahead_tag():
    """compiled when a nested link or joint first needs it (0.3 ms: a small check starts without it)"""
    # (the name ends where its characters do: the loop after it could otherwise take any tail of a long name, and
    # `<` and 20,000 letters with no '>' took 50 s)
    return re.compile(r"<(?:!--.*?-->|!\[CDATA\[.*?\]\]>|[!?][^>]*>|(/?)(%s)(?!%s)(?:[^>\"']|\"[^\"]*\"|'[^']*')*?(/?)>)"
                      % (NAME.pattern, NAME_CHAR), re.S)
MAX_NESTED_SIBLINGS = 8     # links/joints after the first one nested in the same element that still read as nested
_ROBOT_TAG = re.compile(r"<robot[ \t\r\n\f\v/>]")
# (from the start of a run of white space only: findall tried every position of a long run, each to its end)
_FAST_ATTR = re.compile(r"(?<![ \t\r\n])([ \t\r\n]+)(%s)([ \t\r\n]*=[ \t\r\n]*)(?:\"([^\"<&]*)\"|'([^'<&]*)')"
                        % FAST_NAME)


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
                digits = (ref[2:] if ref[1] == "x" else ref[1:]).lstrip("0")
                # (more than 8 digits is past U+10FFFF in either base; int() of 4,300 digits raises)
                cp = 0x110000 if len(digits) > 8 else int(digits or "0", 16 if ref[1] == "x" else 10)
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


class MarkupReader:
    """the readers of markup that takes the tolerant path (see the module's doc)"""
    robot_may_follow = True         # a top-level element before a <robot> start tag is not the root
    skipped_before_root = False     # one was not
    window_cut = False              # the text is a window of a rescan that ends before the document does
    open_until = -1                 # top-level chunks starting before this offset are open-ended (recover_nesting)

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
            self.unterminated_after(pos, pos + 2, Code.XML_UNTERMINATED_DOCTYPE, "<!DOCTYPE ...> is never closed")
        elif self.after_root():     # (TinyXML reads an unknown node up to the first '>', then stops at text)
            self.err(pos, pos + 9, Code.XML_TEXT_OUTSIDE_ROOT, "A DOCTYPE after the root element: urdfdom ignores "
                     "it, lxml-based tools reject the file")
        elif self.stack:            # (TinyXML reads an unknown node up to the first '>', the rest as text)
            self.err(pos, pos + 9, Code.XML_DOCTYPE_IN_ELEMENT, "A DOCTYPE inside <%s>: urdfdom skips it, "
                     "lxml- and expat-based tools (xacro) reject the file" % self.stack[-1].name)
        elif "[" in body:
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
        m = NAME.match(text, pos + 2)
        name = m.group(0) if m else ""
        ne = m.end() if m else pos + 2
        w = self.tag_space(ne)
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
        if self.after_root():
            self.err(pos, end, Code.XML_TEXT_OUTSIDE_ROOT, "%s, after the root element: urdfdom ignores it, "
                     "lxml-based tools reject the file" % message)
        else:
            self.err(pos, end, code, message)

    def after_root(self):
        """past the root element (closed, or self-closing), outside any element"""
        return self.doc.root is not None and not self.stack

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
        """a start tag that cannot nest in an open element closes it, unless it starts a whole nested element
        (see nested_in_place); True when the run must stop"""
        closers = self.doc.no_nest.get(name)
        if not closers or len(self.stack) <= 1:
            return False
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].name in closers and self.stack[i].parent is not None:
                whole = self.nested_in_place(pos, i)
                if whole is None:      # (the window of a rescan ends first: the rescan reads the whole text)
                    self.stopped = True
                    return True
                if whole:
                    return False
                self.close_to(i, pos)
                if i == 1:      # the lookahead read the text up to self.looked_to: an edit there decides again
                    self.chunk.open_end = True
                    self.open_until = self.looked_to
                return False
        return False

    def nested_in_place(self, pos, i):
        """the start tag at pos (of a link or joint, inside stack[i], another one) begins an element that ends,
        after which the elements open from stack[i] on close in order, before any other link or joint starts:
        a whole element nested where urdfdom does not look (it reads only the children of <robot>), not one
        typed before the close tags of the one above.  None when the window of a rescan ends first.  Other links
        and joints may follow inside (nested siblings), up to MAX_NESTED_SIBLINGS: beyond them the element reads
        as typing, so that typing a link above others looks ahead a few chunks, not to the end of the file"""
        text, n, no_nest = self.text, self.n, self.doc.no_nest
        open_names = [el.name for el in self.stack[i:]]
        at, siblings, lookahead_tag = pos, -1, _lookahead_tag()
        while True:
            lt = text.find("<", at, n)
            m = lookahead_tag.match(text, lt, n) if lt >= 0 else None
            if m is None:
                self.looked_to = n
                return None if lt < 0 and self.window_cut else False
            at = self.looked_to = m.end()
            name = m.group(2)
            if name is None:
                continue
            if m.group(1):
                if name != open_names[-1]:
                    return False
                open_names.pop()
                if not open_names:
                    return True
            else:
                if name in no_nest:
                    siblings += 1
                    if siblings > MAX_NESTED_SIBLINGS:
                        return False
                if not m.group(3):
                    open_names.append(name)

    def start_tag(self, pos):
        text, stack = self.text, self.stack
        fast = _FAST_TAG.match(text, pos)
        if fast is not None:
            name = fast.group(1)
        else:
            m = NAME.match(text, pos + 1)
            if m is None:
                return self.stray_lt(pos)
            name = m.group(0)
        if len(stack) > 1 and name in self.doc.no_nest and self.recover_nesting(name, pos):
            return pos
        depth = len(stack)
        parent = stack[-1] if depth else None
        if depth == 1 and self.phase == 1 and parent is self.doc.root and self.chunk.start != pos:
            self.new_chunk(pos)   # a top-level element inside the root
        el = _element(self.chunk, NAMES.get(name) or shared_name(name), pos, parent, depth)
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
            el.children = NO_CHILDREN
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
        """the first top-level <robot> is the root, as urdfdom takes it (TinyXML reads every top-level
        element); without one, the first element.  Others are flagged"""
        if self.stack:
            return
        if self.doc.root is None and el.name != "robot" and self.robot_may_follow \
                and _ROBOT_TAG.search(self.text, el._s + 1):
            self.skipped_before_root = True
            self.err(el._ns, el._ne, Code.XML_MULTIPLE_ROOTS, "<%s> before the root element <robot>: urdfdom "
                     "ignores it, lxml-based tools reject the file" % el.name)
            return
        if self.doc.root is None:
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
        attrs, names, text, base = el.tag_attrs, NAMES, self.text, el._s
        at = s - base
        for ws, an, eq, dq, sq in _FAST_ATTR.findall(text, s, e):
            a = Attr()       # (its slots set here: no call of _attr per attribute)
            a.name = names.get(an) or shared_name(an)
            a.raw = a.value = dq or sq
            a._no = at = at + len(ws)
            a._vo = vo = len(an) + len(eq) + 1
            a.owner = el
            attrs.append(a)
            at += vo + len(a.raw) + 1
        return at + base == e or SPACE.match(text, at + base, e).end() == e

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

    def tag_space(self, i):
        """where the spacing at i inside a tag ends.  A form feed or vertical tab in it is whitespace to TinyXML
        (isspace), not to XML: flagged"""
        text, n = self.text, self.n
        i = SPACE.match(text, i).end()
        while i < n and text[i] in "\f\v":
            self.err(i, i + 1, Code.XML_CONTROL_SPACE, "%s inside a tag: urdfdom reads it as a space, lxml-based "
                     "tools reject the file" % ("A form feed" if text[i] == "\f" else "A vertical tab"))
            i = SPACE.match(text, i + 1).end()
        return i

    def attributes(self, el, pos, i):
        """read the attributes of a start tag from i; returns the offset after the tag"""
        text, n = self.text, self.n
        seen = set()
        while True:
            i = self.tag_space(i)
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
            if not NAME.fullmatch(an):
                self.err(am.start(), am.end(), Code.XML_BAD_ATTR_NAME, "'%s' is not a valid attribute name: "
                         "urdfdom fails with 'Error reading Attributes'" % an)
            if an in seen:
                self.err(am.start(), am.end(), Code.XML_DUPLICATE_ATTR, "Attribute '%s' is repeated" % an)
            seen.add(an)
            i = self.attribute_value(el, an, am.start(), am.end())

    def attribute_value(self, el, an, ans, ane):
        """read `=value` after an attribute name, append the attribute; returns the offset after it"""
        text, n = self.text, self.n
        j = self.tag_space(ane)
        if j >= n or text[j] != "=":
            self.err(ans, ane, Code.XML_ATTR_NO_VALUE, "Attribute '%s' has no value" % an)
            raw, vs, ve, nxt = "", ane, ane, ane
        else:
            j = self.tag_space(j + 1)
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
        el.tag_attrs.append(_attr(shared_name(an), ans, raw, vs, value, el))
        return nxt


