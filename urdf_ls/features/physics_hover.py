"""Hover on <inertial>, <mass> and <inertia>: what the link's geometry says of its mass properties, or why it
says nothing."""
from __future__ import annotations

import math

from ..rules.physics import g, resolver, stand_in_reason, vec
from ..rules.physics_links import density, link_physics, trace

ELEMENTS = ("inertial", "mass", "inertia")


def physics_note(doc, el) -> str:
    """markdown to append to the element's documentation ("" for other elements)"""
    if el.name not in ELEMENTS:
        return ""
    link = el
    while link is not None and link.name != "link":
        link = link.parent
    if link is None or (el.name != "inertial" and (el.parent is None or el.parent.name != "inertial")):
        return ""
    lp = link_physics(link, resolver(doc.ctx), doc.workspace.meshes)
    head = "\n\n---\n**From the geometry**"
    if lp.pending:
        return head + ": its mesh is still being measured; hover again in a moment."
    if not lp.measured:
        return head + ": not computed, %s." % (lp.why or "the link has no geometry")
    collision = [s for s in lp.shapes if not s.visual]     # (the visual shapes beside them carry no mass)
    what = "collision" if collision else "visual (the link has no collision)"
    n = len(collision or lp.shapes)
    lines = [head + " (%s geometry, %d shape%s%s):" % (what, n, "" if n == 1 else "s",
                                                         "" if lp.exact else "; open mesh: its convex hull"),
             "- volume: %s m³, centre %s" % (g(lp.volume), vec(lp.body.center))]
    i = lp.inertial
    if i is None:
        return "\n".join(lines + ["- the <inertial> has expressions or invalid values: nothing to compare"])
    if i.mass <= 0:
        return "\n".join(lines + ["- a uniform body of 1000 kg/m³ would weigh %s kg" % g(1000 * lp.volume)])
    u = lp.uniform_inertia(i.mass)
    uniform = trace(u)
    lines += ["- density implied by the mass: %s kg/m³" % g(density(lp)),
              "- a uniform %s kg body: ixx %s, iyy %s, izz %s (ixy %s, ixz %s, iyz %s) kg·m²" % (
                  g(i.mass), g(u[0]), g(u[3]), g(u[5]), g(u[1]), g(u[2]), g(u[4])),
              "- declared: centre of mass %s m from the geometry's centre; ixx+iyy+izz %sx the uniform body's" % (
                  g(math.dist(i.xyz, lp.body.center)), g(trace(i.inertia) / uniform) if uniform > 0 else "?")]
    why = stand_in_reason(lp)
    if why:
        lines.append("- the physics rules say nothing of its density and inertia here (a placeholder inertia "
                     "excepted): %s" % why)
    lines.append("- a finding is a warning only where it changes a simulation: weighed against the robot's mass "
                 "and the joint this link loads (see docs/physics.md)")
    return "\n".join(lines)
