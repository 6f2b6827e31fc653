"""`urdf-ls statics ROBOT`: per moving joint, the largest load gravity asks of it within its limits, its
declared effort, the margin and the pose; with --payload, the loads with a payload at the end effector (or
--at LINK) and the largest payload each joint allows."""
from __future__ import annotations

import sys

from .args import EXIT_CLEAN, EXIT_USAGE, add_trust_argument, argument_parser


def _parser():
    ap = argument_parser(prog="urdf-ls statics", description="Print each moving joint's worst-case gravity load "
                         "over the poses within its limits (base fixed and upright unless the project's [statics] "
                         "table says otherwise), its effort, the margin and that pose")
    ap.add_argument("path", metavar="ROBOT")
    ap.add_argument("--format", choices=("text", "json"), default="text")
    ap.add_argument("--payload", type=float, metavar="KG", help="a payload of KG kilograms at the end effector "
                    "(the last link of the one branch that moves), at its link's origin")
    ap.add_argument("--at", metavar="LINK", help="the link that carries the payload")
    ap.add_argument("--expand-xacro", action="store_true", help="use a .xacro file's expansion (runs its code)")
    add_trust_argument(ap)
    return ap


def cmd_statics(argv):
    from .single_file import open_robot
    args = _parser().parse_args(argv)
    if args.payload is not None and not args.payload >= 0:
        print("urdf-ls statics: --payload must be a mass in kg, 0 or more", file=sys.stderr)
        return EXIT_USAGE
    if args.at is not None and args.payload is None:
        print("urdf-ls statics: --at names the link of a --payload", file=sys.stderr)
        return EXIT_USAGE
    opened = open_robot("urdf-ls statics", args, lambda path: "reading the unexpanded xacro file: its values are "
                        "expressions, so nothing can be solved; --expand-xacro uses its expansion (runs its code)")
    if isinstance(opened, int):
        return opened
    from ..features.statics_table import render_json, render_text, statics_table
    settings = opened.session.workspace.settings_for(opened.path).statics
    table = statics_table(opened.doc.tree.root, settings, args.payload, args.at)
    if isinstance(table, str):
        print("urdf-ls statics: %s" % table, file=sys.stderr)
        return EXIT_USAGE
    sys.stdout.write(render_json(table) if args.format == "json" else render_text(table))
    return EXIT_CLEAN
