"""<ros2_control> blocks, as ros2_control's hardware_interface reads them (component_parser.cpp and the resource
manager): Error where it throws, Warning where it loads and then misbehaves.

Local rules run per block (cached with its chunk); the joint rules need the robot's joints and every block, so they
run over the whole document.  Names from xacro expressions are known only after expansion: skipped, never guessed."""
from __future__ import annotations

from ..codes import Code, FixData, Severity
from ..syntax.nodes import on_name, on_shared_value
from ..vocabulary.suggest import suggestion
from ..workspace.packages import has_expr
from .contained import guarded

TAG = "ros2_control"
BLOCK_CHILDREN = ("hardware", "properties", "joint", "sensor", "gpio", "transmission")   # else: "invalid tag name"
COMPONENTS = ("joint", "sensor", "gpio")
INTERFACES = ("command_interface", "state_interface")
# hardware_interface/types/hardware_interface_type_values.hpp
STANDARD = ("position", "velocity", "acceleration", "effort", "torque", "force", "current", "temperature",
            "proportional", "integral", "derivative", "integral_clamp_max", "integral_clamp_min", "feedforward")
ONE_AXIS = ("revolute", "continuous", "prismatic")
MULTI_AXIS = ("planar", "floating")


def check_block(out, block, xacro):
    """what component_parser throws on in one <ros2_control> block"""
    for attr in ("name", "type"):
        if block.get(attr) is None:
            out.append(on_name(block, Code.ROS2_CONTROL_INVALID, "<ros2_control> has no '%s': ros2_control's "
                               "parser throws" % attr))
    for c in elements_in(block, xacro):
        if c.name not in BLOCK_CHILDREN:
            hint, sugg = suggestion(c.name, BLOCK_CHILDREN, "<", ">")
            out.append(on_name(c, Code.ROS2_CONTROL_INVALID, "<%s> inside <ros2_control>: ros2_control's parser "
                               "throws 'invalid tag name'%s" % (c.name, hint), FixData(suggest=sugg) if sugg else None))
        elif c.name == "hardware" and _first(c, "plugin", xacro) is None:
            out.append(on_name(c, Code.ROS2_CONTROL_INVALID, "<hardware> has no <plugin>: ros2_control's parser "
                               "throws"))
        elif c.name in COMPONENTS:
            _check_component(out, c, xacro)


def _check_component(out, comp, xacro):
    if comp.get("name") is None:
        out.append(on_name(comp, Code.ROS2_CONTROL_INVALID, "<%s> in <ros2_control> has no name: ros2_control's "
                           "parser throws" % comp.name))
    for i in elements_in(comp, xacro):
        if i.name in INTERFACES and i.get("name") is None:
            out.append(on_name(i, Code.ROS2_CONTROL_INVALID, "<%s> has no name: ros2_control's parser throws"
                               % i.name))


def nested_blocks(node, out, xacro):
    """<ros2_control> below another element of a top-level chunk: nothing reads it there (ros2_control#1602).
    xacro directives are transparent: their content lands where they stand"""
    stack = [(c, node.name != TAG and not is_directive(node, xacro)) for c in node.children if c.kind == "element"]
    while stack:
        el, inside = stack.pop()
        if el.name == TAG and inside:
            out.append(on_name(el, Code.ROS2_CONTROL_NESTED, "<ros2_control> inside <%s> is ignored: urdfdom and "
                               "ros2_control read it only as a direct child of <robot>" % _holder(el, xacro)))
        inside = inside or not is_directive(el, xacro)
        stack.extend((c, inside) for c in el.children if c.kind == "element")


def _holder(el, xacro):
    p = el.parent
    while is_directive(p, xacro):
        p = p.parent
    return p.name


def is_directive(el, xacro):
    return xacro and el.name.startswith("xacro:")


def elements_in(el, xacro):
    """el's element children, those inside xacro conditionals included, in document order (a stack of the
    directives being read: `yield from` per level recursed once per level and passed every element up through
    each, 30,000 nested <xacro:if> raised RecursionError after two minutes)"""
    stack = [iter(el.children)]
    while stack:
        for c in stack[-1]:
            if c.kind != "element":
                continue
            if is_directive(c, xacro):
                stack.append(iter(c.children))
                break
            yield c
        else:
            stack.pop()


def _first(el, name, xacro):
    return next((c for c in elements_in(el, xacro) if c.name == name), None)


# ------------------------------------------------------------------ across the document
def block_joints(block, xacro):
    """(name attribute, joint element) of each joint with a literal name"""
    out = []
    for c in elements_in(block, xacro):
        if c.name == "joint":
            a = c.attr("name")
            if a is not None and a.value and not has_expr(a.value):
                out.append((a, c))
    return out


class Holders:
    """the top-level elements that are or may hold <ros2_control> blocks, kept across edits from the chunks an edit
    replaced (scanning 20,000 top-level elements at each keystroke would cost as much as the rest of it)"""

    def __init__(self, xacro):
        self.xacro = xacro
        self.root = None
        self.chunks = {}    # id(chunk) -> chunk

    def update(self, tree, pending):
        """pending: (removed, added) chunks by id since the last update, or None after a full parse"""
        if pending is None or tree.root is not self.root or not tree.incremental_ok():
            self.root = tree.root
            self.chunks = {id(c): c for c in tree.middle() if self._holds(c.node)}
            if not tree.incremental_ok() and tree.root is not None:
                self.chunks = {id(c): _Whole(c) for c in elements_in(tree.root, self.xacro) if self._holds(c)}
            return
        removed, added = pending
        for key in removed:
            self.chunks.pop(key, None)
        self.chunks.update((key, c) for key, c in added.items() if self._holds(c.node))

    def _holds(self, node):
        return node is not None and node.kind == "element" and (node.name == TAG or is_directive(node, self.xacro))

    def blocks(self):
        """the <ros2_control> blocks ros2_control reads, in document order"""
        out = []
        for c in self.chunks.values():
            node = c.node
            out.extend([node] if node.name == TAG else [b for b in elements_in(node, self.xacro) if b.name == TAG])
        out.sort(key=_start)
        return out


class _Whole:
    """a top-level element as if it were a chunk (a tree the incremental parser does not chunk)"""
    __slots__ = ("node",)

    def __init__(self, node):
        self.node = node


def _start(el):
    return el.start


@guarded("ros2_control")
def check_document(holders, joint_defs):
    """joint rules across blocks; joint_defs: joint name -> [name attributes of its definitions]"""
    out = []
    xacro = holders.xacro
    if not holders.chunks:
        return out
    owners = {}     # joint name -> [(block, joint element, name attribute)]
    for block in holders.blocks():
        for a, joint in block_joints(block, xacro):
            owners.setdefault(a.value, []).append((block, joint, a))
            defs = joint_defs.get(a.value)
            if defs:
                _check_joint_type(out, joint, a, defs[0].owner, xacro)
    for name, uses in owners.items():
        if len({id(b) for b, _j, _a in uses}) > 1:
            _duplicate(out, name, uses, xacro)
    return out


def _check_joint_type(out, joint, a, urdf_joint, xacro):
    jtype = urdf_joint.get("type")
    if jtype is None or has_expr(jtype):
        return
    if jtype == "fixed":
        out.append(on_shared_value(joint, a, Code.ROS2_CONTROL_FIXED_JOINT, "Joint '%s' is fixed: ros2_control "
                                   "throws ('Fixed joints do not make sense in ros2_control')" % a.value))
        return
    if jtype in MULTI_AXIS:
        out.append(on_shared_value(joint, a, Code.ROS2_CONTROL_INTERFACE, "Joint '%s' is %s: ros2_control gives a "
                                   "joint one value per interface, so it drives one of its axes at most"
                                   % (a.value, jtype)))
    # (an unknown type, `revolut`, is the joint rule's to report; the interfaces are judged on their own)
    kind = "%s joint" % jtype if jtype in ONE_AXIS or jtype in MULTI_AXIS else "joint"
    for i in elements_in(joint, xacro):
        ia = i.attr("name") if i.name in INTERFACES else None
        if ia is None or not ia.value or has_expr(ia.value) or ia.value in STANDARD:
            continue
        _hint, sugg = suggestion(ia.value, STANDARD)
        if sugg:
            out.append(on_shared_value(i, ia, Code.ROS2_CONTROL_INTERFACE, "Interface '%s' of %s "
                                       "'%s' is not a standard interface; did you mean '%s'? Controllers claim "
                                       "'%s'" % (ia.value, kind, a.value, sugg, sugg), FixData(suggest=sugg)))


def _duplicate(out, name, uses, xacro):
    """the resource manager keys interfaces by joint/interface: the same key from two blocks throws"""
    seen = {}
    for block, joint, _a in uses:
        for i in elements_in(joint, xacro):
            if i.name in INTERFACES and i.get("name"):
                seen.setdefault((i.name, i.get("name")), set()).add(id(block))
    clash = sorted("%s %s" % k for k, ids in seen.items() if len(ids) > 1)
    for block, joint, a in uses:
        others = [b.get("name", "?") for b, _j, _x in uses if b is not block]
        if clash:
            msg = ("Joint '%s' is also in <ros2_control name=\"%s\">: both export %s, and the resource manager "
                   "throws on the second" % (name, others[0], ", ".join(clash)))
            out.append(on_shared_value(joint, a, Code.ROS2_CONTROL_DUPLICATE_JOINT, msg))
        else:
            msg = ("Joint '%s' is also in <ros2_control name=\"%s\">: two hardware components share the joint, "
                   "each with its own interfaces" % (name, others[0]))
            out.append(on_shared_value(joint, a, Code.ROS2_CONTROL_DUPLICATE_JOINT, msg).with_severity(
                Severity.WARNING))
