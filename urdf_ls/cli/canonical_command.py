"""`urdf-ls canonical PATH`: the robot in one stable form (features.canonical), for reading two versions side by
side and as git's textconv driver (docs/review.md): `git diff` then shows only what a consumer would see.

A xacro file is expanded when allowed (--expand-xacro, or `expand = true` in its project file), else printed as
written.  Exit status 0, or 2 when the file cannot be read or its expansion fails."""
from __future__ import annotations

import os
import sys

from ..text.visible import printable
from .args import EXIT_CLEAN, EXIT_USAGE, add_trust_argument, argument_parser, xacro_missing


def _parser():
    ap = argument_parser(prog="urdf-ls canonical", description="Print a URDF, SRDF or xacro file in one stable "
                         "form: elements in tree order, attributes by name, numbers normalised, comments and "
                         "layout dropped (usable as a git textconv driver)")
    ap.add_argument("path", metavar="PATH")
    ap.add_argument("--expand-xacro", action="store_true", help="print a .xacro file's expansion (runs its code)")
    ap.add_argument("--xacro-arg", action="append", default=[], metavar="NAME=VALUE",
                    help="xacro arg for the expansion (repeatable)")
    ap.add_argument("--rev", metavar="REV", help="the file as it is at this git revision (the files a xacro file "
                    "includes are read from the working tree)")
    add_trust_argument(ap)
    return ap


def cmd_canonical(argv):
    ap = _parser()
    args = ap.parse_args(argv)
    if args.expand_xacro and xacro_missing():
        print(xacro_missing(), file=sys.stderr)
        return EXIT_USAGE
    from ..features.canonical import canonical_text
    from .check import client_flags, pairs
    from .diff_sides import lazy_session, read_file, robot_tree
    path = os.path.abspath(args.path)
    text, problem = read_file(path) if args.rev is None else _at_revision(path, args.rev)
    if problem:
        print(printable("urdf-ls canonical: %s" % problem), file=sys.stderr)
        return EXIT_USAGE
    flags = client_flags(xacro_args=pairs(ap, args.xacro_arg, "--xacro-arg"), expand=args.expand_xacro,
                         trusted=args.trust)
    session_of = lazy_session([os.path.dirname(path)], flags)
    tree = robot_tree(session_of, args.path, path, text)
    if tree.problem:
        print(printable("urdf-ls canonical: %s: %s" % (args.path, tree.problem)), file=sys.stderr)
        return EXIT_USAGE
    sys.stdout.write(canonical_text(tree.root))
    return EXIT_CLEAN


def _at_revision(path, rev):
    """(text, problem) of the file at a git revision of its repository"""
    from . import git_revisions as git
    from .diff_sides import guarded_text
    try:
        top = git.repository_top(os.path.dirname(path))
        commit = git.parse_range(top, rev).old
    except git.GitError as e:
        return None, str(e)
    rel = os.path.relpath(path, top).replace(os.sep, "/")
    data = git.show(top, commit, rel)
    if data is None:
        return None, "%s is not in %s" % (rel, rev)
    return guarded_text(data, "%s:%s" % (rev, rel))
