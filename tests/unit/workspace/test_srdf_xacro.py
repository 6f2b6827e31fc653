"""`.srdf.xacro` documents (MoveIt configs' SRDF in xacro): the SRDF checks on the names known statically, and
navigation between them and the URDF. The xacro checks against the `xacro` command:
tests/e2e/test_srdf_xacro_against_xacro.py."""
import shutil

from tests.helpers.moveit import SRDF_XACRO, check_codes as _check, MOVEIT, moveit_workspace
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace

CONFIG = "ur_moveit_config/srdf/"


URDF = "ur_ros2_description/urdf/ur.urdf"


def _edit(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_the_pinned_ur_srdf_xacro_and_its_macro_file_check_clean():
    assert _check(MOVEIT / CONFIG / "ur.srdf.xacro") == []
    assert _check(MOVEIT / CONFIG / "ur_macro.srdf.xacro") == []


def test_literal_names_in_the_included_macro_body_are_checked_against_the_urdf(tmp_path):
    root = moveit_workspace(tmp_path)
    macro = root / CONFIG / "ur_macro.srdf.xacro"
    _edit(macro, 'tip_link="tool0"', 'tip_link="tool1"')
    found = _check(macro)
    assert [(c, s) for c, s, _ in found] == [("srdf-unknown-link", 2)]
    assert "'tool1'" in found[0][2] and "ur.urdf" in found[0][2] and "did you mean 'tool0'" in found[0][2]


def test_a_collision_pair_of_a_link_removed_from_the_urdf_is_flagged(tmp_path):
    root = moveit_workspace(tmp_path)
    urdf = root / URDF
    urdf.write_text(urdf.read_text().replace('"wrist_2_link"', '"wrist_two_link"'))
    codes = [c for c, _s, _m in _check(root / CONFIG / "ur_macro.srdf.xacro")]
    assert codes == ["srdf-stale-collision-pair"] * 3


def test_a_group_state_joint_outside_its_group_is_flagged(tmp_path):
    root = moveit_workspace(tmp_path)
    macro = root / CONFIG / "ur_macro.srdf.xacro"
    _edit(macro, "  </xacro:macro>", '    <group name="wrist"><joint name="wrist_3_joint"/></group>\n'
          '    <group_state name="turned" group="wrist">\n      <joint name="wrist_3_joint" value="1"/>\n'
          '      <joint name="elbow_joint" value="0"/>\n    </group_state>\n  </xacro:macro>')
    found = _check(macro)
    assert [c for c, _s, _m in found] == ["srdf-state-joint-not-in-group"]
    assert "'elbow_joint'" in found[0][2]


def test_names_built_by_xacro_are_never_flagged_and_srdf_elements_are_not_unknown(tmp_path):
    root = moveit_workspace(tmp_path)
    path = root / "ur_moveit_config" / "srdf" / "ur.srdf.xacro"
    path.write_text(SRDF_XACRO % "")
    assert _check(path) == []
    path.write_text(SRDF_XACRO % '<disable_collisions link1="tool0" link2="wrist_4_link" reason="Never"/>')
    assert [c for c, _s, _m in _check(path)] == ["srdf-stale-collision-pair"]


def test_a_robot_name_known_only_when_xacro_runs_is_one_information_saying_what_to_set(tmp_path):
    root = moveit_workspace(tmp_path)
    path = root / CONFIG / "ur.srdf.xacro"
    _edit(path, '<xacro:arg name="name" default="ur"/>', '<xacro:arg name="name" default="${robot}"/>')
    found = [d for d in _check(path) if d[0].startswith("srdf-")]
    assert [(c, s) for c, s, _ in found] == [("srdf-no-urdf", 3)]
    assert "$(arg name)" in found[0][2] and "[srdf]" in found[0][2]
    (root / "ur_moveit_config" / "urdf-ls.toml").write_text(
        '[xacro]\nargs = { name = "ur" }\n[srdf]\n"srdf/ur.srdf.xacro" = "../ur_ros2_description/urdf/ur.urdf"\n')
    assert [d for d in _check(path) if d[0].startswith("srdf-")] == []


def test_definition_goes_to_the_urdf_and_a_urdf_rename_reaches_the_macro_file(tmp_path):
    from urdf_ls.features import srdf_nav
    root = moveit_workspace(tmp_path)
    s = Session(Workspace([str(root)]))
    macro = root / CONFIG / "ur_macro.srdf.xacro"
    s.open_file("m", str(macro))
    doc, text = s.document("m"), macro.read_text()
    (loc,) = srdf_nav.definition(doc, text.index('tip_link="tool0"') + len('tip_link="t'))
    urdf_text = (root / URDF).read_text()
    assert loc.path.endswith("ur.urdf") and urdf_text[:loc.end].endswith('<link name="tool0')
    s.open_file("u", str(root / URDF))
    urdf_doc = s.document("u")
    uses = srdf_nav.urdf_uses(urdf_doc, "link", "wrist_3_link")
    (path, _lines, attrs), = uses
    assert path.endswith("ur_macro.srdf.xacro") and len(attrs) == 3


def test_the_preview_of_an_srdf_says_it_is_no_robot_model(tmp_path):
    root = moveit_workspace(tmp_path)
    for path in (root / CONFIG / "ur.srdf.xacro", root / "panda_moveit_config" / "config" / "panda.srdf"):
        s = Session(Workspace([str(root)]))
        s.open_file("k", str(path))
        model = s.preview_model("k")
        assert model.urdf is None and model.error_count == 0
        assert "not a robot model" in model.message and "URDF or xacro file it describes" in model.message


def test_completion_and_hover_in_a_macro_body_use_the_srdf_vocabulary_and_the_urdf(tmp_path):
    from urdf_ls.features import srdf_nav
    root = moveit_workspace(tmp_path)
    macro = root / CONFIG / "ur_macro.srdf.xacro"
    s = Session(Workspace([str(root)]))
    s.open_file("m", str(macro))
    doc, text = s.document("m"), macro.read_text()
    off = text.index('link2="base_link_inertia"') + len('link2="')
    assert {"base_link_inertia", "tool0", "wrist_3_link"} <= {i.label for i in srdf_nav.completion(doc, off)}
    h = srdf_nav.hover(doc, off + 2)
    assert "ur.urdf" in h.markdown
    at = text.index("  </xacro:macro>")
    s.change("m", [(None, text[:at] + "<" + text[at:])])
    labels = {i.label for i in srdf_nav.completion(s.document("m"), at + 1)}
    assert {"group", "group_state", "disable_collisions", "virtual_joint", "end_effector"} <= labels


def test_with_no_static_robot_name_the_moveit_config_layout_finds_the_urdf(tmp_path):
    root = moveit_workspace(tmp_path)
    shutil.rmtree(root / "ur_description")      # (the ur5 description of the .srdf fixture: another robot)
    desc = root / "ur_description"
    (root / "ur_ros2_description").rename(desc)
    (desc / "package.xml").write_text('<package format="3"><name>ur_description</name></package>\n')
    path = root / CONFIG / "ur_macro.srdf.xacro"
    (root / CONFIG / "ur.srdf.xacro").unlink()      # no includer: no robot name at all
    _edit(path, 'tip_link="tool0"', 'tip_link="tool1"')
    found = _check(path)
    assert [c for c, _s, _m in found] == ["srdf-unknown-link"] and "ur.urdf" in found[0][2]
    (root / "ur_moveit_config" / "package.xml").write_text(
        (root / "ur_moveit_config" / "package.xml").read_text().replace("ur_description", "ur_descr"))
    assert [c for c, _s, _m in _check(path)] == ["srdf-no-urdf"]
