"""`.srdf.xacro` documents: the xacro checks are errors exactly where the `xacro` command fails
(the other checks: tests/unit/workspace/test_srdf_xacro.py)."""
import os
import subprocess
import sys

import pytest

from tests.helpers.moveit import SRDF_XACRO, check_codes as _check, moveit_workspace
from tests.helpers.tools import REQUIRE_TOOLS


def _xacro_fails(path):
    exe = os.path.join(os.path.dirname(sys.executable), "xacro")
    if not os.path.exists(exe):
        if REQUIRE_TOOLS:
            pytest.fail("xacro is required (URDF_LS_REQUIRE_TOOLS=1) but not installed")
        pytest.skip("xacro not installed")
    p = subprocess.run([exe, str(path)], capture_output=True, text=True, timeout=60)
    return p.returncode != 0


@pytest.mark.parametrize("broken, code", [
    ("<xacro:armm/>", "xacro-unknown-macro"),
    ('<group name="${prefx}hand"/>', "xacro-undefined-property"),
    ('<xacro:arm prefix="l_" side="left"/>', "xacro-unknown-param"),
])
def test_xacro_errors_are_errors_where_xacro_fails(tmp_path, broken, code):
    root = moveit_workspace(tmp_path)
    path = root / "ur_moveit_config" / "srdf" / "ur.srdf.xacro"
    path.write_text(SRDF_XACRO % "")
    assert not _xacro_fails(path)
    path.write_text(SRDF_XACRO % broken)
    assert [(c, s) for c, s, _ in _check(path)] == [(code, 1)]
    assert _xacro_fails(path)
