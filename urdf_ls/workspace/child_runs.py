"""Child processes run off the event loop, at most one per key: what the opt-in xacro expansion
(workspace/expansion.py) and the consumers' loads (workspace/consumers/runner.py) share.

A run happens in a thread of an executor (spawning is never half done when a task is cancelled, unlike asyncio's
subprocess transports); its child is the leader of a process group, which cancelling the awaiting task kills."""
from __future__ import annotations

import os
import signal


def kill_group(pid):
    """SIGKILL the process group whose leader is pid (gone already: nothing)"""
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass


async def in_thread(executor, run, on_start=None, pid=None):
    """await run(started) in a thread of executor; run calls started(pid) once its child is started, and
    on_start(pid) is then called on the loop.  Cancelling the awaiting task kills the child's group (pid: a child
    known before the thread runs, killed on cancel too)"""
    import asyncio
    loop = asyncio.get_running_loop()
    state = {"pid": pid} if pid is not None else {}

    def started(pid):
        state["pid"] = pid
        if state.get("cancelled"):
            kill_group(pid)
        elif on_start is not None:
            try:
                loop.call_soon_threadsafe(on_start, pid)
            except RuntimeError:        # the loop is gone: nobody will cancel us any more
                kill_group(pid)
    try:
        return await loop.run_in_executor(executor, run, started)
    except asyncio.CancelledError:
        state["cancelled"] = True
        if "pid" in state:
            kill_group(state["pid"])
        raise


class KeyedRuns:
    """at most one run per key: starting one, an edit (`later`) or `cancel` kills the running one; the child of
    each run is known until it ends, so that closing and shutdown kill it"""

    def __init__(self):
        self._tasks: dict = {}       # key -> its asyncio.Task
        self._pids: dict = {}        # key -> pid of its run's child
        self._waiting: dict = {}     # key -> TimerHandle of the run `later` starts

    def running(self):
        return {k for k, t in self._tasks.items() if not t.done()}

    def _call_later(self, key, delay, start):
        """start() after `delay` seconds unless another edit (or cancel) comes first"""
        import asyncio

        def fire():
            self._waiting.pop(key, None)
            start()
        self._waiting[key] = asyncio.get_running_loop().call_later(delay, fire)

    def _begin(self, key, coro):
        """the run's task, kept for the key until it ends (a newer run of the key replaces it)"""
        import asyncio
        task = asyncio.ensure_future(coro)
        self._tasks[key] = task

        def done(t, key=key):
            if self._tasks.get(key) is t:
                del self._tasks[key]
                self._pids.pop(key, None)
        task.add_done_callback(done)
        return task

    def _recorder(self, key):
        """on_start for the current task's run: its child's pid is kept while it is still the key's run"""
        import asyncio
        task = asyncio.current_task()

        def started(pid):        # (called on the loop, maybe after a newer run of the key began)
            if self._tasks.get(key) is task:
                self._pids[key] = pid
        return started

    def cancel(self, key):
        waiting = self._waiting.pop(key, None)
        if waiting is not None:
            waiting.cancel()
        task = self._tasks.pop(key, None)
        pid = self._pids.pop(key, None)
        if pid is not None:
            kill_group(pid)
        if task is not None and not task.done():
            task.cancel()
