"""Handlers of the requests about a document's content: each converts the position, asks a feature (pure,
features/), and converts its dataclasses to LSP."""
from __future__ import annotations

from pathlib import Path

from lsprotocol import types as T
from pygls.exceptions import JsonRpcInvalidParams

from . import convert, yaml_requests
from .handling import safe


@safe(None)
@yaml_requests.answers_yaml(yaml_requests.completion)
def completion(ls, params: T.CompletionParams):
    from ..features.completion import completion as complete
    from ..features.paths import path_completion
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return None
    off = ls.offset(doc, params.position)
    if doc.srdf:
        from ..features import srdf_nav
        return convert.completion_list(doc, srdf_nav.completion(doc, off), ls.client)
    return convert.completion_list(doc, path_completion(doc, off) or complete(doc, off), ls.client)


@safe(None)
@yaml_requests.answers_yaml(yaml_requests.hover)
def hover(ls, params: T.HoverParams):
    from ..features.hover import hover as hover_at
    doc = ls.doc(params.text_document.uri)
    if doc is not None and doc.srdf:
        from ..features.srdf_nav import hover as hover_at
    h = hover_at(doc, ls.offset(doc, params.position)) if doc is not None else None
    if h is None:
        return None
    return T.Hover(contents=convert.markup(h.markdown, ls.client.hover_markdown), range=ls.rng(doc, h.start, h.end))


@safe(None)
@yaml_requests.answers_yaml(yaml_requests.definition)
def definition(ls, params: T.DefinitionParams):
    from ..features import navigation
    uri = params.text_document.uri
    doc = ls.doc(uri)
    if doc is not None and doc.srdf:
        from ..features import srdf_nav
        locs = srdf_nav.definition(doc, ls.offset(doc, params.position), ls.open_by_path())
    else:
        locs = navigation.definition(doc, ls.offset(doc, params.position)) if doc is not None else []
    uris = {d.path: u for u, d in ls.session.documents.items() if d.path}    # an open document keeps its URI
    return [T.Location(uris.get(loc.path, o.uri), o.range)
            for loc, o in ((loc, convert.location(uri, doc, loc, ls.enc)) for loc in locs)] or None


@safe(None)
@yaml_requests.answers_yaml(yaml_requests.references)
def references(ls, params: T.ReferenceParams):
    from ..features import navigation, xacro_refs
    uri = params.text_document.uri
    doc = ls.doc(uri)
    if doc is None:
        return None
    off, decl = ls.offset(doc, params.position), params.context.include_declaration
    from ..features import srdf_nav
    from ..features.types import Location
    if doc.srdf:
        locs = srdf_nav.references(doc, off, ls.open_by_path(), decl) or []
    else:
        locs = xacro_refs.references(doc, off, ls.session.workspace, ls.open_by_path(), decl)
    if locs is None:
        from ..features import controller_refs
        locs = navigation.references(doc, off, decl)
        n = navigation.name_at(doc, off)
        if n is not None:       # the SRDF files of this robot name its links and joints too
            locs += [Location(path, a.value_start, a.value_end, lines)
                     for path, lines, uses in srdf_nav.urdf_uses(doc, n.kind, n.name, ls.open_by_path())
                     for a, _ in uses]
        locs += controller_refs.references(doc, off, _controller_files(ls, uri, doc, off))
    uris = {d.path: u for u, d in ls.session.documents.items() if d.path}    # an open document keeps its URI
    out = [convert.location(uri, doc, loc, ls.enc) for loc in locs]
    return [T.Location(uris.get(loc.path, o.uri), o.range) for loc, o in zip(locs, out)]


@safe(None)
@yaml_requests.answers_yaml(yaml_requests.prepare_rename)
def prepare_rename(ls, params: T.PrepareRenameParams):
    from ..features import navigation, xacro_refs
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return None
    off = ls.offset(doc, params.position)
    if doc.srdf:
        from ..features import srdf_nav
        n = srdf_nav.name_at(doc, off)
        return None if n is None else T.PrepareRenamePlaceholder(
            range=ls.rng(doc, n.attr.value_start, n.attr.value_end), placeholder=n.name)
    x = xacro_refs.rename_span(doc, off)
    if x is not None:
        return T.PrepareRenamePlaceholder(range=ls.rng(doc, x[0], x[1]), placeholder=x[2])
    n = navigation.name_at(doc, off)
    if n is None:
        return None
    return T.PrepareRenamePlaceholder(range=ls.rng(doc, n.attr.value_start, n.attr.value_end), placeholder=n.name)


@safe(None)
@yaml_requests.answers_yaml(yaml_requests.rename)
def rename(ls, params: T.RenameParams):
    from ..features import navigation, xacro_refs
    from ..features.new_names import rename_problem
    uri = params.text_document.uri
    doc = ls.doc(uri)
    if doc is None:
        return None
    new = params.new_name
    off = ls.offset(doc, params.position)
    problem = rename_problem(doc, off, new)
    if problem is not None:
        raise JsonRpcInvalidParams("cannot rename: " + problem)    # the client shows why (safe lets it through)
    files = _files_renamed(ls, doc, off, new)
    if files is not None:
        files, left = xacro_refs.inside_folders(files or [], ls.session.workspace.folders)
        if left:
            ls.warn(_left_message(left))
        return T.WorkspaceEdit(changes={
            uri if path is None else ls.uri_of(path):
                [T.TextEdit(convert.rng(lines if path else doc.lines, e.start, e.end, ls.enc), e.new_text) for e in es]
            for path, lines, es in files}) if files else None
    edits = navigation.rename(doc, off, new)
    if not edits:
        return None
    from ..features import controller_refs
    files = controller_refs.rename(doc, off, new, _controller_files(ls, uri, doc, off))
    changes = convert.workspace_edit(uri, doc, edits, ls.enc).changes
    changes.update((ls.uri_of(path), [T.TextEdit(convert.rng(lines, e.start, e.end, ls.enc), e.new_text) for e in es])
                   for path, lines, es in files)
    return T.WorkspaceEdit(changes=changes)


def _controller_files(ls, uri, doc, off):
    """the robot's controller YAML files, read only when the cursor is on a joint name"""
    from ..features.controller_refs import joint_at
    return ls.session.controller_files(uri) if joint_at(doc, off) is not None else []


def _files_renamed(ls, doc, off, new):
    """[(path or None, LineIndex, [Edit])] of a rename that reaches other files: a xacro macro, property or arg;
    an SRDF name (its URDF and the robot's other SRDF files); a URDF link or joint the robot's SRDF files name.
    None: the rename stays within the document"""
    from ..features import navigation, srdf_nav, xacro_refs
    from ..features.types import Edit
    if doc.srdf:
        return srdf_nav.rename(doc, off, new, ls.open_by_path())
    if xacro_refs.rename_span(doc, off) is not None:
        return xacro_refs.rename(doc, off, new, ls.session.workspace, ls.open_by_path()) or []
    n = navigation.name_at(doc, off)
    uses = srdf_nav.urdf_uses(doc, n.kind, n.name, ls.open_by_path()) if n is not None else []
    if not uses:
        return None
    return [(None, doc.lines, navigation.rename(doc, off, new))] + [
        (path, lines, [Edit(a.value_start, a.value_end, new) for a, _ in found]) for path, lines, found in uses]


def _left_message(left):
    shown = ", ".join("%s (%d)" % (path, len(es)) for path, _lines, es in left[:10])
    more = " and %d more" % (len(left) - 10) if len(left) > 10 else ""
    return ("rename: %d reference(s) in files outside the workspace folders were not renamed "
            "(only files inside them are edited): %s%s" % (sum(len(es) for _p, _l, es in left), shown, more))


@safe([])
def document_symbol(ls, params: T.DocumentSymbolParams):
    from ..features.symbols import symbols
    doc = ls.doc(params.text_document.uri)
    if doc is not None and doc.srdf:
        from ..features.srdf_nav import symbols
    return convert.document_symbols(doc, symbols(doc), ls.enc) if doc is not None else []


@safe([])
def code_action(ls, params: T.CodeActionParams):
    from ..features.fixes import fixes
    uri = params.text_document.uri
    doc = ls.doc(uri)
    if doc is None:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    out = []
    for d in ls.session.diagnostics(uri):
        if d.end < s or d.start > e:
            continue
        for fix in fixes(doc, d):
            out.append(T.CodeAction(title=fix.title, kind=T.CodeActionKind.QuickFix,
                                    diagnostics=[convert.diagnostic(doc, d, ls.enc)],
                                    edit=convert.workspace_edit(uri, doc, fix.edits, ls.enc)))
    return out


@safe([])
def inlay_hint(ls, params: T.InlayHintParams):
    from ..features.inlay import inlay_hints
    doc = ls.doc(params.text_document.uri)
    settings = ls.session.workspace.settings_for(doc.path) if doc is not None else None
    if settings is None or not settings.inlay_hints:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    return [T.InlayHint(position=ls.rng(doc, h.offset, h.offset).start, label=h.label,
                        kind=T.InlayHintKind.Type, tooltip=h.tooltip or None, padding_left=h.padding_left)
            for h in inlay_hints(doc, s, e, args=settings.xacro.args)]


@safe([])
def document_color(ls, params: T.DocumentColorParams):
    from ..features.colors import document_colors
    doc = ls.doc(params.text_document.uri)
    return [T.ColorInformation(range=ls.rng(doc, c.start, c.end),
                               color=T.Color(float(c.red), float(c.green), float(c.blue), float(c.alpha)))
            for c in document_colors(doc)] if doc is not None else []


@safe([])
def color_presentation(ls, params: T.ColorPresentationParams):
    from ..features.colors import color_presentations
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    c = params.color
    return [T.ColorPresentation(label=p.label, text_edit=T.TextEdit(ls.rng(doc, p.edit.start, p.edit.end),
                                                                    p.edit.new_text))
            for p in color_presentations(s, e, c.red, c.green, c.blue, c.alpha)]


@safe([])
def document_link(ls, params: T.DocumentLinkParams):
    from ..features.links import document_links
    doc = ls.doc(params.text_document.uri)
    return [T.DocumentLink(range=ls.rng(doc, k.start, k.end), target=Path(k.target).as_uri(),
                           tooltip=k.tooltip or None) for k in document_links(doc)] if doc is not None else []


@safe([])
def folding_range(ls, params: T.FoldingRangeParams):
    from ..features.structure import folding_ranges
    doc = ls.doc(params.text_document.uri)
    return [T.FoldingRange(start_line=f.start_line, end_line=f.end_line,
                           kind=T.FoldingRangeKind.Comment if f.kind == "comment" else T.FoldingRangeKind.Region)
            for f in folding_ranges(doc)] if doc is not None else []


@safe([])
def selection_range(ls, params: T.SelectionRangeParams):
    from ..features.structure import selection_ranges
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return []

    def convert_chain(r):
        return T.SelectionRange(range=ls.rng(doc, r.start, r.end),
                                parent=convert_chain(r.parent) if r.parent is not None else None)
    return [convert_chain(r) for r in selection_ranges(doc, [ls.offset(doc, p) for p in params.positions])]


@safe([])
def document_highlight(ls, params: T.DocumentHighlightParams):
    from ..features.structure import document_highlights
    doc = ls.doc(params.text_document.uri)
    return [T.DocumentHighlight(range=ls.rng(doc, h.start, h.end), kind=T.DocumentHighlightKind.Write
                                if h.kind == "write" else T.DocumentHighlightKind.Read)
            for h in document_highlights(doc, ls.offset(doc, params.position))] if doc is not None else []


@safe([])
def workspace_symbol(ls, params: T.WorkspaceSymbolParams):
    from ..features.structure import SYMBOL_SCAN, workspace_files, workspace_symbols
    ws = ls.session.workspace
    files = workspace_files(ws.folders, ws.files, ls.open_by_path(), budget=SYMBOL_SCAN)
    kinds = {"link": T.SymbolKind.Struct, "joint": T.SymbolKind.Interface, "macro": T.SymbolKind.Function}
    return [T.WorkspaceSymbol(name=s.name, kind=kinds.get(s.kind, T.SymbolKind.Object),
                              container_name=s.container or None,
                              location=T.Location(Path(s.path).as_uri(), convert.rng(s.lines, s.start, s.end, ls.enc)))
            for s in workspace_symbols(files, params.query)]


def _format_options(doc, o):
    from ..features.formatting import options_for
    return options_for(doc, o.tab_size, o.insert_spaces)


@safe([])
def format_document(ls, params: T.DocumentFormattingParams):
    from ..features.formatting import format_document as format_all
    doc = ls.doc(params.text_document.uri)
    return [T.TextEdit(ls.rng(doc, e.start, e.end), e.new_text)
            for e in format_all(doc, _format_options(doc, params.options))] if doc is not None else []


@safe([])
def format_range(ls, params: T.DocumentRangeFormattingParams):
    from ..features.formatting import format_range as format_part
    doc = ls.doc(params.text_document.uri)
    if doc is None:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    return [T.TextEdit(ls.rng(doc, x.start, x.end), x.new_text)
            for x in format_part(doc, s, e, _format_options(doc, params.options))]
