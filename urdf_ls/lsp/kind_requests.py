"""Which handler answers a request on a document of each kind: the router sends every document request here,
and the document's kind (document/kinds.py, by its `name`) picks the handler from its table.

A handler is `handler(ls, entry, params)`: entry is the Session's OpenDocument, its analysis already brought up
to date (outside the cancellable part: it has no checks, so it is never left half-done); the handler runs until
its feature's next check after a $/cancelRequest.  A kind with no handler for a method answers the method's
empty answer.  A new kind registers its table with `register`: the router does not change."""
from __future__ import annotations

from .handling import run_guarded

_TABLES: dict = {}      # kind name -> {LSP method: handler}
_BUILTINS: list = []    # the built-in kinds' names, once their tables are registered


def register(kind_name, handlers):
    """the handlers ({method: handler(ls, entry, params)}) of the documents of a kind"""
    _TABLES.setdefault(kind_name, {}).update(handlers)


def table(kind_name):
    if not _BUILTINS:
        _register_builtins()
    return _TABLES.get(kind_name, {})


def dispatcher(method, empty):
    """the router's handler of a document request: it asks the document's kind's handler, and answers `empty`
    for a document that is not open, a kind without a handler, or a bug"""
    def dispatch(ls, params):
        entry = ls.session.entry(params.text_document.uri)
        handler = table(entry.kind.name).get(method) if entry is not None else None
        if handler is None:
            return empty
        if run_guarded(ls, entry.kind.ready, (entry,), False) is False:     # (a bug, logged)
            return empty
        return run_guarded(ls, handler, (ls, entry, params), empty)
    dispatch.__name__ = "dispatch_" + method.replace("/", "_")
    return dispatch


def _register_builtins():
    from . import robot_requests, srdf_requests, xml_requests, yaml_requests
    register("robot", {**xml_requests.HANDLERS, **robot_requests.HANDLERS})
    register("srdf", {**xml_requests.HANDLERS, **srdf_requests.HANDLERS})
    register("controller-yaml", yaml_requests.HANDLERS)
    _BUILTINS[:] = ["robot", "srdf", "controller-yaml"]
