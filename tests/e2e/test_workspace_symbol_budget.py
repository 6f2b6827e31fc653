"""workspace/symbol is bounded (issue #29): it parsed every URDF/xacro file of the folders, multi-MB ones
included (a 15 MB file takes seconds and about 340 MB to parse), and the file cache kept them all.
Now one request reads files up to a size, up to a total of bytes and a time, parses those it does not
have cached without keeping them, and the file cache is bounded in bytes as well as in files."""
import os
import re
import time

import pytest

from tests.e2e.helpers.rawclient import RawServer
from urdf_ls.features.structure import SYMBOL_SCAN, workspace_symbols
from urdf_ls.workspace.files import FileCache, ScanBudget, workspace_files

BIG = 19 * 2 ** 20        # just under the file cache's 20 MB cap: such files used to be parsed
RSS_CAP_MB = 250          # the server answering with the big files present (about 60 MB without them)


def urdf(name, links, pad=0):
    body = "".join('  <link name="%s_%d"/>\n' % (name, i) for i in range(links))
    filler = "<!--%s-->\n" % ("x" * pad) if pad else ""
    return '<robot name="%s">\n%s%s</robot>\n' % (name, body, filler)


def big_urdf(path, name, size=BIG):
    """a file of `size` bytes, nearly all of it links (the costly case: a huge tree)"""
    line = '  <link name="%s_%%09d"/>\n' % name
    n = (size - 40) // len(line % 0)
    with open(path, "w") as f:
        f.write('<robot name="%s">\n' % name)
        f.writelines(line % i for i in range(n))
        f.write("</robot>\n")


def rss_mb(pid):
    with open("/proc/%d/status" % pid) as f:
        return int(re.search(r"VmRSS:\s+(\d+) kB", f.read()).group(1)) / 1024


@pytest.fixture(scope="module")
def big_folder(tmp_path_factory):
    root = tmp_path_factory.mktemp("bigws")
    for i in range(4):
        big_urdf(root / ("huge%d.urdf" % i), "huge%d" % i)
    (root / "small").mkdir()
    for i in range(3):
        (root / "small" / ("arm%d.urdf" % i)).write_text(urdf("arm%d" % i, 5))
    return root


def test_workspace_symbol_over_multi_mb_files_answers_in_bounded_time_and_memory(big_folder):
    with RawServer() as s:
        s.initialize(big_folder.as_uri())
        t = time.monotonic()
        r = s.call("workspace/symbol", {"query": "arm"}, timeout=30)
        took = time.monotonic() - t
        names = {x["name"] for x in r["result"]}
        assert {"arm0_0", "arm1_4", "arm2_2"} <= names
        assert not any(n.startswith("huge") for n in names)
        assert took < SYMBOL_SCAN.seconds + 8, took      # the budget plus a slow machine's margin
        assert rss_mb(s.proc.pid) < RSS_CAP_MB
        r = s.call("workspace/symbol", {"query": "huge"}, timeout=30)
        assert r["result"] == []                          # too large for a workspace-wide search
        assert rss_mb(s.proc.pid) < RSS_CAP_MB


def test_many_files_under_the_size_limit_are_read_while_the_budget_lasts_and_not_kept(tmp_path):
    count = SYMBOL_SCAN.total_bytes // (SYMBOL_SCAN.file_bytes - 4096) + 1     # the last is past the bytes
    for i in range(count):
        big_urdf(tmp_path / ("mid%d.urdf" % i), "mid%d" % i, size=SYMBOL_SCAN.file_bytes - 4096)
    with RawServer() as s:
        s.initialize(tmp_path.as_uri())
        for query, first_only in (("mid0_000000007", True), ("mid%d_000000007" % (count - 1), False)):
            t = time.monotonic()
            r = s.call("workspace/symbol", {"query": query}, timeout=30)
            took = time.monotonic() - t
            names = [x["name"] for x in r["result"]]
            if first_only:      # the first file is inside the budget
                assert "mid0_000000007" in names and all(n.startswith("mid0_") for n in names)
            else:               # files of 2 MB: the last is past the bytes of one request (whatever the time)
                assert names == []
            assert took < SYMBOL_SCAN.seconds + 8, took
            assert rss_mb(s.proc.pid) < RSS_CAP_MB


def test_a_request_reads_files_only_up_to_its_byte_budget(tmp_path):
    for i in range(6):
        (tmp_path / ("f%d.urdf" % i)).write_text(urdf("f%d" % i, 3, pad=100_000))
    cache = FileCache()
    budget = ScanBudget(total_bytes=350_000, file_bytes=200_000, seconds=10)
    got = [os.path.basename(p) for p, _f in workspace_files([str(tmp_path)], cache, budget=budget)]
    assert got == ["f0.urdf", "f1.urdf", "f2.urdf"]     # in walk order, while the bytes last
    assert len(cache) == 0                              # parsed for the request, not kept
    syms = workspace_symbols(workspace_files([str(tmp_path)], cache, budget=budget))
    assert sorted({s.name.split("_")[0] for s in syms}) == ["f0", "f1", "f2"]


def test_a_request_skips_files_over_the_per_file_size(tmp_path):
    (tmp_path / "a.urdf").write_text(urdf("a", 2, pad=50_000))
    (tmp_path / "b.urdf").write_text(urdf("b", 2))
    budget = ScanBudget(total_bytes=10 ** 9, file_bytes=10_000, seconds=10)
    assert [os.path.basename(p) for p, _f in workspace_files([str(tmp_path)], FileCache(), budget=budget)] == [
        "b.urdf"]


def test_a_request_stops_at_its_deadline(tmp_path):
    for i in range(5):
        (tmp_path / ("f%d.urdf" % i)).write_text(urdf("f%d" % i, 2))
    budget = ScanBudget(total_bytes=10 ** 9, file_bytes=10 ** 9, seconds=0)
    assert list(workspace_files([str(tmp_path)], FileCache(), budget=budget)) == []


def test_open_documents_are_searched_whatever_the_budget(tmp_path):
    budget = ScanBudget(total_bytes=0, file_bytes=0, seconds=0)
    opened = {str(tmp_path / "open.urdf"): object()}
    assert [p for p, _f in workspace_files([str(tmp_path)], FileCache(), opened, budget=budget)] == list(opened)


def test_the_file_cache_is_bounded_in_bytes(tmp_path):
    cache = FileCache(max_bytes=250_000)
    paths = []
    for i in range(6):
        p = tmp_path / ("f%d.urdf" % i)
        p.write_text(urdf("f%d" % i, 3, pad=100_000))
        paths.append(str(p))
        assert cache.get(str(p)) is not None
        assert cache.cached_bytes <= 250_000 and len(cache) <= 2
    assert cache.get(paths[-1]) is cache.get(paths[-1])        # the recent ones stay cached
    huge = tmp_path / "huge.urdf"
    huge.write_text(urdf("huge", 3, pad=400_000))
    assert cache.get(str(huge)) is cache.get(str(huge))         # one file larger than the cap: kept alone
    assert len(cache) == 1
