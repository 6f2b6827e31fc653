"""`urdf-ls check` at scale: a controller file of 60,000 unknown joints is checked in linear time (within a
generous bound; the shared line count on 500 joints: tests/unit/cli/test_check.py)."""
import pytest

from tests.helpers.controller_package import unknown_joints_package
from urdf_ls.cli.check import Checker


@pytest.mark.slow
def test_sixty_thousand_unknown_joints_are_checked_in_linear_time(tmp_path):
    from tests.helpers.bounded import bounded
    pkg = unknown_joints_package(tmp_path, 60_000)
    with bounded(15.0):
        checked = Checker([str(pkg)], {}, [], [], "text").checked(str(pkg / "urdf" / "r.urdf"))
    assert checked.count == 60_000 and "controllers.yaml:60003:7: warning: Joint 'u59999'" in checked.rendered
