"""pybullet's URDF importer, predicted from the file where pybullet is not installed (measured against
pybullet 3.2.7 by scripts/consumer_agreement.py): it looks for each mesh, visual and collision, as
UrdfFindMeshFile does (package:// and model:// dropped, then the path under every folder of the URDF's own
path, from the deepest), and refuses the whole robot when one is not found or has an extension it does not
read (.dae, .stl, .obj, .cdf).  The folders of its working directory that it also tries are not known
here.  One diagnostic per cause, the other places as related locations."""
from __future__ import annotations

import os

from ...codes import Code
from .mesh_causes import mesh_filenames, one_per_cause

READS = (".dae", ".stl", ".obj", ".cdf")
DROPPED = ("package://", "model://")


def pybullet_meshes(root, ctx) -> list:
    path, packages = getattr(ctx, "path", None), getattr(ctx, "packages", None)
    return one_per_cause((_cause(a.value, path, packages), a) for _kind, a in mesh_filenames(root))


def _cause(filename, path, packages):
    if len(filename) <= 4 or filename[-4:].lower() not in READS:
        return Code.PYBULLET_MESH_MISSING, "extension", "pybullet: pybullet refuses the robot: it reads .dae, " \
            ".stl, .obj and .cdf meshes, not '%s'" % filename.rsplit("/", 1)[-1]
    if not path or packages is None:
        return None
    fn = next((filename[len(p):] for p in DROPPED if filename.startswith(p)), filename)
    if fn.startswith("file://"):
        fn = fn[len("file://"):]
    if os.path.isabs(fn):
        return None if packages.exists(fn) else (Code.PYBULLET_MESH_MISSING, "missing", _missing(filename, fn))
    folder = os.path.dirname(os.path.abspath(path))
    while True:
        if packages.exists(os.path.join(folder, fn)):
            return None
        up = os.path.dirname(folder)
        if up == folder:
            break
        folder = up
    return Code.PYBULLET_MESH_MISSING, "missing", _missing(filename, fn)


def _missing(filename, fn):
    return "pybullet: pybullet refuses the robot: it finds '%s' in no folder of the URDF's path (it looks for " \
           "'%s' under each of them, package:// dropped)" % (filename, fn)
