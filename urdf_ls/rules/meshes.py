"""Mesh and texture files: package:// and relative references must point at existing files."""
from __future__ import annotations

import os
from urllib.parse import unquote

from ..codes import Code, Diag
from ..workspace.files import is_regular_file
from .urdf import on_value

# how far up from the file pybullet-style resolution is tried (package://pkg/x -> <dir>/pkg/x)
FOLDER_LEVELS = 3


def check_meshes(ctx, node, out):
    if ctx.packages is None or not ctx.path or (node.name != "link" and not ctx.xacro):
        return
    for el in node.iter():
        if el.name not in ("mesh", "texture"):
            continue
        a = el.attr("filename")
        if a is None or not a.value:
            continue
        p, problem = ctx.packages.resolve(a.value, ctx.path)
        if problem:
            out.append(_unresolved_package(a, ctx.path, problem))
        elif p is not None and not os.path.exists(p):
            out.append(on_value(a, Code.MESH_NOT_FOUND, "File not found: %s" % p))


def _unresolved_package(a, doc_path, problem) -> Diag:
    """package-not-found, or information when the path exists under a plain folder named like the package
    next to the file or a few levels up: pybullet and yourdfpy load that, ROS tools (no package.xml) do not"""
    pkg, _, rel = a.value[len("package://"):].partition("/")
    d = os.path.dirname(os.path.abspath(doc_path))
    for _ in range(FOLDER_LEVELS):
        found = os.path.join(d, pkg, unquote(rel))
        if rel and is_regular_file(found):
            return on_value(a, Code.PACKAGE_FOLDER_ONLY, "%s resolves to %s only as a plain folder: pybullet and "
                            "yourdfpy load it; ROS tools (RViz, Gazebo, robot_state_publisher) need a package '%s' "
                            "with a package.xml" % (a.value, found, pkg))
        d = os.path.dirname(d)
    return on_value(a, Code.PACKAGE_NOT_FOUND, "Cannot resolve %s: %s" % (a.value, problem))
