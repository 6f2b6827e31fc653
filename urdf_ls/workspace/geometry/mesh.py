"""What a mesh reader gives (Mesh) and how it says no (MeshFormatError), shared by readers.py and collada.py."""
from __future__ import annotations

from dataclasses import dataclass


class MeshFormatError(Exception):
    """why a file gives no triangles: unsupported format, malformed, too large, too deep"""


@dataclass
class Mesh:
    """vertices (x, y, z tuples, or an (n, 3) numpy array) and faces (index triples, or an (m, 3) array)"""
    vertices: object
    faces: object
    triangles: int
    unit: float | None = None
    notes: tuple = ()


def too_large(n, cap):
    if n > cap:
        raise MeshFormatError("too large")
