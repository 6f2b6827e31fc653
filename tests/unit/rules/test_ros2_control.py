"""<ros2_control> blocks: what ros2_control's parser and resource manager reject, on small robots and on Universal
Robots' own files (pinned in tests/data/ros2_control/ur), caught once mutated. Through `urdf-ls check` and on the
corpus: tests/e2e/test_ros2_control_check.py."""
import pytest

from tests.helpers.paths import DATA
from tests.helpers.rule_cases import lint
from urdf_ls.vocabulary import schema

ARM = ('<link name="base"/><link name="a"/><link name="b"/>'
       '<joint name="j1" type="revolute"><parent link="base"/><child link="a"/>'
       '<limit effort="1" velocity="1"/></joint>'
       '<joint name="tool" type="fixed"><parent link="a"/><child link="b"/></joint>')


HW = '<hardware><plugin>mock_components/GenericSystem</plugin></hardware>'


J1 = '<joint name="j1"><command_interface name="position"/><state_interface name="position"/></joint>'


def block(body, name="hw", head=None):
    return (head or '<ros2_control name="%s" type="system">' % name) + body + "</ros2_control>"


def robot(*blocks, links=ARM):
    return '<robot name="r">' + links + "".join(blocks) + "</robot>"


def found(text, name="case.urdf"):
    """(code, severity, the text it spans) of each ros2_control diagnostic"""
    doc, diags = lint(text, name=name)
    return [(d.code.value, int(d.severity), doc.text[d.start:d.end]) for d in diags
            if d.code.value.startswith("ros2-control")]


def test_a_valid_block_is_clean():
    assert found(robot(block(HW + J1))) == []


def test_a_fixed_joint_is_an_error():
    text = robot(block(HW + J1 + '<joint name="tool"><state_interface name="position"/></joint>'))
    assert found(text) == [("ros2-control-fixed-joint", 1, "tool")]


def test_a_joint_the_robot_lacks_is_an_error_with_a_suggestion():
    doc, diags = lint(robot(block(HW + '<joint name="j12"><state_interface name="position"/></joint>')))
    [d] = [d for d in diags if d.code.value == "ros2-control-unknown-joint"]
    assert d.severity == 1 and doc.text[d.start:d.end] == "j12" and d.data.suggest == "j1"


def test_an_interface_typo_is_a_warning_and_custom_interfaces_pass():
    typo = '<joint name="j1"><command_interface name="postion"/><state_interface name="speed_scaling"/></joint>'
    assert found(robot(block(HW + typo))) == [("ros2-control-interface", 2, "postion")]


def test_a_multi_axis_joint_is_a_warning():
    links = ARM.replace('type="revolute"', 'type="planar"')
    assert found(robot(block(HW + J1), links=links)) == [("ros2-control-interface", 2, "j1")]


def test_a_joint_type_typo_is_no_multi_axis_joint_and_hides_no_interface_typo():
    """#42: `revolut` is the joint rule's to report; the block's interface typo is still found"""
    links = ARM.replace('type="revolute"', 'type="revolut"')
    typo = '<joint name="j1"><command_interface name="postion"/></joint>'
    assert found(robot(block(HW + typo), links=links)) == [("ros2-control-interface", 2, "postion")]
    doc, diags = lint(robot(block(HW + typo), links=links))
    assert "Interface 'postion' of joint 'j1'" in next(d.message for d in diags if d.code.value.startswith("ros2"))
    assert any(d.code.value == "joint-type-unknown" for d in diags)


def test_a_multi_axis_joint_with_an_interface_typo_gets_both():
    links = ARM.replace('type="revolute"', 'type="planar"')
    typo = '<joint name="j1"><command_interface name="postion"/></joint>'
    assert found(robot(block(HW + typo), links=links)) == [("ros2-control-interface", 2, "j1"),
                                                           ("ros2-control-interface", 2, "postion")]


def test_a_joint_in_two_blocks_errs_when_an_interface_repeats():
    text = robot(block(HW + J1, "one"), block(HW + J1, "two"))
    assert found(text) == [("ros2-control-duplicate-joint", 1, "j1")] * 2


def test_a_joint_in_two_blocks_with_distinct_interfaces_warns():
    other = '<joint name="j1"><state_interface name="effort"/></joint>'
    assert found(robot(block(HW + J1, "one"), block(HW + other, "two"))) == [
        ("ros2-control-duplicate-joint", 2, "j1")] * 2


@pytest.mark.parametrize("body, span", [
    (HW.replace("<plugin>mock_components/GenericSystem</plugin>", ""), "hardware"),
    (HW + '<joint><state_interface name="position"/></joint>', "joint"),
    (HW + '<joint name="j1"><command_interface/></joint>', "command_interface"),
    (HW + '<sesnor name="s"/>', "sesnor"),
])
def test_what_the_parser_throws_on_is_an_error(body, span):
    assert found(robot(block(body))) == [("ros2-control-invalid", 1, span)]


def test_a_block_without_name_or_type_is_an_error():
    assert [c for c, _s, _t in found(robot(block(HW + J1, head="<ros2_control>")))] == ["ros2-control-invalid"] * 2


def test_a_nested_block_is_ignored_and_said_so_once():
    links = ARM.replace('<link name="b"/>', '<link name="b">%s</link>' % block(HW + J1))
    assert found(robot(links=links)) == [("ros2-control-nested", 2, "ros2_control")]


def test_xacro_names_from_expressions_are_skipped_and_directives_are_transparent():
    text = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">' + ARM +
            '<xacro:macro name="hw" params="prefix"><ros2_control name="x" type="system">' + HW +
            '<xacro:if value="1"><joint name="${prefix}j1"><state_interface name="position"/></joint>' +
            '<joint name="tool"><state_interface name="position"/></joint></xacro:if>'
            '</ros2_control></xacro:macro></robot>')
    assert found(text, "case.xacro") == [("ros2-control-fixed-joint", 1, "tool")]


def test_the_vocabulary_knows_the_block():
    root = lint(robot(block(HW + J1)))[0].tree.root
    hw = root.first("ros2_control")
    joint = hw.first("joint")
    assert "ros2_control" in schema.ELEMENTS["robot"].children
    assert schema.spec_for(joint).attrs["name"].kind == "ref:joint"
    assert "state_interface" in schema.spec_for(joint).children
    assert schema.spec_for(hw.first("hardware").first("plugin")) is schema.ELEMENTS["plugin"]


@pytest.mark.parametrize("old, new, code", [
    ('<ros2_control name="${name}"', '<gazebo><ros2_control name="${name}"', "ros2-control-nested"),
    ("<hardware>", "<hardwre>", "ros2-control-invalid"),
])
def test_universal_robots_files_mutated_are_caught(tmp_path, old, new, code):
    src = (DATA / "ros2_control" / "ur" / "ur_robot_driver" / "urdf" / "ur.ros2_control.xacro").read_text()
    assert src.count(old) == 1
    mutated = src.replace(old, new).replace("</ros2_control>", "</ros2_control></gazebo>" if "gazebo" in new
                                             else "</ros2_control>")
    assert [c for c, _s, _t in found(mutated, "ur.ros2_control.xacro")] == [code]


def test_edits_that_add_and_remove_a_block_update_the_diagnostics():
    from urdf_ls.document.document import Document
    text = robot()
    doc = Document(text, None)
    assert doc.diagnostics() == []
    at = text.index("</robot>")
    added = block(HW + '<joint name="tool"><state_interface name="position"/></joint>')
    doc.apply_change(at, at, added)
    assert [d.code.value for d in doc.diagnostics()] == ["ros2-control-fixed-joint"]
    doc.apply_change(text.index('type="fixed"') + 6, text.index('type="fixed"') + 11, "revolute")
    assert [d.code.value for d in doc.diagnostics()] == ["joint-no-limit"]
    doc.apply_change(at, at + len(added), "")
    assert doc.diagnostics() and "ros2-control" not in {d.code.value for d in doc.diagnostics()}


def test_completion_and_hover_inside_a_block():
    from urdf_ls.document.document import Document
    from urdf_ls.features.completion import completion
    from urdf_ls.features.hover import hover
    text = '<robot name="r">' + ARM + '<ros2_control name="x" type="system">\n  <\n</ros2_control></robot>'
    items = {c.label: c for c in completion(Document(text, None), text.index("  <") + 3)}
    assert sorted(items) == sorted(["hardware", "joint", "sensor", "gpio", "transmission", "properties"])
    assert items["joint"].plain.startswith('joint name="">')       # (not the URDF joint's name and type)
    text = robot(block(HW + '<joint name=""><state_interface name="position"/></joint>'))
    doc = Document(text, None)
    assert {c.label for c in completion(doc, text.index('name=""') + 6)} == {"j1", "tool"}
    assert "hardware component" in hover(doc, text.index("ros2_control") + 2).markdown


def test_deeply_nested_xacro_directives_are_read_without_recursion():
    """issue #39: elements_in recursed per <xacro:if> level (RecursionError at 1,000 levels, after two minutes at
    30,000), so the whole analysis of the file failed"""
    from tests.helpers.bounded import bounded
    from urdf_ls.codes import Code
    from urdf_ls.document.document import Document
    n = 5_000
    text = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro"><ros2_control name="s" type="system">'
            + '<xacro:if value="1">' * n + '<joint name="j"><command_interface name="position"/></joint>'
            + '</xacro:if>' * n + '</ros2_control><link name="l"/></robot>')
    with bounded(30.0):
        diags = Document(text, path="/nowhere/r.urdf.xacro").diagnostics()
    assert Code.INTERNAL_ERROR not in {d.code for d in diags}
