"""The session: the open documents of one workspace and everything that happens to them.

The language server, `urdf-ls check`, `tree` and `preview` all drive a Session, so that they give the same
diagnostics for the same file and settings.  Each call returns a `Changes` record of what its caller must
pass on (diagnostics to publish, previews to refresh, messages for the user, expansions to start); the
Session itself never talks to a client, never starts a process and never imports the LSP libraries.

Documents are keyed by the caller's name for them (the LSP's URI, the CLI's path as given) with their file
path beside it."""
from __future__ import annotations

from ..codes import Code, Diag, at
from ..rules import suppress
from ..text.guard import check_bytes, check_text, edit_needs_check
from ..text.lines import LineIndex
from ..workspace.files import Unreadable, read_bytes
from ..workspace.workspace import Workspace
from .document import Document
from .store import DiagnosticsStore, Producer

EXPANSION_QUIET = 0.2   # seconds without edits before a .xacro document is expanded again
CONSUMERS_QUIET = 1.5   # seconds without edits before the targets' consumers load a document's text again


def _is_yaml(name):
    """a YAML document (a controller file, maybe): a document kind of its own (controller_docs)"""
    return bool(name) and name.lower().endswith((".yaml", ".yml"))


def _abs(path):
    import os
    return os.path.abspath(path)


# The records below are plain classes, not dataclasses: making a dataclass costs ~0.3 ms at import, and
# `urdf-ls check` of one small file imports this module.
class Published:
    """the diagnostics of one file, all of them (an empty list clears the file's)"""
    __slots__ = ("key", "path", "diagnostics", "lines")

    def __init__(self, key, path, diagnostics, lines=None):
        self.key = key                    # the open document's key; None for a file that is not open (see path)
        self.path = path
        self.diagnostics = diagnostics
        self.lines = lines                # a LineIndex of the text (None: the open document's)

    def __repr__(self):
        return "Published(%r, %r, %d diagnostics)" % (self.key, self.path, len(self.diagnostics))


class ExpansionJob:
    """what running xacro on a document takes; `stamp` tells whether the document changed meanwhile"""
    __slots__ = ("key", "path", "folders", "args", "packages", "text", "document", "stamp")

    def __init__(self, key, path, folders, args, packages, text, document, stamp):
        self.key, self.path, self.folders, self.args, self.packages = key, path, folders, args, packages
        self.text, self.document, self.stamp = text, document, stamp


class Changes:
    """what a Session call changed, for its caller to pass on"""
    __slots__ = ("published", "previews", "messages", "project_problems", "expand", "closed", "remeasure",
                 "consume")

    def __init__(self, expand=None, closed=None, messages=None):
        self.published = []          # [Published], in order
        self.previews = []           # keys whose preview model may have changed
        self.messages = messages or []       # warnings for the user about settings
        self.project_problems = []   # "path: problem" of project files, each once
        self.expand = expand or []   # [(key, delay in seconds)]: call expansion_job then
        self.closed = closed or []   # keys of documents closed
        self.remeasure = []          # keys with links left to measure: call continue_physics soon
        self.consume = []            # [(key, delay in seconds)]: call consumer_jobs then

    def add(self, other: Changes):
        self.published += other.published
        self.previews += other.previews
        self.messages += other.messages
        self.project_problems += other.project_problems
        self.expand += other.expand
        self.consume += other.consume
        self.closed += other.closed
        self.remeasure += other.remeasure


def _logged(what):
    """log the exception being handled (the logging module is loaded here, only when something failed: a
    check of one file must not pay for its import)"""
    import logging
    import traceback
    logging.getLogger("urdf_ls").error("%s failed: %s", what, traceback.format_exc())


class Session:
    def __init__(self, workspace: Workspace | None = None, reuse_chunks=False, project_may_expand=False,
                 caller_waits=False):
        """reuse_chunks: documents take over the top-level elements of earlier ones (a batch, urdf-ls check);
        project_may_expand: a project file's `expand = true` alone runs xacro (the CLI), where an editor needs
        the client's opt-in too (Workspace.may_expand); caller_waits: the caller waits for whole results (the
        CLI), so an analysis measures every link at once rather than in rounds that keep keystrokes quick"""
        self.workspace = workspace if workspace is not None else Workspace()
        self.caller_waits = caller_waits
        self.documents: dict = {}        # key -> Document
        self.paths: dict = {}            # key -> file path (None: not a file)
        self.store = DiagnosticsStore()
        self.refused: dict = {}          # key -> the refused text (or its LineIndex), so that later edits apply
        self.expanded: dict = {}         # key -> URDF text of the last expansion that succeeded
        self._consumers = None           # document.consumers.ConsumerResults, made when a consumer first loads
        self.last_expansion: dict = {}   # key -> (document's edits, error or None) of the last one that finished
        self.elsewhere: dict = {}        # key -> paths of other files showing errors of its expansion
        self.controller_yaml: dict = {}  # key -> controller YAML paths showing diagnostics of its joints
        self.expansion_meshes: dict = {}  # key -> (document edits, paths of meshes its expansion's rules await)
        self._real_paths: dict = {}      # a mesh's path as documents spell it -> its real path (meshes_ready)
        self._yaml = None                # controller_docs.ControllerDocs, made when a YAML file is first opened
        self.closed_dropped = 0          # characters of text of closed documents (their trees are garbage)
        self._reuse_chunks = reuse_chunks
        self._project_may_expand = project_may_expand

    # -------------------------------------------------------------- what callers ask
    def diagnostics(self, key) -> list[Diag]:
        """what is shown for the document: every producer's diagnostics, capped"""
        return self.store.union(key)

    def controller_files(self, key):
        """the controller YAML files of the robot document (workspace.controllers.ControllerFile; an open
        file's buffer)"""
        from ..workspace.controllers import controller_paths
        path = self.paths.get(key)
        if not path:
            return []
        read = self._controller_reader()
        files = (read(p) for p in controller_paths(path, self.workspace.project_for(path).controllers))
        return [f for f in files if f is not None]

    def controller_diagnostics(self, key):
        """[(controller YAML path, its text, [Diag])] for the robot document's <ros2_control> joints"""
        doc, path = self.documents.get(key), self.paths.get(key)
        if doc is None or doc.tree.root is None or not path or "<ros2_control" not in doc.text:
            return []
        from ..rules.controllers import controller_diagnostics    # (only robots with blocks need it)
        mapped = self.workspace.project_for(path).controllers
        return controller_diagnostics(path, doc.tree.root, doc.ctx.xacro, lambda: doc.xacro_index, mapped,
                                      self._controller_reader())

    def yaml_buffer(self, key):
        """the open controller YAML document (controller_docs.YamlBuffer), or None"""
        return self._yaml.buffers.get(key) if self._yaml is not None else None

    def yaml_context(self, key):
        """(its ControllerFile, [(robot path, robot Document)]) of an open YAML document that is a controller
        file, else None"""
        if self.yaml_buffer(key) is None:
            return None
        return self._yaml.context(key, self.documents, self.paths)

    def yaml_controller_files(self, robots):
        """[ControllerFile] of every controller file of those robots (yaml_context's), open ones as typed"""
        return self._yaml.controller_files(robots) if self._yaml is not None else []

    def preview_model(self, key, enc="utf-16"):
        """what the live preview shows of the document (preview_model.PreviewModel), counting the
        diagnostics that are shown (project severities and suppressions applied, expansion errors included)"""
        from .preview_model import preview_model
        doc = self.documents[key]
        allowed = self.may_expand(key)
        pending, failure = False, None
        if allowed and self._expands(key):
            edits, err = self.last_expansion.get(key, (None, None))
            pending = edits != doc.edits
            failure = None if pending else err
        return preview_model(doc, self.expanded.get(key), allowed, self.store.union(key), enc, pending, failure)

    def may_expand(self, key) -> bool:
        path = self.paths.get(key)
        if self._project_may_expand:
            from ..workspace.expansion import xacro_available
            return self.workspace.settings_for(path).xacro.expand and xacro_available()
        return self.workspace.may_expand(path)

    def garbage_chars(self):
        """characters of text whose trees were dropped since the session started (see runtime.Collector)"""
        return self.closed_dropped + sum(d.dropped for d in self.documents.values())

    def live_chars(self):
        return sum(d.size for d in self.documents.values())

    # -------------------------------------------------------------- documents
    def open(self, key, text, path=None) -> Changes:
        """an editor opened the document with this text"""
        if _is_yaml(path or key):
            return self._open_yaml(key, text, path)
        self.workspace.packages.new_request()
        changes = Changes()
        if path and self.workspace.project_changed(path):
            changes.add(self.reload())
        self.paths[key] = path
        try:
            self._set_text(key, text, *check_text(text))
        except Exception:  # keep serving: the document gets an internal-error diagnostic
            _logged("open")
            self.documents[key] = Document("", path, self.workspace)
            self.refused[key] = text
            self.store.put(key, Producer.GUARD, [at(0, 1, Code.INTERNAL_ERROR, "urdf-ls could not analyse "
                                                                              "this document (see server log)")])
        changes.expand.append((key, 0))
        self._consume(key, 0, changes)
        self._publish(key, changes)
        self._publish_controllers(key, changes)
        return changes

    def open_file(self, key, path) -> Changes:
        """read the file from disk (bytes checked as `urdf-ls check` reads them) and open it"""
        self.workspace.packages.new_request()
        try:
            text, problems = check_bytes(read_bytes(path))
        except Unreadable as e:
            text, problems = "", [at(0, 0, Code.IO_ERROR, "Cannot read file: %s" % e)]
        if _is_yaml(path):      # (a YAML saved without its text in didSave: never a robot document)
            return self.open(key, text, path)
        self.paths[key] = path
        self._set_text(key, text, text, problems)
        changes = Changes(expand=[(key, 0)])
        self._publish(key, changes)
        return changes

    def change(self, key, edits, enc="utf-16") -> Changes:
        """edits: [(((line, character), (line, character)) or None for the whole text, new text)]"""
        doc = self.documents.get(key)
        if doc is None:
            return self._change_yaml(key, edits, enc)
        self.workspace.packages.new_request()
        self.store.drop(key, Producer.EXPANSION)  # positions of the last expansion are stale; redone later
        if self._consumers is not None:           # so are the consumers' (loaded again once the edits pause)
            self.store.drop(key, Producer.CONSUMERS)
            self._consumers.drop(key)
        try:
            for rng, new_text in edits:
                if rng is None:
                    self._set_text(key, new_text, *check_text(new_text))
                else:
                    self._apply_edit(key, rng, new_text, enc)
        except Exception:
            _logged("change")
        changes = Changes()
        self._publish(key, changes)
        if doc.ctx.xacro:
            changes.expand.append((key, EXPANSION_QUIET))
        else:
            self._consume(key, CONSUMERS_QUIET, changes)
        return changes

    def save(self, key) -> Changes:
        """the document was saved: what was read of its file (and of its project file) is read again"""
        if self.yaml_buffer(key) is not None:
            changes = Changes()
            self._publish_yaml(key, changes)
            return changes
        self.workspace.packages.new_request()
        changes = Changes()
        path = self.paths.get(key)
        if key in self.documents and path:
            self.workspace.files.forget(path)     # its saved content changed; includers may have changed too
            self.workspace.xacro.invalidate()
            if self.workspace.project_changed(path):
                changes.add(self.reload())
        changes.expand.append((key, 0))
        self._consume(key, 0, changes)
        self._publish(key, changes)
        self._publish_controllers(key, changes)
        for other, doc in self.documents.items():     # an SRDF reads its URDF from disk: check it again
            if other != key and doc.srdf:
                doc.refresh()
                self._publish(other, changes)
        return changes

    def close(self, key) -> Changes:
        if self.yaml_buffer(key) is not None:
            return self._close_yaml(key)
        doc = self.documents.pop(key, None)
        if doc is not None:
            self.closed_dropped += doc.dropped + doc.size
        changes = Changes(closed=[key])
        self._publish_elsewhere(key, [], changes)
        self._publish_controllers(key, changes, found=[])
        self.paths.pop(key, None)
        self.refused.pop(key, None)
        self.expanded.pop(key, None)
        self.last_expansion.pop(key, None)
        self.expansion_meshes.pop(key, None)
        if self._consumers is not None:
            self._consumers.drop(key)
        self.store.drop(key)
        changes.published.append(Published(key, None, []))
        return changes

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
        if self._yaml is not None:
            self._yaml.forget()
        self.workspace.packages.new_request()
        changes = Changes()
        for key, doc in list(self.documents.items()):
            if key not in self.refused:
                doc.set_text(doc.text)  # re-resolve includes, packages and meshes
        for key in list(self.documents):
            self.store.drop(key, Producer.EXPANSION)
            changes.expand.append((key, 0))      # again with the new args, or not at all
            self._publish(key, changes)
        return changes

    # -------------------------------------------------------------- the opt-in xacro expansion
    def expansion_job(self, key) -> ExpansionJob | None:
        """the expansion of a .xacro document's current text (unsaved edits included; the files it includes
        are read from disk), or None when it is not to be expanded (then a running one is to be cancelled)"""
        if not (self._expands(key) and self.may_expand(key)):
            return None
        doc, path = self.documents[key], self.paths[key]
        s = self.workspace.settings_for(path)
        return ExpansionJob(key, path, self.workspace.folders + list(s.package_paths), s.xacro.args, s.packages,
                            doc.text, doc, doc.edits)

    def _expands(self, key) -> bool:
        """whether the document is one that xacro expands once the user allows it"""
        doc = self.documents.get(key)
        return doc is not None and bool(self.paths.get(key)) and doc.ctx.xacro and key not in self.refused

    def expanded_document(self, key) -> Document | None:
        """the URDF of the document's last successful expansion, as a document of its own"""
        text = self.expanded.get(key)
        if text is None:
            return None
        path = self.paths.get(key) or ""
        return Document(text, path[:-len(".xacro")] if path.endswith(".xacro") else path + ".urdf", self.workspace)

    def expansion_finished(self, job: ExpansionJob, text, err) -> Changes:
        """xacro gave `text` (None when it failed with `err`); dropped when the document changed meanwhile"""
        from .expansion import diagnostics_of_expansion, failure_elsewhere
        changes = Changes()
        doc = self.documents.get(job.key)
        if doc is not job.document or doc.edits != job.stamp:
            return changes
        self.workspace.packages.new_request()
        try:
            if text is not None:
                self.expanded[job.key] = text
            self.last_expansion[job.key] = (job.stamp, err)
            self._put_expansion(job.key, doc, text, err)
            self._publish(job.key, changes)
            self._publish_elsewhere(job.key, failure_elsewhere(doc, err) if err else [], changes)
            if text is not None:
                self._consume(job.key, 0, changes)     # (its consumers load the new expansion)
        except Exception:
            _logged("xacro expansion")
        return changes

    # -------------------------------------------------------------- the targets' consumers themselves
    def _consume(self, key, delay, changes):
        """ask for the document's consumer loads, when it targets any (only a document with targets costs a
        timer per edit)"""
        doc = self.documents.get(key)
        if doc is not None and doc.targets:
            changes.consume.append((key, delay))

    @property
    def consumers(self):
        if self._consumers is None:
            from .consumers import ConsumerResults
            self._consumers = ConsumerResults()
        return self._consumers

    def consumer_jobs(self, key) -> list:
        """the loads of the document by the installed consumers of its targets (document.consumers)"""
        from .consumers import consumer_jobs
        doc, path = self.documents.get(key), self.paths.get(key)
        if doc is None or key in self.refused:
            return []
        expanded = self.expanded_document(key) if doc.ctx.xacro else None
        jobs = consumer_jobs(key, doc, path, self.workspace.settings_for(path),
                             lambda name: self.workspace.packages.find(name, path), expanded)
        self.consumers.keep(key, {j.target for j in jobs})
        return jobs

    def consumer_finished(self, job, result) -> Changes:
        """a consumer's load finished; dropped when the document changed meanwhile"""
        from .consumers import consumer_finished
        changes = Changes()
        doc = self.documents.get(job.key)
        if doc is not job.document or doc.edits != job.stamp:
            return changes
        try:
            self.consumers.put(job.key, job.target, *consumer_finished(job, result,
                                                                      self.workspace.settings_for(doc.path)))
            diags, replaced = self.consumers.entry(job.key)
            self.store.put(job.key, Producer.CONSUMERS, diags, replaced)
            self._publish(job.key, changes)
        except Exception:
            _logged("consumer %s" % job.target)
        return changes

    def _put_expansion(self, key, doc, text, err):
        """the expansion's diagnostics, stored; the meshes its physics rules await are remembered"""
        from .expansion import diagnostics_of_expansion
        pending = []
        self.store.put(key, Producer.EXPANSION, suppress.reported(
            doc.tree, diagnostics_of_expansion(doc, text, err, pending), self.workspace.settings_for(doc.path),
            doc.may_suppress))
        if pending:
            self.expansion_meshes[key] = (doc.edits, {p for p, _scale in pending})
        else:
            self.expansion_meshes.pop(key, None)

    # -------------------------------------------------------------- meshes read off the keystroke path
    def meshes_ready(self, path) -> Changes:
        """the workspace's mesh cache has read the mesh at path: the documents that waited for it are analysed and
        published again (an expansion's, once all its meshes are read, from its text: xacro does not run again)"""
        changes = Changes()
        real = self._real_path(path)       # (documents may spell the file differently)
        for key, doc in list(self.documents.items()):
            if any(self._real_path(p) == real for p, _scale in doc.pending_meshes):
                doc.remeasure()
                self._publish(key, changes)
            waited = self.expansion_meshes.get(key)
            spelled = next((p for p in waited[1] if self._real_path(p) == real), None) if waited else None
            if spelled is not None:
                waited[1].discard(spelled)
                if waited[0] != doc.edits or key not in self.expanded:
                    self.expansion_meshes.pop(key, None)
                elif not waited[1]:
                    self._put_expansion(key, doc, self.expanded[key], None)
                    self._publish(key, changes)
        return changes

    def _real_path(self, path):
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
        doc = self.documents.get(key)
        if doc is not None and doc.physics_unfinished:
            doc.remeasure(backlog=True)
            self._publish(key, changes)
        return changes

    def wait_for_meshes(self, key, timeout) -> Changes:
        """measure every link and wait (at most `timeout` seconds in all) for the meshes the document's physics
        rules need, then publish it again (the CLI: it has no event loop to hear from the cache)"""
        import time
        doc = self.documents.get(key)
        changes = Changes()
        if doc is None:
            return changes
        waited = self.expansion_meshes.pop(key, None)
        expansion = waited[1] if waited is not None and waited[0] == doc.edits and key in self.expanded else ()
        unfinished = doc.physics_unfinished
        if not (doc.pending_meshes or expansion or unfinished):
            return changes
        if unfinished:
            doc.physics_budget = None       # (the caller waits: all of them now)
            doc.remeasure()
            doc.diagnostics()               # (which may find meshes to wait for)
        end = time.monotonic() + timeout
        for path in {p for p, _scale in doc.pending_meshes} | set(expansion):
            self.workspace.meshes.wait(path, (1.0, 1.0, 1.0), max(0.0, end - time.monotonic()))
        doc.remeasure()
        if expansion:
            self._put_expansion(key, doc, self.expanded[key], None)
        self._publish(key, changes)
        return changes

    # -------------------------------------------------------------- inside
    def _set_text(self, key, text, checked, problems):
        """(re)load the document with the guard's verdict on its text; a refused text (problems, nothing to
        analyse) is kept aside so that incremental edits still apply to it and can make it acceptable again"""
        self.store.put(key, Producer.GUARD, problems)
        self.store.drop(key, Producer.EXPANSION)
        if problems and checked == "":
            self.refused[key] = text
        else:
            self.refused.pop(key, None)
        doc = self.documents.get(key)
        if doc is None:
            self.documents[key] = Document(checked, self.paths.get(key), self.workspace, self._reuse_chunks)
            if self.caller_waits:
                self.documents[key].physics_budget = None
        elif not (problems and doc.text == ""):
            doc.set_text(checked)

    def _apply_edit(self, key, rng, new_text, enc):
        """one incremental edit; the guard runs again when the edit can make the document refusable"""
        doc = self.documents[key]
        raw = self.refused.get(key)
        if raw is not None:
            if not isinstance(raw, LineIndex):
                raw = self.refused[key] = LineIndex(raw)
            s = raw.offset(rng[0][0], rng[0][1], enc)
            e = raw.offset(rng[1][0], rng[1][1], enc)
            s, e = min(s, e), max(s, e)
            text = raw.text[:s] + new_text + raw.text[e:]
            raw.replace(text, s, e, new_text)
            if not check_text(text)[1]:
                self._set_text(key, text, text, [])      # acceptable again: analysed from scratch
            return
        doc.apply_lsp_change(rng, new_text, enc)
        if edit_needs_check(doc.size, new_text):
            checked, problems = check_text(doc.text)
            if problems:
                self._set_text(key, doc.text, checked, problems)

    def _analyse(self, key, changes):
        """(re)compute the analysis entry of the store; a rule bug becomes one internal-error diagnostic"""
        doc = self.documents[key]
        try:
            shown = [] if key in self.refused else suppress.reported(
                doc.tree, doc.diagnostics(), self.workspace.settings_for(doc.path), doc.may_suppress)
            self.store.put(key, Producer.ANALYSIS, shown)
            changes.project_problems += self.workspace.take_problems()
            self.store.drop(key, Producer.INTERNAL)
        except Exception:  # never let a rule bug stop the session
            _logged("analysis")
            self.store.put(key, Producer.INTERNAL, [at(0, 1, Code.INTERNAL_ERROR, "urdf-ls internal error while "
                                                                                "analysing this file (see log)")])

    def _publish(self, key, changes):
        if key not in self.documents:
            return
        self._analyse(key, changes)
        changes.published.append(Published(key, self.paths.get(key), self.store.union(key)))
        changes.previews.append(key)
        if self.documents[key].physics_unfinished:
            changes.remeasure.append(key)

    def _publish_controllers(self, key, changes, found=None):
        """the diagnostics of the robot's controller YAML files (as saved), on those files; an editor opens and
        saves the robot, the YAML files are read from disk then (not at each keystroke)"""
        if found is None:
            try:
                found = self.controller_diagnostics(key)
            except Exception:
                _logged("controller files")
                found = []
        open_yaml = self.open_yaml_keys()
        shown = {path: (text, diags) for path, text, diags in found if diags and _abs(path) not in open_yaml}
        for path in sorted(self.controller_yaml.pop(key, set()) - set(shown)):
            changes.published.append(Published(None, path, []))
        for path, (text, diags) in shown.items():
            changes.published.append(Published(None, path, diags, LineIndex(text)))
        if shown:
            self.controller_yaml[key] = set(shown)
        for yaml_key in {open_yaml[_abs(path)] for path, _t, _d in found if _abs(path) in open_yaml}:
            self._publish_yaml(yaml_key, changes)     # (their owner: the YAML document, from its buffer)

    # -------------------------------------------------------------- controller YAML documents
    def _open_yaml(self, key, text, path) -> Changes:
        if self._yaml is None:
            from .controller_docs import ControllerDocs
            self._yaml = ControllerDocs(self.workspace)
        from .controller_docs import YamlBuffer
        self._yaml.buffers[key] = YamlBuffer(path, text)
        changes = Changes()
        self._publish_yaml(key, changes)
        return changes

    def _change_yaml(self, key, edits, enc) -> Changes:
        buf = self.yaml_buffer(key)
        changes = Changes()
        if buf is None:
            return changes
        for rng, new_text in edits:
            buf.edit(rng, new_text, enc)
        self._publish_yaml(key, changes)
        return changes

    def _close_yaml(self, key) -> Changes:
        buf = self._yaml.buffers.pop(key)
        changes = Changes(closed=[key])
        changes.published.append(Published(key, None, []))
        if buf.path:        # (the disk's text is what the open robot documents see again)
            robots = {robot for robot, _doc in self._yaml.open_robots_for(buf.path, self.documents, self.paths)}
            for k in [k for k, p in self.paths.items() if p in robots and k in self.documents]:
                self._publish_controllers(k, changes)
        return changes

    def _publish_yaml(self, key, changes):
        """the YAML document's diagnostics, from its buffer, against its robots' <ros2_control> joints (the
        robot that knows the most of its names, when several claim it)"""
        buf, diags = self.yaml_buffer(key), []
        try:
            diags = self._yaml.diagnostics(key, self.documents, self.paths)
        except Exception:
            _logged("controller file")
        changes.published.append(Published(key, buf.path, diags, buf.lines))

    def open_yaml_keys(self):
        """absolute path -> key of the open YAML documents"""
        return self._yaml.keys_by_path() if self._yaml is not None else {}

    def _controller_reader(self):
        """read(path) -> ControllerFile: an open YAML document's buffer, else the file"""
        if self._yaml is not None and self._yaml.buffers:
            return self._yaml.reader()
        from ..workspace.controllers import read_controller_file
        return read_controller_file

    def _publish_elsewhere(self, key, found, changes):
        """expansion errors of `key` that xacro places in other files (an include), on those files; the
        previous ones are cleared"""
        by_path = {}
        for path, lines, d in found:
            by_path.setdefault(path, (lines, []))[1].append(d)
        for path in sorted(self.elsewhere.pop(key, set()) - set(by_path)):
            changes.published.append(Published(None, path, []))
        for path, (lines, diags) in by_path.items():
            changes.published.append(Published(None, path, diags, lines))
        if by_path:
            self.elsewhere[key] = set(by_path)
