"""Quick fixes of the physics rules: an <inertial> computed from the link's geometry, a mesh scaled by 0.001
(or 1000), revolute limits converted from degrees to radians."""
from __future__ import annotations

import math

from ..codes import Code
from ..rules.physics import mesh_scale_factor, resolver
from ..rules.physics_links import link_physics
from .indentation import line_indent
from .types import Edit, Fix

DENSITIES = ((1000.0, "plastic, water"), (2700.0, "aluminium"), (7850.0, "steel"))


def num(v):
    """a number as written into the file: 6 significant digits, no '-0'"""
    text = "%.6g" % v
    return "0" if text in ("-0", "0") else text


def _top_link(el):
    while el is not None and el.name != "link":
        el = el.parent
    return el


def inertial_fixes(doc, d, el) -> list[Fix]:
    """replace the link's whole <inertial> by the uniform body of its geometry: with the declared mass (unless it
    is the mass that is implausible), and from each of a few common densities"""
    link = _top_link(el)
    inertial = link.first("inertial") if link is not None else None
    if inertial is None:
        return []
    lp = link_physics(link, resolver(doc.ctx), doc.workspace.meshes)
    if not lp.measured:
        return []
    out = []
    if lp.inertial is not None and lp.inertial.mass > 0 and d.code != Code.DENSITY_IMPLAUSIBLE:
        mass = lp.inertial.mass
        out.append(Fix("Compute <inertial> from geometry (keep mass %s kg)" % num(mass),
                       (_inertial_edit(doc, inertial, lp, mass),)))
    for rho, what in DENSITIES:
        mass = rho * lp.volume
        out.append(Fix("Compute <inertial> from geometry at %g kg/m³ (%s): %s kg" % (rho, what, num(mass)),
                       (_inertial_edit(doc, inertial, lp, mass),)))
    return out


def add_inertial_fixes(doc, link) -> list[Fix]:
    """a link with geometry and no <inertial>: add one computed from its geometry, from each of a few common
    densities (as the compute fix does); nothing until its meshes are measured"""
    if link.first("inertial") is not None or not any(c.name in ("collision", "visual") for c in link.children
                                                     if c.kind == "element"):
        return []
    lp = link_physics(link, resolver(doc.ctx), doc.workspace.meshes)
    if not lp.measured or not lp.volume > 0:
        return []
    outer = _child_indent(doc.text, link)
    return [Fix("Add <inertial> from geometry at %g kg/m³ (%s): %s kg" % (rho, what, num(rho * lp.volume)),
                (Edit(link.tag_end, link.tag_end, "\n" + outer + _inertial_text(outer, _deeper(outer), lp,
                                                                                 rho * lp.volume)),))
            for rho, what in DENSITIES]


def _child_indent(text, el):
    """the indentation of el's first child element, else el's own one level deeper"""
    child = next((c for c in el.children if c.kind == "element"), None)
    own = line_indent(text, el.start)
    inner = line_indent(text, child.start) if child is not None else ""
    return inner if len(inner) > len(own) and inner.startswith(own) else _deeper(own)


def _deeper(indent):
    return indent + ("\t" if indent.startswith("\t") else "  ")


def _inertial_edit(doc, inertial, lp, mass) -> Edit:
    outer = line_indent(doc.text, inertial.start)
    return Edit(inertial.start, inertial.end, _inertial_text(outer, _child_indent(doc.text, inertial), lp, mass))


def _inertial_text(outer, inner, lp, mass) -> str:
    """an <inertial> element of the geometry's uniform body of that mass, its lines indented by inner and its end
    tag by outer (the start tag goes where the caller puts it)"""
    ixx, ixy, ixz, iyy, iyz, izz = lp.uniform_inertia(mass)
    cx, cy, cz = lp.body.center
    lines = ["<inertial>",
             '%s<origin xyz="%s %s %s" rpy="0 0 0"/>' % (inner, num(cx), num(cy), num(cz)),
             '%s<mass value="%s"/>' % (inner, num(mass)),
             '%s<inertia ixx="%s" ixy="%s" ixz="%s" iyy="%s" iyz="%s" izz="%s"/>' % (
                 inner, num(ixx), num(ixy), num(ixz), num(iyy), num(iyz), num(izz)),
             "%s</inertial>" % outer]
    return "\n".join(lines)


def scale_fix(doc, d, el) -> list[Fix]:
    """multiply the <mesh>'s scale (1 1 1 when absent) by the factor the diagnostic names"""
    while el is not None and el.name != "mesh":
        el = el.parent
    factor = mesh_scale_factor(d.message)
    if el is None or factor is None:
        return []
    a = el.attr("scale")
    title = "Scale mesh by %g" % factor
    if a is None:
        new = " ".join([num(factor)] * 3)
        anchor = el.attr("filename")
        at = anchor.value_end + 1 if anchor is not None else el.name_end
        return [Fix(title, (Edit(at, at, ' scale="%s"' % new),))]
    parts = a.value.split()
    try:
        scaled = " ".join(num(float(p) * factor) for p in parts)
    except ValueError:
        return []
    return [Fix(title, (Edit(a.value_start, a.value_end, scaled),))]


def radians_fix(doc, d, el) -> list[Fix]:
    while el is not None and el.name != "limit":
        el = el.parent
    if el is None:
        return []
    edits = []
    for name in ("lower", "upper"):
        a = el.attr(name)
        if a is None:
            continue
        try:
            v = float(a.value)
        except ValueError:
            return []
        edits.append(Edit(a.value_start, a.value_end, num(math.radians(v))))
    return [Fix("Convert limits to radians", tuple(edits))] if edits else []


FIXES = {
    Code.COM_OUTSIDE_GEOMETRY: inertial_fixes,
    Code.INERTIA_EXCEEDS_GEOMETRY: inertial_fixes,
    Code.DENSITY_IMPLAUSIBLE: inertial_fixes,
    Code.INERTIA_PLACEHOLDER: inertial_fixes,
    Code.MESH_UNITS_SUSPECT: scale_fix,
    Code.LIMIT_LOOKS_DEGREES: radians_fix,
}
