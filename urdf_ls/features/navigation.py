"""Go to definition, find references, rename and highlight: from the document's name indexes
(links, joints, materials) and its xacro index (macros, properties, args, macro parameters).
References and rename of xacro names across files: xacro_refs."""
from __future__ import annotations

from dataclasses import dataclass

from ..syntax.nodes import Attr
from ..vocabulary.schema import name_kind
from ..vocabulary.xacro import DOLLAR, EXPR, identifiers, scope_params
from ..workspace.xacro_index import Def
from .types import Edit, Location


@dataclass(frozen=True)
class NameAt:
    kind: str          # link | joint | material | link-or-joint
    name: str
    attr: Attr         # the attribute that holds the name
    is_definition: bool


def name_at(doc, off) -> NameAt | None:
    """the link/joint/material name or reference under the cursor"""
    found = naming_attr_at(doc, off, name_kind)
    return None if found is None else NameAt(found[1][0], found[0].value, found[0], found[1][1])


def naming_attr_at(doc, off, kind_of):
    """(attribute, kind_of(element, its name)) of the attribute under the cursor that names or references
    something, as the vocabulary's kind_of tells; None elsewhere"""
    el = doc.tree.element_at(off)
    for a in (el.attrs if el is not None else ()):
        if a.name_start <= off <= a.value_end:
            nk = kind_of(el, a.name)
            if nk:
                return a, nk
    return None


def _kinds(kind):
    if kind == "link-or-joint":
        return ("link", "joint")
    return (kind,)


def definitions(doc, kind, name):
    """name attributes that define it; for materials top-level definitions win over inline ones"""
    st = doc.state
    out = []
    for k in _kinds(kind):
        out += st.defs[k].get(name, [])
    if kind == "material" and not out:
        out = list(st.inline.get(name, []))
    return sorted(out, key=lambda a: a.name_start)


def occurrences(doc, kind, name):
    """every attribute naming this link/joint/material: (attr, is_definition), in document order"""
    st = doc.state
    kinds = _kinds(kind)
    out = [(a, True) for k in kinds for a in st.defs[k].get(name, [])]
    if kind == "material":
        out += [(a, True) for a in st.inline.get(name, [])]
    ref_kinds = {"material"} if kind == "material" else set(kinds) | {"link-or-joint"}
    for rk in ref_kinds:
        out += [(a, False) for a, _role in st.refs.get((rk, name), ())]
    out.sort(key=lambda x: x[0].name_start)
    return out


def definition(doc, off) -> list[Location]:
    n = name_at(doc, off)
    if n is not None:
        return [Location(None, a.value_start, a.value_end) for a in definitions(doc, n.kind, n.name)]
    if doc.ctx.xacro:
        return xacro_definition(doc, off)
    return []


def references(doc, off, include_declaration=True) -> list[Location]:
    n = name_at(doc, off)
    if n is None:
        return []
    return [Location(None, a.value_start, a.value_end) for a, is_def in occurrences(doc, n.kind, n.name)
            if include_declaration or not is_def]


def rename(doc, off, new_name) -> list[Edit] | None:
    n = name_at(doc, off)
    if n is None:
        return None
    return [Edit(a.value_start, a.value_end, new_name) for a, _ in occurrences(doc, n.kind, n.name)]


# ------------------------------------------------------------------ xacro
def xacro_definition(doc, off) -> list[Location]:
    """macro call -> macro; ${name} -> property or macro parameter; $(arg x) -> xacro:arg"""
    el = doc.tree.element_at(off)
    if el is None:
        return []
    idx = doc.xacro_index
    target = None
    if el.name.startswith("xacro:") and el.name_start <= off <= el.name_end:
        target = idx.macros.get(el.name[6:])
    else:
        target = _expression_target(doc, el, off, idx)
    if target is None:
        return []
    a = target.attr
    if target.path is None or target.path == doc.path:
        return [Location(None, a.value_start, a.value_end)]
    f = idx.files[target.path]
    return [Location(target.path, a.value_start, a.value_end, f.lines)]


def _expression_target(doc, el, off, idx):
    for a in el.attrs:
        if not (a.value_start <= off <= a.value_end and "$" in a.value):
            continue
        rel = off - a.value_start
        for m in EXPR.finditer(a.value):
            for im in identifiers(m.group(1)):
                if m.start(1) + im.start(1) <= rel <= m.start(1) + im.end(1):
                    name = im.group(1)
                    macro = scope_params(el).get(name)      # a parameter shadows a property
                    if macro is not None:
                        return Def("param", name, macro.attr("params"), macro, doc.path)
                    if name in idx.properties:
                        return idx.properties[name]
        for m in DOLLAR.finditer(a.value):
            if m.group(1) == "arg" and m.start() <= rel <= m.end():
                return idx.args.get(m.group(2).strip())
    return None
