"""A document: its text, line index, tolerant tree and analysis, updated incrementally by edits.

The document owns every cache derived from its text: the rule summary of each top-level chunk,
the cross-element state (names, references, kinematic tree) and the xacro index."""
from __future__ import annotations

import os

from ..codes import Code, Diag, by_position
from ..rules.consumers import for_consumers
from ..rules.meshes import one_per_package
from ..rules.ros2_control import Holders, check_document as ros2_control_checks
from ..rules.root import root_checks
from ..rules.suppress import MARK
from ..rules.summary import Summary, summarize, summarize_text, with_files_checked
from ..rules.tree import GlobalState
from ..rules.context import Ctx
from ..rules.urdf import on_name
from ..syntax.reparse import reparse
from ..syntax.scanner import parse
from ..text.lines import LineIndex
from ..text.rope import Rope
from ..vocabulary.schema import NON_NESTING
from ..workspace.workspace import Workspace

PHYSICS_BUDGET = 0.01  # seconds of link measuring per analysis: opening or undoing thousands of links stays quick;
#                        the Session asks for the rest in later rounds (Changes.remeasure)


def is_xacro(path, text):
    """xacro source (text: a str or a Rope)?  A saved .urdf file is consumed as-is by URDF parsers, so it is
    checked as plain URDF even when it carries a xacro namespace."""
    if path:
        if path.endswith(".xacro"):
            return True
        if path.endswith(".urdf"):
            return False
    head = text[:4000]
    return "xmlns:xacro" in head or "<xacro:" in head


def is_srdf(path):
    """MoveIt's semantic description of a robot (its own vocabulary and rules, not URDF's), plain or in xacro"""
    if not path or ".srdf" not in path:
        return False        # (a URDF file's check does not import the SRDF modules: a small check counts them)
    from ..workspace.srdf_xacro import is_srdf_path
    return is_srdf_path(path)


class Analysis:
    __slots__ = ("diags", "state")

    def __init__(self, diags: list, state: GlobalState):
        self.diags = diags      # every diagnostic of the text, sorted by position
        self.state = state      # names, references and (for URDF) the kinematic tree


class Document:
    """a robot description (URDF or xacro)"""
    describes_robot = True      # (an SRDF describes a robot's semantics: SrdfDocument)

    def __init__(self, text, path=None, workspace: Workspace | None = None, reuse_chunks=False):
        """reuse_chunks: take over the top-level elements of the workspace's earlier documents when they
        share their memories (Workspace.share_memories): for a batch done with each document before it
        makes the next (urdf-ls check)"""
        self.path = path
        self.workspace = workspace if workspace is not None else Workspace()
        self._memory = self.workspace.shared_chunks if reuse_chunks else None
        self.edits = 0
        self.dropped = 0      # characters of text whose trees edits replaced: garbage for the collector
        self._rope = Rope()
        self.set_text(text)

    # -------------------------------------------------------------- text
    @property
    def text(self) -> str:
        """the whole text (joined from its blocks once per version: an edit copies only its block)"""
        return self._rope.text()

    @property
    def size(self) -> int:
        """len(self.text), without joining it"""
        return len(self._rope)

    def set_text(self, text):
        self.edits += 1
        self.dropped += len(self._rope)
        self._rope = Rope(text)
        self._marks = text.count(MARK)
        self._lines = None
        self.tree = parse(text, NON_NESTING, self.workspace.shared_tags, self._memory)
        self._reset_analysis()

    def _reset_analysis(self):
        self.ctx = Ctx(self._xacro_of(self._rope), self.path, self.workspace.packages,
                       self.workspace.shared_checks)
        self.targets = self.workspace.settings_for(self.path).targets    # consumers whose behaviour is reported
        self.ctx.targets = self.targets      # (the physics rules' check of MuJoCo's mesh face limit reads them)
        self._summaries: dict = {}     # chunk -> Summary
        self._state = None             # GlobalState, valid for self._state_root
        self._state_root = None
        self._pending = None           # (removed, added) chunks since the last analysis; None: all
        self._analysis = None
        self._index = None             # xacro_rules.Incremental: the xacro index and diagnostics across edits
        self._ros2_control = Holders(self.ctx.xacro)    # where <ros2_control> blocks may be, across edits
        self.physics_cache = None      # rules.physics.LinkCache: each link's mass properties across edits
        self.pending_meshes = ()       # (path, scale) of the meshes the last analysis waited for
        self.physics_budget = PHYSICS_BUDGET    # seconds an analysis measures links (None: all of them)
        self._backlog = False          # the next analysis measures links left by earlier ones (see remeasure)

    def apply_change(self, start, end, new_text):
        """replace self.text[start:end] by new_text (offsets in code points)"""
        self.edits += 1
        rope = self._rope
        marks_before = self._marks_around(start, end)
        rope.replace(start, end, new_text)
        self._marks += self._marks_around(start, start + len(new_text)) - marks_before
        if self._lines is not None:
            self._lines.replace(rope, start, end, new_text)
        self.tree = reparse(self.tree, rope, start, end, start + len(new_text))
        self.dropped += self.tree.discarded
        self._analysis = None
        self._record_delta(self.tree.delta)
        if self._xacro_of(rope) != self.ctx.xacro:
            self._reset_analysis()

    def _xacro_of(self, text) -> bool:
        """whether the text is xacro source (text: a str or a Rope; an edit can make it so)"""
        return is_xacro(self.path, text)

    def _marks_around(self, start, end):
        """suppression markers that an edit of text[start:end] could make or break (counted before and after
        it, so that the count stays current without scanning a 7 MB text at each keystroke)"""
        return self._rope[max(0, start - len(MARK) + 1):end + len(MARK) - 1].count(MARK)

    @property
    def lines(self) -> LineIndex:
        """the text's line index, built on first use: a clean file's (empty) diagnostics are published
        without it, and a 1 MB text's costs as much as a sixth of reading its tree"""
        if self._lines is None:
            self._lines = LineIndex(self.text)
        return self._lines

    @property
    def may_suppress(self) -> bool:
        """the text holds a suppression comment marker somewhere"""
        return self._marks > 0

    def _record_delta(self, delta):
        if delta is None:
            self._pending = None
        elif self._pending is not None:
            removed, added = self._pending
            for c in delta[0]:
                if added.pop(id(c), None) is None:
                    removed[id(c)] = c
            for c in delta[1]:
                added[id(c)] = c

    def apply_lsp_change(self, rng, new_text, enc):
        if rng is None:
            self.set_text(new_text)
            return
        s = self.lines.offset(rng[0][0], rng[0][1], enc)
        e = self.lines.offset(rng[1][0], rng[1][1], enc)
        self.apply_change(min(s, e), max(s, e), new_text)

    # -------------------------------------------------------------- derived data
    @property
    def xacro_index(self):
        """the xacro index (workspace.xacro_index.Index) of the document's macros, properties and includes"""
        if self._index is None:
            from ..rules import xacro as xacro_rules    # (here: `urdf-ls check` of URDF files starts without it)
            self._index = xacro_rules.Incremental()
        return self._index.index(self.tree, self.workspace, self.path)

    def analysis(self) -> Analysis:
        if self._analysis is None:
            self._analysis = self._analyse()
        return self._analysis

    def diagnostics(self) -> list[Diag]:
        return self.analysis().diags

    @property
    def state(self) -> GlobalState:
        return self.analysis().state

    def _summary(self, chunk) -> Summary | None:
        """the chunk's rule summary (computed on first use); None for text/comment chunks"""
        n = chunk.node
        if n is None or n.kind != "element":
            return None
        s = self._summaries.get(chunk)
        if s is None:
            s = self._summaries[chunk] = self._summarize(chunk, n)
        return s

    def _summarize(self, chunk, node) -> Summary:
        """summarize(self.ctx, node), from what a batch remembers of the chunk's text when it can"""
        notes = self._memory.notes.get(chunk) if self._memory is not None else None
        if notes is None:
            return summarize(self.ctx, node)
        mode = self.ctx.xacro
        known = notes.get(mode)
        if known is None:
            known = notes[mode] = summarize_text(self.ctx, node)
        return with_files_checked(self.ctx, node, *known)

    def refresh(self):
        """analyse again: files the analysis read (an SRDF's URDF) changed"""
        self._analysis = None

    def _analyse(self) -> Analysis:
        tree, root = self.tree, self.tree.root
        diags = list(tree.errors)
        pending, self._pending = self._pending, ({}, {})
        if root is None:
            return Analysis(diags, GlobalState(self.ctx.xacro))
        diags += root_checks(self.ctx, root)
        self._ros2_control.update(tree, pending)
        state = self._update_state(pending)
        diags += one_per_package(for_consumers(state.diagnostics(), state, root))
        diags += ros2_control_checks(self._ros2_control, state.defs["joint"])
        if root.name == "robot" and not self.ctx.xacro and not state.defs["link"]:
            diags.append(on_name(root, Code.NO_LINKS, "The robot has no <link> elements"))
        if self.targets and root.name == "robot" and not self.ctx.xacro:
            from ..rules.targets.checks import target_diagnostics    # (here: only a project with targets needs it)
            diags += target_diagnostics(root, self.targets, self.ctx)
        if self.ctx.xacro:
            from ..rules.xacro import literal_links     # (imported by xacro_index: here a lookup)
            diags += self._index_diagnostics()
            diags += literal_links(state, self.xacro_index)
        if root.name == "robot" and (state.defs["link"] or self.physics_cache is not None):
            diags += self._physics(root, pending)     # (first, when some element needs it: see needs_physics)
        diags.sort(key=by_position)
        return Analysis(diags, state)

    def _index_diagnostics(self) -> list[Diag]:
        """the xacro rules' diagnostics (undefined macros and properties, includes, expressions)"""
        idx = self.xacro_index
        return self._index.diagnostics(self.tree, idx)

    def _physics(self, root, pending) -> list[Diag]:
        """the physics rules (rules.physics), updated from the chunks an edit replaced (pending, as in
        _update_state); the meshes they need are read by the workspace's mesh cache, off this path: until it has,
        their links are not checked (see remeasure)"""
        changed = None if pending is None else tuple([c.node for c in chunks.values() if c.node is not None]
                                                     for chunks in pending)     # (removed, added) elements
        if self.physics_cache is None:
            from ..rules.physics_model import needs_physics
            if not needs_physics(root.children if changed is None else changed[1]):
                return []
            from ..rules.physics import LinkCache
            self.physics_cache, changed = LinkCache(), None
        from ..rules.physics import LazyMeshes, check_physics
        try:
            diags, self.pending_meshes = check_physics(self.ctx, root, LazyMeshes(self.workspace),
                                                       self.physics_cache, changed, self.physics_budget,
                                                       self._backlog or self.physics_budget is None,
                                                       self._remembered_links())
            self._backlog = False
        except Exception:   # (a bug here must not cost the document its other diagnostics)
            import logging
            logging.getLogger("urdf_ls").exception("physics rules failed on %s", self.path)
            diags, self.pending_meshes, self.physics_cache = [], (), None
        return diags

    def _remembered_links(self):
        """link -> the dict where the physics rules keep what they found of it for the batch's other documents
        (its chunk's notes, per folder: its meshes resolve from there); None outside a batch"""
        if self._memory is None:
            return None
        notes = self._memory.notes
        by_node = {c.node: c for c in self.tree.middle() if c in notes}
        key = ("physics", bool(self.ctx.xacro), os.path.dirname(self.ctx.path or ""))

        def remembered(link):
            chunk = by_node.get(link)
            return None if chunk is None else notes[chunk].setdefault(key, {})
        return remembered

    def remeasure(self, backlog=False):
        """meshes it waited for were read (or, backlog, links are left to measure and the next analysis is to
        measure them, within its budget): its diagnostics are to be computed again"""
        self.refresh()
        self._backlog = backlog

    @property
    def physics_unfinished(self) -> bool:
        """links added by the last edits are left to measure (the analysis's budget ran out)"""
        return self.physics_cache is not None and bool(self.physics_cache.unmeasured)

    def _update_state(self, pending) -> GlobalState:
        """apply the summaries of the chunks an edit replaced (all of them after a full parse)"""
        tree, root = self.tree, self.tree.root
        if self._state is not None and self._state_root is root and pending is not None:
            removed, added = pending
            gone = [s for s in (self._summaries.pop(c, None) for c in removed.values()) if s is not None]
            new = [s for s in (self._summary(c) for c in added.values()) if s is not None]
            self._state.apply(gone, new)
            return self._state
        live = set(tree.middle())
        self._summaries = {c: s for c, s in self._summaries.items() if c in live}
        self._state, self._state_root = GlobalState(self.ctx.xacro), root
        self._state.apply([], [s for s in (self._summary(c) for c in tree.middle()) if s is not None])
        return self._state


class SrdfDocument(Document):
    """MoveIt's semantic description of a robot, plain or in xacro (.srdf.xacro): its own vocabulary and rules"""
    describes_robot = False

    def _xacro_of(self, text) -> bool:
        return bool(self.path) and self.path.endswith(".xacro")

    def _analyse(self) -> Analysis:
        from ..rules.srdf_document import analyse_srdf
        diags = analyse_srdf(self)
        if self.ctx.xacro:      # a .srdf.xacro: the xacro checks too (xacro fails before srdfdom reads it)
            diags += self._index_diagnostics()
            diags.sort(key=by_position)
        return Analysis(diags, GlobalState(self.ctx.xacro))
