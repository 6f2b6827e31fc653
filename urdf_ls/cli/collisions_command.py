"""`urdf-ls collisions ROBOT [--srdf FILE] [--samples N] [--seed S] [--write]`: MoveIt Setup Assistant's
collision matrix (Adjacent, Default, Always, Never) computed from the robot's collision geometry, compared with
an SRDF's <disable_collisions>, and written into it (hand-written pairs kept)."""
from __future__ import annotations

import os
import sys
import time

from ..text.visible import printable
from .args import EXIT_CLEAN, EXIT_ERRORS, EXIT_USAGE, add_trust_argument, argument_parser

EXIT_CANCELLED = 130        # a shell's status for a command ended by Ctrl-C


def _parser():
    ap = argument_parser(prog="urdf-ls collisions", description="Compute MoveIt's collision matrix (the Setup "
                         "Assistant's disable_collisions) from the robot's collision geometry")
    ap.add_argument("path", metavar="ROBOT", help="the URDF (or xacro file, with --expand-xacro)")
    ap.add_argument("--srdf", metavar="FILE", help="compare with this SRDF's <disable_collisions> (and --write it)")
    ap.add_argument("--samples", type=int, default=10000, help="random joint states (default 10000, as MoveIt)")
    ap.add_argument("--seed", type=int, default=0, help="the random states' seed (default 0: runs repeat)")
    ap.add_argument("--hulls", action="store_true", help="check meshes' convex hulls (faster; MoveIt checks the "
                    "triangles, the default)")
    ap.add_argument("--write", action="store_true", help="write the computed pairs into --srdf FILE (created if "
                    "missing), keeping pairs written by hand")
    ap.add_argument("--expand-xacro", action="store_true", help="use a .xacro file's expansion (runs its code)")
    ap.add_argument("--progress", action="store_true", help="draw the progress bar on stderr even when it is not "
                    "a terminal")
    add_trust_argument(ap)
    return ap


def cmd_collisions(argv):
    ap = _parser()
    args = ap.parse_args(argv)
    if args.samples < 0:
        ap.error("--samples must be 0 or more")
    if args.write and not args.srdf:
        ap.error("--write needs --srdf FILE")
    from ..workspace.collision.bodies import MissingLibrary, require_collision_libraries
    try:
        require_collision_libraries()
    except MissingLibrary as e:
        print(printable("urdf-ls collisions: %s" % e), file=sys.stderr)
        return EXIT_USAGE
    robot = _robot("urdf-ls collisions", args)
    if isinstance(robot, int):
        return robot
    text = _srdf_text(args.srdf) if args.srdf else None
    if text is False:
        return EXIT_USAGE
    from ..workspace.collision.checker import Checker
    from ..workspace.collision.matrix import compute
    bar = Progress("collision matrix") if args.progress or sys.stderr.isatty() else None
    began = time.monotonic()
    checker = Checker(robot, args.hulls)
    try:
        matrix = compute(robot, args.samples, args.seed, args.hulls, bar.show if bar else None, checker)
    except KeyboardInterrupt:
        if bar:
            bar.end()
        print("urdf-ls collisions: cancelled; nothing written", file=sys.stderr)
        return EXIT_CANCELLED
    if bar:
        bar.end()
    for link, problem in matrix.problems:
        print(printable("urdf-ls collisions: link %s: a solid is left out: %s" % (link, problem)), file=sys.stderr)
    print(summary(matrix, time.monotonic() - began))
    from ..features.srdf_collisions import keep_with_contacts
    contacts = keep_with_contacts(robot, checker, matrix, text)
    if not args.srdf:
        sys.stdout.write(disable_lines(matrix))
        return EXIT_CLEAN
    _report_contacts(contacts, text)
    return _against_srdf(args, matrix, text)


def _srdf_text(path):
    """the SRDF's text, None for a file not there yet, False (said why) for one that cannot be read"""
    from ..workspace.files import Unreadable, read_bytes
    try:
        return read_bytes(path).decode("utf-8") if os.path.exists(path) else None
    except (Unreadable, UnicodeDecodeError) as e:
        print(printable("urdf-ls collisions: %s: %s" % (path, e)), file=sys.stderr)
        return False


def _robot(prog, args):
    """the Robot of args.path, or an exit status after saying why"""
    from ..rules.collision_model import Unreadable, read_robot
    from ..rules.physics import resolver
    from .single_file import open_robot
    opened = open_robot(prog, args, lambda path: "%s is xacro: its expressions cannot be read without "
                        "--expand-xacro (which runs its code)" % path)
    if isinstance(opened, int):
        return opened
    try:
        return read_robot(opened.doc.tree.root, resolver(opened.doc.ctx))
    except Unreadable as e:
        print(printable("%s: %s" % (prog, e)), file=sys.stderr)
        return EXIT_ERRORS


def summary(matrix, seconds) -> str:
    from collections import Counter
    counts = Counter(r or "enabled" for r in matrix.reasons.values())
    return ("%d links with collision geometry, %d pairs; %d samples, seed %d, %.1f s\n"
            "  Adjacent %d, Default %d, Always %d, Never %d; %d left for MoveIt to check" % (
                len(matrix.links), len(matrix.reasons), matrix.samples, matrix.seed, seconds, counts["Adjacent"],
                counts["Default"], counts["Always"], counts["Never"], counts["enabled"]))


def disable_lines(matrix) -> str:
    """the SRDF lines that disable the matrix's pairs, names escaped for an attribute (a link may be named a"b)"""
    from xml.sax.saxutils import quoteattr
    return "".join('  <disable_collisions link1=%s link2=%s reason=%s/>\n' % (quoteattr(a), quoteattr(b), quoteattr(r))
                   for (a, b), r in matrix.disabled().items())


def _against_srdf(args, matrix, text):
    from ..features.srdf_collisions import compare, disabled_pairs, updated_text
    path = args.srdf
    if text is not None:
        result = compare(matrix.reasons, disabled_pairs(text))
        print(printable("%s: %d of %d pairs classified alike (%.1f%%), %d hand-written pair(s) kept" % (
            path, result.alike, result.total, 100 * result.fraction, len(result.hand_written))))
        for (a, b), ours, theirs in result.different:
            print(printable("  %s %s: computed %s, the SRDF %s" % (a, b, ours or "enabled (checked)",
                                                         theirs or "enabled (checked)")))
    if not args.write:
        return EXIT_CLEAN
    if text is None:
        text = '<?xml version="1.0"?>\n<robot name="%s">\n</robot>\n' % _robot_name(args)
    new = updated_text(text, matrix.reasons)
    if new == text:
        print(printable("%s: already up to date" % path))
        return EXIT_CLEAN
    _write_atomically(path, new)
    print(printable("wrote %s" % path))
    return EXIT_CLEAN


def _report_contacts(contacts, text):
    """the pairs MoveIt checks (not adjacent, not disabled in the SRDF) that collide in the default state or in
    one of the SRDF's group states: MoveIt reports the robot in collision there"""
    from ..features.srdf_collisions import disabled_pairs
    disabled = {d.pair for d in disabled_pairs(text or "")}
    for c in contacts:
        if c.pair not in disabled:
            print(printable("self-collision in %s: %s and %s collide, %.1f mm deep (between their convex hulls)" % (
                c.pose if c.pose.startswith("the ") else "state " + c.pose, c.pair[0], c.pair[1], 1000 * c.depth)))


def _robot_name(args):
    from ..syntax.scanner import parse
    from ..workspace.files import read_bytes
    root = parse(read_bytes(args.path).decode("utf-8", "replace")).root
    name = root.get("name") if root is not None else None
    return name if name and "$" not in name else "robot"


def _write_atomically(path, text):
    tmp = "%s.urdf-ls-%d.tmp" % (path, os.getpid())
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, path)


class Progress:
    """a one-line bar on stderr, redrawn when it moves a step"""
    WIDTH = 30

    def __init__(self, label):
        self.label, self.last = label, -1

    def show(self, fraction):
        filled = int(fraction * self.WIDTH)
        if filled != self.last:
            self.last = filled
            sys.stderr.write("\r%s [%s%s] %3d%%" % (self.label, "#" * filled, "." * (self.WIDTH - filled),
                                                   int(fraction * 100)))
            sys.stderr.flush()

    def end(self):
        sys.stderr.write("\r" + " " * (len(self.label) + self.WIDTH + 8) + "\r")
        sys.stderr.flush()
