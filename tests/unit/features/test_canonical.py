"""The canonical text of a robot (features.canonical): one text for every way of writing the same robot, and
a text that reads back as the same robot."""
from urdf_ls.features.canonical import canonical_text, shortest
from urdf_ls.features.robot_diff import robot_diff
from urdf_ls.features.robot_model import robot_model
from urdf_ls.syntax.scanner import parse
from urdf_ls.text.lines import Positions

from tests.helpers.robot_versions import ARM, SRDF


def canonical(text):
    return canonical_text(parse(text).root)


def model(text):
    return robot_model(parse(text).root, Positions(text))


def test_layout_attribute_order_comments_and_number_spelling_give_one_text():
    variant = (ARM.replace('<robot name="arm">', '<robot name="arm">\n<!-- comment -->')
               .replace('ixx="0.02" ixy="0"', 'ixy="0.0" ixx="2e-2"')
               .replace('<parent link="base"/><child link="upper"/>', '<child link="upper"/>\n<parent link="base"/>')
               .replace('effort="35" velocity="2"', 'velocity="2.0"   effort="35.000"'))
    assert variant != ARM
    assert canonical(variant) == canonical(ARM)


def test_top_level_order_follows_the_tree_not_the_file():
    moved = ARM.replace('  <link name="fore"><visual><geometry><sphere radius="0.04"/></geometry></visual></link>\n',
                        '')
    moved = moved.replace("</robot>", '<link name="fore"><visual><geometry><sphere radius="0.04"/></geometry>'
                                      '</visual></link>\n</robot>')
    assert moved != ARM and canonical(moved) == canonical(ARM)
    names = [line.strip() for line in canonical(ARM).splitlines() if line.startswith("  <") and "name" in line]
    assert names[:8] == ['<material name="grey">', '<link name="base">', '<joint name="shoulder" type="revolute">',
                         '<link name="upper">', '<joint name="elbow" type="revolute">', '<link name="fore">',
                         '<joint name="slide" type="prismatic">', '<link name="tool"/>']


def test_the_canonical_text_is_the_same_robot_and_a_fixed_point():
    once = canonical(ARM)
    assert robot_diff(model(ARM), model(once)) == []
    assert canonical(once) == once
    assert robot_diff(model(SRDF), model(canonical(SRDF))) == []


def test_a_disabled_pair_in_either_order_is_one_text():
    assert canonical(SRDF) == canonical(SRDF.replace('link1="base" link2="upper"', 'link1="upper" link2="base"'))


def test_numbers_shortest_and_text_escaped():
    assert [shortest(x) for x in (1.0, -0.0, 0.1, 1e-7, 123456789.0, 2.5e20)] == ["1", "0", "0.1", "1e-07",
                                                                                   "123456789", "2.5e+20"]
    text = canonical('<robot name="a&amp;b"><gazebo><plugin>x &amp; y</plugin></gazebo>'
                     '<link name="l"><visual><origin xyz="${x} 0 0"/></visual></link></robot>')
    assert '<robot name="a&amp;b">' in text and "<plugin>x &amp; y</plugin>" in text
    assert 'xyz="${x} 0 0"' in text       # (what does not parse is kept as written)


def test_empty_and_broken_texts():
    assert canonical("") == ""
    assert canonical("<robot><link name='a'><joint") .startswith('<?xml version="1.0"?>\n<robot>')
