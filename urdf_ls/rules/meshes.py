"""Mesh and texture files: package:// and relative references must point at existing files."""
from __future__ import annotations

from ..codes import Code, Diag
from ..workspace.packages import Packages, split_package_uri
from .urdf import on_shared_value, on_value


FILE_ELEMENTS = frozenset(("mesh", "texture"))


def check_meshes(ctx, node, files, out):
    """files: the <mesh> and <texture> elements of node's subtree, in document order"""
    if ctx.packages is None or not ctx.path or (node.name != "link" and not ctx.xacro):
        return
    packages, path = ctx.packages, ctx.path
    for el in files:
        a = el.shared_attr("filename")
        if a is None or not a.value:
            continue
        p, problem = packages.resolve(a.value, path)
        if problem:
            out.append(_unresolved_package(el.attr("filename"), path, problem))
        elif p is not None and not packages.exists(p):
            out.append(on_shared_value(el, a, Code.MESH_NOT_FOUND, "File not found: %s" % p))


def _unresolved_package(a, doc_path, problem) -> Diag:
    """package-not-found, or information when the path exists under a plain folder named like the package
    near the file: pybullet and yourdfpy load that, ROS tools (no package.xml) do not"""
    found = Packages.in_plain_folder(a.value, doc_path)
    if found is not None:
        return on_value(a, Code.PACKAGE_FOLDER_ONLY, "%s resolves to %s only as a plain folder: pybullet and "
                        "yourdfpy load it; ROS tools (RViz, Gazebo, robot_state_publisher) need a package '%s' "
                        "with a package.xml" % (a.value, found, split_package_uri(a.value)[0]))
    return on_value(a, Code.PACKAGE_NOT_FOUND, "Cannot resolve %s: %s" % (a.value, problem))
