"""Mesh and texture files: package:// and relative references must point at existing files."""
from __future__ import annotations

import os

from ..codes import Code, Diag
from ..workspace.packages import PACKAGE, Packages, split_package_uri
from .urdf import on_shared_value, on_value
from .contained import guarded


FILE_ELEMENTS = frozenset(("mesh", "texture"))
_UNRESOLVED = "Cannot resolve " + PACKAGE     # how a package-not-found message starts, the package next


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
            above = ctx.xacro and _relative(a.value)
            if above and Packages.in_folder_above(a.value, path) is not None:
                continue    # relative to the URDF generated from this xacro, in a folder above it
            out.append(on_shared_value(el, a, Code.MESH_NOT_FOUND, "File not found: %s%s" % (
                p, " (nor from the folders above, where the URDF generated from this xacro may be)" if above else "")))


def _relative(uri):
    return "://" not in uri and not uri.startswith("/")


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
    return on_value(a, Code.PACKAGE_NOT_FOUND, "%s%s: %s" % (_UNRESOLVED, a.value[len(PACKAGE):], problem))


@guarded("mesh files", passed_through=lambda diags: diags)
def one_per_package(diags) -> list[Diag]:
    """package-not-found on the first reference to each missing package only, saying how many more there are: a
    package not installed where the file is checked is one fact, not one per mesh"""
    first, more = {}, {}
    for d in diags:
        if d.code == Code.PACKAGE_NOT_FOUND and d.message.startswith(_UNRESOLVED):
            pkg = d.message[len(_UNRESOLVED):].split("/", 1)[0].split(":", 1)[0]
            if pkg in first:
                more[pkg] += 1
            else:
                first[pkg], more[pkg] = d, 0
    if not any(more.values()):
        return diags
    keep = {id(d): pkg for pkg, d in first.items()}
    out = []
    for d in diags:
        if d.code != Code.PACKAGE_NOT_FOUND or not d.message.startswith(_UNRESOLVED):
            out.append(d)
            continue
        pkg = keep.get(id(d))
        if pkg is None:
            continue
        n = more[pkg]
        out.append(d.with_severity(d.severity, "%s; %d more reference%s to it in this file not listed" % (
            d.message, n, "s" if n > 1 else "")) if n else d)
    return out
