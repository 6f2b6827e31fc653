"""Collision geometry from the mesh cache's results: a collision mesh that is the visual mesh and heavy, a
degenerate or inside-out collision mesh, collision geometry apart from the visual, a moving link without
collision geometry; and, for `--target mujoco`, STL collision meshes over MuJoCo's face limit.

Run with the physics rules (rules/physics.py): a link whose meshes the cache has not read yet says nothing
until they are (the cache's worker reads them, never the keystroke)."""
from __future__ import annotations

import os

from ..codes import Code
from ..syntax.nodes import on_name

FACE_BUDGET = 10_000        # triangles: above this a mesh is slow to check for collisions (a hull has hundreds)
MUJOCO_STL_FACES = 200_000  # MuJoCo's limit for an STL file (user_mesh.cc)
APART_SCALE = 5.0           # collision geometry this many times larger or smaller than the visual: a scale slip


def g(v):
    return "0" if abs(v) < 1e-12 else "%.4g" % v


def check_link_collision(lp, meshes, out, targets=()):
    """lp: the link's LinkPhysics (its shapes read); meshes: the mesh cache (get never blocks)"""
    collision = [s for s in lp.shapes if not s.visual]
    visual = [s for s in lp.shapes if s.visual]
    for shape in collision:
        if shape.kind != "mesh":
            continue
        result = meshes.get(*shape.params)
        if result is None:
            continue
        _check_mesh(shape, result, visual, meshes, out, "mujoco" in targets)
    if lp.measured and lp.visual_body is not None and lp.whole:
        _check_apart(lp, out)


def _check_mesh(shape, result, visual, meshes, out, mujoco):
    path = shape.params[0]
    name = os.path.basename(path)
    if result.problem and result.problem.startswith("degenerate"):
        out.append(on_name(shape.shape_el, Code.COLLISION_MESH_DEGENERATE, "Collision mesh %s is %s" % (
            name, result.problem[len("degenerate: "):])))
    elif any(n.startswith("inside-out") for n in result.notes):
        out.append(on_name(shape.shape_el, Code.COLLISION_MESH_DEGENERATE, "Collision mesh %s is inside out (its "
                           "faces are wound inward): checkers that use the winding see its inside as outside" % name))
    if mujoco and path.lower().endswith(".stl") and result.triangles > MUJOCO_STL_FACES:
        out.append(on_name(shape.shape_el, Code.MUJOCO_MESH_FACES, "mujoco: %s has %s faces; MuJoCo reads at most "
                           "%s from an STL file and refuses the model (a convex hull or decimated copy: "
                           "`urdf-ls collision --hull`)" % (name, "{:,}".format(result.triangles),
                                                           "{:,}".format(MUJOCO_STL_FACES))))
    if result.triangles <= FACE_BUDGET:
        return
    twin = _twin(shape, result, visual, meshes)
    if twin is not None:
        out.append(on_name(shape.shape_el, Code.COLLISION_IS_VISUAL_MESH, "The collision mesh is the visual mesh "
                           "(%s), %s triangles: collision checks slow down; a convex hull has hundreds "
                           "(`urdf-ls collision --hull`)" % (twin, "{:,}".format(result.triangles))))


def _twin(shape, result, visual, meshes):
    """how the collision mesh is one of the visual meshes ("the same file", "the same content"), else None"""
    path, scale = shape.params
    for v in visual:
        if v.kind != "mesh" or tuple(v.params[1]) != tuple(scale):
            continue
        if os.path.realpath(v.params[0]) == os.path.realpath(path):
            return "the same file"
        other = meshes.get(*v.params)
        if other is not None and other.triangles == result.triangles and other.properties is not None and \
                result.properties is not None and other.properties.bounds == result.properties.bounds and \
                other.properties.volume == result.properties.volume:
            return "the same content as %s" % os.path.basename(v.params[0])
    return None


def _check_apart(lp, out):
    """collision and visual bounding boxes (in the link frame) disjoint, or sizes many times apart"""
    (clo, chi), (vlo, vhi) = lp.body.bounds, lp.visual_body.bounds
    csize = max(b - a for a, b in zip(clo, chi))
    vsize = max(b - a for a, b in zip(vlo, vhi))
    target = next((s.element for s in lp.shapes if not s.visual), lp.link)
    gap = max(max(vlo[k] - chi[k], clo[k] - vhi[k]) for k in range(3))
    if gap > 0:
        out.append(on_name(target, Code.COLLISION_APART_FROM_VISUAL, "The collision geometry (box %s to %s) does "
                           "not overlap the visual geometry (box %s to %s): %s m apart" % (
                               _v(clo), _v(chi), _v(vlo), _v(vhi), g(gap))))
    elif csize > 0 and vsize > 0 and max(csize / vsize, vsize / csize) > APART_SCALE:
        out.append(on_name(target, Code.COLLISION_APART_FROM_VISUAL, "The collision geometry is %s m across, the "
                           "visual %s m: %sx %s (a mesh scale or unit slip?)" % (
                               g(csize), g(vsize), g(max(csize / vsize, vsize / csize)),
                               "larger" if csize > vsize else "smaller")))


def _v(p):
    return "(%s)" % ", ".join(g(x) for x in p)


class MissingCollision:
    """collision-missing across edits: the top-level links with <visual> and no <collision> (each with its
    diagnostic, made once) and the moving joints' child links, updated from the elements an edit removed and
    added, so that a keystroke in a 10,000-link robot does not look at every link again"""

    def __init__(self):
        self.root = None
        self.visual_only: dict = {}     # link element -> (its name, its Information)
        self.moves: dict = {}           # moving joint element -> its child link's name

    def update(self, root, changed):
        """changed: (removed, added) top-level elements since the last update, None for all"""
        if changed is None or root is not self.root:
            self.root, self.visual_only, self.moves = root, {}, {}
            removed, added = (), root.children
        else:
            removed, added = changed
        for el in removed:
            self.visual_only.pop(el, None)
            self.moves.pop(el, None)
        for el in added:
            self._add(el)

    def _add(self, el):
        if el.kind != "element":
            return
        if el.name == "joint" and el.get("type") not in ("fixed", None):
            child = el.first("child")
            if child is not None and child.get("link"):
                self.moves[el] = child.get("link")
        elif el.name == "link" and el.first("visual") is not None and el.first("collision") is None:
            name = el.get("name")
            self.visual_only[el] = (name, on_name(el, Code.COLLISION_MISSING, "Link %s moves and has visual "
                                                  "geometry but no <collision>: planners and simulators let it pass "
                                                  "through everything" % name))

    def diagnostics(self) -> list:
        """Information on each link that a moving joint moves and that has <visual> but no <collision>"""
        moving = set(self.moves.values())
        return [d for name, d in self.visual_only.values() if name in moving] if moving else []


def check_missing_collision(missing, root, changed, out):
    missing.update(root, changed)
    out += missing.diagnostics()
