"""Mesh and texture files: package:// and relative references must point at existing files."""
from __future__ import annotations

import os

from ..codes import Code
from .urdf import on_value


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
            out.append(on_value(a, Code.PACKAGE_NOT_FOUND, "Cannot resolve %s: %s" % (a.value, problem)))
        elif p is not None and not os.path.exists(p):
            out.append(on_value(a, Code.MESH_NOT_FOUND, "File not found: %s" % p))
