"""The mesh results kept between runs are found again by the file's content after a fresh checkout (new paths, new
mtimes: every CI runner's), so that a restored cache folder spares the measuring (#42)."""
import os
import shutil

from tests.helpers import meshes as M
from urdf_ls.workspace.geometry import cache as cache_module
from urdf_ls.workspace.geometry import disk


def test_a_checkout_elsewhere_finds_the_kept_result_by_content(tmp_path, monkeypatch, make_cache):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(disk, "_folders", {})
    measured = []
    real = cache_module._in_process
    monkeypatch.setattr(cache_module, "_in_process", lambda p, s: measured.append(p) or real(p, s))
    first = tmp_path / "ci-run-1" / "meshes" / "box.stl"
    first.parent.mkdir(parents=True)
    M.stl_binary(str(first), *M.box_mesh(0.1, 0.2, 0.3))
    r1 = make_cache(process=False).wait(str(first), timeout=30)
    assert measured == [str(first)] and abs(r1.properties.volume - 0.006) < 1e-9
    second = tmp_path / "ci-run-2" / "meshes" / "box.stl"        # (the next runner's checkout: other path, mtime)
    second.parent.mkdir(parents=True)
    shutil.copyfile(first, second)
    os.utime(second, ns=(1, 1))
    r2 = make_cache(process=False).wait(str(second), timeout=30)
    assert measured == [str(first)], measured                     # (not measured again)
    assert r2.properties.volume == r1.properties.volume
    M.stl_binary(str(second), *M.box_mesh(0.1, 0.2, 0.4))         # (another content: measured)
    r3 = make_cache(process=False).wait(str(second), timeout=30)
    assert measured == [str(first), str(second)] and abs(r3.properties.volume - 0.008) < 1e-9


def test_the_content_key_reads_only_regular_files_within_the_cap(tmp_path, monkeypatch):
    f = tmp_path / "m.stl"
    f.write_bytes(b"solid x\nendsolid x\n")
    key = disk.content_key(str(f))
    assert key[0] == "content" and key[1] == f.stat().st_size and key == disk.content_key(str(f))
    assert disk.content_key(str(tmp_path)) is None and disk.content_key(str(tmp_path / "missing")) is None
    monkeypatch.setattr(disk, "CONTENT_CAP", 4)
    assert disk.content_key(str(f)) is None
