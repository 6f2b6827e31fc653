"""The robot of a URDF tree as collision checking reads it (workspace/collision/robot.py): literal values only,
as the physics rules read them; a link or joint whose values are expressions makes the robot unreadable, with
the reason (a xacro file is read from its expansion)."""
from __future__ import annotations

from ..workspace.collision.robot import Joint, Mimic, Robot, Solid, bounds_of, ordered_joints
from .physics_model import Unknown, literal_double, origin_of, read_shapes

JOINT_KINDS = ("revolute", "continuous", "prismatic", "fixed", "floating", "planar")


class Unreadable(Exception):
    """why the robot cannot be checked (str)"""


def read_robot(root, resolve) -> Robot:
    """the Robot of a <robot> element; resolve(uri) -> (path or None, problem); Unreadable says why not"""
    if root is None or root.name != "robot":
        raise Unreadable("the file has no <robot> element")
    links, joints = {}, []
    for el in root.children:
        if el.kind != "element":
            continue
        if el.name == "link" and el.get("name"):
            links[el.get("name")] = _solids(el, resolve)
        elif el.name == "joint" and el.get("name"):
            joints.append(_joint(el))
    children = {j.child for j in joints}
    roots = [name for name in links if name not in children]
    if len(roots) != 1:
        raise Unreadable("the links form %s" % ("no tree (every link is a child)" if not roots else
                                                  "%d trees (roots %s)" % (len(roots), ", ".join(roots[:4]))))
    return Robot(roots[0], links, ordered_joints(roots[0], joints))


def _solids(link, resolve) -> tuple:
    shapes, why = read_shapes(link, "collision", resolve)
    if shapes is None:
        raise Unreadable("link %s: %s" % (link.get("name"), why))
    return tuple(Solid(s.kind, tuple(s.params), tuple(s.xyz), tuple(s.rpy)) for s in shapes)


def _joint(el) -> Joint:
    name, kind = el.get("name"), el.get("type")
    parent, child = el.first("parent"), el.first("child")
    if kind not in JOINT_KINDS or parent is None or child is None or not parent.get("link") or not child.get("link"):
        raise Unreadable("joint %s: its type, parent or child is missing or invalid" % name)
    try:
        xyz, rpy = origin_of(el)
        axis = axis_of(el) if kind in ("revolute", "continuous", "prismatic") else (1.0, 0.0, 0.0)
        lower, upper = _limits(el, kind)
        mimic = _mimic(el.first("mimic"))
    except Unknown:
        raise Unreadable("joint %s: a value is an expression or invalid (expand the xacro file first)" % name)
    return Joint(name, kind, parent.get("link"), child.get("link"), tuple(xyz), tuple(rpy), tuple(axis), lower,
                 upper, mimic)


def axis_of(el):
    """a moving joint's <axis xyz> (urdfdom's default x); a zero axis is invalid"""
    axis = el.first("axis")
    if axis is None or axis.get("xyz") is None:
        return (1.0, 0.0, 0.0)
    from ..vocabulary.numbers import parse_vector
    vals = parse_vector(axis.get("xyz"))[0]
    if vals is None or len(vals) != 3 or not any(vals):
        raise Unknown
    return vals


def _limits(el, kind):
    if kind not in ("revolute", "prismatic", "continuous"):
        return 0.0, 0.0
    limit = el.first("limit")
    lower = _optional(limit, "lower")
    upper = _optional(limit, "upper")
    safety = el.first("safety_controller")
    soft = None
    if safety is not None:
        soft = (_optional(safety, "soft_lower_limit") or 0.0, _optional(safety, "soft_upper_limit") or 0.0)
    return bounds_of(kind, lower, upper, soft)


def _optional(el, name):
    if el is None or el.get(name) is None:
        return None
    return literal_double(el, name)


def _mimic(el):
    if el is None or not el.get("joint"):
        return None
    return Mimic(el.get("joint"), _optional(el, "multiplier") if el.get("multiplier") is not None else 1.0,
                 _optional(el, "offset") or 0.0)
