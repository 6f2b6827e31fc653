"""What urdfdom does not read where it stands: unknown elements and attributes (typos, with a suggestion), and
URDF vocabulary in the wrong place, said plainly (information when its values are all 0: nothing is lost)."""
from __future__ import annotations

from ..codes import Code, Diag, FixData, Severity
from ..syntax.nodes import on_name
from ..vocabulary import schema
from ..vocabulary.numbers import parse_double
from ..vocabulary.suggest import suggestion

on_attr_name = on_name     # on the name of a placed attribute


def unknown_element(el, parent_name, allowed):
    ignored = schema.IGNORED_HERE.get((parent_name, el.name))
    if ignored is not None:
        return on_name(el, Code.UNKNOWN_ELEMENT, "<%s> inside <%s> is ignored: %s" % (el.name, parent_name, ignored),
                       severity=Severity.INFORMATION if _all_values_zero(el) else None)
    hint, sugg = suggestion(el.name, allowed, "<", ">")
    if not sugg and _zero_content(el):
        return on_name(el, Code.UNKNOWN_ELEMENT, "Unknown element <%s> inside <%s>, all zero: nothing is lost" % (
            el.name, parent_name), severity=Severity.INFORMATION)
    return on_name(el, Code.UNKNOWN_ELEMENT, "Unknown element <%s> inside <%s>%s" % (el.name, parent_name, hint),
                   FixData(suggest=sugg) if sugg else None)


def _zero_content(el):
    """an element of numbers only, all 0, without attributes or children (SDF's <pose>0 0 0 0 0 0</pose>)"""
    if el.tag_attrs or any(c.kind == "element" for c in el.children):
        return False
    return _zero(" ".join(c.data for c in el.children if c.kind == "text"))


def _all_values_zero(el):
    """no numeric attribute sets anything (exporters write <joint_properties damping="0.0" friction="0.0"/>,
    <origin xyz="0 0 0" rpy="0 0 0"/>)"""
    return all(_zero(a.value) for a in el.tag_attrs if a.name != "name")


def _zero(value):
    """a number or a vector of numbers, all 0"""
    pieces = value.split()
    return bool(pieces) and all(parse_double(p) == 0.0 for p in pieces)


def unknown_attribute(el, a) -> Diag:
    """an attribute urdfdom does not read on el: ignored where it stands, a mirrored inertia entry, or a typo"""
    ignored = schema.IGNORED_ATTRIBUTE_HERE.get((el.name, a.name))
    if ignored is not None:
        return on_attr_name(a, Code.UNKNOWN_ATTRIBUTE, "Attribute '%s' on <%s> is ignored: %s" % (
            a.name, el.name, ignored), severity=Severity.INFORMATION if _zero(a.value) else None)
    mirror = schema.INERTIA_MIRROR.get(a.name) if el.name == "inertia" else None
    if mirror is not None:
        return _mirrored_inertia(el, a, mirror)
    hint, sugg = suggestion(a.name, tuple(schema.ELEMENTS[el.name].attrs))
    return on_attr_name(a, Code.UNKNOWN_ATTRIBUTE, "Unknown attribute '%s' on <%s>%s" % (a.name, el.name, hint),
                        FixData(suggest=sugg) if sugg else None)


def _mirrored_inertia(el, a, mirror) -> Diag:
    """iyx, izx, izy: the inertia matrix is symmetric, urdfdom reads only ixy, ixz, iyz.  Information when the
    entry it reads is there and this one adds nothing (equal, or 0 as exporters write the lower triangle)"""
    read = el.attr(mirror)
    if read is None:
        return on_attr_name(a, Code.UNKNOWN_ATTRIBUTE, "Unknown attribute '%s' on <inertia>: the inertia matrix is "
                            "symmetric and URDF names only its upper triangle; did you mean '%s'?" % (a.name, mirror),
                            FixData(suggest=mirror))
    mine, theirs = parse_double(a.value), parse_double(read.value)
    same = mine is not None and (mine == 0.0 or mine == theirs)
    return on_attr_name(a, Code.UNKNOWN_ATTRIBUTE, "Attribute '%s' on <inertia> is ignored: the inertia matrix is "
                        "symmetric and urdfdom reads only '%s' (%s)%s" % (
                            a.name, mirror, read.value, "" if same else "; this value differs from it"),
                        severity=Severity.INFORMATION if same else None)
