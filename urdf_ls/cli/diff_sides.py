"""The two versions `urdf-ls diff` compares, read as robot models: a URDF or SRDF parsed as it is, a xacro file
expanded when the user allows it (`--expand-xacro`, or `expand = true` in its project file, as for
`urdf-ls check`), else read as written.  And what tells whether a mesh changed: git's content id of each side's
file (the file on disk, or its blob at a revision)."""
from __future__ import annotations

import os
from dataclasses import dataclass

from ..features.robot_model import RobotModel, robot_model
from . import git_revisions as git

NOT_AT_REVISION = "(not at this revision)"     # a mesh's id at a revision that does not hold it


@dataclass
class Side:
    label: str                    # what the report calls it: a path, or rev:path
    path: str | None              # the file it stands for (its folder resolves includes and meshes)
    model: RobotModel | None      # None: missing on this side (a file added or deleted), or unreadable
    unexpanded: bool = False      # a xacro file read as written
    problem: str | None = None    # why it could not be read or expanded
    source_lines: dict | None = None    # of an expansion: its line -> the line of the xacro source that made it

    def source_line(self, line):
        if line is None or self.source_lines is None:
            return line
        return self.source_lines.get(line)


class ParseMemory:
    """what the parses of one command share: start tags, and the top-level elements a later version may take
    over from an earlier one unchanged (syntax.chunk_memory: two versions of a robot share most of their
    links).  An earlier tree loses what a later parse takes: each side's model is read before the next parse"""

    def __init__(self):
        from ..syntax.chunk_memory import ChunkMemory
        self.tags: dict = {}
        self.chunks = ChunkMemory()


def lazy_session(folders, flags):
    """a function that gives the command's Session, made when first asked: comparing URDF and SRDF files needs
    none (only a xacro file's expansion and the meshes' paths do), and making one costs a tenth of a diff"""
    made = []

    def session():
        if not made:
            from .single_file import open_session
            made.append(open_session(folders, flags))
        return made[0]
    return session


def read_side(session_of, label, path, text, memory=None) -> Side:
    """the model of `text`, the content of the file at `path` (the file itself, or a version of it);
    session_of: lazy_session's function"""
    if text is None:
        return Side(label, path, None)
    tree = robot_tree(session_of, label, path, text, memory)
    if tree.problem:
        return Side(label, path, None, problem=tree.problem)
    return Side(label, path, robot_model(tree.root, tree.lines), tree.unexpanded, source_lines=tree.source_lines)


@dataclass
class Tree:
    root: object                  # the syntax Element of the robot (None for an empty text)
    lines: object                 # the positions of its text
    unexpanded: bool = False
    problem: str | None = None
    source_lines: dict | None = None    # see Side


def robot_tree(session_of, label, path, text, memory=None) -> Tree:
    """the parsed robot of `text` (the content of `path`): a xacro file's expansion when allowed"""
    if not path.endswith(".xacro"):
        from ..syntax.scanner import parse
        from ..text.lines import Positions
        if memory is None:
            return Tree(parse(text).root, Positions(text))
        memory.chunks.let_go()      # (the previous side's tree, done with)
        return Tree(parse(text, tags=memory.tags, memory=memory.chunks).root, Positions(text))
    key = "diff:%s" % label
    session = session_of()
    session.open(key, text, path)
    try:
        doc = session.document(key)
        job = session.expansion_job(key)
        if job is None:
            return Tree(doc.tree.root, doc.lines, unexpanded=True)
        from ..workspace.expansion import run_xacro
        urdf, err = run_xacro(job.path, job.folders, job.args, job.packages, text=job.text)
        session.expansion_finished(job, urdf, err)
        if err:
            return Tree(None, None, problem="xacro failed: %s" % err)
        expanded = session.expanded_document(key)
        return Tree(expanded.tree.root, expanded.lines, source_lines=_source_lines(doc, expanded))
    finally:
        session.close(key)


SOURCE_LINES_CAP = 50000     # elements of an expansion whose source lines are looked up (beyond: none)


def _source_lines(src_doc, expanded) -> dict:
    """each element line of the expansion -> the line of the xacro source that made it: the element of the same
    name, the macro body whose name pattern made it, or the call of a macro of an included file (the mapping
    of the expansion's diagnostics, document.expansion.map_back, which takes diagnostics: each element is given
    as one at its start; their code is never read)"""
    from ..codes import Code, at
    from ..document.expansion import map_back
    root = expanded.tree.root
    if root is None:
        return {}
    elements = [el for el, _ in zip(root.iter(), range(SOURCE_LINES_CAP)) if el is not root]
    carriers = [at(el.start, el.start, Code.XACRO_EXPANSION_FAILED, "") for el in elements]
    mapped = map_back(src_doc, expanded, carriers)
    lines, source = expanded.lines, src_doc.lines
    return {lines.line_of(el.start): source.line_of(d.start) for el, d in zip(elements, mapped)}


def read_file(path):
    """(text, problem) of a file, read as `urdf-ls check` reads it (a regular file, within the size cap)"""
    from ..workspace.files import Unreadable, read_bytes
    try:
        data = read_bytes(path)
    except Unreadable as e:
        message = str(e)
        return None, message if message.startswith("cannot read") else "cannot read %s" % message
    return guarded_text(data, path)


def guarded_text(data, label):
    """(text, problem) of a file's bytes: what the input guard refuses (too large, binary) is not compared"""
    from ..codes import Code
    from ..text.guard import check_bytes
    text, problems = check_bytes(data)
    refused = [d for d in problems if d.code in (Code.FILE_TOO_LARGE, Code.BINARY_FILE)]
    if refused:
        return None, "cannot read %s: %s" % (label, refused[0].message)
    return text, None


class MeshIds:
    """git's content id of the meshes of one side: of the files on disk, or of the blobs of a revision for files
    inside the repository (a file outside it is the same for every revision: its id on disk)"""

    def __init__(self, session_of, top=None, rev=None):
        self.session_of, self.top, self.rev = session_of, top, rev
        self._blobs = None
        self._ids: dict = {}

    def path_of(self, uri, doc_path):
        if not uri or not doc_path:
            return None
        return self.session_of().workspace.packages.resolve(uri, doc_path)[0]

    def id_of(self, path):
        if path is None:
            return None
        if path not in self._ids:
            self._ids[path] = self._id(path)
        return self._ids[path]

    def _id(self, path):
        rel = self._in_repository(path)
        if rel is None or self.rev is None:
            return git.file_blob_id(path)
        if self._blobs is None:
            self._blobs = git.blob_ids(self.top, self.rev)
        return self._blobs.get(rel, NOT_AT_REVISION)

    def prefetch_working(self, model, doc_path):
        """the ids of a working-tree side's meshes inside the repository, from one git call (with the clean
        filters git applies, so a Git LFS mesh compares with its pointer at a revision)"""
        if self.top is None or model is None:
            return
        paths = {}
        for link in model.links.values():
            for shape in link.shapes:
                if shape.geometry.kind == "mesh":
                    p = self.path_of(shape.geometry.filename, doc_path)
                    rel = self._in_repository(p) if p else None
                    if rel is not None and os.path.isfile(p):
                        paths[rel] = p
        for rel, blob in git.working_blob_ids(self.top, sorted(paths)).items():
            self._ids[paths[rel]] = blob

    def _in_repository(self, path):
        if self.top is None:
            return None
        rel = os.path.relpath(os.path.abspath(path), self.top)
        return None if rel.startswith(os.pardir) else rel.replace(os.sep, "/")


def mesh_comparer(old: Side, new: Side, old_ids: MeshIds, new_ids: MeshIds):
    """mesh_same(old filename, new filename) for robot_diff: True/False by content, None when a side's file
    cannot be found"""
    def same(a, b):
        x = old_ids.id_of(old_ids.path_of(a, old.path))
        y = new_ids.id_of(new_ids.path_of(b, new.path))
        if x is None or y is None:
            return None
        return x == y
    return same
