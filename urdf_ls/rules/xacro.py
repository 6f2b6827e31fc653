"""xacro rules (nothing is evaluated): unknown macros, missing or unknown macro parameters and blocks, names
used before their definition or defined nowhere, and what xacro_checks finds in directives and expressions.
An Error where `xacro FILE` certainly fails (it evaluates the element), else a Warning.  Unknown-name checks
run only when every include could be followed (the index is complete)."""
from __future__ import annotations

from ..codes import Code, FixData, Severity
from ..vocabulary.suggest import suggestion
from ..vocabulary.xacro import EXPR, enclosing, in_block, parse_params
from ..vocabulary.xacro_static import ELEMENTS, compile_problem, free_names, keeps
from .urdf import on_attr_name, on_name, on_value
from .contained import guarded
from .xacro_bodies import body_failure
from .xacro_checks import before, certain, check_condition_property, check_directive, check_expressions, \
    check_old_directive, check_top_text, demote_uncertain, where


def diagnostics(tree, idx):
    out = []
    if tree.root is None:
        return out
    out += unresolved_includes(idx)
    library = is_library(tree.root)   # a file of macros included elsewhere
    for el in tree.root.iter():
        check_element(el, idx, library, out)
    for t in tree.root.children:
        if t.kind == "text":
            check_top_text(t, tree.root, idx, out)
    return out


def is_library(root):
    """a file of macros to be included: no robot name, or nothing but xacro directives at its top level (a
    named <robot> that only defines a macro, as many wheel files are)"""
    if root.get("name") is None:
        return True
    tops = [c for c in root.children if c.kind == "element"]
    return bool(tops) and all(c.name.startswith("xacro:") and c.name != "xacro:call" and
                              c.name[6:] in ("macro", "property", "arg", "include") for c in tops) and \
        any(c.name == "xacro:macro" for c in tops)


def unresolved_includes(idx):
    """an Error on an include of the document's own that xacro reads and that names a missing file or package
    (xacro fails on it); an Information on the rest (an expression in the path, an unsaved document, an
    include of an included file)"""
    out = []
    for a, reason, missing in idx.unresolved:
        el = a.owner
        if missing and el is not None and (el.name != "xacro:include" or el.get("optional") not in ("true", "True", "1")):
            d = on_value(a, Code.XACRO_INCLUDE_UNRESOLVED, "xacro cannot read this include (%s); macros and "
                         "properties from it are unknown, so unknown-name checks are off" % reason)
            out.append(d if certain(el) else d.with_severity(Severity.INFORMATION))
        else:
            out.append(on_value(a, Code.XACRO_INCLUDE_UNRESOLVED, "Cannot follow include (%s); macros and properties "
                                "from it are unknown, so unknown-name checks are off" % reason
                                ).with_severity(Severity.INFORMATION))
    return out


@guarded("xacro links")
def literal_links(state, idx):
    """unknown-link in a xacro file whose links are all literal and outside macros and conditions, with no macro
    or include that could add one: the expansion keeps those names, and check_urdf rejects the reference.
    (A file with macros returns at once: a keystroke pays nothing.)"""
    if idx.macros or idx.files or not idx.complete or idx.includers:
        return []
    links = state.defs["link"]
    for name, attrs in links.items():
        if "$" in name or any(in_block(a.owner) for a in attrs):
            return []
    out = []
    for (kind, name), uses in state.refs.items():
        if kind == "link" and name not in links and "$" not in name:
            out += [on_value(a, Code.UNKNOWN_LINK, "%s link '%s' is not defined" % (role.capitalize(), name))
                    for a, role in uses if not in_block(a.owner) and not a.owner.name.startswith("xacro:")]
    return out


def check_element(el, idx, library, out):
    name = el.name
    n = len(out)
    if name.startswith("xacro:"):
        d = name[6:]
        if d in ELEMENTS:
            check_directive(el, d, out)
            if d == "if" or d == "unless":
                check_condition_property(el, idx, out)
        else:
            check_call(el, idx, out)
    elif name == "property" or name == "macro":
        check_old_directive(el, out)
    names = idx.complete and not (library and not idx.includers and next(enclosing(el, ("xacro:macro",)), None)
                                  is not None)
    # (inside a library's macros names resolve in the caller's scope: known only with the library's includers)
    check_expressions(el, idx, names, out)
    if len(out) > n:
        demote_uncertain(el, out, n)


# what the index reads (conditions: a statically false one hides the includes and definitions it holds)
_INDEXED = ("xacro:macro", "xacro:property", "xacro:arg", "xacro:include", "xacro:if", "xacro:unless", "property")


class Incremental:
    """A document's xacro index and xacro diagnostics, kept across its edits (a keystroke costs the chunks it
    touched, not the document).  The index is rebuilt when a directive element it reads (macro, property, arg,
    include) was replaced, a file it read changed on disk, the workspace was invalidated, or it is incomplete
    (an include may resolve now).  A top-level chunk's diagnostics are recomputed when the chunk was replaced,
    the root changed, or what the checks read from the index did.  Equal to a fresh computation
    (tests/unit/document/test_document_xacro_edits.py)."""

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
            self._index.given_args = frozenset(workspace.settings_for(path).xacro.args)
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

    @guarded("xacro")
    def diagnostics(self, tree, idx):
        root, chunks = tree.root, tree.middle()
        if root is None or not chunks:
            return diagnostics(tree, idx)
        library = is_library(root)
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
                if n is not None and n.kind == "text" and n.parent is root:
                    check_top_text(n, root, idx, found)
                for el in (n.iter() if n is not None and n.kind == "element" else ()):
                    check_element(el, idx, library, found)
            kept[c] = found
            out += found
        self._diags = kept
        return out


def _view(idx):
    """what the element checks read from an index: a macro's element (its parameters, and its body, which the
    order checks follow), the anchors (the order checks compare positions with them)"""
    return (idx.complete, bool(idx.includers), tuple((k, m.el, m.at) for k, m in idx.macros.items()),
            tuple((k, d.at) for k, d in idx.properties.items()), tuple((k, d.at) for k, d in idx.args.items()),
            tuple(idx.namespaces), tuple(idx.old_properties), idx.computed_names, idx.given_args)


def check_call(el, idx, out):
    name = el.name[6:]
    m = idx.macros.get(name)
    if m is None:
        if idx.complete:
            hint, sugg = suggestion(name, [*idx.macros, *ELEMENTS])
            d = on_name(el, Code.XACRO_UNKNOWN_MACRO, "Unknown xacro macro '%s'%s" % (name, hint),
                        FixData(suggest=sugg) if sugg else None)
            out.append(d.with_severity(Severity.INFORMATION, d.message + ASSERTION) if assertion(el) else d)
        else:
            hint, sugg = suggestion(name, ELEMENTS)
            if sugg:    # (a misspelt directive, unless an include that cannot be followed has a macro so named)
                out.append(on_name(el, Code.XACRO_UNKNOWN_MACRO, "Unknown xacro directive '%s'%s" % (name, hint),
                                   FixData(suggest=sugg)).with_severity(Severity.WARNING))
        return
    if certain(el):
        if before(el.start, m.at):
            out.append(on_name(el, Code.XACRO_USED_BEFORE_DEFINITION, "Macro '%s' is called before %s: xacro "
                               "reads in order" % (name, where(m))))
        else:
            late = latest_callee(name, m, idx)
            if late is not None and before(el.start, late[1].at):
                out.append(on_name(el, Code.XACRO_USED_BEFORE_DEFINITION, "Macro '%s' calls '%s', which comes after "
                                   "this call (%s): xacro reads in order" % (name, late[0], where(late[1]))))
            elif idx.complete and not idx.computed_names:
                late = latest_body_property(name, m, idx)
                if late is not None and before(el.start, late[1].at):
                    out.append(on_name(el, Code.XACRO_USED_BEFORE_DEFINITION, "Macro '%s' reads property '%s', "
                                       "which comes after this call (%s): xacro evaluates the body when it is "
                                       "called" % (name, late[0], where(late[1]))))
        failure = body_failure(m, idx)
        if failure is not None:
            out.append(on_name(el, failure[0], "Calling '%s' fails in xacro: %s" % (name, failure[1])))
    params = parse_params(m.el.get("params"))
    given = {a.name for a in el.attrs}
    for p in params:
        if p.kind == "value" and not p.has_default and p.name not in given:
            out.append(on_name(el, Code.XACRO_MISSING_PARAM, "Macro '%s' needs parameter '%s'" % (name, p.name)))
    check_blocks(el, name, params, out)
    names = {p.name for p in params if p.kind == "value"}
    for a in el.attrs:
        if a.name not in names and not a.name.startswith("xmlns"):
            hint, sugg = suggestion(a.name, names)
            out.append(on_attr_name(a, Code.XACRO_UNKNOWN_PARAM, "Macro '%s' has no parameter '%s'%s" % (
                name, a.name, hint), FixData(suggest=sugg) if sugg else None))


ASSERTION = (": alone under a condition, the idiom that stops xacro with this name as its message when the "
             "condition holds")


def assertion(el):
    """a bare call, the only element under an xacro:if / xacro:unless that a macro holds (kinova's
    <xacro:if value="${...}"><xacro:ERROR_limit_needs_to_be_set/></xacro:if>)"""
    parent = el.parent
    if el.attrs or any(c.kind == "element" for c in el.children) or parent is None or \
            parent.name not in ("xacro:if", "xacro:unless"):
        return False
    return [c for c in parent.children if c.kind == "element"] == [el] and \
        next(enclosing(el, ("xacro:macro",)), None) is not None


def latest_callee(name, m, idx):
    """(name, Def) of the macro defined last (by its anchor) among those that macro m's body certainly calls,
    directly or through the macros it calls; None if none.  Computed once per index."""
    key = ("latest-callee", name)
    if key not in idx.memo:
        idx.memo[key] = _latest(m, idx, {name}, 0)
    return idx.memo[key]


def _latest(m, idx, seen, depth):
    best = None
    if depth > 8:
        return best
    for e in m.el.iter():
        callee = e.name[6:] if e.name.startswith("xacro:") else None
        if callee is None or callee in ELEMENTS or callee in seen or not _always_in_body(e, m.el):
            continue
        d = idx.macros.get(callee)
        if d is None:
            continue
        seen.add(callee)
        for found in ((callee, d), _latest(d, idx, seen, depth + 1)):
            if found is not None and found[1].at is not None and (best is None or found[1].at.start > best[1].at.start):
                best = found
    return best


def latest_body_property(name, m, idx):
    """(name, Def) of the property defined last (by its anchor) among those macro m's body certainly reads and
    does not bind itself (a parameter of any macro, which the body may read from a caller, or a property the
    body defines); None if none.  Computed once per index."""
    key = ("latest-property", name)
    if key not in idx.memo:
        bound = set(idx.macro_params) | {e.get("name") for e in m.el.iter() if e.name == "xacro:property"}
        best = None
        for prop in _body_reads(m.el):
            d = idx.properties.get(prop)
            if prop not in bound and d is not None and d.at is not None and (best is None or
                                                                               d.at.start > best[1].at.start):
                best = (prop, d)
        idx.memo[key] = best
    return idx.memo[key]


def _body_reads(body):
    """the names the ${...} of a macro body's attribute values and texts read, where every expansion of the
    body reaches them"""
    names = set()
    for e in body.iter():
        if e is body or not _always_in_body(e, body) or e.name == "xacro:macro":
            continue
        values = [a.value for a in e.attrs]
        values += [c.data for c in e.children if c.kind == "text"]
        for v in values:
            for x in EXPR.finditer(v):
                if "$" in x.group(1):
                    continue
                tree, _ = compile_problem(x.group(1))
                if tree is not None:
                    names |= free_names(tree)
    return names


def _always_in_body(e, body):
    """every expansion of the macro body reaches e: no condition that is not statically true, no inner macro"""
    p = e.parent
    while p is not None and p is not body:
        if p.kind == "element" and (p.name == "xacro:macro" or ((p.name == "xacro:if" or p.name == "xacro:unless")
                                                                 and keeps(p) is not True)):
            return False
        p = p.parent
    return True


def check_blocks(el, name, params, out):
    """xacro hands each *block and **blocks parameter one child element, in order, and fails on a child left
    over ("Unused block") or missing ("Not enough blocks").  Children that are xacro elements expand first
    (to nothing, or to several elements): the count is then unknown."""
    blocks = [p for p in params if p.kind != "value"]
    kids = [c for c in el.children if c.kind == "element"]
    if any(c.name.startswith("xacro:") for c in kids):
        return
    listed = ", ".join(("*" if p.kind == "block" else "**") + p.name for p in blocks)
    if len(blocks) > len(kids):
        out.append(on_name(el, Code.XACRO_MISSING_PARAM, "Macro '%s' takes %d block%s (%s) but gets %d" % (
            name, len(blocks), "s" if len(blocks) > 1 else "", listed, len(kids))))
    elif len(kids) > len(blocks):
        extra = kids[len(blocks)]
        out.append(on_name(extra, Code.XACRO_UNUSED_BLOCK, "Macro '%s' takes %s, this child element is left "
                           "over: xacro fails (\"Unused block\")" % (
                               name, "%d block%s (%s)" % (len(blocks), "s" if len(blocks) > 1 else "", listed)
                               if blocks else "no blocks")))
