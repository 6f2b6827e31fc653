"""Cooperative cancellation (urdf_ls/text/cancel.py) in the features' long loops, on a 10,000-link robot:
every feature that walks the whole document checks often (the longest stretch without a check bounds how
late a $/cancelRequest is answered). That a cancel seen at a check stops it there:
tests/unit/text/test_cancel.py."""
import time

import pytest

from tests.helpers.cancel_cases import FEATURES, Recording, robot_document, xacro_document
from urdf_ls.text import cancel

pytestmark = pytest.mark.slow     # (a 10,000-link robot)

N = 10000


# the longest stretch without a check, measured: 15-36 ms (formatting's gaps of the root's 20,000 children
# before the walk, folding's sort of 60,000 ranges after it); the bound is generous for a loaded 2-core
# machine and far below the 0.3-1.4 s the longest of these features take on this robot
BOUND = 0.25


@pytest.fixture(scope="module")
def robot():
    return robot_document(N)


@pytest.fixture(scope="module")
def xacro_robot():
    return xacro_document(N)


def longest_stretch(feature, robot, xacro_robot):
    """(seconds of the longest stretch without a check, including the start and the end; checks made)"""
    token = Recording()
    t0 = time.perf_counter()
    with cancel.running(token):
        feature(robot, xacro_robot)
    times = [t0] + token.times + [time.perf_counter()]
    return max(b - a for a, b in zip(times, times[1:])), len(token.times)


@pytest.mark.parametrize("name", FEATURES)
def test_the_longest_stretch_without_a_check_is_short(name, robot, xacro_robot):
    for _ in range(3):      # a collection or another process can pause any one run; a missing check shows in all
        longest, checks = longest_stretch(FEATURES[name], robot, xacro_robot)
        if longest < BOUND:
            break
    assert checks >= N // 4, "a check per top-level element"
    assert longest < BOUND, "%.0f ms without a check in %s" % (longest * 1000, name)
