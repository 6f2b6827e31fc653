"""Mass properties of a mesh file (STL binary and ASCII, OBJ, COLLADA) for unit density.

A closed mesh (every edge shared by exactly two faces, in opposite directions) is integrated exactly by the
divergence theorem (signed tetrahedra against a point near the mesh). An open or non-manifold mesh has no
inside: it is flagged and bounded by its convex hull (`exact=False`). Pure Python; numpy, when it imports,
only makes the same arithmetic faster (`tests/unit/test_geometry_meshes.py` holds both to the same numbers)."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass

from ..files import Unreadable, read_bytes
from . import hull as _hull
from .readers import MeshFormatError, read_mesh
from .solids import MassProperties, scaled

try:  # an accelerator only: the .vsix's bundled server has no numpy
    import numpy as _np
except ImportError:  # pragma: no cover - exercised by the pure-Python tests
    _np = None

MAX_MESH_BYTES = 64 * 1024 * 1024
MAX_TRIANGLES = 3_000_000
MESH_SECONDS = 20.0        # a mesh's budget before it is given up as too large
EXACT_HULL_VERTICES = 3000  # above this many vertices the hull is built from extreme points only


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


class _OutOfTime(Exception):
    pass


def mesh_properties(path: str, scale=(1.0, 1.0, 1.0), seconds: float = MESH_SECONDS, use_numpy=None) -> MeshResult:
    """the mesh at `path` under `<mesh scale>`; never raises for a bad file"""
    result = _unscaled(path, seconds, _np is not None if use_numpy is None else use_numpy)
    if result.properties is None or tuple(float(s) for s in scale) == (1.0, 1.0, 1.0):
        return result
    return MeshResult(scaled(result.properties, scale), result.closed, result.triangles, result.unit, None,
                      result.notes)


def _unscaled(path, seconds, use_numpy) -> MeshResult:
    try:
        data = read_bytes(path, MAX_MESH_BYTES)
    except Unreadable as e:
        problem = "too large" if "larger than" in str(e) else "unreadable: %s" % e
        return MeshResult(None, False, 0, problem=problem)
    ext = os.path.splitext(path)[1].lower()
    deadline = time.monotonic() + seconds
    try:
        mesh = read_mesh(data, ext, MAX_TRIANGLES, use_numpy and _np is not None)
    except MeshFormatError as e:
        return MeshResult(None, False, 0, problem=str(e))
    if mesh.triangles > MAX_TRIANGLES:
        return MeshResult(None, False, mesh.triangles, mesh.unit, problem="too large")
    try:
        if use_numpy and _np is not None:
            from . import fast
            vertices, faces = fast.weld(mesh.vertices, mesh.faces)
            closed = fast.is_closed(faces, len(vertices))
            integral = fast.integrate(vertices, faces) if closed else None
            extremes = fast.hull_candidates(vertices, faces, EXACT_HULL_VERTICES)
        else:
            vertices, faces = _weld(mesh.vertices, mesh.faces, deadline)
            closed = _is_closed(faces)
            integral = _integrate(vertices, faces, deadline) if closed else None
            extremes = _hull_candidates(vertices, faces, EXACT_HULL_VERTICES, deadline)
    except _OutOfTime:
        return MeshResult(None, False, mesh.triangles, mesh.unit, problem="too large")
    return _assemble(mesh, closed, integral, extremes)


def _assemble(mesh, closed, integral, extremes) -> MeshResult:
    if not extremes:
        return MeshResult(None, closed, mesh.triangles, mesh.unit, problem="degenerate: no triangles")
    tris = _hull.convex_hull(extremes)
    if tris is None:
        return MeshResult(None, closed, mesh.triangles, mesh.unit, problem="degenerate: the mesh is flat")
    used = sorted({i for t in tris for i in t})
    hull_points = tuple(extremes[i] for i in used)
    bounds = (tuple(min(p[k] for p in extremes) for k in range(3)), tuple(max(p[k] for p in extremes) for k in range(3)))
    notes = []
    if integral is not None:
        volume, center, inertia = integral
        if volume < 0:
            notes.append("inside-out (faces wound inward): volume taken as its absolute value")
            volume, inertia = -volume, tuple(-x for x in inertia)
        size = max(b - a for a, b in zip(*bounds))
        if volume <= 1e-9 * size ** 3:
            return MeshResult(None, True, mesh.triangles, mesh.unit, problem="degenerate: the mesh encloses no volume")
        exact = True
    else:
        notes.append("open or non-manifold mesh: the properties are its convex hull's")
        volume, center, inertia = _integrate([tuple(p) for p in extremes], tris, None)
        exact = False
    props = MassProperties(volume, center, inertia, exact, bounds, hull_points)
    return MeshResult(props, closed, mesh.triangles, mesh.unit, None, tuple(notes) + mesh.notes)


def _check_time(deadline):
    if deadline is not None and time.monotonic() > deadline:
        raise _OutOfTime


def _weld(vertices, faces, deadline):
    """vertices merged where their coordinates are equal (STL repeats them per triangle; COLLADA per normal),
    and the faces that collapse to a line or point dropped"""
    index, out, remap = {}, [], []
    for v in vertices:
        i = index.get(v)
        if i is None:
            i = index[v] = len(out)
            out.append(v)
        remap.append(i)
    _check_time(deadline)
    kept = []
    for a, b, c in faces:
        a, b, c = remap[a], remap[b], remap[c]
        if a != b and b != c and a != c:
            kept.append((a, b, c))
    return out, kept


def _is_closed(faces) -> bool:
    """every directed edge once, and its reverse once: a closed, consistently oriented 2-manifold"""
    edges = set()
    for a, b, c in faces:
        for e in ((a, b), (b, c), (c, a)):
            if e in edges:
                return False
            edges.add(e)
    return bool(edges) and all((b, a) in edges for a, b in edges)


def _integrate(vertices, faces, deadline):
    """(signed volume, centre, inertia about the centre with ixy = -∫xy) of the solid bounded by the faces;
    each triangle with a reference point spans a tetrahedron whose moments have closed forms"""
    lo = [min(v[k] for v in vertices) for k in range(3)]
    hi = [max(v[k] for v in vertices) for k in range(3)]
    o = [(a + b) / 2 for a, b in zip(lo, hi)]  # near the mesh: keeps the sums well conditioned
    pts = [(v[0] - o[0], v[1] - o[1], v[2] - o[2]) for v in vertices]
    vol = sx = sy = sz = 0.0
    cxx = cyy = czz = cxy = cxz = cyz = 0.0
    for n, (i, j, k) in enumerate(faces):
        if deadline is not None and not n & 0xFFFF:
            _check_time(deadline)
        ax, ay, az = pts[i]
        bx, by, bz = pts[j]
        qx, qy, qz = pts[k]
        det = ax * (by * qz - bz * qy) - ay * (bx * qz - bz * qx) + az * (bx * qy - by * qx)
        tx, ty, tz = ax + bx + qx, ay + by + qy, az + bz + qz
        vol += det
        sx += det * tx
        sy += det * ty
        sz += det * tz
        cxx += det * (ax * ax + bx * bx + qx * qx + tx * tx)
        cyy += det * (ay * ay + by * by + qy * qy + ty * ty)
        czz += det * (az * az + bz * bz + qz * qz + tz * tz)
        cxy += det * (ax * ay + bx * by + qx * qy + tx * ty)
        cxz += det * (ax * az + bx * bz + qx * qz + tx * tz)
        cyz += det * (ay * az + by * bz + qy * qz + ty * tz)
    return finish_integral(vol, (sx, sy, sz), (cxx, cyy, czz, cxy, cxz, cyz), o)


def finish_integral(det_sum, first, second, origin):
    """turn the tetrahedra's sums into (volume, centre, inertia about the centre): volume = Σdet/6,
    ∫x dV = Σdet·(a+b+c)/24, ∫x xᵀ dV = Σdet·(Σv vᵀ + s sᵀ)/120 with s = a+b+c"""
    volume = det_sum / 6
    if volume == 0:
        return 0.0, tuple(origin), (0.0,) * 6
    c = [f / 24 / volume for f in first]
    cxx, cyy, czz, cxy, cxz, cyz = (s / 120 for s in second)
    # covariance about the centre
    cxx -= volume * c[0] * c[0]
    cyy -= volume * c[1] * c[1]
    czz -= volume * c[2] * c[2]
    cxy -= volume * c[0] * c[1]
    cxz -= volume * c[0] * c[2]
    cyz -= volume * c[1] * c[2]
    inertia = (cyy + czz, -cxy, -cxz, cxx + czz, -cyz, cxx + cyy)
    return volume, (c[0] + origin[0], c[1] + origin[1], c[2] + origin[2]), inertia


def directions():
    """fixed directions whose extreme vertices stand for a big mesh's hull: the 26 of a cube's faces, edges
    and corners, and 74 more spread evenly (a Fibonacci sphere)"""
    dirs = [(x, y, z) for x in (-1, 0, 1) for y in (-1, 0, 1) for z in (-1, 0, 1) if (x, y, z) != (0, 0, 0)]
    n = 74
    golden = 3.141592653589793 * (3 - 5 ** 0.5)
    import math
    for i in range(n):
        z = 1 - 2 * (i + 0.5) / n
        r = math.sqrt(1 - z * z)
        dirs.append((r * math.cos(golden * i), r * math.sin(golden * i), z))
    return dirs


DIRECTIONS = directions()


def _hull_candidates(vertices, faces, limit, deadline):
    """the vertices the faces use when few enough for an exact hull, else their extreme points in DIRECTIONS"""
    used = sorted({i for f in faces for i in f})
    if len(used) <= limit:
        return [vertices[i] for i in used]
    best = {}
    for d in DIRECTIONS:
        _check_time(deadline)
        dx, dy, dz = d
        i = max(used, key=lambda i: dx * vertices[i][0] + dy * vertices[i][1] + dz * vertices[i][2])
        best[i] = vertices[i]
    return [best[i] for i in sorted(best)]
