"""MoveIt's collision matrix (workspace/collision/matrix.py) on real robots read as `urdf-ls collisions`
reads them (a Session, its meshes measured by the mesh worker process): the matrices MoveIt's own configuration
packages publish, computed by the Setup Assistant from the same collision meshes with as many samples;
determinism for a seed; cancellation. The adjacency rule: tests/unit/workspace/collision/test_collision_matrix.py."""
import pytest

pytest.importorskip("fcl")

from tests.helpers.collision import PANDA, PANDA_SRDF, UR5, UR5_SRDF, robot_of  # noqa: E402
from urdf_ls.features.srdf_collisions import compare, disabled_pairs  # noqa: E402
from urdf_ls.workspace.collision.matrix import compute  # noqa: E402


@pytest.mark.parametrize("urdf,srdf,hulls", [(PANDA, PANDA_SRDF, False), (PANDA, PANDA_SRDF, True),
                                             (UR5, UR5_SRDF, False)])
def test_the_matrix_is_moveits_for_its_published_robots(urdf, srdf, hulls):
    matrix = compute(robot_of(urdf), samples=10000, seed=0, hulls=hulls)
    result = compare(matrix.reasons, disabled_pairs(srdf.read_text()))
    assert not matrix.problems
    assert result.fraction >= 0.95, result.different
    # measured: every pair alike (panda 55 of 55, UR5 28 of 28)
    assert result.different == []


def test_the_same_seed_gives_the_same_matrix_and_samples_count():
    robot = robot_of(PANDA)
    first, again = compute(robot, 300, seed=7), compute(robot, 300, seed=7)
    assert first.reasons == again.reasons and first.seed == 7 and first.samples == 300
    # with no sample at all, every pair not adjacent and not colliding at the default pose and never in the
    # "always" rounds' states is Never only if those rounds never saw it: fewer samples, no more "Never"
    none = compute(robot, 0, seed=7)
    never = lambda m: {p for p, r in m.reasons.items() if r == "Never"}   # noqa: E731
    assert never(first) <= never(none)


def test_a_progress_callback_that_raises_cancels_the_computation():
    seen = []

    def cancel_halfway(fraction):
        seen.append(fraction)
        if fraction >= 0.5:
            raise KeyboardInterrupt
    with pytest.raises(KeyboardInterrupt):
        compute(robot_of(PANDA), 2000, progress=cancel_halfway)
    assert seen == sorted(seen) and seen[-1] >= 0.5 and 1.0 not in seen
