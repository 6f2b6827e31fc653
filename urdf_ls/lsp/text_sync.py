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
    uri = params.text_document.uri
    if ls.session.entry(uri) is None:
        # "save as" in a client that renames the buffer without didClose/didOpen (eglot 1.9's write-file):
        # adopt the new file, or every later request on its URI would fail
        ls.apply(_open_saved(ls, uri, params.text))
        return
    ls.apply(ls.session.save(uri))


def _open_saved(ls, uri, text):
    path = uri_to_path(uri)
    if text is not None:
        return ls.session.open(uri, text, path)
    return ls.session.open_file(uri, path) if path else ls.session.save(uri)


def did_close(ls, params: T.DidCloseTextDocumentParams):
    ls.apply(ls.session.close(params.text_document.uri))
