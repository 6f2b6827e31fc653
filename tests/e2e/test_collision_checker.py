"""The collision answers (python-fcl, through workspace/collision/checker.py) against a second library,
Bullet (pybullet, in-process): the panda's convex link hulls at random poses; the same solids, the same poses.
Poses where the two solids are within 2 mm of touching are left out (Bullet keeps a collision margin
around hulls)."""
import numpy as np
import pytest

pytest.importorskip("fcl")
pybullet = pytest.importorskip("pybullet")

from urdf_ls.workspace.collision.bodies import hull_of, read_triangles  # noqa: E402
from urdf_ls.workspace.collision.checker import Checker  # noqa: E402
from urdf_ls.workspace.collision.kinematics import link_poses, random_variables  # noqa: E402

from tests.helpers.collision import PANDA, robot_of  # noqa: E402

PAIRS = [("panda_link5", "panda_link7"), ("panda_hand", "panda_link5"), ("panda_link1", "panda_link5"),
         ("panda_link0", "panda_link6"), ("panda_hand", "panda_link2"), ("panda_link4", "panda_link6")]


@pytest.fixture(scope="module")
def bullet():
    client = pybullet.connect(pybullet.DIRECT)
    yield client
    pybullet.disconnect(client)


def quaternion(r):
    """(x, y, z, w) of a rotation matrix (Shepperd's method)"""
    w = np.sqrt(max(0.0, 1 + r[0, 0] + r[1, 1] + r[2, 2])) / 2
    x = np.copysign(np.sqrt(max(0.0, 1 + r[0, 0] - r[1, 1] - r[2, 2])) / 2, r[2, 1] - r[1, 2])
    y = np.copysign(np.sqrt(max(0.0, 1 - r[0, 0] + r[1, 1] - r[2, 2])) / 2, r[0, 2] - r[2, 0])
    z = np.copysign(np.sqrt(max(0.0, 1 - r[0, 0] - r[1, 1] + r[2, 2])) / 2, r[1, 0] - r[0, 1])
    return [float(x), float(y), float(z), float(w)]


def test_fcl_and_bullet_agree_on_the_panda_hulls(bullet):
    from urdf_ls.workspace.collision.kinematics import pose
    robot = robot_of(PANDA)
    checker = Checker(robot, hulls=True)
    poses = link_poses(robot, random_variables(robot, np.random.default_rng(5), 150))
    bodies, locals_ = {}, {}
    for link in {name for p in PAIRS for name in p}:
        (solid,) = robot.links[link]
        hull = hull_of(read_triangles(*solid.params))
        shape = pybullet.createCollisionShape(pybullet.GEOM_MESH, vertices=hull.vertices.tolist(),
                                              physicsClientId=bullet)
        bodies[link] = pybullet.createMultiBody(0, shape, physicsClientId=bullet)
        locals_[link] = pose(solid.xyz, solid.rpy)
    counts = {True: 0, False: 0}
    for a, b in PAIRS:
        for i in range(len(poses[a])):
            for link in (a, b):
                world = poses[link][i] @ locals_[link]
                pybullet.resetBasePositionAndOrientation(bodies[link], world[:3, 3].tolist(),
                                                         quaternion(world[:3, :3]), physicsClientId=bullet)
            points = pybullet.getClosestPoints(bodies[a], bodies[b], 0.01, physicsClientId=bullet)
            distance = min((p[8] for p in points), default=1.0)
            if abs(distance) < 2e-3:
                continue
            touch = checker.touch(poses, i, a, b)
            assert touch == (distance < 0), (a, b, i, distance)
            counts[touch] += 1
    assert counts[True] > 20 and counts[False] > 20, counts
