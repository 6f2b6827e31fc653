"""Handlers of urdf-ls's own methods: the preview command and the editor's cursor notifications."""
from __future__ import annotations

from lsprotocol import types as T


PREVIEW = "urdf-ls.preview"


async def preview(ls, *args):
    """urdf-ls.preview [uri, options?] -> {"url": ...}; the client is asked to open the page in a browser,
    unless options say {"external": false} (VS Code shows the page in its own webview)"""
    if len(args) == 1 and isinstance(args[0], list):   # (pygls versions differ in how they pass arguments)
        args = args[0]
    uri = args[0] if args and isinstance(args[0], str) else None
    if uri is None or ls.doc(uri) is None:
        raise ValueError("urdf-ls.preview takes the URI of an open document")
    opts = args[1] if len(args) > 1 else None
    external = getattr(opts, "external", opts.get("external", True) if isinstance(opts, dict) else True)
    url = await ls.previews.open(uri)
    if ls.client.show_document and external is not False:
        ls.window_show_document(T.ShowDocumentParams(uri=url, external=True))
    return {"url": url}


def cursor_moved(ls, params: T.TextDocumentPositionParams):
    """{textDocument: {uri}, position}, sent (debounced) by the VS Code extension and the Neovim plugin"""
    ls.previews.cursor_moved(params.text_document.uri, params.position.line, params.position.character)
