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


def run_guarded(ls, handler, args, default):
    """handler(*args), stopped at its feature's next check by $/cancelRequest; a bug answers `default`"""
    try:
        return ls.protocol.cancels.run(ls.protocol.msg_id, handler, *args)
    except (RequestCancelled, JsonRpcException):     # cancelled, or a deliberate error answer
        raise
    except Exception:
        log.error("%s failed: %s", handler.__name__, traceback.format_exc())
        return default


def safe(default=None):
    """a request handler that reads no one document (workspace/symbol): run guarded"""
    def wrap(f):
        def inner(ls, params):
            return run_guarded(ls, f, (ls, params), default)
        inner.__name__ = f.__name__
        return inner
    return wrap
