"""What the cursor is on: an element name, an attribute name or value, or element content."""
from __future__ import annotations

import re
from dataclasses import dataclass

_WORD_BACK = re.compile(r"[\w:.\-]*\Z")
_OPEN_BACK = re.compile(r"<([\w:.\-]*)\Z")


@dataclass
class Cursor:
    kind: str                 # element-name | attr-name | attr-value | content
    element: object = None    # the element (for element-name: the parent the new element goes in)
    attr: object = None
    start: int = 0            # where the word being typed starts
    end: int = 0              # where the word under the cursor ends


def cursor_at(doc, off) -> Cursor:
    text = doc.text
    el = doc.tree.element_at(off)
    if el is not None and el.name_start - 1 < off <= el.tag_end:
        c = _in_start_tag(text, el, off)
        if c is not None:
            return c
    m = _OPEN_BACK.search(text, max(0, off - 100), off)
    if m:
        parent = el
        end = off
        if el is not None and el.name_start == m.start(1):   # the half-typed tag parsed as an element
            parent = el.parent if el.parent is not None and el.parent.kind == "element" else None
            end = el.name_end
        return Cursor("element-name", parent, None, m.start(1), end)
    return Cursor("content", el, None, off, off)


def _in_start_tag(text, el, off):
    if el.name_start <= off <= el.name_end:
        return None  # typing the element name: handled as element-name of its parent
    for a in el.attrs:
        if a.name_start <= off <= a.name_end:
            return Cursor("attr-name", el, a, a.name_start, a.name_end)
        if a.value_start <= off <= a.value_end and a.value_end > a.name_end:
            return Cursor("attr-value", el, a, a.value_start, a.value_end)
    tag_done = el.tag_end > el.name_end and text[el.tag_end - 1:el.tag_end] == ">"
    if not tag_done or off < el.tag_end:
        m = _WORD_BACK.search(text, max(0, off - 100), off)
        return Cursor("attr-name", el, None, m.start(), off)
    return None
