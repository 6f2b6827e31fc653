"""Hover documentation: elements, attributes and values (rpy in degrees, names show what they are)."""
from __future__ import annotations

import math

from ..vocabulary import schema
from ..vocabulary.numbers import parse_double, parse_vector
from ..vocabulary.xacro import DOLLAR, EXPR, Evaluator, identifiers
from ..workspace.packages import has_expr
from .markup import md
from .navigation import definitions
from .types import Hover
from .xacro_hover import xacro_hover


def hover(doc, off) -> Hover | None:
    el = doc.tree.element_at(off)
    if el is None:
        return None
    h = xacro_hover(doc, el, off) if el.name.startswith("xacro:") else None
    if h is not None:
        return h
    if el.name_start <= off <= el.name_end or (el.close_start is not None and el.close_start <= off <= el.end):
        return Hover(element_doc(el) + _physics(doc, el), el.name_start, el.name_end)
    for a in el.attrs:
        if a.name_start <= off <= a.name_end:
            return Hover(attr_doc(el, a), a.name_start, a.name_end)
        if a.value_start <= off <= a.value_end:
            return Hover(value_doc(doc, el, a), a.value_start, a.value_end)
    return None


def _physics(doc, el):
    """what the link's geometry says of its mass properties (features.physics_hover), on their elements"""
    if el.name not in ("inertial", "mass", "inertia"):
        return ""
    from .physics_hover import physics_note     # (the geometry engine loads when it is asked)
    return physics_note(doc, el)


def element_doc(el):
    spec = _spec(el)
    if spec is None:
        return md("**<%s>** — not a URDF element; URDF parsers ignore it." % el.name)
    parts = ["**<%s>**" % el.name, "", spec.doc]
    if spec.attrs:
        parts += ["", "Attributes:"] + ["- `%s`%s — %s" % (k, " (required)" if k in spec.required else "", v.doc)
                                        for k, v in spec.attrs.items()]
    if spec.children:
        parts += ["", "Children: " + ", ".join("<%s>" % c for c in spec.children)]
    return md("\n".join(parts))


def _spec(el):
    """the element's entry where it stands, else by its name (docs help even on a misplaced element)"""
    return schema.spec_for(el) or schema.ELEMENTS.get(el.name)


def attr_doc(el, a):
    spec = _spec(el)
    d = spec.attrs.get(a.name) if spec else None
    if d is None:
        return md("`%s` — not a known attribute of <%s>." % (a.name, el.name))
    return md("**%s** (on <%s>)\n\n%s" % (a.name, el.name, d.doc))


def value_doc(doc, el, a):
    v = a.value
    if has_expr(v) and doc.ctx.xacro:
        return expression_doc(doc, v)
    kind = schema.attr_kind(el, a.name)
    if kind == "joint-type":
        d = schema.JOINT_TYPES.get(v)
        return md(("**%s** joint: %s" % (v, d)) if d else "Unknown joint type. Valid: " + ", ".join(schema.JOINT_TYPES))
    if kind in ("rpy", "xyz", "vector3"):
        vals, problem = parse_vector(v)
        if not vals:
            return "%s: %s" % (a.name, problem)
        if kind == "rpy":
            return ("**rpy** %s rad = roll %.4g°, pitch %.4g°, yaw %.4g° (about fixed X, then Y, then Z)" % (
                _fmt_vec(vals), *(math.degrees(x) for x in vals)))
        unit = " m" if kind == "xyz" else ""
        return "**%s** %s" % (a.name, ", ".join("%s=%g%s" % (c, x, unit) for c, x in zip("xyz", vals)))
    if el.name == "limit" and a.name == "effort":
        from .statics_hover import statics_note     # (here: the statics are asked for on this value only)
        return attr_doc(el, a) + statics_note(doc, el)
    if el.name == "limit" and a.name in ("lower", "upper"):
        x = parse_double(v)
        if x is not None:
            return "%s = %g (%.4g° if revolute)" % (a.name, x, math.degrees(x))
    nk = schema.name_kind(el, a.name)
    if nk:
        return describe(doc, nk[0], v)
    return attr_doc(el, a)


def _fmt_vec(v):
    return " ".join("%g" % x for x in v)


def expression_doc(doc, value):
    """a ${...}/$(...) value: its value where it can be computed without running code, else its names"""
    idx = doc.xacro_index
    ev = Evaluator(lambda n: idx.properties[n].el.get("value") if n in idx.properties else None)
    lines = []
    for m in EXPR.finditer(value):
        expr = m.group(1).strip()
        result = ev.value(expr)
        if result is not None:
            lines.append("`${%s}` = **%s**" % (expr, _fmt_number(result)))
            continue
        names = sorted({im.group(1) for im in identifiers(expr)} & set(idx.properties))
        said = ", ".join("`%s` = `%s`" % (n, idx.properties[n].el.get("value")) for n in names)
        how = "too costly to evaluate here; evaluated by xacro" if ev.exhausted else "evaluated by xacro"
        lines.append("`${%s}` — %s%s" % (expr, how, (": " + said) if said else ""))
    for m in DOLLAR.finditer(value):
        lines.append("`%s` — substituted by xacro (%s)" % (m.group(0), m.group(1)))
    return "\n\n".join(lines) or "xacro expression"


def _fmt_number(x):
    return "%.6g" % x if isinstance(x, float) else str(x)


def describe(doc, kind, name):
    defs = definitions(doc, kind, name)
    if not defs:
        return "`%s`: no %s with this name is defined in this file" % (name, kind.replace("-or-", " or "))
    a = defs[0]
    el = a.owner
    line = doc.lines.line_of(a.value_start) + 1
    if el.name == "link":
        return "**link `%s`** (line %d)\n\n%s" % (name, line, "; ".join(_link_facts(doc, el, name)))
    if el.name == "joint":
        p, c = el.first("parent"), el.first("child")
        return "**joint `%s`** (line %d): %s, %s → %s" % (
            name, line, el.get("type"), p.get("link") if p is not None else "?", c.get("link") if c is not None else "?")
    if el.name == "material":
        col, tex = el.first("color"), el.first("texture")
        return "**material `%s`** (line %d)%s%s" % (
            name, line, ("; rgba " + col.get("rgba", "")) if col is not None else "",
            ("; texture " + tex.get("filename", "")) if tex is not None else "")
    return "`%s` (line %d)" % (name, line)


def _link_facts(doc, el, name):
    bits = []
    i = el.first("inertial")
    if i is not None and i.first("mass") is not None:
        bits.append("mass %s kg" % i.first("mass").get("value"))
    bits.append("%d visual, %d collision" % (len(el.elements("visual")), len(el.elements("collision"))))
    st = doc.state
    par = st.parent_of.get(name)
    if par:
        bits.append("parent joint '%s' (from '%s')" % (par[1].get("name"), par[0]))
    kids = st.children.get(name)
    if kids:
        bits.append("children: " + ", ".join(kids))
    return bits
