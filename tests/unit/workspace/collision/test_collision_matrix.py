"""MoveIt's collision matrix (workspace/collision/matrix.py): the adjacency rule and the default, always and
never pairs on robots built for them. On real robots: tests/e2e/test_collision_matrix_moveit.py."""
import pytest

pytest.importorskip("fcl")

from urdf_ls.workspace.collision.matrix import compute  # noqa: E402
from urdf_ls.workspace.collision.robot import Joint, Robot, Solid, adjacent_pairs, ordered_joints  # noqa: E402

BOX = (Solid("box", (0.1, 0.1, 0.1)),)


def test_links_joined_through_links_without_geometry_are_adjacent():
    # a -> b (no geometry) -> c, and c -> d (no geometry) -> e -> f: MoveIt joins a-c and c-e, not a-e
    joints = [Joint("j%d" % i, "fixed", p, c) for i, (p, c) in enumerate(
        [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "f")])]
    links = {"a": BOX, "b": (), "c": BOX, "d": (), "e": BOX, "f": BOX}
    robot = Robot("a", links, ordered_joints("a", joints))
    assert adjacent_pairs(robot) == {("a", "c"), ("c", "e"), ("e", "f")}


def test_default_always_and_never_on_a_robot_built_for_them():
    # base and arm overlap at every angle (Default: at the default state); stick swings through base when the
    # joint turns past a quarter turn (checked); far never comes near (Never)
    joints = [Joint("turn", "revolute", "base", "arm", axis=(0, 0, 1), lower=-3.0, upper=3.0),
              Joint("hang", "fixed", "arm", "stick", xyz=(0.5, 0, 0)),
              Joint("away", "fixed", "base", "far", xyz=(5, 0, 0)),
              Joint("mid", "fixed", "base", "post", xyz=(0, 0.5, 0))]
    links = {"base": (Solid("cylinder", (0.3, 0.2)),), "arm": (Solid("cylinder", (0.05, 0.2)),),
             "stick": (Solid("box", (0.1, 0.1, 0.1)),), "far": BOX, "post": (Solid("box", (0.2, 0.2, 0.2)),)}
    robot = Robot("base", links, ordered_joints("base", joints))
    m = compute(robot, 2000, seed=1)
    assert m.reasons[("arm", "base")] == "Adjacent"
    assert m.reasons[("arm", "post")] == "Never"          # arm's cylinder stays within 0.05 of the axis
    assert m.reasons[("post", "stick")] is None           # stick sweeps a circle of 0.5 through post
    assert m.reasons[("far", "stick")] == "Never"


def test_default_and_always_pairs():
    # twin sits where post sits (Default); slider slides along a bar split by a gap of 2 cm around 0: it is clear
    # of the bar only within 1.5 cm of 0, its default, and hits it in about 98.5% of states (Always)
    bar = (Solid("box", (1.19, 0.1, 0.1), xyz=(-0.605, 0, 0)), Solid("box", (1.19, 0.1, 0.1), xyz=(0.605, 0, 0)))
    joints = [Joint("slide", "prismatic", "base", "slider", axis=(1, 0, 0), lower=-1.0, upper=1.0),
              Joint("fix", "fixed", "base", "bar", xyz=(0, 0, 1)),
              Joint("post", "fixed", "base", "post", xyz=(0, 3, 0)),
              Joint("twin", "fixed", "base", "twin", xyz=(0, 3, 0))]
    links = {"base": (Solid("sphere", (0.05,), xyz=(0, 0, -1)),), "slider": (Solid("box", (0.01, 0.01, 0.01),
             xyz=(0, 0, 1)),), "bar": bar, "post": BOX, "twin": BOX}
    m = compute(Robot("base", links, ordered_joints("base", joints)), 500, seed=3)
    assert m.reasons[("post", "twin")] == "Default"
    assert m.reasons[("bar", "slider")] == "Always"
    assert m.reasons[("bar", "post")] == "Never"
