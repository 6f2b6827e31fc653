"""The mass properties of a link's geometry beside its declared <inertial>: what the physics rules, the hover,
the quick fix and `urdf-ls inertia` all compare.

Collision geometry gives the volume and the uniform body (visual where the link has none); containment and the
farthest point use the collision and visual shapes together, so that a simplified collision shape never makes
the real body's centre of mass look outside.  Meshes come from the mesh cache: one not read yet makes the link
pending (nothing is said of it until the cache's worker has read it)."""
from __future__ import annotations

import math

from ..workspace.geometry import solids
from .physics_model import RANGE, ZERO3, in_range, read_inertial, read_shapes

COM_MARGIN = 0.1    # a centre of mass outside by less than this fraction of the geometry's size is not said


class LinkPhysics:
    """what is known of one link; `why` says why the geometry cannot be measured (None when it can)"""
    __slots__ = ("link", "inertial", "body", "visual_body", "outline", "parts", "exact", "whole", "pending", "why",
                 "meshes", "shapes")

    def __init__(self, link):
        self.link = link
        self.inertial = None     # physics_model.Inertial, or None
        self.body = None         # MassProperties per unit density of the geometry that carries the mass
        self.visual_body = None  # the same of the visual geometry beside a collision one (None: none, or unread)
        self.outline = None      # MassProperties of every shape: for containment and the farthest point
        self.parts = []          # (Shape, its MassProperties in its own frame) of each measured shape
        self.exact = False       # body's volume is exact: closed meshes and primitives that do not overlap
        self.whole = True        # outline holds every shape (else a visual beside the collision is unread)
        self.pending = ()        # (path, scale) of meshes the cache is still reading
        self.why = None
        self.meshes = []         # (Shape, MeshResult) of every resolved mesh that was read
        self.shapes = []         # every Shape

    @property
    def measured(self):
        return self.body is not None and self.why is None and not self.pending

    @property
    def volume(self):
        return self.body.volume

    def volumes(self):
        """the volumes of the collision and visual geometry (one when the link has only one kind)"""
        return [b.volume for b in (self.body, self.visual_body) if b is not None]

    def uniform_inertia(self, mass, body=None):
        """the inertia (ixx, ixy, ixz, iyy, iyz, izz) about the geometry's centre of a uniform body of that mass"""
        body = body or self.body
        density = mass / body.volume
        return tuple(v * density for v in body.inertia)


def link_physics(link, resolve, meshes, outline_only=False, inertial=False) -> LinkPhysics:
    """resolve(uri) -> (path or None, problem); meshes: the MeshCache (None: meshes are not read);
    outline_only: only the box around the geometry and its meshes are wanted (a link whose mass the rules do not
    check: its size is a reference for the others' meshes), not its mass properties; inertial: the link's
    read_inertial when the caller has it"""
    lp = LinkPhysics(link)
    lp.inertial = read_inertial(link) if inertial is False else inertial
    collision, why = read_shapes(link, "collision", resolve)
    if collision is None:
        lp.why = why
        return lp
    visual, why = read_shapes(link, "visual", resolve)
    if not collision and visual is None:
        lp.why = why
        return lp
    carrying = collision or visual
    beside = (visual or []) if collision else []
    lp.shapes, lp.whole = carrying + beside, visual is not None
    if not carrying:
        lp.why = "the link has no geometry"
        return lp
    if outline_only:
        return _outline(lp, carrying, meshes)
    pending, exact, body, extra = [], True, [], []
    for shape in lp.shapes:
        local, closed, why = _shape_properties(shape, meshes, pending, lp)
        props = local if local is None or shape.xyz == shape.rpy == ZERO3 else solids.transformed(
            local, shape.xyz, shape.rpy)
        if why:
            if shape in carrying:
                lp.why = why
                return lp
            lp.whole = False     # (a visual beside the collision: its outline is a bonus)
            continue
        if props is not None:
            (body if shape in carrying else extra).append(props)
            exact = exact and (closed or shape not in carrying)
            lp.parts.append((shape, local))
    if pending:
        lp.pending = tuple(pending)
        return lp
    if not body or sum(p.volume for p in body) <= 0:
        lp.why = "its geometry has no volume"
        return lp
    lp.body, lp.outline = solids.combined(body, points=False), solids.combined(body + extra)
    lp.exact = exact and _apart(body)
    if extra and lp.whole and sum(p.volume for p in extra) > 0:
        lp.visual_body = solids.combined(extra, points=False)
    return lp


class Outline:
    """the box around a link's geometry, where its mass properties are not wanted"""
    __slots__ = ("bounds",)

    def __init__(self, bounds):
        self.bounds = bounds


def _outline(lp, carrying, meshes) -> LinkPhysics:
    """lp with `outline` (and `body`, so that it counts as measured) the box around its shapes' boxes as their
    origins place them: a box per shape, not the hull of each (what a link's size needs, at a fraction of it)"""
    pending, points = [], []
    for shape in lp.shapes:
        box, why = _local_box(shape, meshes, pending, lp)
        if why:
            if shape in carrying:
                lp.why = why
                return lp
            lp.whole = False
            continue
        if box is not None:
            rot, (tx, ty, tz) = solids.rotation(shape.rpy), shape.xyz
            points += [tuple(sum(rot[i][k] * p[k] for k in range(3)) + t for i, t in enumerate((tx, ty, tz)))
                       for p in solids.box_corners(*box)]
    if pending:
        lp.pending = tuple(pending)
    elif points:
        lp.outline = lp.body = Outline(solids.bounds_of(points))
    else:
        lp.why = "its geometry has no volume"
    return lp


def _local_box(shape, meshes, pending, lp):
    """((min xyz, max xyz) of the shape in its own frame, or None), why not"""
    kind, params = shape.kind, shape.params
    if kind != "mesh":
        if min(params) <= 0:
            return None, "a %s dimension is not positive" % kind
        half = ((params[0] / 2, params[1] / 2, params[2] / 2) if kind == "box" else
                (params[0], params[0], params[1] / 2) if kind == "cylinder" else (params[0],) * 3)
        return (tuple(-h for h in half), half), None
    props, _closed, why = _shape_properties(shape, meshes, pending, lp)
    return (None if props is None else props.bounds), why


def _apart(parts):
    """no two bounding boxes overlap (so the volumes add up to the union's)"""
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            if all(a.bounds[0][k] < b.bounds[1][k] and b.bounds[0][k] < a.bounds[1][k] for k in range(3)):
                return False
    return True


def _shape_properties(shape, meshes, pending, lp):
    """(MassProperties in the shape's own frame or None, closed, why not)"""
    kind, params = shape.kind, shape.params
    if kind == "box":
        if min(params) <= 0:
            return None, True, "a box side is not positive"
        props, closed = solids.box(params), True
    elif kind == "cylinder":
        if min(params) <= 0:
            return None, True, "a cylinder's radius or length is not positive"
        props, closed = solids.cylinder(*params), True
    elif kind == "sphere":
        if params[0] <= 0:
            return None, True, "a sphere's radius is not positive"
        props, closed = solids.sphere(params[0]), True
    else:
        path, scale = params
        if meshes is None:
            return None, False, "meshes are not read here"
        result = meshes.get(path, scale)
        if result is None:
            pending.append((path, scale))
            return None, False, None
        if result.properties is None:
            return None, False, "its mesh %s cannot be measured: %s" % (path, result.problem or "no triangles")
        if not measurable(result.properties):
            return None, False, "its mesh %s, scaled, is beyond what the checks measure (%g to %g m)" % (
                path, *RANGE)
        lp.meshes.append((shape, result))
        props, closed = result.properties, result.closed and result.properties.exact
    return props, closed, None


def measurable(props) -> bool:
    """mass properties within what the rules' arithmetic holds: every number finite, the box within RANGE and
    the volume within its cube (a mesh's coordinates times a `<mesh scale>` can reach 1e80)"""
    numbers = (props.volume, *props.center, *props.inertia, *props.bounds[0], *props.bounds[1])
    return (all(math.isfinite(v) for v in numbers) and all(in_range(v) for v in props.bounds[0] + props.bounds[1])
            and RANGE[0] ** 3 <= props.volume <= RANGE[1] ** 3)


# ------------------------------------------------------------------ comparisons the rules and the hover share
def density(lp) -> float:
    return lp.inertial.mass / lp.body.volume


def trace(inertia):
    return inertia[0] + inertia[3] + inertia[5]


def outside_distance(lp, point) -> float:
    """how far at least the point lies outside the convex hull of the geometry (0 when it is inside one of its
    shapes, or of a mesh's bounding box): the larger of its distances to the bounding box of them all and to the
    plane of their hull's face it is farthest beyond.  The hull is computed only for a point outside every shape
    and near the box (a link's centre of mass is almost always inside a shape: a 10,000-link robot opens without
    computing one)"""
    if any(_inside(shape, local, point) for shape, local in lp.parts):
        return 0.0
    lo, hi = lp.outline.bounds
    box = math.sqrt(sum(max(lo[i] - point[i], 0.0, point[i] - hi[i]) ** 2 for i in range(3)))
    if box > COM_MARGIN * size_of(lp):
        return box
    faces = lp.outline.hull_planes or ()
    beyond = max((n[0] * point[0] + n[1] * point[1] + n[2] * point[2] - off for n, off in faces), default=0.0)
    return max(box, beyond)


_EPS = 1e-9


def _inside(shape, local, point):
    """the point (link frame) is inside the shape: a primitive exactly, a mesh's bounding box"""
    rot = solids.rotation(shape.rpy)
    d = [point[i] - shape.xyz[i] for i in range(3)]
    x, y, z = (rot[0][i] * d[0] + rot[1][i] * d[1] + rot[2][i] * d[2] for i in range(3))   # (Rᵀ d)
    kind, params = shape.kind, shape.params
    if kind == "box":
        return abs(x) <= params[0] / 2 + _EPS and abs(y) <= params[1] / 2 + _EPS and abs(z) <= params[2] / 2 + _EPS
    if kind == "cylinder":
        return x * x + y * y <= params[0] ** 2 + _EPS and abs(z) <= params[1] / 2 + _EPS
    if kind == "sphere":
        return x * x + y * y + z * z <= params[0] ** 2 + _EPS
    lo, hi = local.bounds
    return all(lo[i] - _EPS <= c <= hi[i] + _EPS for i, c in enumerate((x, y, z)))


def size_of(lp) -> float:
    lo, hi = lp.outline.bounds
    return max(hi[i] - lo[i] for i in range(3))
