"""What the mesh cache keeps of a mesh file: its mass properties, or why there are none."""
from __future__ import annotations

from dataclasses import dataclass

from .solids import MassProperties

MESH_SECONDS = 20.0        # a mesh's budget before it is given up as too large
OUT_OF_TIME = "too large: not measured within its time budget"     # (this run's answer: not kept on disk)
WORKER_FAILED = "internal error: the mesh worker process failed"     # (killed, out of memory: not kept either)


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
