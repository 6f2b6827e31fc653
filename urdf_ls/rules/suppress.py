"""In-file suppression with XML comments naming codes:

    <!-- urdf-ls: ignore unknown-attribute -->          the next element (and everything inside it)
    <!-- urdf-ls: ignore-file mesh-not-found, mass-zero -->   the whole file (anywhere in it)

Codes are separated by spaces or commas; `all` (or no code at all) names every code; text after a ';'
is a reason and is not read.  Comments
standing directly before an element (only whitespace and other comments between) apply to it."""
from __future__ import annotations

import re

MARK = "urdf-ls:"
_DIRECTIVE = re.compile(r"urdf-ls:\s*(ignore-file|ignore)\b([^>]*)")
_CODE = re.compile(r"[A-Za-z][\w-]*")
ALL = "all"


def parse_directive(comment_text):
    """("ignore" | "ignore-file", frozenset of codes, ALL for every code) or None"""
    m = _DIRECTIVE.search(comment_text)
    if m is None:
        return None
    body = m.group(2).split("--", 1)[0].split(";", 1)[0]     # "; why" gives a reason
    codes = frozenset(c.lower() for c in _CODE.findall(body))
    return m.group(1), codes or frozenset([ALL])


def suppressions(tree, marked=None):
    """(file-wide codes, [(start, end, codes)] element spans) of the tree's suppression comments; `marked`:
    whether the text holds the marker at all (documents count it incrementally; None: look)"""
    file_codes, spans = set(), []
    if marked is None:
        marked = MARK in tree.text
    if tree.root is None or not marked:
        return frozenset(), spans
    stack = [tree.nodes]
    while stack:
        kids = stack.pop()
        pending = set()
        for k in kids:
            if k.kind == "comment":
                d = parse_directive(k.data)
                if d is not None:
                    if d[0] == "ignore-file":
                        file_codes |= d[1]
                    else:
                        pending |= d[1]
                continue
            if k.kind == "text" and not k.data.strip():
                continue
            if k.kind == "element":
                if pending:
                    spans.append((k.start, k.end, frozenset(pending)))
                if k.children:
                    stack.append(k.children)
            pending = set()
    return frozenset(file_codes), spans


def _named(codes, code):
    return ALL in codes or code in codes


def filter(tree, diags, marked=None):  # noqa: A001 (the name the feature is known by)
    """the diagnostics that no suppression comment of the tree names"""
    file_codes, spans = suppressions(tree, marked)
    if not file_codes and not spans:
        return list(diags)
    out = []
    for d in diags:
        code = str(d.code.value if hasattr(d.code, "value") else d.code)
        if _named(file_codes, code):
            continue
        if any(s <= d.start and d.end <= e and _named(codes, code) for s, e, codes in spans):
            continue
        out.append(d)
    return out


def reported(tree, diags, settings, marked=None):
    """what is shown of a file's diagnostics: suppression comments, then the severities and disabled codes
    of its settings (project file and client settings merged; workspace.Workspace.settings_for)"""
    return settings.apply(filter(tree, diags, marked))
