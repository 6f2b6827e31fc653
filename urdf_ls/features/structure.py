"""Structure of a document: folding ranges, selection ranges, document highlights and workspace symbols."""
from __future__ import annotations

from dataclasses import dataclass

from ..text.cancel import check
from ..vocabulary.xacro import EXPR, identifiers
from ..workspace.files import ScanBudget, workspace_files  # noqa: F401 (the workspace the symbols come from)
from .navigation import name_at, occurrences
from .xacro_refs import in_document


# ------------------------------------------------------------------ folding
@dataclass(frozen=True)
class FoldingRange:
    start_line: int
    end_line: int
    kind: str             # "region" (an element) | "comment"


def folding_ranges(doc) -> list[FoldingRange]:
    """elements spanning lines (the close tag stays visible) and multi-line comments"""
    lines = doc.lines
    out = []
    stack = list(doc.tree.nodes)
    while stack:
        n = stack.pop()
        if n.kind == "element":
            if n.depth == 1:
                check()
            first = lines.line_of(n.start)
            if n.closed and not n.self_closing and n.close_start is not None:
                last = lines.line_of(n.close_start)
                if not doc.text[lines.line_start(n.close_start):n.close_start].strip():
                    last -= 1       # a close tag that starts its line stays visible
            else:
                last = lines.line_of(max(n.start, n.end - 1))
            if last > first:
                out.append(FoldingRange(first, last, "region"))
            stack.extend(n.children)
        elif n.kind == "comment":
            first, last = lines.line_of(n.start), lines.line_of(max(n.start, n.end - 1))
            if last > first:
                out.append(FoldingRange(first, last, "comment"))
    out.sort(key=lambda r: (r.start_line, -r.end_line))
    return out


# ------------------------------------------------------------------ selection
@dataclass(frozen=True)
class SelectionRange:
    start: int
    end: int
    parent: SelectionRange | None = None


def selection_ranges(doc, offsets) -> list[SelectionRange]:
    """for each offset, the chain: ${...} -> attribute value -> attribute -> start tag -> element -> parent
    element ... -> document (or element name -> start tag -> ...; or content -> element -> ...)"""
    return [_selection(doc, off) for off in offsets]


def _selection(doc, off):
    spans = _spans(doc, off)
    spans.append((0, len(doc.text)))
    chain = None
    for s, e in reversed(_growing(spans)):
        chain = SelectionRange(s, e, chain)
    return chain


def _growing(spans):
    """innermost first; each span contains the previous one and is larger"""
    out = []
    for s, e in spans:
        if out:
            ps, pe = out[-1]
            if not (s <= ps and pe <= e) or (s, e) == (ps, pe):
                continue
        out.append((s, e))
    return out


def _spans(doc, off):
    el = doc.tree.element_at(off)
    if el is None:
        return []
    text = doc.text
    out = []
    in_tag = el.start <= off <= el.tag_end
    if in_tag:
        for a in el.attrs:
            if a.value_start <= off <= a.value_end and a.value_end > a.name_end:
                rel = off - a.value_start
                for m in EXPR.finditer(a.value):
                    if m.start() <= rel <= m.end() and a.raw == a.value:
                        for im in identifiers(m.group(1)):
                            if m.start(1) + im.start(1) <= rel <= m.start(1) + im.end(1):
                                out.append((a.value_start + m.start(1) + im.start(1),
                                            a.value_start + m.start(1) + im.end(1)))
                        out.append((a.value_start + m.start(), a.value_start + m.end()))
                out.append((a.value_start, a.value_end))
                out.append((a.name_start, _attr_end(text, a)))
                break
            if a.name_start <= off <= a.name_end:
                out.append((a.name_start, a.name_end))
                out.append((a.name_start, _attr_end(text, a)))
                break
        else:
            if el.name_start <= off <= el.name_end:
                out.append((el.name_start, el.name_end))
        out.append((el.start, el.tag_end))
    elif el.close_start is not None and el.close_start <= off:
        out.append((el.close_start, el.end))
    elif el.close_start is not None:
        out.append((el.tag_end, el.close_start))      # the element's content
    out.append((el.start, el.end))
    for p in el.ancestors():
        if p.kind == "element":
            if p.close_start is not None:
                out.append((p.tag_end, p.close_start))
            out.append((p.start, p.end))
    return out


def _attr_end(text, a):
    """end of the attribute including its closing quote"""
    if a.value_end < len(text) and text[a.value_end:a.value_end + 1] in ("\"", "'") and a.value_end > a.name_end:
        return a.value_end + 1
    return a.value_end


# ------------------------------------------------------------------ highlight
@dataclass(frozen=True)
class Highlight:
    start: int
    end: int
    kind: str             # "write" (a definition) | "read" (a use)


def document_highlights(doc, off) -> list[Highlight]:
    """every use of the link/joint/material name under the cursor; in xacro also of a property, a macro
    (its definition and calls) or an arg (<xacro:arg> and $(arg ...))"""
    found = in_document(doc, off)      # a xacro name first: `${w}` inside a link name is w
    if found is None:
        n = name_at(doc, off)
        found = [] if n is None else [(a.value_start, a.value_end, is_def)
                                      for a, is_def in occurrences(doc, n.kind, n.name)]
    return [Highlight(s, e, "write" if is_def else "read") for s, e, is_def in found]


# ------------------------------------------------------------------ workspace symbols
@dataclass(frozen=True)
class WorkspaceSymbol:
    name: str
    kind: str             # "link" | "joint" | "macro"
    path: str
    start: int            # the name attribute's value in that file
    end: int
    lines: object         # LineIndex of that file
    container: str = ""   # the robot name, or the macro the definition sits in


_CONTAINERS = ("xacro:macro", "xacro:if", "xacro:unless")
MAX_SYMBOLS = 5000
# what one workspace/symbol request reads: a 2 MB file parses in about 0.5 s into about 45 MB (freed after it);
# larger ones are generated, not written by hand, and are searched only when open
SYMBOL_SCAN = ScanBudget(total_bytes=16 * 2 ** 20, file_bytes=2 * 2 ** 20, seconds=2.0)


def workspace_symbols(files, query="", limit=MAX_SYMBOLS) -> list[WorkspaceSymbol]:
    """links, joints and xacro macros of the given files: an iterable of (path, Document or ParsedFile)
    (anything with .tree and .lines); names matching query (case-insensitive subsequence).  Nothing of a
    file is held when the next is asked for, so a file parsed for this search alone can be freed."""
    q = query.lower()
    out = []
    for path, f in files:
        out += _file_symbols(path, f, q, limit - len(out))
        del f
        if len(out) >= limit:
            break
    return out


def _file_symbols(path, f, q, room):
    root = f.tree.root
    if root is None:
        return []
    robot = root.get("name") or ""
    out = []
    for el, container in _definitions(root):
        check()
        a = el.attr("name")
        if a is None or not a.value or not _matches(a.value.lower(), q):
            continue
        kind = "macro" if el.name == "xacro:macro" else el.name
        out.append(WorkspaceSymbol(a.value, kind, path, a.value_start, a.value_end, f.lines, container or robot))
        if len(out) >= room:
            break
    return out


def _definitions(root):
    """(element, enclosing macro name) of link/joint definitions and macros: children of the root and of
    xacro blocks, never the <joint> of a <transmission> or anything inside <gazebo>"""
    stack = [(c, "") for c in reversed(root.children) if c.kind == "element"]
    while stack:
        el, container = stack.pop()
        if el.name in ("link", "joint") or el.name == "xacro:macro":
            yield el, container
        if el.name in _CONTAINERS:
            inner = el.get("name", "") if el.name == "xacro:macro" else container
            stack.extend((c, inner) for c in reversed(el.children) if c.kind == "element")


def _matches(name, q):
    if not q:
        return True
    i = 0
    for ch in name:
        if ch == q[i]:
            i += 1
            if i == len(q):
                return True
    return False
