"""What the commands that look at one file (tree, inertia, preview) share: their Session, the robot they show
and its counts."""
from __future__ import annotations

import os
import sys

from ..codes import Severity


def open_session(folders, flags):
    """a Session over these folders with the command line's settings; a project file's `expand = true` lets
    it run xacro, as `urdf-ls check` does"""
    from ..document.session import Session
    from ..workspace.workspace import Workspace
    return Session(Workspace(folders, client_json=flags), project_may_expand=True)


def problems_line(diags):
    """"2 errors, 1 warning" of the diagnostics shown (hints and information not counted); "" for none"""
    words = []
    for severity, name in ((Severity.ERROR, "error"), (Severity.WARNING, "warning")):
        n = sum(1 for d in diags if d.severity == severity)
        if n:
            words.append("%d %s%s" % (n, name, "" if n == 1 else "s"))
    return ", ".join(words)


class Opened:
    """the file a one-file command shows: its Session, its path, the document of its robot (a xacro file's
    expansion when that ran) and whether a xacro file is shown as written"""
    __slots__ = ("session", "path", "doc", "unexpanded")

    def __init__(self, session, path, doc, unexpanded):
        self.session, self.path, self.doc, self.unexpanded = session, path, doc, unexpanded


def open_robot(prog, args, unexpanded_note):
    """an Opened for args.path (args: path, expand_xacro, trust), or an exit status after saying why on stderr:
    the file is opened as `urdf-ls check` opens it, and a xacro file is expanded when allowed (otherwise
    unexpanded_note, given the path, goes to stderr)"""
    from .args import EXIT_ERRORS, EXIT_USAGE, report_problems, xacro_missing
    from .check import client_flags
    if args.expand_xacro and xacro_missing():
        print(xacro_missing(), file=sys.stderr)
        return EXIT_USAGE
    path = os.path.abspath(args.path)
    session = open_session([os.path.dirname(path)], client_flags(expand=args.expand_xacro, trusted=args.trust))
    report_problems(session.open_file(path, path).project_problems, set())
    from ..codes import Code
    unreadable = [d for d in session.diagnostics(path) if d.code is Code.IO_ERROR]
    if unreadable:
        print("%s: %s" % (prog, unreadable[0].message), file=sys.stderr)
        return EXIT_USAGE
    doc = session.document(path)
    if not doc.ctx.xacro:
        return Opened(session, path, doc, False)
    job = session.expansion_job(path)
    if job is None:
        print("%s: %s" % (prog, unexpanded_note(args.path)), file=sys.stderr)
        return Opened(session, path, doc, True)
    from ..workspace.expansion import run_xacro
    text, err = run_xacro(job.path, job.folders, job.args, job.packages)
    session.expansion_finished(job, text, err)
    if err:
        print("%s: xacro failed: %s" % (prog, err), file=sys.stderr)
        return EXIT_ERRORS
    return Opened(session, path, session.expanded_document(path), False)
