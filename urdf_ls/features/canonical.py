"""One stable text of a robot (`urdf-ls canonical FILE`, a git textconv driver): two files that differ only in
what no consumer reads print the same, so `git diff` shows the changes that matter.

- top-level elements: materials by name; then the kinematic tree depth first (a link, then each joint below it
  by name, then the child's subtree); then links and joints outside the tree by name; then everything else by
  tag and name (SRDF groups, ros2_control, gazebo ...), in document order where those are equal;
- within an element: attributes by name; the children of links, joints and inertials in one order (visuals and
  collisions keep theirs: a consumer numbers them), other children in document order;
- numbers of numeric attributes written the shortest way that reads back the same (1.0 -> 1, 1e-1 -> 0.1);
- comments, processing instructions and layout dropped, text trimmed, two spaces of indent;
- an SRDF's disabled pair with its two links in name order."""
from __future__ import annotations

from ..syntax.markup import decode_entities
from ..vocabulary.numbers import parse_double
from ..vocabulary.schema import attr_kind

NUMERIC_KINDS = ("xyz", "rpy", "vector3", "double", "rgba")
INDENT = "  "
MAX_INDENT = 32         # levels: deeper elements are written at this indent (a hostile file nests thousands deep)
NUMBERS_DEPTH = 8       # URDF's numbers are at most this deep; below, values are written as they are (and the
#                         vocabulary, whose look-up walks up the ancestors, is not asked)
_CHILD_ORDER = {
    "link": ("inertial", "visual", "collision"),
    "joint": ("origin", "parent", "child", "axis", "calibration", "dynamics", "limit", "mimic",
              "safety_controller"),
    "inertial": ("origin", "mass", "inertia"),
    "visual": ("origin", "geometry", "material"),
    "collision": ("origin", "geometry"),
}


def canonical_text(root) -> str:
    """the canonical text of a document whose root element is root (None: an empty text)"""
    if root is None:
        return ""
    out = ['<?xml version="1.0"?>']
    _write(root, out, _top_level_order(root))
    return "\n".join(out) + "\n"


def _elements(el):
    return [c for c in el.children if c.kind == "element"]


def _top_level_order(root):
    """the root's children: materials, the tree, the rest (see the module's doc)"""
    kids = _elements(root)
    materials = sorted((c for c in kids if c.name == "material"), key=_name)
    links = {}
    for c in kids:
        if c.name == "link" and c.get("name") is not None:
            links.setdefault(c.get("name"), c)
    joints_below, has_parent = {}, set()
    for c in kids:
        if c.name == "joint" and _is_urdf_joint(c):
            parent, child = _link_of(c, "parent"), _link_of(c, "child")
            if parent in links and child in links and child not in has_parent:
                has_parent.add(child)
                joints_below.setdefault(parent, []).append(c)
    tree = _walk(links, joints_below, has_parent)
    placed = set(map(id, tree))
    rest = [c for c in kids if id(c) not in placed and c.name != "material"]
    rest.sort(key=lambda c: (_REST_RANK.get(c.name, 2), c.name, _name(c)))
    return materials + tree + rest


_REST_RANK = {"link": 0, "joint": 1}       # (links and joints outside the tree come before the other tags)


def _is_urdf_joint(el):
    return not any(c.kind == "element" and c.name in ("command_interface", "state_interface") for c in el.children)


def _walk(links, joints_below, has_parent):
    """links and joints depth first from the roots (by name), iterative: chains can be thousands deep"""
    out, seen = [], set()
    stack = [links[name] for name in sorted((n for n in links if n not in has_parent), reverse=True)]
    while stack:
        el = stack.pop()
        if el.name == "joint":
            out.append(el)
            child = links[_link_of(el, "child")]
            if id(child) not in seen:
                stack.append(child)
            continue
        if id(el) in seen:
            continue
        seen.add(id(el))
        out.append(el)
        stack.extend(sorted(joints_below.get(el.get("name"), ()), key=_name, reverse=True))
    return out


def _link_of(joint, which):
    c = joint.first(which)
    return c.get("link") if c is not None else None


def _name(el):
    if el.name == "disable_collisions":
        return "\0".join(sorted((el.get("link1") or "", el.get("link2") or "")))
    return el.get("name") or el.get("reference") or ""


def _ordered_children(el):
    kids = _elements(el)
    order = _CHILD_ORDER.get(el.name)
    if order is None:
        return kids
    rank = {tag: i for i, tag in enumerate(order)}
    return sorted(kids, key=lambda c: rank.get(c.name, len(order)))    # (stable: same tags keep their order)


def _write(root, out, children):
    """the element and its descendants, iteratively (a hostile file nests thousands deep); children: the root's"""
    stack = [(root, 0, children)]
    while stack:
        el, depth, kids = stack.pop()
        pad = INDENT * min(depth, MAX_INDENT)
        if isinstance(el, str):         # (a close tag, waiting for its element's children)
            out.append(pad + el)
            continue
        attrs = "".join(' %s="%s"' % (name, _escape(value)) for name, value in _attributes(el, depth))
        kids = _ordered_children(el) if kids is None else kids
        text = _numbers_shortest(element_text(el))
        if not kids and not text:
            out.append("%s<%s%s/>" % (pad, el.name, attrs))
        elif not kids:
            out.append("%s<%s%s>%s</%s>" % (pad, el.name, attrs, _text(text), el.name))
        else:
            out.append("%s<%s%s>" % (pad, el.name, attrs))
            if text:
                out.append(pad + INDENT + _text(text))
            stack.append(("</%s>" % el.name, depth, None))
            stack.extend((c, depth + 1, None) for c in reversed(kids))


def canonical_body(el, key) -> str:
    """an element's attributes but `key`, its text and its children, in the canonical form: what a consumer reads
    of a block that its key attribute names (a <gazebo reference>, a <transmission name>)"""
    out = ["%s=%s" % (name, value) for name, value in _attributes(el, 1) if name != key]
    text = _numbers_shortest(element_text(el))
    if text:
        out.append(_text(text))
    for child in _ordered_children(el):
        _write(child, out, None)
    return "\n".join(out)


def element_text(el):
    """an element's text, entities read, CDATA's content as it is, trimmed"""
    return "".join(decode_entities(c.data) if c.kind == "text" else _cdata(c.data) for c in el.children
                   if c.kind in ("text", "cdata")).strip()


def _cdata(data):
    return data[9:-3] if data.startswith("<![CDATA[") and data.endswith("]]>") else data


def _attributes(el, depth):
    pairs = {}
    for a in el.tag_attrs:
        pairs.setdefault(a.name, a.value)       # (the first of a repeated name, as the parsers read it)
    if el.name == "disable_collisions" and "link1" in pairs and "link2" in pairs:
        pairs["link1"], pairs["link2"] = sorted((pairs["link1"], pairs["link2"]))
    if depth > NUMBERS_DEPTH:
        return sorted((name, value or "") for name, value in pairs.items())
    return [(name, _number_text(el, name, value)) for name, value in sorted(pairs.items())]


def _numbers_shortest(text):
    """a text of numbers (a Gazebo <mu1>, a ros2_control <param>) written the shortest way; other text as it is"""
    if not text or len(text) > 200:
        return text
    pieces = text.split()
    numbers = [parse_double(p) for p in pieces]
    return text if None in numbers else " ".join(map(shortest, numbers))


def _number_text(el, name, value):
    """a numeric attribute's numbers written the shortest way; anything that does not parse as written"""
    if value is None or attr_kind(el, name) not in NUMERIC_KINDS:
        return value or ""
    pieces = [p for p in value.split(" ") if p]
    numbers = [parse_double(p) for p in pieces]
    if not pieces or None in numbers:
        return value
    return " ".join(map(shortest, numbers))


def shortest(x: float) -> str:
    """the shortest text that reads back as x: 1.0 -> 1, 0.10 -> 0.1, -0.0 -> 0"""
    if x == 0.0:
        return "0"
    if x == int(x) and abs(x) < 1e16:
        return str(int(x))
    return repr(x)


def _escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _text(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
