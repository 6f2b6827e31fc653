"""Drake's parser, predicted from the file where Drake is not installed (measured against Drake 1.51 by
scripts/consumer_agreement.py): with a SceneGraph, as in a simulation, Drake opens every mesh, visual and
collision, and refuses the file when one is missing or names a package its package map lacks; it builds
the convex hull of a collision mesh from .obj, .vtk and .gltf files only; it refuses a material named only
that was not defined before; and it aborts on a primitive shape whose size is not positive.  One diagnostic per cause, the
other places as related locations (mesh_causes.for_places)."""
from __future__ import annotations

import os

from ...codes import Code
from ..urdf import on_name
from .mesh_causes import for_places, mesh_filenames, one_per_cause

HULL_FORMATS = (".obj", ".vtk", ".gltf")


def drake_meshes(root, ctx) -> list:
    return one_per_cause((_cause(kind, a.value, ctx), a) for kind, a in mesh_filenames(root))


SIZES = {"box": ("size",), "cylinder": ("radius", "length"), "sphere": ("radius",)}


def drake_shapes(root) -> list:
    """a box, cylinder or sphere with a size that is not positive: Drake aborts on it (DRAKE_DEMAND in its
    shape's constructor), visual geometry too"""
    causes: dict = {}
    for link in root.elements("link"):
        for geo in link.children:
            g = geo.first("geometry") if geo.kind == "element" and geo.name in ("visual", "collision") else None
            for shape in (g.children if g is not None else ()):
                if shape.kind != "element" or shape.name not in SIZES:
                    continue
                values = [v for k in SIZES[shape.name] for v in (shape.get(k) or "").split()]
                if any(_not_positive(v) for v in values):
                    msg = "drake: Drake crashes on this file: it aborts on a %s whose size is not positive " \
                          "(\"condition ... > 0 failed\"); give it a size, or remove the geometry" % shape.name
                    causes.setdefault(shape.name, (msg, []))[1].append(shape)
    return [_on_shapes(msg, shapes) for msg, shapes in causes.values()]


def _not_positive(text):
    try:
        return not float(text) > 0
    except ValueError:
        return False       # (not a number: urdf-ls's own rules say so)


def _on_shapes(msg, shapes):
    more = len(shapes) - 1
    d = on_name(shapes[0], Code.DRAKE_SHAPE_INVALID, msg + (" (and %d more: related locations)" % more
                                                           if more else ""))
    d.related = tuple(on_name(s, Code.DRAKE_SHAPE_INVALID, "the same cause") for s in shapes[1:])
    return d


def drake_materials(root) -> list:
    """a <material> of a visual named only (no color, no texture) whose name no material with a color or
    texture defined before it: Drake refuses the file (urdfdom accepts it); one diagnostic per name"""
    defined, undefined = set(), {}
    for el in root.iter():
        if el.name != "material" or not el.get("name"):
            continue
        if el.first("color") is not None or el.first("texture") is not None:
            defined.add(el.get("name"))
        elif el.parent is not None and el.parent.name == "visual" and el.get("name") not in defined:
            undefined.setdefault(el.get("name"), []).append(el.attr("name"))
    return [for_places(Code.DRAKE_MATERIAL_UNDEFINED, "drake: Drake refuses the file: material '%s' has no "
                           "color or texture and none of that name is defined before it; define it at the top of "
                           "the robot" % name, places) for name, places in undefined.items()]


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
