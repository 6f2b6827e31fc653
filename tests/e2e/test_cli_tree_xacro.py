"""`urdf-ls tree` of a .xacro file: its expansion when allowed (--expand-xacro, or a trusted project file's
`expand = true`), otherwise the file as written, and the output says so and how to expand."""
import os
import shutil
import subprocess
import sys

import pytest

from tests.helpers.paths import ROOT
from tests.helpers.tools import REQUIRE_TOOLS
from urdf_ls.workspace import expansion

PACKAGE = os.path.join(ROOT, "examples", "demo_arm_description")
XACRO = os.path.join("demo_arm_description", "urdf", "demo_arm.urdf.xacro")


def tree(cwd, *args):
    return subprocess.run([sys.executable, "-m", "urdf_ls", "tree", *args], cwd=str(cwd), capture_output=True,
                          text=True, timeout=120)


def need_xacro():
    if not expansion.xacro_available():
        if REQUIRE_TOOLS:
            pytest.fail("the xacro package is required (URDF_LS_REQUIRE_TOOLS=1)")
        pytest.skip("the xacro package is not installed")


def test_an_unexpanded_xacro_tree_says_so_in_its_output_and_how_to_expand(tmp_path):
    shutil.copytree(PACKAGE, str(tmp_path / "demo_arm_description"))
    p = tree(tmp_path, XACRO)
    assert p.returncode == 0
    lines = p.stdout.splitlines()
    assert lines[0] == "(xacro file as written, not expanded: --expand-xacro shows its expansion)"
    assert lines[1] == "robot 'demo_arm': 2 links, 1 joint"
    assert ("showing the xacro file as written, NOT expanded" in p.stderr
            and "urdf-ls tree --expand-xacro %s" % XACRO in p.stderr), p.stderr
    dot = tree(tmp_path, "--format", "dot", XACRO).stdout
    assert dot.startswith("// xacro file as written, not expanded") and "\ndigraph G {" in dot
    # a URDF file has nothing to expand: no note
    plain = tree(tmp_path, os.path.join("demo_arm_description", "urdf", "demo_arm.urdf"))
    assert plain.stdout.startswith("robot 'demo_arm'") and "expand" not in plain.stderr


def test_an_allowed_expansion_shows_the_robot_xacro_makes(tmp_path):
    need_xacro()
    shutil.copytree(PACKAGE, str(tmp_path / "demo_arm_description"))
    expanded = "robot 'demo_arm': 4 links, 3 joints"
    p = tree(tmp_path, "--expand-xacro", XACRO)
    assert p.returncode == 0 and p.stdout.splitlines()[0] == expanded, p.stdout + p.stderr
    assert "not expanded" not in p.stdout + p.stderr
    # the project file allows it (a file of the user's own: trusted)
    (tmp_path / "demo_arm_description" / "urdf-ls.toml").write_text("[xacro]\nexpand = true\n")
    p = tree(tmp_path, XACRO)
    assert p.returncode == 0 and p.stdout.splitlines()[0] == expanded, p.stdout + p.stderr
