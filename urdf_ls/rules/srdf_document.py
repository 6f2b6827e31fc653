"""An SRDF document's analysis: its index, its URDF found in the workspace, and the checks."""
from __future__ import annotations

from ..codes import by_position
from ..syntax.scanner import parse
from ..vocabulary.schema import NON_NESTING
from .srdf import srdf_diagnostics, srdf_index


def robot_of(doc):
    """(SrdfIndex, Found, RobotNames or None) of an SRDF document"""
    idx = srdf_index(doc.tree)
    ws = doc.workspace
    mapping = ws.project_for(doc.path).srdf if doc.path else {}
    targets = ws.srdf_targets
    found = targets.find(doc.path, idx.robot_name, ws.folders, mapping)
    names = targets.names(found.path, lambda t: parse(t, NON_NESTING)) if found.path else None
    return idx, found, names


def analyse_srdf(doc) -> list:
    idx, found, names = robot_of(doc)
    diags = list(doc.tree.errors) + srdf_diagnostics(doc.tree, idx, found, names)
    diags.sort(key=by_position)
    return diags
