"""Command line: `urdf-ls` serves LSP on stdio; `urdf-ls check PATH...` lints with the same engine.

Start-up time counts (CI lints one file per call, editors wait for initialize): each command imports what
it uses when it runs; `check` never imports the LSP libraries, and checks many files on all cores."""
from __future__ import annotations

import functools
import gc
import os
import sys
from collections import namedtuple

from . import __version__
from .codes import Code, Severity, at

CHECK_EXT = (".urdf", ".xacro")
EXIT_CLEAN, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2
PARALLEL_FROM = 16      # files; fewer are checked in this process (starting workers costs more)


def lsp_json(doc_lines, d, path, enc="utf-16"):
    """a diagnostic as LSP JSON with an added "path" """
    sl, sc, el, ec = doc_lines.span(*d.span, enc)
    out = {"range": {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}},
           "severity": int(d.severity), "code": d.code.value, "source": "urdf-ls", "message": d.message,
           "path": path}
    if d.data is not None:
        out["data"] = d.data.to_json()
    return out


def check_file(path, ws, expand_xacro=False):
    """[(path, its Positions (None when there are no diagnostics), diagnostics)]: the file's own, then those
    its expansion places in other files.  Problems of project files read meanwhile wait in ws.take_problems()."""
    Document, cap, suppress, check_bytes, Positions, Unreadable, read_bytes = _engine()
    try:
        text, problems = check_bytes(read_bytes(path))
    except Unreadable as e:
        text, problems = "", [at(0, 0, Code.IO_ERROR, "Cannot read file: %s" % e)]
    doc = Document(text, os.path.abspath(path), ws, reuse_chunks=True)     # (done with before the next file)
    if problems and text == "":
        return [(path, Positions(text), problems)]
    settings = ws.settings_for(doc.path)     # the project file's, with the flags over them
    found, elsewhere = problems + suppress.reported(doc.tree, doc.diagnostics(), settings, doc.may_suppress), []
    if doc.ctx.xacro and (expand_xacro or (settings.xacro.expand and xacro_available())):
        from .document.expansion import diagnostics_of_expansion, failure_elsewhere
        out, err = expand_with_project(ws, doc.path)
        found += suppress.reported(doc.tree, diagnostics_of_expansion(doc, out, err), settings, doc.may_suppress)
        elsewhere = [(p, lines, [d]) for p, lines, d in failure_elsewhere(doc, err)] if err else []
    found = cap(found)
    return [(path, Positions(doc.text) if found else None, found)] + elsewhere     # (a clean file needs none)


@functools.cache
def _engine():
    """what check_file uses, imported at its first call (other commands never load it; importing again at
    each call took 6-9 us of a small file's 120)"""
    from .document.document import Document
    from .document.store import cap
    from .rules import suppress
    from .text.guard import check_bytes
    from .text.lines import Positions
    from .workspace.files import Unreadable, read_bytes
    return Document, cap, suppress, check_bytes, Positions, Unreadable, read_bytes


def xacro_available():
    from .workspace.expansion import xacro_available
    return xacro_available()


def run_xacro(*args):
    from .workspace.expansion import run_xacro
    return run_xacro(*args)


# what the command needs of one checked file (little to send back from a worker): the problems of the project
# files read for it, its results rendered as text or json, how many there are, its exit status (EXIT_USAGE for
# an io-error, else EXIT_ERRORS for an error) and the results as JSON dicts when the format renders all at the end
# (a namedtuple: typing.NamedTuple would import typing, a twentieth of the start-up of a small check)
Checked = namedtuple("Checked", "problems rendered count status results")


class Checker:
    """checks one file after another, filtered by --select/--ignore and rendered for the output format; the
    same in this process and in each worker of the pool"""

    def __init__(self, folders, flags, expand_xacro, select, ignore, fmt):
        from .workspace.workspace import Workspace
        # (includers are searched only inside the checked folders / --workspace)
        self.ws = Workspace(folders, client_json=flags, xacro_confined=True)
        self.ws.share_memories()    # (related files repeat each other's tags: each is read and checked once)
        self.ws.packages.files_stable = True     # (no file changes during a run)
        self.expand_xacro, self.select, self.ignore, self.fmt = expand_xacro, select, ignore, fmt
        self._selected: dict = {}        # code -> reported?

    def checked(self, path) -> Checked:
        """what the command prints of the file: the text/json rendering straight from the diagnostics (no
        dicts built, none pickled back from a worker), the dicts only for sarif/github"""
        was_on = _collector_off()
        try:
            return self._checked(path)
        finally:
            self.ws.shared_chunks.let_go()
            gc.collect(0)       # the file's tree, all garbage now (see _collector_off)
            if was_on:
                gc.enable()

    def _checked(self, path) -> Checked:
        found = self.found(path)
        dicts = [lsp_json(lines, d, where) for where, lines, d in found] if self.fmt in ("sarif", "github") else []
        return Checked(self.ws.take_problems(), render(found, self.fmt), len(found), exit_status(found), dicts)

    def found(self, path):
        """[(path, its positions, diagnostic)] of the file, those --select/--ignore leave"""
        everything = not self.select and not self.ignore
        return [(where, lines, d) for where, lines, diags in check_file(path, self.ws, self.expand_xacro)
                for d in diags if everything or self._reported(d.code)]

    def _reported(self, code):
        hit = self._selected.get(code)    # (by the Code member: its .value is a slow Enum property)
        if hit is None:
            from .cli_formats import code_selected
            hit = self._selected[code] = code_selected(code.value, self.select, self.ignore)
        return hit


def _collector_off():
    """turn the automatic collector off while a file is checked (returns whether it was on).  A file's tree
    (cyclic: parent links) lives until its results are rendered and is all garbage after: a collection in
    between only scans the live tree and moves it to older generations, to be scanned there again.  checked()
    collects generation 0 after each file instead.  Over the corpus (serial) 37 collections took 0.36-0.5 s of
    2 s, the 1,370 after each file 0.12 s (peak memory 25 MB, not 32); robots of 1,500 and 10,000 links, three
    times each: 7.8-8.2 s (3.9-4.3 s collecting) -> 4.3-5.0 s (1.0-1.3 s)"""
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
    """text: one line per result; json: the results as items of the indent=1 array json.dump writes of
    their lsp_json dicts"""
    if fmt == "text":
        return "".join(map(_text_line, found))
    if fmt == "json":
        return ",\n".join(_json_items(found))
    return ""


def _text_line(result):
    path, lines, d = result
    line, char = lines.position(d.start)
    return "%s:%d:%d: %s: %s [%s]\n" % (path, line + 1, char + 1, Severity(d.severity).name.lower(), d.message,
                                       d.code.value)


_ITEM = (' {\n  "range": {\n   "start": {\n    "line": %d,\n    "character": %d\n   },\n   "end": {\n    "line": %d,\n'
         '    "character": %d\n   }\n  },\n  "severity": %d,\n  "code": %s,\n  "source": "urdf-ls",\n  "message": %s,\n'
         '  "path": %s%s\n }')


def _json_items(found):
    """lsp_json(lines, d, path) of each result as an item of the array json.dump(results, indent=1) writes,
    without building the dicts or running the pure-Python indenting encoder (4% of a corpus run)"""
    import json
    q = json.encoder.encode_basestring_ascii
    quoted = {}     # path -> its JSON string (the results of a file share one or two paths)
    for path, lines, d in found:
        sl, sc, el, ec = lines.span(*d.span)
        data = "" if d.data is None else ',\n  "data": ' + json.dumps(d.data.to_json(), indent=1).replace("\n", "\n  ")
        qp = quoted.get(path)
        if qp is None:
            qp = quoted[path] = q(path)
        yield _ITEM % (sl, sc, el, ec, d.severity, q(d.code), q(d.message), qp, data)


def check_all(files, checker_args):
    """Checked per file, in input order; on every core when there are many files"""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    if len(files) < PARALLEL_FROM or cores < 2:
        yield from map(Checker(*checker_args).checked, files)
        return
    # what check_file imports, imported before forking: workers inherit it instead of each importing it
    from .document import document, store  # noqa: F401
    from .rules import suppress  # noqa: F401
    from .text import guard  # noqa: F401
    from .workspace import files as _, workspace  # noqa: F401
    if sys.platform.startswith("linux"):
        yield from _check_forked(files, Checker(*checker_args), cores)
    else:    # (macOS and Windows do not fork safely: the pool starts fresh interpreters)
        yield from _check_in_pool(files, checker_args, cores)


# ------------------------------------------------------------------ on every core
CHUNK = 8     # files sent to a worker at once at most; it holds two chunks, so it never waits for the next one


def _check_forked(files, checker, cores):
    """check the files in forked workers that each inherit the checker (imports, workspace) and pull chunks of
    them; no multiprocessing (its import alone takes as long as checking 15 robots), no pickling"""
    import select
    todo = _Schedule(len(files), cores)
    sys.stdout.flush()   # (what is buffered would be written again by a child that flushed)
    gc.freeze()          # the workers share the parent's objects: the collector must not write to (copy) their pages
    workers = []
    try:
        for _ in range(cores):
            workers.append(_Worker(len(workers), files, checker, workers))
            workers[-1].top_up(todo)
        done, waiting = {}, 0
        while waiting < len(files):
            busy = {w.results: w for w in workers if w.queued}
            if not busy:
                raise RuntimeError("urdf-ls check: files were lost on the way to the workers")
            for fd in select.select(list(busy), [], [])[0]:
                for i, fields in busy[fd].receive():
                    done[i] = Checked(*fields)
                busy[fd].top_up(todo)
            while waiting in done:
                yield done.pop(waiting)
                waiting += 1
    finally:
        for w in workers:
            w.stop()


class _Schedule:
    """hands each worker the files of its own stretch of the input, in order: related files sit together (a
    robot's variants, a package's files), and a worker that checks them one after another finds their elements
    in its memory (syntax.chunk_memory.ChunkMemory; over the corpus on two cores, 45% of the text instead of 35%
    with chunks dealt in turn).  A worker whose stretch is done takes the back half of the longest one left.
    Chunks shrink towards a stretch's end so that all workers finish together (a last chunk of 8 big robots
    would keep one core busy while the others wait).  The results of a later stretch wait in the parent until
    those before them are written"""

    def __init__(self, count, workers):
        size = -(-count // workers)
        self.left = [[min(count, w * size), min(count, (w + 1) * size)] for w in range(workers)]

    def take(self, worker=0):
        """the next chunk of indices for that worker ([] when all are handed out)"""
        own = self.left[worker]
        if own[0] == own[1]:
            longest = max(self.left, key=lambda s: s[1] - s[0])
            if longest[0] == longest[1]:
                return []
            own[:] = (longest[0] + longest[1]) // 2, longest[1]
            longest[1] = own[0]
        start = own[0]
        own[0] += max(1, min(CHUNK, (own[1] - start) // 4))
        return list(range(start, own[0]))


class WorkerDied(RuntimeError):
    def __init__(self):
        super().__init__("urdf-ls check: a worker process ended unexpectedly")


class _Worker:
    """a forked child that checks the files whose indices it is sent (marshalled lists, then None) and
    answers each list with a frame: 4-byte length, marshal of [(index, Checked fields)] (or of (-1, the
    traceback) when it failed)"""

    def __init__(self, index, files, checker, started):
        self.index = index
        tasks_r, self.tasks = os.pipe()
        self.results, results_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            for fd in [self.tasks, self.results] + [f for w in started for f in (w.tasks, w.results)]:
                os.close(fd)
            _serve(files, checker, tasks_r, results_w)    # never returns
        os.close(tasks_r)
        os.close(results_w)
        self.queued, self._buffer = 0, bytearray()

    def top_up(self, todo):
        """send chunks until it holds more than one"""
        import marshal
        while self.queued <= CHUNK:
            chunk = todo.take(self.index)
            if not chunk:
                return
            try:
                _write_all(self.tasks, marshal.dumps(chunk))
            except BrokenPipeError:      # it stopped reading: raise what it said before it ended
                while self._read():
                    pass
                list(self._frames())
                raise WorkerDied() from None
            self.queued += len(chunk)

    def receive(self):
        """the (index, fields) of the frames that arrived"""
        if not self._read():
            list(self._frames())
            raise WorkerDied()
        return self._frames()

    def _read(self):
        data = os.read(self.results, 1 << 20)
        self._buffer += data
        return data

    def _frames(self):
        import marshal
        while len(self._buffer) >= 4:
            n = int.from_bytes(self._buffer[:4], "little")
            if len(self._buffer) < 4 + n:
                break
            frame = marshal.loads(self._buffer[4:4 + n])
            del self._buffer[:4 + n]
            if isinstance(frame, tuple):    # (-1, traceback)
                raise RuntimeError("urdf-ls check: a worker failed:\n%s" % frame[1])
            self.queued -= len(frame)
            yield from frame

    def stop(self):
        """end the child: None after its work, or a kill when the run was abandoned"""
        import marshal
        try:
            _write_all(self.tasks, marshal.dumps(None))
        except OSError:
            pass
        if self.queued:
            import signal
            os.kill(self.pid, signal.SIGKILL)
        os.close(self.tasks)
        os.close(self.results)
        os.waitpid(self.pid, 0)


def _serve(files, checker, tasks, results):
    """a worker's life: check what it is sent until None, then exit without returning into the parent's code"""
    import marshal
    status = 1
    try:
        with os.fdopen(tasks, "rb") as inbox:
            for chunk in iter(lambda: marshal.load(inbox), None):    # (a frame per chunk: the parent wakes less)
                _send(results, [(i, tuple(checker.checked(files[i]))) for i in chunk])
        status = 0
    except BaseException:          # (a bug, or Ctrl-C): the parent reports it and stops the others
        import traceback
        _send(results, (-1, traceback.format_exc()))
    finally:
        os._exit(status)


def _send(fd, obj):
    import marshal
    data = marshal.dumps(obj)
    _write_all(fd, len(data).to_bytes(4, "little") + data)


def _write_all(fd, data):
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


_worker_checker = None


def _start_worker(*args):
    global _worker_checker
    _worker_checker = Checker(*args)


def _check_in_worker(path):
    return _worker_checker.checked(path)


def _check_in_pool(files, checker_args, cores):
    import multiprocessing
    with multiprocessing.Pool(cores, _start_worker, checker_args) as pool:
        yield from pool.imap(_check_in_worker, files, chunksize=max(1, min(16, len(files) // (cores * 8))))


def expand_paths(paths):
    """files to check: the given files, and .urdf/.xacro files below given folders (symlinks to folders
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
    """where packages are searched when --workspace is not given: the folders asked to be checked, never
    the current folder or anything above or beside them (a file's own package is still found upward)"""
    return [os.path.abspath(p) for p in paths if os.path.isdir(p)]


def argument_parser(**kw):
    """argparse's parser, told the terminal's width: its default formatter imports shutil (and with it bz2,
    lzma and zlib) just to read it, a twentieth of the start-up of a small check"""
    import argparse
    cols = os.environ.get("COLUMNS", "")
    try:
        width = int(cols) if cols.isdigit() else os.get_terminal_size(sys.__stdout__.fileno()).columns
    except (AttributeError, ValueError, OSError):
        width = 0
    width = width if width > 0 else 80
    return argparse.ArgumentParser(formatter_class=lambda prog: argparse.HelpFormatter(prog, width=width - 2),
                                   **kw)


def _check_parser():
    ap = argument_parser(prog="urdf-ls check", description="Lint URDF and xacro files with the rules of "
                         "the language server. Exit code: 0 clean, 1 errors found, 2 usage or I/O problem.")
    ap.add_argument("paths", nargs="+", metavar="PATH", help="files, or folders searched for .urdf/.xacro files")
    ap.add_argument("--format", choices=("text", "json", "sarif", "github"), default="text",
                    help="text (path:line:col: severity: message [code]), json (LSP diagnostics with a path), "
                         "sarif (SARIF 2.1.0 for code scanning) or github (workflow annotations)")
    ap.add_argument("--select", action="append", default=[], metavar="CODES",
                    help="report only these codes or code families (comma separated, e.g. xml,unknown-link)")
    ap.add_argument("--ignore", action="append", default=[], metavar="CODES",
                    help="do not report these codes or code families (comma separated)")
    ap.add_argument("--workspace", action="append", default=[], metavar="DIR",
                    help="folder to search for ROS packages and for xacro files that include a checked file "
                         "(repeatable; default: the folders among PATH; the package a checked file is in is always "
                         "found)")
    ap.add_argument("--package", action="append", default=[], metavar="NAME=DIR",
                    help="where package NAME lives (repeatable); searched before anything else")
    ap.add_argument("--xacro-arg", action="append", default=[], metavar="NAME=VALUE",
                    help="xacro arg for --expand-xacro (repeatable); over the project file's xacro args")
    ap.add_argument("--expand-xacro", action="store_true",
                    help="also expand .xacro files with the xacro package and check the resulting URDF "
                         "(runs the document's ${...} Python expressions: only for files you trust)")
    return ap


def cmd_check(argv):
    ap = _check_parser()
    args = ap.parse_args(argv)
    packages = dict(p.split("=", 1) for p in args.package if "=" in p)
    if len(packages) != len(args.package):
        ap.error("--package takes NAME=DIR")
    xacro_args = dict(a.split("=", 1) for a in args.xacro_arg if "=" in a)
    if len(xacro_args) != len(args.xacro_arg):
        ap.error("--xacro-arg takes NAME=VALUE")
    if args.expand_xacro and not xacro_available():
        print("urdf-ls: --expand-xacro needs the xacro package: pip install xacro (or 'urdf-ls[xacro]')",
              file=sys.stderr)
        return EXIT_USAGE
    from . import cli_formats
    select, ignore = cli_formats.split_entries(args.select), cli_formats.split_entries(args.ignore)
    unknown = cli_formats.unknown_entries(select + ignore)
    if unknown:
        ap.error("unknown code(s): %s" % ", ".join(unknown))
    flags = {"packages": packages, "xacro": {"args": xacro_args, **({"expand": True} if args.expand_xacro else {})}}
    checker_args = (args.workspace or default_workspace(args.paths), flags, args.expand_xacro, select, ignore,
                    args.format)
    results, count, status, reported, out = [], 0, EXIT_CLEAN, set(), sys.stdout
    if args.format == "json":
        out.write("[")
    for checked in check_all(list(expand_paths(args.paths)), checker_args):
        for problem in checked.problems:
            if problem not in reported:      # (each worker reads a project file once)
                reported.add(problem)
                print("urdf-ls: %s" % problem, file=sys.stderr)
        if checked.rendered:
            out.write(("," if args.format == "json" and count else "") + ("\n" if args.format == "json" else "")
                      + checked.rendered)
        results += checked.results
        count, status = count + checked.count, max(status, checked.status)   # usage > errors > clean
    if args.format == "json":
        out.write("\n]\n" if count else "]\n")
    elif args.format in ("sarif", "github"):
        out.write(cli_formats.to_sarif(results, os.getcwd()) if args.format == "sarif"
                  else cli_formats.to_github(results))
        out.write("\n")
    return status


def exit_now(status):
    """end the program without the interpreter's teardown, which frees every object one by one (a tenth of a
    small check); what would still matter of it, the exit handlers and the output buffers, is done first"""
    import atexit
    atexit._run_exitfuncs()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


USAGE = """usage: urdf-ls [--version] [-h]          serve the Language Server Protocol on stdio
       urdf-ls check PATH... [options]    lint files (urdf-ls check --help lists the options)
       urdf-ls tree PATH [--format dot]   the kinematic tree as text or Graphviz
       urdf-ls preview PATH [options]     live 3D preview in a browser (urdf-ls preview --help)

urdf-ls is a language server: editors start it and talk to it on stdin/stdout."""


def cmd_tree(argv):
    from .document.document import Document
    from .features import tree_view
    from .text.guard import check_bytes
    from .workspace.files import Unreadable, read_bytes
    from .workspace.workspace import Workspace
    ap = argument_parser(prog="urdf-ls tree", description="Print the kinematic tree of a URDF file: "
                         "links, joints with types and limits (text), or Graphviz (dot)")
    ap.add_argument("path", metavar="PATH")
    ap.add_argument("--format", choices=("text", "dot"), default="text")
    ap.add_argument("--expand-xacro", action="store_true", help="show a .xacro file's expansion (runs its code)")
    args = ap.parse_args(argv)
    try:
        text = check_bytes(read_bytes(args.path))[0]
    except Unreadable as e:
        print("urdf-ls tree: %s" % e, file=sys.stderr)
        return EXIT_USAGE
    path = os.path.abspath(args.path)
    ws = Workspace([os.path.dirname(path)])
    doc = Document(text, path, ws)
    if doc.ctx.xacro and args.expand_xacro:
        if not xacro_available():
            print("urdf-ls: --expand-xacro needs the xacro package: pip install xacro", file=sys.stderr)
            return EXIT_USAGE
        out, err = expand_with_project(ws, path)
        if err:
            print("urdf-ls tree: xacro failed: %s" % err, file=sys.stderr)
            return EXIT_ERRORS
        doc = Document(out, path[:-len(".xacro")] if path.endswith(".xacro") else path + ".urdf", ws)
    tree = tree_view.kinematic_tree(doc)
    sys.stdout.write(tree_view.render_dot(tree) if args.format == "dot" else tree_view.render_text(tree))
    return EXIT_CLEAN


def expand_with_project(ws, path):
    """run xacro with the package map, package paths and xacro args of the file's project"""
    s = ws.settings_for(path)
    return run_xacro(path, ws.folders + list(s.package_paths), s.xacro.args, s.packages)


def cmd_preview(argv):
    import asyncio
    ap = argument_parser(prog="urdf-ls preview", description="Serve a live 3D preview of a URDF file "
                         "on 127.0.0.1 (the first line printed is its URL); it follows changes on disk.")
    ap.add_argument("path", metavar="PATH")
    ap.add_argument("--port", type=int, default=0, help="port to serve on (default: any free port)")
    ap.add_argument("--no-open", action="store_true", help="do not open the page in a browser")
    ap.add_argument("--workspace", action="append", default=[], metavar="DIR",
                    help="folder to search for ROS packages (repeatable)")
    ap.add_argument("--expand-xacro", action="store_true",
                    help="preview a .xacro file through its expansion (runs its Python expressions)")
    args = ap.parse_args(argv)
    if args.expand_xacro and not xacro_available():
        print("urdf-ls: --expand-xacro needs the xacro package: pip install xacro", file=sys.stderr)
        return EXIT_USAGE
    try:
        asyncio.run(_preview(args))
    except KeyboardInterrupt:
        pass
    except OSError as e:
        print("urdf-ls preview: %s" % e, file=sys.stderr)
        return EXIT_USAGE
    return EXIT_CLEAN


async def _preview(args):
    import asyncio
    import webbrowser
    from .document.document import Document
    from .features.preview import preview_model
    from .preview import PreviewServer, PreviewState, link_files
    from .workspace.workspace import Workspace
    ws = Workspace(args.workspace or [os.path.dirname(os.path.abspath(args.path))])
    srv = PreviewServer()
    url = await srv.start(args.port)
    print(url, flush=True)
    if not args.no_open:
        webbrowser.open(url)
    path, version, stamp, last = os.path.abspath(args.path), 0, None, (None, {})
    while True:   # follow the file on disk (polling: no file-watch API in the standard library)
        try:
            st = os.stat(path)
            now = (st.st_mtime_ns, st.st_size)
        except OSError:
            now = None
        if now != stamp:
            stamp, version = now, version + 1
            doc = Document(_read_or_empty(path), path, ws)
            expanded = expand_with_project(ws, path)[0] if args.expand_xacro and doc.ctx.xacro else None
            m = preview_model(doc, expanded, args.expand_xacro)
            if m.urdf is not None:
                last = link_files(m.urdf, lambda u: ws.packages.resolve(u, path)[0])
            srv.publish(PreviewState(version, last[0], m.error_count, m.first_error, last[1], m.message,
                                     os.path.basename(path), stale=m.urdf is None and last[0] is not None))
        await asyncio.sleep(FOLLOW_INTERVAL)


FOLLOW_INTERVAL = 0.25


def _read_or_empty(path):
    from .text.guard import check_bytes
    from .workspace.files import Unreadable, read_bytes
    try:
        return check_bytes(read_bytes(path))[0]
    except Unreadable:
        return ""


def main(argv=None):
    as_program, argv = argv is None, sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("check", "tree"):
        from .syntax import runtime
        runtime.tune(allocator=False)   # (one text at a time, never copied by edits)
    if argv and argv[0] == "check":
        status = cmd_check(argv[1:])
        if as_program:
            exit_now(status)
        sys.exit(status)
    if argv and argv[0] == "tree":
        sys.exit(cmd_tree(argv[1:]))
    if argv and argv[0] == "preview":
        sys.exit(cmd_preview(argv[1:]))
    if argv and argv[0] in ("-h", "--help"):
        print(USAGE)
        return
    if argv and argv[0] in ("-V", "--version"):
        print("urdf-ls", __version__)
        return
    if argv:
        print(USAGE, file=sys.stderr)
        sys.exit(EXIT_USAGE)
    if sys.stdin.isatty():
        print("urdf-ls %s: waiting for an LSP client on stdin (editors start this for you; "
              "`urdf-ls check PATH` lints from a terminal, Ctrl-C quits)" % __version__, file=sys.stderr)
    from .lsp.server import serve
    serve()
