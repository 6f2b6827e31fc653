"""Robot documents (URDF and xacro) and SRDF documents: the two XML kinds.

A robot document also publishes the diagnostics of its controller YAML files (those not open: an open one
publishes its own, from its buffer); an SRDF document reads its URDF from disk, so it is checked again when
another document is saved."""
from __future__ import annotations

import os

from ..text.lines import LineIndex
from .changes import Changes, Published, logged
from .document import SrdfDocument, is_srdf
from .kinds import OpenDocument
from .store import Producer
from .xml_kind import XmlKind

CONSUMERS_QUIET = 1.5   # seconds without edits before the targets' consumers load a robot's text again


class RobotKind(XmlKind):
    name = "robot"
    lists_controllers = True

    @staticmethod
    def claims(path) -> bool:
        return True     # (asked last: what no other kind claims is read as a robot description)

    def open(self, entry: OpenDocument, text, changes: Changes, problems=None):
        super().open(entry, text, changes, problems)
        if problems is None:
            self.publish_controllers(entry, changes)
        self._consume(entry, changes)

    def change(self, entry: OpenDocument, edits, enc, changes: Changes):
        if entry.consumed:      # (their positions are stale: the static rules answer until they load it again)
            entry.consumed = {}
            self.session.store.drop(entry.key, Producer.CONSUMERS)
        super().change(entry, edits, enc, changes)
        if not entry.model.ctx.xacro:
            self._consume(entry, changes, CONSUMERS_QUIET)

    def save(self, entry: OpenDocument, changes: Changes):
        super().save(entry, changes)
        self.publish_controllers(entry, changes)
        self._consume(entry, changes)

    def reload(self, entry: OpenDocument, changes: Changes):
        super().reload(entry, changes)
        if entry.model is not None:
            self._consume(entry, changes)

    def expansion_finished(self, entry: OpenDocument, job, text, err, changes: Changes):
        super().expansion_finished(entry, job, text, err, changes)
        if text is not None and entry.expanded is text:
            self._consume(entry, changes)     # (its consumers load the new expansion)

    # -------------------------------------------------------------- the targets' consumers themselves
    def _consume(self, entry: OpenDocument, changes: Changes, delay=0.0):
        """ask for the document's consumer loads when it targets any (or had results to clear)"""
        if entry.model is not None and (entry.model.targets or entry.consumed):
            changes.consume_later(entry.key, delay)

    def consumer_jobs(self, entry: OpenDocument) -> list:
        from .consumers import consumer_jobs
        if entry.model is None or entry.refused is not None:
            return []
        ws = self.session.workspace
        expanded = self.session.expanded_document(entry.key) if entry.model.ctx.xacro else None
        jobs = consumer_jobs(entry.key, entry.model, entry.path, ws.settings_for(entry.path),
                             lambda name: ws.packages.find(name, entry.path), expanded)
        asked = {job.target for job in jobs}
        if set(entry.consumed) - asked:      # (a target no longer asked for: its verdict goes)
            entry.consumed = {t: r for t, r in entry.consumed.items() if t in asked}
            self._put_consumed(entry)
        return jobs

    def consumer_finished(self, entry: OpenDocument, job, result, changes: Changes):
        from .consumers import consumer_finished
        doc = entry.model
        if doc is not job.document or doc.edits != job.stamp:
            return
        try:
            entry.consumed[job.target] = consumer_finished(job, result,
                                                           self.session.workspace.settings_for(doc.path))
            self._put_consumed(entry)
            self.publish(entry, changes)
        except Exception:
            logged("consumer %s" % job.target)

    def _put_consumed(self, entry: OpenDocument):
        """the store's entry of the consumers' diagnostics, which replaces the static codes they answered for"""
        diags = [d for found, _codes in entry.consumed.values() for d in found]
        replaced = set().union(*(codes for _found, codes in entry.consumed.values()))
        self.session.store.put(entry.key, Producer.CONSUMERS, diags, replaced)

    def close(self, entry: OpenDocument, changes: Changes):
        super().close(entry, changes)
        self.publish_controllers(entry, changes, found=[])

    # -------------------------------------------------------------- its controller YAML files
    def controller_files(self, entry: OpenDocument):
        """the controller YAML files of the robot (workspace.controllers.ControllerFile; an open file's buffer)"""
        from ..workspace.controllers import controller_paths
        if not entry.path:
            return []
        from .controller_kind import ControllerYamlKind   # (a robot without controller files never loads it)
        read = self.session.kind(ControllerYamlKind).reader()
        files = (read(p) for p in controller_paths(entry.path,
                                                   self.session.workspace.project_for(entry.path).controllers))
        return [f for f in files if f is not None]

    def diagnostics_elsewhere(self, entry: OpenDocument):
        """[(controller YAML path, its text, [Diag])] for the robot's <ros2_control> joints"""
        doc, path = entry.model, entry.path
        if doc.tree.root is None or not path or "<ros2_control" not in doc.text:
            return []
        from ..rules.controllers import controller_diagnostics    # (only robots with blocks need it)
        from .controller_kind import ControllerYamlKind
        mapped = self.session.workspace.project_for(path).controllers
        return controller_diagnostics(path, doc.tree.root, doc.ctx.xacro, lambda: doc.xacro_index, mapped,
                                      self.session.kind(ControllerYamlKind).reader())

    def publish_controllers(self, entry: OpenDocument, changes: Changes, found=None):
        """the diagnostics of the robot's controller YAML files (as saved), on those files; an editor opens and
        saves the robot, the YAML files are read from disk then (not at each keystroke).  An open YAML file
        publishes its own, from its buffer."""
        if found is None:
            try:
                found = self.diagnostics_elsewhere(entry)
            except Exception:
                logged("controller files")
                found = []
        open_keys = self.session.open_keys_by_path()
        shown = {path: (text, diags) for path, text, diags in found
                 if diags and os.path.abspath(path) not in open_keys}
        for path in sorted(entry.published_into - set(shown)):
            changes.published.append(Published(None, path, []))
        for path, (text, diags) in shown.items():
            changes.published.append(Published(None, path, diags, LineIndex(text)))
        entry.published_into = set(shown)
        owners = {open_keys[os.path.abspath(p)] for p, _t, _d in found if os.path.abspath(p) in open_keys}
        for key in owners:
            self.session.republish(key, changes)


class SrdfKind(XmlKind):
    """MoveIt's semantic description of a robot (plain or in xacro): its own vocabulary and rules"""
    name = "srdf"
    document_class = SrdfDocument

    @staticmethod
    def claims(path) -> bool:
        return is_srdf(path)

    def other_saved(self, entry: OpenDocument, changes: Changes):
        entry.model.refresh()      # (its URDF, read from disk, may be the file saved)
        self.publish(entry, changes)

    def preview_model(self, entry: OpenDocument, enc):
        from .preview_model import srdf_preview_model
        return srdf_preview_model(entry.model, self.session.store.union(entry.key), enc)
