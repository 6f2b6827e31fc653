"""`urdf-ls inertia PATH`: per link, the declared mass and inertia beside what a uniform body of its geometry
would have, and the robot's total mass."""
from __future__ import annotations

import sys

from .args import EXIT_CLEAN, add_trust_argument, argument_parser

MESH_WAIT = 60.0    # seconds the robot's meshes may take to be measured in all


def _parser():
    ap = argument_parser(prog="urdf-ls inertia", description="Print each link's declared mass and inertia beside "
                         "the estimate from its geometry (a uniform body of the declared mass), and the total mass")
    ap.add_argument("path", metavar="PATH")
    ap.add_argument("--format", choices=("text", "json"), default="text")
    ap.add_argument("--expand-xacro", action="store_true", help="use a .xacro file's expansion (runs its code)")
    add_trust_argument(ap)
    return ap


def cmd_inertia(argv):
    from .single_file import open_robot
    args = _parser().parse_args(argv)
    opened = open_robot("urdf-ls inertia", args, lambda _: "reading the unexpanded xacro file (its literal links "
                        "only); --expand-xacro uses its expansion (runs its code)")
    if isinstance(opened, int):
        return opened
    doc = opened.doc
    from ..features.physics_table import inertia_table, render_json, render_text
    table = inertia_table(doc)
    if table.pending:
        _wait(doc.workspace.meshes, table.pending)
        table = inertia_table(doc)
    sys.stdout.write(render_json(table) if args.format == "json" else render_text(table))
    return EXIT_CLEAN


def _wait(meshes, pending):
    """wait for the meshes, MESH_WAIT seconds at most in all"""
    import time
    end = time.monotonic() + MESH_WAIT
    for path, scale in pending:
        meshes.wait(path, scale, max(0.0, end - time.monotonic()))
