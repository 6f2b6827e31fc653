"""What a macro's body certainly fails on in xacro, told at its call (issue #41): a library of macros is
checked with Warnings only (its macros may never be called), so `${1/0}` or an unknown macro in the body of
a macro defined in an included file gave no Error where xacro fails: the call that expands it."""
from __future__ import annotations

import os

from ..codes import Code
from ..vocabulary.xacro import EXPR
from ..vocabulary.xacro_static import ELEMENTS, compile_problem, keeps, literal_failure


def body_failure(m, idx):
    """(code, why) of the first element of macro m's body that xacro certainly fails on whenever the macro is
    expanded (outside conditions it cannot decide and nested macros), or None; computed once per index"""
    key = ("body-failure", m.name)
    if key not in idx.memo:
        idx.memo[key] = _first_failure(m.el, idx)
    found = idx.memo[key]
    if found is None:
        return None
    code, why = found
    return code, "%s (in %s)" % (why, "this file" if m.path is None else os.path.basename(m.path))


def _first_failure(macro_el, idx):
    stack = [c for c in reversed(macro_el.children) if c.kind == "element"]
    while stack:
        el = stack.pop()
        name = el.name
        if name == "xacro:macro" or ((name == "xacro:if" or name == "xacro:unless") and keeps(el) is not True):
            continue
        if name.startswith("xacro:") and name[6:] not in ELEMENTS and idx.complete and name[6:] not in idx.macros \
                and not idx.computed_names:
            return Code.XACRO_UNKNOWN_MACRO, "its body calls '%s', a macro defined nowhere" % name[6:]
        for a in el.attrs:
            why = _expression_failure(a.value)
            if why:
                return Code.XACRO_BAD_EXPRESSION, "its body has %s" % why
        stack += [c for c in reversed(el.children) if c.kind == "element"]
    return None


def _expression_failure(value):
    if "${" not in value:
        return None
    for m in EXPR.finditer(value):
        expr = m.group(1)
        if "$" in expr:
            continue
        tree, why = compile_problem(expr)
        if tree is None:
            if why:
                return "${%s}, which xacro cannot evaluate (%s)" % (expr, why)
            continue
        why = literal_failure(tree)
        if why:
            return "${%s}, which fails (%s)" % (expr, why)
    return None
