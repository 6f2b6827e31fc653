"""`urdf-ls inertia PATH`: per link, the declared mass and inertia beside what a uniform body of its geometry
would have, and the robot's total mass."""
from __future__ import annotations

import os
import sys

from .args import EXIT_CLEAN, EXIT_USAGE, add_trust_argument, argument_parser, report_problems, xacro_missing

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
    from ..codes import Code
    from .check import client_flags
    from .single_file import open_session
    args = _parser().parse_args(argv)
    if args.expand_xacro and xacro_missing():
        print(xacro_missing(), file=sys.stderr)
        return EXIT_USAGE
    path = os.path.abspath(args.path)
    session = open_session([os.path.dirname(path)], client_flags(expand=args.expand_xacro, trusted=args.trust))
    report_problems(session.open_file(path, path).project_problems, set())
    unreadable = [d for d in session.diagnostics(path) if d.code is Code.IO_ERROR]
    if unreadable:
        print("urdf-ls inertia: %s" % unreadable[0].message, file=sys.stderr)
        return EXIT_USAGE
    doc = session.documents[path]
    if doc.ctx.xacro:
        job = session.expansion_job(path)
        if job is None:
            print("urdf-ls inertia: reading the unexpanded xacro file (its literal links only); --expand-xacro "
                  "uses its expansion (runs its code)", file=sys.stderr)
        else:
            from ..workspace.expansion import run_xacro
            text, err = run_xacro(job.path, job.folders, job.args, job.packages)
            session.expansion_finished(job, text, err)
            if err:
                print("urdf-ls inertia: xacro failed: %s" % err, file=sys.stderr)
                return 1
            doc = session.expanded_document(path)
    from ..features.physics_table import inertia_table, render_json, render_text
    table = inertia_table(doc)
    if table[2]:
        _wait(doc.workspace.meshes, table[2])
        table = inertia_table(doc)
    sys.stdout.write(render_json(table) if args.format == "json" else render_text(table))
    return EXIT_CLEAN


def _wait(meshes, pending):
    """wait for the meshes, MESH_WAIT seconds at most in all"""
    import time
    end = time.monotonic() + MESH_WAIT
    for path, scale in pending:
        meshes.wait(path, scale, max(0.0, end - time.monotonic()))
