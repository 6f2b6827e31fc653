"""What the mesh cache keeps of a mesh file: its mass properties, or why there are none."""
from __future__ import annotations

from dataclasses import dataclass

from .solids import MassProperties

MESH_SECONDS = 20.0        # a mesh's budget before it is given up as too large


@dataclass(frozen=True)
class MeshResult:
    """`properties` None means `problem` says why (unreadable, too large, unsupported format, degenerate);
    `unit` is COLLADA's metres per unit when the file declares one (already applied); `notes` say what the
    numbers are when not the plain integral (hull of an open mesh, inside-out mesh)"""
    properties: MassProperties | None
    closed: bool
    triangles: int
    unit: float | None = None
    problem: str | None = None
    notes: tuple = ()
