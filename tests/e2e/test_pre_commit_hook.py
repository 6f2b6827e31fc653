"""The pre-commit hooks the documentation shows run, through pre-commit itself on a git repository: the local
hook of the README (urdf-ls on PATH) and the repository's own hook (.pre-commit-hooks.yaml), which pre-commit
builds from this checkout as it would from a commit of the GitHub repository."""
import os
import re
import shutil
import stat
import subprocess
import sys

import pytest

from tests.e2e.helpers.corpus import CORPUS
from tests.helpers.paths import ROOT
from tests.helpers.tools import REQUIRE_TOOLS

EXAMPLE = os.path.join(ROOT, "examples", "demo_arm_description")
COOKIE = os.path.join(CORPUS, "files", "cookie-description-1.2.1", "cookie_description")


def need_pre_commit():
    try:
        import pre_commit  # noqa: F401
    except ImportError:
        if REQUIRE_TOOLS:
            pytest.fail("pre-commit (the test extra) is required (URDF_LS_REQUIRE_TOOLS=1)")
        pytest.skip("pre-commit not installed (pip install -e '.[test]')")


def readme_hook_config():
    """the .pre-commit-config.yaml the README shows"""
    with open(os.path.join(ROOT, "README.md")) as f:
        blocks = re.findall(r"```yaml\n(.*?)```", f.read(), re.S)
    (config,) = [b for b in blocks if "pre-commit-config" in b]
    return config


def a_repository(tmp_path, *folders):
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    for folder in folders:
        shutil.copytree(folder, str(repo / os.path.basename(folder)))
    return repo


def urdf_ls_on_path(tmp_path):
    """PATH with an `urdf-ls` that runs this checkout's urdf_ls, as `pipx install .` would put one there"""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    exe = bin_dir / "urdf-ls"
    exe.write_text('#!/bin/sh\nexec "%s" -m urdf_ls "$@"\n' % sys.executable)
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    env = dict(os.environ, PATH="%s%s%s" % (bin_dir, os.pathsep, os.environ.get("PATH", "")),
               PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (ROOT, os.environ.get("PYTHONPATH")) if p)
    return env


def pre_commit(repo, env, *args):
    subprocess.run(["git", "add", "-A"], cwd=str(repo), check=True)
    return subprocess.run([sys.executable, "-m", "pre_commit", *args, "--verbose"], cwd=str(repo), env=env,
                          capture_output=True, text=True, timeout=900)


def test_the_readme_hook_fails_a_commit_with_an_error_and_passes_clean_files(tmp_path):
    need_pre_commit()
    repo = a_repository(tmp_path, EXAMPLE)
    (repo / ".pre-commit-config.yaml").write_text(readme_hook_config())
    env = urdf_ls_on_path(tmp_path)
    p = pre_commit(repo, env, "run", "--files", "demo_arm_description/urdf/demo_arm.urdf")
    assert p.returncode == 1, p.stdout + p.stderr
    assert "urdf-ls check" in p.stdout and "Failed" in p.stdout
    assert "demo_arm_description/urdf/demo_arm.urdf:85:29: error: Unknown joint type 'revolut'" in p.stdout
    p = pre_commit(repo, env, "run", "--files", "demo_arm_description/urdf/demo_arm.urdf.xacro",
                   "demo_arm_description/urdf/macros.xacro")
    assert p.returncode == 0 and "Passed" in p.stdout, p.stdout + p.stderr


def test_the_hook_checks_a_staged_xacro_part_within_its_repository(tmp_path):
    need_pre_commit()
    if not os.path.isdir(COOKIE):
        if REQUIRE_TOOLS:
            pytest.fail("corpus missing at %s" % CORPUS)
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    repo = a_repository(tmp_path, COOKIE)
    (repo / ".pre-commit-config.yaml").write_text(readme_hook_config())
    # torso.xacro uses macros that cookie.xacro includes before including it: only the repository tells
    p = pre_commit(repo, urdf_ls_on_path(tmp_path), "run", "--files", "cookie_description/xacro/torso.xacro")
    assert p.returncode == 0 and "Passed" in p.stdout, p.stdout + p.stderr
    assert "xacro-unknown-macro" not in p.stdout


def test_the_repositorys_own_hook_builds_urdf_ls_and_runs_it(tmp_path):
    need_pre_commit()
    repo = a_repository(tmp_path, EXAMPLE)
    env = dict(os.environ, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"))
    env.pop("PYTHONPATH", None)       # (the hook's environment has its own urdf-ls, built from the checkout)
    p = pre_commit(repo, env, "try-repo", ROOT, "urdf-ls", "--files", "demo_arm_description/urdf/demo_arm.urdf")
    assert p.returncode == 1, p.stdout + p.stderr
    assert "Unknown joint type 'revolut'" in p.stdout and "[joint-type-unknown]" in p.stdout
