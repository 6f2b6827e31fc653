"""`urdf-ls check PATH...`: lint files with the language server's engine (a Session per process).

Start-up time counts (CI lints one file per call): this module imports what checking needs when it runs,
never the LSP libraries, and checks many files on all cores (cli.pool)."""
from __future__ import annotations

import gc
import os
import sys
from collections import namedtuple

from ..codes import Code, Severity
from ..text.lines import Positions
from ..text.visible import printable
from .args import (EXIT_CLEAN, EXIT_ERRORS, EXIT_USAGE, add_trust_argument, argument_parser, report_problems,
                   xacro_missing)
from .expansions import latest, run_expansions

CHECK_EXT = (".urdf", ".xacro", ".srdf", ".yaml", ".yml")     # every kind the server serves (a YAML file that
#                                                                 is no controller file gets no diagnostic)
YAML_EXT = (".yaml", ".yml")
PARALLEL_FROM = 16      # files; fewer are checked in this process (starting workers costs more)

# what the command needs of one checked file (little to send back from a worker): the problems of the project
# files read for it, its results rendered as text or json, how many there are, its exit status (EXIT_USAGE for
# an io-error, else EXIT_ERRORS for an error) and the results as JSON dicts when the format renders all at the end
# (a namedtuple: typing.NamedTuple would import typing, a twentieth of the start-up of a small check)
Checked = namedtuple("Checked", "problems rendered count status results")
# one diagnostic of a checked file: the file it is in (the one checked, or one its expansion or its controller
# files put it in), that file's Positions, and the Diag
Finding = namedtuple("Finding", "path positions diagnostic")


MESH_WAIT = 30.0    # seconds a file's meshes may take to be measured (each is bounded by the mesh cache too)


def check_file(path, session, notes=None, yaml_checked=frozenset(), runs_out=None):
    """([Finding] of the file: its own, then those its expansion places in other files, and what the installed
    consumers of its targets said of it; the problems of the project files read for it).  notes: a list that
    gets the preflight of the file's targets (what a conversion to each drops), when it has any.  yaml_checked:
    the absolute paths of the controller YAML files this run checks as files of their own (a robot's findings in
    them are theirs); runs_out: a cli.report.Reports that keeps what each consumer made of the file"""
    changes = run_expansions(session, session.open_file(path, os.path.abspath(path)))
    changes.add(session.wait_for_meshes(path, MESH_WAIT))
    found = []
    for pub in latest(changes).values():
        if pub.diagnostics:
            lines = pub.lines if pub.key is None else Positions(session.text(pub.key))
            found += [Finding(path if pub.key is not None else pub.path, lines, d) for d in pub.diagnostics]
    for where, text, diags in session.diagnostics_elsewhere(path):
        if os.path.abspath(where) not in yaml_checked:
            lines = Positions(text)     # (one per file: each result counts on from the last one's line)
            found += [Finding(_shown(where), lines, d) for d in diags]
    doc = session.document(path)
    if doc is not None and doc.targets:
        from .consumers import merged, run_consumers
        runs = run_consumers(session, path, convert=runs_out is not None and runs_out.convert)
        found = [Finding(*f) for f in merged(found, path, Positions(doc.text), runs)]
        if notes is not None:
            notes.append(_preflight(path, session, runs))
        if runs_out is not None:
            runs_out.add(path, session, runs)
    session.close(path)      # (done with before the next file)
    return found, changes.project_problems


def _shown(path):
    """a file a rule reached from the checked one, named as the others are: relative to the current folder
    when it is below it"""
    rel = os.path.relpath(path)
    return path if rel.startswith(os.pardir) else rel


def _preflight(path, session, runs):
    """the preflight text of a file's targets (of its expansion for a .xacro file; nothing without one), with
    who answered for each: the consumer itself, or the static rules"""
    doc = session.document(path)
    if doc.ctx.xacro:
        doc = session.expanded_document(path)
    root = doc.tree.root if doc is not None else None
    if root is None or root.name != "robot":
        return ""
    from ..rules.targets.preflight import preflight_lines
    from .consumers import answered_by
    static = not session.workspace.settings_for(doc.path).run_consumers
    answered = {t: answered_by(t, runs, static) for t in doc.targets}
    return "".join(printable(line) + "\n" for line in preflight_lines(path, root, doc.targets, answered))


class Checker:
    """checks one file after another, filtered by --select/--ignore and rendered for the output format; the
    same in this process and in each worker of the pool"""

    def __init__(self, folders, flags, select, ignore, fmt, yaml_checked=frozenset(), report=False):
        from ..document.session import Session
        from ..workspace.workspace import Workspace
        # (includers are searched only inside the checked folders / --workspace)
        ws = Workspace(folders, client_json=flags, xacro_confined=True)
        ws.share_memories()    # (related files repeat each other's tags: each is read and checked once)
        ws.packages.files_stable = True     # (no file changes during a run)
        self.session = Session(ws, reuse_chunks=True, project_may_expand=True, caller_waits=True)
        self.select, self.ignore, self.fmt = select, ignore, fmt
        self.yaml_checked = yaml_checked
        self.report = report        # --report: what each installed consumer made of the file, after it
        self._selected: dict = {}        # code -> reported?

    def checked(self, path) -> Checked:
        """what the command prints of the file: the text/json rendering straight from the diagnostics (no
        dicts built, none pickled back from a worker), the dicts only for sarif/github"""
        was_on = _collector_off()
        try:
            return self._checked(path)
        finally:
            self.session.workspace.shared_chunks.let_go()
            gc.collect(0)       # the file's tree, all garbage now (see _collector_off)
            if was_on:
                gc.enable()

    def _checked(self, path) -> Checked:
        notes = [] if self.fmt == "text" else None
        reports = None
        if self.report:
            from .report import Reports
            reports = Reports()
        found, problems = self.found(path, notes, reports)
        if self.fmt in ("sarif", "github"):
            from ..document.diagnostic_json import diagnostic_dicts
            dicts = [x for where, lines, d in found for x in diagnostic_dicts(lines, [d], where)]
        else:
            dicts = []
        rendered = render(found, self.fmt) + "".join(notes or ())
        if reports is not None:
            from .report import report_dict, report_text
            if self.fmt == "json":
                dicts += [report_dict(p, run) for p, run in reports.items]
            else:       # (sarif and github have no place for it: it goes after them, as text, on stderr)
                text = "".join(report_text(p, run) for p, run in reports.items)
                if self.fmt == "text":
                    rendered += text
                else:
                    sys.stderr.write(text)
        return Checked(problems, rendered, len(found), exit_status(found), dicts)

    def found(self, path, notes=None, reports=None):
        """([Finding] of the file, those --select/--ignore leave; the problems of the project files read for
        it)"""
        found, problems = check_file(path, self.session, notes, self.yaml_checked, reports)
        if self.select or self.ignore:
            found = [f for f in found if self._reported(f.diagnostic.code)]
        return found, problems

    def _reported(self, code):
        hit = self._selected.get(code)    # (once per code: code_selected matches every pattern)
        if hit is None:
            from .formats import code_selected
            hit = self._selected[code] = code_selected(code.value, self.select, self.ignore)
        return hit


def _collector_off():
    """turn the automatic collector off while a file is checked (returns whether it was on).  A file's tree
    (cyclic: parent links) lives until its results are rendered and is all garbage after: a collection in
    between only scans the live tree and moves it to older generations, to be scanned there again.  checked()
    collects generation 0 after each file instead (PERFORMANCE.md has the figures)."""
    was_on = gc.isenabled()
    gc.disable()
    return was_on


def exit_status(found):
    """EXIT_USAGE when a file could not be read, EXIT_ERRORS for errors, else EXIT_CLEAN"""
    status = EXIT_CLEAN
    for _, _, d in found:
        if d.code is _IO_ERROR:
            return EXIT_USAGE
        if d.severity == _ERROR:
            status = EXIT_ERRORS
    return status


_IO_ERROR, _ERROR = Code.IO_ERROR, Severity.ERROR    # (looked up once: an Enum's members are slow to read)


def render(found, fmt):
    """text: one line per result; json: the results as items of a JSON array (document.diagnostic_json)"""
    if fmt == "text":
        return "".join(map(_text_line, found))
    if fmt == "json":
        from ..document.diagnostic_json import diagnostics_json
        from itertools import groupby
        return ",\n".join(item for (where, lines), group in groupby(found, key=lambda r: (r[0], r[1]))
                          for item in diagnostics_json(lines, [d for _, _, d in group], path=where,
                                                       shown=printable))
    return ""


def _text_line(result):
    """path:line:col: severity: message [code], escaped: a name or message may hold a newline, ESC or bytes
    that are not UTF-8 (text.visible)"""
    path, lines, d = result
    line, char = lines.position(d.start)
    return printable("%s:%d:%d: %s: %s [%s]" % (path, line + 1, char + 1, Severity(d.severity).name.lower(),
                                                d.message, d.code.value)) + "\n"


def check_all(files, checker_args):
    """Checked per file, in input order; on every core when there are many files"""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    if len(files) < PARALLEL_FROM or cores < 2 or checker_args[5:6] == (True,):   # (--report: in this process)
        yield from map(Checker(*checker_args).checked, files)
        return
    from . import pool
    # what check_file imports, imported before forking: workers inherit it instead of each importing it
    from ..document import document, session  # noqa: F401
    from ..rules import suppress  # noqa: F401
    from ..text import guard  # noqa: F401
    from ..workspace import files as _, workspace  # noqa: F401
    if sys.platform.startswith("linux"):
        yield from (Checked(*fields) for fields in pool.check_forked(files, Checker(*checker_args), cores))
    else:    # (macOS and Windows do not fork safely: the pool starts fresh interpreters)
        yield from pool.check_in_pool(files, Checker, checker_args, cores)


def expand_paths(paths):
    """files to check: the given files, and the files of every kind below given folders (symlinks to folders
    not followed; anything that is not a regular file is still listed and gets an io-error, never read)"""
    for p in paths:
        if os.path.isdir(p):
            for d, dirs, files in os.walk(p):
                dirs.sort()
                for f in sorted(files):
                    if f.endswith(CHECK_EXT):
                        yield os.path.join(d, f)
        else:
            yield p


def default_workspace(paths):
    """where packages and includers are searched when --workspace is not given: the folders asked to be
    checked, and for a file outside them its project (its repository, else its package: a file passed alone,
    as pre-commit passes it, sees the files that include it); never the current folder or a folder beside"""
    folders = [os.path.abspath(p) for p in paths if os.path.isdir(p)]
    roots: dict = {}        # folder of a file -> its project root (the files of a folder share it)
    for p in paths:
        if p in folders or os.path.isdir(p):
            continue
        here = os.path.dirname(os.path.abspath(p))
        if here not in roots:
            from ..workspace.packages import project_root
            roots[here] = project_root(p)
        root = roots[here]
        if root is not None and root not in folders and not any(_inside(root, f) for f in folders):
            folders.append(root)
    return folders


def _inside(path, folder):
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def _check_parser():
    ap = argument_parser(prog="urdf-ls check", description="Lint URDF and xacro files with the rules of "
                         "the language server. Exit code: 0 clean, 1 errors found, 2 usage or I/O problem.")
    ap.add_argument("paths", nargs="+", metavar="PATH", help="files, or folders searched for .urdf, .xacro, .srdf "
                    "and controller .yaml files")
    ap.add_argument("--format", choices=("text", "json", "sarif", "github"),
                    help="text (path:line:col: severity: message [code]), json (LSP diagnostics with a path), "
                         "sarif (SARIF 2.1.0 for code scanning) or github (workflow annotations)")
    ap.add_argument("--select", action="append", metavar="CODES",
                    help="report only these codes or code families (comma separated, e.g. xml,unknown-link)")
    ap.add_argument("--ignore", action="append", metavar="CODES",
                    help="do not report these codes or code families (comma separated)")
    ap.add_argument("--workspace", action="append", metavar="DIR",
                    help="folder to search for ROS packages and for xacro files that include a checked file "
                         "(repeatable; default: the folders among PATH, and for a file its repository, else its "
                         "package; the package a checked file is in is always found)")
    ap.add_argument("--package", action="append", metavar="NAME=DIR",
                    help="where package NAME lives (repeatable); searched before anything else")
    ap.add_argument("--xacro-arg", action="append", metavar="NAME=VALUE",
                    help="xacro arg for --expand-xacro (repeatable); over the project file's xacro args")
    ap.add_argument("--expand-xacro", action="store_true",
                    help="also expand .xacro files with the xacro package and check the resulting URDF "
                         "(runs the document's ${...} Python expressions: only for files you trust)")
    ap.add_argument("--target", action="append", metavar="NAMES",
                    help="also report what these consumers do with the file, and what a conversion to them drops: "
                         "gazebo, kdl, mujoco, pybullet, drake, isaac (repeatable or comma separated; over the "
                         "project file's targets)")
    ap.add_argument("--static", action="store_true",
                    help="answer --target with urdf-ls's static rules only, even where the consumer itself is "
                         "installed (by default an installed MuJoCo, pybullet, Drake or gz/ign sdf loads the file)")
    ap.add_argument("--report", action="store_true",
                    help="with --target and the consumer installed: print what the consumer made of each file "
                         "(bodies kept, merged, dropped; masses, centres of mass, inertia; joints; collision "
                         "shapes) beside urdf-ls's own reading; in JSON an object {diagnostics, reports}")
    add_trust_argument(ap)
    return ap


# the options' defaults, shared by the parser and by a call with paths only
DEFAULTS = {"format": "text", "select": [], "ignore": [], "workspace": [], "package": [], "xacro_arg": [],
            "expand_xacro": False, "trust": [], "target": [], "static": False, "report": False}


def parse_arguments(argv):
    """(the options, the parser or None).  A call with paths only, as CI and pre-commit make it, is read
    without argparse, whose import (with gettext and locale) is 1.5 ms, a twentieth of a small check"""
    if argv and not any(a.startswith("-") for a in argv):
        from types import SimpleNamespace
        return SimpleNamespace(paths=list(argv), **{k: (list(v) if isinstance(v, list) else v)
                                                   for k, v in DEFAULTS.items()}), None
    ap = _check_parser()
    ap.set_defaults(**DEFAULTS)
    return ap.parse_args(argv), ap


def pairs(ap, values, flag):
    """NAME=VALUE arguments as a dict (a usage error otherwise)"""
    out = dict(v.split("=", 1) for v in values if "=" in v)
    if len(out) != len(values):
        ap.error("%s takes NAME=%s" % (flag, "DIR" if flag == "--package" else "VALUE"))
    return out


def client_flags(packages=None, xacro_args=None, expand=False, trusted=(), targets=(), static=False):
    """the command line's settings, in the shape of an LSP client's (they go over the project files')"""
    return {"packages": packages or {}, "xacro": {"args": xacro_args or {}, **({"expand": True} if expand else {})},
            **({"trustedPaths": list(trusted)} if trusted else {}), **({"targets": list(targets)} if targets else {}),
            **({"runConsumers": False} if static else {})}


def target_names(ap, values):
    """--target values (repeatable, comma separated) as names; a usage error for an unknown one"""
    from ..workspace.settings import TARGETS
    names = [n.strip().lower() for v in values for n in v.split(",") if n.strip()]
    unknown = [n for n in names if n not in TARGETS]
    if unknown:
        ap.error("unknown target(s): %s (known: %s)" % (", ".join(unknown), ", ".join(TARGETS)))
    return names


def cmd_check(argv):
    args, ap = parse_arguments(argv)
    packages, xacro_args = pairs(ap, args.package, "--package"), pairs(ap, args.xacro_arg, "--xacro-arg")
    targets = target_names(ap, args.target) if args.target else []
    if args.expand_xacro and xacro_missing():
        print(xacro_missing(), file=sys.stderr)
        return EXIT_USAGE
    select, ignore = [], []
    if args.select or args.ignore:          # (formats is imported only when needed: start-up counts)
        from .formats import split_entries, unknown_entries
        select, ignore = split_entries(args.select), split_entries(args.ignore)
        unknown = unknown_entries(select + ignore)
        if unknown:
            ap.error("unknown code(s): %s" % ", ".join(unknown))
    files = list(expand_paths(args.paths))
    checker_args = (args.workspace or default_workspace(args.paths), client_flags(packages, xacro_args,
                                                                                  args.expand_xacro, args.trust,
                                                                                  targets, args.static),
                    select, ignore, args.format,
                    frozenset(os.path.abspath(f) for f in files if f.lower().endswith(YAML_EXT)), args.report)
    results, count, status, reported, out = [], 0, EXIT_CLEAN, set(), sys.stdout
    if args.format == "json":
        out.write('{"diagnostics":[' if args.report else "[")
    if not files:       # (as ruff: a warning, and the exit status of a clean run)
        print("urdf-ls check: warning: no .urdf, .xacro, .srdf or controller .yaml files found under %s"
              % printable(", ".join(args.paths)), file=sys.stderr)
    for checked in check_all(files, checker_args):
        report_problems(checked.problems, reported)     # (each worker reads a project file once)
        if checked.rendered:
            out.write(("," if args.format == "json" and count else "") + ("\n" if args.format == "json" else "")
                      + checked.rendered)
        results += checked.results
        count, status = count + checked.count, max(status, checked.status)   # usage > errors > clean
    if args.format == "json" and args.report:
        import json
        out.write("\n]," if count else "],")
        out.write('"reports":%s}\n' % json.dumps(results))
    elif args.format == "json":
        out.write("\n]\n" if count else "]\n")
    elif args.format in ("sarif", "github"):
        from . import formats
        out.write(formats.to_sarif(results, os.getcwd()) + "\n" if args.format == "sarif" else formats.to_github(results))
    return status
