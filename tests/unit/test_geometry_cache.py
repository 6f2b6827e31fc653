"""The mesh cache: pending then ready (in the worker process, and in-process), a changed file computed again,
`<mesh scale>` applied on the way out, non-regular or oversized files refused without blocking, and a worker
process that dies started again."""
import os
import signal
import threading

import pytest

from tests.helpers import meshes as M
from urdf_ls.workspace.geometry import meshes, solids
from urdf_ls.workspace.geometry.cache import MeshCache
from urdf_ls.workspace.geometry.meshes import MeshResult


@pytest.fixture(params=[True, False], ids=["process", "thread"])
def process(request):
    return request.param


def test_pending_then_ready_with_callback(tmp_path, process):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 2, 3))
    ready = threading.Event()
    told = []
    cache = MeshCache(on_ready=lambda p: (told.append(p), ready.set()), process=process)
    assert cache.get(path) is None                    # started, not done
    assert ready.wait(30)
    assert told == [path]
    r = cache.get(path)
    assert r.closed and r.properties.volume == 6.0
    assert cache.get(path, (2, 1, 1)).properties.volume == 12.0      # the scale applies to the cached result
    assert len(cache) == 1
    cache.close()


def test_wait_computes_and_a_changed_file_is_computed_again(tmp_path, process):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 1, 1))
    cache = MeshCache(process=process)
    assert cache.wait(path, timeout=30).properties.volume == 1.0
    st = os.stat(path)
    M.stl_binary(path, *M.box_mesh(2, 1, 1))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10 ** 9))   # a new identity even on a coarse clock
    assert cache.get(path) is None
    assert cache.wait(path, (1, 1, 0.5), timeout=30).properties.volume == 1.0
    assert len(cache) == 1                           # the old version dropped
    cache.close()


def test_fifo_and_missing_files_answer_at_once(tmp_path):
    fifo = str(tmp_path / "f.stl")
    os.mkfifo(fifo)
    cache = MeshCache()
    r = cache.get(fifo)
    assert r is not None and r.properties is None and "not a regular file" in r.problem
    assert cache.wait(str(tmp_path / "missing.stl"), timeout=1).problem.startswith("unreadable")


def test_oversize_refused(tmp_path, monkeypatch):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 1, 1))
    monkeypatch.setattr(meshes, "MAX_MESH_BYTES", 100)     # (in this process: the worker runs in a thread)
    r = MeshCache(process=False).wait(path, timeout=30)
    assert r.properties is None and r.problem == "too large"


def test_entries_are_bounded(tmp_path):
    cache = MeshCache(max_entries=2, process=False)
    for k in range(4):
        path = str(tmp_path / ("b%d.stl" % k))
        M.stl_binary(path, *M.box_mesh(1, 1, k + 1))
        assert cache.wait(path, timeout=30).properties.volume == solids.box((1, 1, k + 1)).volume
    assert len(cache) == 2


@pytest.mark.slow
def test_a_dead_worker_process_is_started_again(tmp_path):
    cache = MeshCache()
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
def test_a_forked_child_gets_its_own_worker(tmp_path):
    # `urdf-ls check` forks its pool after the Session (and its cache) exist, maybe with a mesh in progress:
    # the fork inherits the pending entry but not the thread that was computing it
    big = str(tmp_path / "big.stl")
    M.stl_binary(big, *M.torus(0.3, 0.1, 200, 100))
    cache = MeshCache()
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


def test_the_same_scale_gives_the_same_object(tmp_path):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 1, 1))
    cache = MeshCache(process=False)
    cache.wait(path, timeout=30)
    a, b = cache.get(path, (0.001, 0.001, 0.001)), cache.get(path, ("0.001", 0.001, 0.001))
    assert a is b and a.properties.volume == pytest.approx(1e-9)
    assert cache.get(path) is cache.get(path, (1, 1, 1))


# ---------------------------------------------------------------- kept between runs (disk.py)

def _fresh_disk_cache(monkeypatch, tmp_path):
    from urdf_ls.workspace.geometry import disk
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(disk, "_folders", {})
    return disk


def test_a_result_kept_on_disk_is_read_by_the_next_run_without_measuring(monkeypatch, tmp_path):
    from urdf_ls.workspace.geometry import cache as cache_mod
    disk = _fresh_disk_cache(monkeypatch, tmp_path)
    mesh = tmp_path / "box.stl"
    M.stl_binary(str(mesh), *M.box_mesh(1, 2, 3))
    first = cache_mod.MeshCache(process=False).wait(str(mesh), timeout=30)
    assert first.properties is not None and os.listdir(disk.folder())
    monkeypatch.setattr(cache_mod, "_in_process", lambda *a, **k: pytest.fail("measured again"))
    again = cache_mod.MeshCache(process=False).get(str(mesh))      # a new run: nothing in memory
    assert again is not None and again.properties == first.properties
    os.utime(mesh, ns=(1, 1))                                       # the file changed: its old entry is no answer
    assert cache_mod.MeshCache(process=False).get(str(mesh)) is None


def test_a_cache_folder_others_may_write_to_is_not_used(monkeypatch, tmp_path):
    disk = _fresh_disk_cache(monkeypatch, tmp_path)
    where = tmp_path / "cache" / "urdf-ls" / "meshes"
    where.mkdir(parents=True)
    where.chmod(0o777)
    assert disk.folder() is None
    key = ("/x.stl", 1, 1)
    disk.store(key, MeshResult(None, False, 0, problem="unsupported format"))
    assert os.listdir(where) == [] and disk.load(key) is None


def test_an_entry_that_is_not_a_regular_file_of_ours_is_a_miss(monkeypatch, tmp_path):
    disk = _fresh_disk_cache(monkeypatch, tmp_path)
    key = ("/x.stl", 1, 1)
    disk.store(key, MeshResult(None, False, 0, problem="unsupported format"))
    assert disk.load(key).problem == "unsupported format"
    entry = disk._entry(key)
    os.unlink(entry)
    os.symlink("/etc/passwd", entry)
    assert disk.load(key) is None
    disk.store(("/y.stl", 1, 1), MeshResult(None, False, 0, problem="too large"))   # this run's budget: not kept
    assert disk.load(("/y.stl", 1, 1)) is None
