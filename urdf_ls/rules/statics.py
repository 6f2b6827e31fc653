"""effort-below-gravity: a joint whose declared effort cannot hold what hangs below it at some pose within the
limits (rules/statics_solver.py finds the pose), kept across edits.

Each top-level link and joint is read once into a record (rules/statics_model.py); an edit that leaves every
record as it was (a colour, a mesh, a comment) changes nothing here, and one that changes a mass, an origin, an
axis, a limit or a mimic solves the robot again.  Solving runs within the analysis's budget, joint by joint; the
joints left over are solved in the next rounds (LinkCache.unmeasured, the Session's continue_physics), so a
keystroke never waits for a large robot.

Silent where the answer would not be one to act on: an effort that is not a literal number or is negative
(SDF's "no limit"), a subtree without a declared <inertial> or of mass 0, a mass below that is an expression,
a <mimic> joint (its leader's mechanism carries it), a robot whose tree urdfdom rejects, a xacro file as written
(its expansion is checked)."""
from __future__ import annotations

import math
import time

from ..codes import Code
from ..syntax.nodes import on_name, on_shared_value
from ..workspace.settings import StaticsSettings
from .statics_model import IDENTITY, Body, Joint, build_robot, read_body, read_joint
from .statics_solver import Problem

MAX_MOVING = 400     # a robot with more moving joints is not solved (each joint's work grows with the robot)
SHORT = 0.99         # a margin (effort / load) below this is warned; above, the shortfall is the masses' rounding
#                      (Baxter's s1 at 0.94 was acted on: baxter_common #45 doubled it when the arm sagged in Gazebo)
NEGLIGIBLE = 1e-3    # N·m or N (a gram 10 cm out): a load this small is no sag anyone would act on


class Verdict:
    """one joint's worst case beside its declared effort: the solver's Worst, the unit (N·m or N), and whether
    the rule speaks of it"""
    __slots__ = ("joint", "worst", "unit", "judged")

    def __init__(self, joint, worst, unit, judged):
        self.joint, self.worst, self.unit, self.judged = joint, worst, unit, judged

    @property
    def need(self):
        return abs(self.worst.load)

    @property
    def margin(self):
        """effort / need (None: no effort known, or nothing to hold)"""
        e = self.joint.effort
        if e is None or e < 0 or self.need <= 0:
            return None
        return e / self.need

    @property
    def short(self):
        """the rule warns: the effort holds less than SHORT of a load that is not negligible"""
        e = self.joint.effort
        return self.judged and e is not None and e >= 0 and self.need > NEGLIGIBLE and e < SHORT * self.need

    @property
    def tight(self):
        """the effort holds SHORT or more of the load, but not all of it (said on the hover, not warned)"""
        e = self.joint.effort
        return self.judged and e is not None and e >= 0 and not self.short and e < self.need


class StaticsState:
    """the records of the document's links and joints, the robot they make and the verdicts found so far"""

    def __init__(self):
        self.root = None
        self.records = {}       # top-level element -> Body or Joint
        self.settings = None
        self.problem = None     # statics_solver.Problem of the current records (None: nothing to solve)
        self.verdicts = {}      # joint name -> Verdict
        self.todo = {}          # joint name -> True: to solve (in top-down order)

    def update(self, root, changed, settings: StaticsSettings, budget=None, backlog=True):
        """changed: (removed, added) top-level elements since the last update, or None for all; budget: seconds
        of solving (None: all of it); backlog: solve the joints left by earlier updates too (an edit that
        changes no record leaves them to the next round)"""
        if root is not self.root:
            self.root, changed = root, None
        dirty = self._records(root, changed) or settings != self.settings
        self.settings = settings
        if dirty:
            self._rebuild()
        elif not backlog:
            return
        end = None if budget is None else time.perf_counter() + budget
        for n, name in enumerate(list(self.todo)):
            if n and end is not None and time.perf_counter() > end:
                break       # (one joint at least per round: every round makes progress)
            del self.todo[name]
            self._solve(self.problem.robot.by_name[name])

    def _records(self, root, changed):
        """update the records; True when one changed"""
        if changed is None:
            self.records = {}
            removed, added = (), root.children
        else:
            removed, added = changed
        before = sorted(r.key() for r in (self.records.pop(el, None) for el in removed) if r is not None)
        after = []
        for el in added:
            if el.kind != "element" or el.parent is not root or el.name not in ("link", "joint"):
                continue
            record = read_body(el) if el.name == "link" else read_joint(el)
            self.records[el] = record if record is not None else _UNREADABLE
            after.append(self.records[el].key())
        return changed is None or before != sorted(after)

    def _rebuild(self):
        self.verdicts, self.todo, self.problem = {}, {}, None
        records = list(self.records.values())
        if any(r is _UNREADABLE for r in records):
            return
        bodies = [r for r in records if isinstance(r, Body)]
        joints = [r for r in records if isinstance(r, Joint)]
        if sum(1 for j in joints if j.kind != "fixed") > MAX_MOVING:
            return
        self.problem = problem_of(build_robot(bodies, joints), self.settings)
        if self.problem is None:
            return
        for j in self.problem.robot.joints:
            if solvable(self.problem, j):
                self.todo[j.name] = True

    def _solve(self, j):
        self.verdicts[j.name] = verdict(self.problem, j)

    @property
    def unfinished(self):
        return bool(self.todo)

    def diagnostics(self, suspect=frozenset()):
        """effort-below-gravity on each judged joint's <limit effort> (the current elements: an edit may have
        replaced a joint's element without changing its record); suspect: names of links whose mass another
        rule doubts (a mass in grams): the joints above them are not judged, that rule's fix comes first"""
        if not self.verdicts:
            return []
        current = {r.name: r for r in self.records.values() if isinstance(r, Joint)}
        out = []
        for name, v in self.verdicts.items():
            j = current.get(name)
            if j is None or not v.short or j.limit_el is None or (suspect and self._holds(v.joint, suspect)):
                continue
            a = j.limit_el.shared_attr("effort")
            msg = "effort %s %s cannot hold what hangs below this joint: gravity asks %s %s at %s (margin %sx)%s" % (
                number(j.effort), v.unit, number(v.need), v.unit, pose_text(v), margin_text(v.margin),
                assumption(self.settings))
            out.append(on_shared_value(j.limit_el, a, Code.EFFORT_BELOW_GRAVITY, msg) if a is not None
                       else on_name(j.limit_el, Code.EFFORT_BELOW_GRAVITY, msg))
        return out

    def _holds(self, j, links):
        """one of these links is below joint j"""
        return j.child in links or any(k.child in links for k in self.problem.sub[j.name])

    def verdict_at(self, joint_el):
        """the Verdict of the joint whose element this is (None: not solved, or not this element's)"""
        record = self.records.get(joint_el)
        if not isinstance(record, Joint):
            return None
        return self.verdicts.get(record.name)


def problem_of(robot, settings: StaticsSettings):
    """the Problem of a robot (None: none) under these settings (a floating base: hung below virtual joints)"""
    if robot is None:
        return None
    return Problem(floating(robot) if settings.floating else robot, settings.gravity)


def solvable(problem, j):
    """a moving joint of the robot (not a virtual one) with a declared, known, non-zero mass below"""
    if j.kind == "fixed" or j.name.startswith(VIRTUAL):
        return False
    mass = problem.mass[j.child]
    return mass is not None and mass > 0 and problem.declared[j.child]


def verdict(problem, j) -> Verdict:
    """solve joint j's worst case"""
    judged = j.mimic is None and j.effort is not None
    return Verdict(j, problem.worst(j), "N·m" if j.angular else "N", judged)


class _Unreadable:
    """a link or joint the statics cannot read (an expression, an unknown type): the robot is not solved"""

    @staticmethod
    def key():
        return ("unreadable",)


_UNREADABLE = _Unreadable()
VIRTUAL = "(base "      # the names of the joints that tilt a floating base


def floating(robot):
    """the robot hung below two whole-turn joints (pitch, then roll) that point gravity anywhere in its root's
    frame: a floating base held at any attitude"""
    pitch, roll = _virtual("(base pitch)", "(world)", "(tilted)", (0.0, 1.0, 0.0)), \
        _virtual("(base roll)", "(tilted)", robot.root, (1.0, 0.0, 0.0))
    extra = [Body("(world)", 0.0, (0.0, 0.0, 0.0), False), Body("(tilted)", 0.0, (0.0, 0.0, 0.0), False)]
    return build_robot(extra + list(robot.bodies.values()), [pitch, roll] + list(robot.joints))


def _virtual(name, parent, child, axis):
    j = Joint()
    j.name, j.kind, j.parent, j.child, j.rot, j.xyz, j.axis = name, "continuous", parent, child, IDENTITY, \
        (0.0, 0.0, 0.0), axis
    j.lower = j.upper = j.effort = j.mimic = j.element = j.limit_el = None
    return j


def summary(v):
    """"holds: needs 41.2 N·m at shoulder -90°, elbow 0°; margin 3.6x" (the hover, the inlay hint's tooltip)"""
    e = v.joint.effort
    verdict = "cannot hold" if v.short else "barely holds (short by under 1%)" if v.tight else \
        "holds" if v.judged and e is not None and e >= 0 else "needs"
    text = "%s: needs %s %s at %s" % (verdict, number(v.need), v.unit, pose_text(v)) if verdict != "needs" else \
        "needs %s %s at %s" % (number(v.need), v.unit, pose_text(v))
    if v.margin is not None:
        text += "; margin %sx" % margin_text(v.margin)
    if v.joint.mimic is not None:
        text += " (a <mimic> joint: its leader's mechanism holds it; not judged)"
    return text


def number(v):
    """3 significant digits, as a person reads a load"""
    if v == 0:
        return "0"
    return "%.3g" % v if abs(v) < 1000 else "%.0f" % v


def margin_text(m):
    """effort / need, two digits: 0.57, 3.6, 12"""
    return "%.2g" % m if m is not None and m < 100 else number(m or 0.0)


MAX_POSE_JOINTS = 6


def pose_text(v):
    """"shoulder -90°, elbow 0°": the joints whose position changes the load, in tree order"""
    names = v.worst.influence
    if not names:
        return "any pose"
    parts = []
    for name in names[:MAX_POSE_JOINTS]:
        x = v.worst.pose[name]
        parts.append("%s %s" % (name, "%s m" % number(x) if name in v.worst.sliding else
                                ("%.0f°" % math.degrees(x)).replace("-0°", "0°")))
    more = len(names) - MAX_POSE_JOINTS
    return ", ".join(parts) + (" and %d more" % more if more > 0 else "")


def assumption(settings):
    """what the message assumes, when it is not the default"""
    if settings is None or settings == StaticsSettings():
        return ""
    if settings.floating:
        return "; the base may take any attitude (statics.base = floating)"
    return "; gravity %s m/s² (statics.gravity)" % " ".join(number(x) for x in settings.gravity)
