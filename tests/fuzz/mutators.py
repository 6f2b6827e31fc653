"""Grammar-aware mutations of URDF / xacro text.

Every mutator is ``fn(text, rnd) -> str | (codec, str) | None`` (None: not applicable to this file).  A
str result is written as UTF-8; encoding mutations name a codec of CODECS (see encode()), so that the
minimiser can shrink the text and keep the encoding.  Mutators are grouped in
classes (numbers, encoding, attr-name, ...); a mutant is named ``class/sub``.  Each mutator makes one
local change so that a disagreement can be blamed on it."""
from __future__ import annotations

import re

# ---------------------------------------------------------------------------------------------- helpers
NUM_ATTRS = ("xyz", "rpy", "value", "ixx", "ixy", "ixz", "iyy", "iyz", "izz", "effort", "velocity", "lower",
             "upper", "radius", "length", "size", "rgba", "scale", "damping", "friction", "k_velocity",
             "k_position", "soft_lower_limit", "soft_upper_limit", "multiplier", "offset", "rising", "falling")
SCALAR_ATTRS = ("value", "ixx", "ixy", "ixz", "iyy", "iyz", "izz", "effort", "velocity", "lower", "upper",
                "radius", "length", "damping", "friction")
VECTOR_ATTRS = ("xyz", "rpy", "size", "rgba", "scale")

# name="value" or name='value' inside a start tag (good enough on corpus files, which are well formed)
ATTR = re.compile(r"""(?P<pre>\s)(?P<name>[A-Za-z_:][\w:.-]*)(?P<eq>\s*=\s*)(?P<q>["'])(?P<val>[^"'<]*)(?P=q)""")
START_TAG = re.compile(r"<(?P<name>[A-Za-z_][\w:.-]*)(?P<attrs>(?:\s+[^<>]*?)?)(?P<end>/?)>")
END_TAG = re.compile(r"</(?P<name>[A-Za-z_][\w:.-]*)\s*>")


def attr_matches(text, names=None, numeric=False):
    out = []
    for m in ATTR.finditer(text):
        if names is not None and m.group("name") not in names:
            continue
        if numeric and not re.fullmatch(r"\s*[-+0-9.eE ]+\s*", m.group("val")):
            continue
        out.append(m)
    return out


def replace_span(text, start, end, new):
    return text[:start] + new + text[end:]


def pick(rnd, seq):
    return rnd.choice(seq) if seq else None


def set_value(text, m, new):
    return replace_span(text, m.start("val"), m.end("val"), new)


def elements(text, names=None):
    """(start, end, name) of elements with a matching end tag or self-closed, by a depth-counting scan of
    tags; comments and CDATA are skipped."""
    out, stack = [], []
    pos = 0
    tag = re.compile(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<!.*?>|</([A-Za-z_][\w:.-]*)\s*>|"
                     r"<([A-Za-z_][\w:.-]*)(?:\s[^<>]*?)?(/?)>", re.S)
    for m in tag.finditer(text, pos):
        if m.group(1):
            name = m.group(1)
            while stack:
                s, n = stack.pop()
                if n == name:
                    if names is None or n in names:
                        out.append((s, m.end(), n))
                    break
        elif m.group(2):
            if m.group(3):
                if names is None or m.group(2) in names:
                    out.append((m.start(), m.end(), m.group(2)))
            else:
                stack.append((m.start(), m.group(2)))
    return out


def element_tree(text):
    """(start, end, depth) of every element closed in the text (depth 0 = the root); comments, CDATA, PIs
    and declarations are skipped; an unclosed start tag is dropped"""
    out, stack = [], []
    tag = re.compile(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<!.*?>|</([A-Za-z_][\w:.-]*)\s*>|"
                     r"<([A-Za-z_][\w:.-]*)(?:\s[^<>]*?)?(/?)>", re.S)
    for m in tag.finditer(text):
        if m.group(1):
            name = m.group(1)
            for k in range(len(stack) - 1, -1, -1):
                if stack[k][1] == name:
                    s, n = stack[k]
                    del stack[k:]
                    out.append((s, m.end(), k))
                    break
        elif m.group(2):
            if m.group(3):
                out.append((m.start(), m.end(), len(stack)))
            else:
                stack.append((m.start(), m.group(2)))
    return sorted(out)


def robot_span(text):
    m = re.search(r"<robot\b[^>]*>", text)
    e = text.rfind("</robot>")
    if not m or e < 0:
        return None
    return m.end(), e


# ---------------------------------------------------------------------------------------------- numbers
FULLWIDTH = {str(i): chr(0xFF10 + i) for i in range(10)}
ARABIC_INDIC = {str(i): chr(0x0660 + i) for i in range(10)}
DEVANAGARI = {str(i): chr(0x0966 + i) for i in range(10)}


def _num(names=NUM_ATTRS, numeric=True):
    def deco(f):
        def mut(text, rnd):
            m = pick(rnd, attr_matches(text, names, numeric))
            if m is None:
                return None
            new = f(m.group("val"), rnd)
            return None if new is None else set_value(text, m, new)
        mut.__name__ = f.__name__
        return mut
    return deco


def _one_token(val, rnd, fn):
    toks = val.split(" ")
    idx = [i for i, t in enumerate(toks) if t]
    if not idx:
        return None
    i = rnd.choice(idx)
    toks[i] = fn(toks[i])
    return " ".join(toks)


@_num()
def num_sign(val, rnd):
    return _one_token(val, rnd, lambda t: rnd.choice(["+", "-", "--", "+-", "-+", "- "]) + t.lstrip("+-"))


@_num()
def num_exponent(val, rnd):
    return _one_token(val, rnd, lambda t: rnd.choice([t + "e0", t + "E+2", t + "e-3", t + "e", t + "e+",
                                                      t + "d0", "." + t.lstrip("-+").replace(".", ""),
                                                      t.split(".")[0] + ".", t + "e1000", "1e-400"]))


@_num()
def num_whitespace(val, rnd):
    return rnd.choice([" " + val, val + " ", "\t" + val, val + "\t", "\n" + val, val + "\n", " " + val + " ",
                       val.replace(" ", "  ", 1), "\u00a0" + val, val + "\u00a0"])


@_num()
def num_special(val, rnd):
    return _one_token(val, rnd, lambda t: rnd.choice(["nan", "NaN", "inf", "-inf", "Infinity", "0x1A", "0X10",
                                                      "1_000", "0b1", "1f", "1.0.0", "", "∞", "1e309"]))


@_num()
def num_unicode_digit(val, rnd):
    table = rnd.choice([FULLWIDTH, ARABIC_INDIC, DEVANAGARI])
    mode = rnd.random()
    if mode < 0.4:  # the whole value
        return "".join(table.get(c, c) for c in val)
    if mode < 0.7:  # one digit of one token
        digits = [i for i, c in enumerate(val) if c.isdigit()]
        if not digits:
            return None
        i = rnd.choice(digits)
        return val[:i] + table[val[i]] + val[i + 1:]
    return "".join(table.get(c, c) for c in rnd.choice(["1", "0", "3", "1 2 3"]))


@_num(VECTOR_ATTRS)
def num_separator(val, rnd):
    toks = val.split()
    if len(toks) < 2:
        return None
    sep = rnd.choice([",", ", ", "\t", "\n", "  ", " ,", ";", "\r\n", " \t"])
    i = rnd.randrange(len(toks) - 1)
    return " ".join(toks[:i + 1]) + sep + " ".join(toks[i + 1:])


@_num(VECTOR_ATTRS)
def num_arity(val, rnd):
    toks = val.split()
    return rnd.choice([" ".join(toks[:2]), " ".join(toks[:1]), " ".join(toks + ["0"]),
                       " ".join(toks + ["0", "0"]), ""])


@_num(SCALAR_ATTRS)
def num_scalar_vector(val, rnd):
    return rnd.choice([val + " " + val, val + " 0 0", "1 2"])


# ---------------------------------------------------------------------------------------------- encoding
CODECS = ("utf-8", "utf-8-bom", "utf-16-le-bom", "utf-16-be-bom", "utf-16-le", "utf-16-be", "latin-1")


def encode(text, codec="utf-8"):
    """the bytes of a mutant: its text in one of CODECS"""
    if codec == "utf-8":
        return text.encode("utf-8", "surrogatepass")
    if codec == "utf-8-bom":
        return b"\xef\xbb\xbf" + text.encode("utf-8", "surrogatepass")
    if codec == "latin-1":
        return text.encode("latin-1", "replace")
    bom = b""
    if codec.endswith("-bom"):
        codec = codec[:-4]
        bom = b"\xff\xfe" if codec.endswith("le") else b"\xfe\xff"
    return bom + text.encode(codec, "surrogatepass")


def enc_bom_utf8(text, rnd):
    return ("utf-8-bom", text)


def enc_utf16(text, rnd):
    return (rnd.choice(["utf-16-le-bom", "utf-16-be-bom", "utf-16-le", "utf-16-be"]), text)


def enc_latin1(text, rnd):
    """non-ASCII characters written as Latin-1 bytes (invalid UTF-8) in a name, a comment or content"""
    word = rnd.choice(["é", "ü", "ñ", "ß", "°", "µ", "\xa0"])
    mode = rnd.random()
    if mode < 0.5:
        m = pick(rnd, attr_matches(text, ("name", "link", "joint")))
        if m is None:
            return None
        new = set_value(text, m, m.group("val") + word)
    elif mode < 0.75:
        i = text.find(">", text.find("<robot")) + 1
        new = text[:i] + "<!-- " + word + " -->" + text[i:]
    else:
        i = text.find(">", text.find("<robot")) + 1
        new = text[:i] + word + text[i:]
    return ("latin-1", new)


def enc_unicode_text(text, rnd):
    """valid UTF-8 non-ASCII: in names, in comments, astral characters, a BOM in the middle"""
    ch = rnd.choice(["é", "名前", "😀", "\u200b", "\ufeff", "\u2028", "\ufffe", "\x7f", "\x01", "\x0b"])
    m = pick(rnd, attr_matches(text, ("name", "link", "joint", "reference")))
    if m is None:
        return None
    return set_value(text, m, m.group("val") + ch)


# ---------------------------------------------------------------------------------------------- attribute names
def attr_name_bad(text, rnd):
    m = pick(rnd, list(START_TAG.finditer(text)))
    if m is None:
        return None
    name = rnd.choice(["1x", "-x", ".x", ":x", "x@", "x:y", "_x", "x-y", "x.y", "é", "x:", "x$", "x!", "x y",
                       "@x", "9", "ⅹ"])
    i = m.start("attrs")
    return replace_span(text, i, i, ' %s="2"' % name)


def attr_name_duplicate(text, rnd):
    m = pick(rnd, attr_matches(text))
    if m is None:
        return None
    dup = rnd.choice([' %s="%s"' % (m.group("name"), m.group("val")), ' %s="x"' % m.group("name"),
                      " %s='%s'" % (m.group("name"), m.group("val"))])
    return replace_span(text, m.end(), m.end(), dup)


def attr_name_case(text, rnd):
    m = pick(rnd, attr_matches(text))
    if m is None:
        return None
    n = m.group("name")
    new = rnd.choice([n.upper(), n.capitalize(), n + "_", "xml:" + n, "xmlns:" + n])
    return replace_span(text, m.start("name"), m.end("name"), new)


def attr_unquoted(text, rnd):
    m = pick(rnd, attr_matches(text))
    if m is None:
        return None
    val = m.group("val")
    new = rnd.choice([val, val + '"', '"' + val, "'" + val + '"'])
    return replace_span(text, m.start("q"), m.end(), new)


# ---------------------------------------------------------------------------------------------- attribute values
def _insert_in_value(text, rnd, choices):
    m = pick(rnd, attr_matches(text))
    if m is None:
        return None
    ins = rnd.choice(choices)
    if ins == '"' and m.group("q") == '"' or ins == "'" and m.group("q") == "'":
        return None
    val = m.group("val")
    i = rnd.randint(0, len(val))
    return set_value(text, m, val[:i] + ins + val[i:])


def attr_value_lt(text, rnd):
    """'<' inside a quoted value (urdfdom's TinyXML accepts it)"""
    return _insert_in_value(text, rnd, ["<", "a<b", "<link/>", "< gazebo/>", "<>", "<!--", "</x>"])


def attr_value_amp(text, rnd):
    """a bare '&' that starts no entity (TinyXML drops it)"""
    return _insert_in_value(text, rnd, ["&", "a&b", "&&", "& ", "&0"])


def attr_value_markup(text, rnd):
    """'>' and the other quote character inside a value, ']]>'"""
    return _insert_in_value(text, rnd, [">", "a>b", "]]>", "\"", "'"])


def attr_value_charref(text, rnd):
    m = pick(rnd, attr_matches(text))
    if m is None:
        return None
    ref = rnd.choice(["&#65;", "&#x41;", "&#xZZ;", "&#12a;", "&#;", "&#x;", "&#0;", "&#x110000;", "&#1114111;",
                      "&#x20;", "&#32;", "&#48;", "&#xD800;", "&#9;", "&#10;", "&#65", "&#X41;", "&#x0041;",
                      "&#99999999999;"])
    val = m.group("val")
    i = rnd.randint(0, len(val))
    return set_value(text, m, val[:i] + ref + val[i:])


def attr_value_entity(text, rnd):
    m = pick(rnd, attr_matches(text))
    if m is None:
        return None
    ref = rnd.choice(["&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&foo;", "&nbsp;", "&amp", "& amp;", "&AMP;",
                      "&lt", "&;"])
    val = m.group("val")
    i = rnd.randint(0, len(val))
    return set_value(text, m, val[:i] + ref + val[i:])


def attr_value_empty(text, rnd):
    m = pick(rnd, attr_matches(text))
    if m is None:
        return None
    return set_value(text, m, rnd.choice(["", " ", "\t", m.group("val").upper()]))


# ---------------------------------------------------------------------------------------------- markup in content
def markup_content(text, rnd):
    span = robot_span(text)
    if span is None:
        return None
    # insert between two elements inside <robot>
    cands = [m.end() for m in re.finditer(r">\s*\n", text[span[0]:span[1]])]
    if not cands:
        return None
    i = span[0] + rnd.choice(cands)
    ins = rnd.choice(["< gazebo/>", "<", "< ", "<>", "</>", "</ link>", "<!>", "<!-- a -- b -->", "<!---->",
                      "<![CDATA[ x ]]>", "<?pi x?>", "<? ?>", "&", "&amp;", "&#xZZ;", "&#12a;", "&foo;", "a < b",
                      "x > y", "]]>", "<!DOCTYPE robot>", "<link name='x'", "<1link/>", "<-x/>", "<.x/>",
                      "<:x/>", "<x@/>", "<é/>"])
    return text[:i] + ins + text[i:]


def markup_prolog(text, rnd):
    m = re.search(r"<robot\b", text)
    if m is None:
        return None
    decl = re.match(r"\s*<\?xml[^>]*\?>", text)
    mode = rnd.choice(["ws-before-decl", "comment-before-decl", "second-decl", "doctype", "doctype-subset",
                       "pi", "text-before-root", "decl-encoding", "decl-version"])
    if mode == "ws-before-decl":
        return (" \n" + text) if decl else None
    if mode == "comment-before-decl":
        return ("<!-- c -->" + text) if decl else None
    if mode == "second-decl":
        return text[:m.start()] + '<?xml version="1.0"?>' + text[m.start():]
    if mode == "doctype":
        return text[:m.start()] + "<!DOCTYPE robot>\n" + text[m.start():]
    if mode == "doctype-subset":
        return text[:m.start()] + '<!DOCTYPE robot [ <!ELEMENT robot ANY> ]>\n' + text[m.start():]
    if mode == "pi":
        return text[:m.start()] + "<?my-pi data?>\n" + text[m.start():]
    if mode == "text-before-root":
        return text[:m.start()] + "junk " + text[m.start():]
    if mode == "decl-encoding":
        body = text[decl.end():] if decl else text
        return '<?xml version="1.0" encoding="%s"?>' % rnd.choice(["latin-1", "UTF-16", "ascii", "bogus"]) + body
    body = text[decl.end():] if decl else text
    return '<?xml version="%s"?>' % rnd.choice(["1.1", "2.0", ""]) + body


def markup_epilog(text, rnd):
    e = text.rfind("</robot>")
    if e < 0:
        return None
    e += len("</robot>")
    ins = rnd.choice(["\n\n", " junk", "<robot name='x'/>", "<!-- c -->", "<?pi?>", "</robot>", "<", "<link/>",
                      "\x00", "&amp;"])
    return text[:e] + ins + text[e:]


# ---------------------------------------------------------------------------------------------- whitespace
def ws_tags(text, rnd):
    mode = rnd.choice(["around-eq", "before-gt", "before-slash", "lt-space", "end-lt-space", "end-gt-space",
                       "no-space-between-attrs", "newline-in-tag", "tab-in-tag", "ws-in-end"])
    if mode == "around-eq":
        m = pick(rnd, attr_matches(text))
        return None if m is None else replace_span(text, m.start("eq"), m.end("eq"), rnd.choice([" = ", "\n=\t", " ="]))
    if mode == "no-space-between-attrs":
        ms = [m for m in attr_matches(text) if text[m.end():m.end() + 1] == " " and
              re.match(r" [A-Za-z_]", text[m.end():m.end() + 2])]
        m = pick(rnd, ms)
        return None if m is None else replace_span(text, m.end(), m.end() + 1, "")
    if mode in ("before-gt", "before-slash", "newline-in-tag", "tab-in-tag"):
        m = pick(rnd, list(START_TAG.finditer(text)))
        if m is None:
            return None
        if mode == "before-gt":
            i = m.end() - 1
            return replace_span(text, i, i, " ")
        if mode == "before-slash":
            if not m.group("end"):
                return None
            i = m.end() - 2
            return replace_span(text, i, i + 2, rnd.choice(["/ >", " / >", "/\n>"]))
        i = m.start("attrs")
        return replace_span(text, i, i, "\n" if mode == "newline-in-tag" else "\t")
    if mode == "lt-space":
        m = pick(rnd, list(START_TAG.finditer(text)))
        return None if m is None else replace_span(text, m.start(), m.start() + 1, "< ")
    m = pick(rnd, list(END_TAG.finditer(text)))
    if m is None:
        return None
    if mode == "end-lt-space":
        return replace_span(text, m.start(), m.start() + 2, rnd.choice(["< /", "</ "]))
    if mode == "end-gt-space":
        return replace_span(text, m.end() - 1, m.end() - 1, rnd.choice([" ", "\n", "\t"]))
    return replace_span(text, m.end() - 1, m.end() - 1, " x")


# ---------------------------------------------------------------------------------------------- nesting
def nest_delete(text, rnd):
    e = pick(rnd, [x for x in elements(text) if x[2] != "robot"])
    return None if e is None else text[:e[0]] + text[e[1]:]


def nest_duplicate(text, rnd):
    e = pick(rnd, [x for x in elements(text) if x[2] != "robot"])
    return None if e is None else text[:e[1]] + text[e[0]:e[1]] + text[e[1]:]


def nest_move(text, rnd):
    els = [x for x in elements(text) if x[2] != "robot"]
    e = pick(rnd, els)
    if e is None:
        return None
    piece = text[e[0]:e[1]]
    rest = text[:e[0]] + text[e[1]:]
    # into another element (after its start tag), or to the top level
    targets = [m.end() for m in START_TAG.finditer(rest) if not m.group("end")]
    if not targets:
        return None
    i = rnd.choice(targets)
    return rest[:i] + piece + rest[i:]


def nest_unclose(text, rnd):
    mode = rnd.random()
    if mode < 0.4:
        m = pick(rnd, list(END_TAG.finditer(text)))
        return None if m is None else text[:m.start()] + text[m.end():]
    if mode < 0.7:
        m = pick(rnd, [m for m in START_TAG.finditer(text) if m.group("end")])
        return None if m is None else replace_span(text, m.end() - 2, m.end(), ">")
    m = pick(rnd, list(END_TAG.finditer(text)))
    if m is None:
        return None
    return replace_span(text, m.start("name"), m.end("name"), rnd.choice([m.group("name").upper(),
                                                                          m.group("name") + "x", "robot"]))


def nest_wrap(text, rnd):
    """wrap an element in another element (known or unknown)"""
    e = pick(rnd, [x for x in elements(text) if x[2] != "robot"])
    if e is None:
        return None
    w = rnd.choice(["gazebo", "foo", "link", "visual", "robot", "xacro:if"])
    return text[:e[0]] + "<%s>" % w + text[e[0]:e[1]] + "</%s>" % w.split()[0] + text[e[1]:]


# ---------------------------------------------------------------------------------------------- joint graph
JOINT_RE = re.compile(r"<joint\b[^>]*?/?>.*?</joint>", re.S)
PARENT_RE = re.compile(r"(<parent\s+link\s*=\s*[\"'])([^\"']*)([\"'])")
CHILD_RE = re.compile(r"(<child\s+link\s*=\s*[\"'])([^\"']*)([\"'])")


def _links(text):
    return [m.group(1) for m in re.finditer(r"<link\s+name\s*=\s*[\"']([^\"']*)[\"']", text)]


def _joints(text):
    out = []
    for m in JOINT_RE.finditer(text):
        p, c = PARENT_RE.search(m.group(0)), CHILD_RE.search(m.group(0))
        if p and c:
            out.append((m, p, c))
    return out


def graph_rewire(text, rnd):
    js = _joints(text)
    links = _links(text)
    if not js:
        return None
    m, p, c = rnd.choice(js)
    body = m.group(0)
    mode = rnd.choice(["swap", "child-missing", "parent-missing", "self-loop", "cycle", "two-parents",
                       "two-roots", "child-is-root", "parent-empty"])
    if mode == "swap":
        nb = body[:p.start(2)] + c.group(2) + body[p.end(2):c.start(2)] + p.group(2) + body[c.end(2):] \
            if p.start() < c.start() else None
        if nb is None:
            return None
    elif mode == "child-missing":
        nb = body[:c.start(2)] + c.group(2) + "_nonexistent" + body[c.end(2):]
    elif mode == "parent-missing":
        nb = body[:p.start(2)] + "ghost_link" + body[p.end(2):]
    elif mode == "parent-empty":
        nb = body[:p.start(2)] + body[p.end(2):]
    elif mode == "self-loop":
        nb = body[:c.start(2)] + p.group(2) + body[c.end(2):]
    elif mode == "cycle":
        # a joint from a descendant back to the root-most parent of this joint: add one from child to parent
        extra = '<joint name="fuzz_cycle" type="fixed"><parent link="%s"/><child link="%s"/></joint>' % (
            c.group(2), p.group(2))
        return _append_in_robot(text, extra)
    elif mode == "two-parents":
        others = [l for l in links if l not in (p.group(2), c.group(2))]
        if not others:
            return None
        extra = '<joint name="fuzz_two_parents" type="fixed"><parent link="%s"/><child link="%s"/></joint>' % (
            rnd.choice(others), c.group(2))
        return _append_in_robot(text, extra)
    elif mode == "two-roots":
        return _append_in_robot(text, '<link name="fuzz_orphan"/>')
    else:  # child-is-root: make the root link a child of a new link... via a joint child=root
        roots = set(links) - {cc.group(2) for _, _, cc in js}
        if not roots:
            return None
        extra = ('<link name="fuzz_new"/><joint name="fuzz_j" type="fixed"><parent link="%s"/><child link="%s"/>'
                 '</joint>' % (c.group(2), sorted(roots)[0]))
        return _append_in_robot(text, extra)
    return text[:m.start()] + nb + text[m.end():]


def _append_in_robot(text, extra):
    e = text.rfind("</robot>")
    return None if e < 0 else text[:e] + extra + "\n" + text[e:]


# ---------------------------------------------------------------------------------------------- materials
def material_inline(text, rnd):
    vis = [m for m in re.finditer(r"<visual\b[^>]*>", text)]
    mode = rnd.choice(["inline-color-no-rgba", "inline-texture-only", "inline-empty", "inline-no-name",
                       "inline-undefined-ref", "inline-rgba-3", "inline-color-and-texture", "inline-two-colors",
                       "top-no-color", "top-texture-only", "top-undefined-ref", "top-duplicate", "drop-rgba",
                       "ref-to-inline"])
    span = robot_span(text)
    if span is None:
        return None
    if mode.startswith("top-"):
        if mode == "top-no-color":
            return _append_in_robot(text, '<material name="fuzz_m"/>')
        if mode == "top-texture-only":
            return _append_in_robot(text, '<material name="fuzz_m"><texture filename="t.png"/></material>')
        if mode == "top-undefined-ref":
            return _append_in_robot(text, '<material name="fuzz_m"><color/></material>')
        m = pick(rnd, list(re.finditer(r"<material\b[^>]*>.*?</material>", text, re.S)))
        if m is None:
            return None
        return text[:m.end()] + m.group(0) + text[m.end():]
    if mode == "drop-rgba":
        m = pick(rnd, list(re.finditer(r"(<color)\s+rgba\s*=\s*\"[^\"]*\"", text)))
        return None if m is None else replace_span(text, m.start(), m.end(), "<color")
    if not vis:
        return None
    v = rnd.choice(vis)
    # replace an existing material in this visual, or add one
    close = text.find("</visual>", v.end())
    if close < 0:
        return None
    inner = text[v.end():close]
    inner = re.sub(r"<material\b[^>]*/>|<material\b[^>]*>.*?</material>", "", inner, flags=re.S)
    mat = {
        "inline-color-no-rgba": '<material name="fuzz_m"><color/></material>',
        "inline-texture-only": '<material name="fuzz_m"><texture filename="t.png"/></material>',
        "inline-empty": '<material name="fuzz_m"></material>',
        "inline-no-name": '<material><color rgba="1 0 0 1"/></material>',
        "inline-undefined-ref": '<material name="fuzz_undefined"/>',
        "inline-rgba-3": '<material name="fuzz_m"><color rgba="1 0 0"/></material>',
        "inline-color-and-texture": '<material name="fuzz_m"><color rgba="1 0 0 1"/><texture/></material>',
        "inline-two-colors": '<material name="fuzz_m"><color rgba="1 0 0 1"/><color rgba="0 1 0 1"/></material>',
        "ref-to-inline": None,
    }[mode]
    if mode == "ref-to-inline":
        names = re.findall(r"<material\s+name=\"([^\"]*)\"\s*>", text)
        if not names:
            return None
        mat = '<material name="%s"/>' % rnd.choice(names)
    return text[:v.end()] + inner + mat + text[close:]


# ---------------------------------------------------------------------------------------------- xacro params
MACRO_RE = re.compile(r"<xacro:macro\b[^>]*?\bparams\s*=\s*([\"'])(.*?)\1", re.S)


def xacro_params(text, rnd):
    ms = list(MACRO_RE.finditer(text))
    if not ms:
        return None
    m = rnd.choice(ms)
    params = m.group(2)
    q = m.group(1)
    inner_q = "'" if q == '"' else '"'
    plain = [p for p in params.split() if re.fullmatch(r"[A-Za-z_]\w*", p)]
    mode = rnd.choice(["quoted-default-spaces", "quoted-default-spaces", "colon-default", "caret-default", "caret-bar-default",
                       "block", "block2", "extra-spaces", "newlines", "default-with-expr", "drop-param",
                       "default-quoted-empty"])
    new = params
    if mode == "extra-spaces":
        new = "  " + params.replace(" ", "   ") + " "
    elif mode == "newlines":
        new = "\n\t" + params.replace(" ", "\n    ") + "\n"
    elif mode == "drop-param":
        toks = params.split()
        if not toks:
            return None
        toks.pop(rnd.randrange(len(toks)))
        new = " ".join(toks)
    elif mode in ("block", "block2"):
        new = params + (" *fuzz_block" if mode == "block" else " **fuzz_blocks")
    else:
        if not plain:
            return None
        p = rnd.choice(plain)
        default = {
            "quoted-default-spaces": "%s:=%s0 0 0%s" % (p, inner_q, inner_q),
            "colon-default": "%s:=1" % p,
            "caret-default": "%s:=^" % p,
            "caret-bar-default": "%s:=^|%s1 2%s" % (p, inner_q, inner_q),
            "default-with-expr": "%s:=${1+1}" % p,
            "default-quoted-empty": "%s:=%s%s" % (p, inner_q, inner_q),
        }[mode]
        new = re.sub(r"(?<!\S)%s(?!\S)" % re.escape(p), default, params, count=1)
    if q in new:
        return None
    out = text[:m.start(2)] + new + text[m.end(2):]
    if rnd.random() < 0.8:
        # library files rarely call their own macros: add a call, so that both xacro and urdf-ls judge it
        name = re.search(r"\bname\s*=\s*[\"']([^\"']+)", text[m.start():m.start(2)])
        if name:
            out = _append_in_robot(out, _macro_call(name.group(1), new, rnd)) or out
    return out


PARAM_TOKEN = re.compile(r"""(\*{0,2})([A-Za-z_][\w]*)((?::=|=)(?:'[^']*'|"[^"]*"|[^\s'"])*)?""")


def _macro_call(name, params, rnd):
    """a call of macro `name`: every parameter without a default gets "1" (one may be left out), one child
    element per *block parameter"""
    required, blocks = [], 0
    for star, pname, default in PARAM_TOKEN.findall(params):
        if star:
            blocks += 1  # both *x and **x take one child element
        elif not default:
            required.append(pname)
    if required and rnd.random() < 0.2:
        required.pop(rnd.randrange(len(required)))
    attrs = "".join(' %s="1"' % p for p in required)
    body = "".join("<fuzz_block_%d/>" % i for i in range(blocks))
    return "<xacro:%s%s>%s</xacro:%s>" % (name, attrs, body, name)


def xacro_call(text, rnd):
    """change a macro call: drop an attribute, rename it, add one, or misspell the macro name"""
    calls = [m for m in re.finditer(r"<xacro:([A-Za-z_][\w.-]*)\b([^<>]*?)(/?)>", text)
             if m.group(1) not in ("macro", "property", "arg", "include", "if", "unless", "insert_block",
                                   "element", "attribute", "call", "eval-comments")]
    if not calls:
        return None
    m = rnd.choice(calls)
    mode = rnd.choice(["drop-attr", "extra-attr", "misspell", "block-child"])
    if mode == "misspell":
        return replace_span(text, m.start(1), m.end(1), m.group(1) + "x")
    if mode == "extra-attr":
        return replace_span(text, m.end(1), m.end(1), ' fuzz_param="1"')
    if mode == "block-child":
        if not m.group(3):
            return None
        return replace_span(text, m.end() - 2, m.end(), "><fuzz_block/></xacro:%s>" % m.group(1))
    attrs = list(ATTR.finditer(m.group(2)))
    if not attrs:
        return None
    a = rnd.choice(attrs)
    off = m.start(2)
    return text[:off + a.start()] + text[off + a.end():]


# ---------------------------------------------------------------------------------------------- registry
from .xacro_failures import xacro_failure  # noqa: E402  (its own module: this one is long enough)

URDF_CLASSES = {
    "numbers": [num_sign, num_exponent, num_whitespace, num_special, num_unicode_digit, num_separator, num_arity,
                num_scalar_vector],
    "encoding": [enc_bom_utf8, enc_utf16, enc_latin1, enc_unicode_text],
    "attr-name": [attr_name_bad, attr_name_duplicate, attr_name_case, attr_unquoted],
    "attr-value": [attr_value_lt, attr_value_amp, attr_value_markup, attr_value_charref, attr_value_entity,
                   attr_value_empty],
    "markup": [markup_content, markup_prolog, markup_epilog],
    "whitespace": [ws_tags],
    "nesting": [nest_delete, nest_duplicate, nest_move, nest_unclose, nest_wrap],
    "graph": [graph_rewire],
    "material": [material_inline],
}
XACRO_CLASSES = {
    "xacro-identity": [lambda text, rnd: text],
    "xacro-params": [xacro_params],
    "xacro-call": [xacro_call],
    "xacro-failures": [xacro_failure],
}
XACRO_CLASSES["xacro-identity"][0].__name__ = "identity"


def mutate(cls, text, rnd, classes=None):
    """one mutant of a class: (sub-name, codec, text) or None"""
    table = classes or (XACRO_CLASSES if cls.startswith("xacro") else URDF_CLASSES)
    fns = list(table[cls])
    rnd.shuffle(fns)
    for fn in fns:
        out = fn(text, rnd)
        codec = "utf-8"
        if isinstance(out, tuple):
            codec, out = out
        if out is not None and (out != text or codec != "utf-8" or cls == "xacro-identity"):
            return fn.__name__, codec, out
    return None
