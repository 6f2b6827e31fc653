"""Physics from geometry: the declared mass, centre of mass and inertia of each link against the mass properties
of its geometry, mesh units against the rest of the robot, and revolute limits written in degrees.

Every check is one a real description gets wrong and a simulator pays for; each is silent where it cannot be
sure: no geometry, an expression, an unresolved or unread mesh, a massless link.  Thresholds leave room for
simplified collision shapes, hollow or motor-heavy links and overlapping shapes; they catch what is off by
orders of magnitude (grams typed as kilograms, millimetre meshes, 1e-6 placeholders)."""
from __future__ import annotations

import math

from ..codes import Code
from ..syntax.nodes import on_name, on_shared_value
from ..workspace.geometry import solids
from .physics_links import link_physics, outside_distance, size_of, trace
from .physics_model import Unknown, literal_double, origin_of

DENSITY_LOW, DENSITY_HIGH = 10.0, 25000.0      # kg/m^3: below the lightest foams, above osmium (22,590)
PLACEHOLDER_RATIO = 100.0       # declared / uniform inertia beyond this, either way: orders of magnitude off
EXCEEDS_MARGIN = 1.1            # above m R^2 by more than rounding and a hull sampled in directions
COM_MARGIN = 0.1                # outside by more than this fraction of the geometry's size (and 5 mm)
MESH_UNITS_RATIO = 200.0        # a mesh this many times larger (or smaller) than the robot around it
MIN_MASS = 1e-3                 # kg: links this light are placeholders for frames; their physics is inert
TWO_PI = 2 * math.pi


def g(v):
    """a number in a message: 4 significant digits; rounding noise (a mesh's centre at 1e-19) is 0"""
    return "0" if abs(v) < 1e-12 else "%.4g" % v


def vec(v):
    return "(%s)" % ", ".join(g(x) for x in v)


class LinkCache:
    """LinkPhysics of each top-level link element of one document, and each joint's offset and diagnostics, kept
    while its element is (an edit makes new elements); links with meshes still being read are measured again
    each time"""

    def __init__(self):
        self.links = {}
        self.joints = {}

    def get(self, link, resolve, meshes):
        lp = self.links.get(link)
        if lp is None:
            lp = link_physics(link, resolve, meshes)
            if not lp.pending:
                self.links[link] = lp
        return lp

    def joint(self, joint):
        """(the length of its origin's offset, its diagnostics)"""
        known = self.joints.get(joint)
        if known is None:
            diags = []
            check_degrees(joint, diags)
            known = self.joints[joint] = (_joint_offset(joint), diags)
        return known

    def keep(self, links, joints):
        if len(self.links) > len(links):
            self.links = {k: v for k, v in self.links.items() if k in links}
        if len(self.joints) > len(joints):
            self.joints = {k: v for k, v in self.joints.items() if k in joints}


class LazyMeshes:
    """the workspace's mesh cache, made (and the mesh readers imported) when a link first has a mesh"""
    __slots__ = ("workspace",)

    def __init__(self, workspace):
        self.workspace = workspace

    def get(self, path, scale):
        return self.workspace.meshes.get(path, scale)


def resolver(ctx):
    packages, path = ctx.packages, ctx.path

    def resolve(uri):
        if packages is None or not path:
            return None, None
        p, problem = packages.resolve(uri, path)
        if p is not None and not packages.exists(p):
            return None, "file not found"
        return p, problem
    return resolve


def check_physics(ctx, root, meshes, cache: LinkCache):
    """(diagnostics, the (path, scale) of meshes still being read)"""
    out, pending = [], []
    links = [c for c in root.children if c.kind == "element" and c.name == "link"]
    joints = [c for c in root.children if c.kind == "element" and c.name == "joint"]
    resolve = resolver(ctx)
    measured = []
    for link in links:
        lp = cache.get(link, resolve, meshes)
        pending += lp.pending
        if lp.measured:
            measured.append(lp)
            if lp.diags is None:
                lp.diags = []
                check_link(lp, lp.diags)
            out += lp.diags
    offsets = []
    for j in joints:
        offset, diags = cache.joint(j)
        offsets.append(offset)
        out += diags
    check_mesh_units(measured, offsets, out)
    cache.keep(set(links), set(joints))
    return out, pending


# ------------------------------------------------------------------ per link
def check_link(lp, out):
    i = lp.inertial
    if i is None or i.mass <= MIN_MASS:
        return
    if not lp.whole:
        return      # (an unread visual may be the body: it may hold the centre of mass, reach farther, weigh more)
    implausible = check_density(lp, i, out)
    off = outside_distance(lp, i.xyz)
    size = size_of(lp)
    if off > max(COM_MARGIN * size, 0.005):
        target = i.origin_el if i.origin_el is not None else i.element
        out.append(on_name(target, Code.COM_OUTSIDE_GEOMETRY, "The centre of mass %s lies %s m outside this link's "
                           "geometry (%s m across, bounding box %s to %s)" % (
                               vec(i.xyz), g(off), g(size), vec(lp.outline.bounds[0]), vec(lp.outline.bounds[1]))))
        return      # (the moments about a point outside say nothing more)
    moments = solids.principal_moments(i.inertia)
    reach = solids.farthest_distance(lp.outline, i.xyz)
    bound = i.mass * reach * reach
    top = max(moments)
    if top > bound * EXCEEDS_MARGIN and top > 0:
        out.append(on_name(i.inertia_el, Code.INERTIA_EXCEEDS_GEOMETRY, "Principal moment %s kg·m² exceeds m·R² = "
                           "%s kg·m² (m = %s kg, R = %s m to the geometry's farthest point): no mass inside the "
                           "geometry has it" % (g(top), g(bound), g(i.mass), g(reach))))
        return
    if not implausible:
        check_placeholder(lp, i, out)


def check_density(lp, i, out):
    """mass / volume beyond any solid's: above with the larger of the collision and visual volumes (the body
    is inside both, roughly), below with the smaller, and only when that volume is exact"""
    volumes = lp.volumes()
    high, low = i.mass / max(volumes), i.mass / min(volumes)
    if high > DENSITY_HIGH:
        rho, why = high, "a mass in grams, or a mesh in metres scaled too small?"
    elif low < DENSITY_LOW and lp.exact and (lp.visual_body is None or low == i.mass / lp.volume):
        rho, why = low, "a mass in tonnes, or a mesh in millimetres?"
    else:
        return False
    out.append(on_name(i.mass_el, Code.DENSITY_IMPLAUSIBLE, "%s kg in the %s m³ of this link's %s gives %s kg/m³ "
                       "(solids are %g-%g): %s" % (g(i.mass), g(i.mass / rho), _geometry_word(lp), g(rho),
                                                    DENSITY_LOW, DENSITY_HIGH, why)))
    return True


def check_placeholder(lp, i, out):
    """the declared inertia orders of magnitude below (or above) the uniform body of the collision geometry and of
    the visual one both"""
    declared = trace(i.inertia)
    uniform = [trace(lp.uniform_inertia(i.mass, b)) for b in (lp.body, lp.visual_body) if b is not None]
    if declared <= 0 or min(uniform) <= 0:
        return
    if declared * PLACEHOLDER_RATIO < min(uniform):
        ref, side = min(uniform), "far below"
    elif declared > max(uniform) * PLACEHOLDER_RATIO:
        ref, side = max(uniform), "far above"
    else:
        return
    out.append(on_name(i.inertia_el, Code.INERTIA_PLACEHOLDER, "ixx+iyy+izz = %s kg·m² is %s the %s kg·m² of a "
                       "uniform %s kg body of this geometry (%sx)" % (g(declared), side, g(ref), g(i.mass),
                                                                       g(declared / ref))))


def _geometry_word(lp):
    return "collision geometry" if any(not s.visual for s in lp.shapes) else "visual geometry"


# ------------------------------------------------------------------ across links
def check_mesh_units(measured, offsets, out):
    """a mesh ~1000x the size of the rest of the robot (or 1/1000 of it, after a scale or unit shrank it);
    offsets: the joints' origin offsets"""
    meshes = [(lp, shape, r) for lp in measured for shape, r in lp.meshes]
    if not meshes:
        return
    spacing = _median([n for n in offsets if n > 1e-6])
    for lp, shape, result in meshes:
        extent = _extent(result)
        if extent <= 0 or (spacing and MESH_UNITS_RATIO * spacing >= extent >= spacing / MESH_UNITS_RATIO):
            continue
        others = _median([size_of(o) for o in measured if o is not lp])
        refs = [r for r in (spacing, others) if r]
        if not refs:
            continue
        unit = result.unit
        if all(extent > r * MESH_UNITS_RATIO for r in refs):
            out.append(_units(shape, "%s m across, %s" % (g(extent), _against(spacing, others)), unit, 0.001))
        elif all(extent * MESH_UNITS_RATIO < r for r in refs) and (_shrunk(shape.params[1]) or (unit or 1) < 1):
            out.append(_units(shape, "only %s m across, %s" % (g(extent), _against(spacing, others)), unit, 1000))


_SCALE_BY = " Scale it by "


def mesh_scale_factor(message):
    """the factor a mesh-units-suspect message proposes (for its quick fix), or None"""
    head, sep, tail = message.rpartition(_SCALE_BY)
    try:
        return float(tail) if sep else None
    except ValueError:
        return None


def _shrunk(scale):
    return min(abs(k) for k in scale) < 1


def _units(shape, what, unit, factor):
    unit_note = "; its COLLADA unit is %s m and its scale %s" % (g(unit), " ".join(g(s) for s in shape.params[1])) \
        if unit and unit != 1 else ""
    msg = "This mesh is %s: in %s?%s%s%s" % (
        what, "millimetres" if factor < 1 else "metres scaled twice", unit_note, _SCALE_BY, g(factor))
    el = shape.shape_el
    a = el.shared_attr("scale")
    return on_shared_value(el, a, Code.MESH_UNITS_SUSPECT, msg) if a is not None else on_name(
        el, Code.MESH_UNITS_SUSPECT, msg)


def _against(spacing, others):
    parts = []
    if spacing:
        parts.append("the joints are %s m apart" % g(spacing))
    if others:
        parts.append("the other links %s m across" % g(others))
    return " and ".join(parts) + " (medians)"


def _extent(result):
    """the largest side of the mesh's bounding box (scale and COLLADA unit applied)"""
    lo, hi = result.properties.bounds
    return max(hi[i] - lo[i] for i in range(3))


def _joint_offset(j):
    try:
        xyz, _rpy = origin_of(j)
    except Unknown:
        return 0.0
    return math.sqrt(sum(v * v for v in xyz))


def _median(values):
    if not values:
        return None
    values = sorted(values)
    return values[len(values) // 2]


# ------------------------------------------------------------------ joints
def check_degrees(joint, out):
    """a revolute joint's limits beyond ±2π, at most 360, and at least 15 where one is past 2π: degrees"""
    if joint.get("type") != "revolute":
        return
    limit = joint.first("limit")
    if limit is None:
        return
    values = []
    for name in ("lower", "upper"):
        if limit.get(name) is None:
            continue
        try:
            values.append((name, literal_double(limit, name)))
        except Unknown:
            return
    big = max((abs(v) for _n, v in values), default=0.0)
    if not (15.0 <= big <= 360.0):
        return
    name = max(values, key=lambda nv: abs(nv[1]))[0]
    shown = ", ".join("%s %s" % (n, g(v)) for n, v in values)
    radians = ", ".join("%s %s" % (n, g(math.radians(v))) for n, v in values)
    message = "Revolute limits %s are beyond ±2π (%s) and look like degrees: URDF limits are radians (in radians: " \
        "%s)" % (shown, g(TWO_PI), radians)
    out.append(on_shared_value(limit, limit.shared_attr(name), Code.LIMIT_LOOKS_DEGREES, message))
