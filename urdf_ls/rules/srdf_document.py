"""An SRDF document's analysis: its index, its URDF found in the workspace, and the checks."""
from __future__ import annotations

from ..codes import by_position
from ..syntax.scanner import parse
from ..vocabulary.schema import NON_NESTING
from ..workspace.srdf_target import HEAD_BYTES
from ..workspace.srdf_target import Found
from ..workspace.srdf_xacro import description_urdf, srdf_robot_name
from .srdf import srdf_diagnostics, srdf_index
from .contained import guarded
from .srdf_collisions import kept_matrix, self_collisions, stale_collision_reasons


def indexed(path, tree, text_of, ws):
    """the SRDF index of a file, its robot name resolved the xacro way where it is an expression or absent
    (text_of: the file's text, asked only then)"""
    idx = srdf_index(tree)
    if idx.robot_name is None and path and path.endswith(".xacro"):
        idx.robot_name = srdf_robot_name(path, idx.robot_name_written, text_of()[:HEAD_BYTES], ws.files)
    return idx


def robot_of(doc):
    """(SrdfIndex, Found, RobotNames or None) of an SRDF document"""
    ws = doc.workspace
    idx = indexed(doc.path, doc.tree, lambda: doc.text, ws)
    found = find_urdf(doc.path, idx, ws)
    names = ws.srdf_targets.names(found.path, lambda t: parse(t, NON_NESTING)) if found.path else None
    return idx, found, names


def find_urdf(path, idx, ws) -> Found:
    """the URDF of the SRDF at path (idx: its indexed()): the project file's mapping, its robot name, else for a
    .srdf.xacro of no static robot name its MoveIt config's package layout"""
    mapping = ws.project_for(path).srdf if path else {}
    found = ws.srdf_targets.find(path, idx.robot_name, ws.folders, mapping)
    if found.path is None and not idx.robot_name and path and path.endswith(".xacro"):
        layout = description_urdf(path, ws.packages, ws.files)
        if layout is not None:
            return Found(layout, [layout], "layout")
    return found


@guarded("SRDF")
def analyse_srdf(doc) -> list:
    idx, found, names = robot_of(doc)
    diags = list(doc.tree.errors) + srdf_diagnostics(doc.tree, idx, found, names)
    if names is not None and names.certain:
        robot, matrix = kept_matrix(found.path, doc.workspace)
        diags += stale_collision_reasons(doc.tree.root, names, matrix)
        diags += self_collisions(doc.tree.root, robot, matrix)
    diags.sort(key=by_position)
    return diags
