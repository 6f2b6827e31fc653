"""A robot joint's uses in the package's controller YAML files: references and rename reach into them.  The files
(workspace.controllers.ControllerFile) are read by the caller; only literal names are matched (a name built from
$(var tf_prefix) is known only at launch).  A new name is written as YAML needs it (quoted when it would read as
structure: `a: b`, `[z]`, `*q`), and rename edits only files inside the workspace folders (within_workspace)."""
from __future__ import annotations

from ..syntax.yaml_subset import replacement
from ..text.lines import LineIndex
from . import xacro_refs
from .navigation import name_at
from .types import Edit, Location


def joint_at(doc, off):
    """the joint name under the cursor (a definition or a reference), or None"""
    n = name_at(doc, off)
    return n.name if n is not None and n.kind in ("joint", "link-or-joint") and n.name else None


def uses(files, name):
    """[(file, [(start, end)])] of the YAML scalars naming the joint"""
    out = []
    for f in files:
        spans = [s.inner for s in f.names if s.value == name]
        if spans:
            out.append((f, spans))
    return out


def references(doc, off, files) -> list[Location]:
    name = joint_at(doc, off)
    if name is None:
        return []
    return [Location(f.path, s, e, LineIndex(f.text)) for f, spans in uses(files, name) for s, e in spans]


def rename(doc, off, new_name, files) -> list[tuple]:
    """[(path, LineIndex, [Edit])] of the YAML files, for a joint renamed in the robot"""
    name = joint_at(doc, off)
    if name is None:
        return []
    return yaml_edits(files, name, new_name)


def yaml_edits(files, name, new_name) -> list[tuple]:
    """[(path, LineIndex, [Edit])] that rename the joint `name` in the controller files, each written as YAML reads
    new_name back"""
    out = []
    for f in files:
        edits = [Edit(*replacement(f.text, s, new_name)) for s in f.names if s.value == name]
        if edits:
            out.append((f.path, LineIndex(f.text), edits))
    return out


def within_workspace(files, folders, own=None) -> tuple[list[tuple], list[tuple]]:
    """(edits kept, edits left) of a rename's [(path, LineIndex, [Edit])]: only files inside the workspace folders
    are edited, where they really are (a symlink in the folder to a file outside, or a controller file a project
    file maps from outside, is left), as for xacro includes (xacro_refs.inside_folders); own: the path of the
    document the rename was asked in (the client's buffer: always kept)"""
    mine = [f for f in files if own is not None and f[0] == own]
    kept, left = xacro_refs.inside_folders([f for f in files if not (own is not None and f[0] == own)], folders)
    return mine + kept, left
