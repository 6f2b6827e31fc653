"""Open the preview in the user's browser without putting its token on a command line: the browser (or
xdg-open) gets a redirect file that only this user can read, as Jupyter does; every local user can read a
process's arguments in /proc, and the token grants the files of the model."""
from __future__ import annotations

import atexit
import html
import os
import pathlib
import shutil
import tempfile
import webbrowser

_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=%(url)s">
<title>urdf-ls preview</title></head>
<body><p>Opening the preview: <a href="%(url)s">%(url)s</a></p></body></html>
"""


class RedirectFile:
    """``open.html`` forwarding to ``url``, in a new folder of mode 0700 (the file 0600), removed when the
    process exits (not before: the browser may still be starting)"""

    def __init__(self, url: str):
        self.folder = tempfile.mkdtemp(prefix="urdf-ls-preview-")
        self.path = os.path.join(self.folder, "open.html")
        fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(_PAGE % {"url": html.escape(url, quote=True)})
        atexit.register(self.remove)

    @property
    def uri(self) -> str:
        return pathlib.Path(self.path).as_uri()

    def remove(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def open_in_browser(url: str) -> RedirectFile:
    page = RedirectFile(url)
    webbrowser.open(page.uri)
    return page
