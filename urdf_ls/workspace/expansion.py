"""The opt-in xacro expansion (xacro evaluates the document's Python expressions, so it only runs when
the user asked).  It runs the `xacro` package in a child process; $(find pkg) is resolved by urdf-ls's
package search, never by ROS tools.

The job (path, folders, xacro args, packages) and the document's current text, unsaved edits included, are
given to the child on its stdin (never through a file, nor the command line: xacro args can be bigger than
it holds), with the document's path as xacro's file name: relative includes, $(find pkg) and the lines of
errors are those of the file on disk.  Included files are read from disk: the unsaved text of another
open document that this one includes is not seen.  Without a text (the CLI) the child reads the file.

The child is contained: it runs in its own session and process group (the whole group is killed on
timeout, on cancel and at shutdown, so processes it starts die with it), dies with the server even when
that is killed (PR_SET_PDEATHSIG, Linux), with an address-space cap and a
CPU-time cap set in the child before xacro is imported, and with stdin closed once the job is written
(written without blocking, so a child that does not read it cannot wedge the runner).  Its output is read
incrementally and the child is killed as soon as it exceeds OUTPUT_CAP; what it printed then goes through
the same input guard as an editor's document.  An error message is one line of at most MESSAGE_CAP
characters.

`ExpansionRunner` keeps at most one expansion per document: starting a new one (an edit, a save) cancels
the previous one and kills its process group; `later` starts one once the edits pause, a pause that is
shorter for a document that expands quickly."""
from __future__ import annotations

import concurrent.futures
import json
import os
import selectors
import signal
import subprocess
import sys
import time

from ..text.guard import check_text
from .child_runs import KeyedRuns, in_thread, kill_group

TIMEOUT = 20
MEMORY_CAP = 1024 * 1024 * 1024     # bytes of address space of the child (RLIMIT_AS)
OUTPUT_CAP = 16 * 1024 * 1024       # bytes of expanded URDF read from the child
STDERR_CAP = 64 * 1024
MESSAGE_CAP = 300
QUIET_FLOOR = 0.1                   # seconds: the shortest pause in the edits that starts an expansion


def xacro_available():
    try:
        import xacro  # noqa: F401
    except ImportError:
        return False
    return True


WARM = "--warm"   # a warm child: xacro imported ahead, then it waits for its job


def _cmd():
    """a child that is given its job at once; the job goes on its stdin, never on the command line (a
    command line holds 128 KB per argument: xacro args can be bigger)"""
    return [sys.executable, "-m", "urdf_ls.workspace.expansion"]


def _spare_cmd():
    return [sys.executable, "-m", "urdf_ls.workspace.expansion", WARM]


def _job_line(path, folders, mappings, packages, with_text):
    """the first line of the child's stdin; the document's text, when sent, follows it"""
    return (json.dumps([path, list(folders), mappings or {}, packages or {}, with_text]) + "\n").encode()


def _env():
    env = dict(os.environ)
    env["URDF_LS_EXPANSION_MEMORY"] = str(MEMORY_CAP)
    env["URDF_LS_EXPANSION_CPU"] = str(TIMEOUT + 5)
    env["URDF_LS_EXPANSION_PARENT"] = str(os.getpid())
    return env


def _short(message):
    message = " ".join(message.split())
    return message if len(message) <= MESSAGE_CAP else message[:MESSAGE_CAP - 1] + "…"


def _result(returncode, stdout: bytes, stderr: bytes, overflow=False):
    """(urdf_text, None) or (None, error message)"""
    if overflow:
        return None, "xacro output is larger than %d MB; not analysed" % (OUTPUT_CAP // 2 ** 20)
    if returncode != 0:
        lines = stderr.decode("utf-8", "replace").strip().splitlines()
        if returncode < 0 and not lines:
            try:
                name = signal.Signals(-returncode).name
            except ValueError:
                name = str(-returncode)
            return None, "xacro was killed by %s (memory cap %d MB)" % (name, MEMORY_CAP // 2 ** 20)
        return None, _short(lines[-1] if lines else "xacro failed")
    text, problems = check_text(stdout.decode("utf-8", "replace"))
    if problems:
        return None, _short("xacro output refused: %s" % problems[0].message)
    return text, None


def _popen(cmd):
    return subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, env=_env())


# ------------------------------------------------------------------------------------------ synchronous (CLI)
def run_xacro(path, folders=(), mappings=None, packages=None, timeout=TIMEOUT, on_start=None, text=None,
              spare=None):
    """(urdf_text, None) or (None, error message) of the file at `path`, or of `text` as if it were that
    file's content; the child's process group never outlives the call.  on_start(pid) is called once the
    child exists (killing its group ends this call promptly).  `spare`: a warm child (start_spare) that
    takes the job on its stdin instead of a fresh one."""
    payload = _job_line(path, folders, mappings, packages, text is not None)
    if text is not None:
        payload += text.encode("utf-8", "replace")
    if spare is not None:
        proc = spare
    else:
        try:
            proc = _popen(_cmd())
        except OSError as e:      # (no process, no memory): reported like any failed expansion
            return None, _short("xacro could not be started: %s" % e)
    if on_start is not None:
        on_start(proc.pid)
    out, err, overflow, timed_out = bytearray(), bytearray(), False, False
    deadline = time.monotonic() + timeout
    try:
        with selectors.DefaultSelector() as sel:
            sel.register(proc.stdout, selectors.EVENT_READ, out)
            sel.register(proc.stderr, selectors.EVENT_READ, err)
            os.set_blocking(proc.stdin.fileno(), False)
            sel.register(proc.stdin, selectors.EVENT_WRITE, memoryview(payload))
            while sel.get_map():
                left = deadline - time.monotonic()
                if left <= 0:
                    timed_out = True
                    break
                for key, _ in sel.select(left):
                    if key.fileobj is proc.stdin:
                        _feed(sel, key)
                        continue
                    chunk = os.read(key.fileobj.fileno(), 1 << 16)
                    if not chunk:
                        sel.unregister(key.fileobj)
                        continue
                    buf = key.data
                    if buf is out and len(out) + len(chunk) > OUTPUT_CAP:
                        overflow = True
                        break
                    if buf is err:
                        chunk = chunk[:max(0, STDERR_CAP - len(err))]
                    buf += chunk
                if overflow:
                    break
    finally:
        if timed_out or overflow:
            kill_group(proc.pid)
        _close(proc.stdin)
        proc.stdout.close()
        proc.stderr.close()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            kill_group(proc.pid)
            proc.wait()
        kill_group(proc.pid)     # whatever the child left behind in its group
    if timed_out:
        return None, "xacro expansion timed out after %d s" % timeout
    return _result(proc.returncode, bytes(out), bytes(err), overflow)


def _feed(sel, key):
    """write to the child's stdin what its pipe takes now; closed once all is written, or when the child
    is gone without reading it all"""
    pending = key.data
    try:
        n = os.write(key.fileobj.fileno(), pending[:1 << 16])
    except BlockingIOError:
        return
    except OSError:
        n = len(pending)
    if n < len(pending):
        sel.modify(key.fileobj, selectors.EVENT_WRITE, pending[n:])
    else:
        sel.unregister(key.fileobj)
        _close(key.fileobj)


def _reap(proc):
    """kill a child's process group and collect it"""
    kill_group(proc.pid)
    for pipe in (proc.stdin, proc.stdout, proc.stderr):
        _close(pipe)
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass


def _close(pipe):
    if pipe is None:
        return
    try:
        pipe.close()
    except OSError:
        pass


def start_spare():
    """a child that imports xacro now and waits for its job on stdin, so that the next expansion does not
    pay for Python's start and xacro's import (the server expands again whenever typing pauses); it is
    contained like any other child, and exits when its stdin closes"""
    return _popen(_spare_cmd())


# ------------------------------------------------------------------------------------------ asynchronous (LSP)
_EXECUTOR = None


def _executor():
    global _EXECUTOR
    if _EXECUTOR is None:
        _EXECUTOR = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="urdf-ls-xacro")
    return _EXECUTOR


async def run_xacro_async(path, folders=(), mappings=None, packages=None, timeout=TIMEOUT, on_start=None,
                          text=None, spare=None):
    """(urdf_text, None) or (None, error message), without blocking the event loop: the synchronous runner
    in a thread (child_runs.in_thread).  Cancelling the awaiting task kills the child's process group, which
    ends the thread (a spare is killed on cancel even before a thread runs)"""
    def run(started):
        return run_xacro(path, folders, mappings, packages, timeout, started, text, spare)
    return await in_thread(_executor(), run, on_start, spare.pid if spare is not None else None)


class ExpansionRunner(KeyedRuns):
    """at most one expansion per key (document): a new one cancels the running one, and the one waiting
    for the edits to pause.  Every child it starts is known from then on: the warm spare, the spare an
    expansion took, the fresh child a thread started, so that superseding, closing and shutdown kill them"""

    def __init__(self):
        super().__init__()
        self._spare = None           # a warm child for the next expansion, started after the first one
        self._took: dict = {}        # key -> seconds its last few finished expansions took, newest last

    def later(self, key, delay, start):
        """an edit: the running expansion is stale, so it is cancelled at once; start() is called once the
        edits pause (see quiet) unless another edit (or cancel) comes first"""
        self.cancel(key)
        self._call_later(key, self.quiet(key, delay), start)

    def quiet(self, key, longest):
        """the pause in the edits to wait for, at most `longest` seconds: a few times what expanding the
        document costs, so that a small robot's preview follows the typing sooner while the keystrokes of a
        burst still do not each start (and kill) a child; the preview is pending meanwhile.  The cost is the
        quickest of its last expansions: a slower one may have waited for its warm child to start"""
        took = self._took.get(key)
        return longest if not took else min(longest, max(QUIET_FLOOR, 3 * min(took)))

    def start(self, key, path, folders=(), mappings=None, packages=None, timeout=TIMEOUT, text=None):
        """an asyncio.Task resolving to (text, error) of the file at `path`, or of `text` as its content;
        cancelled when superseded"""
        self.cancel(key)
        return self._begin(key, self._expand(key, path, folders, mappings, packages, timeout, text))

    async def _expand(self, key, path, folders, mappings, packages, timeout, text):
        """the spare is taken when the expansion really begins: one superseded before it began (quick saves)
        neither holds a child nor starts one"""
        started = self._recorder(key)
        spare = self._take_spare()
        if spare is not None:
            self._pids[key] = spare.pid
        t0 = time.monotonic()
        result = await run_xacro_async(path, folders, mappings, packages, timeout, started, text, spare)
        self._took[key] = self._took.get(key, ())[-2:] + (time.monotonic() - t0,)
        return result

    def _take_spare(self):
        """the warm child if it is still alive, and a new one started for the expansion after this one"""
        spare, self._spare = self._spare, None
        if spare is not None and spare.poll() is not None:
            _reap(spare)
            spare = None
        try:
            self._spare = start_spare()
        except OSError:
            self._spare = None
        return spare

    def close(self, key):
        """a document closed: its expansion stops, and the warm child too once no document expands"""
        self.cancel(key)
        self._took.pop(key, None)
        if not self._tasks and not self._waiting:
            self._drop_spare()

    def _drop_spare(self):
        if self._spare is not None:
            _reap(self._spare)
            self._spare = None

    def shutdown(self):
        for key in list(self._tasks) + list(self._waiting):
            self.cancel(key)
        self._drop_spare()


# ------------------------------------------------------------------------------------------ the child
PR_SET_PDEATHSIG = 1


def _die_with_parent():
    """the kernel kills this child when the thread that started it ends (Linux), so that it does not run on
    in its own session when the server is killed without a word (SIGKILL, a crash); exits at once when the
    server is already gone"""
    parent = os.environ.get("URDF_LS_EXPANSION_PARENT")
    if not parent or not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        return
    if str(os.getppid()) != parent:         # it died before the request was made: nobody will kill us
        sys.exit(1)


def _limit_self():
    """caps of the child process itself, before xacro runs anything"""
    try:
        import resource
    except ImportError:
        return
    for var, lim in (("URDF_LS_EXPANSION_MEMORY", resource.RLIMIT_AS), ("URDF_LS_EXPANSION_CPU", resource.RLIMIT_CPU)):
        v = os.environ.get(var)
        if v and v.isdigit():
            try:
                soft, hard = resource.getrlimit(lim)
                n = int(v)
                if hard != resource.RLIM_INFINITY:
                    n = min(n, hard)
                resource.setrlimit(lim, (n, hard if hard != resource.RLIM_INFINITY else n))
            except (ValueError, OSError):
                pass


def _worker(path, folders, mappings, package_map, text=None):
    import xacro
    from xacro import substitution_args

    from .packages import Packages
    packages = Packages(folders, package_map)

    def eval_find(pkg):
        d = packages.find(pkg, path)
        if d is None:
            raise substitution_args.SubstitutionException("package '%s' not found" % pkg)
        return d
    substitution_args._eval_find = eval_find
    if text is None:
        doc = xacro.process_file(path, mappings=mappings)
    else:
        doc = _process_text(xacro, path, text, mappings)
    sys.stdout.write(doc.toprettyxml(indent="  "))


def _process_text(xacro, path, text, mappings):
    """xacro.process_file for a text that stands for the file at `path`: xacro's file stack starts at that
    path, so relative includes and the file named in errors are the same as for the file on disk"""
    xacro.init_stacks(path)
    doc = xacro.parse(text)
    xacro.process_doc(doc, mappings=mappings)
    return doc


def _caused_by_memory(e):
    """xacro wraps errors of expressions in XacroException; look through the chain"""
    seen = set()
    while e is not None and id(e) not in seen:
        if isinstance(e, MemoryError):
            return True
        seen.add(id(e))
        e = e.__cause__ or e.__context__ or getattr(e, "exc", None)
    return False


def _macro_calls():
    """' (calling xacro:outer > xacro:inner)': the macro calls xacro was inside when it failed, which lets the
    server point at the call in the document; '' outside macros"""
    stack = getattr(sys.modules.get("xacro"), "macrostack", None) or []
    names = [m.body.getAttribute("name") for m in stack if getattr(m, "body", None) is not None]
    return " (calling %s)" % " > ".join("xacro:" + n for n in names) if names else ""


def _job():
    """(path, folders, mappings, packages, text or None): the first line of stdin, then the text if it is sent
    (read whole before xacro runs); a warm child imports xacro before it waits for that line"""
    if sys.argv[1:] == [WARM]:
        import xacro  # noqa: F401
        from xacro import substitution_args  # noqa: F401

        from .packages import Packages  # noqa: F401  (half of a small robot's expansion when imported late)
    line = sys.stdin.buffer.readline()
    if not line:
        sys.exit(0)           # the server went away or shut down
    path, folders, mappings, packages, with_text = json.loads(line)
    return path, folders, mappings, packages, (sys.stdin.buffer.read().decode("utf-8", "replace")
                                               if with_text else None)


def _end(status):
    """end without the interpreter's teardown of xacro's objects: the server reads the result until the
    child's pipes close, which they do only when it exits"""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


if __name__ == "__main__":
    _die_with_parent()
    _limit_self()
    try:
        _worker(*_job())
    except Exception as e:  # reported to the parent process on stderr
        if _caused_by_memory(e):
            sys.stderr.write("MemoryError: the expansion needs more than the %d MB memory cap\n"
                             % (int(os.environ.get("URDF_LS_EXPANSION_MEMORY", "0")) // 2 ** 20))
            _end(1)
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        where = _macro_calls()[:MESSAGE_CAP // 2]
        sys.stderr.write("%s: %s%s\n" % (type(e).__name__, first[:MESSAGE_CAP // 2], where))
        _end(1)
    _end(0)
