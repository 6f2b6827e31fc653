"""Requests every XML document answers alike, robot or SRDF: quick fixes, inlay hints, colours, links, folding,
selection, highlights and formatting.  Each converts positions, asks a feature and converts its records."""
from __future__ import annotations

from pathlib import Path

from lsprotocol import types as T

from . import convert


def code_action(ls, entry, params: T.CodeActionParams):
    from ..features.fixes import fixes
    doc, uri = entry.model, entry.key
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    out = []
    for d in ls.session.diagnostics(uri):
        if d.end < s or d.start > e:
            continue
        for fix in fixes(doc, d):
            out.append(T.CodeAction(title=fix.title, kind=T.CodeActionKind.QuickFix,
                                    diagnostics=[convert.diagnostic(doc, d, ls.enc)],
                                    edit=convert.workspace_edit(uri, doc, fix.edits, ls.enc)))
    from ..features.fixes import actions_at
    out += [T.CodeAction(title=fix.title, kind=T.CodeActionKind.RefactorRewrite,
                         edit=convert.workspace_edit(uri, doc, fix.edits, ls.enc)) for fix in actions_at(doc, s, e)]
    return out


def inlay_hint(ls, entry, params: T.InlayHintParams):
    from ..features.inlay import inlay_hints
    doc = entry.model
    settings = ls.session.workspace.settings_for(doc.path)
    if not settings.inlay_hints:
        return []
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    return [T.InlayHint(position=ls.rng(doc, h.offset, h.offset).start, label=h.label,
                        kind=T.InlayHintKind.Type, tooltip=h.tooltip or None, padding_left=h.padding_left)
            for h in inlay_hints(doc, s, e, args=settings.xacro.args)]


def document_color(ls, entry, params: T.DocumentColorParams):
    from ..features.colors import document_colors
    doc = entry.model
    return [T.ColorInformation(range=ls.rng(doc, c.start, c.end),
                               color=T.Color(float(c.red), float(c.green), float(c.blue), float(c.alpha)))
            for c in document_colors(doc)]


def color_presentation(ls, entry, params: T.ColorPresentationParams):
    from ..features.colors import color_presentations
    doc = entry.model
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    c = params.color
    return [T.ColorPresentation(label=p.label, text_edit=T.TextEdit(ls.rng(doc, p.edit.start, p.edit.end),
                                                                    p.edit.new_text))
            for p in color_presentations(s, e, c.red, c.green, c.blue, c.alpha)]


def document_link(ls, entry, params: T.DocumentLinkParams):
    from ..features.links import document_links
    doc = entry.model
    return [T.DocumentLink(range=ls.rng(doc, k.start, k.end), target=Path(k.target).as_uri(),
                           tooltip=k.tooltip or None) for k in document_links(doc)]


def folding_range(ls, entry, params: T.FoldingRangeParams):
    from ..features.structure import folding_ranges
    return [T.FoldingRange(start_line=f.start_line, end_line=f.end_line,
                           kind=T.FoldingRangeKind.Comment if f.kind == "comment" else T.FoldingRangeKind.Region)
            for f in folding_ranges(entry.model)]


def selection_range(ls, entry, params: T.SelectionRangeParams):
    from ..features.structure import selection_ranges
    doc = entry.model

    def convert_chain(r):
        return T.SelectionRange(range=ls.rng(doc, r.start, r.end),
                                parent=convert_chain(r.parent) if r.parent is not None else None)
    return [convert_chain(r) for r in selection_ranges(doc, [ls.offset(doc, p) for p in params.positions])]


def document_highlight(ls, entry, params: T.DocumentHighlightParams):
    from ..features.structure import document_highlights
    doc = entry.model
    return [T.DocumentHighlight(range=ls.rng(doc, h.start, h.end), kind=T.DocumentHighlightKind.Write
                                if h.kind == "write" else T.DocumentHighlightKind.Read)
            for h in document_highlights(doc, ls.offset(doc, params.position))]


def _format_options(doc, o):
    from ..features.formatting import options_for
    return options_for(doc, o.tab_size, o.insert_spaces)


def format_document(ls, entry, params: T.DocumentFormattingParams):
    from ..features.formatting import format_document as format_all
    doc = entry.model
    return [T.TextEdit(ls.rng(doc, e.start, e.end), e.new_text)
            for e in format_all(doc, _format_options(doc, params.options))]


def format_range(ls, entry, params: T.DocumentRangeFormattingParams):
    from ..features.formatting import format_range as format_part
    doc = entry.model
    s, e = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    return [T.TextEdit(ls.rng(doc, x.start, x.end), x.new_text)
            for x in format_part(doc, s, e, _format_options(doc, params.options))]


HANDLERS = {
    T.TEXT_DOCUMENT_CODE_ACTION: code_action,
    T.TEXT_DOCUMENT_INLAY_HINT: inlay_hint,
    T.TEXT_DOCUMENT_DOCUMENT_COLOR: document_color,
    T.TEXT_DOCUMENT_COLOR_PRESENTATION: color_presentation,
    T.TEXT_DOCUMENT_DOCUMENT_LINK: document_link,
    T.TEXT_DOCUMENT_FOLDING_RANGE: folding_range,
    T.TEXT_DOCUMENT_SELECTION_RANGE: selection_range,
    T.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT: document_highlight,
    T.TEXT_DOCUMENT_FORMATTING: format_document,
    T.TEXT_DOCUMENT_RANGE_FORMATTING: format_range,
}
