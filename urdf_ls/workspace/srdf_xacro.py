"""The robot name of an SRDF written in xacro (MoveIt configs ship `robot.srdf.xacro`).

Its `<robot name>` is often `$(arg name)`: read as the argument's literal default, as for a xacro URDF.  A
macro file of no robot name (UR's ur_macro.srdf.xacro) describes the robot of the `.srdf.xacro` beside it
that includes it: that file's name is taken, so the literal names in the macro bodies are checked too."""
from __future__ import annotations

import os

from .srdf_target import HEAD_BYTES, robot_name_of

SRDF_SUFFIXES = (".srdf", ".srdf.xacro")
_SIBLINGS = 50      # .srdf.xacro files read at most when looking for a macro file's includer


def is_srdf_path(path) -> bool:
    """MoveIt's semantic description, plain or in xacro"""
    return bool(path) and path.endswith(SRDF_SUFFIXES)


def srdf_robot_name(path, name, head, files) -> str | None:
    """the robot name of the SRDF at path: name is its `<robot name>` as written (None: none), head its text's
    beginning; None when no literal name can be had"""
    if name and "$" not in name:
        return name
    if name:
        return robot_name_of(head)
    if path and path.endswith(".srdf.xacro"):
        return _includer_name(path, files)
    return None


def _includer_name(path, files):
    """the robot name of a sibling .srdf.xacro file that includes this one"""
    folder, base = os.path.split(os.path.abspath(path))
    try:
        siblings = sorted(f for f in os.listdir(folder) if f.endswith(".srdf.xacro") and f != base)
    except OSError:
        return None
    for f in siblings[:_SIBLINGS]:
        raw = files.head(os.path.join(folder, f), HEAD_BYTES)
        if raw is None:
            continue
        head = raw.decode("utf-8", "replace")
        if "/" + base in head or '"' + base in head:
            name = robot_name_of(head)
            if name:
                return name
    return None
