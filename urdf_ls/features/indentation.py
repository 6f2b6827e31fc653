"""The indentation a document uses, for formatting and for the text completion inserts.

Its .editorconfig says first; then the document's own lines (tabs, or the most common step between the
indents of neighbouring markup lines); the client's options only for a file with no indented markup yet
(stock Neovim sends insertSpaces=false, and formatting a 2-space file must not turn it into tabs)."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ..workspace.editorconfig import IndentConfig, indent_config

SAMPLE_CHARS = 16 * 1024        # some 400 lines: enough to know a file's style, cheap on every completion
_MARKUP_LINE = re.compile(r"^([ \t]*)<", re.M)


@dataclass(frozen=True)
class Detected:
    tabs: bool
    size: int | None            # the space step (None for tabs)


def line_indent(text, off) -> str:
    """the white space that starts the line holding offset off"""
    start = text.rfind("\n", 0, off) + 1
    i = start
    while i < len(text) and text[i] in " \t":
        i += 1
    return text[start:i]


def detect(text) -> Detected | None:
    """the indentation of the document's markup lines; None when none is indented"""
    tab_lines = space_lines = 0
    steps = Counter()
    prev = 0
    for m in _MARKUP_LINE.finditer(text, 0, SAMPLE_CHARS):
        ws = m.group(1)
        if "\t" in ws:
            tab_lines += 1
            continue
        width = len(ws)
        if width:
            space_lines += 1
        if width != prev:
            steps[abs(width - prev)] += 1
        prev = width
    if not tab_lines and not space_lines:
        return None
    if tab_lines > space_lines:
        return Detected(True, None)
    # the most frequent step, the smaller on a tie (an aligned attribute line is rare beside nesting steps)
    size = min(steps, key=lambda s: (-steps[s], s)) if steps else 2
    return Detected(False, size)


def document_config(doc) -> IndentConfig:
    if not doc.path:
        return IndentConfig()
    return indent_config(doc.path, doc.workspace.folders)


def resolve(doc, client_tab_size=None, client_spaces=None) -> str | None:
    """one level of indentation for the document; None when nothing says (no .editorconfig, no indented
    line, no client options)"""
    conf = document_config(doc)
    found = detect(doc.text)
    if conf.style is not None:
        tabs = conf.style == "tab"
    elif found is not None:
        tabs = found.tabs
    elif client_spaces is not None:
        tabs = not client_spaces
    else:
        return None
    if tabs:
        return "\t"
    size = conf.size or (found.size if found is not None and not found.tabs else None) or client_tab_size or 2
    return " " * size
