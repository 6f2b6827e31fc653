"""The preview's threads for disk work. Unlike ThreadPoolExecutor's, they are daemon threads, which exit does
not join: a read stuck on a hung file system (NFS, FUSE) cannot keep Ctrl-C from ending the process."""
from __future__ import annotations

import queue
import threading
from concurrent.futures import Executor, Future


class DaemonPool(Executor):
    """up to ``workers`` threads (started as jobs come) taking jobs in order"""

    def __init__(self, workers: int, name: str):
        self._workers = workers
        self._name = name
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._threads: list = []
        self._lock = threading.Lock()
        self._closed = False

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        with self._lock:
            if self._closed:
                raise RuntimeError("cannot schedule new futures after shutdown")
            self._jobs.put((future, fn, args, kwargs))
            if len(self._threads) < self._workers:
                t = threading.Thread(target=self._work, name="%s_%d" % (self._name, len(self._threads)),
                                     daemon=True)
                self._threads.append(t)
                t.start()
        return future

    def _work(self):
        while True:
            job = self._jobs.get()
            if job is None:
                return
            future, fn, args, kwargs = job
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn(*args, **kwargs))
                except BaseException as e:
                    future.set_exception(e)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """the threads end once the jobs queued before are done (``cancel_futures`` is not supported)"""
        with self._lock:
            self._closed = True
            threads = list(self._threads)
        for _ in threads:
            self._jobs.put(None)
        if wait:
            for t in threads:
                t.join()
