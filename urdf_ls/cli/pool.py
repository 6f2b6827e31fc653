"""`urdf-ls check` on every core: forked workers that each inherit the checker (its imports and workspace)
and pull chunks of the file list; each file's result (a tuple of plain values) comes back in input order."""
from __future__ import annotations

import gc
import os
import sys

CHUNK = 8     # files sent to a worker at once at most; it holds two chunks, so it never waits for the next one


def check_forked(files, checker, cores):
    """check the files in forked workers that each inherit the checker (imports, workspace) and pull chunks of
    them; no multiprocessing (its import alone takes as long as checking 15 robots), no pickling"""
    import select
    todo = Schedule(len(files), cores)
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
                    done[i] = fields
                busy[fd].top_up(todo)
            while waiting in done:
                yield done.pop(waiting)
                waiting += 1
    finally:
        for w in workers:
            w.stop()


class Schedule:
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


def _start_worker(make_checker, *args):
    global _worker_checker
    _worker_checker = make_checker(*args)


def _check_in_worker(path):
    return _worker_checker.checked(path)


def check_in_pool(files, make_checker, checker_args, cores):
    """the same in fresh interpreters, each making its checker as make_checker(*checker_args)"""
    import multiprocessing
    with multiprocessing.Pool(cores, _start_worker, (make_checker, *checker_args)) as pool:
        yield from pool.imap(_check_in_worker, files, chunksize=max(1, min(16, len(files) // (cores * 8))))
