"""The rows of `urdf-ls statics`: per moving joint, the largest load gravity asks of it, its effort, the margin
and the pose; with a payload at a link, the loads with it and the largest payload each joint allows."""
from __future__ import annotations

import json
import math

from ..rules.statics import margin_text, number, pose_text, problem_of, solvable, verdict
from ..rules.statics_model import Body, build_robot, robot_of
from ..rules.statics_solver import Problem

PAYLOAD_CAP = 1e6       # kg: a joint still holding this much is not loaded by the payload at all
PAYLOAD_STEPS = 40      # bisection steps of the largest payload (2^-40 of the bracket)


class Row:
    __slots__ = ("joint", "type", "need", "unit", "effort", "margin", "short", "tight", "why", "pose", "influence",
                 "max_payload", "pose_text")

    def to_json(self):
        return {k: getattr(self, k) for k in self.__slots__ if k != "pose_text"}


class Table:
    __slots__ = ("rows", "gravity", "floating", "payload", "at", "problem")

    def to_json(self):
        return {"gravity": list(self.gravity), "base": "floating" if self.floating else "fixed",
                "payload": None if self.payload is None else {"kg": self.payload, "link": self.at},
                "joints": [r.to_json() for r in self.rows]}


def statics_table(root, settings, payload=None, at=None):
    """the Table of the robot at root, or a string saying why there is none; payload: kg at link `at` (None:
    the end effector, see end_effector)"""
    robot = robot_of(root) if root is not None else None
    if robot is None:
        return "no kinematic tree to solve: a link or joint is not literal (an expression), of a type the " \
               "statics cannot place (planar, floating) or the tree is not one urdfdom builds"
    if payload is not None:
        at = at or end_effector(robot)
        if at is None:
            return "the robot branches at its root: name the link that carries the payload with --at"
        if at not in robot.bodies:
            return "no link named %s" % at
    base = problem_of(robot, settings)
    loaded = problem_of(with_payload(robot, at, payload), settings) if payload is not None else base
    table = Table()
    table.gravity, table.floating, table.payload, table.at, table.problem = settings.gravity, settings.floating, \
        payload, at, loaded
    table.rows = [_row(loaded.robot.by_name[j.name], loaded, base, at if payload is not None else None)
                  for j in robot.joints if j.kind != "fixed"]
    return table


def with_payload(robot, at, kg):
    """the robot with kg more at the origin of link `at`"""
    return build_robot([(_heavier(b, kg) if name == at else b) for name, b in robot.bodies.items()], robot.joints)


def _heavier(body, kg):
    mass = (body.mass or 0.0) + kg
    com = tuple((body.mass or 0.0) * c / mass for c in body.com) if mass > 0 else body.com
    return Body(body.name, mass if body.mass is not None else None, com, True)


def _row(j, problem, base, at):
    """j's row (the worst case with the payload in `problem`; `base` without it, for the largest payload)"""
    r = Row()
    r.joint, r.type, r.effort = j.name, j.kind, j.effort
    r.unit = "N" if j.kind == "prismatic" else "N·m"
    r.need = r.margin = r.short = r.tight = r.pose = r.influence = r.max_payload = r.pose_text = None
    if not solvable(problem, j):
        r.why = _why_not(j, problem)
        return r
    v = verdict(problem, j)
    r.why = "mimic: held by its leader's mechanism, not judged" if j.mimic is not None else \
        "its effort is unknown (no <limit effort>, an expression or negative)" if not v.judged or j.effort < 0 \
        else None
    r.need, r.margin, r.short, r.tight = v.need, v.margin, v.short, v.tight
    r.pose, r.influence, r.pose_text = v.worst.pose, v.worst.influence, pose_text(v)
    if at is not None and r.why is None:
        r.max_payload = _max_payload(base, j, at, j.effort)
    return r


def _why_not(j, p):
    mass = p.mass.get(j.child)
    if mass is None:
        return "a mass below is not a literal number"
    if not p.declared.get(j.child):
        return "no link below declares an <inertial>"
    return "nothing below has mass"


def _max_payload(p, j, at, effort):
    """the largest payload (kg, at the origin of link `at`) joint j holds everywhere within the limits: the
    worst load is convex in the payload (a maximum of |A(q) + kg·B(q)| over poses), so what holds is one
    interval from 0, found by bisection; None: not even without a payload; "unbounded": the payload does not
    load this joint (it is not below it, or on its axis)"""
    if at != j.child and all(k.child != at for k in p.sub[j.name]):
        return "unbounded"

    def need(kg):
        loaded = Problem(with_payload(p.robot, at, kg), p.gravity)
        return abs(loaded.worst(loaded.robot.by_name[j.name]).load)
    if need(0.0) > effort:
        return None
    lo, hi = 0.0, 1.0
    while need(hi) <= effort:
        lo, hi = hi, hi * 4.0
        if hi > PAYLOAD_CAP:
            return "unbounded"
    for _n in range(PAYLOAD_STEPS):
        mid = 0.5 * (lo + hi)
        if need(mid) <= effort:
            lo = mid
        else:
            hi = mid
        if hi - lo <= 1e-4 * hi:
            break
    return lo


def end_effector(robot):
    """the link a payload is carried by when none is named: down from the root while one branch alone holds
    moving joints; it stops where none does (a flange) or where several do (a hand with fingers); None when
    that is the root itself (a humanoid: which hand?)"""
    moving_below = {}
    for j in reversed(robot.joints):
        moving_below[j.name] = j.kind != "fixed" or any(moving_below[k.name] for k in robot.below.get(j.child, ()))
    link = robot.root
    while True:
        branches = [j for j in robot.below.get(link, ()) if moving_below[j.name]]
        if len(branches) != 1:
            return None if link == robot.root else link
        link = branches[0].child


# ------------------------------------------------------------------ rendering
def render_json(table):
    return json.dumps(table.to_json(), indent=1, ensure_ascii=False) + "\n"


def render_text(table):
    out = []
    if table.floating:
        out.append("base: floating (gravity %s m/s² from any direction)" % number(math.sqrt(
            sum(x * x for x in table.gravity))))
    elif tuple(table.gravity) != (0.0, 0.0, -9.81):
        out.append("gravity: %s m/s² in the root frame" % " ".join(number(x) for x in table.gravity))
    if table.payload is not None:
        out.append("payload: %s kg at the origin of %s (loads below include it)" % (number(table.payload), table.at))
    for r in table.rows:
        effort = "effort ?" if r.effort is None else "effort %s %s" % (number(r.effort), r.unit)
        if r.need is None:
            out.append("%s (%s): %s; %s" % (r.joint, r.type, effort, r.why))
            continue
        verdict = ("CANNOT HOLD" if r.short else "barely holds (short by under 1%)" if r.tight else "holds") \
            if r.why is None else "not judged: " + r.why
        line = "%s (%s): needs %s %s at %s; %s" % (r.joint, r.type, number(r.need), r.unit, r.pose_text, effort)
        if r.margin is not None:
            line += ", margin %sx" % margin_text(r.margin)
        line += "; " + verdict
        if table.payload is not None and r.why is None:
            line += "; " + _payload_text(r.max_payload)
        out.append(line)
    return "\n".join(out) + "\n"


def _payload_text(kg):
    if kg == "unbounded":
        return "the payload does not load it"
    if kg is None:
        return "allows no payload"
    return "allows %s kg" % number(kg)
