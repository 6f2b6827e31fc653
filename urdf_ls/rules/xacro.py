"""xacro rules (warnings only; nothing is evaluated): unknown macros, missing or unknown macro
parameters and blocks, undefined properties and args.  Unknown-name checks run only when every
include could be followed (the index is complete)."""
from __future__ import annotations

from ..codes import Code, Diag, FixData
from ..vocabulary.suggest import suggestion
from ..vocabulary.xacro import BUILTINS, DIRECTIVES, DOLLAR, EXPR, enclosing, identifiers, parse_params, scope_params
from .urdf import on_attr_name, on_name, on_value


def diagnostics(tree, idx):
    out = []
    if tree.root is None:
        return out
    for a, reason in idx.unresolved:
        out.append(on_value(a, Code.XACRO_INCLUDE_UNRESOLVED, "Cannot follow include (%s); macros and properties "
                            "from it are unknown, so unknown-name checks are off" % reason))
    library = tree.root.get("name") is None   # a file of macros included elsewhere
    for el in tree.root.iter():
        if el.name.startswith("xacro:") and el.name[6:] not in DIRECTIVES:
            check_call(el, idx, out)
        if idx.complete and not (library and next(enclosing(el, ("xacro:macro",)), None) is not None):
            # (inside a library's macros names resolve in the caller's scope, unknown here)
            check_expressions(el, idx, out)
    return out


def check_call(el, idx, out):
    name = el.name[6:]
    m = idx.macros.get(name)
    if m is None:
        if idx.complete:
            hint, sugg = suggestion(name, idx.macros)
            out.append(on_name(el, Code.XACRO_UNKNOWN_MACRO, "Unknown xacro macro '%s'%s" % (name, hint),
                               FixData(suggest=sugg) if sugg else None))
        return
    params = parse_params(m.el.get("params"))
    given = {a.name for a in el.attrs}
    for p in params:
        if p.kind == "value" and not p.has_default and p.name not in given:
            out.append(on_name(el, Code.XACRO_MISSING_PARAM, "Macro '%s' needs parameter '%s'" % (name, p.name)))
    blocks = sum(1 for p in params if p.kind == "block")
    given_blocks = sum(1 for c in el.children if c.kind == "element")
    if blocks > given_blocks and not any(p.kind == "blocks" for p in params):
        out.append(on_name(el, Code.XACRO_MISSING_PARAM, "Macro '%s' takes %d block%s (%s) but gets %d" % (
            name, blocks, "s" if blocks > 1 else "", ", ".join("*" + p.name for p in params if p.kind == "block"),
            given_blocks)))
    names = {p.name for p in params if p.kind == "value"}
    for a in el.attrs:
        if a.name not in names and not a.name.startswith("xmlns"):
            hint, sugg = suggestion(a.name, names)
            out.append(on_attr_name(a, Code.XACRO_UNKNOWN_PARAM, "Macro '%s' has no parameter '%s'%s" % (
                name, a.name, hint), FixData(suggest=sugg) if sugg else None))


def check_expressions(el, idx, out):
    scope = None
    for a in el.attrs:
        if "$" not in a.value:
            continue
        for m in EXPR.finditer(a.value):
            for im in identifiers(m.group(1)):
                name = im.group(1)
                if name in BUILTINS or name in idx.properties:
                    continue
                if scope is None:
                    scope = scope_params(el)
                if name not in scope:
                    s = a._vs + m.start(1) + im.start(1)
                    out.append(Diag(a.c, s, s + len(name), Code.XACRO_UNDEFINED_PROPERTY,
                                    "Property '%s' is not defined" % name))
        for m in DOLLAR.finditer(a.value):
            name = m.group(2).strip()
            if m.group(1) == "arg" and name and name not in idx.args:
                s = a._vs + m.start(2)
                out.append(Diag(a.c, s, s + len(name), Code.XACRO_UNDEFINED_ARG,
                                "Argument '%s' is not declared with <xacro:arg>" % name))
