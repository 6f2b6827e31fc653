"""`urdf-ls collisions` as a process: Ctrl-C (SIGINT) while it samples ends it with status 130 and leaves the
SRDF as it was; a finished run with --write changes it."""
import signal
import subprocess
import sys

import pytest

from tests.helpers.paths import DATA, ROOT

pytest.importorskip("fcl")

PANDA = DATA / "collision" / "example-robot-data" / "robots" / "panda_description" / "urdf" / "panda.urdf"
PANDA_SRDF = DATA / "moveit" / "panda_moveit_config" / "config" / "panda.srdf"


def _start(srdf, samples):
    return subprocess.Popen([sys.executable, "-m", "urdf_ls", "collisions", str(PANDA), "--srdf", str(srdf),
                             "--write", "--samples", str(samples), "--progress"], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_ctrl_c_cancels_cleanly_and_writes_nothing(tmp_path):
    srdf = tmp_path / "panda.srdf"
    stale = PANDA_SRDF.read_text().replace('reason="Adjacent"/>', 'reason="Never"/>', 1)
    srdf.write_text(stale)
    proc = _start(srdf, 50_000_000)
    try:
        bar = ""
        while "%" not in bar:       # the bar is drawn: sampling has begun
            ch = proc.stderr.read(1)
            assert ch, "ended before sampling: " + bar
            bar += ch
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 130, bar + err
    assert "cancelled; nothing written" in err
    assert srdf.read_text() == stale
    assert not list(tmp_path.glob("*.tmp"))


def test_a_finished_run_writes_the_srdf(tmp_path):
    srdf = tmp_path / "panda.srdf"
    srdf.write_text(PANDA_SRDF.read_text().replace('reason="Adjacent"/>', 'reason="Never"/>', 1))
    proc = _start(srdf, 2000)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert "wrote %s" % srdf in out and "100%" in err
    assert srdf.read_text().count('reason="Adjacent"') == PANDA_SRDF.read_text().count('reason="Adjacent"')
