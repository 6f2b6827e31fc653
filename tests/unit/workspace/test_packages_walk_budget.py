"""The folder walks of one request (package paths, workspace folders) share one budget of folders and time
(#29): a package path that is a huge tree, or a symlink to /, leaves the others what it did not use instead
of taking the whole budget again for each."""
from urdf_ls.workspace import packages
from urdf_ls.workspace.packages import Packages


def test_the_walks_of_one_request_share_one_budget(tmp_path, monkeypatch):
    """a second huge tree gets what the first left of the budget, not a budget of its own"""
    for name in ("a", "b"):
        for i in range(30):
            (tmp_path / name / ("d%d" % i)).mkdir(parents=True)
    monkeypatch.setattr(packages, "SCAN_DIRS", 40)
    p = Packages(package_paths=(str(tmp_path / "a"), str(tmp_path / "b")))
    visited = []
    real = packages.os.walk

    def walk(top, *a, **k):
        for step in real(top, *a, **k):
            visited.append(step[0])
            yield step
    monkeypatch.setattr(packages.os, "walk", walk)
    assert p.find("nothing_like_it") is None
    assert len(visited) <= 40 + 2, len(visited)      # (each walk reads one folder past the budget)
