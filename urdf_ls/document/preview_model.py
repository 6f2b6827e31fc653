"""What the live 3D preview shows of a document: the URDF to render (None while the XML is broken, so
the caller keeps the last good one), the error count and where the first error is.  A xacro document's
URDF is its expansion: `pending` while the expansion of its current text has not finished (the URDF is then
the previous one, not the document's), None when that expansion failed."""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass

from ..codes import Severity

XACRO_OFF = ("xacro files are previewed through their expansion, which runs the file's Python expressions: "
             "enable it with the setting urdf-ls.xacro.expand (initialization option xacro.expand) "
             "or `urdf-ls check --expand-xacro` for trusted files")

SRDF_NO_PREVIEW = ("This is an SRDF (MoveIt's semantic description: groups, states, collision pairs), not a "
                   "robot model: preview the URDF or xacro file it describes instead")

MISSING_MODULE = re.compile(r"No module named '([\w.]+)'")


def missing_module_message(module):
    """what the page says when the expansion's Python lacks a package: which, for which interpreter, and how"""
    package = {"yaml": "pyyaml"}.get(module.split(".")[0], module.split(".")[0])
    return ("The xacro expansion needs the Python package '%s', which %s cannot import. Install it for that "
            "Python (`%s -m pip install %s`, or source a ROS installation that has it), or run the server with "
            "a Python that has it (VS Code: the setting urdf-ls.server.pythonPath; the extension bundles xacro "
            "and PyYAML)." % (module, sys.executable, sys.executable, package))


@dataclass(frozen=True)
class PreviewModel:
    urdf: str | None
    error_count: int
    first_error: tuple | None     # (line, character), 0-based, character in `enc` code units
    message: str | None = None
    pending: bool = False         # urdf is an older expansion; the current text's is on its way


def preview_model(doc, expanded: str | None = None, expansion_allowed=False, diagnostics=None,
                  enc="utf-16", pending=False, failure=None) -> PreviewModel:
    """`expanded`: the URDF text of a xacro document's last successful expansion, when the user enabled it;
    `diagnostics`: those the editor shows (project severities and suppressions applied, expansion errors
    included), by default the document's own; `pending`: the expansion of the current text is running or
    waiting for the edits to pause; `failure`: the error of the expansion of the current text"""
    diagnostics = doc.diagnostics() if diagnostics is None else diagnostics
    errors, first = _errors(doc, diagnostics, enc)
    if doc.ctx.xacro:
        if not expansion_allowed:
            return PreviewModel(expanded, len(errors), first, XACRO_OFF)
        missing = next((m for m in map(MISSING_MODULE.search, [failure or ""] + [d.message for d in diagnostics])
                        if m), None) if failure is not None or expanded is None else None
        if missing:
            return PreviewModel(None, len(errors), first, missing_module_message(missing.group(1)))
        if failure is not None:
            return PreviewModel(None, len(errors), first, "The xacro expansion failed: %s" % failure)
        return PreviewModel(expanded, len(errors), first, None, pending)
    renderable = doc.tree.root is not None and not any(d.severity == Severity.ERROR for d in doc.tree.errors)
    return PreviewModel(doc.text if renderable else None, len(errors), first)


def _errors(doc, diagnostics, enc):
    """(the Errors among diagnostics, by position; the (line, character) of the first, or None)"""
    errors = sorted((d for d in diagnostics if d.severity == Severity.ERROR), key=lambda d: d.start)
    return errors, doc.lines.position(errors[0].start, enc) if errors else None


def srdf_preview_model(doc, diagnostics, enc="utf-16") -> PreviewModel:
    """an SRDF is no robot model: the page says so, with the document's errors"""
    errors, first = _errors(doc, diagnostics, enc)
    return PreviewModel(None, len(errors), first, SRDF_NO_PREVIEW)


def link_at(doc, name):
    """(start, end) of the name of link `name`, for revealing it in the editor"""
    attrs = doc.state.defs["link"].get(name)
    return (attrs[0].value_start, attrs[0].value_end) if attrs else None


def element_at(doc, off):
    """name of the robot's `<link>` or `<joint>` whose text contains offset `off` (None elsewhere): the
    preview highlights it (a joint: its child link) while the cursor is in it.  A `<joint>` of a
    `<transmission>` is no robot joint; one in a xacro macro or condition is."""
    el = doc.tree.element_at(off)
    while el is not None:
        p = el.parent
        if el.name in ("link", "joint") and p is not None and (p.name == "robot" or p.prefix == "xacro"):
            return el.get("name") or None
        el = el.parent
    return None
