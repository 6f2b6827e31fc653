"""Diagnostics of the opt-in xacro expansion, mapped back onto the xacro source: to the element with
the same literal name, else to the element inside the macro whose name pattern produced it, else (for
macros of included files) to the macro call, else to the root element."""
from __future__ import annotations

import os
import re

from ..codes import Code, Diag, RelatedPlace, at
from ..rules.urdf import on_name
from ..vocabulary.xacro import enclosing


class _Wildcards:
    """a name attribute with ${...}/$(...) parts read as wildcards: a name matches when it starts with the first
    literal part, ends with the last and holds the others in order between them (found leftmost, which decides
    a match of `*` wildcards; a regular expression of `.*` between the parts backtracked polynomially)"""
    __slots__ = ("parts",)

    def __init__(self, parts):
        self.parts = parts

    def match(self, name):
        first, *middle, last = self.parts
        if len(name) < len(first) + len(last) or not (name.startswith(first) and name.endswith(last)):
            return None
        at, end = len(first), len(name) - len(last)
        for part in middle:
            at = name.find(part, at, end)
            if at < 0:
                return None
            at += len(part)
        return True


def _pattern(value):
    """the wildcards of a name attribute with ${...}/$(...) parts, None for a literal name"""
    parts = re.split(r"\$\{[^}]*\}|\$\([^)]*\)", value)
    return _Wildcards(parts) if len(parts) > 1 else None


def _top(el):
    while el.parent is not None and el.parent.parent is not None:
        el = el.parent
    return el


def _path_below(top, el):
    names = []
    while el is not None and el is not top:
        names.append(el.name)
        el = el.parent
    return list(reversed(names))


def _descend(el, names):
    for n in names:
        nxt = next((c for c in el.children if c.kind == "element" and c.name == n), None)
        if nxt is None:
            return el, False
        el = nxt
    return el, True


def _macro_of(el):
    m = next(enclosing(el, ("xacro:macro",)), None)
    return m.get("name") if m is not None else None


def map_back(src_doc, exp_doc, diags):
    """map diagnostics of the expanded document onto elements of the xacro source"""
    out = []
    src_root = src_doc.tree.root
    if src_root is None:
        return out
    trees = [(src_doc.path, src_doc.tree, src_doc.lines)]
    trees += [(p, f.tree, f.lines) for p, f in src_doc.xacro_index.files.items()]
    by_name, patterns = {}, []
    for path, tree, lines in trees:
        if tree.root is None:
            continue
        for el in tree.root.iter():
            if el.name in ("link", "joint", "material"):
                a = el.attr("name")
                if a is None:
                    continue
                pat = _pattern(a.value)
                if pat is None:
                    by_name.setdefault((el.name, a.value), (path, lines, el))
                else:
                    patterns.append((el.name, pat, (path, lines, el)))
    calls = [el for el in src_root.iter() if el.name.startswith("xacro:")]
    for d in diags:
        el = exp_doc.tree.element_at(d.start + 1) or exp_doc.tree.root
        top = _top(el) if el is not None else None
        where, what, related = None, "", ()
        if top is not None and top.name in ("link", "joint", "material"):
            name = top.get("name") or ""
            what = " (in expanded %s '%s')" % (top.name, name)
            hit = by_name.get((top.name, name))
            if hit is None:
                hit = next((t for kind, pat, t in patterns if kind == top.name and pat.match(name)), None)
            if hit is not None:
                path, lines, target = hit
                node, _ = _descend(target, _path_below(top, el))
                if path == src_doc.path:
                    where = node
                else:
                    # defined in an included file: point at the macro call that produced it
                    macro = _macro_of(target)
                    line = lines.line_of(node.name_start) + 1
                    what += " — from %s:%d%s" % (os.path.basename(path), line,
                                                 (" in macro '%s'" % macro) if macro else "")
                    related = (RelatedPlace(path, lines, node.name_start, node.name_end, "where the expanded %s "
                                            "'%s' is written" % (top.name, name)),)
                    cands = [c for c in calls if macro and c.name.split(":", 1)[1].split(".")[-1] == macro]
                    cands.sort(key=lambda c: -sum(1 for a in c.attrs if a.value and a.value in name))
                    where = cands[0] if cands else _include_of(src_doc, path)
        if where is None:
            where = src_root
        # (the severity the rule gave in the expansion: a frame link's zero mass is Information there too)
        found = on_name(where, d.code, "[xacro expansion] " + d.message + what, d.data, d.severity)
        out.append(found.with_related(found.message, related) if related else found)
    return out



def diagnostics_of_expansion(src_doc, text, err, pending=None) -> list[Diag]:
    """URDF diagnostics of an expansion result (text, or err when it failed), mapped onto src_doc; the meshes
    the physics rules still await are added to `pending` (a list) when given"""
    root = src_doc.tree.root
    if root is None:
        return []
    if err is not None:
        return [failure(src_doc, err)]
    if not src_doc.describes_robot and root.get("name") is None:
        return []       # an SRDF macro file: its expansion is no SRDF of its own (its includer's is checked)
    path = src_doc.path[:-len(".xacro")] if src_doc.path.endswith(".xacro") else src_doc.path + ".urdf"
    exp = type(src_doc)(text, path, src_doc.workspace)   # (an SRDF's expansion is an SRDF)
    diags = [d for d in exp.diagnostics() if d.code not in (Code.MESH_NOT_FOUND, Code.PACKAGE_NOT_FOUND)]
    if pending is not None:
        pending += exp.pending_meshes
    if src_doc.describes_robot and _is_macro_library(src_doc, exp):     # (an SRDF defines no links)
        return [on_name(root, Code.XACRO_MACRO_LIBRARY, "[xacro expansion] this file only defines macros "
                        "(a library included by other files): it expands to no robot on its own")]
    return map_back(src_doc, exp, diags)


_LINE = re.compile(r"line (\d+)(?:, column (\d+))?")
_CALLING = re.compile(r"\(calling xacro:([\w.-]+)( >)?")


def failure(src_doc, err):
    """the expansion error where xacro says it is: the line it names in this file (the expansion is of the
    document's current text, so its lines are the editor's), or, when that line of an included file is where
    the XML breaks, the include of that file; else the macro call of this file it failed in; else the root
    element"""
    m = _LINE.search(err)
    msg = "xacro could not expand this file: %s" % err
    call = None if err.startswith("ExpatError") else _failed_call(src_doc, err)
    if call is not None:
        return on_name(call, Code.XACRO_EXPANSION_FAILED, msg)
    if m is not None:
        line, col = int(m.group(1)) - 1, int(m.group(2) or 0)
        culprit = _file_broken_at(src_doc, line) if err.startswith("ExpatError") else None
        if culprit is None or culprit == src_doc.path:
            if 0 <= line < len(src_doc.lines.starts):
                return _on_line(src_doc.text, src_doc.lines, line, col, msg)
        else:
            inc = _include_of(src_doc, culprit)
            if inc is not None:
                return on_name(inc, Code.XACRO_EXPANSION_FAILED, "%s (in %s, line %d)" % (
                    msg, os.path.basename(culprit), line + 1))
    return on_name(src_doc.tree.root, Code.XACRO_EXPANSION_FAILED, msg)


def _failed_call(src_doc, err):
    """the call of this document of the outermost macro xacro was expanding when it failed (the expansion
    child names it); of several calls, the first that the error fits (it lacks the parameter xacro says is
    undefined, it has the one xacro says is invalid)"""
    m = _CALLING.search(err)
    if m is None:
        return None
    macro = m.group(1).split(".")[-1]
    calls = [el for el in src_doc.tree.root.iter()
             if el.name.startswith("xacro:") and el.name.split(":", 1)[1].split(".")[-1] == macro]
    if m.group(2) is None:          # the error is about the call itself, not a call inside the macro
        missing = re.search(r"Undefined parameters \[([^\][\n]*)\]", err)     # (stops at the next '[': linear)
        invalid = re.search(r'Invalid parameter "([^"]*)"', err)
        fits = [c for c in calls if (missing is None or any(c.attr(p) is None for p in missing.group(1).split(",")))
                and (invalid is None or c.attr(invalid.group(1)) is not None)]
        calls = fits or calls
    return calls[0] if calls else None


def failure_elsewhere(src_doc, err):
    """(path, LineIndex, Diag) for an expansion error xacro places in an included file, on that file's line"""
    m = _LINE.search(err or "")
    if m is None or not err.startswith("ExpatError"):
        return []
    line, col = int(m.group(1)) - 1, int(m.group(2) or 0)
    culprit = _file_broken_at(src_doc, line)
    f = src_doc.xacro_index.files.get(culprit) if culprit and culprit != src_doc.path else None
    if f is None or not 0 <= line < len(f.lines.starts):
        return []
    d = _on_line(f.text, f.lines, line, col, "xacro could not expand %s, which includes this file: %s" % (
        os.path.basename(src_doc.path), err))
    return [(culprit, f.lines, d)]


def _on_line(text, lines, line, col, msg):
    """an expansion failure from the column xacro names to the end of that line"""
    start = lines.starts[line]
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    return at(min(start + col, end), max(end, start + col + 1), Code.XACRO_EXPANSION_FAILED, msg)


def _file_broken_at(src_doc, line):
    """the file (this one first, then its includes) whose XML is broken, preferring one with an error
    on that line"""
    files = [(src_doc.path, src_doc.tree, src_doc.lines)]
    files += [(p, f.tree, f.lines) for p, f in src_doc.xacro_index.files.items()]
    broken = [(path, [lines.line_of(d.start) for d in tree.errors if d.severity == 1])
              for path, tree, lines in files]
    exact = [path for path, err_lines in broken if line in err_lines]
    anywhere = [path for path, err_lines in broken if err_lines]   # (our scanner may flag the open tag instead)
    return (exact or anywhere or [None])[0]


def _include_of(src_doc, path):
    """the <xacro:include> of this document through which `path` is read (directly or not)"""
    name = os.path.basename(path)
    includes = [el for el in src_doc.tree.root.iter() if el.name == "xacro:include"]
    direct = [el for el in includes if os.path.basename(el.get("filename", "")) == name]
    return (direct or includes or [None])[0]


def _is_macro_library(src_doc, exp):
    """a file that defines macros and no links of its own expands to an empty robot"""
    return (not exp.state.defs["link"] and bool(src_doc.xacro_index.macros)
            and not any(el.name == "link" and next(enclosing(el, ("xacro:macro",)), None) is None
                        for el in src_doc.tree.root.iter()))
