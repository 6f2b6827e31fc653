"""The mesh cache's worker process (workspace/geometry/child.py): pending then ready, a changed file computed
again, a worker process that dies started again, and a forked child (`urdf-ls check`'s pool) that gets its own.
The same in process: tests/unit/workspace/geometry/test_cache.py."""
import os
import signal

import pytest

from tests.helpers import mesh_cache_cases as cases
from tests.helpers import meshes as M


def test_pending_then_ready_with_callback(tmp_path, make_cache):
    cases.pending_then_ready_with_callback(tmp_path, make_cache, process=True)


def test_wait_computes_and_a_changed_file_is_computed_again(tmp_path, make_cache):
    cases.wait_computes_and_a_changed_file_is_computed_again(tmp_path, make_cache, process=True)


def test_a_dead_worker_process_is_started_again(tmp_path, make_cache):
    cache = make_cache(keep=False)      # (measured here, not found on disk by content from another test)
    first, second = str(tmp_path / "a.stl"), str(tmp_path / "b.stl")
    M.stl_binary(first, *M.box_mesh(1, 1, 1))
    M.stl_binary(second, *M.box_mesh(1, 1, 2))
    assert cache.wait(first, timeout=30).properties.volume == 1.0
    pid = cache.worker_pid
    os.kill(pid, signal.SIGKILL)
    assert cache.wait(second, timeout=30).properties.volume == 2.0
    assert cache.worker_pid not in (None, pid)
    cache.close()


@pytest.mark.slow
def test_a_forked_child_gets_its_own_worker(tmp_path, make_cache):
    # `urdf-ls check` forks its pool after the Session (and its cache) exist, maybe with a mesh in progress:
    # the fork inherits the pending entry but not the thread that was computing it
    big = str(tmp_path / "big.stl")
    M.stl_binary(big, *M.torus(0.3, 0.1, 200, 100))
    cache = make_cache()
    assert cache.get(big) is None
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        r = cache.wait(big, timeout=60)
        cache.close()
        os.write(write, b"ok" if r is not None and r.closed else b"no")
        os._exit(0)
    os.close(write)
    answer = os.read(read, 2)
    os.waitpid(pid, 0)
    assert answer == b"ok"
    assert cache.wait(big, timeout=60).closed
    cache.close()
