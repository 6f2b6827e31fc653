"""What the statics rule reads of a robot: each link's mass and centre of mass, each joint's placement, axis,
range, effort and mimic, literal values only, and the kinematic tree they make.

A robot whose tree is not one urdfdom accepts (a link with two parents, a cycle, a second root, a joint to an
undefined link) or whose joint placements are expressions gives no model: the tree rules speak of it, and the
statics of a robot that does not load say nothing a user can act on."""
from __future__ import annotations

import math

from ..vocabulary.numbers import parse_vector
from ..workspace.geometry.solids import rotation
from .physics_model import Unknown, literal_double, origin_of, read_inertial

MOVING = ("revolute", "continuous", "prismatic")
LARGEST = 1e6       # m, kg: a value beyond this is not a robot's (1e308 would overflow the sums): unknown
TYPES = MOVING + ("fixed",)
IDENTITY = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))


class Body:
    """a link: its mass (0 without an <inertial>, None when its <inertial> is not literal) and centre of mass"""
    __slots__ = ("name", "mass", "com", "declared")

    def __init__(self, name, mass, com, declared):
        self.name, self.mass, self.com = name, mass, com
        self.declared = declared        # it has an <inertial> (a link without one weighs nothing in urdfdom)

    def key(self):
        return ("link", self.name, self.mass, self.com, self.declared)


class Joint:
    """a joint as urdfdom reads it: origin (rotation matrix, translation), unit axis, range, effort (None:
    unknown), mimic ((leader, multiplier, offset) or None), and the elements a diagnostic points at"""
    __slots__ = ("name", "kind", "parent", "child", "rot", "xyz", "axis", "lower", "upper", "effort", "mimic",
                 "element", "limit_el")
    name: str
    kind: str
    parent: str | None
    child: str | None
    rot: tuple
    xyz: tuple
    axis: tuple
    lower: float | None
    upper: float | None
    effort: float | None
    mimic: tuple | None
    element: object
    limit_el: object

    def key(self):
        return ("joint", self.name, self.kind, self.parent, self.child, self.rot, self.xyz, self.axis, self.lower,
                self.upper, self.effort, self.mimic)

    @property
    def angular(self):
        return self.kind != "prismatic"


def read_body(link) -> Body | None:
    name = link.get("name")
    if not name:
        return None
    if link.first("inertial") is None:
        return Body(name, 0.0, (0.0, 0.0, 0.0), False)
    i = read_inertial(link)
    if i is None or not 0 <= i.mass <= LARGEST or not _sized(i.xyz):   # (an expression, a negative mass: unknown)
        return Body(name, None, (0.0, 0.0, 0.0), True)
    return Body(name, i.mass, tuple(i.xyz), True)


def read_joint(el) -> Joint | None:
    """the joint, or None when it is not one the statics can place (no name, an unknown type or an expression)"""
    j = Joint()
    j.name, j.kind, j.element = el.get("name"), el.get("type"), el
    parent, child = el.first("parent"), el.first("child")
    j.parent = (parent.get("link") if parent is not None else None) or ""
    j.child = (child.get("link") if child is not None else None) or ""
    if not j.name or j.kind not in TYPES or not j.parent or not j.child:
        return None
    try:
        xyz, rpy = origin_of(el)
        if not (_sized(xyz) and _sized(rpy)):
            return None
        j.xyz = tuple(xyz)
        j.rot = IDENTITY if not any(rpy) else rotation(rpy)
        j.axis = _axis(el) if j.kind != "fixed" else (1.0, 0.0, 0.0)
        j.limit_el = el.first("limit")
        j.lower, j.upper = _range(j)
        j.effort = _effort(j.limit_el)
        j.mimic = _mimic(el.first("mimic")) if j.kind != "fixed" else None
    except Unknown:
        return None
    return j


def _axis(el):
    """urdfdom's axis: (1, 0, 0) without <axis> or xyz; normalised (a zero axis is invalid: Unknown)"""
    a = el.first("axis")
    if a is None or a.get("xyz") is None:
        return (1.0, 0.0, 0.0)
    x, y, z = origin_of_axis(a)
    n = math.sqrt(x * x + y * y + z * z)
    if n < 1e-12:
        raise Unknown
    return (x / n, y / n, z / n)


def origin_of_axis(a):
    value = a.get("xyz")
    if "${" in value or "$(" in value:
        raise Unknown
    vals = parse_vector(value)[0]
    if vals is None or len(vals) != 3:
        raise Unknown
    return vals


def _range(j):
    """(lower, upper) of a revolute or prismatic joint as urdfdom reads them (a missing bound is 0); None for a
    continuous or fixed joint"""
    if j.kind not in ("revolute", "prismatic"):
        return None, None
    if j.limit_el is None:
        raise Unknown       # (urdfdom rejects the joint: the limit rules say so)
    lower = literal_double(j.limit_el, "lower") if j.limit_el.get("lower") is not None else 0.0
    upper = literal_double(j.limit_el, "upper") if j.limit_el.get("upper") is not None else 0.0
    if lower > upper or (j.kind == "prismatic" and not _sized((lower, upper))):
        raise Unknown
    return lower, upper


def _sized(values):
    return all(abs(v) <= LARGEST for v in values)


def _effort(limit):
    """the declared effort: a number, as urdfdom reads it (0 is 0: a joint that may exert nothing); None when
    there is no <limit>, no effort or an expression"""
    if limit is None or limit.get("effort") is None:
        return None
    try:
        return literal_double(limit, "effort")
    except Unknown:
        return None


def _mimic(el):
    if el is None:
        return None
    leader = el.get("joint")
    if not leader:
        return None
    mult = literal_double(el, "multiplier") if el.get("multiplier") is not None else 1.0
    offset = literal_double(el, "offset") if el.get("offset") is not None else 0.0
    return (leader, mult, offset)


class Robot:
    """the kinematic tree: bodies by name, joints in top-down order, the joints below each link, the joint above
    each link, the root"""
    __slots__ = ("bodies", "joints", "below", "above", "root", "by_name")

    def __init__(self, bodies, joints, below, above, root):
        self.bodies, self.joints, self.below, self.above, self.root = bodies, joints, below, above, root
        self.by_name = {j.name: j for j in joints}


def build_robot(bodies, joints) -> Robot | None:
    """the tree of these Body and Joint records, or None when urdfdom would not build it (duplicate names, a
    link with two parents, an undefined link, a cycle, several roots)"""
    by_name = {}
    for b in bodies:
        if b.name in by_name:
            return None
        by_name[b.name] = b
    above, below, names = {}, {}, set()
    for j in joints:
        if j.name in names or j.child in above or j.parent not in by_name or j.child not in by_name:
            return None
        names.add(j.name)
        above[j.child] = j
        below.setdefault(j.parent, []).append(j)
    roots = [name for name in by_name if name not in above]
    if len(roots) != 1:
        return None
    ordered, stack = [], [roots[0]]
    while stack:
        for j in below.get(stack.pop(), ()):
            ordered.append(j)
            stack.append(j.child)
    if len(ordered) != len(joints):     # (a cycle: its links are not reached from the root)
        return None
    return Robot(by_name, ordered, below, above, roots[0])


def robot_of(root) -> Robot | None:
    """the tree of the links and joints of a <robot> element, or None when one of them cannot be read or the
    tree is not one urdfdom builds"""
    bodies, joints = [], []
    for el in root.children:
        if el.kind != "element" or el.name not in ("link", "joint"):
            continue
        record = read_body(el) if el.name == "link" else read_joint(el)
        if record is None:
            return None
        (bodies if el.name == "link" else joints).append(record)
    return build_robot(bodies, joints)
