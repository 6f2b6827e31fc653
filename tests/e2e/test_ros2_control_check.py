"""<ros2_control> blocks through `urdf-ls check`: Universal Robots' own files (pinned in
tests/data/ros2_control/ur) check clean, and the corpus's robots with <ros2_control> blocks are silent."""
import subprocess
import sys

import pytest

from tests.helpers.paths import DATA, ROOT


def test_universal_robots_files_check_clean():
    out = subprocess.run([sys.executable, "-m", "urdf_ls", "check", str(DATA / "ros2_control" / "ur")],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.slow
def test_corpus_robots_with_ros2_control_blocks_are_silent():
    """real robots that ship <ros2_control> (xArm, TIAGo Pro, Franka FR3 ...) give no ros2-control diagnostic"""
    from tests.fuzz import corpus
    if not corpus.available():
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    from urdf_ls.document.document import Document
    seen = 0
    for e in corpus.entries(max_bytes=2_000_000):
        with open(e.path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        if "<ros2_control" not in text:
            continue
        seen += 1
        codes = {d.code.value for d in Document(text, e.path).diagnostics()}
        assert not {c for c in codes if c.startswith("ros2-control")}, e.path
    assert seen >= 3
