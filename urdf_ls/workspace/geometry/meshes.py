"""Mass properties of a mesh file (STL binary and ASCII, OBJ, COLLADA) for unit density.

A closed mesh (every edge shared by exactly two faces, in opposite directions) is integrated exactly by the
divergence theorem (signed tetrahedra against a point near the mesh). An open or non-manifold mesh has no
inside: it is flagged and bounded by its convex hull (`exact=False`). Pure Python; numpy, when it imports,
only makes the same arithmetic faster (`tests/unit/workspace/geometry/test_meshes.py` holds both to the same
numbers)."""
from __future__ import annotations

import os
import time

from ..files import Unreadable, read_bytes
from . import hull as _hull
from . import pure
from .readers import MeshFormatError, read_mesh
from .result import MESH_SECONDS, OUT_OF_TIME, MeshResult
from .solids import MassProperties, scaled

_numpy = []    # [True or False] once looked for


def numpy_available() -> bool:
    """whether numpy imports (an accelerator only: the .vsix's bundled server has none); looked for on first
    use, so that importing this package costs the server and `urdf-ls check` nothing"""
    if not _numpy:
        try:
            import numpy  # noqa: F401
            _numpy.append(True)
        except ImportError:
            _numpy.append(False)
    return _numpy[0]

MAX_MESH_BYTES = 64 * 1024 * 1024
MAX_TRIANGLES = 1_500_000      # with numpy: a 64 MiB binary STL holds 1.34 million
MAX_TRIANGLES_PURE = 500_000   # without: Python objects take about 700 bytes a triangle at the peak
EXACT_HULL_VERTICES = 3000  # an open mesh with more hull candidates is bounded by its extreme points' hull


def mesh_properties(path: str, scale=(1.0, 1.0, 1.0), seconds: float = MESH_SECONDS, use_numpy=None) -> MeshResult:
    """the mesh at `path` under `<mesh scale>`; never raises for a bad file"""
    try:
        result = _unscaled(path, seconds, numpy_available() if use_numpy is None else use_numpy)
    except (RecursionError, MemoryError, ArithmeticError, ValueError, IndexError, KeyError) as e:
        # a file that defeats a reader or the hull is reported, never raised into the server
        return MeshResult(None, False, 0, problem="internal error: %s: %s" % (type(e).__name__, e))
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
    use_numpy = use_numpy and numpy_available()
    limit = MAX_TRIANGLES if use_numpy else MAX_TRIANGLES_PURE
    try:
        mesh = read_mesh(data, ext, limit, use_numpy)
    except MeshFormatError as e:
        return MeshResult(None, False, 0, problem=str(e))
    if mesh.triangles > limit:
        return MeshResult(None, False, mesh.triangles, mesh.unit, problem="too large")
    try:
        if use_numpy:
            from . import fast
            vertices, faces = fast.weld(mesh.vertices, mesh.faces)
            closed = fast.is_closed(faces, len(vertices))
            integral = fast.integrate(vertices, faces) if closed else None
            points = fast.used_points(vertices, faces)
            extremes = fast.extreme_points(points) if len(points) else []
            source = None if closed or not extremes else fast.hull_source(points, extremes, EXACT_HULL_VERTICES)
        else:
            vertices, faces = pure.weld(mesh.vertices, mesh.faces, deadline)
            closed = pure.is_closed(faces)
            integral = pure.integrate(vertices, faces, deadline) if closed else None
            points = pure.used_points(vertices, faces)
            extremes = pure.extreme_points(points, deadline) if points else []
            source = None if closed or not extremes else pure.hull_source(points, extremes, EXACT_HULL_VERTICES,
                                                                               deadline)
    except pure.OutOfTime:
        return MeshResult(None, False, mesh.triangles, mesh.unit, problem=OUT_OF_TIME)
    return _assemble(mesh, closed, integral, extremes, source)


def _assemble(mesh, closed, integral, extremes, source) -> MeshResult:
    """the result from the integral of a closed mesh, or else from the hull of `source` (an open mesh's
    points); the stored hull is the polytope of the supporting planes in DIRECTIONS, which contains the mesh
    (a few hundred points at most: containment and distance queries stay cheap, and err on the outside)"""
    if not extremes:
        return MeshResult(None, closed, mesh.triangles, mesh.unit, problem="degenerate: no triangles")
    tris = _hull.convex_hull(extremes)
    if tris is None:
        return MeshResult(None, closed, mesh.triangles, mesh.unit, problem="degenerate: the mesh is flat")
    hull_points = tuple(_hull.circumscribed(extremes, pure.DIRECTIONS))
    bounds = (tuple(min(p[k] for p in extremes) for k in range(3)),
              tuple(max(p[k] for p in extremes) for k in range(3)))
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
        exact_hull = source is not extremes
        notes.append("open or non-manifold mesh: the properties are %s" % (
            "its convex hull's" if exact_hull else "those of the hull of its extreme points in %d directions "
            "(it has too many vertices for an exact hull)" % len(pure.DIRECTIONS)))
        source_tris = _hull.convex_hull(source) if exact_hull else tris
        if source_tris is None:
            source, source_tris = extremes, tris
        volume, center, inertia = pure.integrate(source, source_tris, None)
        exact = False
    props = MassProperties(volume, center, inertia, exact, bounds, hull_points)
    return MeshResult(props, closed, mesh.triangles, mesh.unit, None, tuple(notes) + mesh.notes)
