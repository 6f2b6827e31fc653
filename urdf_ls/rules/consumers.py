"""Physics warnings that no consumer of this file acts on become information.

Two cases, both decided from the whole robot (so after the per-element rules ran):
- a frame link: the child of a fixed joint is merged into its parent by Gazebo's URDF->SDF conversion, KDL,
  Drake and MuJoCo's compiler, so its zero mass or zero inertia changes nothing; the same holds for a root
  link whose joints are all fixed (a fixed-base robot's base, a footprint), whose children's mass it takes.
  A massless frame without geometry and a visual-only marker are inert wherever they stand (nothing collides
  with them and nothing they carry moves), and so is the root of a fixed-base model (one moving joint below
  it: an arm, mounted to the world by whoever uses it; KDL ignores a root's inertia).  A massless link with
  collision geometry on a moving joint, or a massless root of several moving joints (a mobile or legged
  robot's body, which Gazebo drops), stays a warning (issue #41);
- a file written for pybullet (its links carry pybullet's <contact> block): pybullet recomputes inertia
  from the collision shapes unless asked not to (URDF_USE_INERTIA_FROM_FILE), a mass of 0 makes a body
  static, and lower > upper switches a joint limit off.
The diagnostic stays (with its code, so it can still be selected or raised by configuration), at
information severity and with the reason appended."""
from __future__ import annotations

from ..codes import Code, Diag, Severity
from .contained import guarded

FRAME_LINK = {Code.MASS_ZERO, Code.INERTIA_ZERO}
PYBULLET_IDIOMS = {
    Code.MASS_ZERO: "in pybullet, which this file targets, a mass of 0 makes the body static",
    Code.INERTIA_ZERO: "pybullet, which this file targets, computes inertia from the collision shapes",
    Code.INERTIA_NOT_PD: "pybullet, which this file targets, computes inertia from the collision shapes",
    Code.LIMIT_LOWER_GT_UPPER: "in pybullet, which this file targets, lower > upper switches the limit off",
}


@guarded("consumers", passed_through=lambda diags, *_: diags)
def for_consumers(diags, state, root) -> list[Diag]:
    """diags with the physics warnings of frame links and pybullet idioms lowered to information"""
    owner = {id(d): s for s in state.local.values() for d in s.diags
             if d.code in PYBULLET_IDIOMS and d.severity == Severity.WARNING}
    if not owner:
        return diags
    pybullet = targets_pybullet(root)
    out = []
    for d in diags:
        s = owner.get(id(d))
        why = None if s is None else (PYBULLET_IDIOMS[d.code] if pybullet else _frame_link_reason(d, s, state))
        out.append(d if why is None else d.with_severity(Severity.INFORMATION, "%s (%s)" % (d.message, why)))
    return out


def _frame_link_reason(d, summary, state):
    if d.code not in FRAME_LINK:
        return None
    link, element = _link_of(d, summary)
    return _placement_reason(link, state) or _geometry_reason(element)


def _placement_reason(link, state):
    """why a massless link is inert from where it stands in the tree (None: it moves, or carries what moves)"""
    claims = state.claims.get(link)
    if claims:
        # the first joint naming it as child, even when the parent link is in another file (an includer)
        _name, parent, _child, joint = min(claims, key=lambda j: j[3].start)
        if joint.get("type") != "fixed":
            return None
        return "a frame link on fixed joint '%s': simulators merge it into '%s'" % (
            joint.get("name"), parent.value if parent is not None else "its parent")
    below = state.by_parent.get(link)
    if below and all(j[3].get("type") == "fixed" for j in below):
        return ("the root link, fixed to every link below it: Gazebo, Drake and MuJoCo merge them into one body, "
                "and KDL ignores a root's inertia")
    if below and sum(j[3].get("type") != "fixed" for j in below) == 1:
        return ("the root of a fixed-base model (one moving joint below it): whoever uses it mounts it to the "
                "world, and KDL ignores a root's inertia")
    return None


def _geometry_reason(element):
    """why a massless link is inert from its geometry alone (None: it has collision geometry, or is unknown)"""
    if element is None or element.first("collision") is not None:
        return None
    if element.first("visual") is None:
        return "a frame without geometry: nothing collides with it and it carries nothing"
    return "a visual-only marker: nothing collides with it"


def _link_of(d, summary):
    """(name, element) of the link of a summary (a chunk of several, a macro's body, holds d)"""
    links = [(el, name) for kind, name, _a, el in summary.defs if kind == "link"]
    if len(links) == 1:
        return links[0][1], links[0][0]
    start = d.start
    return next(((name, el) for el, name in links if el.start <= start < el.end), (None, None))


def targets_pybullet(root) -> bool:
    """a link with pybullet's <contact> block (lateral_friction, inertia_scaling, ...)"""
    return any(c.kind == "element" and c.name == "link" and
               any(k.kind == "element" and k.name == "contact" for k in c.children) for c in root.children)
