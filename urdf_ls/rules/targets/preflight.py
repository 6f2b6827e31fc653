"""What a conversion to each targeted consumer drops or changes, listed without converting (`urdf-ls check
--target NAME` prints it after the diagnostics).  The diagnostics say where the file misleads a consumer; this
says what the consumer's model of the whole robot lacks: merged links, ignored elements, extensions that vanish."""
from __future__ import annotations

from ...codes import TARGET_FAILS
from .checks import drake, gazebo_dropped, mujoco, pybullet
from .model import Robot


def lumped(robot, keep_preserved) -> list:
    """(link, the link it is merged into, the first merging joint) of each link a fixed joint merges away"""
    out = []
    for name in robot.links:
        into, j = robot.merged_into(name, keep_preserved)
        if j is not None:
            out.append((name, into, j.name))
    return out


def preflight(root, target) -> list[tuple[str, list[str]]]:
    """[(what happens, to which names)] of a <robot> element for one target (empty ones left out)"""
    robot = Robot(root)
    items = _ITEMS[target](robot, _counts(root))
    return [(what, names) for what, names in items if names]


def _counts(root):
    out = {}
    for el in root.iter():
        out[el.name] = out.get(el.name, 0) + 1
    return out


def _count(counts, *names):
    return ["%d <%s>" % (counts[n], n) for n in names if counts.get(n)]


def _merges(robot, keep_preserved):
    return ["%s -> %s (joint %s)" % m for m in lumped(robot, keep_preserved)]


def _gazebo(robot, counts):
    lumps = {link: into for link, into, _ in lumped(robot, True)}
    moved = [g.get("reference") for g in robot.gazebo if g.get("reference") in lumps]
    return [("links lumped into their parent by fixed joints", _merges(robot, True)),
            ("links left out for want of mass (with the links below them)",
             [n for _, _, lumped_away, gone in gazebo_dropped(robot) for n in gone[lumped_away:]]),
            ("<gazebo reference> blocks moved to the link they are lumped into",
             ["%s -> %s" % (r, lumps[r]) for r in moved])]


def _kdl(robot, counts):
    root = robot.links.get(robot.root)
    return [("root inertia ignored", [root.name] if root is not None and root.inertial is not None else []),
            ("joints made fixed", [j.name for j in robot.joints if j.type in ("floating", "planar")]),
            ("left out of the KDL tree, which keeps only links, joints and inertials",
             _count(counts, "visual", "collision", "gazebo", "transmission"))]


def _mujoco(robot, counts):
    from .mujoco_static import Compiler
    compiler = Compiler(robot.root_element)
    refusals = sorted({d.code.value for d in mujoco(robot)})
    return [("refuses the model (see the errors)", refusals),
            ("bodies fused into their parent (compiler fusestatic)", _merges(robot, False)
             if compiler.fusestatic else []),
            ("fixed to the world (no free joint is added)", [robot.root] if robot.root else []),
            ("discarded (compiler discardvisual)", _count(counts, "visual") if compiler.discardvisual else []),
            ("not read", _count(counts, "gazebo", "transmission"))]


def _pybullet(robot, counts):
    return [("refuses the robot (see the errors)",
             sorted({d.code.value for d in pybullet(robot) if d.code.verdict == TARGET_FAILS})),
            ("links given a mass of 1 kg (no <inertial>)", [n for n, l in robot.links.items() if l.inertial is None]),
            ("floating joints made fixed", [j.name for j in robot.joints if j.type == "floating"]),
            ("not read", _count(counts, "gazebo", "transmission"))]


def _drake(robot, counts):
    return [("refuses the file (see the errors)",
             sorted({d.code.value for d in drake(robot) if d.code.verdict == TARGET_FAILS})),
            ("left floating on a free joint (weld it to the world in code for a fixed base)",
             [robot.root] if robot.root and robot.root != "world" else []),
            ("free bodies instead of floating joints", [j.child for j in robot.joints if j.type == "floating"]),
            ("not read", _count(counts, "gazebo"))]


def _isaac(robot, counts):
    return [("massless links merged into their parent", [n for n, l in robot.links.items() if not l.mass and
                                                         getattr(robot.parent_joint.get(n), "type", None) == "fixed"]),
            ("not read", _count(counts, "gazebo"))]


_ITEMS = {"gazebo": _gazebo, "kdl": _kdl, "mujoco": _mujoco, "pybullet": _pybullet, "drake": _drake,
          "isaac": _isaac}


def preflight_lines(path, root, targets, answered=None) -> list[str]:
    """the preflight of each target as lines of text; answered: target -> who answered for it (the consumer
    itself, or the static rules and how to install the consumer)"""
    lines = []
    for t in targets:
        items = preflight(root, t)
        who = " (%s)" % answered[t] if answered and t in answered else ""
        lines.append("%s: preflight for %s%s:%s" % (path, t, who, "" if items else " nothing dropped"))
        lines += ["  %s: %s" % (what, ", ".join(names)) for what, names in items]
    return lines
