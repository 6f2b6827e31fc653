"""Mesh results kept between runs (disk.py): a folder others may write to is not used, and an entry that is not a
regular file of ours is a miss."""
import os

from urdf_ls.workspace.geometry import disk
from urdf_ls.workspace.geometry.meshes import MeshResult


def _fresh_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "urdf-ls" / "meshes"


def test_a_cache_folder_others_may_write_to_is_not_used(monkeypatch, tmp_path):
    where = _fresh_folder(monkeypatch, tmp_path)
    where.mkdir(parents=True)
    where.chmod(0o777)
    assert disk.folder() is None
    key = ("/x.stl", 1, 1)
    disk.store(key, MeshResult(None, False, 0, problem="unsupported format"), disk.folder())
    assert os.listdir(where) == [] and disk.load(key, disk.folder()) is None


def test_an_entry_that_is_not_a_regular_file_of_ours_is_a_miss(monkeypatch, tmp_path):
    _fresh_folder(monkeypatch, tmp_path)
    where, key = disk.folder(), ("/x.stl", 1, 1)
    disk.store(key, MeshResult(None, False, 0, problem="unsupported format"), where)
    assert disk.load(key, where).problem == "unsupported format"
    entry = disk._entry(key, where)
    os.unlink(entry)
    os.symlink("/etc/passwd", entry)
    assert disk.load(key, where) is None
    disk.store(("/y.stl", 1, 1), MeshResult(None, False, 0, problem="too large"), where)   # this run's budget: not kept
    assert disk.load(("/y.stl", 1, 1), where) is None
