"""Requests on a controller YAML document (completion, hover, definition, references, rename): its kind gives the
file, its robots and (for references and rename) their controller files; features.controller_nav answers; this
converts.  A YAML document that is no controller file gets no answer."""
from __future__ import annotations

from lsprotocol import types as T
from pygls.exceptions import JsonRpcInvalidParams

from . import convert, edits


class _At:
    """a request's controller context (document.controller_kind.ControllerContext) and the cursor's offset"""
    __slots__ = ("context", "lines", "offset")

    def __init__(self, context, lines, offset):
        self.context, self.lines, self.offset = context, lines, offset


def _at(ls, entry, pos) -> _At | None:
    context = entry.kind.context(entry)
    if context is None:
        return None
    lines = context.buffer.lines
    return _At(context, lines, lines.offset(pos.line, pos.character, ls.enc))


def completion(ls, entry, params):
    from ..features import controller_nav
    at = _at(ls, entry, params.position)
    if at is None:
        return None
    buf = at.context.buffer
    return convert.completion_list(buf, controller_nav.completion(buf.text, at.offset, at.context.robots), ls.client)


def hover(ls, entry, params):
    from ..features import controller_nav
    at = _at(ls, entry, params.position)
    if at is None:
        return None
    h = controller_nav.hover(at.context.file, at.offset, at.context.robots)
    return None if h is None else T.Hover(contents=convert.markup(h.markdown, ls.client.hover_markdown),
                                          range=convert.rng(at.lines, h.start, h.end, ls.enc))


def definition(ls, entry, params):
    from ..features import controller_nav
    at = _at(ls, entry, params.position)
    if at is None:
        return None
    return edits.locations(ls, None, None, controller_nav.definition(at.context.file, at.offset,
                                                                      at.context.robots)) or None


def references(ls, entry, params):
    from ..features import controller_nav
    at = _at(ls, entry, params.position)
    if at is None:
        return None
    c = at.context
    files = entry.kind.controller_files(c.robots)
    return edits.locations(ls, None, None, controller_nav.references(c.file, at.offset, c.robots, files,
                                                                      params.context.include_declaration))


def prepare_rename(ls, entry, params):
    from ..features import controller_nav
    at = _at(ls, entry, params.position)
    if at is None:
        return None
    c = at.context
    n = controller_nav.joint_at(c.file, at.offset)
    if n is None or controller_nav.rename_problem(c.file, at.offset, c.robots) is not None:
        return None
    s, e = n.inner
    return T.PrepareRenamePlaceholder(range=convert.rng(at.lines, s, e, ls.enc), placeholder=n.value)


def rename(ls, entry, params):
    from ..features import controller_nav
    at = _at(ls, entry, params.position)
    if at is None:
        return None
    c = at.context
    problem = controller_nav.rename_problem(c.file, at.offset, c.robots, params.new_name)
    if problem is not None:
        raise JsonRpcInvalidParams("cannot rename: " + problem)
    files = entry.kind.controller_files(c.robots)
    found = controller_nav.rename(c.file, at.offset, params.new_name, c.robots, files)
    # (the file asked about is the client's own buffer, kept wherever it lies, as edits.workspace_edit keeps None)
    return edits.workspace_edit(ls, entry.key, at.lines,
                                [(None if path == c.file.path else path, lines, es) for path, lines, es in found])


HANDLERS = {
    T.TEXT_DOCUMENT_COMPLETION: completion,
    T.TEXT_DOCUMENT_HOVER: hover,
    T.TEXT_DOCUMENT_DEFINITION: definition,
    T.TEXT_DOCUMENT_REFERENCES: references,
    T.TEXT_DOCUMENT_PREPARE_RENAME: prepare_rename,
    T.TEXT_DOCUMENT_RENAME: rename,
}
