"""workspace/didChangeWatchedFiles, handled once per burst: a build that writes 200 package.xml files sends 200
notifications, and each used to re-analyse every open document (and walk every package folder again).

The changed paths are gathered until no notification came for QUIET seconds; then the package folders that
hold a changed file are walked again in a thread (a package path can be a huge tree, or a symlink to /: the
server keeps answering meanwhile), and the open documents are analysed once with the result."""
from __future__ import annotations

import asyncio

from ..workspace.packages import walk_packages
from .handling import uri_to_path

QUIET = 0.1     # seconds without a notification before the burst is handled


class FileChanges:
    def __init__(self, ls):
        self.ls = ls
        self.paths: set = set()    # changed files not handled yet
        self.notified = 0          # counts notifications: a reload begun before the last one is superseded
        self._timer = None

    def changed(self, uris):
        self.paths.update(p for p in map(uri_to_path, uris) if p)
        self.notified += 1
        if self._timer is not None:
            self._timer.cancel()
        self._timer = asyncio.get_event_loop().call_later(QUIET, self._quiet)

    def _quiet(self):
        self._timer = None
        asyncio.ensure_future(self._reload(self.notified))

    async def _reload(self, notified):
        session = self.ls.session
        roots = session.workspace.packages.roots_holding(self.paths)
        walked = await asyncio.get_running_loop().run_in_executor(None, walk_packages, roots) if roots else {}
        if notified != self.notified:
            return         # more files changed meanwhile: the reload after them covers these too
        self.paths.clear()
        self.ls.apply(session.files_changed(walked))
