"""The kind every XML document shares (URDF, xacro, SRDF): a Document behind the input guard, the opt-in xacro
expansion of its text, and the meshes its physics rules wait for."""
from __future__ import annotations

from ..codes import Code, at
from ..rules import suppress
from ..text.guard import check_text, edit_needs_check
from ..text.lines import LineIndex
from .changes import Changes, ExpansionJob, Published, logged
from .document import Document
from .kinds import AwaitedMeshes, DocumentKind, ExpansionOutcome, OpenDocument
from .store import Producer

EXPANSION_QUIET = 0.2   # seconds without edits before a .xacro document is expanded again


class XmlKind(DocumentKind):
    """an XML document analysed by a Document (document_class) and published whole at each change"""
    document_class = Document

    # -------------------------------------------------------------- the document's life
    def open(self, entry: OpenDocument, text, changes: Changes, problems=None):
        ws = self.session.workspace
        ws.packages.new_request()
        if problems is not None:        # (read from disk: the guard has read its bytes)
            self._set_text(entry, text, text, problems)
        else:
            if entry.path and ws.project_changed(entry.path):
                changes.add(self.session.reload())
            try:
                self._set_text(entry, text, *check_text(text))
            except Exception:  # keep serving: the document gets an internal-error diagnostic
                logged("open")
                entry.model = self.document_class("", entry.path, ws)
                entry.refused = text
                self.session.store.put(entry.key, Producer.GUARD, [at(0, 1, Code.INTERNAL_ERROR, (
                    "urdf-ls could not analyse this document (see server log)"))])
        changes.expand_later(entry.key)
        self.publish(entry, changes)

    def change(self, entry: OpenDocument, edits, enc, changes: Changes):
        self.session.workspace.packages.new_request()
        self.session.store.drop(entry.key, Producer.EXPANSION)  # positions of the last expansion are stale
        try:
            for rng, new_text in edits:
                if rng is None:
                    self._set_text(entry, new_text, *check_text(new_text))
                else:
                    self._apply_edit(entry, rng, new_text, enc)
        except Exception:
            logged("change")
        self.publish(entry, changes)
        if entry.model.ctx.xacro:
            changes.expand_later(entry.key, EXPANSION_QUIET)

    def save(self, entry: OpenDocument, changes: Changes):
        """what was read of its file (and of its project file) is read again"""
        ws = self.session.workspace
        ws.packages.new_request()
        if entry.path:
            ws.files.forget(entry.path)     # its saved content changed; includers may have changed too
            ws.xacro.invalidate()
            if ws.project_changed(entry.path):
                changes.add(self.session.reload())
        changes.expand_later(entry.key)
        self.publish(entry, changes)

    def close(self, entry: OpenDocument, changes: Changes):
        self.session.closed_dropped += entry.model.dropped + entry.model.size
        self.session.publish_elsewhere(entry, [], changes)

    def reload(self, entry: OpenDocument, changes: Changes):
        if entry.model is None:         # (opening it is what made the project reload)
            return
        if entry.refused is None:
            entry.model.set_text(entry.model.text)  # re-resolve includes, packages and meshes
        self.session.store.drop(entry.key, Producer.EXPANSION)
        changes.expand_later(entry.key)      # again with the new args, or not at all
        self.publish(entry, changes)

    # -------------------------------------------------------------- what callers ask
    def document(self, entry: OpenDocument):
        return entry.model

    def ready(self, entry: OpenDocument):
        doc = entry.model
        doc.analysis()
        if doc.ctx.xacro:
            doc.xacro_index   # noqa: B018 (computed and cached)

    def text(self, entry: OpenDocument) -> str:
        return entry.model.text

    def lines(self, entry: OpenDocument):
        return entry.model.lines

    def size(self, entry: OpenDocument) -> int:
        return entry.model.size

    def garbage(self, entry: OpenDocument) -> int:
        return entry.model.dropped

    def preview_model(self, entry: OpenDocument, enc):
        from .preview_model import preview_model
        doc = entry.model
        allowed = self.session.may_expand(entry.path)
        pending, failure = False, None
        if allowed and self._expands(entry):
            last = entry.last_expansion
            pending = last is None or last.stamp != doc.edits
            failure = None if pending else last.error
        return preview_model(doc, entry.expanded, allowed, self.session.store.union(entry.key), enc, pending,
                             failure)

    # -------------------------------------------------------------- the opt-in xacro expansion
    def _expands(self, entry: OpenDocument) -> bool:
        """whether the document is one that xacro expands once the user allows it"""
        return bool(entry.path) and entry.model.ctx.xacro and entry.refused is None

    def expansion_job(self, entry: OpenDocument):
        if not (self._expands(entry) and self.session.may_expand(entry.path)):
            return None
        doc, ws = entry.model, self.session.workspace
        s = ws.settings_for(entry.path)
        return ExpansionJob(entry.key, entry.path, ws.folders + list(s.package_paths), s.xacro.args, s.packages,
                            doc.text, doc, doc.edits)

    def expansion_finished(self, entry: OpenDocument, job, text, err, changes: Changes):
        from .expansion import failure_elsewhere
        doc = entry.model
        if doc is not job.document or doc.edits != job.stamp:
            return
        self.session.workspace.packages.new_request()
        try:
            if text is not None:
                entry.expanded = text
            entry.last_expansion = ExpansionOutcome(job.stamp, err)
            self._put_expansion(entry, text, err)
            self.publish(entry, changes)
            self.session.publish_elsewhere(entry, failure_elsewhere(doc, err) if err else [], changes)
        except Exception:
            logged("xacro expansion")

    def _put_expansion(self, entry: OpenDocument, text, err):
        """the expansion's diagnostics, stored; the meshes its physics rules await are remembered"""
        from .expansion import diagnostics_of_expansion
        doc, pending = entry.model, []
        self.session.store.put(entry.key, Producer.EXPANSION, suppress.reported(
            doc.tree, diagnostics_of_expansion(doc, text, err, pending),
            self.session.workspace.settings_for(doc.path), doc.may_suppress))
        entry.awaited_meshes = AwaitedMeshes(doc.edits, {p for p, _scale in pending}) if pending else None

    # -------------------------------------------------------------- meshes read off the keystroke path
    def mesh_ready(self, entry: OpenDocument, real_path, changes: Changes):
        """the document is analysed again when it waited for the mesh; an expansion's diagnostics once all the
        meshes it awaits are read, from its text (xacro does not run again)"""
        doc, real_of = entry.model, self.session.real_path
        if any(real_of(p) == real_path for p, _scale in doc.pending_meshes):
            doc.remeasure()
            self.publish(entry, changes)
        waited = entry.awaited_meshes
        spelled = next((p for p in waited.paths if real_of(p) == real_path), None) if waited else None
        if spelled is None:
            return
        waited.paths.discard(spelled)
        if waited.stamp != doc.edits or entry.expanded is None:
            entry.awaited_meshes = None
        elif not waited.paths:
            self._put_expansion(entry, entry.expanded, None)
            self.publish(entry, changes)

    def continue_physics(self, entry: OpenDocument, changes: Changes):
        doc = entry.model
        if doc.physics_unfinished:
            doc.remeasure(backlog=True)
            self.publish(entry, changes)

    def wait_for_meshes(self, entry: OpenDocument, timeout, changes: Changes):
        import time
        doc, waited = entry.model, entry.awaited_meshes
        entry.awaited_meshes = None
        expansion = waited.paths if waited is not None and waited.stamp == doc.edits and entry.expanded else ()
        unfinished = doc.physics_unfinished
        if not (doc.pending_meshes or expansion or unfinished):
            return
        if unfinished:
            doc.physics_budget = None       # (the caller waits: all of them now)
            doc.remeasure()
            doc.diagnostics()               # (which may find meshes to wait for)
        end = time.monotonic() + timeout
        for path in {p for p, _scale in doc.pending_meshes} | set(expansion):
            self.session.workspace.meshes.wait(path, (1.0, 1.0, 1.0), max(0.0, end - time.monotonic()))
        doc.remeasure()
        if expansion:
            self._put_expansion(entry, entry.expanded, None)
        self.publish(entry, changes)

    # -------------------------------------------------------------- inside
    def _set_text(self, entry: OpenDocument, text, checked, problems):
        """(re)load the document with the guard's verdict on its text; a refused text (problems, nothing to
        analyse) is kept aside so that incremental edits still apply to it and can make it acceptable again"""
        store = self.session.store
        store.put(entry.key, Producer.GUARD, problems)
        store.drop(entry.key, Producer.EXPANSION)
        entry.refused = text if problems and checked == "" else None
        doc = entry.model
        if doc is None:
            doc = entry.model = self.document_class(checked, entry.path, self.session.workspace,
                                                    self.session.reuse_chunks)
            if self.session.caller_waits:
                doc.physics_budget = None
        elif not (problems and doc.text == ""):
            doc.set_text(checked)

    def _apply_edit(self, entry: OpenDocument, rng, new_text, enc):
        """one incremental edit; the guard runs again when the edit can make the document refusable"""
        raw = entry.refused
        if raw is not None:
            if not isinstance(raw, LineIndex):
                raw = entry.refused = LineIndex(raw)
            s = raw.offset(rng[0][0], rng[0][1], enc)
            e = raw.offset(rng[1][0], rng[1][1], enc)
            s, e = min(s, e), max(s, e)
            text = raw.text[:s] + new_text + raw.text[e:]
            raw.replace(text, s, e, new_text)
            if not check_text(text)[1]:
                self._set_text(entry, text, text, [])      # acceptable again: analysed from scratch
            return
        doc = entry.model
        doc.apply_lsp_change(rng, new_text, enc)
        if edit_needs_check(doc.size, new_text):
            checked, problems = check_text(doc.text)
            if problems:
                self._set_text(entry, doc.text, checked, problems)

    def _analyse(self, entry: OpenDocument, changes: Changes):
        """(re)compute the analysis entry of the store; a rule bug becomes one internal-error diagnostic"""
        doc, store, ws = entry.model, self.session.store, self.session.workspace
        try:
            shown = [] if entry.refused is not None else suppress.reported(
                doc.tree, doc.diagnostics(), ws.settings_for(doc.path), doc.may_suppress)
            store.put(entry.key, Producer.ANALYSIS, shown)
            changes.project_problems += ws.take_problems()
            store.drop(entry.key, Producer.INTERNAL)
        except Exception:  # never let a rule bug stop the session
            logged("analysis")
            store.put(entry.key, Producer.INTERNAL, [at(0, 1, Code.INTERNAL_ERROR, "urdf-ls internal error while "
                                                                                  "analysing this file (see log)")])

    def publish(self, entry: OpenDocument, changes: Changes):
        """analyse the document and publish its diagnostics"""
        self._analyse(entry, changes)
        changes.published.append(Published(entry.key, entry.path, self.session.store.union(entry.key)))
        changes.previews.append(entry.key)
        if entry.model.physics_unfinished:
            changes.remeasure.append(entry.key)
