"""A rule that fails loses only its own diagnostics: the others of the file stand, and the failure is one
diagnostic where the rule ran (so that it is seen and reported, not silently missing) and a logged traceback."""
from __future__ import annotations

from ..codes import Code, at
from ..syntax.nodes import on_name


def _log_failure(message, *args):
    """log the exception being handled (logging is imported here, when a rule has failed: a check of one small
    file must not pay 3.7 ms for its import)"""
    import logging
    logging.getLogger("urdf_ls").exception(message, *args)


def rule_failed(el, rule_name) -> object:
    """the diagnostic of a rule that raised on el (call in an except block: the traceback is logged)"""
    _log_failure("the %s rule failed on <%s>", rule_name, getattr(el, "name", "?"))
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


def guarded(rule_name, passed_through=None):
    """a decorator for a rule of the whole document that returns its diagnostics: if it raises, they are one
    internal-error diagnostic at the file's start (and, for a rule that filters other diagnostics,
    passed_through(*args): those it was given, unchanged).  Document's analysis calls these one after another:
    each one failing loses only its own."""
    import functools

    def wrap(rule):
        @functools.wraps(rule)
        def run(*args, **kwargs):
            try:
                return rule(*args, **kwargs)
            except Exception:   # (any bug: the file's other diagnostics stand)
                _log_failure("the %s rule failed", rule_name)
                kept = list(passed_through(*args)) if passed_through is not None else []
                return kept + [at(0, 1, Code.INTERNAL_ERROR, "urdf-ls internal error in its %s check (see the "
                                  "log); the file's other diagnostics are unaffected" % rule_name)]
        return run
    return wrap
