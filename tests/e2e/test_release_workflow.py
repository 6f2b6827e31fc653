"""The release workflow's version check, run as the workflow runs it: the release goes on only for a tag
of the version in the one place (the other release files: tests/unit/test_release_files.py)."""
import os
import subprocess
import sys

import pytest

from tests.helpers.paths import ROOT
from urdf_ls import __version__

yaml = pytest.importorskip("yaml")


WORKFLOWS = os.path.join(ROOT, ".github", "workflows")


def workflow(name):
    with open(os.path.join(WORKFLOWS, name)) as f:
        data = yaml.safe_load(f)
    data["on"] = data.pop(True, data.get("on"))     # (YAML 1.1 reads the key `on` as true)
    return data


def version_check():
    """the release's version step: its Python, run against this tree"""
    (step,) = [s["run"] for s in workflow("release.yml")["jobs"]["version"]["steps"] if "run" in s]
    return step.split("<<'PY'\n", 1)[1].rsplit("PY", 1)[0]


@pytest.mark.parametrize("tag, ok", [("v" + __version__, True), ("v9.9.9", False), (__version__, False)])
def test_the_release_runs_only_for_a_tag_of_the_version_in_the_one_place(tag, ok):
    script = "\n".join(line[10:] if line.startswith(" " * 10) else line for line in version_check().splitlines())
    p = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=dict(os.environ, GITHUB_REF_NAME=tag),
                       capture_output=True, text=True, timeout=60)
    assert (p.returncode == 0) == ok, p.stderr
