"""Checks of the root element itself (its children are the chunks the other rules summarise)."""
from __future__ import annotations

import re

from ..codes import Code, Diag
from .urdf import check_unknown, literal, on_name, on_value
from .contained import guarded

# each side of the one '.' as urdfdom reads it (strtol, whole string): leading whitespace, a sign, ASCII digits
_VERSION = re.compile(r"[ \t\n\v\f\r]*([+-]?[0-9]+)\.[ \t\n\v\f\r]*([+-]?[0-9]+)")


@guarded("root element")
def root_checks(ctx, root) -> list[Diag]:
    """checks of the root element itself"""
    out = []
    if root.name != "robot":
        if not ctx.xacro:
            out.append(on_name(root, Code.ROOT_NOT_ROBOT, "The root element must be <robot> (found <%s>)" % root.name))
        return out
    check_unknown(ctx, out, root, children=False)
    if root.get("name") is None and not ctx.xacro:
        out.append(on_name(root, Code.ROBOT_NO_NAME, "<robot> needs a name attribute"))
    va = root.attr("version")
    if va is not None and literal(ctx, va.value):
        m = _VERSION.fullmatch(va.value)
        if not m:
            out.append(on_value(va, Code.ROBOT_VERSION, "version should be in the form x.y (e.g. 1.0)"))
        elif (_integer(m.group(1)), _integer(m.group(2))) != (1, 0):
            out.append(on_value(va, Code.ROBOT_VERSION, "Unsupported URDF version %s: urdfdom only accepts 1.0"
                                % va.value))
    return out


def _integer(digits):
    """the value of [+-]digits, or None past 18 digits (strtol saturates there; int() of 4,300 digits raises)"""
    sign, body = (-1, digits[1:]) if digits[:1] == "-" else (1, digits.lstrip("+"))
    body = body.lstrip("0") or "0"
    return None if len(body) > 18 else sign * int(body)
