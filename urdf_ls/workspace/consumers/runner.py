"""Run a consumer on a robot in a contained child (child.py) and read its answer.

The child runs in its own session and process group (killed whole on timeout, when superseded, at close and
shutdown), in a fresh temporary folder that is removed after it (MuJoCo writes MUJOCO_LOG.TXT into its
working folder), with an address-space cap and a CPU-time cap, no network (containment.cut_network), and
it dies with the server.  A signal (a consumer that crashes: pybullet on some files, any C++ abort on
bad_alloc past the cap) and a timeout are results like any other: `LoadResult.crashed` / `timed_out`.

`ConsumerRunner` keeps at most one run per (document, consumer): a new one kills the running one, and
`later` starts one once the edits pause (the expansion's pattern, workspace.expansion.ExpansionRunner)."""
from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import tempfile
import time

from ..child_runs import KeyedRuns, in_thread, kill_group
from .containment import CAPTURE, CPU_VAR, MEMORY_VAR, PARENT_VAR
from ..settings import Record

TIMEOUT = 60                        # seconds: importing pydrake alone takes a few
MEMORY_CAP = 3 * 1024 ** 3          # bytes of address space of the child (RLIMIT_AS)
ANSWER_CAP = 48 * 1024 * 1024       # bytes of answer read (a converted model included)
STDERR_CAP = 64 * 1024


class LoadJob(Record):
    target: str
    path: str
    text: str | None
    packages: dict
    convert: bool
    timeout: float
    memory: int
    FIELDS = (("target", None),      # settings.TARGETS name whose consumer runs: mujoco, pybullet, drake, gazebo
              ("path", None),        # the file, absolute: relative meshes resolve from its folder
              ("text", None),        # the text to load as that file (unsaved edits, an expansion), or None
              ("packages", dict),    # package name -> folder, as urdf-ls's own diagnostics resolve them
              ("convert", False),    # also return the consumer's own output (MJCF, SDF)
              ("timeout", TIMEOUT),
              ("memory", MEMORY_CAP))
    __slots__ = tuple(name for name, _d in FIELDS)


class LoadResult(Record):
    FIELDS = (("target", None),
              ("loaded", False),     # the consumer made a model of the file
              ("error", None),       # its refusal, verbatim
              ("warnings", ()),      # what it warned through its warning hook, verbatim
              ("log", ""),           # what it printed on stdout/stderr (b3Warning, WARNING:, Drake's log)
              ("model", None),       # what it made of the file (bodies, joints, geoms), for the report
              ("converted", None),   # its own output of the model, when asked (MJCF, SDF)
              ("crashed", None),     # the signal that ended it (SIGSEGV ...), or None
              ("timed_out", False),
              ("memory_exceeded", False),
              ("job", None))
    __slots__ = tuple(name for name, _d in FIELDS)

    @property
    def refused(self):
        """the consumer made no model of the file (it refused it, crashed, hung or ran out of memory)"""
        return not self.loaded


def command():
    return [sys.executable, "-m", "urdf_ls.workspace.consumers.child"]


def _env(job):
    env = dict(os.environ)
    env[MEMORY_VAR] = str(job.memory)
    env[CPU_VAR] = str(int(job.timeout) + 5)
    env[PARENT_VAR] = str(os.getpid())
    env.setdefault("OMP_NUM_THREADS", "1")       # (a load needs no thread pool: the machine is shared)
    env.setdefault("OPENBLAS_NUM_THREADS", "1")
    return env


def run_load(job: LoadJob, on_start=None) -> LoadResult:
    """the consumer's answer on the job; the child's process group and temporary folder never outlive the
    call.  on_start(pid) is called once the child exists (killing its group ends this call promptly)."""
    with tempfile.TemporaryDirectory(prefix="urdf-ls-%s-" % job.target) as folder:
        try:
            proc = subprocess.Popen(command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, start_new_session=True, env=_env(job), cwd=folder)
        except OSError as e:
            return LoadResult(job.target, error="the %s worker could not be started: %s" % (job.target, e),
                              job=job)
        if on_start is not None:
            on_start(proc.pid)
        payload = (json.dumps({"target": job.target, "path": job.path, "text": job.text,
                               "packages": job.packages, "convert": job.convert, "timeout": job.timeout})
                   + "\n").encode("utf-8", "replace")
        out, err, timed_out = _talk(proc, payload, job.timeout)
        printed = _printed(folder) if not out else ""
    return _result(job, proc.returncode, bytes(out), bytes(err) + printed.encode(), timed_out)


def _printed(folder):
    """what a child that gave no answer had printed (a consumer's last words before it crashed: Drake's
    \"Failure at ... condition ... failed\"), read before its temporary folder goes"""
    try:
        with open(os.path.join(folder, CAPTURE), "rb") as f:
            return f.read(STDERR_CAP).decode("utf-8", "replace")
    except OSError:
        return ""


def _talk(proc, payload, timeout):
    """(stdout, stderr, whether it timed out) of the child, given its job; its group is killed after"""
    out, err, timed_out = bytearray(), bytearray(), False
    deadline = time.monotonic() + timeout
    try:
        with selectors.DefaultSelector() as sel:
            sel.register(proc.stdout, selectors.EVENT_READ, out)
            sel.register(proc.stderr, selectors.EVENT_READ, err)
            try:
                proc.stdin.write(payload)
                proc.stdin.close()
            except OSError:
                pass
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
                    buf += chunk[:max(0, (ANSWER_CAP if buf is out else STDERR_CAP) - len(buf))]
    finally:
        kill_group(proc.pid)
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            try:
                pipe.close()
            except OSError:
                pass
        proc.wait()
    return out, err, timed_out


def _result(job, status, out: bytes, err: bytes, timed_out) -> LoadResult:
    if timed_out:
        return LoadResult(job.target, timed_out=True, job=job,
                          error="no answer within %d s (killed)" % job.timeout)
    try:
        answer = json.loads(out.decode("utf-8", "replace"))
    except ValueError:
        answer = None
    if not isinstance(answer, dict):
        return LoadResult(job.target, crashed=_signal_name(status), job=job, log=err.decode("utf-8", "replace"),
                          error=_exit_text(status, err))
    return LoadResult(job.target, loaded=bool(answer.get("loaded")), error=answer.get("error"),
                      warnings=tuple(str(w) for w in answer.get("warnings") or ()), log=str(answer.get("log", "")),
                      model=answer.get("model"), converted=answer.get("converted"),
                      memory_exceeded=bool(answer.get("memory")), job=job)


def _signal_name(status):
    if status is None or status >= 0:
        return None
    try:
        return signal.Signals(-status).name
    except ValueError:
        return "signal %d" % -status


def _exit_text(status, err):
    tail = " ".join(err.decode("utf-8", "replace").split())[-300:]
    if status is not None and status < 0:
        return "killed by %s%s" % (_signal_name(status), ": " + tail if tail else "")
    return "exited with status %s without an answer%s" % (status, ": " + tail if tail else "")


# ------------------------------------------------------------------------------------------ asynchronous (LSP)
# (asyncio is imported by the calls that use it: urdf-ls check runs loads in place and never imports it)
_EXECUTOR = None


def _executor():
    global _EXECUTOR
    if _EXECUTOR is None:
        import concurrent.futures
        _EXECUTOR = concurrent.futures.ThreadPoolExecutor(max_workers=2, thread_name_prefix="urdf-ls-consumer")
    return _EXECUTOR


async def run_load_async(job: LoadJob, on_start=None) -> LoadResult:
    """run_load in a thread; cancelling the awaiting task kills the child's process group"""
    import functools
    return await in_thread(_executor(), functools.partial(run_load, job), on_start)


class ConsumerRunner(KeyedRuns):
    """at most one run per key ((document, consumer)): a new one, an edit (`later`) or `cancel` kills the
    running one; every child it started is known until it ends, so that closing and shutdown kill it"""

    def pids(self):
        return dict(self._pids)

    def later(self, key, delay, start):
        """the edits go on: the running load is stale and killed; start() is called after `delay` seconds
        without another edit"""
        self.cancel(key)
        self._call_later(key, delay, start)

    def start(self, key, job: LoadJob):
        """an asyncio.Task resolving to the LoadResult of the job; cancelled when superseded"""
        self.cancel(key)
        return self._begin(key, self._run(key, job))

    async def _run(self, key, job):
        return await run_load_async(job, self._recorder(key))

    def close(self, document):
        """a document closed: the runs of all its consumers stop"""
        for key in [k for k in list(self._tasks) + list(self._waiting) if k[0] == document]:
            self.cancel(key)

    def shutdown(self):
        for key in list(self._tasks) + list(self._waiting):
            self.cancel(key)
