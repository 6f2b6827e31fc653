"""Document and range formatting: indentation and the whitespace inside tags, nothing else.

Only whitespace that no reader sees is rewritten: the indentation between markup in element-only
content (an element whose children are elements and comments), the whitespace between attributes,
around '=' and before '>' or '/>', and inside close tags.  Attribute values, text content, comments,
CDATA and the order of attributes are never touched; elements holding text or CDATA (mixed content),
elements with only whitespace inside and `xml:space="preserve"` subtrees keep their whitespace as it is.
Line breaks are never added; runs of blank lines shrink to one.  A document with XML syntax errors is
not formatted.  The result is idempotent: each new gap depends only on nesting depth and on how many
line breaks the gap had."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.cancel import check
from .indentation import resolve
from .types import Edit

_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class FormatOptions:
    tab_size: int = 2
    insert_spaces: bool = True
    max_blank_lines: int = 1

    def unit(self):
        return " " * max(0, self.tab_size) if self.insert_spaces else "\t"


def options_for(doc, tab_size=2, insert_spaces=True) -> FormatOptions:
    """the document's own style (its .editorconfig, else its indented lines); the client's options
    (tab_size, insert_spaces) only for a file with neither"""
    unit = resolve(doc, tab_size, insert_spaces)
    return FormatOptions(tab_size=len(unit), insert_spaces=unit != "\t")


def format_document(doc, options: FormatOptions | None = None) -> list[Edit]:
    """minimal edits that format the whole document ([] when it has XML syntax errors)"""
    return _edits(doc, options or FormatOptions())


def format_range(doc, start, end, options: FormatOptions | None = None) -> list[Edit]:
    """the edits of format_document that lie within the lines from start to end (offsets)"""
    lines = doc.lines
    lo = lines.line_start(max(0, min(start, len(doc.text))))
    hi = lines.line_end(lines.line_of(max(0, min(end, len(doc.text)))))
    return [e for e in _edits(doc, options or FormatOptions(), lo, hi) if lo <= e.start and e.end <= hi]


def formatted_text(doc, options: FormatOptions | None = None) -> str:
    """the document's text after format_document"""
    text = doc.text
    out, pos = [], 0
    for e in format_document(doc, options):
        out.append(text[pos:e.start])
        out.append(e.new_text)
        pos = e.end
    out.append(text[pos:])
    return "".join(out)


# ------------------------------------------------------------------ gaps
def _edits(doc, opt, lo=0, hi=None) -> list[Edit]:
    """the edits of the elements that meet lo..hi (the whole document by default)"""
    tree = doc.tree
    if tree.root is None or next(iter(tree.errors), None) is not None:
        return []
    text = doc.text
    unit = opt.unit()
    gaps = []   # (start, end, new text)
    _content_gaps(text, None, tree.nodes, 0, unit, opt, gaps)
    hi = len(text) if hi is None else hi
    stack = [tree.root]
    while stack:
        el = stack.pop()
        if el.depth == 1:
            check()
        if el.end < lo or el.start > hi:
            continue
        _tag_gaps(text, doc.lines, el, unit, gaps)
        if el.get("xml:space") == "preserve":
            continue
        kids = el.children
        if kids and not _mixed(kids):
            _content_gaps(text, el, kids, el.depth + 1, unit, opt, gaps)
        stack.extend(c for c in kids if c.kind == "element")
    gaps.sort()
    edits = []
    for s, e, new in gaps:
        check()         # 220,000 gaps on a 10,000-link robot: 45 ms
        edits.extend(_minimal(text, s, e, new))
    return edits


def _mixed(kids):
    """text or CDATA among the children, or nothing but whitespace: whitespace there may be data"""
    only_ws = True
    for c in kids:
        if c.kind == "cdata" or (c.kind == "text" and c.data.strip()):
            return True
        if c.kind != "text":
            only_ws = False
    return only_ws


def _indent(unit, depth):
    return unit * depth


def _newline(ws):
    m = _BREAK.search(ws)
    return m.group(0) if m else "\n"


def _content_gaps(text, parent, kids, depth, unit, opt, gaps):
    """the whitespace before each child node and before the parent's close tag"""
    nodes = [k for k in kids if not (k.kind == "text" and not k.data.strip())]
    if parent is None:
        prev_end = 0
        last = None
    else:
        prev_end = parent.tag_end
        last = parent.close_start
    for k in nodes:
        if parent is None and k.kind == "text":     # text outside the root: leave it and what surrounds it
            prev_end = k.end
            continue
        if parent is not None or prev_end > 0:     # whitespace before the first markup of the file stays
            _gap(text, prev_end, k.start, depth, unit, opt, gaps)
        prev_end = k.end
    if last is not None:
        _gap(text, prev_end, last, depth - 1, unit, opt, gaps)
    elif parent is None and prev_end < len(text):
        ws = text[prev_end:]
        if not ws.strip() and _BREAK.search(ws):
            gaps.append((prev_end, len(text), _newline(ws)))


def _gap(text, s, e, depth, unit, opt, gaps):
    if e <= s:
        return
    ws = text[s:e]
    if ws.strip():
        return
    breaks = len(_BREAK.findall(ws))
    if breaks == 0:
        return      # markup on the same line stays as it is
    n = min(breaks, opt.max_blank_lines + 1)
    gaps.append((s, e, _newline(ws) * n + _indent(unit, depth)))


def _tag_gaps(text, lines, el, unit, gaps):
    """whitespace inside the start tag (between attributes, around '=', before '>') and the close tag"""
    pos = el.name_end
    cont = None
    for a in el.attrs:
        vs, ve = a.value_start, a.value_end
        if vs < 1 or ve >= len(text) or text[vs - 1] not in "\"'" or text[ve] != text[vs - 1]:
            return      # not a quoted value: leave the tag alone
        if cont is None:
            cont = _continuation(text, lines, el, a, unit)
        _tag_ws(text, pos, a.name_start, " ", cont, gaps)
        eq = text.find("=", a.name_end, vs - 1)
        if eq < 0:
            return
        _tag_ws(text, a.name_end, eq, "", None, gaps)
        _tag_ws(text, eq + 1, vs - 1, "", None, gaps)
        pos = ve + 1
    te = el.tag_end
    close = te - 2 if el.self_closing else te - 1
    if close >= pos and text[close:te] in ("/>", ">"):
        _tag_ws(text, pos, close, "", None, gaps)
    cs = el.close_start
    if cs is not None and el.closed and not el.self_closing:
        ne = cs + 2 + len(el.name)
        if text[cs + 2:ne] == el.name and text[el.end - 1:el.end] == ">":
            _tag_ws(text, ne, el.end - 1, "", None, gaps)


def _continuation(text, lines, el, first_attr, unit):
    """indentation of attributes on their own lines: aligned after '<name ' when the first attribute
    shares the name's line and the tag starts its line (spaces only), else two levels deeper"""
    same_line = not _BREAK.search(text, el.name_end, first_attr.name_start)
    # (only the white space before the tag is read: a search back for the line break, or a slice from the line's
    # start, was quadratic on a one-line file)
    ls, k = lines.line_start(el.start), el.start
    while k > ls and text[k - 1] in " \t\f\v":
        k -= 1
    starts_line = k == ls
    if same_line and starts_line and "\t" not in unit:
        return _indent(unit, el.depth) + " " * (len(el.name) + 2)
    return _indent(unit, el.depth + 2)


def _tag_ws(text, s, e, flat, cont, gaps):
    if e < s:
        return
    ws = text[s:e]
    if ws.strip():
        return
    if cont is not None and _BREAK.search(ws):
        new = _newline(ws) + cont
    else:
        new = flat
    if new != ws:
        gaps.append((s, e, new))


def _minimal(text, s, e, new):
    """one gap's replacement as small edits: per line when the number of lines stays the same"""
    old = text[s:e]
    if old == new:
        return []
    op, np_ = _BREAK.split(old), _BREAK.split(new)
    ob, nb = _BREAK.findall(old), _BREAK.findall(new)
    if len(op) != len(np_) or ob != nb:
        return [Edit(s, e, new)]
    out, pos = [], s
    for i, (a, b) in enumerate(zip(op, np_)):
        if a != b:
            out.append(Edit(pos, pos + len(a), b))
        pos += len(a) + (len(ob[i]) if i < len(ob) else 0)
    return out
