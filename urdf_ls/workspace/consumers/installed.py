"""Which consumers are installed where urdf-ls runs, and what to install for the ones that are not.

Only a look for the module or program: nothing is imported (importing pydrake takes seconds)."""
from __future__ import annotations

import importlib.util
import shutil

# target name -> (what urdf-ls runs, how to install it)
CONSUMERS = {
    "mujoco": ("MuJoCo (the mujoco Python package)", "pip install mujoco  (or: pip install 'urdf-ls[mujoco]')"),
    "pybullet": ("pybullet", "pip install pybullet  (or: pip install 'urdf-ls[pybullet]')"),
    "drake": ("Drake (pydrake)", "pip install drake  (or: pip install 'urdf-ls[drake]')"),
    "gazebo": ("sdformat (gz sdf -p, or ign sdf -p)", "install Gazebo's command line tool: apt install gz-tools2 "
               "libsdformat14 (gz sdf), or Ignition's ign-tools with libsdformat12 (ign sdf)"),
}
_MODULES = {"mujoco": "mujoco", "pybullet": "pybullet", "drake": "pydrake"}
SDF_PROGRAMS = ("gz", "ign")


def runnable(target) -> bool:
    """whether the real consumer of a target can be run here"""
    if target == "gazebo":
        return sdf_program() is not None
    module = _MODULES.get(target)
    if module is None:
        return False
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def sdf_program():
    """the path of `gz` or `ign` (whose `sdf -p` converts URDF to SDF through libsdformat), or None"""
    for name in SDF_PROGRAMS:
        path = shutil.which(name)
        if path is not None:
            return path
    return None


def consumer_name(target) -> str:
    return CONSUMERS[target][0] if target in CONSUMERS else target


def install_hint(target) -> str:
    return CONSUMERS[target][1] if target in CONSUMERS else ""
