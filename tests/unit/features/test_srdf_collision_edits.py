"""The SRDF text edits of the collision matrix (features/srdf_collisions.py): where the new pairs go, what is
kept, and the fix of self-collision."""
from urdf_ls.features.srdf_collisions import compare, disabled_pairs, group_states, updated_text

from tests.helpers.paths import DATA

UR_MACRO = DATA / "moveit" / "ur_moveit_config" / "srdf" / "ur_macro.srdf.xacro"
REASONS = {("base_link", "shoulder_link"): "Adjacent", ("forearm_link", "wrist_1_link"): "Adjacent",
           ("shoulder_link", "wrist_2_link"): "Never", ("base_link", "forearm_link"): None}


def test_pairs_inside_a_xacro_macro_are_replaced_in_place_with_its_indentation():
    text = UR_MACRO.read_text()
    new = updated_text(text, REASONS)
    assert new.count("<disable_collisions") == 3
    assert ('    <disable_collisions link1="base_link" link2="shoulder_link" reason="Adjacent"/>\n'
            '    <disable_collisions link1="forearm_link" link2="wrist_1_link" reason="Adjacent"/>\n'
            '    <disable_collisions link1="shoulder_link" link2="wrist_2_link" reason="Never"/>\n') in new
    before, after = text.split("<disable_collisions", 1)[0], text.rsplit("/>", 1)[1]
    assert new.startswith(before[:before.rfind("\n") + 1]) and new.endswith(after)      # nothing else moved
    assert updated_text(new, REASONS) == new


def test_an_srdf_without_pairs_gets_them_before_its_end_and_hand_written_ones_stay():
    text = '<robot name="r">\n  <group name="g"/>\n  <disable_collisions link1="b" link2="a"/>\n</robot>\n'
    reasons = {("a", "b"): "Never", ("a", "c"): "Adjacent"}
    new = updated_text(text, reasons)
    assert new == ('<robot name="r">\n  <group name="g"/>\n  <disable_collisions link1="b" link2="a"/>\n'
                   '  <disable_collisions link1="a" link2="c" reason="Adjacent"/>\n</robot>\n')
    result = compare(reasons, disabled_pairs(new))
    assert (result.alike, result.total) == (1, 2)
    assert result.different == [(("a", "b"), "Never", "User")]          # (a pair with no reason is the user's)


def test_group_states_with_literal_values_only():
    text = ('<robot name="r"><group_state name="up" group="arm"><joint name="j1" value="0.5"/></group_state>'
            '<group_state name="x" group="arm"><joint name="j1" value="${a}"/></group_state></robot>')
    assert group_states(text) == {"up (arm)": {"j1": 0.5}}
