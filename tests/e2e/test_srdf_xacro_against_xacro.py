"""`.srdf.xacro` documents: the xacro checks are errors exactly where the `xacro` command fails
(the other checks: tests/unit/workspace/test_srdf_xacro.py)."""
import os
import subprocess
import sys

import pytest

from tests.helpers.moveit import moveit_workspace, session_diagnostics
from tests.helpers.tools import REQUIRE_TOOLS


def _check(path, folders=()):
    return [(d.code.value, d.severity, d.message) for d in session_diagnostics(path, folders)]


SRDF_XACRO = """<?xml version="1.0"?>
<robot xmlns:xacro="http://wiki.ros.org/xacro" name="ur">
  <xacro:property name="prefix" value=""/>
  <xacro:macro name="arm" params="prefix">
    <group name="${prefix}arm"><chain base_link="${prefix}base_link" tip_link="${prefix}tool0"/></group>
    <group_state name="home" group="${prefix}arm"><joint name="${prefix}elbow_joint" value="${pi/2}"/></group_state>
    <virtual_joint name="${prefix}world" type="${'fixed'}" parent_frame="world" child_link="${prefix}base_link"/>
    <end_effector name="tip" parent_link="${prefix}tool0" group="${prefix}arm"/>
    <disable_collisions link1="${prefix}base_link" link2="shoulder_link" reason="Adjacent"/>
  </xacro:macro>
  <xacro:arm prefix="${prefix}"/>
  <passive_joint name="${prefix}wrist_3_joint"/>
  %s
</robot>
"""


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
