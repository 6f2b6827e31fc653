"""URDF vocabulary: which elements go where, their attributes, and short docs.

The facts follow the URDF cheat sheet in ../shared/reference (rephrased)."""
from __future__ import annotations


JOINT_TYPES = {
    "revolute": "rotates about the axis between lower and upper (radians); needs <limit>",
    "continuous": "rotates about the axis without bounds (wheels); no lower/upper, effort/velocity still expected",
    "prismatic": "slides along the axis between lower and upper (metres); needs <limit>",
    "fixed": "no motion: the child is welded to the parent (0 DOF)",
    "floating": "free 6-DOF body; rarely supported by planners",
    "planar": "moves in the plane normal to the axis (2 translations + 1 rotation); rarely implemented",
}

_ORIGIN = ("origin", "Pose of this frame relative to its parent frame: xyz translation in metres, "
           "rpy roll-pitch-yaw in radians. Missing means identity.")


# Plain slotted classes, not dataclasses: the table makes a few hundred of them at every start, and a frozen
# dataclass's __init__ (object.__setattr__ per field) made this module a twentieth of a small file's check.
class Attr:
    """an attribute: its doc and its value kind (see KINDS)"""
    __slots__ = ("doc", "kind")

    def __init__(self, doc, kind="text"):
        self.doc, self.kind = doc, kind

    def __repr__(self):
        return "Attr(%r, %r)" % (self.doc, self.kind)


class Element:
    """an element: its doc, attributes (name -> Attr), children's names and required attributes"""
    __slots__ = ("doc", "attrs", "children", "required", "names", "kids", "named_kids")

    def __init__(self, doc, attrs=None, children=(), required=frozenset()):
        self.doc, self.children, self.required = doc, children, required
        self.attrs = {} if attrs is None else attrs
        # filled once the vocabulary is complete (_index), so the rules look up instead of scanning per element
        self.names: dict = {}        # attribute -> (what, is_def)
        self.kids: dict = {}         # child name -> entry (absent: None)
        self.named_kids: set = set()     # children whose entry has names

    def __repr__(self):
        return "Element(%r, attrs=%r, children=%r)" % (self.doc[:40], sorted(self.attrs), self.children)


def E(doc, attrs=None, children=(), required=(), kinds=None):
    kinds = kinds or {}
    return Element(doc, {k: Attr(d, kinds.get(k, "text")) for k, d in (attrs or {}).items()}, tuple(children),
                   frozenset(required))


# value kinds.  def:X / ref:X name a link, joint or material (definitions and references);
# the others say how the value is parsed, hovered and completed.
KINDS = ("def:link", "def:joint", "def:material", "ref:link", "ref:joint", "ref:material", "ref:link-or-joint",
         "vector3", "xyz", "rpy", "double", "rgba", "joint-type", "filename", "version", "text")

A_XYZ = "Translation x y z in metres (three numbers separated by spaces; default 0 0 0)."
A_RPY = ("Rotation as roll pitch yaw in radians, applied about the fixed X, then Y, then Z axes "
         "(extrinsic); default 0 0 0.")

ELEMENTS: dict[str, Element] = {
    "robot": E("Root element of a URDF file. It holds the links, the joints that connect them into one tree, "
               "and optional top-level materials, transmissions and Gazebo blocks.",
               {"name": "Name of the robot (required).",
                "version": "URDF format version; urdfdom only accepts 1.0."},
               ["link", "joint", "material", "transmission", "gazebo", "ros2_control"], ["name"]),
    "link": E("A rigid body. It may carry <inertial> (mass properties), any number of <visual> (what is drawn) "
              "and <collision> (what physics uses). A link without <inertial> is legal but many physics "
              "engines ignore or destabilise massless links.",
              {"name": "Unique link name; joints refer to it from <parent link> and <child link>."},
              ["inertial", "visual", "collision"], ["name"]),
    "inertial": E("Mass properties of the link: <origin> places the centre of mass, <mass> gives kilograms "
                  "and <inertia> the rotational inertia about the centre of mass in the link frame.",
                  {}, ["origin", "mass", "inertia"]),
    "mass": E("Mass of the link in kilograms.", {"value": "Mass in kg; should be positive."}, [], ["value"]),
    "inertia": E("The 3x3 rotational inertia matrix about the centre of mass, given by its six independent "
                 "entries (kg·m²). It must be positive definite: ixx, iyy, izz > 0 and each diagonal entry "
                 "no larger than the sum of the other two.",
                 {k: "Inertia tensor entry %s in kg·m²." % k for k in ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")},
                 [], ["ixx", "ixy", "ixz", "iyy", "iyz", "izz"]),
    "visual": E("Geometry that is rendered for this link. A link may have several.",
                {"name": "Optional name of this visual."}, ["origin", "geometry", "material"]),
    "collision": E("Geometry used for collision checking and physics; often a simpler proxy of the visual mesh.",
                   {"name": "Optional name of this collision."}, ["origin", "geometry"]),
    "origin": E("Pose of this element relative to its parent frame (frames are right-handed). For a joint it is "
                "the fixed transform from the parent link frame to the joint frame, applied before any joint "
                "motion.",
                {"xyz": A_XYZ, "rpy": A_RPY}),
    "geometry": E("The shape: exactly one of <box>, <cylinder>, <sphere> or <mesh>. urdfdom reads only the "
                  "first child element.", {}, ["box", "cylinder", "sphere", "mesh"]),
    "box": E("A box centred at the origin.", {"size": "Full side lengths x y z in metres (not half extents)."},
             [], ["size"]),
    "cylinder": E("A cylinder centred at the origin whose axis is the local Z axis.",
                  {"radius": "Radius in metres.", "length": "Length along Z in metres."}, [], ["radius", "length"]),
    "sphere": E("A sphere centred at the origin.", {"radius": "Radius in metres."}, [], ["radius"]),
    "mesh": E("A triangle mesh file (STL, DAE or OBJ). package:// URIs are resolved against ROS package "
              "directories and do not work outside a ROS-style workspace.",
              {"filename": "Path or URI of the mesh file (package://pkg/..., file://, or relative).",
               "scale": "Optional scale factors x y z (default 1 1 1)."}, [], ["filename"]),
    "material": E("A colour and/or texture. At the top level it defines a named material; inside <visual> it "
                  "either refers to a top-level material by name or defines one in place.",
                  {"name": "Material name; other visuals can refer to it."}, ["color", "texture"], ["name"]),
    "color": E("Colour of a material.", {"rgba": "Red green blue alpha, four numbers between 0 and 1."},
               [], ["rgba"]),
    "texture": E("Texture image of a material.", {"filename": "Path or URI of the image file."}, [], ["filename"]),
    "joint": E("Connects a parent link to a child link; the joints must form a tree. The child link's frame "
               "is the joint frame.",
               {"name": "Unique joint name.",
                "type": "Exactly one of the six URDF joint types: " + ", ".join(JOINT_TYPES) + ". There are no "
                        "ball, universal or gear joints: every URDF joint has at most one axis."},
               ["origin", "parent", "child", "axis", "limit", "dynamics", "mimic", "calibration",
                "safety_controller"], ["name", "type"]),
    "parent": E("The parent link of this joint (required).", {"link": "Name of an existing link."}, [], ["link"]),
    "child": E("The child link of this joint (required). Its frame origin coincides with the joint frame.",
               {"link": "Name of an existing link."}, [], ["link"]),
    "axis": E("Rotation axis (revolute, continuous), translation axis (prismatic) or plane normal (planar), "
              "expressed in the joint frame. Defaults to 1 0 0; ignored by fixed and floating joints.",
              {"xyz": "Axis direction x y z; should be a non-zero (ideally unit) vector."}),
    "limit": E("Joint limits; required for revolute and prismatic joints. When present, effort and velocity "
               "are mandatory for urdfdom whatever the joint type.",
               {"lower": "Lower position limit (rad or m); default 0.",
                "upper": "Upper position limit (rad or m); default 0.",
                "effort": "Maximum effort (N·m or N); required.",
                "velocity": "Maximum velocity (rad/s or m/s); required."}, [], ["effort", "velocity"]),
    "dynamics": E("Physical joint properties used by simulators.",
                  {"damping": "Viscous damping (N·m·s/rad or N·s/m); default 0.",
                   "friction": "Static friction (N·m or N); default 0."}),
    "mimic": E("Makes this joint follow another one: value = multiplier × other + offset (gripper fingers, "
               "linkages). Not every consumer supports it.",
               {"joint": "Name of the joint to follow (required).",
                "multiplier": "Factor applied to the other joint's value; default 1.",
                "offset": "Offset added after the multiplier; default 0."}, [], ["joint"]),
    "calibration": E("Reference positions used by ROS hardware drivers to calibrate the joint.",
                     {"rising": "Position of the rising edge of the calibration switch.",
                      "falling": "Position of the falling edge of the calibration switch."}),
    "safety_controller": E("Soft limits enforced by ROS safety controllers on real hardware.",
                           {"soft_lower_limit": "Lower soft position limit.",
                            "soft_upper_limit": "Upper soft position limit.",
                            "k_position": "Gain relating position and velocity limits.",
                            "k_velocity": "Gain relating effort and velocity limits (required)."},
                           [], ["k_velocity"]),
    "transmission": E("ROS-control description of how actuators drive joints. Its content is not checked "
                      "beyond joint references.", {"name": "Name of the transmission."}),
    "gazebo": E("Gazebo-only extension block (plugins, sensors, physics tweaks); ignored by URDF-only tools. "
                "Its content is not checked.",
                {"reference": "Optional link or joint this block applies to."}),
    # ros2_control (hardware_interface's component_parser reads these; urdfdom ignores them)
    "ros2_control": E("A ros2_control hardware component: its plugin, and the joints, sensors and GPIOs whose "
                      "command and state interfaces it exports. Read only as a direct child of <robot>.",
                      {"name": "Name of the hardware component (required).",
                       "type": "system, actuator or sensor (required).",
                       "is_async": "true: the component reads and writes in its own thread.",
                       "rw_rate": "Read/write rate in Hz (a positive integer; default: the controller manager's).",
                       "thread_priority": "Priority of the async thread."},
                      ["hardware", "joint", "sensor", "gpio", "transmission", "properties"], ["name", "type"]),
    "hardware": E("The hardware plugin of this component and its parameters.", {}, ["plugin", "param", "group"]),
    "group": E("The hardware group of this component: components of one group fail and recover together."),
    "properties": E("Properties of the component's execution, such as <async> thread settings.", {}, ["async"]),
    "async": E("The async thread of the component.",
               {"affinity": "CPU cores the thread may run on.", "scheduling_policy": "synchronized or detached.",
                "thread_priority": "Priority of the thread.", "print_warnings": "Whether to warn on overruns."}),
    "plugin": E("The pluginlib name of the hardware interface class (required), e.g. "
                "mock_components/GenericSystem."),
    "param": E("A parameter handed to the hardware plugin (its text is the value).",
               {"name": "Parameter name (required)."}, [], ["name"]),
    "command_interface": E("An interface a controller may command (position, velocity, acceleration, effort, or "
                           "a name the plugin exports).",
                           {"name": "Interface name (required).", "data_type": "Data type (gpio interfaces).",
                            "size": "Array size (gpio interfaces)."}, ["param"], ["name"]),
    "state_interface": E("An interface the hardware reports (position, velocity, acceleration, effort, or a name "
                         "the plugin exports).",
                         {"name": "Interface name (required).", "data_type": "Data type (gpio interfaces).",
                          "size": "Array size (gpio interfaces)."}, ["param"], ["name"]),
    "gpio": E("Generic inputs and outputs of the hardware, with their own interfaces.",
              {"name": "Name of the GPIO component (required)."}, ["command_interface", "state_interface", "param"],
              ["name"]),
}

_DOUBLES = {"mass": "value", "cylinder": "radius length", "sphere": "radius", "limit": "lower upper effort velocity",
            "dynamics": "damping friction", "mimic": "multiplier offset", "calibration": "rising falling",
            "safety_controller": "soft_lower_limit soft_upper_limit k_position k_velocity",
            "inertia": "ixx ixy ixz iyy iyz izz"}
_KINDS = {("robot", "version"): "version", ("link", "name"): "def:link", ("joint", "name"): "def:joint",
          ("joint", "type"): "joint-type", ("material", "name"): "def:material", ("parent", "link"): "ref:link",
          ("child", "link"): "ref:link", ("mimic", "joint"): "ref:joint", ("gazebo", "reference"): "ref:link-or-joint",
          ("origin", "xyz"): "xyz", ("origin", "rpy"): "rpy", ("axis", "xyz"): "vector3", ("box", "size"): "vector3",
          ("mesh", "scale"): "vector3", ("mesh", "filename"): "filename", ("texture", "filename"): "filename",
          ("color", "rgba"): "rgba"}
_KINDS.update({(el, a): "double" for el, names in _DOUBLES.items() for a in names.split()})


def _with_kinds(name, spec):
    attrs = {a: Attr(x.doc, _KINDS.get((name, a), "text")) for a, x in spec.attrs.items()}
    return Element(spec.doc, attrs, spec.children, spec.required)


ELEMENTS = {name: _with_kinds(name, spec) for name, spec in ELEMENTS.items()}

# elements whose meaning depends on where they stand: (parent, name) -> spec
IN_CONTEXT = {
    ("visual", "material"): Element(ELEMENTS["material"].doc, {"name": Attr(
        "Material name: a top-level material it refers to, or the name of the material it defines here "
        "with <color> or <texture>.", "ref:material")}, ELEMENTS["material"].children),
    ("transmission", "joint"): Element("A joint driven by this transmission.", {"name": Attr(
        "Name of the joint this transmission drives.", "ref:joint")}),
    ("ros2_control", "joint"): Element(
        "A joint this hardware component drives or reads: a movable joint of the robot.",
        {"name": Attr("Name of a joint of the robot (not fixed).", "ref:joint"),
         "mimic": Attr("false: command it even though the URDF joint has <mimic>; true: require <mimic>.")},
        ("command_interface", "state_interface", "param"), frozenset({"name"})),
    ("ros2_control", "sensor"): Element("A sensor of this hardware component and its state interfaces.",
                                        {"name": Attr("Name of the sensor (required).")},
                                        ("state_interface", "param"), frozenset({"name"})),
}
_OPAQUE = ("gazebo", "transmission")  # content URDF parsers do not read


def _child_entry(parent_name, parent_spec, name):
    """the vocabulary entry of a child called name of a URDF element (not a xacro directive)"""
    hit = IN_CONTEXT.get((parent_name, name))
    if hit is not None:
        return hit
    if parent_spec is None or parent_name in _OPAQUE or name not in parent_spec.children:
        return None   # (a <material> inside <collision> is not a material definition)
    return ELEMENTS.get(name)


def _index(name, spec):
    """fill spec.names and spec.kids (an entry only ever stands for elements called `name`)"""
    spec.names.update((a, (x.kind[4:], x.kind[:4] == "def:")) for a, x in spec.attrs.items()
                      if x.kind[:4] in ("def:", "ref:"))
    in_context = [c for p, c in IN_CONTEXT if p == name]
    spec.kids.update((c, _child_entry(name, spec, c)) for c in (*spec.children, *in_context))


def _index_all():
    specs = [*ELEMENTS.items(), *((name, spec) for (_parent, name), spec in IN_CONTEXT.items())]
    for name, spec in specs:
        _index(name, spec)
    for _name, spec in specs:   # (once every entry's names are known)
        spec.named_kids.update(c for c, entry in spec.kids.items() if entry is not None and entry.names)


_index_all()


_LOOK_UP = object()


def child_spec(parent, parent_spec, el, context=_LOOK_UP):
    """the vocabulary entry of `el` given its parent's; None for content URDF parsers ignore.  context: the
    parent's directive_context when the caller knows it (a walk that keeps it reads nested directives in
    O(1) each, not O(depth))"""
    if parent.name.startswith("xacro:"):
        parent = directive_context(parent) if context is _LOOK_UP else context
        if parent is None:          # a macro body may be called anywhere: read it without context
            if el.name == "joint" and is_ros2_control_joint(el):
                return IN_CONTEXT[("ros2_control", "joint")]
            return ELEMENTS.get(el.name)
        parent_spec = spec_for(parent)
    return child_table(parent, parent_spec).get(el.name)


def is_ros2_control_joint(el):
    """a <joint> with command or state interfaces: a joint of a <ros2_control> block (in a macro body called
    inside one), not a URDF joint"""
    return any(c.kind == "element" and c.name in ("command_interface", "state_interface") for c in el.children)


_IN_CONTEXT_ONLY = {p: {c: e for (q, c), e in IN_CONTEXT.items() if q == p} for p, _c in IN_CONTEXT}
_NO_KIDS: dict = {}     # (never written)


def child_table(el, spec):
    """child name -> vocabulary entry (absent: None) for the children of el, whose entry is spec; None
    when el is a xacro directive (child_spec then reads its children one by one)"""
    if spec is not None:    # (spec.kids: a xacro directive has no entry)
        return spec.kids
    if el.name.startswith("xacro:"):
        return None
    return _IN_CONTEXT_ONLY.get(el.name, _NO_KIDS)


def directive_context(el, known=None):
    """the element a xacro conditional (or other directive) stands in, which its children belong to; None
    inside a macro definition or at the top.  known: directive -> its context, for the directives above el a
    walk has met (looked up instead of walked through)"""
    if known is not None and el.name != "xacro:macro":
        p = el.parent
        if p is not None and p.kind == "element" and p.name.startswith("xacro:") and p in known:
            return known[p]
    while el is not None and el.kind == "element" and el.name.startswith("xacro:"):
        if el.name == "xacro:macro":
            return None
        el = el.parent
    return el if el is not None and el.kind == "element" else None


def spec_for(el):
    """the vocabulary entry of an element where it stands (O(depth))"""
    chain = []
    while el.parent is not None and el.parent.kind == "element":
        chain.append(el)
        el = el.parent
    spec = ELEMENTS.get(el.name)
    for child in reversed(chain):
        spec = child_spec(el, spec, child)
        el = child
    return spec


def attr_kind(el, attr_name):
    spec = spec_for(el)
    a = spec.attrs.get(attr_name) if spec is not None else None
    return a.kind if a is not None else None


def name_kind(el, attr_name):
    """("link"|"joint"|"material"|"link-or-joint", is_definition) for attributes that name things, else None"""
    k = attr_kind(el, attr_name)
    if k is None or k[:4] not in ("def:", "ref:"):
        return None
    what = k[4:]
    if k == "ref:material" and defines_material(el):
        return what, True
    return what, k.startswith("def:")


def defines_material(el):
    """a <material> with its own colour (rgba) or texture (filename) defines it, inline in a visual or at
    the top level; one with neither only names a material defined elsewhere"""
    for c in el.children:
        if c.kind == "element":
            attr = _DEFINING.get(c.name)
            if attr is not None and c.get(attr) is not None:
                return True
    return False


_DEFINING = {"color": "rgba", "texture": "filename"}   # children that define a material, by their attribute


# extension elements commonly found in real files that are not URDF but harmless
KNOWN_EXTENSIONS = {
    "robot": {"sensor", "mujoco", "klampt", "plugin", "group", "model", "frame",
              "loop_joint", "drake", "webots", "physics", "compiler", "contact", "extension", "sdf",
              "camera", "ros", "srdf", "legs", "disable_collisions", "deformable"},
    "link": {"contact", "self_collision_checking", "sensor", "gazebo", "drake", "velocity_decay",
             "gravity", "damping_factor", "sound", "kinematic", "surface",
             "ros2_control"},     # (ignored there: rules/ros2_control.py says so)   # (SDF link and collision properties)
    "collision": {"contact", "drake", "verbose", "surface", "max_contacts", "contact_coefficients"},
    "visual": {"drake"},
    "material": {"specular"},
    "joint": {"drake", "physics", "actuator", "ros2_control"},
    "inertial": {"drake"},
}
# extension attributes other tools read (pybullet, Drake, Pinocchio/MuJoCo exporters); urdfdom ignores them
KNOWN_ATTRIBUTE_EXTENSIONS = {
    "dynamics": {"spring_reference", "spring_stiffness", "K", "D", "mu_coulomb", "mu_viscous"},
    "limit": {"command_effort", "current", "gear_velocity", "twist"},    # (twist: pybullet's spherical limit)
    "joint": {"dont_collapse"},
    "collision": {"group", "mask", "concave"},
    "link": {"concave", "drake_ignore", "type"},    # (type: PR2-era sensor links, type="laser")
}

# URDF vocabulary that urdfdom ignores where it stands, and what that means (information while its values are 0:
# nothing is lost)
IGNORED_HERE = {
    ("collision", "material"): "only a <visual> reads a material; every tool ignores it in <collision>",
    ("joint", "joint_properties"): "the pre-1.0 form of <dynamics damping friction>, read by no current parser "
                                   "(harmless while its values are 0)",
    ("link", "origin"): "urdfdom reads an <origin> only inside <visual>, <collision> or <inertial>; move it into "
                        "the one it places",
}
IGNORED_ATTRIBUTE_HERE = {
    ("axis", "rpy"): "an axis is a direction (xyz) and has no rotation; rotate the joint's <origin> instead",
}
# the lower triangle of the symmetric inertia matrix: URDF names only the upper one
INERTIA_MIRROR = {"iyx": "ixy", "izx": "ixz", "izy": "iyz"}

SNIPPETS = {      # a tab is one level of the document's indentation (completion expands it)
    "link (full)": ('<link name="${1:link_name}">\n'
                    '\t<inertial>\n\t\t<origin xyz="0 0 0" rpy="0 0 0"/>\n\t\t<mass value="${2:1.0}"/>\n'
                    '\t\t<inertia ixx="${3:0.01}" ixy="0" ixz="0" iyy="${4:0.01}" iyz="0" izz="${5:0.01}"/>\n'
                    '\t</inertial>\n\t<visual>\n\t\t<origin xyz="0 0 0" rpy="0 0 0"/>\n'
                    '\t\t<geometry>\n\t\t\t<box size="${6:0.1 0.1 0.1}"/>\n\t\t</geometry>\n\t</visual>\n'
                    '\t<collision>\n\t\t<origin xyz="0 0 0" rpy="0 0 0"/>\n'
                    '\t\t<geometry>\n\t\t\t<box size="${6:0.1 0.1 0.1}"/>\n\t\t</geometry>\n\t</collision>\n'
                    '</link>'),
    "joint (revolute)": ('<joint name="${1:joint_name}" type="${2|revolute,continuous,prismatic,fixed,floating,planar|}">\n'
                         '\t<parent link="${3:parent_link}"/>\n\t<child link="${4:child_link}"/>\n'
                         '\t<origin xyz="0 0 0" rpy="0 0 0"/>\n\t<axis xyz="0 0 1"/>\n'
                         '\t<limit lower="${5:-1.57}" upper="${6:1.57}" effort="${7:10}" velocity="${8:1}"/>\n'
                         '</joint>'),
}

# elements that never nest inside one another; a start tag of one of these implicitly closes an
# unclosed one above it (how the scanner recovers in half-typed documents)
NON_NESTING = {"link": ("link", "joint"), "joint": ("link", "joint")}
