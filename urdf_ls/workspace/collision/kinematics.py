"""Forward kinematics of many poses at once (numpy): each link's pose in the root frame for N joint vectors,
and the joint vectors MoveIt samples (uniform within each joint's bounds, mimic joints following)."""
from __future__ import annotations

import numpy as np

from .robot import Robot


def rpy_matrix(rpy) -> np.ndarray:
    """URDF's rpy (fixed axes x, y, z): R = Rz·Ry·Rx"""
    r, p, y = (float(a) for a in rpy)
    cr, sr, cp, sp, cy, sy = np.cos(r), np.sin(r), np.cos(p), np.sin(p), np.cos(y), np.sin(y)
    return np.array([[cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr],
                     [sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr],
                     [-sp, cp * sr, cp * cr]])


def pose(xyz, rpy) -> np.ndarray:
    t = np.eye(4)
    t[:3, :3] = rpy_matrix(rpy)
    t[:3, 3] = [float(v) for v in xyz]
    return t


def _axis_rotations(axis, angles) -> np.ndarray:
    """(N, 3, 3) rotations by `angles` about the unit `axis` (Rodrigues)"""
    k = np.asarray(axis, dtype=float)
    k = k / (np.linalg.norm(k) or 1.0)
    kx = np.array([[0, -k[2], k[1]], [k[2], 0, -k[0]], [-k[1], k[0], 0]])
    s, c = np.sin(angles)[:, None, None], np.cos(angles)[:, None, None]
    return np.eye(3)[None] + s * kx[None] + (1 - c) * (kx @ kx)[None]


def joint_values(robot: Robot, variables: np.ndarray) -> dict:
    """joint name -> (N,) values of every moving joint, from (N, len(robot.variables())) variable values"""
    out = {j.name: variables[:, i] for i, j in enumerate(robot.variables())}
    n = len(variables)
    for j in robot.joints:
        if j.kind in ("revolute", "continuous", "prismatic") and j.mimic is not None:
            leader = out.get(j.mimic.joint)
            base = leader if leader is not None else np.zeros(n)
            out[j.name] = j.mimic.multiplier * base + j.mimic.offset
    return out


def link_poses(robot: Robot, variables: np.ndarray) -> dict:
    """link name -> (N, 4, 4) pose in the root link's frame; links not reached from the root are absent"""
    n = len(variables)
    values = joint_values(robot, variables)
    poses = {robot.root: np.broadcast_to(np.eye(4), (n, 4, 4))}
    for j in robot.joints:
        parent = poses.get(j.parent)
        if parent is None:
            continue
        t = parent @ pose(j.xyz, j.rpy)
        q = values.get(j.name)
        if q is not None:
            motion = np.broadcast_to(np.eye(4), (n, 4, 4)).copy()
            if j.kind == "prismatic":
                motion[:, :3, 3] = np.outer(q, np.asarray(j.axis, float) / (np.linalg.norm(j.axis) or 1.0))
            else:
                motion[:, :3, :3] = _axis_rotations(j.axis, q)
            t = t @ motion
        poses[j.child] = t
    return poses


def default_variables(robot: Robot) -> np.ndarray:
    """(1, V): MoveIt's default state"""
    return np.array([[j.default() for j in robot.variables()]], dtype=float)


def random_variables(robot: Robot, rng: np.random.Generator, n: int) -> np.ndarray:
    """(n, V) uniform within each variable's bounds"""
    joints = robot.variables()
    lo = np.array([j.lower for j in joints], dtype=float)
    hi = np.array([j.upper for j in joints], dtype=float)
    return lo + (hi - lo) * rng.random((n, len(joints)))
