"""Collision geometry made from a visual mesh: its convex hull, the smallest enclosing box, cylinder or sphere,
a decimated copy (fast-simplification) or a convex decomposition (coacd); and binary STL files for them.
Everything here is in the mesh's own frame, after its `<mesh scale>`."""
from __future__ import annotations

import math
import os
import struct
from dataclasses import dataclass

from .bodies import Triangles


@dataclass(frozen=True)
class Primitive:
    """a URDF shape (kind box|cylinder|sphere, its params) placed in the mesh frame (rotation 3x3 rows,
    centre), with its volume and the hull's, whose ratio says how loosely it fits"""
    kind: str
    params: tuple
    rotation: tuple
    center: tuple
    volume: float
    hull_volume: float

    @property
    def looseness(self) -> float:
        return self.volume / self.hull_volume if self.hull_volume > 0 else math.inf


def volume_of(tri: Triangles) -> float:
    """the enclosed volume of a closed, outward mesh (signed tetrahedra)"""
    import numpy as np
    v = tri.vertices[tri.faces]
    return float(abs((v[:, 0] * np.cross(v[:, 1], v[:, 2])).sum()) / 6.0)


_AXES = {"x": ((0, 0, 1), (0, 1, 0), (-1, 0, 0)),     # rotations taking URDF's cylinder axis z to x, y, z
         "y": ((1, 0, 0), (0, 0, -1), (0, 1, 0)),
         "z": ((1, 0, 0), (0, 1, 0), (0, 0, 1))}


def enclosing_primitive(points, hull_volume) -> Primitive:
    """the smallest of the axis-aligned box, the cylinders along x, y and z through the box's centre and the
    sphere about it, each enclosing every point (a few hundred hull points: pure Python, for the server too);
    hull_volume: what its looseness is measured against"""
    pts = [tuple(float(c) for c in p) for p in points]
    lo = [min(p[k] for p in pts) for k in range(3)]
    hi = [max(p[k] for p in pts) for k in range(3)]
    mid = tuple((a + b) / 2 for a, b in zip(lo, hi))
    size = tuple(b - a for a, b in zip(lo, hi))
    out = [Primitive("box", size, _AXES["z"], mid, size[0] * size[1] * size[2], hull_volume)]
    for name, k in (("x", 0), ("y", 1), ("z", 2)):
        u, v = [i for i in range(3) if i != k]
        r = max(math.hypot(p[u] - mid[u], p[v] - mid[v]) for p in pts)
        out.append(Primitive("cylinder", (r, size[k]), _AXES[name], mid, math.pi * r * r * size[k], hull_volume))
    r = max(math.dist(p, mid) for p in pts)
    out.append(Primitive("sphere", (r,), _AXES["z"], mid, 4 / 3 * math.pi * r ** 3, hull_volume))
    return min(out, key=lambda p: p.volume)


def decimated(tri: Triangles, faces: int) -> Triangles:
    """the mesh reduced to about `faces` triangles (fast-simplification's quadric decimation); ImportError
    when the package is missing"""
    import fast_simplification
    import numpy as np
    if len(tri.faces) <= faces:
        return tri
    points, out = fast_simplification.simplify(tri.vertices.astype(np.float32), tri.faces.astype(np.int64),
                                               target_reduction=1.0 - faces / len(tri.faces))
    return Triangles(np.asarray(points, dtype=float), np.asarray(out, dtype=np.int64))


def decomposed(tri: Triangles, threshold=0.05) -> list:
    """convex parts (coacd, concavity `threshold`); ImportError when coacd is missing"""
    import coacd
    import numpy as np
    coacd.set_log_level("error")
    parts = coacd.run_coacd(coacd.Mesh(tri.vertices, tri.faces), threshold=threshold)
    return [Triangles(np.asarray(v, dtype=float), np.asarray(f, dtype=np.int64)) for v, f in parts]


def stl_bytes(tri: Triangles) -> bytes:
    """a binary STL of the triangles (normals from the winding)"""
    import numpy as np
    v = tri.vertices[tri.faces].astype(np.float32)
    n = np.cross(v[:, 1] - v[:, 0], v[:, 2] - v[:, 0])
    n /= np.maximum(np.linalg.norm(n, axis=1), 1e-30)[:, None]
    records = np.zeros(len(v), dtype=[("n", "<f4", 3), ("v", "<f4", (3, 3)), ("attr", "<u2")])
    records["n"], records["v"] = n, v
    return b"urdf-ls collision geometry".ljust(80, b" ") + struct.pack("<I", len(v)) + records.tobytes()


def free_name(folder, stem, suffix=".stl") -> str:
    """folder/stem + suffix, or with -2, -3 … before the suffix: a name no file has (generated files never
    replace one)"""
    path, n = os.path.join(folder, stem + suffix), 1
    while os.path.lexists(path):
        n += 1
        path = os.path.join(folder, "%s-%d%s" % (stem, n, suffix))
    return path
