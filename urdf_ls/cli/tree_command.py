"""`urdf-ls tree PATH`: the kinematic tree as text or Graphviz, from the same Session as `check`."""
from __future__ import annotations

import os
import sys

from ..text.visible import printable
from .args import (EXIT_CLEAN, EXIT_ERRORS, EXIT_USAGE, add_trust_argument, argument_parser, report_problems,
                   xacro_missing)


UNEXPANDED_TEXT = "(xacro file as written, not expanded: --expand-xacro shows its expansion)\n"
UNEXPANDED_DOT = "// xacro file as written, not expanded: --expand-xacro shows its expansion\n"


def _parser():
    ap = argument_parser(prog="urdf-ls tree", description="Print the kinematic tree of a URDF file: "
                         "links, joints with types and limits (text), or Graphviz (dot)")
    ap.add_argument("path", metavar="PATH")
    ap.add_argument("--format", choices=("text", "dot"), default="text")
    ap.add_argument("--expand-xacro", action="store_true", help="show a .xacro file's expansion (runs its code)")
    add_trust_argument(ap)
    return ap


def cmd_tree(argv):
    from ..codes import Code
    from ..features import tree_view
    from .check import client_flags
    from .single_file import open_session, problems_line
    args = _parser().parse_args(argv)
    if args.expand_xacro and xacro_missing():
        print(xacro_missing(), file=sys.stderr)
        return EXIT_USAGE
    path = os.path.abspath(args.path)
    session = open_session([os.path.dirname(path)], client_flags(expand=args.expand_xacro, trusted=args.trust))
    report_problems(session.open_file(path, path).project_problems, set())
    diags = session.diagnostics(path)
    unreadable = [d for d in diags if d.code is Code.IO_ERROR]
    if unreadable:
        print("urdf-ls tree: %s" % unreadable[0].message, file=sys.stderr)
        return EXIT_USAGE
    doc, unexpanded = session.documents[path], False
    if doc.ctx.xacro:
        job = session.expansion_job(path)
        if job is None:
            unexpanded = True
            print("urdf-ls tree: showing the xacro file as written, NOT expanded: its macros, includes, conditions "
                  "and ${...} are not applied, so links and joints they make are missing. To show its expansion "
                  "(this runs the file's Python expressions): urdf-ls tree --expand-xacro %s, or `expand = true` "
                  "under [xacro] in its urdf-ls.toml" % printable(args.path), file=sys.stderr)
        else:
            from ..workspace.expansion import run_xacro
            text, err = run_xacro(job.path, job.folders, job.args, job.packages)
            session.expansion_finished(job, text, err)
            if err:
                print("urdf-ls tree: xacro failed: %s" % err, file=sys.stderr)
                return EXIT_ERRORS
            doc = session.expanded_document(path)
    tree = tree_view.kinematic_tree(doc)
    if unexpanded:       # (said in the output too: it may be read without stderr, as a file or a picture)
        sys.stdout.write(UNEXPANDED_DOT if args.format == "dot" else UNEXPANDED_TEXT)
    sys.stdout.write(tree_view.render_dot(tree) if args.format == "dot" else tree_view.render_text(tree))
    line = problems_line(session.diagnostics(path))
    if line:
        print("urdf-ls tree: %s in %s (urdf-ls check lists them)" % (line, args.path), file=sys.stderr)
    return EXIT_CLEAN
