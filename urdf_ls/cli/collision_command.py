"""`urdf-ls collision ROBOT [--hull|--primitive|--decimate N|--decompose] [--write]`: collision geometry made
from each link's visual mesh, for the links with none or whose collision mesh is the visual mesh.  Prints the
URDF edit (a unified diff) and the files it would write; --write writes them (new files only, never over one)."""
from __future__ import annotations

import os
import sys

from ..text.visible import printable
from .args import EXIT_CLEAN, EXIT_ERRORS, EXIT_USAGE, add_trust_argument, argument_parser
from .collisions_command import EXIT_CANCELLED

PRIMITIVE_TOLERANCE = 0.5   # a primitive may hold this much more volume than the mesh's hull (50%)


def _parser():
    ap = argument_parser(prog="urdf-ls collision", description="Generate collision geometry from visual meshes "
                         "for links without collision geometry or whose collision mesh is the visual mesh")
    ap.add_argument("path", metavar="ROBOT")
    how = ap.add_mutually_exclusive_group()
    how.add_argument("--hull", action="store_true", help="the convex hull, as a new STL next to the mesh (default)")
    how.add_argument("--primitive", action="store_true", help="the smallest enclosing box, cylinder or sphere, "
                     "where it fits within --tolerance (else the hull)")
    how.add_argument("--decimate", type=int, metavar="N", help="the mesh reduced to N faces (fast-simplification)")
    how.add_argument("--decompose", action="store_true", help="convex parts (coacd)")
    ap.add_argument("--tolerance", type=float, default=PRIMITIVE_TOLERANCE, help="how much more volume than the "
                    "hull a primitive may hold (default 0.5: 50%%)")
    ap.add_argument("--write", action="store_true", help="write the new meshes and the URDF")
    ap.add_argument("--expand-xacro", action="store_true", help="read a .xacro file's expansion (runs its code); "
                    "the edit is then refused: it would be to the expansion, not the file")
    add_trust_argument(ap)
    return ap


def cmd_collision(argv):
    ap = _parser()
    args = ap.parse_args(argv)
    if args.decimate is not None and args.decimate < 4:
        ap.error("--decimate needs 4 faces or more")
    from ..workspace.collision.bodies import MissingLibrary, require_numpy
    try:
        require_numpy()
    except MissingLibrary as e:
        print(printable("urdf-ls collision: %s" % e), file=sys.stderr)
        return EXIT_USAGE
    from .single_file import open_robot
    opened = open_robot("urdf-ls collision", args, lambda p: "%s is xacro: generate from its expansion's URDF" % p)
    if isinstance(opened, int):
        return opened
    if opened.unexpanded or opened.doc is not opened.session.document(opened.path):
        print("urdf-ls collision: edits are written to URDF files only (not to a xacro file's expansion)",
              file=sys.stderr)
        return EXIT_USAGE
    from ..features.collision_plan import plan
    from .collisions_command import Progress
    bar = Progress("collision geometry") if sys.stderr.isatty() else None
    try:
        edits, files, notes = plan(opened.doc, args, progress=(lambda link, done, total: bar.show(done / total))
                                   if bar else None)
    except KeyboardInterrupt:
        print("urdf-ls collision: cancelled; nothing written", file=sys.stderr)
        return EXIT_CANCELLED
    except ImportError as e:
        needed = "coacd" if args.decompose else "fast-simplification"
        print(printable("urdf-ls collision: %s: pip install %s" % (e, needed)),
              file=sys.stderr)
        return EXIT_USAGE
    if bar:
        bar.end()
    for note in notes:
        print(printable("urdf-ls collision: %s" % note), file=sys.stderr)
    if not edits:
        print("no link needs collision geometry (each has its own, or no visual mesh)")
        return EXIT_CLEAN
    from ..features.collision_edits import edited_text
    text = opened.doc.text
    new = edited_text(text, edits)
    import difflib
    sys.stdout.writelines(difflib.unified_diff(text.splitlines(True), new.splitlines(True), opened.path,
                                               opened.path + " (with collision geometry)"))
    for path, _data in files:
        print(printable("%s %s" % ("write" if args.write else "would write", path)))
    if not args.write:
        return EXIT_CLEAN
    return _write(opened.path, new, files)


def _write(urdf, text, files):
    for path, data in files:
        try:
            with open(path, "xb") as f:      # (x: never over an existing file)
                f.write(data)
        except OSError as e:
            print(printable("urdf-ls collision: %s: %s; the URDF is left as it was" % (path, e)), file=sys.stderr)
            return EXIT_ERRORS
    tmp = "%s.urdf-ls-%d.tmp" % (urdf, os.getpid())
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, urdf)
    print(printable("wrote %s" % urdf))
    return EXIT_CLEAN
