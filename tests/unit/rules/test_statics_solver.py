"""The statics solver against its oracles: Pinocchio's gravity terms at the pose it reports equal its load, no
pose of a dense sampling needs more, and the stretched-arm maximum of the unlimited case is found exactly."""
import math
import random

import pytest

from tests.helpers import statics_robots as R
from tests.helpers.examples import examples
from tests.helpers.physics_robot import UR5
from urdf_ls.rules.statics_model import robot_of
from urdf_ls.rules.statics_solver import Problem
from urdf_ls.syntax.scanner import parse
from urdf_ls.vocabulary.schema import NON_NESTING

G = (0.0, 0.0, -9.81)


def problem(text, gravity=G):
    robot = robot_of(parse(text, NON_NESTING).root)
    assert robot is not None
    return Problem(robot, gravity)


def pybullet_robot(relative):
    pybullet_data = pytest.importorskip("pybullet_data")
    with open("%s/%s" % (pybullet_data.getDataPath(), relative)) as f:
        return f.read()


ROBOTS = {
    "two-link": lambda: R.two_link(),
    "ur5": lambda: UR5,
    "gripper": R.gripper,
    "humanoid": R.humanoid,
    "arm-12": lambda: R.serial_arm(12, continuous_every=4),
    "kuka-iiwa": lambda: pybullet_robot("kuka_iiwa/model.urdf"),
}


class Pinocchio:
    """Pinocchio's model of the same text: its generalized gravity at a pose given as joint name -> position"""

    def __init__(self, text):
        self.pin = pytest.importorskip("pinocchio")
        self.model = self.pin.buildModelFromXML(text)
        self.data = self.model.createData()

    def gravity(self, pose):
        q = self.pin.neutral(self.model)
        for jid in range(1, self.model.njoints):
            name, jm = self.model.names[jid], self.model.joints[jid]
            x = pose.get(name, 0.0)
            if jm.nq == 2:      # a continuous joint: (cos, sin)
                q[jm.idx_q], q[jm.idx_q + 1] = math.cos(x), math.sin(x)
            elif jm.nq == 1:
                q[jm.idx_q] = x
        g = self.pin.computeGeneralizedGravity(self.model, self.data, q)
        return {self.model.names[j]: g[self.model.joints[j].idx_v] for j in range(1, self.model.njoints)
                if self.model.joints[j].nv == 1}


def moving(p):
    return [j for j in p.robot.joints if j.kind != "fixed" and p.mass[j.child]]


@pytest.mark.parametrize("name", ROBOTS)
def test_the_load_is_pinocchios_gravity_term_at_the_pose_reported(name):
    text = ROBOTS[name]()
    p, oracle = problem(text), Pinocchio(text)
    for j in moving(p):
        worst = p.worst(j)
        assert oracle.gravity(worst.pose)[j.name] == pytest.approx(worst.load, rel=1e-9, abs=1e-9), j.name


def random_pose(p, rng):
    q = [rng.uniform(-math.pi, math.pi) if c.full else rng.uniform(c.lo, c.hi) for c in p.coords]
    return q, {j.name: p.position(q, j) for j in p.robot.joints if j.kind != "fixed"}


@pytest.mark.parametrize("name", ROBOTS)
def test_no_sampled_pose_needs_more(name):
    """3,000 random poses within the limits (the fast profile's tenth: tests.helpers.examples; mimic joints
    following their leader), Pinocchio's gravity terms at each, the corners of the ranges among them: none exceeds
    the worst case found"""
    text = ROBOTS[name]()
    p, oracle, rng = problem(text), Pinocchio(text), random.Random(7)
    worst = {j.name: abs(p.worst(j).load) for j in moving(p)}
    poses = [random_pose(p, rng)[1] for _n in range(examples(3000))]
    for pick in (lambda c: c.lo, lambda c: c.hi):
        q = [pick(c) for c in p.coords]
        poses.append({j.name: p.position(q, j) for j in p.robot.joints if j.kind != "fixed"})
    for pose in poses:
        g = oracle.gravity(pose)
        for name_, value in worst.items():
            assert abs(g[name_]) <= value * (1 + 1e-9) + 1e-9, (name_, pose)


def test_our_load_agrees_with_pinocchio_at_random_poses():
    """the evaluation itself (first moments carried up, gravity carried down) at poses nobody chose"""
    text = R.humanoid()
    p, oracle, rng = problem(text), Pinocchio(text), random.Random(3)
    for _n in range(50):
        q, pose = random_pose(p, rng)
        g = oracle.gravity(pose)
        for j in moving(p):
            assert p.load(q, j) == pytest.approx(g[j.name], rel=1e-9, abs=1e-9)


def test_an_unlimited_planar_arm_is_held_stretched_out_horizontally():
    """whole-turn joints with parallel axes: the largest load is |g| times the sum of the levers, the arm
    straight and horizontal (the module's proof), whatever pose the search starts from"""
    parts = [R.link("l0", 1)]
    masses, lengths, com = [2.0, 1.5, 1.0, 0.5], [0.3, 0.25, 0.2, 0.15], 0.1
    for i, (m, length) in enumerate(zip(masses, lengths), 1):
        parts.append(R.link("l%d" % i, m, "0 0 %s" % com))
        parts.append(R.joint("j%d" % i, "l%d" % (i - 1), "l%d" % i, kind="continuous",
                             xyz="0 0 %s" % (lengths[i - 2] if i > 1 else 0.1), limit=R.limit(effort=1)))
    p = problem(R.robot(*parts))
    first = p.robot.by_name["j1"]
    lever = sum(m * (sum(lengths[:i]) + com) for i, m in enumerate(masses))
    worst = p.worst(first)
    assert abs(worst.load) == pytest.approx(9.81 * lever, rel=1e-6)     # (the ascent stops at gains < 1e-7)
    assert math.cos(worst.pose["j1"]) == pytest.approx(0.0, abs=1e-3)     # the arm horizontal
    assert all(math.sin(worst.pose["j%d" % i]) == pytest.approx(0.0, abs=1e-3) for i in (2, 3, 4))   # straight


def test_a_prismatic_joint_holds_the_weight_below_it_along_its_axis():
    text = R.robot(R.link("base", 5), R.link("carriage", 3, "0 0 0.1"), R.link("tool", 1),
                   R.joint("lift", "base", "carriage", kind="prismatic", axis="0 0 1", limit=R.limit(0, 0.5, 100)),
                   R.joint("tilt", "carriage", "tool", xyz="0 0 0.2", limit=R.limit(-1, 1, 10)))
    p = problem(text)
    assert abs(p.worst(p.robot.by_name["lift"]).load) == pytest.approx(4 * 9.81)


def test_another_gravity_vector_turns_the_worst_case():
    """gravity along x: a joint about z now holds the arm; the load scales with |g|"""
    p = problem(R.two_link(), gravity=(-3.0, 0.0, 0.0))
    shoulder = p.robot.by_name["shoulder"]
    assert abs(p.worst(shoulder).load) == pytest.approx(3.0 * (3 * 0.2 + 2 * 0.6), rel=1e-9)


def test_mimic_fingers_follow_their_leader():
    """the second finger is never placed on its own: its position is -1 times the first's"""
    p = problem(R.gripper())
    for j in moving(p):
        pose = p.worst(j).pose
        assert pose["finger_b_joint"] == pytest.approx(-pose["finger_a_joint"])


@pytest.mark.parametrize("name", ROBOTS)
def test_the_bound_is_never_below_the_worst_case(name):
    """Problem.bound, which settles most joints without a search, is an upper bound of the load"""
    p = problem(ROBOTS[name]())
    for j in moving(p):
        assert p.bound(j) >= abs(p.worst(j).load) * (1 - 1e-12)
