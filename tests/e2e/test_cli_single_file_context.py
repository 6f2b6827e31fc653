"""A file checked on its own (as pre-commit passes staged files) sees its project: its repository, else its
package, is where the files that include it are searched."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.e2e.helpers.corpus import CORPUS
from tests.helpers.tools import REQUIRE_TOOLS

COOKIE = os.path.join(CORPUS, "files", "cookie-description-1.2.1", "cookie_description")


def cookie_copy(folder):
    """the cookie robot's description: torso.xacro calls macros that cookie.xacro includes before it"""
    if not os.path.isdir(COOKIE):
        if REQUIRE_TOOLS:
            pytest.fail("corpus missing at %s" % CORPUS)
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    shutil.copytree(COOKIE, str(folder / "cookie_description"))
    return folder


def codes_of(cwd, *args):
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", *args], cwd=str(cwd),
                       capture_output=True, text=True, timeout=120)
    return p.returncode, [d["code"] for d in json.loads(p.stdout)]


def test_a_file_of_a_repository_checked_alone_sees_the_files_that_include_it(tmp_path):
    repo = cookie_copy(tmp_path / "repo")
    torso = os.path.join("cookie_description", "xacro", "torso.xacro")
    # outside any repository or package there is no context to search: the macros are unknown
    _, alone = codes_of(repo, torso)
    assert alone.count("xacro-unknown-macro") == 28
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    status, codes = codes_of(repo, torso)
    assert "xacro-unknown-macro" not in codes and status == 0, codes
    # from elsewhere too, and the same as checking the whole folder finds for the file
    status, codes = codes_of(tmp_path, os.path.join("repo", torso))
    assert "xacro-unknown-macro" not in codes and status == 0, codes
    whole = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", "."], cwd=str(repo),
                           capture_output=True, text=True, timeout=120)
    assert [d["code"] for d in json.loads(whole.stdout) if d["path"].endswith("torso.xacro")] == codes


def test_a_file_of_a_package_checked_alone_sees_the_files_that_include_it(tmp_path):
    pkg = cookie_copy(tmp_path / "ws") / "cookie_description"
    (pkg / "package.xml").write_text("<package><name>cookie_description</name></package>")
    status, codes = codes_of(tmp_path, os.path.join("ws", "cookie_description", "xacro", "leg.xacro"))
    assert "xacro-unknown-macro" not in codes and status == 0, codes
