"""References and rename of xacro macros, properties, args and macro parameters, across files.

A global name (a macro, a property defined outside any macro, an arg) is one variable over the include
graph: every file whose xacro index reaches the defining file (it includes it, directly, through
$(find pkg) or as a sibling under a common includer) uses the same definition.  The files searched are the
open documents (their unsaved text), the document's include graph and the workspace's xacro files that
mention the name (read through the bounded FileCache); rename edits only those inside the workspace
folders.  A macro parameter, and a property defined inside a macro, is local: only the uses inside that
macro (not rebound by an inner macro) are its."""
from __future__ import annotations

import os
import re
from dataclasses import dataclass

from ..text.cancel import check
from ..vocabulary.xacro import DIRECTIVES, DOLLAR, EXPR, enclosing, identifiers
from ..workspace.files import workspace_files
from .types import Edit, Location

MAX_FILES = 300          # files indexed to answer one request (those that mention the name)
_PARAM_TOKEN = re.compile(r"""(?:[^\s'"]+|'[^']*'|"[^"]*")+""")
_VALID = {"macro": re.compile(r"[A-Za-z_][\w-]*"), "arg": re.compile(r"[A-Za-z_][\w-]*"),
          "property": re.compile(r"[A-Za-z_]\w*")}
NAME_RULES = {"macro": "a letter or '_', then letters, digits, '_' or '-'",
              "arg": "a letter or '_', then letters, digits, '_' or '-'",
              "property": "a letter or '_', then letters, digits or '_' (it is read in ${...} expressions)"}
_LOCAL_SCOPES = ("global", "parent")   # <xacro:property scope=...> that escape the macro


@dataclass(frozen=True)
class XacroName:
    kind: str            # macro | property | arg
    name: str            # the bare name (a macro's name without the ns prefix of its call)
    start: int           # the span of the name under the cursor
    end: int
    def_path: str | None     # the file defining it (None: unknown, or the unsaved document itself)
    scope: object = None     # the macro element binding a local name (parameter or local property)


# ------------------------------------------------------------------ what is under the cursor
def xacro_name_at(doc, off) -> XacroName | None:
    if not doc.ctx.xacro:
        return None
    el = doc.tree.element_at(off)
    if el is None:
        return None
    return _macro_at(doc, el, off) or _attr_name_at(doc, el, off) or _text_name_at(doc, el, off)


def _macro_at(doc, el, off):
    for s, e in _tag_name_spans(el):
        if s <= off <= e and el.name[6:] not in DIRECTIVES:
            key = el.name[6:]
            d = doc.xacro_index.macros.get(key)
            bare = key.rsplit(".", 1)[-1]
            return XacroName("macro", bare, e - len(bare), e, _def_path(doc, d))
    return None


def _tag_name_spans(el):
    """the start and close tag names of a macro call, after 'xacro:'"""
    if not el.name.startswith("xacro:"):
        return []
    spans = [(el.name_start + 6, el.name_end)]
    if el.close_start is not None and not el.self_closing:
        spans.append((el.close_start + 8, el.close_start + 2 + len(el.name)))
    return spans


def _attr_name_at(doc, el, off):
    for a in el.attrs:
        if not (a.value_start <= off <= a.value_end) or a.raw != a.value:
            continue
        rel = off - a.value_start
        if el.name == "xacro:macro" and a.name == "name":
            return XacroName("macro", a.value, a.value_start, a.value_end, doc.path)
        if el.name == "xacro:macro" and a.name == "params":
            for s, e, name in _param_spans(a):
                if s <= off <= e:
                    return XacroName("property", name, s, e, doc.path, el)
        if el.name == "xacro:call" and a.name == "macro" and "$" not in a.value:
            bare = a.value.rsplit(".", 1)[-1]
            d = doc.xacro_index.macros.get(a.value)
            return XacroName("macro", bare, a.value_end - len(bare), a.value_end, _def_path(doc, d))
        if el.name == "xacro:arg" and a.name == "name":
            return XacroName("arg", a.value, a.value_start, a.value_end, doc.path)
        if el.name == "xacro:insert_block" and a.name == "name":
            scope = _binder(el, a.value)          # a block parameter (*name) of the macro around it
            return XacroName("property", a.value, a.value_start, a.value_end, doc.path, scope) if scope else None
        if el.name == "xacro:property" and a.name == "name":
            scope = _binder(el.parent, a.value) if _is_local(el) else None
            return XacroName("property", a.value, a.value_start, a.value_end, doc.path, scope)
        for m in DOLLAR.finditer(a.value):
            if m.group(1) == "arg" and m.start() <= rel <= m.end():
                name = m.group(2).strip()
                s = a.value_start + m.start(2)
                return XacroName("arg", name, s, s + len(name), _def_path(doc, doc.xacro_index.args.get(name)))
        for s, e, name in _expression_names(a):
            if s <= off <= e:
                return _property_use(doc, el, name, s, e)
    return None


def _text_name_at(doc, el, off):
    for s, e, name in _text_expression_names(el):
        if s <= off <= e:
            return _property_use(doc, el, name, s, e)
    return None


def _property_use(doc, el, name, s, e):
    """the property a ${...} in `el` reads: a macro's parameter or local property, else a global one"""
    scope = _binder(el, name)
    if scope is None and name not in doc.xacro_index.properties:
        return None      # a builtin, or nothing known
    d = None if scope is not None else doc.xacro_index.properties.get(name)
    return XacroName("property", name, s, e, doc.path if scope is not None else _def_path(doc, d), scope)


def _def_path(doc, d):
    if d is None:
        return None
    return d.path or doc.path


# ------------------------------------------------------------------ scopes
def _param_spans(a):
    """(start, end, name) of each parameter name in a macro's params attribute"""
    for m in _PARAM_TOKEN.finditer(a.value):
        tok = m.group(0)
        lead = len(tok) - len(tok.lstrip("*^"))
        name = re.match(r"[\w-]*", tok[lead:]).group(0)
        if name:
            s = a.value_start + m.start() + lead
            yield s, s + len(name), name


def _is_local(prop_el):
    """a <xacro:property> inside a macro, not lifted out by scope="global"/"parent" """
    inside = next(enclosing(prop_el.parent, ("xacro:macro",)), None) if prop_el.parent is not None else None
    return inside is not None and prop_el.get("scope") not in _LOCAL_SCOPES


def _binder(el, name, memo=None):
    """the innermost macro around el (el included) binding `name` by a parameter or a local property;
    None: the name is global there.  memo caches each macro's bound names for one request."""
    memo = {} if memo is None else memo
    for m in enclosing(el, ("xacro:macro",)) if el is not None else ():
        bound = memo.get(id(m))
        if bound is None:
            bound = memo[id(m)] = _bound_names(m)
        if name in bound:
            return m
    return None


def _bound_names(m):
    """the parameters of a macro and the local properties defined in it (not in an inner macro)"""
    a = m.attr("params")
    out = {n for _s, _e, n in _param_spans(a)} if a is not None else set()
    for p in m.iter():
        if p.name == "xacro:property" and _is_local(p) and next(enclosing(p.parent, ("xacro:macro",)), None) is m:
            out.add(p.get("name"))
    return out


def _expression_names(a):
    """(start, end, name) of the names read by the ${...} expressions of an attribute value"""
    if "${" not in a.value or a.raw != a.value:
        return
    for m in EXPR.finditer(a.value):
        for im in identifiers(m.group(1)):
            s = a.value_start + m.start(1) + im.start(1)
            yield s, s + len(im.group(1)), im.group(1)


# ------------------------------------------------------------------ occurrences in one file
def _occurrences(root, target: XacroName, macro_keys, is_def_file):
    """(start, end, is_definition) of the target's name in one file's tree"""
    out, memo = [], {}
    search = target.scope.iter() if target.scope is not None else root.iter()
    for e in search:
        if e.depth == 1:
            check()
        if target.kind == "macro":
            out += _macro_occurrences(e, target, macro_keys, is_def_file)
        elif target.kind == "arg":
            out += _arg_occurrences(e, target.name)
        else:
            out += _property_occurrences(e, target, memo)
    return sorted(set(out))


def _macro_occurrences(e, target, keys, is_def_file):
    if e.name == "xacro:macro" and is_def_file and e.get("name") == target.name:
        a = e.attr("name")
        return [(a.value_start, a.value_end, True)]
    if e.name == "xacro:call":
        a = e.attr("macro")
        if a is not None and a.value in keys and a.raw == a.value:
            return [(a.value_end - len(target.name), a.value_end, False)]
    if e.name.startswith("xacro:") and e.name[6:] in keys:
        return [(end - len(target.name), end, False) for _s, end in _tag_name_spans(e)]
    return []


def _arg_occurrences(e, name):
    out = []
    for a in e.attrs:
        if a.raw != a.value:
            continue
        if e.name == "xacro:arg" and a.name == "name" and a.value == name:
            out.append((a.value_start, a.value_end, True))
        elif "$(" in a.value:
            for m in DOLLAR.finditer(a.value):
                if m.group(1) == "arg" and m.group(2).strip() == name:
                    s = a.value_start + m.start(2)
                    out.append((s, s + len(name), False))
    return out


def _property_occurrences(e, target, memo):
    name, out = target.name, []
    if e.name == "xacro:property" and e.get("name") == name:
        a = e.attr("name")
        scope = _binder(e.parent, name, memo) if _is_local(e) else None
        if scope is target.scope and a.raw == a.value:
            out.append((a.value_start, a.value_end, True))
    if e is target.scope:
        a = e.attr("params")
        out += [(s, end, True) for s, end, n in _param_spans(a) if n == name]
    if e.name == "xacro:insert_block" and e.get("name") == name and target.scope is not None \
            and _binder(e, name, memo) is target.scope:
        a = e.attr("name")
        out.append((a.value_start, a.value_end, False))
    uses = [(s, end) for a in e.attrs for s, end, n in _expression_names(a) if n == name]
    uses += [(s, end) for s, end, n in _text_expression_names(e) if n == name]
    if uses and _binder(e, name, memo) is target.scope:
        out += [(s, end, False) for s, end in uses]
    return out


def _text_expression_names(e):
    """(start, end, name) read by ${...} in the element's own text (<mu1>${mu}</mu1> in a gazebo block); text
    whose length differs from its span had entities decoded: its offsets would be wrong, so it is skipped"""
    for c in e.children:
        if c.kind != "text" or "${" not in c.data or len(c.data) != c.end - c.start:
            continue
        for m in EXPR.finditer(c.data):
            for im in identifiers(m.group(1)):
                s = c.start + m.start(1) + im.start(1)
                yield s, s + len(im.group(1)), im.group(1)


# ------------------------------------------------------------------ the files that share a global name
@dataclass
class _File:
    path: str | None      # None: the document asked about
    tree: object
    lines: object
    index: object


def _files(doc, target, ws, open_docs):
    """the document, then every other file whose index reaches the target's definition"""
    yield _File(None, doc.tree, doc.lines, doc.xacro_index if doc.ctx.xacro else None)
    if target.scope is not None or target.def_path is None:
        return
    me = os.path.abspath(doc.path) if doc.path else None
    seen = {me}
    candidates = list(doc.xacro_index.files) + [target.def_path]
    candidates += [p for p, f in workspace_files(ws.folders, ws.files, open_docs, (".xacro",))
                   if target.name in f.text]
    for path in candidates:
        check()
        ap = os.path.abspath(path)
        if ap in seen:
            continue
        seen.add(ap)
        if len(seen) > MAX_FILES:
            return
        f = _load(ap, ws, open_docs)
        if f is not None and target.name in f.text:
            yield _File(path, f.tree, f.lines, _index_of(f, ap, ws))


def _load(path, ws, open_docs):
    for p, d in open_docs.items():
        if os.path.abspath(p) == path:
            return d
    return ws.files.get(path)


def _index_of(f, path, ws):
    idx = getattr(f, "xacro_index", None)      # an open document keeps its own
    return idx if idx is not None else ws.xacro.index(f.tree, path)


def _abs(path):
    return os.path.abspath(path) if path else None


def _macro_keys(f: _File, target, doc):
    """the names (with ns prefixes) under which this file calls the target macro"""
    if f.index is None:
        return set()
    if target.def_path is None:      # defined nowhere we know of (or in an unsaved document): by name
        return {k for k in f.index.macros if k.rsplit(".", 1)[-1] == target.name} | {target.name}
    here = f.path or doc.path
    return {k for k, d in f.index.macros.items()
            if d.attr.value == target.name and _abs(d.path or here) == _abs(target.def_path)}


def _shares(f: _File, target, doc):
    """a global property or arg: the defining file is this file or in its include graph"""
    if target.scope is not None or target.def_path is None:
        return f.path is None
    here, def_path = _abs(f.path or doc.path), _abs(target.def_path)
    return def_path == here or (f.index is not None and def_path in {_abs(p) for p in f.index.files})


def _per_file(doc, off, ws, open_docs):
    """(target, [(_File, [(start, end, is_definition)])]) or None"""
    target = xacro_name_at(doc, off)
    if target is None:
        return None
    out = []
    for f in _files(doc, target, ws, open_docs or {}):
        if f.tree.root is None:
            continue
        is_def_file = target.def_path is not None and _abs(f.path or doc.path) == _abs(target.def_path)
        keys = set()
        if target.kind == "macro":
            keys = _macro_keys(f, target, doc)
            is_def_file = is_def_file or (target.def_path is None and f.path is None)
            if not keys and not is_def_file:
                continue
        elif not _shares(f, target, doc):
            continue
        found = _occurrences(f.tree.root, target, keys, is_def_file)
        if found:
            out.append((f, found))
    return target, out


# ------------------------------------------------------------------ features
def in_document(doc, off) -> list[tuple[int, int, bool]] | None:
    """(start, end, is_definition) of the xacro name under the cursor in the document alone (highlights)"""
    target = xacro_name_at(doc, off)
    if target is None or doc.tree.root is None:
        return None
    here = _File(None, doc.tree, doc.lines, doc.xacro_index)
    keys = _macro_keys(here, target, doc) if target.kind == "macro" else set()
    is_def_file = target.def_path is None or _abs(doc.path) == _abs(target.def_path)
    return _occurrences(doc.tree.root, target, keys, is_def_file)


def references(doc, off, ws, open_docs=None, include_declaration=True) -> list[Location] | None:
    """every use of the xacro name under the cursor in all files sharing it; None: no xacro name there"""
    got = _per_file(doc, off, ws, open_docs)
    if got is None:
        return None
    return [Location(f.path, s, e, f.lines if f.path else None)
            for f, found in got[1] for s, e, is_def in found if include_declaration or not is_def]


def rename(doc, off, new_name, ws, open_docs=None) -> list[tuple] | None:
    """[(path or None, LineIndex, [Edit])] renaming the xacro name under the cursor everywhere it is used;
    None when there is no xacro name there or the new name is not one xacro accepts"""
    got = _per_file(doc, off, ws, open_docs)
    if got is None:
        return None
    target, files = got
    if not is_valid_name(target.kind, new_name):
        return None
    return [(f.path, f.lines, [Edit(s, e, new_name) for s, e, _ in found]) for f, found in files]


def inside_folders(files, folders) -> tuple[list[tuple], list[tuple]]:
    """rename's [(path, LineIndex, [Edit])] split into the files inside the workspace folders and those left:
    a file counts where it really is (symlinks resolved), so a link in the folder to a file outside is left.
    The document asked about (path None) is the client's own buffer: always kept."""
    roots = [os.path.realpath(f) for f in folders]
    kept, left = [], []
    for f in files:
        real = os.path.realpath(f[0]) if f[0] is not None else None
        inside = real is None or any(real == r or real.startswith(r.rstrip(os.sep) + os.sep) for r in roots)
        (kept if inside else left).append(f)
    return kept, left


def is_valid_name(kind, name) -> bool:
    """a name xacro accepts for a macro, property or arg (NAME_RULES says it in words)"""
    return _VALID[kind].fullmatch(name or "") is not None


def rename_span(doc, off) -> tuple[int, int, str] | None:
    """(start, end, name) of the xacro name under the cursor (prepareRename)"""
    t = xacro_name_at(doc, off)
    return None if t is None else (t.start, t.end, t.name)
