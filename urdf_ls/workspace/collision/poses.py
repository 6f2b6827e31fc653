"""Self-collision at named poses (the zero pose, an SRDF's group states): the pairs whose collision geometry
interpenetrates there, with the depth, among those MoveIt would check (not adjacent, not disabled)."""
from __future__ import annotations

from dataclasses import dataclass

from .robot import Robot, adjacent_pairs, pair


@dataclass(frozen=True)
class Contact:
    pose: str
    pair: tuple
    depth: float        # metres, the deepest over the two links' solids (measured on their convex hulls)


DEFAULT_STATE = "the default state"


def pose_key(robot: Robot, values: dict) -> str:
    """the full joint vector of a pose (the joints not named at MoveIt's default), as a key of kept contacts"""
    return " ".join("%.6g" % float(values.get(j.name, j.default())) for j in robot.variables())


def contacts_at(robot: Robot, checker, hulls, poses: dict, disabled: set) -> list:
    """poses: name -> {joint name: value} (joints not named at MoveIt's default: 0, or the middle of their
    bounds); checker: a Checker of the solids as they are (it decides, as MoveIt does), hulls: one of their
    convex hulls (fcl measures depth between convex solids only)"""
    import numpy as np

    from .kinematics import link_poses
    skip = set(disabled) | adjacent_pairs(robot)
    links = checker.links()
    pairs = [pair(a, b) for i, a in enumerate(links) for b in links[i + 1:] if pair(a, b) not in skip]
    out = []
    for name, values in poses.items():
        row = np.array([[float(values.get(j.name, j.default())) for j in robot.variables()]])
        at = link_poses(robot, row)
        for p in pairs:
            if checker.near(at, *p)[0] and checker.touch(at, 0, *p):
                out.append(Contact(name, p, hulls.depth(at, 0, *p)))
    return out


def keyed(robot: Robot, states: dict, contacts: list) -> dict:
    """contacts as the store keeps them: {pose key: [(link, link, depth)]}, every state checked keyed (also one
    with no contact)"""
    out = {pose_key(robot, values): [] for values in states.values()}
    for c in contacts:
        out[pose_key(robot, states[c.pose])].append((c.pair[0], c.pair[1], c.depth))
    return out
