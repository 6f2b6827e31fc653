"""Requests on a robot document (URDF, xacro): each converts the position, asks a feature (pure, features/) and
converts its records to LSP.  Names reach the robot's SRDF files and its controller YAML files too."""
from __future__ import annotations

from lsprotocol import types as T

from . import convert, edits


def completion(ls, entry, params: T.CompletionParams):
    from ..features.completion import completion as complete
    from ..features.paths import path_completion
    doc = entry.model
    off = ls.offset(doc, params.position)
    return convert.completion_list(doc, path_completion(doc, off) or complete(doc, off), ls.client)


def hover(ls, entry, params: T.HoverParams):
    from ..features.hover import hover as hover_at
    doc = entry.model
    return edits.hover(ls, doc, hover_at(doc, ls.offset(doc, params.position)))


def definition(ls, entry, params: T.DefinitionParams):
    from ..features import navigation
    doc = entry.model
    return edits.locations(ls, entry.key, doc, navigation.definition(doc, ls.offset(doc, params.position))) or None


def references(ls, entry, params: T.ReferenceParams):
    from ..features import controller_refs, navigation, srdf_nav, xacro_refs
    from ..features.types import Location
    doc = entry.model
    off, decl = ls.offset(doc, params.position), params.context.include_declaration
    locs = xacro_refs.references(doc, off, ls.session.workspace, ls.open_by_path(), decl)
    if locs is None:
        locs = navigation.references(doc, off, decl)
        n = navigation.name_at(doc, off)
        if n is not None:       # the SRDF files of this robot name its links and joints too
            locs += [Location(path, a.value_start, a.value_end, lines)
                     for path, lines, uses in srdf_nav.urdf_uses(doc, n.kind, n.name, ls.open_by_path())
                     for a, _ in uses]
        locs += controller_refs.references(doc, off, _controller_files(entry, off))
    return edits.locations(ls, entry.key, doc, locs)


def prepare_rename(ls, entry, params: T.PrepareRenameParams):
    from ..features import navigation, xacro_refs
    doc = entry.model
    off = ls.offset(doc, params.position)
    x = xacro_refs.rename_span(doc, off)
    if x is not None:
        return T.PrepareRenamePlaceholder(range=ls.rng(doc, x[0], x[1]), placeholder=x[2])
    n = navigation.name_at(doc, off)
    if n is None:
        return None
    return T.PrepareRenamePlaceholder(range=ls.rng(doc, n.attr.value_start, n.attr.value_end), placeholder=n.name)


def rename(ls, entry, params: T.RenameParams):
    from ..features import controller_refs, navigation
    doc, new = entry.model, params.new_name
    off = ls.offset(doc, params.position)
    edits.refuse_bad_name(doc, off, new)
    files = _files_renamed(ls, doc, off, new)
    if files is None:
        renamed = navigation.rename(doc, off, new)
        if not renamed:
            return None
        files = [(None, doc.lines, renamed)]
    # a joint's controller YAML files too, whether or not its SRDF files name it
    files += controller_refs.rename(doc, off, new, _controller_files(entry, off))
    return edits.workspace_edit(ls, entry.key, doc, files)


def _controller_files(entry, off):
    """the robot's controller YAML files, read only when the cursor is on a joint name"""
    from ..features.controller_refs import joint_at
    return entry.kind.controller_files(entry) if joint_at(entry.model, off) is not None else []


def _files_renamed(ls, doc, off, new):
    """[(path or None, LineIndex, [Edit])] of a rename that reaches other files: a xacro macro, property or arg;
    a URDF link or joint the robot's SRDF files name.  None: the rename stays within the robot's files"""
    from ..features import navigation, srdf_nav, xacro_refs
    from ..features.new_names import in_attribute
    from ..features.types import Edit
    if xacro_refs.rename_span(doc, off) is not None:
        return xacro_refs.rename(doc, off, new, ls.session.workspace, ls.open_by_path()) or []
    n = navigation.name_at(doc, off)
    uses = srdf_nav.urdf_uses(doc, n.kind, n.name, ls.open_by_path()) if n is not None else []
    if not uses:
        return None
    return [(None, doc.lines, navigation.rename(doc, off, new))] + [
        (path, lines, [Edit(a.value_start, a.value_end, in_attribute(lines.text, a, new)) for a, _ in found])
        for path, lines, found in uses]     # (written as each attribute's quotes need)


def code_action(ls, entry, params: T.CodeActionParams):
    """the quick fixes both XML kinds offer, and the convex hull of a link's visual mesh as its collision"""
    from ..features.collision_actions import urdf_actions
    from .collision_commands import GENERATE_COLLISION
    from .xml_requests import code_action as xml_code_action
    doc, uri = entry.model, entry.key
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    out = xml_code_action(ls, entry, params)
    out += [edits.command_action(ls, doc, a, GENERATE_COLLISION, [a.uri, a.link])
            for a in urdf_actions(doc, s, e, ls.session.diagnostics(uri), uri)]
    return out


def document_symbol(ls, entry, params: T.DocumentSymbolParams):
    from ..features.symbols import symbols
    return convert.document_symbols(entry.model, symbols(entry.model), ls.enc)


HANDLERS = {
    T.TEXT_DOCUMENT_CODE_ACTION: code_action,
    T.TEXT_DOCUMENT_COMPLETION: completion,
    T.TEXT_DOCUMENT_HOVER: hover,
    T.TEXT_DOCUMENT_DEFINITION: definition,
    T.TEXT_DOCUMENT_REFERENCES: references,
    T.TEXT_DOCUMENT_PREPARE_RENAME: prepare_rename,
    T.TEXT_DOCUMENT_RENAME: rename,
    T.TEXT_DOCUMENT_DOCUMENT_SYMBOL: document_symbol,
}
