"""Drake's parser, predicted from the file where Drake is not installed (measured against Drake 1.51 by
scripts/consumer_agreement.py): with a SceneGraph, as in a simulation, Drake opens every mesh, visual and
collision, and refuses the file when one is missing or names a package its package map lacks; and it builds
the convex hull of a collision mesh from .obj, .vtk and .gltf files only.  One diagnostic per cause, the
other places as related locations (mujoco_static._one_per_cause)."""
from __future__ import annotations

import os

from ...codes import Code
from .mujoco_static import _one_per_cause

HULL_FORMATS = (".obj", ".vtk", ".gltf")


def drake_meshes(root, ctx) -> list:
    causes: dict = {}
    for link in root.elements("link"):
        for geo in link.children:
            if geo.kind != "element" or geo.name not in ("visual", "collision"):
                continue
            g = geo.first("geometry")
            mesh = g.first("mesh") if g is not None else None
            a = mesh.attr("filename") if mesh is not None else None
            if a is None or not a.value or "$" in a.value:
                continue
            cause = _cause(geo.name, a.value, ctx)
            if cause is not None:
                code, shared, msg = cause
                causes.setdefault((code, shared), (msg, []))[1].append(a)
    return [_one_per_cause(code, msg, places) for (code, _), (msg, places) in causes.items()]


def _cause(kind, filename, ctx):
    path, problem = _resolved(filename, ctx)
    if problem is not None:
        return Code.DRAKE_MESH_MISSING, "package", "drake: Drake refuses the file: %s (%s)" % (problem, filename)
    if path is not None and not ctx.packages.exists(path):
        return Code.DRAKE_MESH_MISSING, "missing", "drake: Drake refuses the file: '%s' resolves to '%s', which " \
                                                   "does not exist" % (filename, path)
    if kind == "collision" and not filename.lower().endswith(HULL_FORMATS):
        ext = os.path.splitext(filename)[1].lower()
        return Code.DRAKE_MESH_FORMAT, ext, "drake: Drake refuses the file: it builds a collision mesh's convex " \
                                            "hull from .obj, .vtk or .gltf only, not '%s' (convert it)" % ext
    return None


def _resolved(filename, ctx):
    """(path, None), (None, why Drake cannot resolve it) or (None, None) where urdf-ls cannot tell"""
    packages, path = getattr(ctx, "packages", None), getattr(ctx, "path", None)
    if packages is None or not path:
        return None, None
    if filename.startswith("package://"):
        found, problem = packages.resolve(filename, path)
        if problem is not None:
            return None, "package '%s' is in no package map urdf-ls or Drake knows" % filename[10:].split("/")[0]
        return found, None
    if "://" in filename and not filename.startswith("file://"):
        return None, None
    return packages.resolve(filename, path)
