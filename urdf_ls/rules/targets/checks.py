"""What each consumer a project targets (settings `targets`) does with the file, said with its name.

Each rule states a behaviour that the consumer's own loader shows on such a file (tests/e2e/test_target_oracles.py
runs them: sdformat, kdl_parser, MuJoCo, pybullet); codes.py names each rule's source.  Severity: Error where the
consumer refuses the file, Warning where it loads something other than what the file says."""
from __future__ import annotations

from ...codes import Code
from ..contained import guarded
from ..urdf import on_name, on_value
from .model import Robot, text_of

GAZEBO_MIN_MASS = 1e-6     # sdformat compares the mass with 0 to this tolerance


@guarded("targets")
def target_diagnostics(root, targets, ctx=None) -> list:
    """the diagnostics of the named consumers for a <robot> element; ctx (rules.urdf.Ctx): the document's path
    and package search, where the rules look at files (the meshes MuJoCo opens)"""
    robot = Robot(root)
    robot.ctx = ctx
    out = []
    for t in targets:
        check = _CHECKS.get(t)
        if check is not None:
            out += check(robot)
    return out


def _on_link(robot, name, code, msg):
    el = robot.links[name].el
    a = el.attr("name")
    return on_value(a, code, msg) if a is not None else on_name(el, code, msg)


def _on_joint_type(j, code, msg):
    a = j.el.attr("type")
    return on_value(a, code, msg) if a is not None else on_name(j.el, code, msg)


# ------------------------------------------------------------------ kdl (kdl_parser: robot_state_publisher, MoveIt)
def kdl(robot) -> list:
    out = []
    root = robot.links.get(robot.root)
    if root is not None and root.inertial is not None:
        out.append(_on_link(robot, root.name, Code.KDL_ROOT_INERTIA,
                            "kdl: KDL ignores the inertia of root link '%s' (robot_state_publisher warns \"KDL does "
                            "not support a root link with an inertia\"): add a link without <inertial> above it, "
                            "on a fixed joint" % root.name))
    out += [_on_joint_type(j, Code.KDL_JOINT_FIXED, "kdl: KDL makes %s joint '%s' a fixed joint: TF and MoveIt "
                           "never move '%s'" % (j.type, j.name, j.child))
            for j in robot.joints if j.type in ("floating", "planar")]
    return out


# ------------------------------------------------------------------ gazebo (sdformat's URDF to SDF conversion)
def gazebo_dropped(robot) -> list:
    """(link, whether fixed joints lumped links into it, whether it is lumped into its parent, it and the links
    below it) where sdformat's conversion
    stops: it walks the tree from the root and leaves out a link whose own mass, with what fixed joints lumped
    into it, is under 1e-6 kg, and every link below it.  A lumped link without children loses nothing: what it
    had was moved to its parent before"""
    if robot.root is None:
        return []
    mass = _lumped_mass(robot)
    out, stack = [], [robot.root]
    while stack:
        name = stack.pop()
        if name != "world" and mass[name][0] < GAZEBO_MIN_MASS:
            below = robot.below(name)
            lumped_away = robot.merged_into(name, keep_preserved=True)[1] is not None
            if below or not lumped_away:
                out.append((name, mass[name][1], lumped_away, [name] + below))
            continue
        stack += reversed([j.child for j in robot.children.get(name, ()) if j.child in robot.links])
    return out


def _lumped_mass(robot) -> dict:
    """link -> (its mass with that of the links fixed joints lump into it, whether any are), as sdformat
    reduces fixed joints child first"""
    order, seen = [], set()
    for name in [robot.root] + robot.below(robot.root):
        if name not in seen:
            seen.add(name)
            order.append(name)
    out = {}
    for name in reversed(order):
        lumps = [j.child for j in robot.children.get(name, ()) if j.child in out and
                 robot.merged_into(j.child, keep_preserved=True)[1] is j]
        out[name] = ((robot.links[name].mass or 0.0) + sum(out[c][0] for c in lumps), bool(lumps))
    return out


def gazebo(robot) -> list:
    out = []
    for name, has_lumps, lumped_away, gone in gazebo_dropped(robot):
        rest = gone[1:]
        mass = "it has no mass%s (< 1e-6 kg)" % (" with what is lumped into it" if has_lumps else "")
        if lumped_away:
            msg = ("gazebo: Gazebo lumps link '%s' into its parent but, as %s, stops there: it leaves out %s "
                   "(give it a small <inertial>)" % (name, mass, _names(rest)))
        else:
            msg = "gazebo: Gazebo leaves link '%s' out of the model: %s%s" % (
                name, mass, ", and with it %s" % _names(rest) if rest else "")
        out.append(_on_link(robot, name, Code.GAZEBO_LINK_DROPPED, msg))
    for g in robot.gazebo:
        ref = g.get("reference")
        if ref not in robot.links or not any(c.kind == "element" for c in g.children):
            continue
        into, j = robot.merged_into(ref, keep_preserved=True)
        if j is not None:
            out.append(on_value(g.attr("reference"), Code.GAZEBO_LUMPED_EXTENSION,
                                "gazebo: Gazebo lumps '%s' into '%s' (fixed joint '%s'): what this block adds moves "
                                "to '%s' and the name '%s' is gone; to keep it, add <gazebo reference=\"%s\">"
                                "<preserveFixedJoint>true</preserveFixedJoint></gazebo>" % (
                                    ref, into, j.name, into, ref, j.name)))
    return out


def _names(names, most=5):
    shown = ", ".join("'%s'" % n for n in names[:most])
    return shown + (" and %d more" % (len(names) - most) if len(names) > most else "")


# ------------------------------------------------------------------ mujoco (its URDF reader and compiler)
def mujoco(robot) -> list:
    from .mujoco_static import mujoco as predicted
    return predicted(robot, robot.root_element, robot.ctx)


# ------------------------------------------------------------------ pybullet
def pybullet(robot) -> list:
    from .pybullet_static import pybullet_meshes
    out = pybullet_meshes(robot.root_element, robot.ctx)
    out += [_on_link(robot, n, Code.PYBULLET_DEFAULT_MASS, "pybullet: link '%s' has no <inertial>: pybullet gives "
                     "it a mass of 1 kg (DART too)" % n)
            for n, link in robot.links.items() if link.inertial is None and n != "world"]
    out += [_on_joint_type(j, Code.PYBULLET_JOINT_FIXED, "pybullet: pybullet makes floating joint '%s' fixed: '%s' "
                           "is welded to '%s'" % (j.name, j.child, j.parent))
            for j in robot.joints if j.type == "floating"]
    return out


# ------------------------------------------------------------------ drake (its URDF parser, MultibodyPlant)
def drake(robot) -> list:
    from .drake_static import drake_materials, drake_meshes, drake_shapes
    root = robot.root_element
    out = drake_meshes(root, robot.ctx) + drake_shapes(root) + drake_materials(root)
    out += [_on_joint_type(j, Code.DRAKE_FLOATING_JOINT, "drake: Drake does not support floating joint '%s': '%s' "
                           "becomes a free body, not attached to '%s'" % (j.name, j.child, j.parent))
            for j in robot.joints if j.type == "floating"]
    joints = {j.name for j in robot.joints}
    for t in robot.transmissions:
        kind = text_of(t.first("type"))
        if "SimpleTransmission" not in kind:
            out.append(on_name(t, Code.DRAKE_TRANSMISSION_IGNORED, "drake: Drake ignores transmission '%s' of "
                               "type '%s': it reads only SimpleTransmission" % (t.get("name"), kind)))
            continue
        j = t.first("joint")
        if t.first("actuator") is None:
            out.append(on_name(t, Code.DRAKE_TRANSMISSION_INVALID, "drake: Drake refuses the file: transmission "
                               "'%s' has no <actuator>" % t.get("name")))
        elif j is not None and j.get("name") not in joints:
            out.append(on_name(t, Code.DRAKE_TRANSMISSION_INVALID, "drake: Drake refuses the file: transmission "
                               "'%s' names joint '%s', which the robot lacks" % (t.get("name"), j.get("name"))))
    return out


# ------------------------------------------------------------------ isaac (Isaac Sim's URDF importer)
def isaac(robot) -> list:
    out = []
    for n, link in robot.links.items():
        j = robot.parent_joint.get(n)
        if j is not None and j.type == "fixed" and not link.mass:
            out.append(_on_link(robot, n, Code.ISAAC_MASSLESS_MERGED, "isaac: Isaac Sim merges massless link '%s' "
                                "into '%s' (fixed joint '%s'): it is no prim of its own" % (n, j.parent, j.name)))
    return out


_CHECKS = {"kdl": kdl, "gazebo": gazebo, "mujoco": mujoco, "pybullet": pybullet, "drake": drake, "isaac": isaac}
