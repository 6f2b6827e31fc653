"""Each target rule against the consumer it speaks for: the consumer really does what the message says, on the
file where the rule fires, and does not where the rule is silent."""
import os

import pytest

from tests.helpers.target_oracles import drake_load, kdl_of, mujoco_load, pybullet_load, sdf_of
from urdf_ls.document.document import Document
from urdf_ls.workspace.workspace import Workspace

INERTIAL = ('<inertial><mass value="%s"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/>'
            '</inertial>')
LIMIT = '<axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/>'


def link(name, mass=1, body=""):
    return '<link name="%s">%s%s</link>' % (name, INERTIAL % mass if mass is not None else "", body)


def joint(name, kind, parent, child, extra=""):
    return ('<joint name="%s" type="%s"><parent link="%s"/><child link="%s"/>%s%s</joint>'
            % (name, kind, parent, child, LIMIT if kind in ("revolute", "prismatic") else "", extra))


def robot(*parts):
    return '<?xml version="1.0"?>\n<robot name="r">\n' + "\n".join(parts) + "\n</robot>\n"


def write(tmp_path, text, targets):
    """the robot in a project whose urdf-ls.toml names the targets (the setting as users write it)"""
    proj = tmp_path / "proj"
    (proj / "urdf").mkdir(parents=True, exist_ok=True)
    (proj / "urdf-ls.toml").write_text("targets = [%s]\n" % ", ".join('"%s"' % t for t in targets))
    path = proj / "urdf" / "r.urdf"
    path.write_text(text)
    return str(path)


def codes(path):
    """{code: [messages]} urdf-ls reports for the file with its project's settings"""
    ws = Workspace([os.path.dirname(os.path.dirname(path))])
    doc = Document(open(path).read(), path, ws)
    out = {}
    for d in doc.diagnostics():
        out.setdefault(d.code.value, []).append(d.message)
    return out


# ------------------------------------------------------------------ gazebo
def test_gazebo_drops_a_massless_link_and_what_hangs_below_it(tmp_path):
    path = write(tmp_path, robot(link("base"), link("tool", None), joint("j1", "revolute", "base", "tool"),
                                 link("tip"), joint("j2", "revolute", "tool", "tip"),
                                 link("light", 1e-7), joint("j3", "revolute", "base", "light")), ["gazebo"])
    found = codes(path)["gazebo-link-dropped"]
    assert len(found) == 2 and "'tool'" in found[0] and "'tip'" in found[0] and "'light'" in found[1]
    assert sdf_of(path)[1] == ["base"]


def test_gazebo_keeps_a_massless_link_that_a_massive_one_is_lumped_into(tmp_path):
    path = write(tmp_path, robot(link("base"), link("carrier", None), joint("j1", "revolute", "base", "carrier"),
                                 link("weight"), joint("fix", "fixed", "carrier", "weight")), ["gazebo"])
    assert "gazebo-link-dropped" not in codes(path)
    assert sdf_of(path)[1] == ["base", "carrier"]


def test_gazebo_drops_a_massless_root_of_moving_joints_with_the_whole_robot(tmp_path):
    path = write(tmp_path, robot(link("base", None), link("arm"), joint("j", "revolute", "base", "arm")), ["gazebo"])
    assert "'arm'" in codes(path)["gazebo-link-dropped"][0]
    assert sdf_of(path)[1] == []


def test_gazebo_stops_at_a_massless_lumped_link_and_loses_what_moves_below_it(tmp_path):
    path = write(tmp_path, robot(link("base"), link("mount", None), joint("m", "fixed", "base", "mount"),
                                 link("arm"), joint("j", "revolute", "mount", "arm"),
                                 link("hand"), joint("h", "revolute", "arm", "hand")), ["gazebo"])
    message, = codes(path)["gazebo-link-dropped"]
    assert "lumps link 'mount'" in message and "'arm', 'hand'" in message
    assert sdf_of(path)[1] == ["base"]
    weighted = write(tmp_path, robot(link("base"), link("mount", 1e-3), joint("m", "fixed", "base", "mount"),
                                     link("arm"), joint("j", "revolute", "mount", "arm")), ["gazebo"])
    assert "gazebo-link-dropped" not in codes(weighted)
    assert sdf_of(weighted)[1] == ["base", "arm"]


SENSOR = '<gazebo reference="camera"><sensor name="cam" type="camera"><update_rate>5</update_rate></sensor></gazebo>'


def test_gazebo_moves_the_sensor_of_a_lumped_link_to_its_parent(tmp_path):
    path = write(tmp_path, robot(link("base"), link("camera", None), joint("cj", "fixed", "base", "camera"), SENSOR),
                 ["gazebo"])
    message, = codes(path)["gazebo-lumped-extension"]
    assert "'camera' into 'base'" in message and "preserveFixedJoint" in message
    _, links, sensors = sdf_of(path)
    assert links == ["base"] and sensors == {"cam": "base"}


def test_gazebo_keeps_a_preserved_fixed_joint_and_its_sensor(tmp_path):
    keep = '<gazebo reference="cj"><preserveFixedJoint>true</preserveFixedJoint></gazebo>'
    path = write(tmp_path, robot(link("base"), link("camera", 0.01), joint("cj", "fixed", "base", "camera"), SENSOR,
                                 keep), ["gazebo"])
    assert not {"gazebo-lumped-extension", "gazebo-link-dropped"} & set(codes(path))
    _, links, sensors = sdf_of(path)
    assert links == ["base", "camera"] and sensors == {"cam": "camera"}


# ------------------------------------------------------------------ kdl
def test_kdl_ignores_the_root_inertia_and_says_so(tmp_path):
    path = write(tmp_path, robot(link("base", 3), link("arm"), joint("j", "revolute", "base", "arm")), ["kdl"])
    assert "'base'" in codes(path)["kdl-root-inertia"][0]
    segments, printed = kdl_of(path)
    assert segments["base"][1] == 0 and segments["arm"][1] == 1
    assert "KDL does not support a root link with an inertia" in printed


def test_kdl_is_silent_on_a_massless_root_and_keeps_its_masses(tmp_path):
    path = write(tmp_path, robot(link("base", None), link("body", 3), joint("f", "fixed", "base", "body")), ["kdl"])
    assert "kdl-root-inertia" not in codes(path)
    segments, printed = kdl_of(path)
    assert segments["body"][1] == 3 and "root link" not in printed


@pytest.mark.parametrize("kind", ["floating", "planar"])
def test_kdl_makes_floating_and_planar_joints_fixed(tmp_path, kind):
    path = write(tmp_path, robot(link("base", None), link("free"), joint("j", kind, "base", "free")), ["kdl"])
    assert "'j'" in codes(path)["kdl-joint-fixed"][0]
    segments, printed = kdl_of(path)
    assert segments["free"][0] == "Fixed" and "into a fixed joint" in printed


# ------------------------------------------------------------------ mujoco
def test_mujoco_refuses_a_moving_massless_body(tmp_path):
    path = write(tmp_path, robot(link("base"), link("tool", None), joint("j", "revolute", "base", "tool")),
                 ["mujoco"])
    assert "'tool'" in codes(path)["mujoco-massless-body"][0]
    assert "mass and inertia of moving bodies" in mujoco_load(path)["error"]


def test_mujoco_takes_a_massless_moving_link_that_a_fixed_child_gives_mass(tmp_path):
    path = write(tmp_path, robot(link("base"), link("tool", None), joint("j", "revolute", "base", "tool"),
                                 link("weight"), joint("f", "fixed", "tool", "weight")), ["mujoco"])
    assert "mujoco-massless-body" not in codes(path)
    assert "tool" in mujoco_load(path)["bodies"]


def test_mujoco_refuses_a_floating_joint_below_the_top_and_takes_one_at_the_top(tmp_path):
    deep = write(tmp_path, robot(link("base"), link("arm"), joint("j", "revolute", "base", "arm"), link("free"),
                                 joint("fj", "floating", "arm", "free")), ["mujoco"])
    assert "'fj'" in codes(deep)["mujoco-free-joint"][0]
    assert "free joint can only be used on top level" in mujoco_load(deep)["error"]
    top = write(tmp_path, robot(link("base"), link("free"), joint("fj", "floating", "base", "free")), ["mujoco"])
    assert "mujoco-free-joint" not in codes(top)
    assert mujoco_load(top)["joints"] == {"fj": 0}      # mjJNT_FREE


@pytest.mark.parametrize("inertia, refusal", [
    ('ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="3"', "inertia must satisfy A + B >= C"),
    ('ixx="1" ixy="2" ixz="0" iyy="1" iyz="0" izz="1"', "inertia must have positive eigenvalues"),
])
def test_mujoco_refuses_an_inertia_no_body_has(tmp_path, inertia, refusal):
    bad = link("arm").replace('ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"', inertia)
    path = write(tmp_path, robot(link("base"), bad, joint("j", "revolute", "base", "arm")), ["mujoco"])
    assert "'arm'" in codes(path)["mujoco-inertia-invalid"][0]
    assert refusal in mujoco_load(path)["error"]
    fine = write(tmp_path, robot(link("base"), link("arm").replace('izz="1"', 'izz="2"'),
                                 joint("j", "revolute", "base", "arm")), ["mujoco"])
    assert "mujoco-inertia-invalid" not in codes(fine) and "error" not in mujoco_load(fine)


def _mesh_robot(filename, where="collision"):
    return robot(link("base", 1, '<%s><geometry><mesh filename="%s"/></geometry></%s>' % (where, filename, where)))


def test_mujoco_fails_on_package_uris_and_on_meshes_it_cannot_decode(tmp_path):
    mesh_dir = tmp_path / "proj" / "urdf" / "meshes"
    mesh_dir.mkdir(parents=True)
    (mesh_dir / "part.dae").write_text("<COLLADA/>")
    (mesh_dir / "part.stl").write_text("solid part\nendsolid part\n")
    path = write(tmp_path, _mesh_robot("package://r/meshes/part.stl"), ["mujoco"])
    assert "mujoco-package-uri" in codes(path)
    assert "Error opening file 'package:/" in mujoco_load(path)["error"]
    path = write(tmp_path, _mesh_robot("meshes/part.dae"), ["mujoco"])
    assert "'part.dae'" in codes(path)["mujoco-mesh-format"][0]
    assert "no decoder found for mesh file" in mujoco_load(path)["error"]
    path = write(tmp_path, _mesh_robot("meshes/part.dae", "visual"), ["mujoco"])   # (visuals are discarded)
    assert not {"mujoco-mesh-format", "mujoco-package-uri"} & set(codes(path))
    assert "error" not in mujoco_load(path)


def test_mujoco_honours_mimic_and_inertial_rotation_so_no_rule_claims_otherwise(tmp_path):
    rotated = link("arm").replace('<mass', '<origin rpy="0.5 0 0"/><mass')
    path = write(tmp_path, robot(link("base"), rotated, joint("a", "revolute", "base", "arm"), link("b2"),
                                 joint("b", "revolute", "arm", "b2", '<mimic joint="a" multiplier="2"/>')),
                 ["mujoco"])
    assert not [c for c in codes(path) if c.startswith("mujoco-")]
    assert mujoco_load(path)["neq"] == 1


# ------------------------------------------------------------------ pybullet
def test_pybullet_gives_a_link_without_inertial_one_kilogram(tmp_path):
    path = write(tmp_path, robot(link("base", 5), link("sensor", None), joint("f", "fixed", "base", "sensor"),
                                 link("arm", 2), joint("j", "revolute", "base", "arm")), ["pybullet"])
    found = codes(path)["pybullet-default-mass"]
    assert len(found) == 1 and "'sensor'" in found[0]
    assert pybullet_load(path)["mass"] == {"base": 5, "sensor": 1, "arm": 2}


def test_pybullet_makes_a_floating_joint_fixed_and_keeps_a_planar_one(tmp_path):
    path = write(tmp_path, robot(link("base"), link("free"), joint("fj", "floating", "base", "free"), link("slide"),
                                 joint("pj", "planar", "base", "slide")), ["pybullet"])
    found = codes(path)["pybullet-joint-fixed"]
    assert len(found) == 1 and "'fj'" in found[0]
    assert pybullet_load(path)["joint_type"] == {"fj": 4, "pj": 3}    # JOINT_FIXED, JOINT_PLANAR


# ------------------------------------------------------------------ drake
def test_drake_leaves_the_child_of_a_floating_joint_free(tmp_path):
    path = write(tmp_path, robot(link("base"), link("free"), joint("fj", "floating", "base", "free"), link("arm"),
                                 joint("j", "revolute", "base", "arm")), ["drake"])
    message, = codes(path)["drake-floating-joint"]
    assert "'fj'" in message
    loaded, warned = drake_load(path)
    assert "fj" not in loaded["joints"] and loaded["joints"]["free"] == ["quaternion_floating", "world", "free"]
    assert "Leaving 'free' as a free body" in warned and loaded["joints"]["j"][0] == "revolute"


TRANSMISSION = ('<transmission name="t"><type>%s</type><joint name="%s"><hardwareInterface>EffortJointInterface'
                '</hardwareInterface></joint>%s</transmission>')
ACTUATOR = '<actuator name="motor"><mechanicalReduction>1</mechanicalReduction></actuator>'


@pytest.mark.parametrize("kind, joint_name, actuator, code, drake_says", [
    ("transmission_interface/SimpleTransmission", "j", "", "drake-transmission-invalid",
     "Transmission is missing an actuator element"),
    ("transmission_interface/SimpleTransmission", "gone", ACTUATOR, "drake-transmission-invalid",
     "Transmission specifies joint 'gone' which does not exist"),
    ("transmission_interface/DifferentialTransmission", "j", "", "drake-transmission-ignored",
     "Drake only supports 'SimpleTransmission'"),
    ("transmission_interface/SimpleTransmission", "j", ACTUATOR, None, None),
])
def test_drake_reads_only_simple_transmissions_and_refuses_broken_ones(tmp_path, kind, joint_name, actuator, code,
                                                                        drake_says):
    path = write(tmp_path, robot(link("base"), link("arm"), joint("j", "revolute", "base", "arm"),
                                 TRANSMISSION % (kind, joint_name, actuator)), ["drake"])
    found = [c for c in codes(path) if c.startswith("drake-")]
    loaded, warned = drake_load(path)
    if code is None:
        assert found == [] and "error" not in loaded and "transmission" not in warned.lower()
        return
    assert found == [code]
    said = loaded.get("error", "") + warned
    assert drake_says in said
    assert ("error" in loaded) == (code == "drake-transmission-invalid")


# ------------------------------------------------------------------ no target, no change
def test_without_targets_nothing_is_reported(tmp_path):
    path = write(tmp_path, robot(link("base", 3), link("tool", None), joint("j", "floating", "base", "tool")), [])
    assert not [c for c in codes(path) if c.split("-")[0] in ("kdl", "gazebo", "mujoco", "pybullet", "drake", "isaac")]
