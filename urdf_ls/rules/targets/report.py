"""What the consumer made of the robot, held against urdf-ls's own reading (`urdf-ls check --target T --report`,
`urdf-ls convert`): bodies kept, merged (fixed joints lumped or fused) and dropped; the total mass; each body's
mass, centre of mass and principal moments of inertia; the joints (type, range, damping, friction, mimic); the
collision shapes.  Where the consumer's body differs from the file's link beyond a tolerance in mass or centre
of mass, a `<target>-model-differs` Warning on the link says by how much and why (a merge, a default mass, a
mass computed from geometry)."""
from __future__ import annotations

import math

from ...codes import Code
from ...workspace.settings import Record
from ..urdf import on_name, on_value
from .model import Robot
from .own_model import frames, group_body, link_body, moments, tensor_moments
from .readings import consumer_title

MASS_TOLERANCE = 1e-3        # kg, or this fraction of the body's mass, whichever is larger
MASS_FRACTION = 0.01
COM_TOLERANCE = 0.002        # m
DIFFERS = {"mujoco": Code.MUJOCO_MODEL_DIFFERS, "pybullet": Code.PYBULLET_MODEL_DIFFERS,
           "drake": Code.DRAKE_MODEL_DIFFERS, "gazebo": Code.GAZEBO_MODEL_DIFFERS}
JOINT_TYPES = {"mujoco": {"revolute": "hinge", "continuous": "hinge", "prismatic": "slide", "floating": "free"},
               "pybullet": {"revolute": "revolute", "continuous": "revolute", "prismatic": "prismatic",
                            "fixed": "fixed", "floating": "fixed", "planar": "fixed"}}


class Body(Record):
    FIELDS = (("name", ""),
              ("fate", "kept"),         # kept | merged | dropped
              ("into", None),           # the body a merged link is in
              ("file_mass", 0.0),       # the link's own mass in the file
              ("mass", None),           # the consumer's body mass (kept bodies)
              ("com_shift", None),      # m between the file link's centre of mass and the consumer body's
              ("file_moments", ()),     # principal moments, the file's link (kg·m²)
              ("moments", ()),          # principal moments, the consumer's body
              ("collisions", (0, 0)))   # (collision elements of the link and the links merged into it, the consumer's)
    __slots__ = tuple(name for name, _d in FIELDS)


class Joint(Record):
    FIELDS = (("name", ""), ("file_type", ""), ("type", None), ("range", None), ("file_range", None),
              ("damping", None), ("friction", None), ("note", ""))
    __slots__ = tuple(name for name, _d in FIELDS)


class Report(Record):
    FIELDS = (("target", ""), ("loaded", False), ("file_mass", 0.0), ("mass", None), ("bodies", ()),
              ("joints", ()), ("extra_bodies", ()), ("notes", ()))
    __slots__ = tuple(name for name, _d in FIELDS)


def compare(root, result) -> tuple[Report, list]:
    """(the report of a consumer's LoadResult on a <robot> element, the model-differs warnings)"""
    robot = Robot(root)
    if not result.loaded or not result.model:
        return Report(result.target, False, _file_mass(robot)), []
    model = result.model
    where = frames(robot)
    consumer = {b["name"]: b for b in model.get("bodies", ())}
    groups = _groups(robot, result.target)
    bodies, warnings = [], []
    for top, members in groups.items():
        for name in members:
            body, warning = _body(robot, result.target, name, top, members, consumer, where, model)
            bodies.append(body)
            if warning is not None:
                warnings.append(warning)
    links = set(robot.links)
    extra = tuple(n for n in consumer if n not in links)
    report = Report(result.target, True, _file_mass(robot), sum(b["mass"] for b in consumer.values()),
                    tuple(bodies), tuple(_joints(robot, result.target, model)), extra,
                    tuple(_notes(robot, result.target, model)))
    return report, warnings


def _file_mass(robot):
    return sum(link.mass or 0.0 for link in robot.links.values())


def _groups(robot, target):
    """the link each link ends up in as the consumer merges them (MuJoCo fuses static bodies, sdformat lumps
    fixed joints; pybullet and Drake keep every link) -> its members"""
    if target in ("mujoco", "gazebo"):
        return robot.groups(keep_preserved=target == "gazebo")
    return {n: [n] for n in robot.links}


def _body(robot, target, name, top, members, consumer, where, model):
    link = robot.links[name]
    own = link_body(link, where.get(name))
    file_mass = link.mass or 0.0
    file_collisions = sum(1 for c in link.el.children if c.kind == "element" and c.name == "collision")
    if name not in consumer:
        if top != name and top in consumer:
            fate, into = "merged", top
        elif target == "mujoco" and top == robot.merged_into(robot.root, False)[0]:
            fate, into = "merged", "world"      # (the root's static group: MuJoCo fuses it into the world)
        else:
            fate, into = "dropped", None
        return Body(name, fate, into, file_mass, file_moments=moments(own),
                    collisions=(file_collisions, 0)), _dropped_warning(robot, target, name, fate, members)
    b = consumer[name]
    shift = _distance(own.center, b["com"]) if own is not None and b.get("com") and b["mass"] > 0 else None
    coll = sum(1 for g in model["geoms"] if g["body"] == name and g["collision"]) if "geoms" in model else None
    group_collisions = sum(1 for n in members for c in robot.links[n].el.children
                           if c.kind == "element" and c.name == "collision")
    body = Body(name, "kept", None, file_mass, b["mass"], shift, moments(own),
                tensor_moments(b["inertia"]) if b.get("inertia") else (),
                (group_collisions if top == name else file_collisions, coll))
    return body, _differs(robot, target, link, members if top == name else [name], own, b, shift, where)


def _distance(a, b):
    return math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b)))


def _differs(robot, target, link, members, own, b, shift, where):
    """a Warning when the consumer's body differs from the file's link beyond the tolerances, with the reason"""
    mass_off = abs(b["mass"] - (link.mass or 0.0)) > max(MASS_TOLERANCE, MASS_FRACTION * max(b["mass"], 1e-12))
    com_off = shift is not None and shift > COM_TOLERANCE
    if not mass_off and not com_off:
        return None
    who = consumer_title(target)
    lumped = [n for n in members if n != link.name and robot.links[n].mass]
    if lumped:
        group = group_body(robot, members, where)
        msg = "%s: %s merges %s into '%s' (fixed joints): its %.4g kg bring the body's mass to %.4g kg%s" % (
            target, who, ", ".join("'%s'" % n for n in lumped), link.name,
            sum(robot.links[n].mass for n in lumped), b["mass"],
            " and move its centre of mass by %.1f mm" % (shift * 1000) if com_off else "")
        if group is not None and abs(group.volume - b["mass"]) > max(MASS_TOLERANCE, MASS_FRACTION * b["mass"]):
            msg += " (urdf-ls expected %.4g kg)" % group.volume
    elif link.inertial is None and target == "pybullet":
        return None         # (pybullet says so itself: "No inertial data for link, using mass=1")
    elif link.inertial is None:
        msg = "%s: %s gives link '%s' a mass of %.4g kg: it has no <inertial> (%s)" % (
            target, who, link.name, b["mass"], "computed from its collision geometry" if target == "mujoco"
            else "the consumer's default")
    else:
        parts = []
        if mass_off:
            parts.append("a mass of %.4g kg where the file says %.4g kg" % (b["mass"], link.mass or 0.0))
        if com_off:
            parts.append("its centre of mass %.1f mm from the file's" % (shift * 1000))
        msg = "%s: %s's body '%s' has %s" % (target, who, link.name, " and ".join(parts))
    a = link.el.attr("name")
    return on_value(a, DIFFERS[target], msg) if a is not None else on_name(link.el, DIFFERS[target], msg)


def _dropped_warning(robot, target, name, fate, members):
    """a dropped link that has mass (its mass is lost) is worth a Warning; merged links are in the report"""
    link = robot.links[name]
    if fate != "dropped" or not link.mass or target == "gazebo":     # (gazebo-link-dropped says it statically)
        return None
    msg = "%s: %s leaves link '%s' out of its model: its %.4g kg are lost" % (
        target, consumer_title(target), name, link.mass)
    a = link.el.attr("name")
    return on_value(a, DIFFERS[target], msg) if a is not None else on_name(link.el, DIFFERS[target], msg)


def _joints(robot, target, model):
    consumer = {j["name"]: j for j in model.get("joints", ())}
    out = []
    for j in robot.joints:
        c = consumer.get(j.name)
        limit = j.el.first("limit")
        lo, hi = (limit.get("lower"), limit.get("upper")) if limit is not None else (None, None)
        file_range = (float(lo or 0), float(hi or 0)) if limit is not None and j.type in ("revolute", "prismatic") \
            else None
        note = ""
        if c is None:
            note = "merged (fixed)" if j.type == "fixed" else "not in the consumer's model"
        elif j.el.first("mimic") is not None and not model.get("equalities"):
            note = "its <mimic> is not kept (no equality constraint)"
        out.append(Joint(j.name, j.type or "", c.get("type") if c else None, _range(c), file_range,
                         c.get("damping") if c else None, c.get("friction") if c else None, note))
    return out


def _range(c):
    r = c.get("range") if c else None
    return tuple(r) if r else None


def _notes(robot, target, model):
    out = []
    if target == "pybullet":
        out.append("pybullet computes inertia from the collision shapes unless loadURDF is given "
                   "flags=URDF_USE_INERTIA_FROM_FILE (the moments below are pybullet's)")
    if target == "mujoco" and robot.root in robot.links:
        out.append("the root link '%s' is fixed to the world (no free joint: MuJoCo adds none for a URDF)"
                   % robot.root)
    return out
