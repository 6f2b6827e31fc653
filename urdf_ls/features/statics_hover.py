"""On <limit effort>: the worst load gravity asks of the joint within its limits and the margin its effort
leaves, as the effort-below-gravity rule found them (a hover section and an inlay hint).  The rule solves the
robot off the keystroke (in the physics rounds); until it has, the hover says so and the hint is absent."""
from __future__ import annotations

from ..rules.statics import margin_text, number, summary
from ..rules.statics_solver import NOTHING


def verdict_of(doc, limit_el):
    """(the joint's Verdict or None, why there is none)"""
    joint = limit_el.parent
    if joint is None or joint.name != "joint" or joint.parent is not doc.tree.root:
        return None, None
    if doc.ctx.xacro:
        return None, "in a xacro file the loads are computed on its expansion (its warnings show here)"
    doc.analysis()
    cache = doc.physics_cache
    statics = cache.statics if cache is not None else None
    if statics is None or statics.problem is None:
        return None, "not computed: the robot's masses or tree cannot be read (see docs/statics.md)"
    v = statics.verdict_at(joint)
    if v is not None:
        return v, None
    if joint.get("name") in statics.todo:
        return None, "being computed; hover again in a moment"
    return None, "nothing below this joint declares a mass (or a mass below is an expression)"


def statics_note(doc, limit_el) -> str:
    """markdown for the hover on <limit effort> ("" where the statics have nothing to say)"""
    v, why = verdict_of(doc, limit_el)
    if v is None and why is None:
        return ""
    head = "\n\n---\n**Gravity**"
    if v is None:
        return "%s: %s." % (head, why)
    return "%s (base fixed and upright unless the project's [statics] says otherwise): %s." % (head, summary(v))


def effort_hint_label(doc, limit_el):
    """(label, tooltip) of the inlay hint after the effort's value, or None (also where gravity asks nothing of
    the joint: an axis along gravity)"""
    v, _why = verdict_of(doc, limit_el)
    if v is None or v.need <= NOTHING:
        return None
    label = "needs %s %s" % (number(v.need), v.unit)
    if v.margin is not None:
        label += " · %sx" % margin_text(v.margin)
    return label, "gravity at the worst pose within the limits: " + summary(v)
