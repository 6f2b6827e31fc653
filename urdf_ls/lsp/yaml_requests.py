"""Requests on a controller YAML document (completion, hover, definition, references, rename): the Session gives
the file, its robots and (for references and rename) their controller files; features.controller_nav answers;
this converts.  requests.py hands a request here when its document is an open YAML document; one that is no
controller file gets no answer."""
from __future__ import annotations

from lsprotocol import types as T
from pygls.exceptions import JsonRpcInvalidParams

from . import convert


def answers_yaml(yaml_handler):
    """a request handler that yaml_handler replaces for an open YAML document (requests.py's handlers know
    robot documents only)"""
    def wrap(handler):
        def either(ls, params):
            if ls.session.yaml_buffer(params.text_document.uri) is not None:
                return yaml_handler(ls, params)
            return handler(ls, params)
        either.__name__, either.__doc__ = handler.__name__, handler.__doc__
        return either
    return wrap


def _context(ls, uri, pos):
    """(buffer, its LineIndex, ControllerFile, robots, offset), or None for a YAML document that is no controller
    file"""
    buf = ls.session.yaml_buffer(uri)
    context = ls.session.yaml_context(uri)
    if context is None:
        return None
    f, robots = context
    lines = buf.lines
    return buf, lines, f, robots, lines.offset(pos.line, pos.character, ls.enc)


def _locations(ls, locs):
    uris = {d.path: u for u, d in ls.session.documents.items() if d.path}    # an open document keeps its URI
    return [T.Location(uris.get(loc.path, o.uri), o.range)
            for loc, o in ((loc, convert.location(None, None, loc, ls.enc)) for loc in locs)]


def completion(ls, params):
    c = _context(ls, params.text_document.uri, params.position)
    if c is None:
        return None
    from ..features import controller_nav
    buf, _lines, _f, robots, off = c
    return convert.completion_list(buf, controller_nav.completion(buf.text, off, robots), ls.client)


def hover(ls, params):
    c = _context(ls, params.text_document.uri, params.position)
    if c is None:
        return None
    from ..features import controller_nav
    _buf, lines, f, robots, off = c
    h = controller_nav.hover(f, off, robots)
    return None if h is None else T.Hover(contents=convert.markup(h.markdown, ls.client.hover_markdown),
                                          range=convert.rng(lines, h.start, h.end, ls.enc))


def definition(ls, params):
    c = _context(ls, params.text_document.uri, params.position)
    if c is None:
        return None
    from ..features import controller_nav
    _buf, _lines, f, robots, off = c
    return _locations(ls, controller_nav.definition(f, off, robots)) or None


def references(ls, params):
    c = _context(ls, params.text_document.uri, params.position)
    if c is None:
        return None
    from ..features import controller_nav
    _buf, _lines, f, robots, off = c
    files = ls.session.yaml_controller_files(robots)
    return _locations(ls, controller_nav.references(f, off, robots, files, params.context.include_declaration))


def prepare_rename(ls, params):
    c = _context(ls, params.text_document.uri, params.position)
    if c is None:
        return None
    from ..features import controller_nav
    _buf, lines, f, robots, off = c
    n = controller_nav.joint_at(f, off)
    if n is None or controller_nav.rename_problem(f, off, robots) is not None:
        return None
    s, e = n.inner
    return T.PrepareRenamePlaceholder(range=convert.rng(lines, s, e, ls.enc), placeholder=n.value)


def rename(ls, params):
    uri = params.text_document.uri
    c = _context(ls, uri, params.position)
    if c is None:
        return None
    from ..features import controller_nav
    buf, _lines, f, robots, off = c
    problem = controller_nav.rename_problem(f, off, robots, params.new_name)
    if problem is not None:
        raise JsonRpcInvalidParams("cannot rename: " + problem)
    changes = {}
    files = ls.session.yaml_controller_files(robots)
    for path, lines, edits in controller_nav.rename(f, off, params.new_name, robots, files):
        target = uri if path == buf.path else ls.uri_of(path)
        changes[target] = [T.TextEdit(convert.rng(lines, e.start, e.end, ls.enc), e.new_text) for e in edits]
    return T.WorkspaceEdit(changes=changes) if changes else None
