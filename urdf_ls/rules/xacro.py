"""xacro rules (warnings only; nothing is evaluated): unknown macros, missing or unknown macro
parameters and blocks, undefined properties and args.  Unknown-name checks run only when every
include could be followed (the index is complete)."""
from __future__ import annotations

from ..codes import Code, FixData
from ..syntax.nodes import on_value_part
from ..vocabulary.suggest import suggestion
from ..vocabulary.xacro import BUILTINS, DIRECTIVES, DOLLAR, EXPR, enclosing, identifiers, parse_params, scope_params
from .urdf import on_attr_name, on_name, on_value


def diagnostics(tree, idx):
    out = []
    if tree.root is None:
        return out
    out += unresolved_includes(idx)
    library = tree.root.get("name") is None   # a file of macros included elsewhere
    for el in tree.root.iter():
        check_element(el, idx, library, out)
    return out


def unresolved_includes(idx):
    return [on_value(a, Code.XACRO_INCLUDE_UNRESOLVED, "Cannot follow include (%s); macros and properties from it "
                     "are unknown, so unknown-name checks are off" % reason) for a, reason in idx.unresolved]


def check_element(el, idx, library, out):
    if el.name.startswith("xacro:") and el.name[6:] not in DIRECTIVES:
        check_call(el, idx, out)
    if idx.complete and not (library and next(enclosing(el, ("xacro:macro",)), None) is not None):
        # (inside a library's macros names resolve in the caller's scope, unknown here)
        check_expressions(el, idx, out)


_INDEXED = ("xacro:macro", "xacro:property", "xacro:arg", "xacro:include")   # what the index reads


class Incremental:
    """A document's xacro index and xacro diagnostics, kept across its edits (a keystroke costs the chunks it
    touched, not the document).  The index is rebuilt when a directive element it reads (macro, property, arg,
    include) was replaced, a file it read changed on disk, the workspace was invalidated, or it is incomplete
    (an include may resolve now).  A top-level chunk's diagnostics are recomputed when the chunk was replaced,
    the root changed, or what the checks read from the index did.  Equal to a fresh computation
    (tests/unit/test_xacro_incremental.py)."""

    def __init__(self):
        self._directives: dict = {}   # top-level chunk -> the directive elements of its subtree
        self._index = None
        self._index_key = None        # what the index was built from; None: rebuild on the next call
        self._diags: dict = {}        # top-level chunk -> its diagnostics
        self._diags_key = None
        self._tree = self._generation = None

    def index(self, tree, workspace, path):
        if tree is self._tree and workspace.xacro.generation == self._generation:
            return self._index     # (the same text: files on disk are looked at again after an edit)
        self._tree, self._generation = tree, workspace.xacro.generation
        key = self._directive_key(tree, workspace)
        if key is None or key != self._index_key or not self._files_unchanged(workspace):
            self._index = workspace.xacro.index(tree, path)
            self._index_key = key if self._index.complete and not self._index.unresolved else None
        return self._index

    def _directive_key(self, tree, workspace):
        root, chunks = tree.root, tree.middle()
        if root is None or not chunks or root.name in _INDEXED:
            return None
        key, directives = [root, workspace.xacro.generation], {}
        for c in chunks:
            found = self._directives.get(c)
            if found is None:
                n = c.node
                found = tuple(el for el in n.iter() if el.name in _INDEXED) if n is not None and \
                    n.kind == "element" else ()
            directives[c] = found
            key += found
        self._directives = directives
        return key

    def _files_unchanged(self, workspace):
        return all(workspace.files.get(p) is loaded for p, loaded in self._index.files.items())

    def diagnostics(self, tree, idx):
        root, chunks = tree.root, tree.middle()
        if root is None or not chunks:
            return diagnostics(tree, idx)
        library = root.get("name") is None
        key = (root, library, _view(idx))
        if key != self._diags_key:
            self._diags, self._diags_key = {}, key
        out = unresolved_includes(idx)
        check_element(root, idx, library, out)
        kept = {}
        for c in chunks:
            found = self._diags.get(c)
            if found is None:
                found = []
                n = c.node
                for el in (n.iter() if n is not None and n.kind == "element" else ()):
                    check_element(el, idx, library, found)
            kept[c] = found
            out += found
        self._diags = kept
        return out


def _view(idx):
    """what the element checks read from an index"""
    return (idx.complete, tuple((k, m.el.get("params")) for k, m in idx.macros.items()), tuple(idx.properties),
            tuple(idx.args))


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
                    i = m.start(1) + im.start(1)
                    out.append(on_value_part(a, i, i + len(name), Code.XACRO_UNDEFINED_PROPERTY,
                                             "Property '%s' is not defined" % name))
        for m in DOLLAR.finditer(a.value):
            name = m.group(2).strip()
            if m.group(1) == "arg" and name and name not in idx.args:
                i = m.start(2)
                out.append(on_value_part(a, i, i + len(name), Code.XACRO_UNDEFINED_ARG,
                                         "Argument '%s' is not declared with <xacro:arg>" % name))
