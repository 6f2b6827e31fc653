"""Cooperative cancellation (urdf_ls/text/cancel.py) in the features' long loops: every feature that walks the
whole document stops at the check where it sees a cancel. On a 1,000-link robot; how long the stretches between
checks are on a 10,000-link one: tests/e2e/test_cancel_latency.py."""
import pytest

from tests.helpers.cancel_cases import FEATURES, Recording, robot_document, xacro_document
from urdf_ls.text import cancel

N = 1000


@pytest.fixture(scope="module")
def robot():
    return robot_document(N)


@pytest.fixture(scope="module")
def xacro_robot():
    return xacro_document(N)


@pytest.mark.parametrize("name", FEATURES)
def test_a_cancel_stops_the_feature_at_the_next_check(name, robot, xacro_robot):
    token = Recording(stop_at=N // 8)
    with cancel.running(token), pytest.raises(cancel.Cancelled):
        FEATURES[name](robot, xacro_robot)
    assert len(token.times) == N // 8
    cancel.check()      # outside the request: never cancelled
