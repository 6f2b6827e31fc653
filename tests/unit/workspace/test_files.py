"""Reading files (issue #9): reads refuse devices, FIFOs and directories, are capped, and read whole files whatever
size they claim; package and includer walks are cached and never walk the root."""
import os

import pytest

from tests.helpers.hostile_files import fifo, make_package
from urdf_ls.workspace.files import FileCache, Unreadable, read_bytes
from urdf_ls.workspace.packages import Packages
from urdf_ls.workspace.xacro_index import INCLUDERS_DIRS, XacroWorkspace


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/null", "/dev/stdin", "/dev/urandom"])
def test_read_bytes_refuses_devices_and_links_to_them(tmp_path, target):
    if not os.path.exists(target):
        pytest.skip("no " + target)
    link = tmp_path / "x.xacro"
    link.symlink_to(target)
    for p in (target, str(link)):
        with pytest.raises(Unreadable, match="not a regular file"):
            read_bytes(p)
    assert FileCache().get(str(link)) is None and FileCache.head(str(link)) is None


def test_read_bytes_refuses_fifo_and_directory(tmp_path):
    f = fifo(tmp_path / "f.xacro")
    with pytest.raises(Unreadable):
        read_bytes(str(f))
    with pytest.raises(Unreadable):
        read_bytes(str(tmp_path))


def test_read_is_capped_by_bytes_read(tmp_path):
    p = tmp_path / "big.xacro"
    p.write_bytes(b"x" * 5000)
    with pytest.raises(Unreadable, match="larger"):
        read_bytes(str(p), cap=1000)
    assert read_bytes(str(p), cap=1000, truncate=True) == b"x" * 1000


def test_read_bytes_reads_whole_files_whatever_size_they_claim(tmp_path):
    data = bytes(range(256)) * 1000
    (tmp_path / "f").write_bytes(data)
    (tmp_path / "link").symlink_to(tmp_path / "f")
    assert read_bytes(str(tmp_path / "f")) == data and read_bytes(str(tmp_path / "link")) == data
    assert read_bytes(str(tmp_path / "f"), cap=len(data)) == data
    with pytest.raises(Unreadable):
        read_bytes(str(tmp_path / "f"), cap=len(data) - 1)
    if os.path.exists("/proc/self/status"):     # a regular file whose size says 0
        assert b"Name:" in read_bytes("/proc/self/status")


# ------------------------------------------------------------------ the server
def test_walks_are_cached_and_invalidated(tmp_path, monkeypatch):
    make_package(tmp_path, "one")
    calls = []
    real = os.walk
    monkeypatch.setattr(os, "walk", lambda top, *a, **k: (calls.append(top), real(top, *a, **k))[1])
    p = Packages([str(tmp_path)])
    for _ in range(5):
        assert p.find("one")
    assert len(calls) == 1
    make_package(tmp_path, "two")
    assert p.find("two") is None          # cached until told
    p.invalidate()
    assert p.find("two")
    assert len(calls) == 2


def test_includer_search_outside_packages_never_walks_root(tmp_path, monkeypatch):
    calls = []
    real = os.walk
    monkeypatch.setattr(os, "walk", lambda top, *a, **k: (calls.append(top), real(top, *a, **k))[1])
    xw = XacroWorkspace(Packages([]), FileCache())
    for path in ("/x.xacro", "/tmp/x.xacro", str(tmp_path / "a" / "x.xacro")):
        xw.includers(path)
    assert "/" not in calls
    assert xw.search_root("/x.xacro") is None
    # inside a workspace folder, the folder above is searched (entry files sit above their parts)
    xw2 = XacroWorkspace(Packages([str(tmp_path)]), FileCache())
    assert xw2.search_root(str(tmp_path / "a" / "x.xacro")) == str(tmp_path)
    n = len(calls)
    for _ in range(10):
        xw2.includers(str(tmp_path / "a" / "x.xacro"))
    assert len(calls) == n + 1             # one bounded walk, then the cache
    assert INCLUDERS_DIRS <= 5000


