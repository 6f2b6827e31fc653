"""SRDF documents: checked against their robot's URDF, found by robot name or by the project file."""
import shutil

from tests.helpers.examples import examples
from tests.helpers.moveit import MOVEIT, moveit_workspace, session_diagnostics
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace


def _check(path, folders=()):
    return [(d.code.value, d.message) for d in session_diagnostics(path, folders)]


def _srdf_codes(found):
    return [c for c, _ in found if c.startswith("srdf-")]


def test_the_pinned_panda_moveit_config_checks_clean():
    assert _check(MOVEIT / "panda_moveit_config" / "config" / "panda.srdf") == []


def test_a_link_renamed_in_the_urdf_is_flagged_in_groups_and_collision_pairs(tmp_path):
    root = moveit_workspace(tmp_path)
    urdf = root / "panda_description" / "urdf" / "panda.urdf"
    urdf.write_text(urdf.read_text().replace('"panda_leftfinger"', '"panda_finger_left"'))
    found = _check(root / "panda_moveit_config" / "config" / "panda.srdf")
    codes = _srdf_codes(found)
    assert "srdf-unknown-link" in codes                  # <group name="hand"><link name="panda_leftfinger"/>
    assert "srdf-stale-collision-pair" in codes          # <disable_collisions link1="panda_leftfinger" ...>
    assert set(codes) <= {"srdf-unknown-link", "srdf-stale-collision-pair"}
    assert any("'panda_leftfinger'" in m and "did you mean" in m for _, m in found)


def test_a_joint_removed_from_the_urdf_is_flagged_where_the_srdf_names_it(tmp_path):
    root = moveit_workspace(tmp_path)
    srdf = root / "panda_moveit_config" / "config" / "panda.srdf"
    srdf.write_text(srdf.read_text().replace('<joint name="panda_joint4"/>', '<joint name="panda_joint44"/>'))
    found = _check(srdf)
    assert [c for c in _srdf_codes(found)] == ["srdf-unknown-joint"]
    assert "did you mean 'panda_joint4'" in found[0][1]


def test_a_missing_required_attribute_is_an_error_and_an_unknown_group_a_warning(tmp_path):
    root = moveit_workspace(tmp_path)
    srdf = root / "panda_moveit_config" / "config" / "panda.srdf"
    text = srdf.read_text().replace('<group_state name="ready" group="panda_arm">', '<group_state name="ready">')
    srdf.write_text(text.replace('group="hand"', 'group="hands"', 1))
    s = Session(Workspace())
    s.open_file("k", str(srdf))
    got = {(d.code.value, d.severity.name) for d in s.diagnostics("k")}
    assert ("srdf-missing-attribute", "ERROR") in got
    assert ("srdf-unknown-group", "WARNING") in got


def test_a_state_joint_outside_its_group_is_flagged(tmp_path):
    root = moveit_workspace(tmp_path)
    srdf = root / "panda_moveit_config" / "config" / "panda.srdf"
    text = srdf.read_text()
    srdf.write_text(text.replace('<joint name="panda_joint1" value="0"/>',
                                 '<joint name="panda_joint1" value="0"/><joint name="panda_finger_joint1" value="0"/>',
                                 1))
    assert _srdf_codes(_check(srdf)) == ["srdf-state-joint-not-in-group"]


def test_no_urdf_of_that_name_is_one_information(tmp_path):
    root = moveit_workspace(tmp_path)
    srdf = root / "panda_moveit_config" / "config" / "panda.srdf"
    srdf.write_text(srdf.read_text().replace('<robot name="panda">', '<robot name="fr3">')
                    .replace('"panda_joint4"', '"not_a_joint"'))
    found = _check(srdf)
    assert _srdf_codes(found) == ["srdf-no-urdf"]
    assert "'fr3'" in found[0][1] and "[srdf]" in found[0][1]


def test_two_urdfs_of_the_robot_name_are_ambiguous_until_the_project_file_maps_one(tmp_path):
    root = moveit_workspace(tmp_path)
    urdf = root / "panda_description" / "urdf" / "panda.urdf"
    other = root / "panda_description" / "urdf" / "panda_other.urdf"
    other.write_text(urdf.read_text().replace('"panda_hand"', '"hand_renamed"'))
    srdf = root / "panda_moveit_config" / "config" / "robot.srdf"
    shutil.move(root / "panda_moveit_config" / "config" / "panda.srdf", srdf)
    found = _check(srdf)
    assert _srdf_codes(found) == ["srdf-no-urdf"] and "Several URDF files" in found[0][1]
    (root / "urdf-ls.toml").write_text('[srdf]\n"panda_moveit_config/config/robot.srdf" = '
                                       '"panda_description/urdf/panda_other.urdf"\n')
    assert "srdf-unknown-link" in _srdf_codes(_check(srdf))


def test_xacro_names_built_from_expressions_never_flag_a_name(tmp_path):
    root = tmp_path / "ws"
    (root / "desc").mkdir(parents=True)
    (root / "desc" / "bot.urdf.xacro").write_text(
        '<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
        '  <xacro:macro name="arm" params="prefix"><link name="${prefix}base"/></xacro:macro>\n'
        '  <xacro:arm prefix="a_"/>\n  <link name="world"/>\n</robot>\n')
    (root / "cfg").mkdir()
    (root / "cfg" / "package.xml").write_text("<package><name>cfg</name></package>")
    srdf = root / "cfg" / "bot.srdf"
    srdf.write_text('<robot name="bot"><group name="g"><link name="a_base"/><link name="worlds"/></group></robot>')
    assert _srdf_codes(_check(srdf)) == []


def test_literal_xacro_names_are_checked(tmp_path):
    root = tmp_path / "ws"
    (root / "desc").mkdir(parents=True)
    (root / "desc" / "bot.urdf.xacro").write_text(
        '<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <link name="world"/>\n</robot>\n')
    (root / "cfg").mkdir()
    (root / "cfg" / "package.xml").write_text("<package><name>cfg</name></package>")
    srdf = root / "cfg" / "bot.srdf"
    srdf.write_text('<robot name="bot"><group name="g"><link name="worlds"/></group></robot>')
    found = _check(srdf)
    assert _srdf_codes(found) == ["srdf-unknown-link"] and "did you mean 'world'" in found[0][1]


def test_the_pinned_ur5_srdf_checks_clean_with_its_project_file_mapping(tmp_path):
    assert _check(MOVEIT / "ur_description" / "srdf" / "ur5.srdf") == []
    root = moveit_workspace(tmp_path)
    urdf = root / "ur_description" / "urdf" / "ur5_robot.urdf"
    urdf.write_text(urdf.read_text().replace('"wrist_3_link"', '"flange_link"'))
    found = _check(root / "ur_description" / "srdf" / "ur5.srdf")
    assert set(_srdf_codes(found)) == {"srdf-stale-collision-pair"}
    assert all("'wrist_3_link'" in m for _, m in found)


def _open_srdf(root):
    s = Session(Workspace([str(root)]))
    path = root / "panda_moveit_config" / "config" / "panda.srdf"
    s.open_file("k", str(path))
    return s.document("k"), path.read_text()


def test_srdf_completion_offers_urdf_links_and_srdf_groups(tmp_path):
    from urdf_ls.features import srdf_nav
    doc, text = _open_srdf(moveit_workspace(tmp_path))
    links = {i.label for i in srdf_nav.completion(doc, text.index('parent_link="') + len('parent_link="'))}
    assert {"panda_link8", "panda_hand", "panda_leftfinger"} <= links and "panda_arm" not in links
    groups = {i.label for i in srdf_nav.completion(doc, text.index('group="hand"') + len('group="'))}
    assert {"panda_arm", "hand"} <= groups and "panda_link8" not in groups


def test_srdf_hover_and_definition_point_into_the_urdf(tmp_path):
    from urdf_ls.features import srdf_nav
    root = moveit_workspace(tmp_path)
    doc, text = _open_srdf(root)
    off = text.index('<joint name="panda_joint4"/>') + len('<joint name="p')
    h = srdf_nav.hover(doc, off)
    assert "panda.urdf" in h.markdown and "panda_link3" in h.markdown and "panda_link4" in h.markdown
    (loc,) = srdf_nav.definition(doc, off)
    urdf_text = (root / "panda_description" / "urdf" / "panda.urdf").read_text()
    assert loc.path.endswith("panda.urdf")
    assert urdf_text[loc.start:loc.end] == "panda_joint4"
    assert urdf_text[:loc.start].endswith('<joint name="')
    vj = text.index('<joint name="virtual_joint"/>') + len('<joint name="v')
    (vloc,) = srdf_nav.definition(doc, vj)       # a virtual joint is defined in the SRDF itself
    assert vloc.path is None and text[vloc.start:vloc.end] == "virtual_joint"


def test_saving_the_urdf_checks_the_open_srdf_again(tmp_path):
    root = moveit_workspace(tmp_path)
    urdf = root / "panda_description" / "urdf" / "panda.urdf"
    s = Session(Workspace([str(root)]))
    s.open_file("srdf", str(root / "panda_moveit_config" / "config" / "panda.srdf"))
    assert s.diagnostics("srdf") == []
    s.open_file("urdf", str(urdf))
    urdf.write_text(urdf.read_text().replace('"panda_hand"', '"hand"'))
    changes = s.save("urdf")
    (srdf_published,) = [p for p in changes.published if p.key == "srdf"]
    assert {d.code.value for d in srdf_published.diagnostics} == {"srdf-unknown-link", "srdf-stale-collision-pair"}


def test_a_misspelt_element_warns_an_extension_informs_and_a_wrong_root_is_an_error(tmp_path):
    root = moveit_workspace(tmp_path)
    srdf = root / "panda_moveit_config" / "config" / "panda.srdf"
    text = srdf.read_text()
    srdf.write_text(text.replace("<disable_collisions ", "<disable_colisions ", 1)
                    .replace("</robot>", "<specificities/></robot>"))
    s = Session(Workspace())
    s.open_file("k", str(srdf))
    got = sorted((d.severity.name, d.message) for d in s.diagnostics("k") if d.code.value == "srdf-unknown-element")
    assert [sev for sev, _ in got] == ["INFORMATION", "WARNING"]
    assert "did you mean 'disable_collisions'" in got[1][1]
    srdf.write_text(text.replace("<robot ", "<robt ").replace("</robot>", "</robt>"))
    assert _srdf_codes(_check(srdf)) == ["srdf-not-robot"]


def test_a_mapped_urdf_of_another_robot_name_is_flagged(tmp_path):
    root = moveit_workspace(tmp_path)
    srdf = root / "panda_moveit_config" / "config" / "panda.srdf"
    srdf.write_text(srdf.read_text().replace('<robot name="panda">', '<robot name="fr3">'))
    (root / "urdf-ls.toml").write_text('[srdf]\n"panda_moveit_config/config/panda.srdf" = '
                                       '"panda_description/urdf/panda.urdf"\n')
    found = _check(srdf)
    assert _srdf_codes(found) == ["srdf-robot-name-mismatch"] and "'panda'" in found[0][1]


def test_renaming_a_group_edits_only_the_srdf_and_a_urdf_link_finds_its_srdf_uses(tmp_path):
    from urdf_ls.features import srdf_nav
    root = moveit_workspace(tmp_path)
    doc, text = _open_srdf(root)
    files = srdf_nav.rename(doc, text.index('group name="hand"') + len('group name="h'), "gripper")
    (only,) = files
    # the group and the three attributes naming it; the end effector also called "hand" is another name
    assert only[0] is None and len(only[2]) == 1 + text.count('group="hand"') == 4
    assert all(text[e.start:e.end] == "hand" for e in only[2])
    assert text.index('<end_effector name="hand"') + len('<end_effector name="') not in {e.start for e in only[2]}
    s = Session(Workspace([str(root)]))
    urdf = root / "panda_description" / "urdf" / "panda.urdf"
    s.open_file("u", str(urdf))
    uses = srdf_nav.urdf_uses(s.document("u"), "link", "panda_hand")
    (srdf_path, _lines, found), = uses
    assert srdf_path.endswith("panda.srdf") and len(found) == text.count('"panda_hand"')


def test_srdf_element_completion_after_lt_offers_what_srdfdom_reads_there(tmp_path):
    from urdf_ls.document.document import Document
    from urdf_ls.features import srdf_nav
    text = '<robot name="panda">\n  <group name="g">\n    <ch\n  </group>\n  <dis\n</robot>\n'
    doc = Document(text, str(tmp_path / "x.srdf"))
    in_group = {i.label: i for i in srdf_nav.completion(doc, text.index("<ch") + 3)}
    assert set(in_group) == {"chain", "group", "joint", "link"}
    assert in_group["chain"].plain == '<chain base_link="" tip_link=""/>'
    assert (in_group["chain"].start, in_group["chain"].end) == (text.index("<ch"), text.index("<ch") + 3)
    top = {i.label for i in srdf_nav.completion(doc, text.index("<dis") + 4)}
    assert {"disable_collisions", "group_state", "virtual_joint"} <= top and "chain" not in top


SRDF_TOKENS = ['<robot name="panda">', "</robot>", '<group name="g">', "</group>", '<link name="panda_hand"/>',
               '<joint name="', '<chain base_link="panda_link0" tip_link="', 'panda_link8"/>', '<group name="g"/>',
               '<group_state name="s" group="g">', '<joint name="panda_joint1" value="x 1"/>', "</group_state>",
               '<end_effector name="e" parent_link="panda_hand" group="', '<virtual_joint name="v" type="odd"/>',
               '<disable_collisions link1="a" link2="', '"/>', "<!--", "-->", "<", ">", "'", '"', "\n", "😀",
               "\x00", "&amp;", "<link_sphere_approximation link=\"panda_hand\"><sphere center=\"0\" radius=\"\"/>"]


def test_random_srdf_texts_never_break_the_analysis_or_the_features(tmp_path):
    import random

    from urdf_ls.features import srdf_nav
    root = moveit_workspace(tmp_path)
    path = str(root / "panda_moveit_config" / "config" / "panda.srdf")
    rnd = random.Random(33)
    s = Session(Workspace([str(root)]))
    s.open("k", "", path)
    for _ in range(examples(150)):
        text = "".join(rnd.choice(SRDF_TOKENS) for _ in range(rnd.randint(0, 30)))
        s.change("k", [(None, text)])
        assert not [d for d in s.diagnostics("k") if d.code.value == "internal-error"], text
        doc = s.document("k")
        for off in range(0, len(doc.text) + 1, 7):
            srdf_nav.completion(doc, off)
            srdf_nav.hover(doc, off)
            srdf_nav.definition(doc, off)
            srdf_nav.references(doc, off)
            srdf_nav.rename(doc, off, "n")


def test_srdf_outline_lists_groups_with_members_states_and_end_effectors(tmp_path):
    from urdf_ls.features import srdf_nav
    doc, text = _open_srdf(moveit_workspace(tmp_path))
    (robot,) = srdf_nav.symbols(doc)
    assert robot.name == "panda"
    names = [(s.name, s.detail) for s in robot.children]
    assert names[:2] == [("panda_arm", "group"), ("hand", "group")]
    assert ("ready", "group state") in names and ("hand", "end effector") in names
    assert ("virtual_joint", "virtual joint") in names
    hand = robot.children[1]
    assert [c.name for c in hand.children] == ["panda_hand", "panda_leftfinger", "panda_rightfinger"]
    assert text[hand.sel_start:hand.sel_end] == "hand"


def test_joints_named_in_transmission_or_ros2_control_are_not_urdf_joints(tmp_path):
    root = tmp_path / "ws"
    (root / "desc").mkdir(parents=True)
    (root / "desc" / "bot.urdf").write_text(
        '<robot name="bot"><link name="a"/><link name="b"/>'
        '<transmission name="t"><joint name="gone"/></transmission>'
        '<ros2_control name="h" type="system"><joint name="gone2"/></ros2_control>'
        '<joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint></robot>\n')
    (root / "cfg").mkdir()
    (root / "cfg" / "package.xml").write_text("<package><name>cfg</name></package>")
    srdf = root / "cfg" / "bot.srdf"
    srdf.write_text('<robot name="bot"><group name="g"><joint name="j"/><joint name="gone"/><joint name="gone2"/>'
                    '</group></robot>')
    found = _check(srdf)
    assert _srdf_codes(found) == ["srdf-unknown-joint", "srdf-unknown-joint"]
    assert ["'gone'" in found[0][1], "'gone2'" in found[1][1]] == [True, True]


def test_the_srdf_table_of_a_project_file_is_read_relative_to_it_and_its_problems_reported(tmp_path):
    from urdf_ls.workspace.project import from_table
    cfg = from_table({"srdf": {"config/a.srdf": "../desc/a.urdf", "config/b.srdf": 3}}, str(tmp_path))
    assert cfg.srdf == {str(tmp_path / "config" / "a.srdf"): str(tmp_path.parent / "desc" / "a.urdf")}
    assert cfg.problems == ("srdf.config/b.srdf must be a URDF or xacro file",)
    assert from_table({"srdf": "x"}, str(tmp_path)).problems == ("srdf must map SRDF files to URDF or xacro files",)


def test_a_name_renamed_from_the_srdf_is_written_into_the_urdf_as_xml_reads_it(tmp_path):
    """issue #39: the new name went raw into the URDF's attribute: <link name='it's'> ends the value early"""
    from urdf_ls.features import srdf_nav
    from urdf_ls.syntax.scanner import parse
    root = moveit_workspace(tmp_path)
    urdf = root / "panda_description" / "urdf" / "panda.urdf"
    urdf.write_text(urdf.read_text().replace('<link name="panda_link0">', "<link name='panda_link0'>"))
    doc, text = _open_srdf(root)
    files = srdf_nav.rename(doc, text.index('child_link="panda_link0"') + 14, "it's \"q\"")
    edited = {}
    for path, lines, edits in files:
        t = str(lines.text) if path else text
        for e in sorted(edits, key=lambda e: -e.start):
            t = t[:e.start] + e.new_text + t[e.end:]
        edited[path] = t
    [urdf_text] = [t for p, t in edited.items() if p and p.endswith(".urdf")]
    tree = parse(urdf_text)
    assert not list(tree.errors)
    assert [el.get("name") for el in tree.root.children if el.kind == "element" and el.name == "link"][0] == \
        "it's \"q\""
    srdf_tree = parse(edited[None])
    assert not list(srdf_tree.errors) and 'child_link="it\'s &quot;q&quot;"' in edited[None]
