"""Quick fixes, keyed by diagnostic code."""
from __future__ import annotations

from ..codes import Code
from .indentation import line_indent
from .types import Edit, Fix


def _limit(doc, d, el):
    ind = line_indent(doc.text, el.start) + "  "
    return [Fix("Add <limit> element", (Edit(el.tag_end, el.tag_end, '\n%s<limit lower="-1.57" upper="1.57" '
                                                                     'effort="10" velocity="1"/>' % ind),))]


def _missing_attribute(attr, value):
    def fix(doc, d, el):
        return [Fix("Add %s attribute" % attr, (Edit(el.name_end, el.name_end, ' %s="%s"' % (attr, value)),))]
    return fix


def _create_link(doc, d, el):
    name = doc.text[d.start:d.end]
    top = el
    while top is not None and top.parent is not None and top.parent is not doc.tree.root:
        top = top.parent
    if top is None or not name:
        return []
    ind = line_indent(doc.text, top.start)
    return [Fix("Create link '%s'" % name, (Edit(top.start, top.start, '<link name="%s"/>\n%s' % (name, ind)),))]


def _define_material(doc, d, el):
    name, root = doc.text[d.start:d.end], doc.tree.root
    if root is None or not name:
        return []
    return [Fix("Define material '%s'" % name, (Edit(root.tag_end, root.tag_end, '\n  <material name="%s">\n    '
                                                    '<color rgba="0.8 0.8 0.8 1"/>\n  </material>' % name),))]


def _add_alpha(doc, d, el):
    vals = doc.text[d.start:d.end].split()
    if len(vals) != 3:
        return []
    return [Fix("Add alpha 1", (Edit(d.start, d.end, " ".join(vals + ["1"])),))]


FIXES = {
    Code.JOINT_NO_LIMIT: _limit,
    Code.LIMIT_EFFORT_MISSING: _missing_attribute("effort", "1"),
    Code.LIMIT_VELOCITY_MISSING: _missing_attribute("velocity", "1"),
    Code.ROBOT_NO_NAME: lambda doc, d, el: [Fix("Add a robot name", (Edit(el.name_end, el.name_end, ' name="robot"'),))],
    Code.LINK_NO_NAME: lambda doc, d, el: [Fix("Add a link name", (Edit(el.name_end, el.name_end, ' name="link"'),))],
    Code.UNKNOWN_LINK: _create_link,
    Code.UNDEFINED_MATERIAL: _define_material,
    Code.RGBA_COUNT: _add_alpha,
}

COLLISION_CODES = frozenset((Code.COLLISION_IS_VISUAL_MESH, Code.COLLISION_MISSING))
PHYSICS_CODES = frozenset((Code.COM_OUTSIDE_GEOMETRY, Code.INERTIA_EXCEEDS_GEOMETRY, Code.DENSITY_IMPLAUSIBLE,
                           Code.INERTIA_PLACEHOLDER, Code.MESH_UNITS_SUSPECT, Code.LIMIT_LOOKS_DEGREES))


def actions_at(doc, start, end) -> list[Fix]:
    """code actions of the element at the range, whatever its diagnostics: a link with geometry and no
    <inertial> gets one computed from its geometry"""
    el = doc.tree.element_at(start) if doc.tree.root is not None else None
    while el is not None and el.name != "link":
        el = el.parent
    if el is None or el.parent is not doc.tree.root or doc.tree.root.name != "robot":
        return []
    from .physics_fixes import add_inertial_fixes    # (the geometry engine loads only when asked)
    return add_inertial_fixes(doc, el)


def fixes(doc, d) -> list[Fix]:
    """quick fixes for diagnostic d (absolute offsets): from its data, then by its code"""
    out = []
    if d.data is not None and d.data.suggest:
        out.append(Fix("Change to '%s'" % d.data.suggest, (Edit(d.start, d.end, d.data.suggest),)))
    if d.data is not None and d.data.replacement:
        out.append(Fix("Use space-separated numbers: '%s'" % d.data.replacement,
                       (Edit(d.start, d.end, d.data.replacement),)))
    make = FIXES.get(d.code)
    if make is None and d.code in PHYSICS_CODES:
        from .physics_fixes import FIXES as PHYSICS_FIXES    # (the geometry engine loads only when asked)
        make = PHYSICS_FIXES[d.code]
    if make is None and d.code == Code.SELF_COLLISION:
        from .srdf_collisions import disable_pair_fix as make
    if make is None and d.code in COLLISION_CODES:
        from .collision_fixes import FIXES as COLLISION_FIXES
        make = COLLISION_FIXES[d.code]
    if make is not None:
        el = doc.tree.element_at(d.start)
        if el is not None or d.code in (Code.UNDEFINED_MATERIAL, Code.RGBA_COUNT):
            out += make(doc, d, el)
    return out
