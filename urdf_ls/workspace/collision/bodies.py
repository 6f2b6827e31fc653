"""Links' collision solids as python-fcl geometry: primitives as themselves, meshes as their triangles (as
MoveIt checks them) or as their convex hulls (faster, and what the generated hulls are), each with a bounding
sphere that spares the collision library most pairs.

Meshes are read with the readers the mass properties use (geometry/readers.py: STL, OBJ and COLLADA as RViz
reads them).  This runs in the command that asked for collisions, never on the keystroke path."""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

INSTALL_HINT = "pip install python-fcl numpy (the extra urdf-ls[collision])"
HULL_SOURCE_LIMIT = 3000   # more hull candidates than this: the hull of the extreme points in fixed directions


class MissingLibrary(Exception):
    """the collision extra is not installed; str() says what to install"""


def require_collision_libraries():
    """(numpy, fcl), or MissingLibrary naming the extra"""
    try:
        import fcl
        import numpy
    except ImportError as e:
        raise MissingLibrary("collision checking needs python-fcl and numpy (%s): %s" % (e, INSTALL_HINT))
    return numpy, fcl


def require_numpy():
    """numpy, or MissingLibrary: making collision geometry needs it, not the collision library"""
    try:
        import numpy
    except ImportError as e:
        raise MissingLibrary("making collision geometry needs numpy (%s): pip install numpy" % e)
    return numpy


@dataclass
class Part:
    """one solid ready to check: fcl geometry, its pose in the link frame (4x4), its bounding sphere's centre in
    the link frame and radius"""
    geometry: object
    local: object
    center: object
    radius: float


@dataclass
class Triangles:
    """a mesh in metres, scale applied: (V, 3) float vertices and (F, 3) int faces (numpy arrays)"""
    vertices: Any
    faces: Any


class MeshProblem(Exception):
    pass


def read_triangles(path, scale=(1.0, 1.0, 1.0)) -> Triangles:
    """the welded triangles of a mesh file; MeshProblem says why not"""
    import numpy as np

    from ..files import Unreadable, read_bytes
    from ..geometry import fast
    from ..geometry.meshes import MAX_MESH_BYTES, MAX_TRIANGLES
    from ..geometry.readers import MeshFormatError, read_mesh
    try:
        mesh = read_mesh(read_bytes(path, MAX_MESH_BYTES), os.path.splitext(path)[1].lower(), MAX_TRIANGLES, True)
    except (Unreadable, MeshFormatError) as e:
        raise MeshProblem("%s: %s" % (path, e))
    if mesh.triangles > MAX_TRIANGLES:
        raise MeshProblem("%s: too large (%d triangles)" % (path, mesh.triangles))
    vertices, faces = fast.weld(mesh.vertices, mesh.faces)
    if not len(faces):
        raise MeshProblem("%s: no triangles" % path)
    return Triangles(vertices * np.asarray(scale, dtype=float), faces)


def hull_of(tri: Triangles) -> Triangles:
    """the convex hull (outward triangles) of a mesh's points; MeshProblem for a flat mesh"""
    import numpy as np

    from ..geometry import fast
    from ..geometry.hull import convex_hull
    points = fast.used_points(tri.vertices, tri.faces)
    extremes = fast.extreme_points(points)
    source = fast.hull_source(points, extremes, HULL_SOURCE_LIMIT)
    faces = convex_hull(source)
    if faces is None:
        raise MeshProblem("the mesh is flat: it has no convex hull")
    used = sorted({i for f in faces for i in f})
    index = {old: new for new, old in enumerate(used)}
    return Triangles(np.array([source[i] for i in used], dtype=float),
                     np.array([[index[i] for i in f] for f in faces], dtype=np.int64))


class Builder:
    """fcl geometry of solids; meshes read once per (path, scale, hull)"""

    def __init__(self, hulls: bool):
        self.np, self.fcl = require_collision_libraries()
        self.hulls = hulls
        self._meshes = {}
        self.problems = []      # (link, message): solids left out

    def parts(self, link, solids) -> list:
        from .kinematics import pose
        out = []
        for s in solids:
            try:
                geometry, points = self._geometry(s)
            except MeshProblem as e:
                self.problems.append((link, str(e)))
                continue
            local = pose(s.xyz, s.rpy)
            lo, hi = points.min(axis=0), points.max(axis=0)
            mid = (lo + hi) / 2
            radius = float(self.np.linalg.norm(points - mid, axis=1).max())
            out.append(Part(geometry, local, local[:3, :3] @ mid + local[:3, 3], radius))
        return out

    def _geometry(self, s):
        """(fcl geometry, points bounding it in its own frame)"""
        np, fcl = self.np, self.fcl
        if s.kind == "box":
            x, y, z = (float(v) for v in s.params)
            corners = np.array([[sx * x, sy * y, sz * z] for sx in (-.5, .5) for sy in (-.5, .5) for sz in (-.5, .5)])
            return fcl.Box(x, y, z), corners
        if s.kind == "cylinder":
            r, length = (float(v) for v in s.params)
            ends = np.array([[sx * r, sy * r, sz * length / 2] for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)])
            return fcl.Cylinder(r, length), ends
        if s.kind == "sphere":
            r = float(s.params[0])
            return fcl.Sphere(r), np.array([[-r, -r, -r], [r, r, r]])
        path, scale = s.params
        key = (path, tuple(float(v) for v in scale), self.hulls)
        if key not in self._meshes:
            tri = read_triangles(path, scale)
            self._meshes[key] = self._mesh_geometry(hull_of(tri) if self.hulls else tri)
        return self._meshes[key]

    def _mesh_geometry(self, tri: Triangles):
        np, fcl = self.np, self.fcl
        if self.hulls:
            faces = np.hstack([np.full((len(tri.faces), 1), 3), tri.faces]).ravel()
            return fcl.Convex(tri.vertices, len(tri.faces), faces), tri.vertices
        model = fcl.BVHModel()
        model.beginModel(len(tri.vertices), len(tri.faces))
        model.addSubModel(tri.vertices, tri.faces)
        model.endModel()
        return model, tri.vertices
