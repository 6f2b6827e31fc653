"""A rule that fails loses only its own diagnostics: the others of the file stand, and the failure is one
diagnostic where the rule ran (so that it is seen and reported, not silently missing) and a logged traceback."""
from __future__ import annotations

import logging

from ..codes import Code
from ..syntax.nodes import on_name

log = logging.getLogger("urdf_ls")


def rule_failed(el, rule_name) -> object:
    """the diagnostic of a rule that raised on el (call in an except block: the traceback is logged)"""
    log.exception("the %s rule failed on <%s>", rule_name, getattr(el, "name", "?"))
    return on_name(el, Code.INTERNAL_ERROR, "urdf-ls internal error in its %s check of <%s> (see the log); the "
                   "file's other diagnostics are unaffected" % (rule_name, getattr(el, "name", "?")))


def run_contained(rule, rule_name, el, out, *args):
    """rule(*args), which appends to out; if it raises, what it appended is dropped for one rule_failed"""
    before = len(out)
    try:
        rule(*args)
    except Exception:   # (any bug: the rules run on every keystroke and must not take the file down)
        del out[before:]
        out.append(rule_failed(el, rule_name))
