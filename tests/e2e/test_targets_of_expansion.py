"""The targets of a xacro file come from its expansion (xacro run in the expansion child); the rest of
the targets setting: tests/unit/rules/test_targets.py."""
import pytest

from tests.helpers.target_robots import ROBOT
from urdf_ls.cli.check import cmd_check



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
