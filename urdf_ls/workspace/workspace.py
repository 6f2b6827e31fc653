"""What documents share: workspace folders, settings, package resolution and the file caches."""
from __future__ import annotations

from ..vocabulary.schema import NON_NESTING
from .files import FileCache
from .packages import Packages
from .settings import Settings
from .xacro_index import XacroWorkspace


class Workspace:
    def __init__(self, folders=(), settings: Settings | None = None):
        self.folders = list(folders)
        self.settings = settings or Settings()
        self.files = FileCache(no_nest=NON_NESTING)
        self.packages = Packages(self.folders, self.settings.packages)
        self.xacro = XacroWorkspace(self.packages, self.files)

    def configure(self, settings: Settings):
        self.settings = settings
        self.packages.package_map = dict(settings.packages)
        self.files_changed()

    def files_changed(self, path=None):
        """files on disk changed (didChangeWatchedFiles, or a save): drop what was read from them"""
        self.files.forget(path)
        self.packages.invalidate()
        self.xacro.invalidate()
