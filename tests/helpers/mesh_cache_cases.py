"""What the mesh cache does whether it computes in process or in its worker process: the unit tier runs these with
process=False (tests/unit/workspace/geometry/test_cache.py), the e2e tier with its worker process
(tests/e2e/test_geometry_cache_worker.py)."""
import os
import threading

from tests.helpers import meshes as M


def pending_then_ready_with_callback(tmp_path, make_cache, process):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 2, 3))
    ready = threading.Event()
    told = []
    cache = make_cache(on_ready=lambda p: (told.append(p), ready.set()), process=process)
    assert cache.get(path) is None                    # started, not done
    assert ready.wait(30)
    assert told == [path]
    r = cache.get(path)
    assert r.closed and r.properties.volume == 6.0
    assert cache.get(path, (2, 1, 1)).properties.volume == 12.0      # the scale applies to the cached result
    assert len(cache) == 1
    cache.close()


def wait_computes_and_a_changed_file_is_computed_again(tmp_path, make_cache, process):
    path = str(tmp_path / "b.stl")
    M.stl_binary(path, *M.box_mesh(1, 1, 1))
    cache = make_cache(process=process)
    assert cache.wait(path, timeout=30).properties.volume == 1.0
    st = os.stat(path)
    M.stl_binary(path, *M.box_mesh(2, 1, 1))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10 ** 9))   # a new identity even on a coarse clock
    assert cache.get(path) is None
    assert cache.wait(path, (1, 1, 0.5), timeout=30).properties.volume == 1.0
    assert len(cache) == 1                           # the old version dropped
    cache.close()
