"""What the preview server serves from the disk: mesh and texture files, opened only when they are regular files of
a served type within MAX_FILE bytes, and their stamps for the page's mesh cache; and the HTTP error it answers."""
from __future__ import annotations

import os
import stat

MAX_FILE = 200 * 1024 * 1024     # bytes served for one mesh/texture
CONTENT_TYPES = {
    ".stl": "model/stl", ".dae": "model/vnd.collada+xml", ".obj": "model/obj", ".mtl": "text/plain",
    ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
    ".bmp": "image/bmp", ".tga": "image/x-tga", ".tif": "image/tiff", ".tiff": "image/tiff",
    ".webp": "image/webp",
}
REASONS = {200: "OK", 204: "No Content", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
           405: "Method Not Allowed", 409: "Conflict", 413: "Payload Too Large", 431: "Request Header Fields Too Large",
           500: "Internal Server Error", 503: "Service Unavailable"}


class HttpError(Exception):
    def __init__(self, status, text=""):
        super().__init__(text)
        self.status = status
        self.text = text or REASONS.get(status, "")


def ext(path):
    return os.path.splitext(path)[1].lower()


def file_info(files):
    """key -> {ext, name, stamp} for the page (no directories: the page needs the format, a name for
    messages, and a stamp that changes when the file does, for its mesh cache)"""
    out = {}
    for key, path in files.items():
        try:
            path = os.fspath(path)
            st = os.stat(path)
            stamp = "%d-%d" % (st.st_mtime_ns, st.st_size)
        except (OSError, TypeError, ValueError):
            stamp = "missing"
        path = path if isinstance(path, str) else ""
        out[str(key)] = {"ext": ext(path), "name": os.path.basename(path), "stamp": stamp}
    return out


# non-blocking: opening a FIFO without a writer would otherwise park the thread (and Ctrl-C waits for it)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_OPEN_FLAGS = os.O_RDONLY | _NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


def open_regular(path):
    """open a file for serving: what it resolves to must be a regular file with a mesh/texture extension
    (a link named m.stl to a key is refused), at most MAX_FILE bytes. The type is checked before opening,
    so a FIFO or device is never opened, and again on the descriptor, in case the file was swapped meanwhile."""
    try:
        path = os.fspath(path)
    except TypeError:
        raise HttpError(404)
    if not isinstance(path, str) or not os.path.isabs(path):
        raise HttpError(404)
    try:
        real = os.path.realpath(path)
        if ext(real) not in CONTENT_TYPES or not stat.S_ISREG(os.stat(real).st_mode):
            raise HttpError(404)
        fd = os.open(real, _OPEN_FLAGS)
    except (OSError, ValueError):
        raise HttpError(404)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise HttpError(404)
        if st.st_size > MAX_FILE:
            raise HttpError(413, "file is larger than %d bytes" % MAX_FILE)
        if _NONBLOCK:
            os.set_blocking(fd, True)
        f = open(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    return f, st.st_size, real
