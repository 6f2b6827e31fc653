"""The one table of SRDF (MoveIt's semantic robot description): elements, their attributes, and which
attributes name a link, a joint or a group.

What srdfdom (src/model.cpp) does with each element: a missing required attribute makes it log an error and
skip the element (the group, state or pair is lost to MoveIt); a name unknown to the URDF is skipped the same
way; names are compared after trimming spaces.  Elements it does not know it ignores silently."""
from __future__ import annotations

# value kinds of an attribute: a reference to a URDF link or joint (a joint may also be a virtual joint of
# the SRDF), to a group of the SRDF, or free text / a number / one of a few words
LINK, JOINT, GROUP, TEXT, NUMBERS = "link", "joint", "group", "text", "numbers"
VIRTUAL_TYPES = ("fixed", "floating", "planar")


class El:
    """an element: its attributes (name -> (required, kind, what it is)) and what it means"""
    __slots__ = ("attrs", "doc")

    def __init__(self, doc, **attrs):
        self.doc = doc
        self.attrs = attrs


def _a(kind, what, required=True):
    return (required, kind, what)


# (parent element, element) -> El.  A top-level element's parent is "robot".
SCHEMA = {
    ("", "robot"): El("The semantic description of the robot named like the URDF's `<robot name>`.",
                      name=_a(TEXT, "the robot's name; MoveIt pairs it with the URDF of the same name")),
    ("robot", "group"): El("A planning group: links, joints, chains and subgroups MoveIt plans for together.",
                           name=_a(TEXT, "the group's name")),
    ("group", "link"): El("A link of the group.", name=_a(LINK, "a link of the URDF")),
    ("group", "joint"): El("A joint of the group.", name=_a(JOINT, "a joint of the URDF or a virtual joint")),
    ("group", "chain"): El("The joints from base_link to tip_link in the URDF's tree.",
                           base_link=_a(LINK, "the link the chain starts at"),
                           tip_link=_a(LINK, "the link the chain ends at")),
    ("group", "group"): El("A subgroup: every member of that group belongs to this one too.",
                           name=_a(GROUP, "a group of this SRDF")),
    ("robot", "group_state"): El("A named pose of a group (e.g. `home`).",
                                 name=_a(TEXT, "the pose's name"), group=_a(GROUP, "the group it is a pose of")),
    ("group_state", "joint"): El("The value of one of the group's joints in this pose.",
                                 name=_a(JOINT, "a joint of the group"),
                                 value=_a(NUMBERS, "the joint's position (several values for multi-DOF joints)")),
    ("robot", "end_effector"): El("An end effector: a group attached to a link of another group.",
                                  name=_a(TEXT, "the end effector's name"),
                                  group=_a(GROUP, "the group that forms the end effector"),
                                  parent_link=_a(LINK, "the link it is attached to"),
                                  parent_group=_a(GROUP, "the group that parent_link belongs to", False)),
    ("robot", "virtual_joint"): El("A joint between a frame outside the robot (e.g. `world`) and a link of it.",
                                   name=_a(TEXT, "the virtual joint's name (groups may list it as a joint)"),
                                   type=_a(TEXT, "fixed, floating or planar"),
                                   parent_frame=_a(TEXT, "the frame outside the robot"),
                                   child_link=_a(LINK, "the URDF link it attaches")),
    ("robot", "passive_joint"): El("A joint MoveIt does not command (it is not planned for).",
                                   name=_a(JOINT, "a joint of the URDF or a virtual joint")),
    ("robot", "disable_collisions"): El("A pair of links whose collisions MoveIt does not check.",
                                        link1=_a(LINK, "a link of the URDF"), link2=_a(LINK, "a link of the URDF"),
                                        reason=_a(TEXT, "why (Adjacent, Never, Default ...)", False)),
    ("robot", "enable_collisions"): El("A pair of links whose collisions are checked despite a default.",
                                       link1=_a(LINK, "a link of the URDF"), link2=_a(LINK, "a link of the URDF"),
                                       reason=_a(TEXT, "why", False)),
    ("robot", "disable_default_collisions"): El("A link whose collisions are off unless a pair enables them.",
                                                link=_a(LINK, "a link of the URDF")),
    ("robot", "link_sphere_approximation"): El("Spheres that approximate a link's collision geometry.",
                                               link=_a(LINK, "a link of the URDF")),
    ("link_sphere_approximation", "sphere"): El("One sphere of the approximation.",
                                                center=_a(NUMBERS, "x y z in the link's frame"),
                                                radius=_a(NUMBERS, "the radius in metres")),
    ("robot", "joint_property"): El("A property of a joint for MoveIt (e.g. a planar joint's motion model).",
                                    joint_name=_a(JOINT, "a joint of the URDF or a virtual joint"),
                                    property_name=_a(TEXT, "the property"), value=_a(TEXT, "its value")),
}


def element(parent, name) -> El | None:
    return SCHEMA.get((parent, name))


def children_of(parent) -> tuple:
    return tuple(sorted(e for p, e in SCHEMA if p == parent))


XACRO_BLOCKS = ("xacro:macro", "xacro:if", "xacro:unless")   # in a .srdf.xacro: their elements stand where they do


def srdf_parent(el) -> str:
    """the name of the element an SRDF element stands in once xacro expanded its blocks ("" at the top)"""
    p = el.parent
    while p is not None and getattr(p, "kind", "") == "element" and p.name in XACRO_BLOCKS:
        p = p.parent
    return p.name if p is not None and getattr(p, "kind", "") == "element" else ""


def name_kind(el, attr_name):
    """(kind, defines?) of an attribute of an SRDF element that names a link, joint or group, else None:
    a group's and a virtual joint's name define one; the reference kinds refer to one"""
    parent = srdf_parent(el)
    spec = SCHEMA.get((parent, el.name))
    if spec is None:
        return None
    if attr_name == "name" and (parent, el.name) == ("robot", "group"):
        return GROUP, True
    if attr_name == "name" and (parent, el.name) == ("robot", "virtual_joint"):
        return JOINT, True
    a = spec.attrs.get(attr_name)
    if a is not None and a[1] in (LINK, JOINT, GROUP):
        return a[1], False
    return None
