"""srdf-collision-stale: a <disable_collisions> whose reason no longer holds for the URDF as it is; and
self-collision: two links MoveIt checks that collide in the default state or in a group state.

"Adjacent" is checked from the URDF's joints and which links have <collision> (MoveIt's rule: joined by a joint,
or through links without collision geometry).  "Default", "Always" and "Never" need the collision matrix of the
URDF as it is now: they are checked when one was computed for exactly this robot and its meshes
(`urdf-ls collisions`, kept in the user's cache: workspace/collision/store.py), and so are the contacts at the
default state and at the group states it was computed with; nothing is computed here."""
from __future__ import annotations

from ..codes import Code, FixData, at
from ..syntax.nodes import on_name
from ..workspace.collision.matrix import ADJACENT, COMPUTED
from ..workspace.collision.robot import Joint, Robot, adjacent_pairs, pair

_WORDING = {None: "it collides in some sampled states and not in others, so MoveIt must check it",
            "Adjacent": "its links are adjacent", "Default": "they collide in the default state",
            "Always": "they collide in more than 95% of states", "Never": "they never collided in any sampled state"}


def stale_collision_reasons(root, names, matrix=None) -> list:
    """diagnostics on the reasons of root's <disable_collisions> that the URDF's names (RobotNames, certain)
    and the kept matrix (store.Kept or None) contradict"""
    if root is None or names is None or not names.certain:
        return []
    adjacent = adjacent_pairs(_skeleton(names))
    out = []
    for el in root.iter():
        if el.name != "disable_collisions":
            continue
        a, b, reason = el.get("link1"), el.get("link2"), el.attr("reason")
        if reason is None or reason.value not in COMPUTED or a not in names.links or b not in names.links:
            continue
        if a not in names.collision_links or b not in names.collision_links:
            continue        # (MoveIt checks only links with collision geometry: the pair is inert)
        p = pair(a, b)
        if reason.value == ADJACENT:
            if p not in adjacent:
                out.append(at(reason.value_start, reason.value_end, Code.SRDF_COLLISION_STALE, "'Adjacent' no "
                              "longer holds: %s and %s are not joined by a joint, nor through links without "
                              "collision geometry, in the URDF" % p))
            continue
        if matrix is None or p not in matrix.reasons or matrix.reasons[p] == reason.value:
            continue
        now = matrix.reasons[p]
        out.append(at(reason.value_start, reason.value_end, Code.SRDF_COLLISION_STALE, "'%s' no longer holds: in "
                      "the collision matrix of the URDF as it is now (%d samples, seed %d) %s%s" % (
                          reason.value, matrix.samples, matrix.seed, _WORDING[now],
                          "" if now is None else " (reason '%s')" % now)))
    return out


def _skeleton(names) -> Robot:
    """the URDF's tree as adjacency needs it: links (with or without collision geometry) and joints"""
    links = {n: (("collision",) if n in names.collision_links else ()) for n in names.links}
    joints = [Joint(j, "fixed", p, c) for j, (p, c) in names.child_of.items() if p and c]
    return Robot("", links, joints)


def self_collisions(root, robot, matrix) -> list:
    """Warnings on the pairs the kept contacts have colliding in the default state (on <robot>, with a fix that
    disables the pair, reason Default) or in a group state and not in the default state (on the state's name),
    unless adjacent or disabled"""
    if root is None or robot is None or matrix is None or not matrix.contacts:
        return []
    from ..vocabulary.numbers import parse_double
    from ..workspace.collision.poses import pose_key
    disabled = {pair(el.get("link1") or "", el.get("link2") or "") for el in root.iter()
                if el.name == "disable_collisions"}
    skip = disabled | adjacent_pairs(robot)
    out = []
    default = matrix.contacts.get(pose_key(robot, {}), ())
    for a, b, depth in default:
        if pair(a, b) not in skip:
            out.append(on_name(root, Code.SELF_COLLISION, "%s and %s collide in the default state, %.1f mm deep "
                               "(between their convex hulls): MoveIt reports the robot in collision there; disable "
                               "the pair (reason Default) if they touch by design, else fix their geometry" % (
                                   a, b, 1000 * depth), FixData(pair=(a, b))))
    skip |= {pair(a, b) for a, b, _depth in default}     # (said once, on <robot>)
    for el in root.iter():
        if el.name != "group_state" or el.attr("name") is None:
            continue
        values = {j.get("name"): parse_double(j.get("value") or "") for j in el.elements("joint")}
        if any(v is None for v in values.values()):
            continue
        for a, b, depth in matrix.contacts.get(pose_key(robot, values), ()):
            if pair(a, b) not in skip:
                n = el.attr("name")
                out.append(at(n.value_start, n.value_end, Code.SELF_COLLISION, "In state '%s' %s and %s collide, "
                              "%.1f mm deep (between their convex hulls; the joints it does not set at their "
                              "default): MoveIt reports the robot in collision there" % (
                                  n.value, a, b, 1000 * depth)))
    return out


def kept_matrix(urdf_path, ws):
    """(the robot of a plain URDF as it is on disk, its kept matrix); (None, None) for a xacro file or an
    unreadable one, (robot, None) when none was computed for it"""
    if not urdf_path or not urdf_path.endswith(".urdf"):
        return None, None
    parsed = ws.files.get(urdf_path)
    if parsed is None:
        return None, None
    from ..workspace.collision.store import kept
    hit = _robots.get(urdf_path)
    if hit is None or hit[0] is not parsed:     # (the file cache hands out the same parse until the file changes)
        hit = _robots[urdf_path] = (parsed, _robot_of(parsed, urdf_path, ws))
        while len(_robots) > ROBOTS_KEPT:
            _robots.pop(next(iter(_robots)))
    robot = hit[1]
    return (robot, kept(robot)) if robot is not None else (None, None)


ROBOTS_KEPT = 16
_robots: dict = {}      # URDF path -> (its ParsedFile, its Robot or None): an SRDF's analysis reads it again


def _robot_of(parsed, urdf_path, ws):
    from .collision_model import Unreadable, read_robot
    from .physics import resolver
    from .context import Ctx
    try:
        return read_robot(parsed.tree.root, resolver(Ctx(False, urdf_path, ws.packages)))
    except Unreadable:
        return None
