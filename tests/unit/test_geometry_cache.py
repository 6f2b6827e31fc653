"""The mesh cache: pending then ready on a worker thread, a changed file computed again, `<mesh scale>` applied
on the way out, and non-regular or oversized files refused without blocking."""
import os
import threading

from tests.helpers import meshes as M
from urdf_ls.workspace.geometry import meshes, solids
from urdf_ls.workspace.geometry.cache import MeshCache


def test_pending_then_ready_with_callback(tmp_path):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 2, 3))
    ready = threading.Event()
    told = []
    cache = MeshCache(on_ready=lambda p: (told.append(p), ready.set()))
    assert cache.get(path) is None                    # started, not done
    assert ready.wait(30)
    assert told == [path]
    r = cache.get(path)
    assert r.closed and r.properties.volume == 6.0
    assert cache.get(path, (2, 1, 1)).properties.volume == 12.0      # the scale applies to the cached result
    assert len(cache) == 1


def test_wait_computes_and_a_changed_file_is_computed_again(tmp_path):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 1, 1))
    cache = MeshCache()
    assert cache.wait(path, timeout=30).properties.volume == 1.0
    st = os.stat(path)
    M.stl_binary(path, *M.box_mesh(2, 1, 1))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10 ** 9))   # a new identity even on a coarse clock
    assert cache.get(path) is None
    assert cache.wait(path, (1, 1, 0.5), timeout=30).properties.volume == 1.0
    assert len(cache) == 1                           # the old version dropped


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
    monkeypatch.setattr(meshes, "MAX_MESH_BYTES", 100)
    r = MeshCache().wait(path, timeout=30)
    assert r.properties is None and r.problem == "too large"


def test_entries_are_bounded(tmp_path):
    cache = MeshCache(max_entries=2)
    for k in range(4):
        path = str(tmp_path / ("b%d.stl" % k))
        M.stl_binary(path, *M.box_mesh(1, 1, k + 1))
        assert cache.wait(path, timeout=30).properties.volume == solids.box((1, 1, k + 1)).volume
    assert len(cache) == 2
