"""What a `urdf-ls check` run does differently from the server for speed, and that it changes no result:
mesh lookups remembered for the run, the collector run between files, the binary-data ratio counted fast."""
import gc
import random

from tests.helpers.controller_package import unknown_joints_package
from tests.helpers.examples import examples
from urdf_ls.cli.check import Checker
from urdf_ls.text import guard
from urdf_ls.workspace.packages import Packages

ROBOT = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="m.stl"/></geometry></visual>'
         '<collision><geometry><mesh filename="m.stl"/></geometry></collision></link></robot>')


def test_a_server_looks_at_the_disk_each_time(tmp_path):
    p = Packages()
    mesh = tmp_path / "m.stl"
    assert not p.exists(str(mesh))
    mesh.write_text("solid m\nendsolid m\n")
    assert p.exists(str(mesh))


def test_a_run_remembers_mesh_lookups_until_invalidated(tmp_path):
    p = Packages()
    p.files_stable = True
    mesh, doc = tmp_path / "m.stl", str(tmp_path / "r.urdf")
    assert p.resolve("m.stl", doc) == (str(mesh), None)
    assert not p.exists(str(mesh))
    mesh.write_text("solid m\nendsolid m\n")
    assert not p.exists(str(mesh))      # (no file changes during a run)
    p.invalidate()
    assert p.exists(str(mesh))


def test_a_run_answers_from_the_folders_it_looked_at_as_the_disk_does(tmp_path, monkeypatch):
    """a file in a folder that does not exist is missing without a look of its own; references resolve per
    folder (the documents of one folder share the answer, another folder gets its own)"""
    import os
    (tmp_path / "meshes").mkdir()
    (tmp_path / "meshes" / "a.stl").write_text("solid a\nendsolid a\n")
    monkeypatch.chdir(tmp_path)
    p = Packages()
    p.files_stable = True
    paths = [str(tmp_path / x) for x in ("meshes/a.stl", "meshes/b.stl", "gone/a.stl", "gone/b.stl",
                                         "meshes/a.stl/x", "gone/../meshes/a.stl", "meshes", "meshes/")]
    paths += ["meshes/a.stl", "a.stl", "gone/a.stl"]
    assert [p.exists(x) for x in paths] == [os.path.exists(x) for x in paths] == \
        [True, False, False, False, False, False, True, True, True, False, False]
    one, other = str(tmp_path / "r.urdf"), str(tmp_path / "meshes" / "r.urdf")
    assert p.resolve("m.stl", one) == p.resolve("m.stl", str(tmp_path / "s.urdf")) == (str(tmp_path / "m.stl"), None)
    assert p.resolve("m.stl", other) == (str(tmp_path / "meshes" / "m.stl"), None)


def test_check_reports_a_mesh_missing_twice_and_then_found(tmp_path):
    robot = tmp_path / "r.urdf"
    robot.write_text(ROBOT)
    ck = Checker([str(tmp_path)], {}, [], [], "text")
    rendered = ck.checked(str(robot)).rendered
    assert rendered.count("mesh-not-found") == 1 and "m.stl; referenced at 1 more place" in rendered
    (tmp_path / "m.stl").write_text("solid m\nendsolid m\n")
    assert Checker([str(tmp_path)], {}, [], [], "text").checked(str(robot)).count == 0


def test_checked_leaves_the_collector_as_it_found_it(tmp_path):
    robot = tmp_path / "r.urdf"
    robot.write_text(ROBOT)
    ck = Checker([], {}, [], [], "json")
    assert gc.isenabled()
    ck.checked(str(robot))
    assert gc.isenabled()
    gc.disable()
    try:
        ck.checked(str(robot))
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_binary_ratio_of_ascii_and_other_text_is_the_regular_expressions():
    rnd = random.Random(7)
    alphabet = [chr(i) for i in range(128)] + ["\ufffd", "é", "\u2028"]
    for _ in range(examples(3000)):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 40))) * rnd.choice((1, 300))
        sample = text[:8192]
        want = len(guard._SUSPECT.findall(sample)) / len(sample) if sample else 0.0
        assert guard._binary_ratio(text) == want


def test_remembered_suggestions_are_difflibs_and_only_for_the_vocabulary():
    """did_you_mean remembers its answers for the vocabulary's name sets (tuples), not for a document's names"""
    import difflib

    from urdf_ls.vocabulary import schema, suggest
    sets = [tuple(schema.ELEMENTS["link"].children), ("box", "cylinder", "sphere", "mesh"), tuple(schema.JOINT_TYPES)]
    for word in ("revolut", "origen", "visaul", "box", "zzzz", "cylindre", "mesh"):
        for names in sets:
            expected = (difflib.get_close_matches(word, list(names), n=1, cutoff=0.6) or [None])[0]
            assert suggest.did_you_mean(word, names) == suggest.did_you_mean(word, names) == expected
    remembered = len(suggest._known)
    links = ["link_%d" % i for i in range(300)]
    assert suggest.did_you_mean("link_1O", links) == suggest.did_you_mean("link_1O", links[:50]) == "link_1"
    assert len(suggest._known) == remembered


HEAVY_LINK = ('<link name="heavy"><inertial><mass value="5000"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" '
              'izz="1"/></inertial><collision><geometry><box size="0.1 0.1 0.1"/></geometry></collision></link>')


def test_a_run_measures_a_link_its_files_repeat_once_per_folder(tmp_path, monkeypatch):
    """the physics of a link that a later file writes byte for byte is taken over with its chunk, per folder (its
    meshes resolve from there), and says what a check of each file alone says"""
    from urdf_ls.rules import physics
    files = []
    for folder, name in (("a", "one"), ("a", "two"), ("b", "three")):
        (tmp_path / folder).mkdir(exist_ok=True)
        f = tmp_path / folder / (name + ".urdf")
        f.write_text('<robot name="%s">\n  %s\n  <link name="%s_extra"/>\n</robot>\n' % (name, HEAVY_LINK, name))
        files.append(str(f))
    alone = [Checker([], {}, [], [], "json").checked(f) for f in files]
    measured = []
    real = physics._measured
    monkeypatch.setattr(physics, "_measured", lambda link, *a: measured.append(link.get("name")) or real(link, *a))
    checker = Checker([], {}, [], [], "json")
    assert [checker.checked(f) for f in files] == alone
    assert "density-implausible" in alone[1].rendered
    assert measured.count("heavy") == 2     # (folder a once, folder b once)



def test_a_controller_file_s_results_share_one_line_count(tmp_path):
    """each result of a controller file counted the text's lines from its start again: 60,000 unknown joints took
    17-34 s, growing with the square of their number (issue #39)"""
    pkg = unknown_joints_package(tmp_path, 500)
    found, _ = Checker([str(pkg)], {}, [], [], "text").found(str(pkg / "urdf" / "r.urdf"))
    positions = {id(lines) for where, lines, d in found if where.endswith("controllers.yaml")}
    assert sum(where.endswith("controllers.yaml") for where, _l, _d in found) == 500 and len(positions) == 1
