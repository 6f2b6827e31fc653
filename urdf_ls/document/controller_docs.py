"""Controller YAML files open in the editor: their buffers, and the robots whose `<ros2_control>` joints they name.

A YAML file is a document of its own kind (controller_kind): no XML tree, only its text, read by the tolerant YAML
subset reader (workspace.controllers).  Its robots are the open robot documents whose controller files hold it
(the ros2_control convention or the project file's mapping), else the robot files of its package that have a
`<ros2_control>` block, read from disk (capped)."""
from __future__ import annotations

import os

from ..text.lines import LineIndex
from ..workspace.controllers import ControllerFile, config_package, controller_file_of_text, controller_paths
from ..workspace.files import Unreadable, read_bytes
from .document import Document

MAX_SCANNED = 2000          # entries of a package looked at for its robot files
MAX_ROBOT_BYTES = 4 << 20   # robot files read from disk for a YAML file's joints
_SKIP = {".git", "build", "install", "log", "node_modules", "meshes", "launch", "config"}


class YamlBuffer:
    """an open YAML document: its file path (None: not a file) and its text"""
    __slots__ = ("path", "text", "_file")

    def __init__(self, path, text):
        self.path, self.text, self._file = path, text, False

    @property
    def lines(self):
        return LineIndex(self.text)

    def controller_file(self) -> ControllerFile | None:
        """the buffer as a controller file (None when it is no controller file), parsed once per text"""
        if self._file is False:
            self._file = controller_file_of_text(self.path, self.text) if self.path else None
        return self._file

    def edit(self, rng, new_text, enc):
        """rng: ((line, character), (line, character)), or None for the whole text"""
        if rng is None:
            self.text = new_text
        else:
            lines = LineIndex(self.text)
            s, e = sorted((lines.offset(rng[0][0], rng[0][1], enc), lines.offset(rng[1][0], rng[1][1], enc)))
            self.text = self.text[:s] + new_text + self.text[e:]
        self._file = False


class PackageRobots:
    """the robot files of a package read from disk for its controller YAML files: which files of a package are
    robots with a <ros2_control> block (until files change), and their Documents by path, size and mtime"""

    def __init__(self, workspace):
        self.workspace = workspace
        self._on_disk: dict = {}      # robot path -> ((size, mtime_ns), Document)
        self._scanned: dict = {}      # package folder -> paths of its .urdf/.xacro files (see forget)

    def forget(self):
        """files changed: packages are looked through again"""
        self._scanned.clear()

    def listing(self, path, robots):
        """[(robot path, Document)] of those robots ((path, Document) pairs) that list the YAML file at path"""
        target = os.path.abspath(path)
        return [(p, d) for p, d in robots if "<ros2_control" in d.text and target in self._listed(p)]

    def robots_for(self, path, open_robots):
        """[(robot path, Document)] of the YAML file at path: the open robot documents ((path, Document) pairs)
        that list it, else its package's robot files with a <ros2_control> block"""
        return self.listing(path, open_robots) or self.listing(path, self._package_robots(path))

    def _listed(self, robot_path):
        mapped = self.workspace.project_for(robot_path).controllers
        return {os.path.abspath(p) for p in controller_paths(robot_path, mapped)}

    def _package_robots(self, path):
        root = config_package(path)
        if root is None:
            return []
        found = ((p, self._robot(p)) for p in self._robot_files(root))
        return [(p, doc) for p, doc in found if doc is not None]

    def _robot_files(self, root):
        """the .urdf/.xacro files (not .srdf.xacro) of the package at root, walked once until forget()"""
        hit = self._scanned.get(root)
        if hit is None:
            hit, seen = [], 0
            for folder, dirs, files in os.walk(root):
                dirs[:] = sorted(d for d in dirs if d not in _SKIP and not d.startswith("."))
                seen += len(dirs) + len(files)
                hit += [os.path.join(folder, n) for n in sorted(files)
                        if n.endswith((".urdf", ".xacro")) and not n.endswith(".srdf.xacro")]
                if seen > MAX_SCANNED:
                    break
            self._scanned[root] = hit
        return hit

    def _robot(self, path):
        """the robot file's Document when it has a <ros2_control> block (kept while the file is unchanged)"""
        try:
            st = os.stat(path)
        except OSError:
            return None
        stamp = (st.st_size, st.st_mtime_ns)
        hit = self._on_disk.get(path)
        if hit is not None and hit[0] == stamp:
            return hit[1]
        try:
            data = read_bytes(path, MAX_ROBOT_BYTES)
        except Unreadable:
            return None
        doc = None
        if b"<ros2_control" in data:
            from ..text.guard import decode_bytes
            doc = Document(decode_bytes(data)[0], path, self.workspace)
        self._on_disk[path] = (stamp, doc)
        return doc
