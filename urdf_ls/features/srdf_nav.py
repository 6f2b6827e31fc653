"""SRDF documents in the editor: completion, hover, definition, references and rename of the links and joints
they name (in the robot's URDF) and of their groups; and, from a URDF, the SRDF files that name its links and
joints, so that references and rename reach them."""
from __future__ import annotations

import os
import re

from ..rules.srdf import srdf_index
from ..rules.srdf_document import find_urdf, indexed, robot_of
from ..text.cancel import check
from ..vocabulary.srdf import GROUP, JOINT, LINK, TEXT, XACRO_BLOCKS, children_of, element, name_kind, srdf_parent
from ..workspace.srdf_target import search_roots
from ..workspace.srdf_xacro import is_srdf_path
from .navigation import naming_attr_at
from .new_names import in_attribute
from .types import CompletionItem, Edit, Hover, ItemKind, Location, Symbol, SymbolKind

SRDF_SCAN_FILES, SRDF_SCAN_DIRS = 500, 5000


class SrdfName:
    __slots__ = ("kind", "name", "attr", "is_definition")

    def __init__(self, kind, name, attr, is_definition):
        self.kind, self.name, self.attr, self.is_definition = kind, name, attr, is_definition


def name_at(doc, off) -> SrdfName | None:
    found = naming_attr_at(doc, off, name_kind)
    return None if found is None else SrdfName(found[1][0], found[0].value.strip(), found[0], found[1][1])


def _urdf_doc(path, ws, open_docs):
    """the URDF file as a Document (an open one's unsaved text wins)"""
    doc = (open_docs or {}).get(path)
    if doc is not None:
        return doc
    parsed = ws.files.get(path)
    if parsed is None:
        return None
    from ..document.document import Document
    return Document(parsed.text, path, ws)


def _urdf_definitions(urdf, kind, name):
    return sorted(urdf.state.defs[kind].get(name, []), key=lambda a: a.name_start) if urdf is not None else []


def srdf_occurrences(tree, kind, name):
    """(attr, is definition) of the SRDF naming this link, joint or group"""
    idx = srdf_index(tree)
    out = [(a, False) for k, a, _el, _p in idx.refs if k == kind and a.value.strip() == name]
    if kind == GROUP and name in idx.groups:
        out.append((idx.groups[name], True))
    if kind == JOINT and name in idx.virtual:
        out.append((idx.virtual[name], True))
    return sorted(out, key=lambda x: x[0].name_start)


# ------------------------------------------------------------------ from an SRDF document
def definition(doc, off, open_docs=None) -> list[Location]:
    n = name_at(doc, off)
    if n is None:
        return []
    if n.kind == GROUP or (n.kind == JOINT and n.name in srdf_index(doc.tree).virtual):
        return [Location(None, a.value_start, a.value_end) for a, is_def in srdf_occurrences(doc.tree, n.kind, n.name)
                if is_def]
    _idx, found, _names = robot_of(doc)
    if found.path is None:
        return []
    urdf = _urdf_doc(found.path, doc.workspace, open_docs)
    return [Location(found.path, a.value_start, a.value_end, urdf.lines)
            for a in _urdf_definitions(urdf, n.kind, n.name)]


def _files_of_name(doc, n, open_docs):
    """[(path or None, lines, [(attr, is_def)])] of every file naming the SRDF name n (this document: None)"""
    files = [(None, doc.lines, srdf_occurrences(doc.tree, n.kind, n.name))]
    virtual = n.kind == JOINT and n.name in srdf_index(doc.tree).virtual
    if n.kind in (LINK, JOINT) and not virtual:
        _idx, found, _names = robot_of(doc)
        if found.path is not None:
            urdf = _urdf_doc(found.path, doc.workspace, open_docs)
            if urdf is not None:
                from .navigation import occurrences
                files.append((found.path, urdf.lines, occurrences(urdf, n.kind, n.name)))
                files += _other_srdfs(found.path, doc.workspace, open_docs, n.kind, n.name, doc.path)
    return files


def references(doc, off, open_docs=None, include_declaration=True) -> list[Location] | None:
    n = name_at(doc, off)
    if n is None:
        return None
    return [Location(path, a.value_start, a.value_end, lines if path else None)
            for path, lines, found in _files_of_name(doc, n, open_docs) for a, is_def in found
            if include_declaration or not is_def]


def rename(doc, off, new_name, open_docs=None) -> list[tuple] | None:
    """[(path or None, LineIndex, [Edit])]"""
    n = name_at(doc, off)
    if n is None:
        return None
    return [(path, lines, [Edit(a.value_start, a.value_end, in_attribute(lines.text if path else doc.text, a, new_name))
                           for a, _ in found])
            for path, lines, found in _files_of_name(doc, n, open_docs) if found]


# ------------------------------------------------------------------ from a URDF document
def _srdf_files(urdf_path, ws, open_docs):
    """(path, tree, lines, text_of) of the .srdf and .srdf.xacro files around the URDF: open ones first, then the
    disk (bounded walk)"""
    seen = set()
    for path, d in (open_docs or {}).items():
        if is_srdf_path(path):
            seen.add(os.path.abspath(path))
            yield path, d.tree, d.lines, (lambda d=d: d.text)
    for root in search_roots(urdf_path, ws.folders):
        for p in ws.listings.files(root, "srdf", is_srdf_path, SRDF_SCAN_DIRS, SRDF_SCAN_FILES):
            if os.path.abspath(p) in seen:
                continue
            seen.add(os.path.abspath(p))
            check()
            parsed = ws.files.get(p)
            if parsed is not None:
                yield p, parsed.tree, parsed.lines, (lambda parsed=parsed: parsed.text)


def _other_srdfs(urdf_path, ws, open_docs, kind, name, skip=None):
    """[(path, lines, [(attr, False)])] of the SRDF files whose robot is this URDF and that name it"""
    out = []
    target = os.path.abspath(urdf_path)
    for path, tree, lines, text_of in _srdf_files(urdf_path, ws, open_docs):
        if skip and os.path.abspath(path) == os.path.abspath(skip):
            continue
        idx = indexed(path, tree, text_of, ws)
        found = find_urdf(path, idx, ws)
        if found.path is None or os.path.abspath(found.path) != target:
            continue
        uses = [(a, False) for k, a, _el, _p in idx.refs if k == kind and a.value.strip() == name]
        if uses:
            out.append((path, lines, uses))
    return out


def urdf_uses(doc, kind, name, open_docs=None) -> list[tuple]:
    """[(path, lines, [(attr, False)])] of the SRDF files naming the URDF document's link or joint"""
    if not doc.path or kind not in (LINK, JOINT, "link-or-joint"):
        return []
    kinds = (LINK, JOINT) if kind == "link-or-joint" else (kind,)
    return [f for k in kinds for f in _other_srdfs(doc.path, doc.workspace, open_docs, k, name)]


# ------------------------------------------------------------------ completion and hover
def completion(doc, off) -> list[CompletionItem]:
    el = doc.tree.element_at(off)
    for a in (el.attrs if el is not None else ()):
        if a.value_start <= off <= a.value_end and a.value_end > a.name_end:
            nk = name_kind(el, a.name)
            if nk is None or nk[1]:
                return []
            idx, _found, names = robot_of(doc)
            if nk[0] == GROUP:
                options = list(idx.groups)
            elif names is None:
                return []
            elif nk[0] == LINK:
                options = list(names.links)
            else:
                options = list(names.joints) + list(idx.virtual)
            return [CompletionItem(o, ItemKind.VALUE, o, o, a.value_start, a.value_end, nk[0]) for o in options]
    return _element_items(doc, off)


def _element_items(doc, off):
    """after `<` (and a typed prefix) inside an SRDF element: the elements srdfdom reads there, with their required
    attributes"""
    text = doc.text
    lt = text.rfind("<", max(0, off - 64), off)
    if lt < 0 or not re.fullmatch(r"<[A-Za-z_]*", text[lt:off]):
        return []
    parent = doc.tree.element_at(lt - 1) if lt > 0 else None
    if parent is None:
        return []
    where = srdf_parent(parent) if parent.name in XACRO_BLOCKS else parent.name
    out = []
    for c in children_of(where):
        spec = element(where, c)
        required = [k for k, (req, _kind, _what) in spec.attrs.items() if req]
        snippet = "<%s %s/>" % (c, " ".join('%s="$%d"' % (k, i + 1) for i, k in enumerate(required)))
        plain = "<%s %s/>" % (c, " ".join('%s=""' % k for k in required))
        out.append(CompletionItem(c, ItemKind.ELEMENT, snippet.replace(" />", "/>"), plain.replace(" />", "/>"),
                                  lt, off, "SRDF element", spec.doc, filter_text="<" + c))
    return out


def hover(doc, off) -> Hover | None:
    el = doc.tree.element_at(off)
    if el is None:
        return None
    spec = element(srdf_parent(el), el.name)
    if spec is None:
        return None
    if el.name_start <= off <= el.name_end:
        attrs = "".join("\n- `%s`%s: %s" % (k, " (required)" if req else "", what)
                        for k, (req, _kind, what) in spec.attrs.items())
        return Hover("**<%s>** (SRDF)\n\n%s\n%s" % (el.name, spec.doc, attrs), el.name_start, el.name_end)
    for a in el.attrs:
        if not (a.name_start <= off <= a.value_end):
            continue
        req, kind, what = spec.attrs.get(a.name, (False, TEXT, "not an attribute srdfdom reads"))
        text = "`%s`: %s" % (a.name, what)
        if kind in (LINK, JOINT) and a.value_start <= off:
            text += _urdf_fact(doc, kind, a.value.strip())
        return Hover(text, a.name_start, a.value_end)
    return None


def _urdf_fact(doc, kind, name):
    idx, found, names = robot_of(doc)
    if kind == JOINT and name in idx.virtual:
        return "\n\n`%s` is a virtual joint of this SRDF." % name
    if names is None:
        return "\n\n(the robot's URDF was not found)"
    table = names.links if kind == LINK else names.joints
    hit = table.get(name)
    if hit is None:
        return "\n\nNot a %s of %s." % (kind, os.path.basename(found.path))
    path, attr, lines = hit
    line = lines.position(attr.value_start, "utf-32")[0] + 1
    detail = ""
    if kind == JOINT:
        parent, child = names.child_of.get(name, ("", ""))
        detail = " (%s → %s)" % (parent, child)
    return "\n\n%s `%s` of %s, line %d%s." % (kind.capitalize(), name, os.path.basename(path), line, detail)


# ------------------------------------------------------------------ outline
_OUTLINE = {"group": SymbolKind.OTHER, "group_state": SymbolKind.OTHER, "end_effector": SymbolKind.OTHER,
            "virtual_joint": SymbolKind.JOINT, "passive_joint": SymbolKind.JOINT}


def symbols(doc) -> list[Symbol]:
    """the SRDF's outline: robot > groups (their links, joints, chains, subgroups), states, end effectors, virtual
    and passive joints; collision pairs are left out (hundreds of them, named by links)"""
    root = doc.tree.root
    if root is None:
        return []
    top = []
    for el in root.children:
        if getattr(el, "kind", "") != "element" or el.name not in _OUTLINE:
            continue
        check()
        s = _symbol(el, _OUTLINE[el.name], el.name.replace("_", " "))
        if el.name == "group":
            s.children = [_symbol(c, SymbolKind.LINK if c.name in ("link", "chain") else SymbolKind.JOINT
                                  if c.name == "joint" else SymbolKind.OTHER, c.name)
                          for c in el.children if getattr(c, "kind", "") == "element"]
        top.append(s)
    return [Symbol(root.get("name") or "robot", "SRDF", SymbolKind.ROBOT, root.start, root.end, root.name_start,
                   root.name_end, top)]


def _symbol(el, kind, detail):
    a = el.attr("name") or el.attr("tip_link")
    start, end = el.span
    if a is None or a.value_end <= a.value_start:
        return Symbol("<%s>" % el.name, detail, kind, start, end, el.name_start, el.name_end)
    name = a.value if el.name != "chain" else "%s → %s" % (el.get("base_link", "?"), a.value)
    return Symbol(name, detail, kind, start, end, a.value_start, a.value_end)
