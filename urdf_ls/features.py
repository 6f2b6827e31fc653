"""Editor features on top of the document model.  Offsets are code points;
the server converts to LSP positions."""
from __future__ import annotations

import math
import re

from . import schema
from .numbers import parse_double, parse_vector

# ------------------------------------------------------------------ cursor context


class Cursor:
    """what the cursor is on"""

    def __init__(self, kind, element=None, attr=None, prefix="", start=None):
        self.kind = kind          # 'element-name' | 'attr-name' | 'attr-value' | 'content' | 'none'
        self.element = element
        self.attr = attr
        self.prefix = prefix
        self.start = start        # offset where the word being typed starts


_WORD_BACK = re.compile(r"[\w:.\-]*\Z")


def cursor_at(doc, off):
    text = doc.text
    tree = doc.tree
    el = tree.element_at(off)
    # inside a start tag?
    if el is not None and off <= el.tag_end and off > el.name_start - 1:
        if el.name_start <= off <= el.name_end:
            return Cursor("element-name", el, None, text[el.name_start:off], el.name_start)
        for a in el.attrs:
            if a.name_start <= off <= a.name_end:
                return Cursor("attr-name", el, a, text[a.name_start:off], a.name_start)
            if a.value_start <= off <= a.value_end and a.value_end > a.name_end:
                return Cursor("attr-value", el, a, text[a.value_start:off], a.value_start)
        tag_done = el.tag_end > el.name_end and text[el.tag_end - 1:el.tag_end] == ">"
        if not tag_done or off < el.tag_end:
            m = _WORD_BACK.search(text, max(0, off - 100), off)
            return Cursor("attr-name", el, None, m.group(0), m.start())
    parent = el
    m = re.search(r"<([\w:.\-]*)\Z", text[max(0, off - 100):off])
    if m:
        return Cursor("element-name", None, None, m.group(1), off - len(m.group(1)), ) if parent is None else \
            _child_cursor(parent, m.group(1), off)
    return Cursor("content", parent, None, "", off)


def _child_cursor(parent, prefix, off):
    # the "<foo" being typed may itself have been parsed as an element: use its parent
    c = Cursor("element-name", None, None, prefix, off - len(prefix))
    c.element = parent
    return c


# ------------------------------------------------------------------ names in the document

def names(doc):
    a = doc.analysis
    links = list(getattr(a, "links", {}) or {})
    joints = list(getattr(a, "joints", {}) or {})
    mats = list(getattr(a, "materials", {}) or {}) + sorted(getattr(a, "inline_materials", set()) - set(
        getattr(a, "materials", {}) or {}))
    return links, joints, mats


def symbol_at(doc, off):
    """(kind, name, attr) for the name/reference under the cursor"""
    el = doc.tree.element_at(off)
    if el is None:
        return None
    for a in el.attrs:
        if a.name_start <= off <= a.value_end:
            k = ref_kind(el, a)
            if k:
                return k, a.value, a
    return None


def ref_kind(el, a):
    n, an = el.name, a.name
    p = el.parent.name if el.parent is not None and el.parent.kind == "element" else None
    if n == "link" and an == "name" and p != "transmission":
        return "link"
    if n in ("parent", "child") and an == "link":
        return "link"
    if n == "joint" and an == "name":
        return "joint"
    if n == "mimic" and an == "joint":
        return "joint"
    if n == "material" and an == "name":
        return "material"
    if n == "gazebo" and an == "reference":
        return "link-or-joint"
    return None


def occurrences(doc, kind, name):
    """every attribute naming this link/joint/material: (attr, is_definition)"""
    out = []
    for c in doc.tree.middle():
        node = c.node
        if node is None or node.kind != "element":
            continue
        for el in node.iter():
            for a in el.attrs:
                k = ref_kind(el, a)
                if k is None or a.value != name:
                    continue
                if el.name == "joint" and el.parent is not None and el.parent.name == "transmission":
                    k = "joint"
                if k == kind or (k == "link-or-joint" and kind in ("link", "joint")) or (
                        kind == "link-or-joint" and k in ("link", "joint")):
                    is_def = (a.name == "name" and el.name in ("link", "joint") and
                              not (el.name == "joint" and el.parent is not None and el.parent.name == "transmission"))
                    if el.name == "material" and el.parent is not None and el.parent.name == "robot":
                        is_def = True
                    if el.name == "material" and el.parent is not None and el.parent.name == "visual" and \
                            any(ch.kind == "element" and ch.name in ("color", "texture") for ch in el.children):
                        is_def = True
                    out.append((a, is_def))
    return out


def definition(doc, off):
    s = symbol_at(doc, off)
    if not s:
        return None
    kind, name, _ = s
    occ = occurrences(doc, kind, name)
    defs = [a for a, d in occ if d]
    if kind == "material":
        top = [a for a in defs if a.c.node is not None and a.c.node.name == "material"]
        defs = top or defs
    return defs


def references(doc, off, include_decl=True):
    s = symbol_at(doc, off)
    if not s:
        return []
    kind, name, _ = s
    return [a for a, d in occurrences(doc, kind, name) if include_decl or not d]


def rename(doc, off, new_name):
    s = symbol_at(doc, off)
    if not s:
        return None
    kind, name, _ = s
    return [(a.value_start, a.value_end, new_name) for a, _ in occurrences(doc, kind, name)]


# ------------------------------------------------------------------ hover

def _fmt_vec(v):
    return " ".join("%g" % x for x in v)


def hover(doc, off):
    el = doc.tree.element_at(off)
    if el is None:
        return None
    if el.name_start <= off <= el.name_end or (el.close_start is not None and el.close_start <= off <= el.end):
        return element_doc(el), (el.name_start, el.name_end)
    for a in el.attrs:
        if a.name_start <= off <= a.name_end:
            return attr_doc(el, a), (a.name_start, a.name_end)
        if a.value_start <= off <= a.value_end:
            return value_doc(doc, el, a), (a.value_start, a.value_end)
    return None


def element_doc(el):
    spec = schema.ELEMENTS.get(el.name)
    if el.name.startswith("xacro:"):
        return "**<%s>** — xacro directive or macro call; expanded by xacro before URDF parsing." % el.name
    if spec is None:
        return "**<%s>** — not a URDF element; URDF parsers ignore it." % el.name
    parts = ["**<%s>**" % el.name, "", spec.doc]
    if spec.attrs:
        parts += ["", "Attributes:"] + ["- `%s`%s — %s" % (k, " (required)" if k in spec.required else "", v)
                                        for k, v in spec.attrs.items()]
    if spec.children:
        parts += ["", "Children: " + ", ".join("<%s>" % c for c in spec.children)]
    return "\n".join(parts)


def attr_doc(el, a):
    spec = schema.ELEMENTS.get(el.name)
    d = spec.attrs.get(a.name) if spec else None
    if d is None:
        return "`%s` — not a known attribute of <%s>." % (a.name, el.name)
    return "**%s** (on <%s>)\n\n%s" % (a.name, el.name, d)


def value_doc(doc, el, a):
    v = a.value
    k = ref_kind(el, a)
    if el.name == "joint" and a.name == "type":
        d = schema.JOINT_TYPES.get(v)
        return ("**%s** joint: %s" % (v, d)) if d else "Unknown joint type. Valid: " + ", ".join(schema.JOINT_TYPES)
    if a.name == "rpy":
        vals, problem = parse_vector(v)
        if vals:
            return ("**rpy** %s rad = roll %.4g°, pitch %.4g°, yaw %.4g° (about fixed X, then Y, then Z)" % (
                _fmt_vec(vals), *(math.degrees(x) for x in vals)))
        return "rpy: " + problem
    if a.name == "xyz":
        vals, problem = parse_vector(v)
        if vals:
            unit = "" if el.name == "axis" else " m"
            return "**xyz** x=%g%s, y=%g%s, z=%g%s" % (vals[0], unit, vals[1], unit, vals[2], unit)
        return "xyz: " + problem
    if el.name == "limit" and a.name in ("lower", "upper"):
        x = parse_double(v)
        if x is not None:
            return "%s = %g (%.4g° if revolute)" % (a.name, x, math.degrees(x))
    if k in ("link", "joint", "link-or-joint", "material"):
        return describe(doc, k, v)
    return attr_doc(el, a)


def describe(doc, kind, name):
    occ = occurrences(doc, kind, name)
    defs = [a for a, d in occ if d]
    if not defs:
        return "`%s`: no %s with this name is defined in this file" % (name, kind.replace("-or-", " or "))
    a = defs[0]
    el = _owner(doc, a)
    line = doc.lines.line_of(a.value_start) + 1
    if el is None:
        return "`%s` defined on line %d" % (name, line)
    if el.name == "link":
        bits = []
        i = el.first("inertial")
        if i is not None and i.first("mass") is not None:
            bits.append("mass %s kg" % i.first("mass").get("value"))
        bits.append("%d visual, %d collision" % (len(el.elements("visual")), len(el.elements("collision"))))
        an = doc.analysis
        par = getattr(an, "parent_of", {}).get(name)
        if par:
            bits.append("parent joint '%s' (from '%s')" % (par[1].get("name"), par[0]))
        kids = getattr(an, "children", {}).get(name)
        if kids:
            bits.append("children: " + ", ".join(kids))
        return "**link `%s`** (line %d)\n\n%s" % (name, line, "; ".join(bits))
    if el.name == "joint":
        p = el.first("parent")
        c = el.first("child")
        return "**joint `%s`** (line %d): %s, %s → %s" % (name, line, el.get("type"), p.get("link") if p is not None
                                                           else "?", c.get("link") if c is not None else "?")
    if el.name == "material":
        col = el.first("color")
        tex = el.first("texture")
        return "**material `%s`** (line %d)%s%s" % (name, line, ("; rgba " + col.get("rgba", "")) if col is not None
                                                    else "", ("; texture " + tex.get("filename", "")) if tex is not None
                                                    else "")
    return "`%s` (line %d)" % (name, line)


def _owner(doc, attr):
    el = doc.tree.element_at(attr.name_start)
    while el is not None and attr not in el.attrs:
        el = el.parent if el.parent is not None and el.parent.kind == "element" else None
    return el


# ------------------------------------------------------------------ completion

def completion(doc, off):
    """list of dicts: label, kind ('element'|'attribute'|'value'|'snippet'), insert, snippet(bool), detail, doc,
    and replace (start, end) range"""
    cur = cursor_at(doc, off)
    items = []
    links, joints, mats = names(doc)
    x = doc.ctx.xacro
    if cur.kind == "attr-value":
        el, a = cur.element, cur.attr
        vals = []
        if el.name == "joint" and a.name == "type":
            vals = [(t, d) for t, d in schema.JOINT_TYPES.items()]
        elif el.name in ("parent", "child") and a.name == "link":
            vals = [(n, "link") for n in links]
        elif el.name == "gazebo" and a.name == "reference":
            vals = [(n, "link") for n in links] + [(n, "joint") for n in joints]
        elif el.name == "mimic" and a.name == "joint":
            vals = [(n, "joint") for n in joints]
        elif el.name == "joint" and a.name == "name" and el.parent is not None and el.parent.name == "transmission":
            vals = [(n, "joint") for n in joints]
        elif el.name == "material" and a.name == "name":
            vals = [(n, "material") for n in mats]
        elif el.name == "robot" and a.name == "version":
            vals = [("1.0", "URDF version")]
        if x:
            from . import xacro as xm
            vals += xm.value_completions(doc, el, a, off)
        for v, d in vals:
            items.append({"label": v, "kind": "value", "insert": v, "detail": d,
                          "replace": (a.value_start, a.value_end)})
        return items
    if cur.kind == "attr-name":
        el = cur.element
        spec = schema.ELEMENTS.get(el.name)
        have = {a.name for a in el.attrs if a is not cur.attr}
        if spec:
            for k, d in spec.attrs.items():
                if k in have:
                    continue
                items.append({"label": k, "kind": "attribute", "insert": '%s="$1"' % k, "snippet": True,
                              "detail": "required" if k in spec.required else "optional", "doc": d,
                              "replace": (cur.start, cur.attr.name_end if cur.attr else off)})
        if x and el.name.startswith("xacro:"):
            from . import xacro as xm
            for k, d in xm.attr_completions(doc, el):
                if k not in have:
                    items.append({"label": k, "kind": "attribute", "insert": '%s="$1"' % k, "snippet": True,
                                  "detail": d, "replace": (cur.start, off)})
        return items
    if cur.kind in ("element-name", "content"):
        parent = cur.element
        if cur.kind == "element-name" and parent is not None and parent.name_start == cur.start:
            parent = parent.parent if parent.parent is not None and parent.parent.kind == "element" else None
        pname = parent.name if parent is not None else None
        if pname is None:
            kids = ["robot"]
        elif pname in ("gazebo", "transmission"):
            kids = []
        else:
            spec = schema.ELEMENTS.get(pname)
            kids = list(spec.children) if spec else []
            if pname.startswith("xacro:"):
                kids = list(schema.ELEMENTS["robot"].children) + ["inertial", "visual", "collision", "origin",
                                                                   "geometry", "parent", "child", "axis", "limit"]
        need_lt = cur.kind == "content" or doc.text[cur.start - 1:cur.start] != "<"
        rng = (cur.start, off) if cur.kind == "element-name" else (off, off)
        if cur.kind == "element-name" and cur.element is not None and cur.element.name_start == cur.start:
            rng = (cur.start, cur.element.name_end)
        for k in kids:
            items.append({"label": k, "kind": "element", "insert": ("<" if need_lt else "") + element_snippet(k),
                          "snippet": True, "detail": "URDF element", "doc": schema.ELEMENTS[k].doc,
                          "replace": rng})
        if pname in ("robot",) or (pname and pname.startswith("xacro:")):
            for label, body in schema.SNIPPETS.items():
                items.append({"label": label, "kind": "snippet", "insert": body if need_lt else body[1:],
                              "snippet": True, "detail": "snippet", "replace": rng})
        if x and pname is not None:
            from . import xacro as xm
            for label, body, detail in xm.element_completions(doc, parent):
                items.append({"label": label, "kind": "element", "insert": ("<" if need_lt else "") + body,
                              "snippet": True, "detail": detail, "replace": rng})
        return items
    return items


def element_snippet(name):
    spec = schema.ELEMENTS.get(name)
    req = [a for a in spec.attrs if a in spec.required] if spec else []
    if name == "joint":
        attrs = ' name="$1" type="${2|revolute,continuous,prismatic,fixed,floating,planar|}"'
    else:
        attrs = "".join(' %s="$%d"' % (a, i + 1) for i, a in enumerate(req))
    if spec and spec.children:
        return "%s%s>\n\t$0\n</%s>" % (name, attrs, name)
    if not req:
        return "%s %s/>" % (name, " ".join('%s="$%d"' % (a, i + 1) for i, a in enumerate(spec.attrs))) \
            if spec and spec.attrs else name + "/>"
    return "%s%s/>" % (name, attrs)


# ------------------------------------------------------------------ symbols

def symbols(doc):
    """nested dicts: name, detail, kind ('robot','link','joint','material','other'), range, selection, children"""
    an = doc.analysis
    root = doc.tree.root
    if root is None:
        return []
    link_el, _joint_of_child, joints_by_parent, others = {}, {}, {}, []
    for c in doc.tree.middle():
        n = c.node
        if n is None or n.kind != "element":
            continue
        if n.name == "link" and n.get("name") is not None:
            link_el.setdefault(n.get("name"), n)
        elif n.name == "joint":
            p, ch = n.first("parent"), n.first("child")
            pn = p.get("link") if p is not None else None
            cn = ch.get("link") if ch is not None else None
            joints_by_parent.setdefault(pn, []).append((n, cn))
        elif n.name in ("material", "gazebo", "transmission") or n.name.startswith("xacro:"):
            others.append(n)

    def sym(el, kind, detail=""):
        a = el.attr("name") or el.attr("reference")
        sel = (a.value_start, a.value_end) if a is not None and a.value_end > a.value_start else (
            el.name_start, el.name_end)
        return {"name": (a.value if a is not None and a.value else "<%s>" % el.name), "detail": detail,
                "kind": kind, "range": (el.start, el.end), "selection": sel, "children": []}

    placed = set()

    def link_sym(name, depth=0):
        el = link_el.get(name)
        if el is None or name in placed or depth > 2000:
            return None
        placed.add(name)
        s = sym(el, "link", "link")
        stack = [(s, name)]
        while stack:
            node, lname = stack.pop()
            for j, cn in joints_by_parent.get(lname, []):
                js = sym(j, "joint", "%s joint" % (j.get("type") or "?"))
                node["children"].append(js)
                if cn in link_el and cn not in placed:
                    placed.add(cn)
                    ls = sym(link_el[cn], "link", "link")
                    js["children"].append(ls)
                    stack.append((ls, cn))
        return s

    top = []
    roots = getattr(an, "roots", None) or list(link_el)
    for r in roots:
        s = link_sym(r)
        if s:
            top.append(s)
    for name in link_el:
        if name not in placed:
            s = link_sym(name)
            if s:
                s["detail"] = "link (not in the tree)"
                top.append(s)
    placed_joints = set()

    def collect(ss):
        st = list(ss)
        while st:
            x = st.pop()
            if x["kind"] == "joint":
                placed_joints.add(x["range"][0])
            st.extend(x["children"])
    collect(top)
    for lst in joints_by_parent.values():
        for j, _ in lst:
            if j.start not in placed_joints:
                top.append(sym(j, "joint", "joint (not in the tree)"))
    for o in others:
        top.append(sym(o, "material" if o.name == "material" else "other", o.name))
    return [{"name": root.get("name") or "robot", "detail": "robot", "kind": "robot",
             "range": (root.start, root.end), "selection": (root.name_start, root.name_end), "children": top}]
