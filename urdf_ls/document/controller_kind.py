"""Controller YAML documents (ros2_control's config/*.yaml): a buffer checked against its robots' joints.

While a YAML file is open its buffer is what every reader of it sees (the robot documents' diagnostics and
references included), and it alone publishes its diagnostics.  A YAML file that is no controller file gets no
diagnostic and no answer."""
from __future__ import annotations

import os

from .changes import Changes, Published, logged
from .controller_docs import PackageRobots, YamlBuffer
from .kinds import DocumentKind, OpenDocument
from .store import Producer


class ControllerContext:
    """an open controller file and the robots whose <ros2_control> joints it names"""
    __slots__ = ("buffer", "file", "robots")

    def __init__(self, buffer, file, robots):
        self.buffer = buffer        # YamlBuffer
        self.file = file            # workspace.controllers.ControllerFile of the buffer's text
        self.robots = robots        # [(robot path, Document)]


class ControllerYamlKind(DocumentKind):
    name = "controller-yaml"

    def __init__(self, session):
        super().__init__(session)
        self.package_robots = PackageRobots(session.workspace)

    @staticmethod
    def claims(path) -> bool:
        return bool(path) and path.lower().endswith((".yaml", ".yml"))

    # -------------------------------------------------------------- the document's life
    def open(self, entry: OpenDocument, text, changes: Changes, problems=None):
        """problems: what reading its bytes found (the CLI reads the file: an unreadable one says so)"""
        entry.model = YamlBuffer(entry.path, text)
        self.session.store.put(entry.key, Producer.GUARD, problems or [])
        self.publish(entry, changes)

    def change(self, entry: OpenDocument, edits, enc, changes: Changes):
        for rng, new_text in edits:
            entry.model.edit(rng, new_text, enc)
        self.publish(entry, changes)

    def save(self, entry: OpenDocument, changes: Changes):
        self.publish(entry, changes)

    def close(self, entry: OpenDocument, changes: Changes):
        """the disk's text is what the open robot documents see again (the Session dropped this entry first)"""
        if entry.path:
            listing = {path for path, _doc in self.package_robots.listing(entry.path, self.open_robots())}
            for robot in self.open_robot_entries():
                if robot.path in listing:
                    robot.kind.publish_controllers(robot, changes)

    def files_changed(self):
        self.package_robots.forget()

    def text(self, entry: OpenDocument) -> str:
        return entry.model.text

    def size(self, entry: OpenDocument) -> int:
        return len(entry.model.text)

    # -------------------------------------------------------------- what its requests ask
    def context(self, entry: OpenDocument) -> ControllerContext | None:
        """the buffer, its controller file and its robots; None when the buffer is no controller file"""
        f = entry.model.controller_file()
        if f is None:
            return None
        robots = self.package_robots.robots_for(entry.path, self.open_robots())
        return ControllerContext(entry.model, f, robots)

    def controller_files(self, robots):
        """[ControllerFile] of every controller file of those robots ((path, Document) pairs), open ones as typed,
        each once"""
        from ..workspace.controllers import controller_paths
        read, seen, files = self.reader(), set(), []
        for robot_path, _doc in robots:
            for p in controller_paths(robot_path, self.session.workspace.project_for(robot_path).controllers):
                if p not in seen:
                    seen.add(p)
                    cf = read(p)
                    if cf is not None:
                        files.append(cf)
        return files

    # -------------------------------------------------------------- the robots and the open buffers
    def open_robot_entries(self):
        """the open robot documents (OpenDocument) saved somewhere"""
        return [e for e in self.session.entries.values() if e.kind.lists_controllers and e.path]

    def open_robots(self):
        """[(path, Document)] of the open robot documents saved somewhere"""
        return [(e.path, e.model) for e in self.open_robot_entries()]

    def reader(self):
        """read(path) -> ControllerFile or None: an open buffer's text wins over the disk's"""
        from ..workspace.controllers import read_controller_file
        buffers = {os.path.abspath(e.path): e.model for e in self.session.entries.values()
                   if e.kind is self and e.path}
        if not buffers:
            return read_controller_file

        def read(path):
            buf = buffers.get(os.path.abspath(path))
            return buf.controller_file() if buf is not None else read_controller_file(path)
        return read

    def publish(self, entry: OpenDocument, changes: Changes):
        """the buffer's diagnostics against its robots' <ros2_control> joints (the robot that knows the most of
        its names, when several claim it)"""
        store = self.session.store
        try:
            store.put(entry.key, Producer.ANALYSIS, self._diagnostics(entry))
        except Exception:
            logged("controller file")
        changes.published.append(Published(entry.key, entry.path, store.union(entry.key), entry.model.lines))

    def _diagnostics(self, entry: OpenDocument):
        context = self.context(entry)
        if context is None:
            return []
        from ..rules.controllers import check_controller_file, joints_of
        found = [check_controller_file(context.file, j) for j in (
            joints_of(d.tree.root, d.ctx.xacro, lambda d=d: d.xacro_index) for _p, d in context.robots
            if d.tree.root is not None) if j is not None]
        return min(found, key=len) if found else []
