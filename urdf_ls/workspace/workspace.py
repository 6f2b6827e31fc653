"""What documents share: workspace folders, settings, package resolution and the file caches.

The settings of a file are its project file's (urdf-ls.toml / [tool.urdf-ls], found upward) with the
client's settings (LSP initializationOptions / workspace/configuration, or the CLI's flags) merged over
them; `settings_for(path)` gives them to every layer that needs them (diagnostics, packages, expansion,
inlay hints, the preview)."""
from __future__ import annotations

import os

from ..syntax.chunk_memory import ChunkMemory
from ..vocabulary.schema import NON_NESTING
from .files import FileCache, Listings
from .packages import Packages
from .project import ProjectConfig, ProjectConfigs, find_config_file
from .settings import Settings, merge_json


class Workspace:
    def __init__(self, folders=(), settings: Settings | None = None, client_json=None, xacro_confined=False):
        """xacro_confined (the CLI): includers of a xacro file are searched only inside the folders"""
        self.folders = list(folders)
        self.client_json = client_json if isinstance(client_json, dict) else {}
        self.settings = settings or Settings.from_json(self.client_json)[0]   # the client's alone
        self.projects = ProjectConfigs(trusted=self.settings.trusted_paths)
        self._by_folder: dict = {}     # folder -> (ProjectConfig, Settings)
        self._problems: list = []      # project-file problems not yet reported
        self._reported: dict = {}      # project file -> the problems last reported of it
        self.files = FileCache(no_nest=NON_NESTING)
        self.listings = Listings()      # bounded walks for files of a kind, until files change
        self.packages = Packages(self.folders, self.settings.packages, self.settings.package_paths,
                                 self.settings_for)
        self._xacro = None
        self._srdf = None
        self._xacro_confined = xacro_confined
        self._meshes = None
        self.on_mesh_ready = None    # path -> None: called from the mesh cache's worker thread (see meshes)
        self.shared_tags = None      # what the documents of a batch share (see share_memories)
        self.shared_checks = None
        self.shared_chunks = None

    @property
    def xacro(self):
        """the index of the xacro files around the documents (xacro_index.XacroWorkspace), made when first asked
        (`urdf-ls check` of URDF files starts without importing it)"""
        if self._xacro is None:
            from .xacro_index import XacroWorkspace
            self._xacro = XacroWorkspace(self.packages, self.files, self._xacro_confined)
        return self._xacro

    @property
    def srdf_targets(self):
        """the URDF files of SRDF documents, by robot name (srdf_target.SrdfTargets), made when first asked"""
        if self._srdf is None:
            from .srdf_target import SrdfTargets
            self._srdf = SrdfTargets(self.files, self.xacro)
        return self._srdf

    @property
    def meshes(self):
        """the cache of meshes' mass properties (geometry.cache.MeshCache: a worker reads them off the keystroke
        path), made when first asked"""
        if self._meshes is None:
            from .geometry.cache import MeshCache
            self._meshes = MeshCache(on_ready=self._mesh_ready)
        return self._meshes

    def _mesh_ready(self, path):
        """(on the cache's worker thread) tell the owner, who passes it to Session.meshes_ready on its own thread"""
        if self.on_mesh_ready is not None:
            self.on_mesh_ready(path)

    def share_memories(self):
        """the documents of this workspace share the scanner's memory of start tags and the rules' memory of
        leaf checks (syntax.scanner.parse, rules.urdf.leaf_check), and those made to (Document reuse_chunks)
        take over the top-level elements of earlier ones (syntax.chunk_memory.ChunkMemory): for a batch of
        related files (urdf-ls check), not for a server's documents, whose memories stay their own"""
        self.shared_tags, self.shared_checks = {}, {False: {}, True: {}}
        self.shared_chunks = ChunkMemory()

    def configure(self, client_json):
        """new client settings (JSON); returns their problems"""
        self.client_json = client_json if isinstance(client_json, dict) else {}
        self.settings, problems = Settings.from_json(client_json)
        self.packages.package_map = dict(self.settings.packages)
        self.packages.package_paths = self.settings.package_paths
        self.projects.trusted = self.settings.trusted_paths
        self.files_changed()
        return problems

    def project_for(self, path) -> ProjectConfig:
        return self._entry(path)[0]

    def settings_for(self, path) -> Settings:
        """the effective settings of a file: client settings over its project file over the defaults"""
        return self._entry(path)[1] if path else self.settings

    def may_expand(self, path) -> bool:
        """the server runs xacro on a file when the client enabled it (an explicit opt-in: xacro runs the
        file's Python) and the file's project file does not forbid it (expand = false); a project file
        alone never starts code in an editor"""
        return self.settings.xacro.expand and (not path or self.project_for(path).xacro_expand is not False)

    def _entry(self, path):
        folder = os.path.dirname(os.path.abspath(path))
        hit = self._by_folder.get(folder)
        if hit is None:
            cfg = self.projects.for_folder(folder)
            hit = self._by_folder[folder] = (cfg, self._merged(cfg))
        return hit

    def _merged(self, cfg: ProjectConfig) -> Settings:
        if cfg.path is None:
            return self.settings
        if self._reported.get(cfg.path) != cfg.problems:    # (again only when they changed: not per reload)
            self._reported[cfg.path] = cfg.problems
            self._problems += ["%s: %s" % (cfg.path, p) for p in cfg.problems]
        return Settings.from_json(merge_json(cfg.settings_json(), self.client_json))[0]

    def project_changed(self, path) -> bool:
        """re-read the project file of `path` if it changed on disk (a document opened or saved); True when
        the settings of some file may have changed (everything derived from them is then dropped)"""
        hit = self._by_folder.get(os.path.dirname(os.path.abspath(path)))
        if hit is None:
            return False
        found = find_config_file(path)
        if found is None and hit[0].path is None:
            return False
        if found is not None and found[0] == hit[0].path and self.projects.for_path(path) is hit[0]:
            return False
        self.files_changed()
        return True

    def take_problems(self) -> list[str]:
        """problems of project files read since the last call (each file's once, again when they change)"""
        out, self._problems = self._problems, []
        return out

    def files_changed(self, path=None, walked=None):
        """files on disk changed (didChangeWatchedFiles, or a save): drop what was read from them.  walked:
        {package folder: scan} made since the change (packages.walk_packages, off the event loop): those, and
        the scans of the folders no changed file is in, are kept"""
        self.files.forget(path)
        self.listings.forget()
        self.packages.invalidate(walked)
        self.xacro.invalidate()
        if path is None or os.path.basename(path) in ("urdf-ls.toml", "pyproject.toml"):
            self.projects.invalidate()
            self._by_folder.clear()
