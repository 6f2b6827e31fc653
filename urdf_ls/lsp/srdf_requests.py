"""Requests on an SRDF document (.srdf, .srdf.xacro): features/srdf_nav answers, with the robot's URDF and its
other SRDF files (open ones as typed)."""
from __future__ import annotations

from lsprotocol import types as T

from . import convert, edits


def completion(ls, entry, params: T.CompletionParams):
    from ..features import srdf_nav
    doc = entry.model
    return convert.completion_list(doc, srdf_nav.completion(doc, ls.offset(doc, params.position)), ls.client)


def hover(ls, entry, params: T.HoverParams):
    from ..features.srdf_nav import hover as hover_at
    doc = entry.model
    return edits.hover(ls, doc, hover_at(doc, ls.offset(doc, params.position)))


def definition(ls, entry, params: T.DefinitionParams):
    from ..features import srdf_nav
    doc = entry.model
    locs = srdf_nav.definition(doc, ls.offset(doc, params.position), ls.open_by_path())
    return edits.locations(ls, entry.key, doc, locs) or None


def references(ls, entry, params: T.ReferenceParams):
    from ..features import srdf_nav
    doc = entry.model
    locs = srdf_nav.references(doc, ls.offset(doc, params.position), ls.open_by_path(),
                               params.context.include_declaration) or []
    return edits.locations(ls, entry.key, doc, locs)


def prepare_rename(ls, entry, params: T.PrepareRenameParams):
    from ..features import srdf_nav
    doc = entry.model
    n = srdf_nav.name_at(doc, ls.offset(doc, params.position))
    return None if n is None else T.PrepareRenamePlaceholder(
        range=ls.rng(doc, n.attr.value_start, n.attr.value_end), placeholder=n.name)


def rename(ls, entry, params: T.RenameParams):
    """an SRDF name: in its URDF and the robot's other SRDF files"""
    from ..features import srdf_nav
    doc, new = entry.model, params.new_name
    off = ls.offset(doc, params.position)
    edits.refuse_bad_name(doc, off, new)
    return edits.workspace_edit(ls, entry.key, doc, srdf_nav.rename(doc, off, new, ls.open_by_path()) or [])


def code_action(ls, entry, params: T.CodeActionParams):
    """the quick fixes both XML kinds offer, and the update of disable_collisions from geometry"""
    from ..features.collision_actions import srdf_actions
    from .collision_commands import UPDATE_COLLISIONS
    from .xml_requests import code_action as xml_code_action
    doc, uri = entry.model, entry.key
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    out = xml_code_action(ls, entry, params)
    out += [edits.command_action(ls, doc, a, UPDATE_COLLISIONS, [a.uri])
            for a in srdf_actions(doc, s, e, ls.session.diagnostics(uri), uri)]
    return out


def document_symbol(ls, entry, params: T.DocumentSymbolParams):
    from ..features.srdf_nav import symbols
    return convert.document_symbols(entry.model, symbols(entry.model), ls.enc)


HANDLERS = {
    T.TEXT_DOCUMENT_COMPLETION: completion,
    T.TEXT_DOCUMENT_HOVER: hover,
    T.TEXT_DOCUMENT_DEFINITION: definition,
    T.TEXT_DOCUMENT_REFERENCES: references,
    T.TEXT_DOCUMENT_PREPARE_RENAME: prepare_rename,
    T.TEXT_DOCUMENT_RENAME: rename,
    T.TEXT_DOCUMENT_DOCUMENT_SYMBOL: document_symbol,
    T.TEXT_DOCUMENT_CODE_ACTION: code_action,
}
