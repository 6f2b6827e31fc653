"""Handlers of urdf-ls's own methods: the preview command and the editor's cursor notifications."""
from __future__ import annotations

import logging

from lsprotocol import types as T
from pygls.exceptions import JsonRpcInvalidParams

PREVIEW = "urdf-ls.preview"
NO_COMPARE = object()       # (options without "compare" leave the page's comparison as it is)
log = logging.getLogger("urdf_ls")


async def preview(ls, *args):
    """urdf-ls.preview [uri, options?] -> {"url": ...}; the client is asked to open the page in a browser,
    unless options say {"external": false} (VS Code shows the page in its own webview).  options "compare":
    another version to draw as a ghost ({"urdf", "label", "changed"}, see Previews.compare; null clears it)"""
    if len(args) == 1 and isinstance(args[0], list):   # (pygls versions differ in how they pass arguments)
        args = args[0]
    uri = args[0] if args and isinstance(args[0], str) else None
    if uri is None or ls.doc(uri) is None:
        # an invalid-params error carries no Python traceback for the client to print
        raise JsonRpcInvalidParams("urdf-ls.preview takes the URI of an open document, not %r" % (uri,))
    opts = args[1] if len(args) > 1 else None
    external = getattr(opts, "external", opts.get("external", True) if isinstance(opts, dict) else True)
    url = await ls.previews.open(uri)
    compare = opts.get("compare", NO_COMPARE) if isinstance(opts, dict) else getattr(opts, "compare", NO_COMPARE)
    if compare is not NO_COMPARE:
        ls.previews.compare(uri, compare)
    if external is not False:
        show_url(ls, uri, url)
    return {"url": url}


def show_url(ls, uri, url):
    """ask the client to open the page; where it cannot (no showDocument, no browser over SSH or in tmux),
    the user still gets the URL as a message"""
    def tell():
        name = uri.rsplit("/", 1)[-1]
        ls.window_show_message(T.ShowMessageParams(T.MessageType.Info,
                                                   "urdf-ls preview of %s: open %s in a browser" % (name, url)))

    if not ls.client.show_document:
        tell()
        return

    def answered(future):
        failed = future.cancelled() or future.exception() is not None or not getattr(future.result(), "success", False)
        if failed:
            log.info("window/showDocument of the preview failed: sending its URL as a message")
            tell()
    ls.window_show_document(T.ShowDocumentParams(uri=url, external=True)).add_done_callback(answered)


def cursor_moved(ls, params: T.TextDocumentPositionParams):
    """{textDocument: {uri}, position}, sent (debounced) by the VS Code extension and the Neovim plugin"""
    ls.previews.cursor_moved(params.text_document.uri, params.position.line, params.position.character)
