"""What makes `urdf-ls check` over many files fast must not change what it finds: caches of the file system
give the answers a fresh look would, and last only as long as they may."""
import os
import random

import pytest

from urdf_ls.workspace import project
from urdf_ls.workspace.files import Unreadable, read_bytes


def write(root, files):
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)


def test_project_lookup_looks_at_each_folder_once_and_agrees_with_a_fresh_search(tmp_path, monkeypatch):
    write(tmp_path, {"urdf-ls.toml": 'ignore = ["no-links"]', "a/b/r.urdf": "", "a/c/s.urdf": "",
                     "d/pyproject.toml": '[tool.urdf-ls]\nignore = ["mass-zero"]\n', "d/e/t.urdf": ""})
    folders = [str(tmp_path / rel) for rel in ("a/b", "a/c", "d/e", "d", "a")]
    fresh = [project.find_config_file(os.path.join(f, "x.urdf"))[0] for f in folders]
    looked = []
    real = project.config_file_in
    monkeypatch.setattr(project, "config_file_in", lambda d: looked.append(d) or real(d))
    cache = project.ProjectConfigs()
    assert [cache.for_folder(f).path for f in folders] == fresh
    assert len(looked) == len(set(looked))

def test_project_file_created_above_is_found_after_invalidate(tmp_path):
    write(tmp_path, {"a/b/r.urdf": ""})
    cache = project.ProjectConfigs()
    assert cache.for_path(str(tmp_path / "a" / "b" / "r.urdf")).path is None
    write(tmp_path, {"a/urdf-ls.toml": ""})
    cache.invalidate()
    assert cache.for_path(str(tmp_path / "a" / "b" / "r.urdf")).path == str(tmp_path / "a" / "urdf-ls.toml")
    assert cache.for_folder(str(tmp_path / "a")).path == str(tmp_path / "a" / "urdf-ls.toml")


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


@pytest.mark.parametrize("text", ["", "a", "\n", "\n\n", "a\nb", "a\nb\n", "a\r\nb\r\n", "\r\n\r", "a\rb\r\nc\n",
                                  "x\r", "é\n😀\r\nz", "a\u2028b\x85c\x0cd\n"])
def test_line_starts_are_those_of_the_three_lsp_line_breaks(text):
    from urdf_ls.text.lines import LineIndex, _NL
    assert LineIndex(text).starts == [0] + [m.end() for m in _NL.finditer(text)]


# ------------------------------------------------------------------ the forked workers of `urdf-ls check`
@pytest.mark.parametrize("count, speeds", [(1000, (1, 1)), (1000, (1, 3)), (1000, (2, 1, 1)), (5, (1, 1, 1, 1)),
                                           (1, (1, 1))])
def test_each_worker_checks_a_stretch_of_neighbours_and_all_finish_together(count, speeds):
    """a worker asks when it is done with what it holds (speeds: files each checks per unit of time); one done
    with its stretch takes the back half of the longest one left"""
    import heapq
    from urdf_ls.cli import pool
    todo, chunks = pool.Schedule(count, len(speeds)), [[] for _ in speeds]
    asking, finished = [(0, w) for w in range(len(speeds))], []
    while asking:
        t, w = heapq.heappop(asking)
        chunk = todo.take(w)
        if chunk:
            chunks[w].append(chunk)
            heapq.heappush(asking, (t + len(chunk) / speeds[w], w))
        else:
            finished.append(t)
    everything = [c for mine in chunks for c in mine]
    assert sorted(i for c in everything for i in c) == list(range(count))
    assert max(map(len, everything)) <= pool.CHUNK and all(c == list(range(c[0], c[-1] + 1)) for c in everything)
    if count == 1000:
        assert max(finished) - min(finished) <= 1 and max(map(len, everything)) == pool.CHUNK
        stretches = [sum(a[-1] + 1 != b[0] for a, b in zip(mine, mine[1:])) + 1 for mine in chunks]
        assert max(stretches) <= 12 < min(map(len, chunks))


@pytest.mark.parametrize("enc", ["utf-8", "utf-16", "utf-32"])
def test_span_is_the_positions_of_both_ends(enc):
    from urdf_ls.text.lines import LineIndex
    text = "ab\r\n😀é x\rz\n\nlast é"
    lines = LineIndex(text)
    for start in range(-1, len(text) + 2):
        for end in range(start - 1, len(text) + 2):
            assert lines.span(start, end, enc) == lines.position(start, enc) + lines.position(end, enc)


@pytest.mark.parametrize("text", ["", "a", "ab\ncd\n\nef", "a\r\nb\r\n\r\nc", "é\nx", "a\rb\nc", "x\n" * 40])
def test_positions_counted_forward_are_those_of_a_line_index(text):
    """offsets in order, repeated, going back and beyond both ends, in every encoding"""
    from urdf_ls.text.lines import LineIndex, Positions
    rng = random.Random(len(text))
    offsets = sorted(rng.randrange(-2, len(text) + 3) for _ in range(30))
    offsets += [rng.randrange(-2, len(text) + 3) for _ in range(30)]
    for enc in ("utf-8", "utf-16", "utf-32"):
        positions, index = Positions(text), LineIndex(text)
        assert [positions.position(o, enc) for o in offsets] == [index.position(o, enc) for o in offsets]
        assert [Positions(text).span(o, o + 3, enc) for o in offsets] == [index.span(o, o + 3, enc) for o in offsets]


@pytest.mark.parametrize("text", ["", "ab\ncd\n\nef", "a\r\nb\r\n\r\nc", "é\nx", "a\rb\nc", "x\n" * 40, "ab cd\n" * 30])
def test_one_positions_spans_a_run_of_ranges_as_a_line_index_does(text):
    """one Positions asked for the ranges of a file's diagnostics, mostly in order (urdf-ls check renders them
    so), some on several lines, some going back or past the end, in every encoding"""
    from urdf_ls.text.lines import LineIndex, Positions
    rng = random.Random(len(text) * 7 + 1)
    starts = sorted(rng.randrange(-2, len(text) + 3) for _ in range(40))
    ranges = [(s, s + rng.choice((0, 1, 3, 9, 25))) for s in starts] + [(s, s - 1) for s in starts[::7]]
    ranges += [(rng.randrange(-2, len(text) + 3), rng.randrange(-2, len(text) + 3)) for _ in range(10)]
    for enc in ("utf-8", "utf-16", "utf-32"):
        positions, index = Positions(text), LineIndex(text)
        assert [positions.span(s, e, enc) for s, e in ranges] == [index.span(s, e, enc) for s, e in ranges]


def test_a_run_walks_each_includer_search_root_once_and_finds_what_a_fresh_search_finds(tmp_path, monkeypatch):
    from urdf_ls.workspace import xacro_index
    from urdf_ls.workspace.files import FileCache
    from urdf_ls.workspace.packages import Packages
    lib = '<robot xmlns:xacro="http://www.ros.org/wiki/xacro"><xacro:macro name="m%d" params=""/></robot>'
    top = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">%s<xacro:m0/></robot>'
           % "".join('<xacro:include filename="parts/p%d.xacro"/>' % i for i in range(6)))
    files = {"pkg/package.xml": "<package><name>pkg</name></package>", "pkg/urdf/robot.urdf.xacro": top,
             "pkg/urdf/other.xacro": '<robot name="o"><xacro:include filename="parts/p5.xacro"/></robot>'}
    files.update({"pkg/urdf/parts/p%d.xacro" % i: lib % i for i in range(6)})
    write(tmp_path, files)
    parts = [str(tmp_path / ("pkg/urdf/parts/p%d.xacro" % i)) for i in range(6)]

    def searched(stable):
        packages = Packages([str(tmp_path)])
        packages.files_stable = stable
        ws = xacro_index.XacroWorkspace(packages, FileCache(), confined=True)
        return [sorted(ws.includers(p)) for p in parts]
    fresh = searched(False)
    walked = []
    real = os.walk
    monkeypatch.setattr(xacro_index.os, "walk", lambda root: walked.append(root) or real(root))
    assert searched(True) == fresh
    assert walked == [str(tmp_path / "pkg")]
    assert fresh[5] == sorted(str(tmp_path / "pkg/urdf" / f) for f in ("other.xacro", "robot.urdf.xacro"))
    assert fresh[0] == [str(tmp_path / "pkg/urdf/robot.urdf.xacro")]
