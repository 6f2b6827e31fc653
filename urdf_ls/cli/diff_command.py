"""`urdf-ls diff OLD NEW` and `urdf-ls diff --git [REV[..REV]] [-- PATH...]`: what changed in a robot, as a
consumer sees it (features.robot_diff), as text, JSON, GitHub annotations or SARIF.

Exit status as git diff's: 0, or with --exit-code 1 when something changed; 2 for a usage error, an unreadable
file, a xacro expansion that failed or a git error."""
from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass

from ..text.visible import printable
from .args import EXIT_CLEAN, EXIT_ERRORS, EXIT_USAGE, add_trust_argument, argument_parser, xacro_missing


@dataclass
class FileDiff:
    old_label: str
    new_label: str
    new_path: str | None          # the new file on disk (annotations go there); None when deleted
    changes: list
    notes: list                   # what the reader should know: a side read unexpanded, a file added
    changed_links: list           # the new version's links that look different (the preview highlights them)


def _parser():
    ap = argument_parser(prog="urdf-ls diff", description="Show what changed in a robot between two files, or in "
                         "every robot file a git revision range changed: links, joints, inertials, geometry, "
                         "materials, ros2_control, Gazebo and transmission blocks and SRDF groups, in mm, degrees "
                         "and %. Reformatting, attribute "
                         "order, comments and equivalent numbers are no change.")
    ap.add_argument("paths", nargs="*", metavar="PATH", help="OLD NEW; with --git, the paths to look at")
    ap.add_argument("--git", nargs="?", const="", metavar="REV[..REV]",
                    help="compare the robot files a revision range changed: REV (default HEAD) against the working "
                         "tree, A..B, or A...B (from their merge base)")
    ap.add_argument("--format", choices=("text", "json", "github", "sarif"), default="text")
    ap.add_argument("--exit-code", action="store_true", help="exit with 1 when something changed, as git diff does")
    ap.add_argument("--expand-xacro", action="store_true",
                    help="expand .xacro files before comparing (runs their ${...} Python expressions)")
    ap.add_argument("--xacro-arg", action="append", default=[], metavar="NAME=VALUE",
                    help="xacro arg for the expansion (repeatable)")
    add_trust_argument(ap)
    return ap


def cmd_diff(argv):
    ap = _parser()
    args = ap.parse_args(argv)
    import gc
    gc.disable()    # (the two trees are alive to the end: collections would only scan them again and again)
    if args.expand_xacro and xacro_missing():
        print(xacro_missing(), file=sys.stderr)
        return EXIT_USAGE
    from .check import client_flags, pairs
    flags = client_flags(xacro_args=pairs(ap, args.xacro_arg, "--xacro-arg"), expand=args.expand_xacro,
                         trusted=args.trust)
    if args.git is None:
        if len(args.paths) != 2:
            ap.error("give two files (OLD NEW), or --git")
        diffs, problems = two_files(args.paths, flags)
    else:
        diffs, problems = git_range(args.git or None, args.paths, flags, os.getcwd())
    for problem in problems:
        print(printable("urdf-ls diff: %s" % problem), file=sys.stderr)
    if diffs is None:
        return EXIT_USAGE
    sys.stdout.write(render(diffs, args.format))
    if any(p.startswith("xacro failed") or p.startswith("cannot read") for p in problems):
        return EXIT_USAGE
    return EXIT_ERRORS if args.exit_code and any(d.changes for d in diffs) else EXIT_CLEAN


def two_files(paths, flags):
    """the FileDiff of two files ([FileDiff], problems), or (None, problems) when one cannot be read"""
    from .diff_sides import MeshIds, ParseMemory, lazy_session, read_file, read_side
    old_path, new_path = (os.path.abspath(p) for p in paths)
    texts, problems = [], []
    for p in (old_path, new_path):
        text, problem = read_file(p)
        if problem:
            return None, [problem]
        texts.append(text)
    session_of = lazy_session(sorted({os.path.dirname(old_path), os.path.dirname(new_path)}), flags)
    memory = ParseMemory()
    old = read_side(session_of, paths[0], old_path, texts[0], memory)
    new = read_side(session_of, paths[1], new_path, texts[1], memory)
    return [_compare(old, new, new_path, MeshIds(session_of), MeshIds(session_of), problems)], problems


def git_range(spec, paths, flags, cwd):
    """the FileDiffs of the robot files a revision range changed in the repository of cwd"""
    from . import git_revisions as git
    from .diff_sides import MeshIds, ParseMemory, lazy_session, read_side
    try:
        top = git.repository_top(cwd)
        rng = git.parse_range(top, spec)
        files = git.changed_files(top, rng, [os.path.relpath(os.path.join(cwd, p), top) for p in paths])
    except git.GitError as e:
        hint = (" (a file, not a revision: urdf-ls diff --git -- %s compares it with HEAD)" % spec
                if spec and os.path.exists(os.path.join(cwd, spec)) else "")
        return None, [str(e) + hint]
    session_of = lazy_session([top], flags)
    problems, diffs = [], []
    old_ids, new_ids = MeshIds(session_of, top, rng.old), MeshIds(session_of, top, rng.new)
    for f in files:
        old_abs = os.path.join(top, f.old_path) if f.old_path else None
        new_abs = os.path.join(top, f.new_path) if f.new_path else None
        (old_text, new_text), refused = _versions(top, rng, f, new_abs)
        if refused:
            problems += refused
            continue
        memory = ParseMemory()
        old = read_side(session_of, "%s:%s" % (rng.old[:12], f.old_path), old_abs, old_text, memory)
        new_label = f.new_path if rng.new is None else "%s:%s" % (rng.new[:12], f.new_path)
        new = read_side(session_of, new_label, new_abs, new_text, memory)
        if rng.new is None:
            new_ids.prefetch_working(new.model, new_abs)
        diffs.append(_compare(old, new, new_abs, old_ids, new_ids, problems))
    return diffs + _not_at_revision(top, rng, files, [os.path.relpath(os.path.join(cwd, p), top) for p in paths]), \
        problems


def _not_at_revision(top, rng, files, asked):
    """a FileDiff with a note for each robot file asked for by path that the old revision does not have (a file
    git does not track yet is in no range: without the note its report would be empty)"""
    from . import git_revisions as git
    listed = {p for f in files for p in (f.old_path, f.new_path) if p}
    out = []
    for rel in (p.replace(os.sep, "/") for p in asked):
        if rel.endswith(git.ROBOT_SUFFIXES) and rel not in listed and not git.has_file(top, rng.old, rel):
            out.append(FileDiff("%s:%s" % (rng.old[:12], rel), rel, None, [], [
                "%s is not in %s (a file git does not track?): nothing to compare it with" % (rel, rng.old[:12])],
                []))
    return out


def _versions(top, rng, f, new_abs):
    """((old text, new text), problems) of a changed file: None for a side without it; a side the input guard
    refuses (too large, binary) is a problem, and the file is not compared"""
    from . import git_revisions as git
    from .diff_sides import guarded_text, read_file
    texts, problems = [], []
    for rev, path in ((rng.old, f.old_path), (rng.new, f.new_path)):
        if path is None:
            texts.append(None)
            continue
        if rev is None:
            text, problem = read_file(new_abs)
        else:
            data = git.show(top, rev, path)
            text, problem = (None, None) if data is None else guarded_text(data, "%s:%s" % (rev[:12], path))
        texts.append(text)
        problems += [problem] if problem else []
    return texts, problems


def _compare(old, new, new_path, old_ids, new_ids, problems) -> FileDiff:
    from ..features.robot_diff import changed_links, robot_diff
    from .diff_sides import mesh_comparer
    notes = []
    for side in (old, new):
        if side.problem:
            problems.append("%s: %s" % (side.label, side.problem))
        if side.unexpanded:
            notes.append("%s: xacro file compared as written, not expanded (--expand-xacro, or `expand = true` "
                         "under [xacro] in its urdf-ls.toml, compares its expansion)" % side.label)
    if old.model is None and new.model is None:
        return FileDiff(old.label, new.label, None, [], notes, [])
    if old.model is None or new.model is None:
        notes.append("%s: the file is %s" % (new.label if old.model is None else old.label,
                                            "new" if old.model is None else "deleted"))
    from ..features.robot_model import RobotModel
    changes = robot_diff(old.model or RobotModel(new.model.name), new.model or RobotModel(old.model.name),
                         mesh_comparer(old, new, old_ids, new_ids))
    if old.source_lines is not None or new.source_lines is not None:    # (lines of an expansion: of its source)
        from dataclasses import replace
        changes = [replace(c, line=new.source_line(c.line), old_line=old.source_line(c.old_line)) for c in changes]
    links = changed_links(changes, new.model) if new.model is not None else []
    return FileDiff(old.label, new.label, new_path if new.model is not None else None, changes, notes, links)


def render(diffs, fmt) -> str:
    if fmt == "json":     # (a file name's bytes that are not UTF-8 escaped: strict JSON parsers refuse surrogates)
        from ..features.diff_report import change_dicts
        from ..text.visible import decodable
        return json.dumps([{"old": decodable(d.old_label), "new": decodable(d.new_label),
                            "notes": [decodable(n) for n in d.notes], "changes": change_dicts(d.changes),
                            "changed_links": d.changed_links} for d in diffs], indent=1) + "\n"
    if fmt == "github":
        from .diff_formats import to_github
        return to_github([(d.new_path, d.changes) for d in diffs])
    if fmt == "sarif":
        from .diff_formats import to_sarif
        return to_sarif([(d.new_path, d.changes) for d in diffs], os.getcwd())
    from ..features.diff_report import render_text
    out = []
    for d in diffs:
        out += [printable("# " + n) + "\n" for n in d.notes]
        out.append(render_text(d.changes, d.old_label, d.new_label))
    return "".join(out)
