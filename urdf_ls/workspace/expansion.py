"""The opt-in xacro expansion (xacro evaluates the document's Python expressions, so it only runs when
the user asked).  It runs the `xacro` package in a child process; $(find pkg) is resolved by urdf-ls's
package search, never by ROS tools.

The child is contained: it runs in its own session and process group (the whole group is killed on
timeout, on cancel and at shutdown, so processes it starts die with it), with an address-space cap and a
CPU-time cap set in the child before xacro is imported, and with stdin closed.  Its output is read
incrementally and the child is killed as soon as it exceeds OUTPUT_CAP; what it printed then goes through
the same input guard as an editor's document.  An error message is one line of at most MESSAGE_CAP
characters.

`ExpansionRunner` keeps at most one expansion per document: starting a new one (a new save) cancels the
previous one and kills its process group."""
from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import json
import os
import selectors
import signal
import subprocess
import sys
import time

from ..text.guard import check_text

TIMEOUT = 20
MEMORY_CAP = 1024 * 1024 * 1024     # bytes of address space of the child (RLIMIT_AS)
OUTPUT_CAP = 16 * 1024 * 1024       # bytes of expanded URDF read from the child
STDERR_CAP = 64 * 1024
MESSAGE_CAP = 300


def xacro_available():
    try:
        import xacro  # noqa: F401
    except ImportError:
        return False
    return True


def _cmd(path, folders, mappings, packages):
    return [sys.executable, "-m", "urdf_ls.workspace.expansion", path, json.dumps(list(folders)),
            json.dumps(mappings or {}), json.dumps(packages or {})]


def _env():
    env = dict(os.environ)
    env["URDF_LS_EXPANSION_MEMORY"] = str(MEMORY_CAP)
    env["URDF_LS_EXPANSION_CPU"] = str(TIMEOUT + 5)
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


def _killpg(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass


def _popen_kw():
    return dict(stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                env=_env())


# ------------------------------------------------------------------------------------------ synchronous (CLI)
def run_xacro(path, folders=(), mappings=None, packages=None, timeout=TIMEOUT, on_start=None):
    """(urdf_text, None) or (None, error message); the child's process group never outlives the call.
    on_start(pid) is called once the child exists (killing its group ends this call promptly)."""
    proc = subprocess.Popen(_cmd(path, folders, mappings, packages), **_popen_kw())
    if on_start is not None:
        on_start(proc.pid)
    out, err, overflow, timed_out = bytearray(), bytearray(), False, False
    deadline = time.monotonic() + timeout
    try:
        with selectors.DefaultSelector() as sel:
            sel.register(proc.stdout, selectors.EVENT_READ, out)
            sel.register(proc.stderr, selectors.EVENT_READ, err)
            while sel.get_map():
                left = deadline - time.monotonic()
                if left <= 0:
                    timed_out = True
                    break
                for key, _ in sel.select(left):
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
            _killpg(proc.pid)
        proc.stdout.close()
        proc.stderr.close()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            _killpg(proc.pid)
            proc.wait()
        _killpg(proc.pid)     # whatever the child left behind in its group
    if timed_out:
        return None, "xacro expansion timed out after %d s" % timeout
    return _result(proc.returncode, bytes(out), bytes(err), overflow)


# ------------------------------------------------------------------------------------------ asynchronous (LSP)
_EXECUTOR = None


def _executor():
    global _EXECUTOR
    if _EXECUTOR is None:
        _EXECUTOR = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="urdf-ls-xacro")
    return _EXECUTOR


async def run_xacro_async(path, folders=(), mappings=None, packages=None, timeout=TIMEOUT, on_start=None):
    """(urdf_text, None) or (None, error message), without blocking the event loop: the synchronous runner
    in a thread (spawning is never half done when a task is cancelled, unlike asyncio's subprocess
    transports).  Cancelling the awaiting task kills the child's process group, which ends the thread."""
    loop = asyncio.get_running_loop()
    state = {}

    def started(pid):
        state["pid"] = pid
        if state.get("cancelled"):
            _killpg(pid)
        elif on_start is not None:
            try:
                loop.call_soon_threadsafe(on_start, pid)
            except RuntimeError:        # the loop is gone: nobody will cancel us any more
                _killpg(pid)

    job = loop.run_in_executor(_executor(), functools.partial(run_xacro, path, folders, mappings, packages,
                                                              timeout, started))
    try:
        return await job
    except asyncio.CancelledError:
        state["cancelled"] = True
        if "pid" in state:
            _killpg(state["pid"])
        raise


class ExpansionRunner:
    """at most one expansion per key (document): a new one cancels the running one"""

    def __init__(self):
        self._tasks: dict = {}
        self._pids: dict = {}

    def running(self):
        return {k for k, t in self._tasks.items() if not t.done()}

    def start(self, key, path, folders=(), mappings=None, packages=None, timeout=TIMEOUT):
        """an asyncio.Task resolving to (text, error); cancelled when superseded"""
        self.cancel(key)

        def started(pid):
            self._pids[key] = pid

        task = asyncio.ensure_future(run_xacro_async(path, folders, mappings, packages, timeout, started))
        self._tasks[key] = task

        def done(t, key=key):
            if self._tasks.get(key) is t:
                del self._tasks[key]
                self._pids.pop(key, None)
        task.add_done_callback(done)
        return task

    def cancel(self, key):
        task = self._tasks.pop(key, None)
        pid = self._pids.pop(key, None)
        if pid is not None:
            _killpg(pid)
        if task is not None and not task.done():
            task.cancel()

    def shutdown(self):
        for key in list(self._tasks):
            self.cancel(key)


# ------------------------------------------------------------------------------------------ the child
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


def _worker(path, folders, mappings, package_map):
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
    doc = xacro.process_file(path, mappings=mappings)
    sys.stdout.write(doc.toprettyxml(indent="  "))


def _caused_by_memory(e):
    """xacro wraps errors of expressions in XacroException; look through the chain"""
    seen = set()
    while e is not None and id(e) not in seen:
        if isinstance(e, MemoryError):
            return True
        seen.add(id(e))
        e = e.__cause__ or e.__context__ or getattr(e, "exc", None)
    return False


if __name__ == "__main__":
    _limit_self()
    try:
        _worker(sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3]), json.loads(sys.argv[4]))
    except Exception as e:  # reported to the parent process on stderr
        if _caused_by_memory(e):
            sys.stderr.write("MemoryError: the expansion needs more than the %d MB memory cap\n"
                             % (int(os.environ.get("URDF_LS_EXPANSION_MEMORY", "0")) // 2 ** 20))
            sys.exit(1)
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        sys.stderr.write("%s: %s\n" % (type(e).__name__, first[:MESSAGE_CAP]))
        sys.exit(1)
