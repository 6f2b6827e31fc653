"""The targets of a xacro file come from its expansion (xacro run in the expansion child); the rest of
the targets setting: tests/unit/rules/test_targets.py."""
import pytest

from urdf_ls.cli.check import cmd_check

INERTIAL = '<inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>'


LIMIT = '<axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/>'


ROBOT = ('<robot name="r">\n'
         '<link name="base">%s</link>\n'
         '<link name="camera"/>\n'
         '<joint name="cj" type="fixed"><parent link="base"/><child link="camera"/></joint>\n'
         '<gazebo reference="camera"><sensor name="cam" type="camera"/></gazebo>\n'
         '<link name="tool"/>\n'
         '<joint name="tj" type="revolute"><parent link="base"/><child link="tool"/>%s</joint>\n'
         '<link name="free">%s</link>\n'
         '<joint name="fj" type="floating"><parent link="tool"/><child link="free"/></joint>\n'
         '<link name="hand">%s<collision><geometry><mesh filename="package://r/hand.dae"/></geometry></collision>'
         '</link>\n'
         '<joint name="hj" type="revolute"><parent link="base"/><child link="hand"/>%s</joint>\n'
         '</robot>\n') % (INERTIAL, LIMIT, INERTIAL, INERTIAL, LIMIT)


def test_a_xacro_file_gets_its_targets_from_its_expansion(tmp_path, capsys):
    pytest.importorskip("xacro")     # (a dependency of the test extra: installed wherever the tests run)
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "urdf-ls.toml").write_text('targets = ["kdl"]\n')
    source = ROBOT.replace('<robot name="r">', '<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">'
                           '<xacro:property name="m" value="1"/>').replace('<mass value="1"/>', '<mass value="${m}"/>')
    (proj / "r.xacro").write_text(source)
    assert cmd_check([str(proj / "r.xacro")]) == 0        # (not expanded: the source's names are not the robot's)
    assert "kdl" not in capsys.readouterr().out
    cmd_check([str(proj / "r.xacro"), "--expand-xacro"])
    out = capsys.readouterr().out
    assert "[kdl-root-inertia]" in out and "preflight for kdl (answered by the static rules: KDL is not run by " \
        "urdf-ls):\n  root inertia ignored: base" in out
