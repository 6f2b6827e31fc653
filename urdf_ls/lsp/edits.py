"""What the document requests of every kind share: answers that span files (locations, a rename's workspace
edit, which edits only files inside the workspace folders) and a hover's conversion."""
from __future__ import annotations

from lsprotocol import types as T
from pygls.exceptions import JsonRpcInvalidParams

from . import convert


def hover(ls, doc, h):
    """a feature's Hover record (or None) as LSP"""
    if h is None:
        return None
    return T.Hover(contents=convert.markup(h.markdown, ls.client.hover_markdown), range=ls.rng(doc, h.start, h.end))


def locations(ls, uri, doc, locs):
    """features' Location records as LSP locations; an open document keeps the client's URI for its file.  doc:
    the document asked about, whose own locations have no path (None: every location has one)"""
    out = []
    for loc in locs:
        o = convert.location(uri, doc, loc, ls.enc)
        out.append(T.Location(ls.uri_of(loc.path), o.range) if loc.path is not None else o)
    return out


def command_action(ls, doc, action, command, arguments):
    """a quick fix that runs a command of the server (the work is long: it reports progress and can be
    cancelled): action has the title and the diagnostics it fixes"""
    return T.CodeAction(title=action.title, kind=T.CodeActionKind.QuickFix,
                        diagnostics=[convert.diagnostic(doc, d, ls.enc) for d in action.diagnostics],
                        command=T.Command(action.title, command, arguments=arguments))


def refuse_bad_name(doc, off, new):
    """a rename to a name its file cannot hold is refused with the reason (the client shows it)"""
    from ..features.new_names import rename_problem
    problem = rename_problem(doc, off, new)
    if problem is not None:
        raise JsonRpcInvalidParams("cannot rename: " + problem)


def workspace_edit(ls, uri, lines_of_uri, files):
    """a rename's [(path or None for the document asked about, LineIndex, [Edit])] as a WorkspaceEdit; files
    outside the workspace folders are left (symlinks resolved), and a message lists them.  lines_of_uri: the
    document asked about (its `lines`), or its LineIndex"""
    from ..features.xacro_refs import inside_folders
    kept, left = inside_folders(files, ls.session.workspace.folders)
    if left:
        ls.warn(_left_message(left))
    own = getattr(lines_of_uri, "lines", lines_of_uri)
    changes: dict = {}
    for path, lines, es in kept:
        if es:
            target = uri if path is None else ls.uri_of(path)
            changes.setdefault(target, []).extend(
                T.TextEdit(convert.rng(own if path is None else lines, e.start, e.end, ls.enc), e.new_text)
                for e in es)
    return T.WorkspaceEdit(changes=changes) if changes else None


def _left_message(left):
    shown = ", ".join("%s (%d)" % (path, len(es)) for path, _lines, es in left[:10])
    more = " and %d more" % (len(left) - 10) if len(left) > 10 else ""
    return ("rename: %d reference(s) in files outside the workspace folders were not renamed "
            "(only files inside them are edited): %s%s" % (sum(len(es) for _p, _l, es in left), shown, more))
