"""Controller YAML files of a robot's package against its <ros2_control> joints, through `urdf-ls check`."""
import shutil
import subprocess
import sys

import pytest

from tests.helpers.controller_package import package
from tests.helpers.paths import DATA, ROOT

def check(*paths, cwd=ROOT):
    out = subprocess.run([sys.executable, "-m", "urdf_ls", "check", *map(str, paths)], cwd=cwd,
                         capture_output=True, text=True, env={"PYTHONPATH": ROOT, "PATH": "/usr/bin:/bin"})
    return out.returncode, out.stdout


def test_a_package_whose_controllers_name_its_joints_is_clean(tmp_path):
    assert check(package(tmp_path)) == (0, "")


def test_a_joint_renamed_in_the_yaml_is_flagged_where_it_stands(tmp_path):
    pkg = package(tmp_path, b="elbow_jiont")
    status, out = check(pkg)
    assert status == 0      # (a warning: the files load; the controller fails to claim the joint)
    assert out == ("%s:8:9: warning: Joint 'elbow_jiont' is in no <ros2_control> block of the robot: the controller "
                   "cannot claim its interfaces; did you mean 'elbow_joint'? [controller-unknown-joint]\n"
                   % (pkg / "config" / "controllers.yaml"))


def test_a_prefix_added_in_the_yaml_is_one_drift_diagnostic(tmp_path):
    pkg = package(tmp_path, a="ur5e_shoulder_joint", b="ur5e_elbow_joint")
    _status, out = check(pkg)
    assert out.count("\n") == 1 and "[controller-prefix-drift]" in out
    assert "3 joint name(s) of controllers.yaml match the robot's <ros2_control> joints only with the prefix " \
           "'ur5e_' added" in out


def test_a_mapped_file_outside_config_is_read(tmp_path):
    pkg = package(tmp_path, b="wrist_joint", yaml_dir="params")
    assert check(pkg) == (0, "")
    (pkg / "urdf-ls.toml").write_text('controllers = ["params/controllers.yaml"]\n')
    _status, out = check(pkg)
    assert "params/controllers.yaml:8:9: warning: Joint 'wrist_joint'" in out


def test_universal_robots_controllers_check_clean_and_a_mutation_is_caught(tmp_path):
    shutil.copytree(DATA / "ros2_control" / "ur", tmp_path / "ur")
    assert check(tmp_path / "ur") == (0, "")
    yaml_file = tmp_path / "ur" / "ur_robot_driver" / "config" / "ur_controllers.yaml"
    text = yaml_file.read_text()
    yaml_file.write_text(text.replace("- $(var tf_prefix)wrist_2_joint", "- $(var tf_prefix)wrist2_joint", 1))
    _status, out = check(tmp_path / "ur")
    assert out.count("\n") == 1 and "Joint '$(var tf_prefix)wrist2_joint' is in no <ros2_control> block" in out
    assert "did you mean 'wrist_2_joint'?" in out


@pytest.mark.parametrize("text", ["a:\n  ros__parameters:\n    joints: shoulder_joint\n", "not: [yaml",
                                  "ros__parameters", ""])
def test_odd_yaml_files_are_passed_over(tmp_path, text):
    pkg = package(tmp_path)
    (pkg / "config" / "odd.yaml").write_text(text)
    assert check(pkg) == (0, "")
