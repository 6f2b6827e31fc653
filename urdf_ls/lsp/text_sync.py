"""Handlers of the documents' text: open, change, save, close (the Session does the work)."""
from __future__ import annotations

from lsprotocol import types as T

from .handling import uri_to_path


def did_open(ls, params: T.DidOpenTextDocumentParams):
    td = params.text_document
    ls.apply(ls.session.open(td.uri, td.text, uri_to_path(td.uri)))


def did_change(ls, params: T.DidChangeTextDocumentParams):
    edits = [(_range(getattr(ch, "range", None)), ch.text) for ch in params.content_changes]
    ls.apply(ls.session.change(params.text_document.uri, edits, ls.enc))


def _range(r):
    return None if r is None else ((r.start.line, r.start.character), (r.end.line, r.end.character))


def did_save(ls, params: T.DidSaveTextDocumentParams):
    ls.apply(ls.session.save(params.text_document.uri))


def did_close(ls, params: T.DidCloseTextDocumentParams):
    ls.apply(ls.session.close(params.text_document.uri))
