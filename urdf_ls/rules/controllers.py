"""Controller YAML files against the robot's <ros2_control> joints: a controller that lists a joint no hardware
exports fails to claim it at activation (a Warning: the files load).  When every unknown name of a file is a
robot joint with one prefix added or removed, that is one diagnostic, the prefix drift between files that
tf_prefix arguments cause (Universal_Robots_ROS2_Driver#924, ros_kortex#88).

Names with substitutions (xacro's ${prefix}, launch's $(var tf_prefix)) match any prefix; a block whose joints come
from a macro the xacro index does not know leaves the set incomplete, and then nothing is reported."""
from __future__ import annotations

import re

from ..codes import Code, FixData, at
from ..vocabulary.suggest import suggestion
from ..workspace.controllers import controller_paths, read_controller_file
from .ros2_control import TAG, elements_in, is_directive
from .contained import guarded

_EXPR = re.compile(r"\$[{(][^})]*[})]")
MAX_SUGGESTED = 100     # unknown names of a file that get a "did you mean" (the rest are flagged without one)
_NOT_MACROS = ("xacro:if", "xacro:unless", "xacro:insert_block", "xacro:property", "xacro:arg")


def literal_tail(name):
    """what follows the last substitution of a name (`$(var tf_prefix)elbow_joint` -> `elbow_joint`)"""
    return _EXPR.split(name)[-1]


class RobotJoints:
    """the joint names of a robot's <ros2_control> blocks: literal ones, and the literal tails of names that start
    with an expression (any prefix)"""

    def __init__(self):
        # name (or tail) -> (its first name Attr, the file it is in: None for the robot's own)
        self.literal, self.tails, self.complete = {}, {}, True

    def add(self, name, attr=None, path=None):
        if "${" in name or "$(" in name:
            tail = _EXPR.split(name)[-1]
            if tail and _EXPR.sub("", name) == tail:
                self.tails.setdefault(tail, (attr, path))
            else:
                self.complete = False       # (an expression in the middle or at the end: any name may exist)
        else:
            self.literal.setdefault(name, (attr, path))

    def attr_of(self, name):
        """(the <joint name> attribute of a block that names this joint, literally or with a prefix expression
        before its tail; its file, None for the robot's own), or None"""
        hit = self.literal.get(name)
        if hit is None:
            hit = next((a for t, a in self.tails.items() if name.endswith(t)), None)
        return hit

    def matches(self, name):
        if "${" in name or "$(" in name:
            tail = _EXPR.split(name)[-1]
            return not tail or any(n.endswith(tail) for n in self.literal) or any(
                t.endswith(tail) or tail.endswith(t) for t in self.tails)
        return name in self.literal or any(name.endswith(t) for t in self.tails)


def robot_joints(blocks, xacro, macros=None) -> RobotJoints:
    """the joints of blocks (macros: name -> (element, its file or None) of the xacro macros the blocks may
    call)"""
    joints = RobotJoints()
    stack = [(b, 0, None) for b in blocks]
    while stack:
        el, depth, path = stack.pop()
        for c in elements_in(el, False):
            if c.name == "joint":
                a = c.attr("name")
                if a is not None and a.value:
                    joints.add(a.value, a, path)
            elif c.name.startswith("xacro:") and xacro:
                if c.name in ("xacro:if", "xacro:unless"):
                    stack.append((c, depth, path))
                    continue
                body = macros.get(c.name[6:]) if macros is not None and c.name not in _NOT_MACROS else None
                if body is None or depth > 8:
                    joints.complete = joints.complete and c.name in _NOT_MACROS
                else:
                    stack.append((body[0], depth + 1, body[1]))
    return joints


@guarded("controller file")
def check_controller_file(f, joints: RobotJoints):
    """[Diag] at offsets of f.text"""
    if not joints.complete or not (joints.literal or joints.tails):
        return []
    unknown = [n for n in f.names if not joints.matches(n.value)]
    if not unknown:
        return []
    drift = _common_drift(unknown, joints.literal)
    if drift is not None:
        first = unknown[0]
        s, e = first.inner
        how, prefix = drift
        msg = ("%d joint name(s) of %s match the robot's <ros2_control> joints only with the prefix '%s' %s "
               "(e.g. '%s'): the prefix differs between the files" % (
                   len(unknown), f.path.rsplit("/", 1)[-1], prefix, how, first.value))
        return [at(s, e, Code.CONTROLLER_PREFIX_DRIFT, msg)]
    out = []
    candidates = sorted({*joints.literal, *joints.tails})
    for i, n in enumerate(unknown):
        s, e = n.inner
        tail = _EXPR.split(n.value)[-1]
        # (a suggestion compares up to 200 names: 40,000 unknown names against a 1,000-joint robot took 20 s)
        hint, sugg = suggestion(tail, candidates, presorted=True) if i < MAX_SUGGESTED else ("", None)
        out.append(at(s, e, Code.CONTROLLER_UNKNOWN_JOINT, "Joint '%s' is in no <ros2_control> block of the robot: "
                      "the controller cannot claim its interfaces%s" % (n.value, hint),
                      FixData(suggest=sugg) if sugg else None))
    return out


def _common_drift(unknown, literal):
    """("added"|"removed", prefix) when one prefix turns every unknown name into a robot joint"""
    first = unknown[0].value
    options = [("added", first[:-len(j)]) for j in literal if first.endswith(j) and len(first) > len(j)]
    options += [("removed", j[:-len(first)]) for j in literal if j.endswith(first) and len(j) > len(first)]
    for how, prefix in options:
        if all(_fixed(n.value, how, prefix) in literal for n in unknown):
            return how, prefix
    return None


def _fixed(name, how, prefix):
    if how == "added":
        return name[len(prefix):] if name.startswith(prefix) else None
    return prefix + name


def block_elements(root, xacro):
    """the <ros2_control> blocks at the top of a robot (through xacro directives)"""
    return [c for c in elements_in(root, xacro) if c.name == TAG and not is_directive(c, xacro)]


def joints_of(root, xacro, xacro_index) -> RobotJoints | None:
    """the joints of the robot's <ros2_control> blocks, None without blocks; xacro_index: a function that gives
    its xacro index (built only when a block calls a macro)"""
    blocks = block_elements(root, xacro)
    if not blocks:
        return None
    macros = None
    if xacro and any(c.name.startswith("xacro:") for b in blocks for c in b.iter() if c.kind == "element"):
        macros = {name: (d.el, d.path) for name, d in xacro_index().macros.items()}
    return robot_joints(blocks, xacro, macros)


def controller_diagnostics(path, root, xacro, xacro_index, mapped=(), read=read_controller_file):
    """[(controller file path, its text, [Diag])] of the robot at path; read(path): the ControllerFile (an open
    editor's buffer, else the disk's) or None"""
    joints = joints_of(root, xacro, xacro_index)
    if joints is None:
        return []
    out = []
    for p in controller_paths(path, mapped):
        f = read(p)
        if f is not None:
            out.append((f.path, f.text, check_controller_file(f, joints)))
    return out
