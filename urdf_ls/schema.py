"""URDF vocabulary: which elements go where, their attributes, and short docs.

The facts follow the URDF cheat sheet in ../shared/reference (rephrased)."""
from __future__ import annotations

import bisect
import difflib

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


class E:
    def __init__(self, doc, attrs=None, children=(), required=()):
        self.doc = doc
        self.attrs = attrs or {}
        self.children = list(children)
        self.required = set(required)


A_XYZ = "Translation x y z in metres (three numbers separated by spaces; default 0 0 0)."
A_RPY = ("Rotation as roll pitch yaw in radians, applied about the fixed X, then Y, then Z axes "
         "(extrinsic); default 0 0 0.")

ELEMENTS: dict[str, E] = {
    "robot": E("Root element of a URDF file. It holds the links, the joints that connect them into one tree, "
               "and optional top-level materials, transmissions and Gazebo blocks.",
               {"name": "Name of the robot (required).",
                "version": "URDF format version; urdfdom only accepts 1.0."},
               ["link", "joint", "material", "transmission", "gazebo"], ["name"]),
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
}

# element -> where it may appear (parents)
PARENTS: dict[str, set] = {}
for _p, _e in ELEMENTS.items():
    for _c in _e.children:
        PARENTS.setdefault(_c, set()).add(_p)

# extension elements commonly found in real files that are not URDF but harmless
KNOWN_EXTENSIONS = {
    "robot": {"sensor", "ros2_control", "mujoco", "klampt", "plugin", "group", "model", "frame",
              "loop_joint", "drake", "webots", "physics", "compiler", "contact", "extension", "sdf",
              "camera", "ros", "srdf", "legs", "disable_collisions"},
    "link": {"contact", "self_collision_checking", "sensor", "gazebo", "drake", "velocity_decay",
             "gravity", "damping_factor", "sound"},
    "collision": {"contact", "drake", "verbose", "surface", "max_contacts"},
    "visual": {"drake"},
    "joint": {"drake", "physics", "actuator"},
    "inertial": {"drake"},
}

SNIPPETS = {
    "link (full)": ('<link name="${1:link_name}">\n'
                    '  <inertial>\n    <origin xyz="0 0 0" rpy="0 0 0"/>\n    <mass value="${2:1.0}"/>\n'
                    '    <inertia ixx="${3:0.01}" ixy="0" ixz="0" iyy="${4:0.01}" iyz="0" izz="${5:0.01}"/>\n'
                    '  </inertial>\n  <visual>\n    <origin xyz="0 0 0" rpy="0 0 0"/>\n'
                    '    <geometry>\n      <box size="${6:0.1 0.1 0.1}"/>\n    </geometry>\n  </visual>\n'
                    '  <collision>\n    <origin xyz="0 0 0" rpy="0 0 0"/>\n'
                    '    <geometry>\n      <box size="${6:0.1 0.1 0.1}"/>\n    </geometry>\n  </collision>\n'
                    '</link>'),
    "joint (revolute)": ('<joint name="${1:joint_name}" type="${2|revolute,continuous,prismatic,fixed,floating,planar|}">\n'
                         '  <parent link="${3:parent_link}"/>\n  <child link="${4:child_link}"/>\n'
                         '  <origin xyz="0 0 0" rpy="0 0 0"/>\n  <axis xyz="0 0 1"/>\n'
                         '  <limit lower="${5:-1.57}" upper="${6:1.57}" effort="${7:10}" velocity="${8:1}"/>\n'
                         '</joint>'),
}


def did_you_mean(word, options):
    """closest known name.  For big name sets (a 1,500-link robot) only lexicographic
    neighbours are compared, which keeps this O(log n) and catches the usual typos."""
    opts = options if isinstance(options, list) else list(options)
    if len(opts) > 200:
        srt = sorted(opts)
        cands = set()
        for w in (word, word[:-1], word[1:]):
            i = bisect.bisect_left(srt, w)
            cands.update(srt[max(0, i - 12):i + 12])
        opts = list(cands)
    m = difflib.get_close_matches(word, opts, n=1, cutoff=0.6)
    return m[0] if m else None
