"""The robot name of an SRDF written in xacro (MoveIt configs ship `robot.srdf.xacro`).

Its `<robot name>` is often `$(arg name)`: read as the argument's literal default, as for a xacro URDF.  A
macro file of no robot name (UR's ur_macro.srdf.xacro) describes the robot of the `.srdf.xacro` beside it
that includes it: that file's name is taken, so the literal names in the macro bodies are checked too.  With no
name at all, the MoveIt config's package layout may still tell its URDF (description_urdf)."""
from __future__ import annotations

import os
import re

from .packages import package_root
from .srdf_target import HEAD_BYTES, is_urdf_path, robot_name_of

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


_DESCRIPTION_DEP = re.compile(r"<(?:exec_|build_|)depend>\s*([\w-]+_description)\s*</")


def description_urdf(path, packages, files) -> str | None:
    """the URDF by the package layout of a MoveIt config whose SRDF names no robot statically: the config's
    package.xml depends on `<robot>_description`; its urdf/ folder holds one file of the SRDF's stem (ur.srdf.xacro
    -> ur.urdf.xacro), or a single URDF/xacro file.  None unless exactly one file fits"""
    pkg = package_root(path)
    raw = files.head(os.path.join(pkg, "package.xml"), HEAD_BYTES) if pkg else None
    if raw is None:
        return None
    stem = os.path.basename(path).split(".", 1)[0]
    fits = []
    for dep in dict.fromkeys(_DESCRIPTION_DEP.findall(raw.decode("utf-8", "replace"))):
        folder = packages.find(dep, path)
        if not folder:
            continue
        urdf_dir = os.path.join(folder, "urdf")
        try:
            names = sorted(os.listdir(urdf_dir))
        except OSError:
            continue
        urdfs = [os.path.join(urdf_dir, f) for f in names if is_urdf_path(f)]
        same = [p for p in urdfs if os.path.basename(p).split(".", 1)[0] == stem]
        fits += same if same else urdfs if len(urdfs) == 1 else []
    return fits[0] if len(fits) == 1 else None
