"""A robot joint's uses in the package's controller YAML files: references and rename reach into them.  The files
(workspace.controllers.ControllerFile) are read by the caller; only literal names are matched (a name built from
$(var tf_prefix) is known only at launch).  A new name is written as YAML needs it (quoted when it would read as
structure: `a: b`, `[z]`, `*q`); which files a rename may edit is xacro_refs.inside_folders's rule."""
from __future__ import annotations

from ..syntax.yaml_subset import replacement
from ..text.lines import LineIndex
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

