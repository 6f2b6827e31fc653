"""`urdf-ls tree PATH`: the kinematic tree as text or Graphviz, from the same Session as `check`."""
from __future__ import annotations

import sys

from ..text.visible import printable
from .args import EXIT_CLEAN, add_trust_argument, argument_parser


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
    from ..features import tree_view
    from .single_file import open_robot, problems_line
    args = _parser().parse_args(argv)
    opened = open_robot("urdf-ls tree", args, lambda path: (
        "showing the xacro file as written, NOT expanded: its macros, includes, conditions and ${...} are not "
        "applied, so links and joints they make are missing. To show its expansion (this runs the file's Python "
        "expressions): urdf-ls tree --expand-xacro %s, or `expand = true` under [xacro] in its urdf-ls.toml"
        % printable(path)))
    if isinstance(opened, int):
        return opened
    session, path, doc, unexpanded = opened.session, opened.path, opened.doc, opened.unexpanded
    tree = tree_view.kinematic_tree(doc)
    if unexpanded:       # (said in the output too: it may be read without stderr, as a file or a picture)
        sys.stdout.write(UNEXPANDED_DOT if args.format == "dot" else UNEXPANDED_TEXT)
    sys.stdout.write(tree_view.render_dot(tree) if args.format == "dot" else tree_view.render_text(tree))
    line = problems_line(session.diagnostics(path))
    if line:
        print("urdf-ls tree: %s in %s (urdf-ls check lists them)" % (line, args.path), file=sys.stderr)
    return EXIT_CLEAN
