"""The session: the open documents of one workspace and everything that happens to them.

The language server, `urdf-ls check`, `tree` and `preview` all drive a Session, so that they give the same
diagnostics for the same file and settings.  Each call returns a `Changes` record of what its caller must
pass on (diagnostics to publish, previews to refresh, messages for the user, expansions to start); the
Session itself never talks to a client, never starts a process and never imports the LSP libraries.

Documents are keyed by the caller's name for them (the LSP's URI, the CLI's path as given).  Each open key has
one `OpenDocument`, served by its kind (document/kinds.py): the Session dispatches, the kind does the work, and
no method here asks what kind a document is."""
from __future__ import annotations

from ..codes import Code, Diag, at
from ..text.guard import check_bytes
from ..workspace.files import Unreadable, read_bytes
from ..workspace.workspace import Workspace
from .changes import Changes, ExpansionJob, Published
from .kinds import DocumentKind, OpenDocument
from .registry import kind_for
from .store import DiagnosticsStore

__all__ = ["Changes", "ExpansionJob", "Published", "Session"]


class Session:
    def __init__(self, workspace: Workspace | None = None, reuse_chunks=False, project_may_expand=False,
                 caller_waits=False):
        """reuse_chunks: documents take over the top-level elements of earlier ones (a batch, urdf-ls check);
        project_may_expand: a project file's `expand = true` alone runs xacro (the CLI), where an editor needs
        the client's opt-in too (Workspace.may_expand); caller_waits: the caller waits for whole results (the
        CLI), so an analysis measures every link at once rather than in rounds that keep keystrokes quick"""
        self.workspace = workspace if workspace is not None else Workspace()
        self.caller_waits = caller_waits
        self.reuse_chunks = reuse_chunks
        self.project_may_expand = project_may_expand
        self.entries: dict = {}          # key -> OpenDocument
        self.store = DiagnosticsStore()
        self.closed_dropped = 0          # characters of text of closed documents (their trees are garbage)
        self._kinds: dict = {}           # kind class -> its instance in this session
        self._real_paths: dict = {}      # a mesh's path as documents spell it -> its real path (real_path)

    # -------------------------------------------------------------- what callers ask
    def kind(self, kind_class: type) -> DocumentKind:
        """this session's instance of a kind (made when first needed: it may keep what its documents share)"""
        kind = self._kinds.get(kind_class)
        if kind is None:
            kind = self._kinds[kind_class] = kind_class(self)
        return kind

    def entry(self, key) -> OpenDocument | None:
        return self.entries.get(key)

    def document(self, key):
        """the open document's XML Document (None: not open, or a kind without one)"""
        entry = self.entries.get(key)
        return entry.kind.document(entry) if entry is not None else None

    def text(self, key) -> str:
        """the open document's text"""
        entry = self.entries[key]
        return entry.kind.text(entry)

    def lines(self, key):
        """the open document's line index"""
        entry = self.entries[key]
        return entry.kind.lines(entry)

    def diagnostics(self, key) -> list[Diag]:
        """what is shown for the document: every producer's diagnostics, capped"""
        return self.store.union(key)

    def diagnostics_elsewhere(self, key):
        """[(path, its text, [Diag])] the document's rules find in other files (its controller YAML files)"""
        entry = self.entries.get(key)
        return entry.kind.diagnostics_elsewhere(entry) if entry is not None else []

    def open_by_path(self):
        """path -> Document of the open XML documents saved somewhere (their unsaved text wins over the disk)"""
        found = ((e.path, e.kind.document(e)) for e in self.entries.values() if e.path)
        return {path: doc for path, doc in found if doc is not None}

    def open_keys_by_path(self):
        """absolute path -> key of the open documents saved somewhere"""
        import os
        return {os.path.abspath(e.path): key for key, e in self.entries.items() if e.path}

    def preview_model(self, key, enc="utf-16"):
        """what the live preview shows of the document (preview_model.PreviewModel), counting the
        diagnostics that are shown (project severities and suppressions applied, expansion errors included)"""
        entry = self.entries[key]
        return entry.kind.preview_model(entry, enc)

    def may_expand(self, path) -> bool:
        """whether xacro may run on the file at path (the user's opt-in; the CLI: the project file's)"""
        if self.project_may_expand:
            from ..workspace.expansion import xacro_available
            return self.workspace.settings_for(path).xacro.expand and xacro_available()
        return self.workspace.may_expand(path)

    def garbage_chars(self):
        """characters of text whose trees were dropped since the session started (see runtime.Collector)"""
        return self.closed_dropped + sum(e.kind.garbage(e) for e in self.entries.values())

    def live_chars(self):
        return sum(e.kind.size(e) for e in self.entries.values())

    # -------------------------------------------------------------- documents
    def open(self, key, text, path=None) -> Changes:
        """an editor opened the document with this text"""
        changes = Changes()
        entry = self._entry_for(key, path, changes)
        entry.kind.open(entry, text, changes)
        return changes

    def open_file(self, key, path) -> Changes:
        """read the file from disk (bytes checked as `urdf-ls check` reads them) and open it"""
        self.workspace.packages.new_request()
        try:
            text, problems = check_bytes(read_bytes(path))
        except Unreadable as e:
            text, problems = "", [at(0, 0, Code.IO_ERROR, "Cannot read file: %s" % e)]
        changes = Changes()
        entry = self._entry_for(key, path, changes)
        entry.kind.open(entry, text, changes, problems)
        return changes

    def change(self, key, edits, enc="utf-16") -> Changes:
        """edits: [(((line, character), (line, character)) or None for the whole text, new text)]"""
        changes = Changes()
        entry = self.entries.get(key)
        if entry is not None:
            entry.kind.change(entry, edits, enc, changes)
        return changes

    def save(self, key) -> Changes:
        """the document was saved: what was read of its file is read again; the others may read it"""
        changes = Changes()
        entry = self.entries.get(key)
        if entry is None:
            return changes
        entry.kind.save(entry, changes)
        for other in list(self.entries.values()):
            if other is not entry:
                other.kind.other_saved(other, changes)
        return changes

    def close(self, key) -> Changes:
        changes = Changes(closed=[key])
        entry = self.entries.pop(key, None)
        if entry is not None:
            entry.kind.close(entry, changes)
        self.store.drop(key)
        changes.published.append(Published(key, None, []))
        return changes

    def republish(self, key, changes: Changes):
        """analyse the open document again and publish it"""
        entry = self.entries.get(key)
        if entry is not None:
            entry.kind.publish(entry, changes)

    def _entry_for(self, key, path, changes) -> OpenDocument:
        """the key's entry; a new one when the key is new or its file is now of another kind"""
        kind = self.kind(kind_for(path or key))
        entry = self.entries.get(key)
        if entry is not None and entry.kind is not kind:
            changes.add(self.close(key))
            entry = None
        if entry is None:
            entry = self.entries[key] = OpenDocument(key, path, kind)
        entry.path = path
        return entry

    # -------------------------------------------------------------- settings and files
    def configure(self, client_json) -> Changes:
        """new client settings (they override the project files); every document is checked again"""
        changes = Changes(messages=["urdf-ls settings: %s" % p for p in self.workspace.configure(client_json)])
        changes.add(self.reload())
        return changes

    def files_changed(self, walked=None) -> Changes:
        """files changed on disk (project files, package.xml, includes); walked: the package folders walked
        again meanwhile (see Workspace.files_changed)"""
        self.workspace.files_changed(walked=walked)
        return self.reload()

    def reload(self) -> Changes:
        """files, project files or settings changed: every open document is read again and republished"""
        self._real_paths.clear()     # (a link may point elsewhere now)
        for kind in list(self._kinds.values()):
            kind.files_changed()
        self.workspace.packages.new_request()
        changes = Changes()
        for entry in list(self.entries.values()):
            entry.kind.reload(entry, changes)
        return changes

    # -------------------------------------------------------------- the opt-in xacro expansion
    def expansion_job(self, key) -> ExpansionJob | None:
        """the expansion of a .xacro document's current text (unsaved edits included; the files it includes
        are read from disk), or None when it is not to be expanded (then a running one is to be cancelled)"""
        entry = self.entries.get(key)
        return entry.kind.expansion_job(entry) if entry is not None else None

    def expansion_finished(self, job: ExpansionJob, text, err) -> Changes:
        """xacro gave `text` (None when it failed with `err`); dropped when the document changed meanwhile"""
        changes = Changes()
        entry = self.entries.get(job.key)
        if entry is not None:
            entry.kind.expansion_finished(entry, job, text, err, changes)
        return changes

    # -------------------------------------------------------------- the targets' consumers themselves
    def consumer_jobs(self, key) -> list:
        """the loads of the document by the installed consumers of its targets (document.consumers)"""
        entry = self.entries.get(key)
        return entry.kind.consumer_jobs(entry) if entry is not None else []

    def consumer_finished(self, job, result) -> Changes:
        """a consumer's load finished; dropped when the document changed meanwhile"""
        changes = Changes()
        entry = self.entries.get(job.key)
        if entry is not None:
            entry.kind.consumer_finished(entry, job, result, changes)
        return changes

    def expanded_document(self, key):
        """the URDF (or SRDF) of the document's last successful expansion, as a document of its own"""
        entry = self.entries.get(key)
        if entry is None or entry.expanded is None:
            return None
        path = entry.path or ""
        return type(entry.model)(entry.expanded, path[:-len(".xacro")] if path.endswith(".xacro") else path + ".urdf",
                                 self.workspace)

    def publish_elsewhere(self, entry: OpenDocument, found, changes: Changes):
        """expansion errors of the document that xacro places in other files (an include), on those files; the
        previous ones are cleared"""
        by_path: dict = {}
        for path, lines, d in found:
            by_path.setdefault(path, (lines, []))[1].append(d)
        for path in sorted(entry.elsewhere - set(by_path)):
            changes.published.append(Published(None, path, []))
        for path, (lines, diags) in by_path.items():
            changes.published.append(Published(None, path, diags, lines))
        entry.elsewhere = set(by_path)

    # -------------------------------------------------------------- meshes read off the keystroke path
    def meshes_ready(self, path) -> Changes:
        """the workspace's mesh cache has read the mesh at path: the documents that waited for it are analysed and
        published again"""
        changes = Changes()
        real = self.real_path(path)       # (documents may spell the file differently)
        for entry in list(self.entries.values()):
            entry.kind.mesh_ready(entry, real, changes)
        return changes

    def real_path(self, path):
        """os.path.realpath(path), remembered until files change: each mesh read compares every mesh that any
        document still waits for (a robot of 300 meshes: 90,000 lookups while they are read)"""
        hit = self._real_paths.get(path)
        if hit is None:
            if len(self._real_paths) >= 10000:
                self._real_paths.clear()
            import os
            hit = self._real_paths[path] = os.path.realpath(path)
        return hit

    def continue_physics(self, key) -> Changes:
        """measure the next links an edit added beyond one analysis's budget, and publish"""
        changes = Changes()
        entry = self.entries.get(key)
        if entry is not None:
            entry.kind.continue_physics(entry, changes)
        return changes

    def wait_for_meshes(self, key, timeout) -> Changes:
        """measure every link and wait (at most `timeout` seconds in all) for the meshes the document's physics
        rules need, then publish it again (the CLI: it has no event loop to hear from the cache)"""
        changes = Changes()
        entry = self.entries.get(key)
        if entry is not None:
            entry.kind.wait_for_meshes(entry, timeout, changes)
        return changes
