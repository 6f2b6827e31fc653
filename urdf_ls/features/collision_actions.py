"""What the editor offers for collision geometry: in an SRDF, "Update disable_collisions from geometry" (a
command the server runs in the background: features cannot compute a matrix while a request waits)."""
from __future__ import annotations

from dataclasses import dataclass

from ..codes import Code

UPDATE_TITLE = "Update disable_collisions from geometry (MoveIt's collision matrix, 10,000 samples)"


@dataclass(frozen=True)
class UpdateCollisions:
    """the code action that runs the server's collision-matrix command on an SRDF: its title, the document's
    URI, the diagnostics it answers"""
    title: str
    uri: str
    diagnostics: list


def srdf_actions(doc, start, end, diagnostics, uri) -> list:
    """the update action where the range touches a <disable_collisions>, or answers an srdf-collision-stale"""
    stale = [d for d in diagnostics if d.code == Code.SRDF_COLLISION_STALE and d.start <= end and d.end >= start]
    root = doc.tree.root
    touches = root is not None and any(
        el.name == "disable_collisions" and el.span[0] <= end and el.span[1] >= start for el in root.iter())
    if not stale and not touches:
        return []
    return [UpdateCollisions(UPDATE_TITLE, uri, stale)]


HULL_TITLE = "Use the convex hull of the visual mesh as collision geometry (a new STL file next to the mesh)"


@dataclass(frozen=True)
class GenerateHull:
    """the code action that runs the server's hull command on one link of a URDF document"""
    title: str
    uri: str
    link: str
    diagnostics: list


def urdf_actions(doc, start, end, diagnostics, uri) -> list:
    """a hull action per link whose collision-is-visual-mesh or collision-missing the range touches (a plain URDF
    only: the edit would otherwise go to the expansion)"""
    if doc.ctx.xacro:
        return []
    out, seen = [], set()
    for d in diagnostics:
        if d.code not in (Code.COLLISION_IS_VISUAL_MESH, Code.COLLISION_MISSING) or d.start > end or d.end < start:
            continue
        el = doc.tree.element_at(d.start)
        while el is not None and el.name != "link":
            el = el.parent
        name = el.get("name") if el is not None else None
        if name and name not in seen:
            seen.add(name)
            out.append(GenerateHull(HULL_TITLE, uri, name, [d]))
    return out
