"""xacro awareness: directives and ${...}/$(...) expressions are understood, never flagged."""
from __future__ import annotations

import re

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


DIRECTIVE_SNIPPETS = {
    "xacro:property": ('xacro:property name="$1" value="$2"/>', "define a property"),
    "xacro:arg": ('xacro:arg name="$1" default="$2"/>', "declare an argument"),
    "xacro:macro": ('xacro:macro name="$1" params="$2">\n\t$0\n</xacro:macro>', "define a macro"),
    "xacro:include": ('xacro:include filename="$1"/>', "include another xacro file"),
    "xacro:if": ('xacro:if value="$1">\n\t$0\n</xacro:if>', "conditional block"),
    "xacro:unless": ('xacro:unless value="$1">\n\t$0\n</xacro:unless>', "negated conditional block"),
    "xacro:insert_block": ('xacro:insert_block name="$1"/>', "insert a block parameter"),
}


def macros(doc):
    out = {}
    for c in doc.tree.middle():
        if c.cache is None:
            continue
        for kind, name, attr, el in c.cache.xacro:
            if kind == "macro":
                out.setdefault(name, el)
    return out


def element_completions(doc, parent):
    items = [(k, body, d) for k, (body, d) in DIRECTIVE_SNIPPETS.items()]
    for name, el in macros(doc).items():
        params = [p for p in (el.get("params") or "").split() if p]
        attrs = []
        i = 1
        for p in params:
            if p.startswith("*"):
                continue
            pn = re.split(r":=|=", p.lstrip("^"), maxsplit=1)[0]
            if ":=" in p or "=" in p:
                continue
            attrs.append('%s="$%d"' % (pn, i))
            i += 1
        items.append(("xacro:" + name, "xacro:%s %s/>" % (name, " ".join(attrs)) if attrs else "xacro:%s/>" % name,
                      "macro"))
    return items


def attr_completions(doc, el):
    name = el.name[len("xacro:"):]
    m = macros(doc).get(name)
    if m is None:
        return []
    out = []
    for p in (m.get("params") or "").split():
        if p.startswith("*"):
            continue
        pn = re.split(r":=|=", p.lstrip("^"), maxsplit=1)[0]
        out.append((pn, "macro parameter"))
    return out


def value_completions(doc, el, a, off):
    return []


def definition(ls, doc, uri, off):
    """go to a xacro macro definition from a call"""
    from lsprotocol import types as T
    el = doc.tree.element_at(off)
    if el is None or not el.name.startswith("xacro:"):
        return None
    m = macros(doc).get(el.name[len("xacro:"):])
    if m is None:
        return None
    a = m.attr("name")
    from .server import rng
    return [T.Location(uri, rng(doc, a.value_start, a.value_end))]
