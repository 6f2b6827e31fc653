"""Mesh and texture files: package:// and relative references must point at existing files, found the way
their loaders find them (issue #41): a relative path from the URDF's folder (pybullet, MuJoCo, Drake,
yourdfpy, Isaac) or from the package root (a package's own loader, a script run there); package:// from a
package, or from a plain folder of that name next to the file (pybullet, yourdfpy).  Where only some loaders
find the file the diagnostic is information naming which; where none does, a warning.  Several places with
one cause (the meshes of a folder that is not there, one missing package, one unreadable include) are one
diagnostic with the count, the other places as its related information."""
from __future__ import annotations

import os

from ..codes import Code, Diag
from ..workspace.packages import PACKAGE, Packages, package_root, split_package_uri
from .causes import NOT_FOUND, UNRESOLVED, one_per_cause
from .urdf import on_shared_value, on_value
from .contained import guarded


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
            relative = _relative(a.value)
            plain = Packages.in_plain_folder(a.value, path) if a.value.startswith(PACKAGE) else None
            if plain is not None:
                out.append(on_value(el.attr("filename"), Code.PACKAGE_FOLDER_ONLY, "%s is not in package '%s' (%s); "
                           "pybullet and yourdfpy find it in the plain folder %s; ROS tools do not. Write the path "
                           "relative to this file: '%s'" % (a.value, split_package_uri(a.value)[0], p, plain,
                                                             os.path.relpath(plain, os.path.dirname(
                                                                 os.path.abspath(path))))))
                continue
            if ctx.xacro and relative and Packages.in_folder_above(a.value, path) is not None:
                continue    # relative to the URDF generated from this xacro, in a folder above it
            root = _from_package_root(a.value, path) if relative else None
            if root is not None:
                out.append(on_shared_value(el, a, Code.MESH_SOME_LOADERS, "%s is not next to this file but under its "
                           "package root (%s): loaders that resolve relative paths from the package root (the "
                           "package's own, a script run there) find it; pybullet, MuJoCo, Drake and yourdfpy, which "
                           "resolve from the file's folder, do not" % (a.value, root)))
                continue
            out.append(on_shared_value(el, a, Code.MESH_NOT_FOUND, NOT_FOUND + "%s%s" % (p, _hint(
                a.value, path, ctx.xacro and relative))))


def _relative(uri):
    return "://" not in uri and not uri.startswith("/")


def _hint(value, doc_path, from_xacro):
    if from_xacro:
        return " (nor from the folders above, where the URDF generated from this xacro may be)"
    found = Packages.in_folder_above(value, doc_path) if _relative(value) else None
    if found is None:
        return ""
    return " (it is at %s: write '%s')" % (found, os.path.relpath(found, os.path.dirname(os.path.abspath(doc_path))))


def _from_package_root(rel, doc_path):
    """the package root (the folder of the nearest package.xml above the file) when the relative path is found
    from there and the file is not directly in it, else None"""
    root = package_root(doc_path)
    if root is None or root == os.path.dirname(os.path.abspath(doc_path)):
        return None
    return root if Packages.exists_below(root, rel) else None


def _unresolved_package(a, doc_path, problem) -> Diag:
    """package-not-found, or information when the path exists under a plain folder named like the package
    near the file: pybullet and yourdfpy load that, ROS tools (no package.xml) do not"""
    found = Packages.in_plain_folder(a.value, doc_path)
    if found is not None:
        pkg, rel = split_package_uri(a.value)
        relative = os.path.relpath(found, os.path.dirname(os.path.abspath(doc_path)))
        if not rel:
            return on_value(a, Code.PACKAGE_FOLDER_ONLY, "%s names no package, only the file %s: pybullet loads it; "
                            "ROS tools do not. Write the path relative to this file: '%s'" % (a.value, found, relative))
        return on_value(a, Code.PACKAGE_FOLDER_ONLY, "%s resolves to %s only as a plain folder: pybullet and "
                        "yourdfpy load it; ROS tools (RViz, Gazebo, robot_state_publisher) need a package '%s' "
                        "with a package.xml, or the path relative to this file: '%s'" % (a.value, found, pkg, relative))
    return on_value(a, Code.PACKAGE_NOT_FOUND, "%s%s: %s" % (UNRESOLVED, a.value[len(PACKAGE):], problem))


# (the name document.py calls; a failure keeps the diagnostics it was given)
one_per_package = guarded("mesh files", passed_through=lambda diags: diags)(one_per_cause)
