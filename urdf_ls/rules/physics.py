"""Physics from geometry: the declared mass, centre of mass and inertia of each link against the mass properties
of its geometry, mesh units against the rest of the robot, and revolute limits written in degrees.

Every check is one a real description gets wrong and a simulator pays for; each is silent where it cannot be
sure: no geometry, an expression, an unresolved or unread mesh, a massless link.  Thresholds leave room for
simplified collision shapes, hollow or motor-heavy links and overlapping shapes; they catch what is off by
orders of magnitude (grams typed as kilograms, millimetre meshes, 1e-6 placeholders)."""
from __future__ import annotations

import math
import time

from ..codes import Code
from ..syntax.nodes import on_name, on_shared_value
from ..workspace.geometry import solids
from ..workspace.settings import StaticsSettings
from .collision_checks import MissingCollision, check_link_collision, check_missing_collision
from .contained import rule_failed, run_contained
from .physics_links import COM_MARGIN, link_physics, outside_distance, size_of, trace
from .physics_model import Unknown, literal_double, origin_of, read_inertial
from .physics_weight import Finding, Robot, matters
from .statics import StaticsState

DENSITY_LOW, DENSITY_HIGH = 10.0, 25000.0      # kg/m^3: below the lightest foams, above osmium (22,590)
PLACEHOLDER_RATIO = 100.0       # declared / uniform inertia beyond this, either way: orders of magnitude off
EXCEEDS_MARGIN = 1.1            # above m R^2 by more than rounding and a hull sampled in directions
MESH_UNITS_RATIO = 200.0        # a mesh this many times larger (or smaller) than the robot around it
MIN_MASS = 1e-3                 # kg: links this light are placeholders for frames; their physics is inert
STAND_IN_REACH = 3.0            # an inertia whose radius of gyration is this many times the geometry's reach
TWO_PI = 2 * math.pi


def g(v):
    """a number in a message: 4 significant digits; rounding noise (a mesh's centre at 1e-19) is 0"""
    return "0" if abs(v) < 1e-12 else "%.4g" % v


def vec(v):
    return "(%s)" % ", ".join(g(x) for x in v)


class Kept:
    """what the document-wide checks need of a link once it is checked: its findings (physics_weight.Finding),
    the meshes it still awaits, its size, its measured meshes and its declared mass (0 without <inertial>, None
    when it is an expression); its mass properties are not kept: a 10,000-link robot would hold 150 MB of them"""
    __slots__ = ("findings", "pending", "size", "meshes", "mass")

    def __init__(self, findings, pending, size, meshes, mass):
        self.findings, self.pending, self.size, self.meshes, self.mass = findings, pending, size, meshes, mass

    @property
    def diags(self):
        return [f.diag for f in self.findings]


class LinkCache:
    """what is kept of each top-level link (Kept) and joint ((offset, diagnostics)) of one document, updated
    from the top-level elements an edit removed and added: a keystroke measures only the element it touched
    (and the links still waiting for a mesh)"""

    def __init__(self):
        self.root = None
        self.links = {}         # element -> Kept
        self.joints = {}        # element -> (the length of its origin's offset, its diagnostics)
        self.flagged = {}       # element -> its diagnostics, for the elements that have some
        self.waiting = {}       # link element -> True: its meshes are being read
        self.with_meshes = {}   # link element -> Kept, for the links with measured meshes
        self.backlog = {}       # link element -> True: added, not measured yet (beyond one analysis's budget)
        self._spacing = None    # the median joint offset (None: to compute)
        self.targets = ()       # the consumers the project targets (the collision checks' MuJoCo limit)
        self.statics = StaticsState()   # effort-below-gravity: the joints' worst cases
        self.missing = MissingCollision()   # collision-missing: links with visual and no collision, moving joints

    @property
    def unmeasured(self):
        """what later rounds are to do: links to measure, else joints whose worst case is to be solved"""
        return self.backlog or self.statics.todo

    def update(self, root, changed, resolve, meshes, budget=None, backlog=True, remembered=None):
        """changed: (removed elements, added elements) since the last update, or None for all of them; budget:
        seconds of link measuring, the rest left in `unmeasured` (None: no bound); backlog: measure the links left
        by earlier updates too (an edit measures only what it added: its answer must not wait for them);
        remembered(link): a dict where what is found of that link is kept for other documents whose link of the
        same text resolves its meshes the same way (a batch's chunk notes), or None"""
        if changed is None or root is not self.root:
            targets = self.targets
            self.__init__()
            self.root, self.targets = root, targets
            removed, added = (), root.children
        else:
            removed, added = changed
        fresh = []
        for el in removed:
            for table in (self.links, self.joints, self.flagged, self.waiting, self.with_meshes, self.backlog):
                table.pop(el, None)
            if el.kind == "element" and el.name == "joint":
                self._spacing = None
        for el in added:
            if el.kind != "element" or el.parent is not root:
                continue
            if el.name == "link":
                fresh.append(el)
            elif el.name == "joint":
                diags = []
                check_degrees(el, diags)
                self.joints[el] = (_joint_offset(el), diags)
                self._flag(el, diags)
                self._spacing = None
        for el in list(self.waiting):
            self._measure(el, resolve, meshes, remembered)
        end = None if budget is None else time.perf_counter() + budget
        todo = fresh + list(self.backlog) if backlog else fresh
        for n, el in enumerate(todo):
            if n and end is not None and time.perf_counter() > end:
                for rest in todo[n:]:
                    self.backlog[rest] = True
                break       # (one link at least: every round makes progress)
            self.backlog.pop(el, None)
            self._measure(el, resolve, meshes, remembered)

    def _measure(self, link, resolve, meshes, remembered=None):
        memo = remembered(link) if remembered is not None else None
        kept = memo.get("kept") if memo is not None else None
        if kept is None:
            try:
                kept = _measured(link, resolve, meshes, self.targets)
            except Exception:   # (a bug: this link's physics diagnostics are lost, not the file's)
                kept = Kept([Finding(rule_failed(link, "physics"), "said")], (), None, (), None)
            if memo is not None and not kept.pending:
                memo["kept"] = kept
        self.links[link] = kept
        self._flag(link, kept.diags)
        for table, on in ((self.waiting, bool(kept.pending)), (self.with_meshes, bool(kept.meshes))):
            if on:
                table[link] = kept if table is self.with_meshes else True
            else:
                table.pop(link, None)

    def _flag(self, el, diags):
        if diags:
            self.flagged[el] = diags
        else:
            self.flagged.pop(el, None)

    def spacing(self):
        """the median length of the joints' origin offsets (None without joints)"""
        if self._spacing is None:
            self._spacing = _median([n for n, _d in self.joints.values() if n > 1e-6]) or 0.0
        return self._spacing or None

    def pending(self):
        return [p for el in self.waiting for p in self.links[el].pending]


def _measured(link, resolve, meshes, targets=()) -> Kept:
    inertial = read_inertial(link)
    mass = inertial.mass if inertial is not None else (None if link.first("inertial") is not None else 0.0)
    lp = link_physics(link, resolve, meshes, inertial is None or inertial.mass <= MIN_MASS, inertial)
    findings = []
    if not lp.pending:
        collision = []
        check_link_collision(lp, meshes, collision, targets)
        findings += [Finding(d, "said") for d in collision]     # (the targets' own checks: not weighed)
    if lp.measured:
        check_link(lp, findings)
        return Kept(findings, (), size_of(lp), lp.meshes, mass)
    return Kept(findings, lp.pending, None, (), mass)


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


def check_physics(ctx, root, meshes, cache: LinkCache, changed=None, budget=None, backlog=True, remembered=None):
    """(diagnostics, the (path, scale) of meshes still being read); changed: (removed, added) top-level
    elements since the cache's last update, None for all; budget, backlog, remembered: see LinkCache.update"""
    targets = tuple(getattr(ctx, "targets", ()))
    if targets != cache.targets:
        cache.targets, changed = targets, None     # (every link again: the targets' checks changed)
    cache.update(root, changed, resolver(ctx), meshes, budget, backlog, remembered)
    out, robot = [], Robot(cache)
    for el, diags in cache.flagged.items():
        kept = cache.links.get(el)
        if kept is None:
            out.extend(diags)       # (a joint's)
        else:
            out.extend(f.diag for f in kept.findings if matters(f, kept, el, robot))
    run_contained(check_missing_collision, "collision geometry", root, out, cache.missing, root, changed, out)
    if cache.with_meshes:
        run_contained(check_mesh_units, "mesh units", root, out, cache, out)
    if not ctx.xacro:       # (a xacro file's expansion is checked: as written, its values are expressions)
        run_contained(_check_statics, "statics", root, out, ctx, root, changed, meshes, cache, budget, backlog, out)
    return out, cache.pending()


def _heavy_suspects(cache):
    """names of the links whose mass density-implausible doubts"""
    return {el.get("name") for el, diags in cache.flagged.items()
            if el.name == "link" and any(d.code is Code.DENSITY_IMPLAUSIBLE for d in diags)}


def statics_settings(ctx, meshes) -> StaticsSettings:
    """the gravity the document's project sets (read through the workspace the mesh cache belongs to)"""
    workspace = getattr(meshes, "workspace", None)
    return workspace.settings_for(ctx.path).statics if workspace is not None else StaticsSettings()


# ------------------------------------------------------------------ per link
def check_link(lp, out):
    """out: physics_weight.Finding of each rule that fires on the link, weighed later against the robot"""
    i = lp.inertial
    if i is None or i.mass <= MIN_MASS:
        return
    if not lp.whole:
        return      # (an unread visual may be the body: it may hold the centre of mass, reach farther, weigh more)
    side = density_side(lp, i)
    if side != "low":       # (a geometry too big for the mass, a mesh in millimetres, dwarfs any real inertia)
        check_placeholder(lp, i, out, below_only=True)
    if stand_in_reason(lp) is not None:
        check_com(lp, i, out)       # (weighed by how far it moves the robot's centre of mass, not by the shape)
        return
    check_density(lp, i, side, out)
    if check_com(lp, i, out):
        return      # (the moments about a point outside say nothing more)
    moments = solids.principal_moments(i.inertia)
    reach = solids.farthest_distance(lp.outline, i.xyz)
    bound = i.mass * reach * reach
    top = max(moments)
    if top > bound * EXCEEDS_MARGIN and top > 0:
        out.append(Finding(on_name(i.inertia_el, Code.INERTIA_EXCEEDS_GEOMETRY, "Principal moment %s kg·m² exceeds "
                                   "m·R² = %s kg·m² (m = %s kg, R = %s m to the geometry's farthest point): no mass "
                                   "inside the geometry has it" % (g(top), g(bound), g(i.mass), g(reach))),
                           "exceeds", top / bound if bound > 0 else FAR_AWAY))
        return
    check_placeholder(lp, i, out, below_only=False)


FAR_AWAY = 1e300    # the factor of a bound that is zero


def stand_in_reason(lp):
    """why the link's geometry cannot stand for the part its <inertial> describes (None when it can): visual
    primitives without a collision (a marker, a simplified pin), or an inertial that describes a body several
    times the geometry's size and denser than any solid (a 1 cm dummy cylinder under a 7 kg steering link)"""
    if not any(not s.visual for s in lp.shapes) and not _closed_visual_mesh(lp):
        return "its only geometry is visual primitives, a stand-in for the part"
    i = lp.inertial
    if i is None or i.mass <= 0:
        return None
    reach = solids.farthest_distance(lp.outline, i.xyz)
    gyration = math.sqrt(max(solids.principal_moments(i.inertia)) / i.mass)
    if reach > 0 and gyration > STAND_IN_REACH * reach and i.mass / max(lp.volumes()) > DENSITY_HIGH:
        return ("its mass and inertia describe a body %s times the size of its geometry (radius of gyration %s m, "
                "geometry %s m from the centre of mass): the geometry is a stand-in" % (
                    g(gyration / reach), g(gyration), g(reach)))
    return None


def _closed_visual_mesh(lp):
    return any(shape.visual and result.closed and result.properties.exact for shape, result in lp.meshes)


def check_com(lp, i, out) -> bool:
    off = outside_distance(lp, i.xyz)
    size = size_of(lp)
    if off <= max(COM_MARGIN * size, 0.005):
        return False
    target = i.origin_el if i.origin_el is not None else i.element
    out.append(Finding(on_name(target, Code.COM_OUTSIDE_GEOMETRY, "The centre of mass %s lies %s m outside this "
                               "link's geometry (%s m across, bounding box %s to %s)" % (
                                   vec(i.xyz), g(off), g(size), vec(lp.outline.bounds[0]), vec(lp.outline.bounds[1]))),
                       "com", distance=off))
    return True


def density_side(lp, i):
    """"high" or "low" where mass / volume is beyond any solid's: above with the larger of the collision and
    visual volumes (the body is inside both, roughly), below with the smaller, and only when that volume is
    exact; None where it is within"""
    volumes = lp.volumes()
    if i.mass / max(volumes) > DENSITY_HIGH:
        return "high"
    low = i.mass / min(volumes)
    if low < DENSITY_LOW and lp.exact and (lp.visual_body is None or low == i.mass / lp.volume):
        return "low"
    return None


def check_density(lp, i, side, out):
    """the density-implausible finding of a density_side"""
    volumes = lp.volumes()
    high, low = i.mass / max(volumes), i.mass / min(volumes)
    if side == "high":
        rho, why, factor = high, "a mass in grams, or a mesh in metres scaled too small?", high / DENSITY_HIGH
    elif side == "low":
        rho, why, factor = low, "a mass in tonnes, or a mesh in millimetres?", DENSITY_LOW / low if low > 0 else FAR_AWAY
    else:
        return
    out.append(Finding(on_name(i.mass_el, Code.DENSITY_IMPLAUSIBLE, "%s kg in the %s m³ of this link's %s gives %s "
                               "kg/m³ (solids are %g-%g): %s" % (g(i.mass), g(i.mass / rho), _geometry_word(lp),
                                                                g(rho), DENSITY_LOW, DENSITY_HIGH, why)),
                       "density", factor))


def check_placeholder(lp, i, out, below_only):
    """the declared inertia orders of magnitude below the uniform body of the collision geometry and of the
    visual one both (a 1e-11 placeholder: said whatever else is, by its value alone), or, when not below_only,
    far above both (weighed: a 1e-3 placeholder on a 5 g caster is lumped into its parent)"""
    declared = trace(i.inertia)
    uniform = [trace(lp.uniform_inertia(i.mass, b)) for b in (lp.body, lp.visual_body) if b is not None]
    if declared <= 0 or min(uniform) <= 0:
        return
    if declared * PLACEHOLDER_RATIO < min(uniform):
        if not below_only:
            return      # (said already)
        ref, side, kind = min(uniform), "far below", "placeholder-below"
    elif declared > max(uniform) * PLACEHOLDER_RATIO and not below_only:
        ref, side, kind = max(uniform), "far above", "placeholder-above"
    else:
        return
    out.append(Finding(on_name(i.inertia_el, Code.INERTIA_PLACEHOLDER, "ixx+iyy+izz = %s kg·m² is %s the %s kg·m² "
                               "of a uniform %s kg body of this geometry (%sx)" % (
                                   g(declared), side, g(ref), g(i.mass), g(declared / ref))),
                       kind, max(declared / ref, ref / declared)))


def _geometry_word(lp):
    return "collision geometry" if any(not s.visual for s in lp.shapes) else "visual geometry"


# ------------------------------------------------------------------ across links
def _check_statics(ctx, root, changed, meshes, cache, budget, backlog, out):
    """effort limits against the worst gravity load (rules/statics.py)"""
    cache.statics.update(root, changed, statics_settings(ctx, meshes), budget, backlog)
    out += cache.statics.diagnostics(_heavy_suspects(cache))


def check_mesh_units(cache, out):
    """a mesh ~1000x the size of the rest of the robot (or 1/1000 of it, after a scale or unit shrank it)"""
    spacing = cache.spacing()
    for kept in cache.with_meshes.values():
        for shape, result in kept.meshes:
            extent = _extent(result)
            if extent <= 0 or (spacing and MESH_UNITS_RATIO * spacing >= extent >= spacing / MESH_UNITS_RATIO):
                continue
            others = _median([o.size for o in cache.links.values() if o is not kept and o.size is not None])
            refs = [r for r in (spacing, others) if r]
            if not refs:
                continue
            unit = result.unit
            if all(extent > r * MESH_UNITS_RATIO for r in refs):
                out.append(_units(shape, "%s m across, %s" % (g(extent), _against(spacing, others)), unit, 0.001))
            elif all(extent * MESH_UNITS_RATIO < r for r in refs) and (_shrunk(shape.params[1]) or (unit or 1) < 1):
                out.append(_units(shape, "only %s m across, %s" % (g(extent), _against(spacing, others)), unit,
                                  1000))


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
