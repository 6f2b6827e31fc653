"""What the physics rules read of a link: its declared <inertial>, and the shapes of its geometry with their
origins, literal values only (a xacro expression is known after expansion, never guessed), and only within
RANGE: a value beyond it (a 1e200 box, a 1e308 inertia, a 1e-320 radius) is no body the rules can judge, and
its products would overflow or underflow the arithmetic they do."""
from __future__ import annotations

from ..vocabulary.numbers import parse_double, parse_vector

ZERO3 = (0.0, 0.0, 0.0)
RANGE = (1e-50, 1e50)   # |value| the physics rules read (or 0): volumes, inertias and densities stay finite


class Inertial:
    """a link's declared <inertial>: mass, centre of mass pose and inertia (about the centre of mass, in the
    <origin>'s frame), with the elements a diagnostic or a fix points at"""
    __slots__ = ("mass", "xyz", "rpy", "inertia", "element", "mass_el", "inertia_el", "origin_el")

    def __init__(self, mass, xyz, rpy, inertia, element, mass_el, inertia_el, origin_el):
        self.mass, self.xyz, self.rpy, self.inertia = mass, xyz, rpy, inertia   # inertia: (ixx,ixy,ixz,iyy,iyz,izz)
        self.element, self.mass_el, self.inertia_el, self.origin_el = element, mass_el, inertia_el, origin_el


class Shape:
    """one <geometry> shape: kind box|cylinder|sphere|mesh, its numbers (size; radius, length; radius; or the
    mesh's resolved path and scale), its origin in the link frame, its elements"""
    __slots__ = ("kind", "params", "xyz", "rpy", "element", "shape_el", "visual")

    def __init__(self, kind, params, xyz, rpy, element, shape_el, visual):
        self.kind, self.params, self.xyz, self.rpy = kind, params, xyz, rpy
        self.element, self.shape_el, self.visual = element, shape_el, visual


class Unknown(Exception):
    """a value that is not literal or not valid: the link's physics is not checked"""


class OutOfRange(Unknown):
    """a literal value beyond RANGE"""


def in_range(v) -> bool:
    return v == 0 or RANGE[0] <= abs(v) <= RANGE[1]


def _ranged(values):
    if not all(in_range(v) for v in values):
        raise OutOfRange
    return values


def _literal(value):
    if value is None or "${" in value or "$(" in value:    # (packages.has_expr, inlined: a hot path)
        raise Unknown
    return value


def _vector(el, name, default):
    if el is None:
        return default
    value = el.get(name)
    if value is None:
        return default
    vals = parse_vector(_literal(value))[0]
    if vals is None:
        raise Unknown
    return _ranged(vals)


def literal_double(el, name):
    if el is None:
        raise Unknown
    value = el.get(name)
    if value is None or "${" in value or "$(" in value:
        raise Unknown
    v = parse_double(value)
    if v is None:
        raise Unknown
    return _ranged((v,))[0]


def origin_of(el):
    """(xyz, rpy) of el's first <origin>, identity when it has none"""
    o = el.first("origin") if el is not None else None
    return _vector(o, "xyz", ZERO3), _vector(o, "rpy", ZERO3)


_INERTIA_KEYS = ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")


def read_inertial(link) -> Inertial | None:
    """the link's <inertial> when every value of it is literal and valid, else None"""
    el = link.first("inertial")
    if el is None:
        return None
    try:
        mass_el, inertia_el = el.first("mass"), el.first("inertia")
        mass = literal_double(mass_el, "value")
        inertia = tuple(literal_double(inertia_el, k) for k in _INERTIA_KEYS)
        xyz, rpy = origin_of(el)
    except Unknown:
        return None
    return Inertial(mass, xyz, rpy, inertia, el, mass_el, inertia_el, el.first("origin"))


def read_shapes(link, which, resolve):
    """(shapes, why not): the shapes of the link's <collision> (which="collision") or <visual> elements; shapes
    is None when one of them cannot be read (why not says which); resolve(uri) -> (path or None, problem)"""
    shapes = []
    for el in link.elements(which):
        geometry = el.first("geometry")
        shape_el = next((c for c in geometry.children if c.kind == "element"), None) if geometry else None
        if shape_el is None:
            continue
        try:
            xyz, rpy = origin_of(el)
            shape = _shape(shape_el, resolve)
        except OutOfRange:
            return None, "a value of its <%s> geometry is beyond what the checks measure (%g to %g)" % (
                which, *RANGE)
        except Unknown:
            return None, "a value of its <%s> geometry is an expression or invalid" % which
        if isinstance(shape, str):
            return None, shape
        kind, params = shape
        shapes.append(Shape(kind, params, xyz, rpy, el, shape_el, which == "visual"))
    return shapes, None


def _shape(el, resolve):
    """(kind, params), or a string saying why the shape cannot be measured"""
    kind = el.name
    if kind == "box":
        return kind, _vector(el, "size", None) or _raise()
    if kind == "cylinder":
        return kind, (literal_double(el, "radius"), literal_double(el, "length"))
    if kind == "sphere":
        return kind, (literal_double(el, "radius"),)
    if kind == "mesh":
        uri = _literal(el.get("filename"))
        scale = _vector(el, "scale", (1.0, 1.0, 1.0))
        path, problem = resolve(uri)
        if path is None:
            return "its mesh %s is not resolved%s" % (uri, ": " + problem if problem else "")
        return kind, (path, scale)
    return "its geometry <%s> is not a URDF shape" % kind


def _raise():
    raise Unknown


def needs_physics(elements) -> bool:
    """some top-level element is one the physics rules may speak of: a link with an <inertial> (its geometry, or
    the joints above it: rules.statics), or a revolute joint with a limit beyond ±2π (so that a check of a file
    without them never loads the geometry engine)"""
    for el in elements:
        if el.kind != "element":
            continue
        if el.name == "link":
            if el.first("inertial") is not None:
                return True
        elif el.name == "joint" and el.get("type") == "revolute":
            limit = el.first("limit")
            if limit is not None and any(abs(parse_double(limit.get(k)) or 0.0) > 6.2832 for k in ("lower", "upper")):
                return True
    return False
