"""Hover on xacro: a directive and its attributes (the vocabulary's table), a macro call with the macro's
signature and where it is defined, a call's parameter with its default and the value the call gives."""
from __future__ import annotations

import os

from ..vocabulary.xacro import parse_params
from ..vocabulary.xacro_docs import DIRECTIVE_DOCS
from .markup import md
from .types import Hover


def xacro_hover(doc, el, off) -> Hover | None:
    """the hover of an xacro: element, or None to leave it to the URDF hover (expressions in values too)"""
    if not el.name.startswith("xacro:"):
        return None
    on_name = el.name_start <= off <= el.name_end or (
        el.close_start is not None and el.close_start <= off <= el.end)
    directive = DIRECTIVE_DOCS.get(el.name[6:])
    if directive is not None:
        return _directive_hover(doc, el, off, directive, on_name)
    macro = doc.xacro_index.macros.get(el.name[6:])
    if on_name:
        return Hover(signature(doc, el.name[6:], macro) if macro is not None else _unknown_macro(el),
                     el.name_start, el.name_end)
    if macro is None:
        return None
    params = {p.name: p for p in parse_params(macro.el.get("params"))}
    for a in el.attrs:
        p = params.get(a.name)
        if p is None:
            if a.name_start <= off <= a.value_end and "$" not in a.value:
                return Hover("`%s` — not a parameter of macro `%s` (xacro stops with an error)" % (
                    a.name, el.name[6:]), a.name_start, a.name_end)
            continue
        if a.name_start <= off <= a.name_end:
            return Hover(_param_doc(el.name[6:], p, a.value), a.name_start, a.name_end)
        if a.value_start <= off <= a.value_end and "$" not in a.value:
            return Hover(_param_doc(el.name[6:], p, a.value), a.value_start, a.value_end)
    return None


def _directive_hover(doc, el, off, directive, on_name):
    if on_name:
        parts = ["**<%s>** (xacro)" % el.name, "", directive.doc]
        if directive.attrs:
            parts += ["", "Attributes:"] + ["- `%s` — %s" % kv for kv in directive.attrs.items()]
        return Hover(md("\n".join(parts)), el.name_start, el.name_end)
    for a in el.attrs:
        if a.name_start <= off <= a.name_end:
            return Hover(md(_attribute_meaning(el, a, directive)), a.name_start, a.name_end)
        if a.value_start <= off <= a.value_end:
            text = _directive_value(doc, el, a)
            if text is None and "$" not in a.value:
                text = _attribute_meaning(el, a, directive)
            return Hover(md(text), a.value_start, a.value_end) if text else None     # (None: an expression's)
    return None


def _attribute_meaning(el, a, directive):
    meaning = directive.attrs.get(a.name)
    if meaning:
        return "**%s** (on <%s>)\n\n%s" % (a.name, el.name, meaning)
    return "`%s` — not an attribute of <%s>; xacro reads only: %s" % (
        a.name, el.name, ", ".join("`%s`" % k for k in directive.attrs) or "none")


def _directive_value(doc, el, a):
    """what a directive's literal value means: a macro's signature, a params list, an include's file"""
    if "$" in a.value and not (el.name == "xacro:include" and a.name == "filename"):
        return None
    if el.name == "xacro:macro" and a.name == "name":
        m = doc.xacro_index.macros.get(a.value)
        return signature(doc, a.value, m) if m is not None and m.el is el else None
    if el.name == "xacro:macro" and a.name == "params":
        return _params_list(parse_params(a.value))
    if el.name == "xacro:include" and a.name == "filename":
        path, reason = doc.workspace.xacro.resolve_include(a.value, doc.path)
        if path is None:
            return None if "$" in a.value else "`%s` — not followed: %s" % (a.value, reason)
        return "includes `%s`%s" % (path, "" if os.path.isfile(path) else " (no such file)")
    return None


def signature(doc, name, macro):
    """the macro's parameters with their defaults, its blocks, and where it is defined"""
    params = parse_params(macro.el.get("params"))
    attrs = "".join(' %s="%s"' % (p.name, p.default if p.has_default and p.default is not None else "…")
                    for p in params if p.kind == "value")
    blocks = ["  <!-- %s%s -->" % ("*" if p.kind == "block" else "**", p.name) for p in params if p.kind != "value"]
    call = "\n".join(["<xacro:%s%s>" % (name, attrs)] + blocks + ["</xacro:%s>" % name]) if blocks else \
        "<xacro:%s%s/>" % (name, attrs)
    parts = ["**macro `%s`** — %s" % (name, _where(doc, macro)), "", "```xml\n%s\n```" % call,
             "", _params_list(params)]
    return "\n".join(parts)


def _params_list(params):
    if not params:
        return "No parameters."
    lines = []
    for p in params:
        if p.kind == "block":
            lines.append("- `*%s` — block: the call's next child element" % p.name)
        elif p.kind == "blocks":
            lines.append("- `**%s` — blocks: the call's remaining child elements" % p.name)
        else:
            lines.append("- `%s` — %s" % (p.name, _default(p)))
    return "Parameters:\n" + "\n".join(lines)


def _default(p):
    if not p.has_default:
        return "required"
    d = p.default or ""
    if d.startswith("^"):
        fallback = d[2:] if d.startswith("^|") else None
        return "the caller's `%s`%s" % (p.name, ", else `%s`" % fallback if fallback is not None else "")
    return "default `%s`" % d if d else "default empty"


def _param_doc(macro_name, p, value):
    return "**%s** — parameter of macro `%s`; %s\n\nthis call: `%s`" % (p.name, macro_name, _default(p), value)


def _where(doc, macro):
    """file:line of the definition ('this file' for the document itself)"""
    a = macro.attr
    if macro.path is None or macro.path == doc.path:
        return "defined in this file, line %d" % (doc.lines.line_of(a.value_start) + 1)
    f = doc.xacro_index.files.get(macro.path)
    line = " line %d" % (f.lines.line_of(a.value_start) + 1) if f is not None else ""
    return "defined in `%s`,%s" % (_shown_path(doc, macro.path), line)


def _shown_path(doc, path):
    """relative to the document's folder when near it, else the whole path"""
    if doc.path:
        rel = os.path.relpath(path, os.path.dirname(doc.path))
        if not rel.startswith(".." + os.sep + ".."):
            return rel
    return path


def _unknown_macro(el):
    return md("**<%s>** — a call of macro `%s`, not found in this file, the files it includes or those that "
              "include it" % (el.name, el.name[6:]))
