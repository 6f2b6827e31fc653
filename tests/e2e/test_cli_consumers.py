"""`urdf-ls check --target T` with the consumer installed: each message the consumer prints becomes a
diagnostic on the element it concerns, on a file where the consumer really fails, and nothing is reported on
its near miss, which the consumer loads.  The static rules' verdict on the same files is held to the real one.
MuJoCo, pybullet and Drake come from PyPI (the test extra); sdformat is Debian's, through a `gz` stand-in on
PATH that runs tests/oracles/sdf_of_urdf.cc (what `gz sdf -p` prints)."""
import json
import os

import pytest

from tests.helpers.consumer_robots import LIMIT, arm, at, check, link, mesh, robot, write
from tests.helpers.target_oracles import _need_module, oracle_binary


def diagnostics(path, target, *more):
    status, out, err = check(path, "--target", target, "--format", "json", *more)
    assert status in (0, 1), err
    return status, json.loads(out)


def coded(found, code):
    return [d for d in found if d["code"] == code]


@pytest.fixture(params=["mujoco"])
def mujoco(request):
    _need_module("mujoco")
    return request.param


# ------------------------------------------------------------------ MuJoCo
MUJOCO_CASES = {
    # name: (the robot, meshes to create, the text the failure is on, what MuJoCo's message holds)
    "meshdir before a filename that holds it": (
        robot(link("base", 1, mesh("collision", "meshes/t.stl")), arm(),
              head='<mujoco><compiler meshdir="meshes"/></mujoco>\n'),
        ["meshes/t.stl"], "meshes/t.stl", "meshes/meshes/t.stl"),
    "a visual mesh opened under discardvisual=false": (
        robot(link("base", 1, mesh("visual", "gone.stl")), arm(),
              head='<mujoco><compiler discardvisual="false"/></mujoco>\n'),
        [], "gone.stl", "Error opening file"),
    "package:// in a collision mesh": (
        robot(link("base", 1, mesh("collision", "package://r/t.stl")), arm()), ["t.stl"], "package://r/t.stl",
        "package:/r/t.stl"),
    "two materials in a visual": (
        robot(link("base", 1, '<visual><geometry><box size="1 1 1"/></geometry><material name="a">'
                              '<color rgba="1 0 0 1"/></material><material name="b"/></visual>'), arm()),
        [], "b", "repeated element: 'material'"),      # (on the second one: its name)
    "a moving link without mass": (robot(link("base"), arm(mass=None)), [], "arm", "mjMINVAL"),
}
MUJOCO_NEAR_MISSES = {
    "meshdir before a filename that holds it": (
        robot(link("base", 1, mesh("collision", "t.stl")), arm(), head='<mujoco><compiler meshdir="meshes"/>'
                                                                        '</mujoco>\n'), ["meshes/t.stl"]),
    "a visual mesh opened under discardvisual=false": (robot(link("base", 1, mesh("visual", "gone.stl")), arm()), []),
    "package:// in a collision mesh": (robot(link("base", 1, mesh("collision", "t.stl")), arm()), ["t.stl"]),
    "two materials in a visual": (
        robot(link("base", 1, '<visual><geometry><box size="1 1 1"/></geometry><material name="a">'
                              '<color rgba="1 0 0 1"/></material></visual>'), arm()), []),
    "a moving link without mass": (robot(link("base"), arm(mass=1)), []),
}


@pytest.mark.parametrize("case", sorted(MUJOCO_CASES))
def test_mujoco_refusal_is_on_the_element_it_concerns_and_the_static_rules_agree(tmp_path, mujoco, case):
    text, meshes, on, quoted = MUJOCO_CASES[case]
    path = write(str(tmp_path), text, meshes=meshes)
    status, found = diagnostics(path, "mujoco")
    failed = coded(found, "mujoco-load-failed")
    assert status == 1 and len(failed) == 1, found
    assert at(text, failed[0]) == on and quoted in failed[0]["message"]
    assert failed[0]["message"].startswith("mujoco: MuJoCo refuses the file: \"")
    static = diagnostics(path, "mujoco", "--static")[1]
    assert [d for d in static if d["code"].startswith("mujoco-") and d["severity"] == 1], static


@pytest.mark.parametrize("case", sorted(MUJOCO_NEAR_MISSES))
def test_mujoco_loads_the_near_miss_and_neither_answer_reports_a_refusal(tmp_path, mujoco, case):
    text, meshes = MUJOCO_NEAR_MISSES[case]
    path = write(str(tmp_path), text, meshes=meshes)
    status, found = diagnostics(path, "mujoco")
    assert not [d for d in found if d["code"].startswith("mujoco-") and d["severity"] == 1], found
    static = diagnostics(path, "mujoco", "--static")[1]
    assert not [d for d in static if d["code"].startswith("mujoco-") and d["severity"] == 1], static


def test_mujoco_warning_goes_on_the_geometry_it_names(tmp_path, mujoco):
    body = '<collision name="c"><geometry><sphere radius="0.1"/></geometry></collision>'
    text = robot(link("base", 1, body + body), arm())
    status, found = diagnostics(write(str(tmp_path), text), "mujoco")
    warned = coded(found, "mujoco-load-warning")
    assert status == 0 and len(warned) == 1 and at(text, warned[0]) == "c"
    assert "duplicate name 'c'" in warned[0]["message"]


def test_the_preflight_says_who_answered(tmp_path, mujoco):
    path = write(str(tmp_path), robot(link("base"), arm()))
    out = check(path, "--target", "mujoco,kdl")[1]
    assert "preflight for mujoco (answered by MuJoCo (the mujoco Python package), run on the file (it loads " \
           "it))" in out
    assert "preflight for kdl (answered by the static rules: KDL is not run by urdf-ls)" in out
    assert "preflight for mujoco (answered by the static rules (--static))" in check(path, "--target", "mujoco",
                                                                                     "--static")[1]


def test_mujoco_report_shows_the_merge_and_warns_where_it_moves_the_centre_of_mass(tmp_path, mujoco):
    tool = link("tool0", 0.2) + '\n<joint name="fix" type="fixed"><parent link="arm"/><child link="tool0"/>' \
                                '<origin xyz="0 0 0.1"/></joint>'
    text = robot(link("base", 2), arm(), tool)
    path = write(str(tmp_path), text)
    status, out, err = check(path, "--target", "mujoco", "--report", "--format", "json")
    result = json.loads(out)
    differs = coded(result["diagnostics"], "mujoco-model-differs")
    assert len(differs) == 1 and at(text, differs[0]) == "arm"
    assert "merges 'tool0' into 'arm'" in differs[0]["message"] and "16.7 mm" in differs[0]["message"]
    report, = result["reports"]
    fates = {b["name"]: (b["fate"], b["into"]) for b in report["bodies"]}
    assert fates == {"base": ("merged", "world"), "arm": ("kept", None), "tool0": ("merged", "arm")}
    kept = next(b for b in report["bodies"] if b["name"] == "arm")
    assert kept["mass"] == pytest.approx(1.2) and kept["comShift"] == pytest.approx(0.2 * 0.1 / 1.2)
    assert {j["name"]: j["type"] for j in report["joints"]} == {"j": "hinge", "fix": None}
    text_out = check(path, "--target", "mujoco", "--report")[1]
    assert "what mujoco made of it:" in text_out and "tool0 -> arm (0.2 kg)" in text_out


# ------------------------------------------------------------------ pybullet
def test_pybullet_refusal_names_the_mesh_line_and_the_near_miss_loads(tmp_path):
    _need_module("pybullet")
    text = robot(link("base", 1, mesh("collision", "meshes/gone.stl")), arm())
    path = write(str(tmp_path), text)
    status, found = diagnostics(path, "pybullet")
    failed, warned = coded(found, "pybullet-load-failed"), coded(found, "pybullet-load-warning")
    assert status == 1 and len(failed) == 1 and at(text, failed[0]) == "meshes/gone.stl"
    assert "Cannot load URDF file." in failed[0]["message"] and "Link: base" in failed[0]["message"]
    assert [at(text, w) for w in warned] == ["meshes/gone.stl"] and "cannot find 'meshes/gone.stl'" in \
        warned[0]["message"]
    write(str(tmp_path), text, meshes=["meshes/gone.stl"])
    status, found = diagnostics(path, "pybullet")
    assert status == 0 and not [d for d in found if d["code"].startswith("pybullet-load")]


def test_pybullet_default_mass_is_said_once_by_pybullet_itself(tmp_path):
    _need_module("pybullet")
    text = robot(link("base"), arm(mass=None))
    status, found = diagnostics(write(str(tmp_path), text), "pybullet")
    said = [d for d in found if d["code"].startswith("pybullet-")]
    assert [(d["code"], at(text, d)) for d in said] == [("pybullet-load-warning", "arm")]
    assert "No inertial data for link, using mass=1" in said[0]["message"]


# ------------------------------------------------------------------ Drake
def test_drake_refuses_an_undefined_material_on_its_line_and_loads_a_defined_one(tmp_path):
    _need_module("pydrake")
    visual = '<visual><geometry><box size="1 1 1"/></geometry><material name="steel"/></visual>'
    text = robot(link("base", 1, visual), arm())
    path = write(str(tmp_path), text)
    status, found = diagnostics(path, "drake")
    failed = coded(found, "drake-load-failed")
    assert status == 1 and len(failed) == 1 and at(text, failed[0]) == "steel"
    assert "Material 'steel' not previously defined" in failed[0]["message"]
    defined = robot('<material name="steel"><color rgba="0.5 0.5 0.5 1"/></material>', link("base", 1, visual),
                    arm())
    status, found = diagnostics(write(str(tmp_path), defined), "drake")
    assert status == 0 and not coded(found, "drake-load-failed")


def test_drake_is_given_the_packages_urdf_ls_finds(tmp_path):
    _need_module("pydrake")
    pkg = tmp_path / "ws" / "r_description"
    (pkg / "meshes").mkdir(parents=True)
    (pkg / "package.xml").write_text("<package><name>r_description</name></package>")
    text = robot(link("base", 1, mesh("collision", "package://r_description/meshes/t.obj")), arm())
    path = write(str(pkg), text, name="r.urdf", meshes=["meshes/t.obj"])
    status, found = diagnostics(path, "drake")
    assert status == 0 and not coded(found, "drake-load-failed"), found
    gone = text.replace("r_description/meshes", "elsewhere/meshes")
    status, found = diagnostics(write(str(pkg), gone), "drake")
    failed = coded(found, "drake-load-failed")
    assert status == 1 and at(gone, failed[0]) == "package://elsewhere/meshes/t.obj"
    assert "unknown package 'elsewhere'" in failed[0]["message"]


def test_drake_refuses_an_stl_collision_mesh_on_its_filename(tmp_path):
    _need_module("pydrake")
    text = robot(link("base", 1, mesh("collision", "t.stl")), arm())
    status, found = diagnostics(write(str(tmp_path), text, meshes=["t.stl"]), "drake")
    failed = coded(found, "drake-load-failed")
    assert status == 1 and at(text, failed[0]) == "t.stl" and "unsupported extension '.stl'" in failed[0]["message"]


# ------------------------------------------------------------------ sdformat (gz sdf -p)
@pytest.fixture
def gz(tmp_path):
    """a `gz` on PATH whose `sdf -p FILE` prints what libsdformat makes of the file (Debian's, built once)"""
    program = oracle_binary("sdf_of_urdf")
    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / "gz").write_text('#!/bin/sh\n[ "$1" = sdf ] && [ "$2" = -p ] || exit 2\nexec "%s" "$3"\n' % program)
    (folder / "gz").chmod(0o755)
    return dict(os.environ, PATH="%s:%s" % (folder, os.environ.get("PATH", "")))


def test_sdformat_refusal_goes_on_the_joint_it_names_and_the_near_miss_loads(tmp_path, gz):
    text = robot(link("base"), link("arm"), '<joint name="j" type="revolute"><parent link="base"/>'
                                            '<child link="arm"/><axis xyz="0 0 1"/></joint>')
    path = write(str(tmp_path), text)
    status, out, err = check(path, "--target", "gazebo", "--format", "json", env=gz)
    failed = coded(json.loads(out), "gazebo-load-failed")
    assert status == 1 and len(failed) == 1 and at(text, failed[0]) == "j"
    assert "does not specify limits" in failed[0]["message"]
    fixed = text.replace('<axis xyz="0 0 1"/>', LIMIT)
    status, out, err = check(write(str(tmp_path), fixed), "--target", "gazebo", "--format", "json", env=gz)
    assert not coded(json.loads(out), "gazebo-load-failed")


def test_a_2_gb_mesh_makes_a_diagnostic_on_the_mesh_not_an_out_of_memory(tmp_path, mujoco):
    big = tmp_path / "big.obj"
    with open(big, "wb") as f:           # (sparse: 2 GB that take no disk)
        f.truncate(2 * 2 ** 30 + 1)
    text = robot(link("base", 1, mesh("collision", "big.obj")), arm())
    status, found = diagnostics(write(str(tmp_path), text), "mujoco")
    failed = coded(found, "mujoco-load-failed")
    assert status == 1 and len(failed) == 1 and at(text, failed[0]) == "big.obj"
    assert "File size over 2GB is not supported" in failed[0]["message"]
