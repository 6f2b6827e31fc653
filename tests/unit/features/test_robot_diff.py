"""The semantic robot diff (features.robot_model, diff_match, robot_diff, diff_parts): mutations of a robot
with known answers, and what must never be reported (layout, attribute order, comments, 1 vs 1.0, an
equivalent rpy, a frame rotated with its inertia)."""
import math
import re

import pytest

from urdf_ls.features.diff_report import change_dicts, render_text
from urdf_ls.features.robot_diff import robot_diff
from urdf_ls.features.robot_model import robot_model
from urdf_ls.syntax.scanner import parse
from urdf_ls.text.lines import Positions

from tests.helpers.robot_versions import ARM, SRDF

def model(text):
    return robot_model(parse(text).root, Positions(text))


def diff(old, new, mesh_same=None):
    return robot_diff(model(old), model(new), mesh_same)


def changed(old, new, **kw):
    """{(subject, name, what): Change}"""
    return {(c.subject, c.name, c.what): c for c in diff(old, new, **kw)}


def test_the_same_robot_has_no_changes():
    assert diff(ARM, ARM) == []


def test_what_no_consumer_sees_is_no_change():
    noise = (ARM.replace('<robot name="arm">', '<robot name="arm"><!-- a comment -->')
             .replace('value="2"', 'value="2.0"').replace('effort="35"', 'effort="3.5e1"')
             .replace('ixx="0.02" ixy="0"', 'ixy="0.0" ixx="0.020"')
             .replace('rpy="0 0 0"/><axis', 'rpy="0 0 6.283185307179586"/><axis')
             .replace('<parent link="upper"/>', '<parent   link="upper" />\n\n')
             .replace('<origin xyz="0 0 0.5"/>', '<origin xyz="0 0 0.5" rpy="0 0 0"/>')
             .replace('<param name="rate">100</param>', '<param name="rate">100.0</param>'))
    assert noise != ARM
    assert diff(ARM, noise) == []


def test_an_rpy_of_the_same_rotation_is_no_change():
    # roll = pitch = yaw = pi is the identity; (0, pi/2, 0) and (pi, pi/2, pi) are the same rotation
    same = ARM.replace('rpy="0 0 0"/><axis', 'rpy="%r %r %r"/><axis' % (math.pi, math.pi, math.pi))
    assert diff(ARM, same) == []
    a = ARM.replace('rpy="0 0 0"/><axis', 'rpy="0 1.5707963267948966 0"/><axis')
    b = ARM.replace('rpy="0 0 0"/><axis', 'rpy="%r 1.5707963267948966 %r"/><axis' % (math.pi, math.pi))
    assert diff(a, b) == []


def test_an_inertia_in_a_rotated_frame_that_is_the_same_body_is_no_change():
    rotated = ARM.replace('<inertial><origin xyz="0 0 0.1"/><mass value="2"/>\n'
                          '      <inertia ixx="0.02" ixy="0" ixz="0" iyy="0.03"',
                          '<inertial><origin xyz="0 0 0.1" rpy="0 0 1.5707963267948966"/><mass value="2"/>\n'
                          '      <inertia ixx="0.03" ixy="0" ixz="0" iyy="0.02"')
    assert rotated != ARM
    assert diff(ARM, rotated) == []
    swapped_only = ARM.replace('ixx="0.02" ixy="0" ixz="0" iyy="0.03"', 'ixx="0.03" ixy="0" ixz="0" iyy="0.02"')
    c = changed(ARM, swapped_only)[("link", "base", "inertia")]
    assert "ixx=0.02" in c.old and "ixx=0.03" in c.new and "+50%" in c.delta


def test_a_mass_ten_times_is_said_in_percent():
    c = changed(ARM, ARM.replace('<mass value="2"/>', '<mass value="20"/>'))[("link", "base", "mass")]
    assert (c.old, c.new, c.delta) == ("2 kg", "20 kg", "+900%")
    assert c.line == 5 - 1 and c.kind == "changed"


def test_a_flipped_axis_and_a_limit_in_degrees():
    new = ARM.replace('<axis xyz="0 0 1"/>', '<axis xyz="0 0 -1"/>').replace(
        'upper="1.5707963267948966"', 'upper="1.7453292519943295"')
    c = changed(ARM, new)
    assert c[("joint", "shoulder", "axis")].delta == "flipped"
    upper = c[("joint", "shoulder", "limit.upper")]
    assert (upper.old, upper.new, upper.delta) == ("90°", "100°", "+10°")
    assert len(c) == 2


def test_a_prismatic_limit_in_mm_and_a_moved_origin():
    new = ARM.replace('lower="0" upper="0.1"', 'lower="0" upper="0.125"').replace(
        '<origin xyz="0 0 0.5"/>', '<origin xyz="0.003 0 0.504"/>')
    c = changed(ARM, new)
    upper = c[("joint", "slide", "limit.upper")]
    assert (upper.old, upper.new, upper.delta) == ("100 mm", "125 mm", "+25 mm")
    moved = c[("joint", "elbow", "origin.xyz")]
    assert moved.delta == "moved 5 mm" and moved.new == "(3 0 504) mm"


def test_effort_and_velocity_in_their_units_with_percent():
    c = changed(ARM, ARM.replace('effort="35"', 'effort="50"'))[("joint", "shoulder", "limit.effort")]
    assert (c.old, c.new, c.delta) == ("35 N·m", "50 N·m", "+42.9%")


def test_renaming_every_link_and_joint_is_recognised_as_renames():
    renamed = ARM
    for name in ("base", "upper", "fore", "tool", "shoulder", "elbow", "slide"):
        renamed = renamed.replace('"%s"' % name, '"r_%s"' % name)
    changes = diff(ARM, renamed)
    assert {(c.subject, c.name, c.kind, c.old) for c in changes} == {
        ("link", "r_" + n, "renamed", n) for n in ("base", "upper", "fore", "tool")} | {
        ("joint", "r_" + n, "renamed", n) for n in ("shoulder", "elbow", "slide")}


def test_a_renamed_joint_keeps_its_ros2_control_interfaces():
    renamed = ARM.replace('"elbow"', '"elbow_joint"')
    assert [(c.subject, c.kind, c.old) for c in diff(ARM, renamed)] == [("joint", "renamed", "elbow")]


def test_a_rename_with_a_change_is_one_rename_and_the_change():
    new = ARM.replace('"fore"', '"forearm"').replace('<sphere radius="0.04"/>', '<sphere radius="0.05"/>')
    c = changed(ARM, new)
    assert c[("link", "forearm", "name")].old == "fore"
    radius = c[("link", "forearm", "visual[0].sphere.radius")]
    assert (radius.old, radius.new, radius.delta) == ("40 mm", "50 mm", "+25%")
    assert len(c) == 2


def test_a_link_replaced_by_another_unlike_it_is_a_removal_and_an_addition():
    new = ARM.replace('<link name="tool"/>', '<link name="camera"><visual><geometry><box size="1 1 1"/>'
                      '</geometry></visual></link>').replace(
        '<child link="tool"/>\n    <axis xyz="1 0 0"/><limit lower="0" upper="0.1" effort="100" velocity="0.2"/>',
        '<child link="camera"/>\n    <origin xyz="0.2 0 0"/>').replace(
        '"slide" type="prismatic"', '"camera_mount" type="fixed"')
    kinds = {(c.subject, c.name, c.kind) for c in diff(ARM, new)}
    assert kinds == {("link", "tool", "removed"), ("joint", "slide", "removed"), ("link", "camera", "added"),
                     ("joint", "camera_mount", "added")}


def test_a_new_parent_is_reported():
    new = ARM.replace('<parent link="fore"/><child link="tool"/>', '<parent link="upper"/><child link="tool"/>')
    c = changed(ARM, new)[("joint", "slide", "parent")]
    assert (c.old, c.new) == ("fore", "upper")


def test_mesh_content_scale_and_colour():
    new = ARM.replace('scale="1 1 1"', 'scale="0.001 0.001 0.001"').replace('0.5 0.5 0.5 1', '1 0 0 1')
    c = changed(ARM, new, mesh_same=lambda a, b: False)
    assert c[("link", "upper", "collision[0].mesh")].delta == "content changed"
    assert c[("link", "upper", "collision[0].mesh.scale")].new == "(0.001 0.001 0.001)"
    assert c[("material", "grey", "color")].new == "(1 0 0 1)"
    assert diff(ARM, ARM, mesh_same=lambda a, b: True) == []
    moved_same_content = ARM.replace("meshes/upper.stl", "meshes/v2/upper.stl")
    assert diff(ARM, moved_same_content, mesh_same=lambda a, b: True) == []
    assert changed(ARM, moved_same_content)[("link", "upper", "collision[0].mesh")].new == "meshes/v2/upper.stl"


def test_geometry_kind_and_shapes_added():
    new = ARM.replace('<sphere radius="0.04"/></geometry></visual>',
                      '<sphere radius="0.04"/></geometry></visual><collision><geometry><sphere radius="0.04"/>'
                      '</geometry></collision>').replace('<box size="0.2 0.2 0.1"/></geometry></collision>',
                                                         '<cylinder radius="0.1" length="0.1"/></geometry></collision>')
    c = changed(ARM, new)
    assert c[("link", "fore", "collision[0]")].delta == "added"
    assert c[("link", "base", "collision[0].geometry")].new == "cylinder radius 100 mm length 100 mm"


def test_ros2_control_interfaces_and_params():
    new = ARM.replace('<state_interface name="position"/></joint>\n    <joint name="elbow">',
                      '<state_interface name="position"/><state_interface name="velocity"/></joint>\n'
                      '    <joint name="elbow">').replace('<param name="min">-1.57</param>',
                                                          '<param name="min">-3.14</param>')
    c = changed(ARM, new)
    assert c[("ros2_control", "arm_hw", "joint shoulder state_interface velocity")].delta == "added"
    assert c[("ros2_control", "arm_hw", "joint shoulder command_interface position param min")].new == "-3.14"
    assert len(c) == 2


def test_srdf_groups_pairs_and_states():
    assert diff(SRDF, SRDF.replace('link1="base" link2="upper"', 'link1="upper" link2="base"')) == []
    new = (SRDF.replace('<joint name="elbow"/></group>', '<joint name="elbow"/><joint name="slide"/></group>')
           .replace('value="0.5"', 'value="0.6"')
           .replace('</robot>', '<disable_collisions link1="fore" link2="tool" reason="Never"/>\n</robot>'))
    c = changed(SRDF, new)
    assert c[("group", "arm", "joint")].new == "slide"
    assert c[("group-state", "arm/home", "joint elbow")].delta == "+0.1"
    assert c[("disabled-collision", "fore / tool", "")].kind == "added"
    assert len(c) == 3


def test_values_that_do_not_parse_are_compared_as_written():
    a = ARM.replace('effort="35"', 'effort="${e}"')
    assert diff(a, a) == []
    c = changed(a, ARM.replace('effort="35"', 'effort="${e2}"'))[("joint", "shoulder", "limit.effort")]
    assert (c.old, c.new) == ("'${e}'", "'${e2}'")


@pytest.mark.parametrize("text", ["", "<robot", "<robot><link/><joint/></robot>", "<notrobot/>",
                                  "<robot><joint name='j'><parent/><child/></joint></robot>"])
def test_broken_documents_never_crash(text):
    assert isinstance(diff(text, ARM), list)
    assert isinstance(diff(ARM, text), list)


def test_the_text_report_groups_by_subject_and_the_json_has_1_based_lines():
    changes = diff(ARM, ARM.replace('"fore"', '"forearm"').replace('<mass value="2"/>', '<mass value="3"/>'))
    text = render_text(changes, "a.urdf", "b.urdf")
    assert text.splitlines() == ["--- a.urdf", "+++ b.urdf", "~ link base (line 5)", "    mass: 2 kg → 3 kg (+50%)",
                                 "~ link forearm (renamed from fore) (line 15)"]
    assert change_dicts(changes)[0]["line"] == 5
    assert render_text([], "a", "b") == ""


# ------------------------------------------------------------------ properties
from hypothesis import given, strategies as st  # noqa: E402

from urdf_ls.features.canonical import canonical_text  # noqa: E402

NUMBER = st.floats(-10, 10, allow_nan=False).map(lambda x: round(x, 4))
SPELLINGS = st.sampled_from(["%r", "%.6f", "%g", "%.4e"])


def _spelled(x, how):
    return how % x


@st.composite
def robots(draw):
    """a random tree of links and joints whose numbers are written one of several ways"""
    how = draw(SPELLINGS)
    n = draw(st.integers(1, 12))
    parts = ['<robot name="r">']
    for i in range(n):
        mass = abs(draw(NUMBER)) + 0.1
        parts.append('<link name="l%d"><inertial><mass value="%s"/><inertia ixx="%s" ixy="0" ixz="0" iyy="1" iyz="0" '
                     'izz="1"/></inertial><visual><geometry><box size="%s 1 1"/></geometry></visual></link>'
                     % (i, _spelled(mass, how), _spelled(mass / 10, how), _spelled(abs(draw(NUMBER)) + 0.01, how)))
        if i:
            xyz = " ".join(_spelled(draw(NUMBER), how) for _ in range(3))
            parts.append('<joint name="j%d" type="%s"><parent link="l%d"/><child link="l%d"/><origin xyz="%s"/>'
                         '<axis xyz="0 0 1"/><limit lower="%s" upper="1" effort="1" velocity="1"/></joint>'
                         % (i, draw(st.sampled_from(["revolute", "prismatic", "fixed"])), draw(st.integers(0, i - 1)),
                            i, xyz, _spelled(-abs(draw(NUMBER)), how)))
    parts.append("</robot>")
    return "".join(parts)


@given(robots())
def test_a_robot_against_its_canonical_text_has_no_change(text):
    canonical = canonical_text(parse(text).root)
    assert robot_diff(model(text), model(canonical)) == []
    assert canonical_text(parse(canonical).root) == canonical


@given(robots(), st.sampled_from(["%r", "%.6f", "%g", "%.4e"]))
def test_prefixing_every_name_is_only_renames(text, _how):
    names = sorted(set(re.findall(r'name="([lj]\d+)"', text)), key=len, reverse=True)
    renamed = text
    for name in names:
        renamed = renamed.replace('"%s"' % name, '"p_%s"' % name)
    changes = diff(text, renamed)
    assert {c.kind for c in changes} <= {"renamed"} and len(changes) == len(names)


@given(st.lists(st.sampled_from(list('<>/="ab 01.') + ["link", "joint", "robot", " name=", "origin", " xyz=",
                                                     "parent", "child", " link=", "inertial", "mass", " value="]),
                max_size=80).map("".join))
def test_any_text_is_read_and_compared_without_crashing(text):
    assert diff(text, text) == []
    assert isinstance(diff(text, ARM), list)
    assert isinstance(canonical_text(parse(text).root), str)


def test_a_deeply_nested_file_is_written_within_bounds():
    text = '<robot name="r"><link name="a">' + "<visual>" * 20000 + "</visual>" * 20000 + "</link></robot>"
    out = canonical_text(parse(text).root)
    assert out.count("<visual") == 20000 and len(out) < 80 * 40010     # (linear: the indent stops deepening)


GAZEBO = ARM.replace("</robot>", """  <gazebo reference="upper"><material>Gazebo/Grey</material><mu1>0.5</mu1></gazebo>
  <gazebo><plugin name="ros2_control" filename="libgz_ros2_control.so"><parameters>a.yaml</parameters></plugin></gazebo>
  <transmission name="t1"><type>transmission_interface/SimpleTransmission</type>
    <joint name="shoulder"><hardwareInterface>position</hardwareInterface></joint></transmission>
</robot>""")


def test_gazebo_and_transmission_blocks():
    assert diff(GAZEBO, GAZEBO.replace("<mu1>0.5</mu1>", "<mu1>0.50</mu1>")) == []      # (numbers as numbers)
    c = changed(GAZEBO, GAZEBO.replace("<mu1>0.5</mu1>", "<mu1>0.8</mu1>"))[("gazebo", "upper", "content")]
    assert (c.old, c.new) == ("<mu1>0.5</mu1>", "<mu1>0.8</mu1>")
    c = changed(GAZEBO, GAZEBO.replace("a.yaml", "b.yaml"))[("gazebo", "(robot)", "content")]
    assert (c.old, c.new) == ("<parameters>a.yaml</parameters>", "<parameters>b.yaml</parameters>")
    assert c.line == GAZEBO.splitlines().index(next(l for l in GAZEBO.splitlines() if "a.yaml" in l))
    renamed = GAZEBO.replace('"upper"', '"upper_link"')      # the link and its gazebo reference: one rename
    assert [(c.subject, c.kind) for c in diff(GAZEBO, renamed)] == [("link", "renamed")]
    kinds = {(c.subject, c.name, c.kind) for c in diff(ARM, GAZEBO)}
    assert kinds == {("gazebo", "upper", "added"), ("gazebo", "(robot)", "added"), ("transmission", "t1", "added")}


def test_a_block_inserted_among_others_of_its_link_is_one_addition_and_the_report_shows_each():
    two = GAZEBO.replace('<gazebo reference="upper">', '<gazebo reference="upper"><sensor name="imu"/></gazebo>\n'
                         '  <gazebo reference="upper">')
    assert [(c.subject, c.name, c.kind) for c in diff(GAZEBO, two)] == [("gazebo", "upper", "added")]
    both = two.replace("<mu1>0.5</mu1>", "<mu1>0.9</mu1>")
    lines = render_text(diff(GAZEBO, both), "a", "b").splitlines()
    assert lines[2].startswith("~ gazebo upper") and len(lines) == 5, lines
    assert {line.split(" (line")[0].strip() for line in lines[3:]} == {"added gazebo upper",
                                                                       "content: <mu1>0.5</mu1> → <mu1>0.9</mu1>"}
