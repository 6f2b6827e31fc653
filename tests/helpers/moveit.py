"""The pinned MoveIt configurations and descriptions (tests/data/moveit) in a workspace of a test's own, and a file
of it checked the way `urdf-ls check` reads it."""
import shutil

from tests.helpers.paths import DATA
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace

MOVEIT = DATA / "moveit"


def moveit_workspace(tmp_path):
    """a copy of tests/data/moveit at tmp_path/ws"""
    root = tmp_path / "ws"
    shutil.copytree(MOVEIT, root)
    return root


def session_diagnostics(path, folders=()):
    """the diagnostics of the file opened from disk in a Session of those workspace folders"""
    s = Session(Workspace(folders))
    s.open_file("k", str(path))
    return s.diagnostics("k")


def check_codes(path, folders=()):
    """(code, severity, message) of each diagnostic of the file, checked as the CLI checks it"""
    return [(d.code.value, d.severity, d.message) for d in session_diagnostics(path, folders)]


# a .srdf.xacro whose names are built by xacro (%s: more elements), for the SRDF and xacro checks of both tiers
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
