"""What every handler shares."""
from __future__ import annotations

import logging
import traceback
from urllib.parse import unquote, urlparse

from pygls.exceptions import JsonRpcException

from .protocol import RequestCancelled

log = logging.getLogger("urdf_ls")


def uri_to_path(uri):
    if uri.startswith("file://"):
        return unquote(urlparse(uri).path)
    return None


def safe(default=None):
    """a request handler: its document's analysis is brought up to date first, outside the cancellable part
    (it has no checks, so it is never left half-done), then the feature runs, stopped at its next check by
    $/cancelRequest; a bug answers `default`"""
    def wrap(f):
        def inner(ls, params):
            td = getattr(params, "text_document", None)
            doc = ls.doc(td.uri) if td is not None else None
            try:
                if doc is not None:
                    doc.analysis()
                    if doc.ctx.xacro:
                        doc.xacro_index   # noqa: B018 (computed and cached)
                return ls.protocol.cancels.run(ls.protocol.msg_id, f, ls, params)
            except (RequestCancelled, JsonRpcException):     # cancelled, or a deliberate error answer
                raise
            except Exception:
                log.error("%s failed: %s", f.__name__, traceback.format_exc())
                return default
        inner.__name__ = f.__name__
        return inner
    return wrap
