"""The search for an SRDF's URDF by robot name (workspace/srdf_target.py) on hostile workspaces (issue #39): a
file head of repeated `<robot ` made the name pattern backtrack (1.5 s a file; 40 files in a folder: 28-41 s,
the budget checked only between folders); a junk folder sorting first spent the folder budget before the real
urdf/ folder was seen.  The likely places (the SRDF's own package, the packages its package.xml depends on) are
searched first, and the budget holds inside a folder."""
import pytest

from tests.helpers.bounded import bounded
from urdf_ls.workspace import srdf_target
from urdf_ls.workspace.files import FileCache
from urdf_ls.workspace.srdf_target import HEAD_BYTES, robot_name_of
from urdf_ls.workspace.workspace import Workspace

HOSTILE_HEADS = [
    "<robot " * (HEAD_BYTES // 7),
    "<robot name " * (HEAD_BYTES // 12),
    "<robot name=\"x" * (HEAD_BYTES // 14),
    '<robot name="$(arg n)">' + "<xacro:arg name=\"n\" " * (HEAD_BYTES // 20),
    '<robot name="$(arg n)">' + "<xacro:arg " * (HEAD_BYTES // 11),
    "<robot" + " " * HEAD_BYTES,
]


@pytest.mark.parametrize("head", HOSTILE_HEADS)
def test_the_robot_name_pattern_is_linear_on_a_hostile_head(head):
    with bounded(2.0):
        for _ in range(20):      # (each took up to 1.5 s)
            robot_name_of(head)


@pytest.mark.parametrize("text, name", [
    ('<?xml version="1.0"?>\n<robot name="panda">', "panda"),
    ("<robot xmlns:xacro='x' name = 'ur5' >", "ur5"),
    ('<robot name="$(arg name)"><xacro:arg name="name" default="ur"/>', "ur"),
    ('<robot <robot name="r">', "r"),
    ('<robot a="1"\n  name="two_lines">', "two_lines"),
    ('<robotic name="no">', None),
])
def test_literal_robot_names_are_still_read(text, name):
    assert robot_name_of(text) == name


def test_forty_hostile_files_in_one_folder_stay_within_the_budget(tmp_path):
    folder = tmp_path / "junk"
    folder.mkdir()
    for i in range(40):
        (folder / ("f%02d.urdf" % i)).write_text(HOSTILE_HEADS[0])
    with bounded(5.0):
        srdf_target._scan_robot_names(str(tmp_path), FileCache(), srdf_target.Budget())


def test_the_time_budget_holds_inside_a_folder(tmp_path, monkeypatch):
    """a folder of many files stops at the deadline, not after its last file"""
    for i in range(50):
        (tmp_path / ("f%02d.urdf" % i)).write_text('<robot name="r%d"/>' % i)
    clock = [0.0]

    class Ticking(FileCache):
        def head(self, path, n=2_000_000):
            clock[0] += 0.1      # each file read costs a tenth of the budget's second
            return super().head(path, n)
    monkeypatch.setattr(srdf_target.time, "monotonic", lambda: clock[0])
    found = srdf_target._scan_robot_names(str(tmp_path), Ticking(), srdf_target.Budget())
    assert 5 <= len(found.names) <= 11 and not found.complete


def _package(root, name, deps=(), robot=None):
    root.mkdir(parents=True)
    root.joinpath("package.xml").write_text("<package format=\"3\"><name>%s</name>%s</package>" % (
        name, "".join("<exec_depend>%s</exec_depend>" % d for d in deps)))
    if robot is not None:
        (root / "urdf").mkdir()
        (root / "urdf" / (robot + ".urdf")).write_text('<robot name="%s"><link name="base"/></robot>' % robot)


def test_the_likely_places_are_searched_before_a_junk_folder_that_sorts_first(tmp_path, monkeypatch):
    monkeypatch.setattr(srdf_target, "SCAN_DIRS", 60)
    junk = tmp_path / "aaa_junk"
    for i in range(100):
        (junk / ("d%03d" % i)).mkdir(parents=True)
    _package(tmp_path / "zz_robot_description", "zz_robot_description", robot="zz")
    _package(tmp_path / "zz_moveit_config", "zz_moveit_config", deps=["moveit_ros", "zz_robot_description"])
    srdf = tmp_path / "zz_moveit_config" / "config" / "zz.srdf"
    srdf.parent.mkdir()
    srdf.write_text('<robot name="zz"><group name="arm"/></robot>')
    ws = Workspace([str(tmp_path)])
    found = ws.srdf_targets.find(str(srdf), "zz", ws.folders, {})
    assert found.path == str(tmp_path / "zz_robot_description" / "urdf" / "zz.urdf")


def test_a_search_cut_short_says_so(tmp_path, monkeypatch):
    monkeypatch.setattr(srdf_target, "SCAN_DIRS", 10)
    for i in range(30):
        (tmp_path / ("d%03d" % i)).mkdir()
    ws = Workspace([str(tmp_path)])
    found = ws.srdf_targets.find(str(tmp_path / "x.srdf"), "nowhere", ws.folders, {})
    assert found.path is None and not found.complete


def test_the_no_urdf_message_says_when_the_search_was_cut(tmp_path, monkeypatch):
    from tests.helpers.moveit import session_diagnostics
    monkeypatch.setattr(srdf_target, "SCAN_DIRS", 10)
    for i in range(30):
        (tmp_path / ("d%03d" % i)).mkdir()
    srdf = tmp_path / "x.srdf"
    srdf.write_text('<robot name="nowhere"><group name="g"/></robot>')
    [d] = [d for d in session_diagnostics(srdf, [str(tmp_path)]) if d.code.value == "srdf-no-urdf"]
    assert "in the part of the workspace searched" in d.message
