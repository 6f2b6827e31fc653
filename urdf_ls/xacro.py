"""xacro awareness: directives and ${...}/$(...) expressions are understood, never flagged."""
from __future__ import annotations

from . import analysis as an

DIRECTIVES = {"macro", "property", "arg", "include", "if", "unless", "insert_block", "call", "element",
              "attribute", "eval-comments", "element", "loop"}


def collect(ctx, node, s):
    """check URDF elements nested in xacro blocks of a top-level chunk and gather xacro facts"""
    if not node.name.startswith("xacro:"):
        return
    stack = [node]
    while stack:
        el = stack.pop()
        for c in el.children:
            if c.kind != "element":
                continue
            if c.name.startswith("xacro:"):
                stack.append(c)
            elif c.name == "link":
                an.check_link(ctx, s.diags, c, s)
            elif c.name == "joint":
                an.check_joint(ctx, s.diags, c, s)
            elif c.name == "material":
                an.check_material(ctx, s.diags, c, True)
                a = c.attr("name")
                if a is not None:
                    s.defs.append(("material", a.value, a, c))
        if el.name == "xacro:macro":
            a = el.attr("name")
            if a is not None:
                s.xacro.append(("macro", a.value, a, el))
        elif el.name == "xacro:property":
            a = el.attr("name")
            if a is not None:
                s.xacro.append(("property", a.value, a, el))
        elif el.name == "xacro:arg":
            a = el.attr("name")
            if a is not None:
                s.xacro.append(("arg", a.value, a, el))
