"""Quick fixes of the collision-geometry diagnostics that need no new file: the link's collision geometry
becomes the smallest box, cylinder or sphere enclosing its visual mesh, from the mesh cache's hull (never a mesh
read while the request waits: a mesh not measured yet gives no fix).  The convex hull, which needs a new mesh
file, is the server's command (lsp/collision_commands.py)."""
from __future__ import annotations

import os

from ..codes import Code
from ..rules.physics import resolver
from ..rules.physics_model import read_shapes
from ..workspace.collision.generate import enclosing_primitive
from .collision_edits import LinkEdit, num, placed, primitive_attrs, text_edits
from .types import Edit, Fix

TOLERANCE = 0.5     # the primitive may hold this much more volume than the mesh (50%)


def link_of(el):
    while el is not None and el.name != "link":
        el = el.parent
    return el


def visual_mesh(link, resolve):
    """the link's one visual mesh Shape, or None (no visual mesh, several, or unreadable)"""
    visual, _why = read_shapes(link, "visual", resolve)
    meshes = [s for s in visual or () if s.kind == "mesh"]
    return meshes[0] if len(meshes) == 1 and len(visual) == 1 else None


def replaced_collisions(link, shape, resolve):
    """the link's <collision> elements that are the visual mesh (what the new geometry replaces)"""
    collision, _why = read_shapes(link, "collision", resolve)
    real = os.path.realpath(shape.params[0])
    return [c.element for c in collision or () if c.kind == "mesh" and os.path.realpath(c.params[0]) == real]


def primitive_fix(doc, d, el) -> list[Fix]:
    link = link_of(el)
    if link is None:
        return []
    resolve = resolver(doc.ctx)
    shape = visual_mesh(link, resolve)
    result = doc.workspace.meshes.get(*shape.params) if shape is not None else None
    if result is None or result.properties is None or result.properties.volume <= 0:
        return []
    props = result.properties
    p = enclosing_primitive(props.hull, props.volume)
    if p.looseness - 1 > TOLERANCE:
        return []
    new = placed(p.kind, primitive_attrs(p), shape.xyz, shape.rpy, p.rotation, p.center)
    edit = LinkEdit(link, link.elements("visual")[-1], replaced_collisions(link, shape, resolve), [new])
    title = "Use an enclosing %s as collision geometry (%s%% more volume than the visual mesh)" % (
        p.kind, num(round(100 * (p.looseness - 1))))
    return [Fix(title, tuple(Edit(s, e, t) for s, e, t in text_edits(doc.text, [edit])))]


FIXES = {Code.COLLISION_IS_VISUAL_MESH: primitive_fix, Code.COLLISION_MISSING: primitive_fix}
