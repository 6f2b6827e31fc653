"""Collision geometry generated for links (`urdf-ls collision`, and the editor's command): the meshes to write
and the <collision> elements to add.  Reads the visual meshes; writes nothing."""
from __future__ import annotations

import os

from ..rules.physics import resolver
from ..rules.physics_model import read_shapes
from ..workspace.collision import generate
from ..workspace.collision.bodies import MeshProblem, hull_of, read_triangles
from .collision_edits import LinkEdit, num, placed, primitive_attrs


def plan(doc, args, only=None, progress=None):
    """(LinkEdits, [(path, STL bytes)], notes for the user) for the links that need collision geometry (only:
    that link's name alone); args: hull, primitive, tolerance, decimate, decompose as `urdf-ls collision` takes
    them; progress(link name, links done, links in all) before each link (a decomposition takes seconds);
    ImportError when --decimate's or --decompose's package is missing"""
    resolve = resolver(doc.ctx)
    edits, files, notes, made = [], [], [], {}
    root = doc.tree.root
    links = [c for c in root.children if c.kind == "element" and c.name == "link"
             and (only is None or c.get("name") == only)]
    for n, link in enumerate(links):
        if progress is not None:
            progress(link.get("name"), n, len(links))
        visual, _why = read_shapes(link, "visual", resolve)
        collision, _why = read_shapes(link, "collision", resolve)
        meshes = [s for s in visual or () if s.kind == "mesh"]
        if not meshes or collision is None:
            continue
        seen = {os.path.realpath(s.params[0]) for s in meshes}
        if collision and not all(c.kind == "mesh" and os.path.realpath(c.params[0]) in seen for c in collision):
            continue        # (it has collision geometry of its own)
        new = []
        for shape in meshes:
            try:
                new += _generated(shape, args, files, notes, made, link.get("name"))
            except MeshProblem as e:
                notes.append("link %s: %s" % (link.get("name"), e))
        if new:
            after = link.elements("visual")[-1]
            edits.append(LinkEdit(link, after, [c.element for c in collision], new))
    return edits, files, notes


def _generated(shape, args, files, notes, made, link_name) -> list:
    path, scale = shape.params
    uri = shape.shape_el.get("filename")
    key = (os.path.realpath(path), tuple(scale))
    if key not in made:
        made[key] = _make(read_triangles(path, scale), path, args, files, notes, link_name)
    out = []
    for kind, attrs, rotation, center in made[key]:
        if kind == "mesh":
            attrs = {"filename": uri[:uri.rfind("/") + 1] + attrs}
        out.append(placed(kind, attrs, shape.xyz, shape.rpy, rotation, center))
    return out


def _make(tri, path, args, files, notes, link_name) -> list:
    """[(kind, attrs or a new file's name, rotation, centre)] in the mesh frame"""
    identity, zero = ((1, 0, 0), (0, 1, 0), (0, 0, 1)), (0.0, 0.0, 0.0)
    if args.primitive:
        hull = hull_of(tri)
        p = generate.enclosing_primitive(hull.vertices.tolist(), generate.volume_of(hull))
        if p.looseness - 1 <= args.tolerance:
            notes.append("link %s: %s, %s%% more volume than the mesh's hull" % (
                link_name, p.kind, num(100 * (p.looseness - 1))))
            return [(p.kind, primitive_attrs(p), p.rotation, p.center)]
        notes.append("link %s: no primitive within %s%% of the hull's volume (the best, a %s, holds %s%% more): "
                     "its hull instead" % (link_name, num(100 * args.tolerance), p.kind, num(100 * (p.looseness - 1))))
    if args.decompose:
        parts = generate.decomposed(tri)
        notes.append("link %s: %d convex parts" % (link_name, len(parts)))
        return [("mesh", _file(part, path, "_part%d" % i, files), identity, zero) for i, part in enumerate(parts)]
    if args.decimate is not None:
        return [("mesh", _file(generate.decimated(tri, args.decimate), path, "_%d" % args.decimate, files),
                 identity, zero)]
    return [("mesh", _file(hull_of(tri), path, "_hull", files), identity, zero)]


def _file(tri, mesh_path, suffix, files) -> str:
    """a new STL's base name next to mesh_path (none planned or present under it)"""
    folder, stem = os.path.dirname(mesh_path), os.path.splitext(os.path.basename(mesh_path))[0]
    planned = {p for p, _ in files}
    target = generate.free_name(folder, stem + suffix)
    n = 2
    while target in planned:
        target = generate.free_name(folder, "%s%s-%d" % (stem, suffix, n))
        n += 1
    files.append((target, generate.stl_bytes(tri)))
    return os.path.basename(target)
