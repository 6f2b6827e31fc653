"""The robot as its consumers read it, for comparing two versions (`urdf-ls diff`): links, joints, inertials,
geometry, materials, ros2_control and SRDF groups, read from a parsed document's tree.

Values are numbers (urdfdom's parsing, vocabulary.numbers) with URDF's defaults filled in, so that what a
consumer cannot tell apart compares equal: `1` and `1.0`, a missing <origin> and `xyz="0 0 0"`, attribute
order, comments and layout.  A value that does not parse keeps its text (compared as text).  Each record keeps
the offset of its element (`at`), and of its parts, and the model turns offsets into 0-based lines (`line_of`)
for the few that a report shows.

The first definition of a name wins, as in urdfdom.  For a xacro source pass the tree of its expansion; a xacro
file read as written gives its literal elements only."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..vocabulary.numbers import parse_double, parse_vector
from .canonical import canonical_body, element_text

ZERO3 = (0.0, 0.0, 0.0)
INERTIA_NAMES = ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
DEFAULT_AXIS = (1.0, 0.0, 0.0)
# attribute -> its value when absent, for the optional elements of a joint (urdfdom's defaults)
LIMIT_DEFAULTS = {"lower": 0.0, "upper": 0.0, "effort": 0.0, "velocity": 0.0}
DYNAMICS_DEFAULTS = {"damping": 0.0, "friction": 0.0}
SAFETY_DEFAULTS = {"soft_lower_limit": 0.0, "soft_upper_limit": 0.0, "k_position": 0.0, "k_velocity": 0.0}
CALIBRATION_DEFAULTS = {"rising": None, "falling": None}
MIMIC_DEFAULTS = {"multiplier": 1.0, "offset": 0.0}


@dataclass
class Pose:
    xyz: tuple | str = ZERO3      # metres (a str: the text of a value that does not parse)
    rpy: tuple | str = ZERO3      # radians


@dataclass
class Geometry:
    kind: str                     # box, cylinder, sphere, mesh, capsule, or "" when missing
    sizes: dict = field(default_factory=dict)   # size/radius/length -> number or vector (metres)
    filename: str | None = None   # mesh
    scale: tuple | str = (1.0, 1.0, 1.0)


@dataclass
class Shape:
    """a <visual> or <collision> of a link"""
    role: str                     # visual | collision
    index: int                    # among the link's shapes of this role
    name: str | None
    origin: Pose
    geometry: Geometry
    material: str | None = None   # the name of a visual's material
    color: tuple | str | None = None    # a visual's own rgba
    texture: str | None = None
    at: int = field(default=0, compare=False)     # (records compare by what a consumer reads)


@dataclass
class Inertial:
    mass: float | str = 0.0
    origin: Pose = field(default_factory=Pose)
    inertia: tuple | str = (0.0,) * 6     # ixx ixy ixz iyy iyz izz
    at: int = field(default=0, compare=False)


@dataclass
class Link:
    name: str
    at: int = field(compare=False)
    inertial: Inertial | None = None
    shapes: list = field(default_factory=list)    # [Shape], visuals then collisions


@dataclass
class Joint:
    name: str
    type: str
    parent: str | None
    child: str | None
    at: int = field(compare=False)
    origin: Pose = field(default_factory=Pose)
    axis: tuple | str = DEFAULT_AXIS
    limit: dict | None = None         # lower/upper/effort/velocity (None: no <limit>)
    dynamics: dict | None = None
    safety: dict | None = None
    calibration: dict | None = None
    mimic: dict | None = None         # joint/multiplier/offset
    parts_at: dict = field(default_factory=dict, compare=False)     # part (origin, axis, limit ...) -> its offset


@dataclass
class Material:
    name: str
    color: tuple | str | None
    texture: str | None
    at: int


@dataclass
class HardwareComponent:
    """a <joint>, <sensor> or <gpio> of a <ros2_control> block"""
    kind: str
    name: str
    params: dict                  # name -> text
    commands: dict                # command interface -> its params
    states: dict                  # state interface -> its params
    at: int


@dataclass
class Ros2Control:
    name: str
    type: str | None
    plugin: str | None
    params: dict
    components: dict              # (kind, name) -> HardwareComponent
    at: int


@dataclass
class Group:
    """an SRDF planning group"""
    name: str
    members: frozenset            # ("link"|"joint"|"chain"|"group", name or "base->tip")
    at: int


@dataclass
class Extension:
    """a <gazebo> or <transmission> block, compared as its canonical text (features.canonical)"""
    tag: str
    key: str                      # its reference or name ("" for a <gazebo> of the whole robot)
    body: str
    at: int = field(compare=False)


@dataclass
class GroupState:
    """an SRDF group state: joint -> value"""
    values: dict
    at: int = field(compare=False)


@dataclass
class RobotModel:
    name: str
    links: dict = field(default_factory=dict)       # name -> Link, in document order
    joints: dict = field(default_factory=dict)      # name -> Joint
    materials: dict = field(default_factory=dict)   # name -> Material (top-level)
    ros2_control: dict = field(default_factory=dict)    # name -> Ros2Control
    groups: dict = field(default_factory=dict)      # name -> Group
    disabled: dict = field(default_factory=dict)    # frozenset({link1, link2}) -> offset
    group_states: dict = field(default_factory=dict)    # (group, state) -> GroupState
    extensions: dict = field(default_factory=dict)      # (tag, key, n-th of that key) -> Extension
    line_of: object = field(default=None, compare=False, repr=False)     # offset -> 0-based line

    def line(self, offset):
        return None if offset is None or self.line_of is None else self.line_of(offset)


def robot_model(root, lines) -> RobotModel:
    """the model of a <robot> element (root: syntax Element, None for an empty document); lines: a LineIndex or
    Positions of its text"""
    if root is None:
        return RobotModel("", line_of=_line_of(lines))
    model = RobotModel(root.get("name") or "", line_of=_line_of(lines))
    for el in root.children:
        if el.kind != "element":
            continue
        read = _TOP.get(el.name)
        if read is not None:
            read(model, el)
    return model


def _line_of(lines):
    if hasattr(lines, "line_of"):
        return lines.line_of
    return lambda offset: lines.position(offset)[0]


# ------------------------------------------------------------------ values
def number(text, default=0.0):
    """a number as urdfdom reads it; default when absent; the text itself when it does not parse"""
    if text is None:
        return default
    value = parse_double(text)
    return text if value is None else value


def vector(text, default=ZERO3, n=3):
    if text is None:
        return default
    values, _problem = parse_vector(text, n)
    return text if values is None else values


def pose(el) -> Pose:
    if el is None:
        return Pose()
    return Pose(vector(el.get("xyz")), vector(el.get("rpy")))


def _numbers(el, defaults):
    if el is None:
        return None
    return {k: number(el.get(k), d) for k, d in defaults.items()}


# ------------------------------------------------------------------ links
def _read_link(model, el):
    name = el.get("name")
    if name is None or name in model.links:
        return
    link = Link(name, el.start)
    inertial = el.first("inertial")
    if inertial is not None:
        link.inertial = _inertial(inertial)
    for role in ("visual", "collision"):
        for index, shape in enumerate(el.elements(role)):
            link.shapes.append(_shape(role, index, shape))
    model.links[name] = link


def _inertial(el) -> Inertial:
    mass, inertia = el.first("mass"), el.first("inertia")
    tensor = (0.0,) * 6
    if inertia is not None:
        values = tuple(number(inertia.get(k)) for k in INERTIA_NAMES)
        tensor = values if all(isinstance(v, float) for v in values) else " ".join(map(str, values))
    return Inertial(number(mass.get("value")) if mass is not None else 0.0, pose(el.first("origin")), tensor,
                    el.start)


def _shape(role, index, el) -> Shape:
    shape = Shape(role, index, el.get("name"), pose(el.first("origin")), _geometry(el.first("geometry")),
                  at=el.start)
    material = el.first("material") if role == "visual" else None
    if material is not None:
        shape.material = material.get("name")
        shape.color, shape.texture = _material_look(material)
    return shape


def _geometry(el) -> Geometry:
    kinds = [] if el is None else el.elements()
    if not kinds:
        return Geometry("")
    g = kinds[0]
    if g.name == "mesh":
        return Geometry("mesh", {}, g.get("filename"), vector(g.get("scale"), (1.0, 1.0, 1.0)))
    if g.name == "box":
        return Geometry("box", {"size": vector(g.get("size"))})
    sizes = {k: number(g.get(k)) for k in ("radius", "length") if k in _SIZES.get(g.name, ())}
    return Geometry(g.name, sizes)


_SIZES = {"cylinder": ("radius", "length"), "capsule": ("radius", "length"), "sphere": ("radius",)}


def _material_look(el):
    color, texture = el.first("color"), el.first("texture")
    rgba = vector(color.get("rgba"), None, 4) if color is not None else None
    return rgba, texture.get("filename") if texture is not None else None


def _read_material(model, el):
    name = el.get("name")
    if name is None or name in model.materials:
        return
    color, texture = _material_look(el)
    model.materials[name] = Material(name, color, texture, el.start)


# ------------------------------------------------------------------ joints
def _read_joint(model, el):
    name = el.get("name")
    if name is None or name in model.joints:
        return
    parent, child = el.first("parent"), el.first("child")
    joint = Joint(name, el.get("type") or "", parent.get("link") if parent is not None else None,
                  child.get("link") if child is not None else None, el.start)
    parts = {c.name: c for c in reversed(el.elements())}    # (the first of each, as urdfdom reads it)
    joint.parts_at = {part: c.start for part, c in parts.items()}
    joint.origin = pose(parts.get("origin"))
    axis = parts.get("axis")
    joint.axis = vector(axis.get("xyz"), DEFAULT_AXIS) if axis is not None else DEFAULT_AXIS
    joint.limit = _numbers(parts.get("limit"), LIMIT_DEFAULTS)
    joint.dynamics = _numbers(parts.get("dynamics"), DYNAMICS_DEFAULTS)
    joint.safety = _numbers(parts.get("safety_controller"), SAFETY_DEFAULTS)
    joint.calibration = _numbers(parts.get("calibration"), CALIBRATION_DEFAULTS)
    mimic = parts.get("mimic")
    if mimic is not None:
        joint.mimic = {"joint": mimic.get("joint"), **_numbers(mimic, MIMIC_DEFAULTS)}
    model.joints[name] = joint


# ------------------------------------------------------------------ ros2_control
def _read_ros2_control(model, el):
    name = el.get("name") or ""
    if name in model.ros2_control:
        return
    hardware = el.first("hardware")
    plugin = hardware.first("plugin") if hardware is not None else None
    components = {}
    for c in el.elements():
        if c.name in ("joint", "sensor", "gpio") and c.get("name") is not None:
            components.setdefault((c.name, c.get("name")), HardwareComponent(
                c.name, c.get("name"), _params(c), _interfaces(c, "command_interface"),
                _interfaces(c, "state_interface"), c.start))
    model.ros2_control[name] = Ros2Control(name, el.get("type"), _text(plugin),
                                           _params(hardware) if hardware is not None else {}, components,
                                           el.start)


def _text(el):
    return None if el is None else element_text(el)


def _params(el):
    return {p.get("name"): _text(p) for p in el.elements("param") if p.get("name") is not None}


def _interfaces(el, kind):
    return {i.get("name"): _params(i) for i in el.elements(kind) if i.get("name") is not None}


# ------------------------------------------------------------------ SRDF
def _read_group(model, el):
    name = el.get("name")
    if name is None or name in model.groups:
        return
    members = set()
    for c in el.elements():
        if c.name == "chain":
            members.add(("chain", "%s->%s" % (c.get("base_link"), c.get("tip_link"))))
        elif c.name in ("link", "joint", "group") and c.get("name") is not None:
            members.add((c.name, c.get("name")))
    model.groups[name] = Group(name, frozenset(members), el.start)


def _read_disabled(model, el):
    a, b = el.get("link1"), el.get("link2")
    if a is not None and b is not None:
        model.disabled.setdefault(frozenset((a, b)), el.start)


def _read_group_state(model, el):
    key = (el.get("group"), el.get("name"))
    if key[1] is None or key in model.group_states:
        return
    values = {j.get("name"): number(j.get("value")) for j in el.elements("joint") if j.get("name") is not None}
    model.group_states[key] = GroupState(values, el.start)


EXTENSION_KEYS = {"gazebo": "reference", "transmission": "name"}


def _read_extension(model, el):
    attr = EXTENSION_KEYS[el.name]
    key = el.get(attr) or ""
    n = sum(1 for tag, k, _ in model.extensions if tag == el.name and k == key)
    model.extensions[(el.name, key, n)] = Extension(el.name, key, canonical_body(el, attr), el.start)


_TOP = {"gazebo": _read_extension, "transmission": _read_extension, "link": _read_link, "joint": _read_joint, "material": _read_material, "ros2_control": _read_ros2_control,
        "group": _read_group, "disable_collisions": _read_disabled, "group_state": _read_group_state}
