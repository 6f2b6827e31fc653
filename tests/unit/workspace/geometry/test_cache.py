"""The mesh cache computing in process (process=False; its worker process: tests/e2e/test_geometry_cache_worker.py):
pending then ready, a changed file computed again, `<mesh scale>` applied on the way out, non-regular or oversized
files refused without blocking, and results kept between runs (disk.py)."""
import os

import pytest

from tests.helpers import mesh_cache_cases as cases
from tests.helpers import meshes as M
from urdf_ls.workspace.geometry import meshes, solids


def test_pending_then_ready_with_callback(tmp_path, make_cache):
    cases.pending_then_ready_with_callback(tmp_path, make_cache, process=False)


def test_wait_computes_and_a_changed_file_is_computed_again(tmp_path, make_cache):
    cases.wait_computes_and_a_changed_file_is_computed_again(tmp_path, make_cache, process=False)


def test_fifo_and_missing_files_answer_at_once(tmp_path, make_cache):
    fifo = str(tmp_path / "f.stl")
    os.mkfifo(fifo)
    cache = make_cache()
    r = cache.get(fifo)
    assert r is not None and r.properties is None and "not a regular file" in r.problem
    assert cache.wait(str(tmp_path / "missing.stl"), timeout=1).problem.startswith("unreadable")


def test_oversize_refused(tmp_path, monkeypatch, make_cache):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 1, 1))
    monkeypatch.setattr(meshes, "MAX_MESH_BYTES", 100)     # (in this process: the worker runs in a thread)
    r = make_cache(process=False, keep=False).wait(path, timeout=30)   # (the disk may know this box's content)
    assert r.properties is None and r.problem == "too large"


def test_entries_are_bounded(tmp_path, make_cache):
    cache = make_cache(max_entries=2, process=False)
    for k in range(4):
        path = str(tmp_path / ("b%d.stl" % k))
        M.stl_binary(path, *M.box_mesh(1, 1, k + 1))
        assert cache.wait(path, timeout=30).properties.volume == solids.box((1, 1, k + 1)).volume
    assert len(cache) == 2


def test_the_same_scale_gives_the_same_object(tmp_path, make_cache):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 1, 1))
    cache = make_cache(process=False)
    cache.wait(path, timeout=30)
    a, b = cache.get(path, (0.001, 0.001, 0.001)), cache.get(path, ("0.001", 0.001, 0.001))
    assert a is b and a.properties.volume == pytest.approx(1e-9)
    assert cache.get(path) is cache.get(path, (1, 1, 1))


def _fresh_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "urdf-ls" / "meshes"


def test_a_result_kept_on_disk_is_read_by_the_next_run_without_measuring(monkeypatch, tmp_path, make_cache):
    from urdf_ls.workspace.geometry import cache as cache_mod
    where = _fresh_folder(monkeypatch, tmp_path)
    mesh = tmp_path / "box.stl"
    M.stl_binary(str(mesh), *M.box_mesh(1, 2, 3))
    first = make_cache(process=False).wait(str(mesh), timeout=30)
    assert first.properties is not None and os.listdir(where)
    measure = cache_mod._in_process
    monkeypatch.setattr(cache_mod, "_in_process", lambda *a, **k: pytest.fail("measured again"))
    again = make_cache(process=False).get(str(mesh))      # a new run: nothing in memory
    assert again is not None and again.properties == first.properties
    os.utime(mesh, ns=(1, 1))                              # the file changed: its old entry is no answer
    monkeypatch.setattr(cache_mod, "_in_process", measure)
    assert make_cache(process=False).get(str(mesh)) is None


def test_the_folder_is_the_one_found_when_the_cache_was_made(monkeypatch, tmp_path, make_cache):
    # a worker still measuring when its test (or its owner's settings) moved on writes where its cache was made
    where = _fresh_folder(monkeypatch, tmp_path / "first")
    cache = make_cache(process=False)
    _fresh_folder(monkeypatch, tmp_path / "second")
    mesh = tmp_path / "box.stl"
    M.stl_binary(str(mesh), *M.box_mesh(1, 2, 3))
    assert cache.wait(str(mesh), timeout=30).properties is not None
    assert cache.folder == str(where) and os.listdir(where)
    assert not (tmp_path / "second" / "cache").exists()
