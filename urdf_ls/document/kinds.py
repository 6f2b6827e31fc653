"""Document kinds: what each type of file is to the Session (ruff's `DocumentController`, one per kind).

The kind of a file is decided once, when its key is first opened, from its path (`registry.kind_for`): the first
registered kind that claims the path.  The Session keeps one `OpenDocument` per key and hands every call on it to
the kind, which owns what that type of file needs (a Document and its expansion for XML, a buffer for YAML).
The Session makes one instance of each kind it meets, so a kind may keep state that its documents share.

A new type of file is a `DocumentKind` subclass registered with `registry.register` (its requests go to
lsp/kind_requests.py's table under the kind's `name`): neither the Session nor the router changes."""
from __future__ import annotations

from .changes import Changes


class OpenDocument:
    """everything the Session holds about one open file: closing it drops this one record"""
    __slots__ = ("key", "path", "kind", "model", "refused", "expanded", "last_expansion", "elsewhere",
                 "published_into", "awaited_meshes", "consumed")

    def __init__(self, key, path, kind):
        self.key = key
        self.path = path                # its file (None: not a file, an untitled buffer)
        self.kind = kind                # the DocumentKind instance that serves it
        self.model = None               # what the kind made of its text: a Document, a YamlBuffer …
        self.refused = None             # the text the input guard refused (or its LineIndex), kept for edits
        self.expanded = None            # the URDF text of its last successful xacro expansion
        self.last_expansion = None      # ExpansionOutcome of the last expansion that finished
        self.elsewhere = set()          # paths of other files showing errors of its expansion
        self.published_into = set()     # paths of closed files showing its diagnostics (controller YAML)
        self.awaited_meshes = None      # AwaitedMeshes of its expansion's physics rules
        self.consumed = {}              # target -> (diagnostics, static codes they replace) of its last load there


class ExpansionOutcome:
    """the last finished expansion of a document: of which version of its text, and its error (None: it worked)"""
    __slots__ = ("stamp", "error")

    def __init__(self, stamp, error):
        self.stamp, self.error = stamp, error


class AwaitedMeshes:
    """the meshes an expansion's physics rules wait for, and the version of the text it was of"""
    __slots__ = ("stamp", "paths")

    def __init__(self, stamp, paths):
        self.stamp, self.paths = stamp, paths


class DocumentKind:
    """a type of file the Session serves.  Every method has a do-nothing default, so that a kind implements only
    what its files have; `session` is the Session that made it, `entry` an OpenDocument of this kind."""
    name = "?"                  # how the LSP layer finds the kind's requests (lsp/kind_requests.py)
    lists_controllers = False   # its documents name controller YAML files (then it has publish_controllers)

    def __init__(self, session):
        self.session = session

    @staticmethod
    def claims(path) -> bool:
        """whether a file at path (or a key that is no file) is of this kind"""
        return False

    # -- the document's life
    def open(self, entry: OpenDocument, text, changes: Changes, problems=None):
        """the document was opened with text (problems: what the guard found reading its bytes, when read from
        disk; None: the text comes from an editor)"""

    def change(self, entry: OpenDocument, edits, enc, changes: Changes):
        """edits: [(((line, character), (line, character)) or None for the whole text, new text)]"""

    def save(self, entry: OpenDocument, changes: Changes):
        """the document was saved"""

    def other_saved(self, entry: OpenDocument, changes: Changes):
        """another open document was saved (its file may be one this document reads)"""

    def close(self, entry: OpenDocument, changes: Changes):
        """the document is closed; the Session drops its entry and its diagnostics afterwards"""

    def files_changed(self):
        """files, project files or settings changed: forget what was read of them (once per reload)"""

    def reload(self, entry: OpenDocument, changes: Changes):
        """files or settings changed: read the document again and publish it"""

    # -- what callers ask
    def document(self, entry: OpenDocument):
        """the document's XML Document, for the features that read one (None: it has none)"""
        return None

    def diagnostics_elsewhere(self, entry: OpenDocument) -> list:
        """[(path, its text, [Diag])] the document's rules find in files it names (its controller YAML files),
        as their files on disk read"""
        return []

    def ready(self, entry: OpenDocument):
        """bring the analysis up to date before a request reads it (the cancellable part must not do it)"""

    def text(self, entry: OpenDocument) -> str:
        return ""

    def lines(self, entry: OpenDocument):
        """the line index of the document's text (positions of its diagnostics)"""
        from ..text.lines import LineIndex
        return LineIndex(self.text(entry))

    def size(self, entry: OpenDocument) -> int:
        return 0

    def garbage(self, entry: OpenDocument) -> int:
        """characters of text whose trees edits replaced"""
        return 0

    def preview_model(self, entry: OpenDocument, enc):
        """what the live preview shows (document.preview_model.PreviewModel)"""
        from .preview_model import PreviewModel
        return PreviewModel(None, 0, None, "This file is no robot model: the preview shows URDF and xacro files")

    # -- work done off the keystroke path
    def expansion_job(self, entry: OpenDocument):
        """the xacro expansion of the document (workspace.expansion), or None"""
        return None

    def expansion_finished(self, entry: OpenDocument, job, text, err, changes: Changes):
        """xacro gave `text` (None when it failed with `err`) for job"""

    def consumer_jobs(self, entry: OpenDocument) -> list:
        """the loads of the document by its targets' installed consumers (document.consumers.ConsumerJob)"""
        return []

    def consumer_finished(self, entry: OpenDocument, job, result, changes: Changes):
        """a consumer's load of the document finished with result (workspace.consumers.runner.LoadResult)"""

    def mesh_ready(self, entry: OpenDocument, real_path, changes: Changes):
        """the mesh cache read the mesh whose real path is real_path"""

    def continue_physics(self, entry: OpenDocument, changes: Changes):
        """measure the next links an edit added beyond one analysis's budget"""

    def wait_for_meshes(self, entry: OpenDocument, timeout, changes: Changes):
        """measure every link and wait for the meshes the physics rules need (the CLI)"""
