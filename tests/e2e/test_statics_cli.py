"""`urdf-ls statics` as a program: its text and JSON, the payload flags, its exit statuses."""
import json
import subprocess
import sys

from tests.helpers import statics_robots as R
from tests.helpers.paths import ROOT


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "urdf_ls", "statics", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_statics_prints_each_joint_with_its_verdict(tmp_path):
    path = tmp_path / "two.urdf"
    path.write_text(R.two_link(shoulder_effort=10))
    p = _cli(str(path))
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines() == [
        "shoulder (revolute): needs 17.7 N·m at shoulder -90°, elbow 0°; effort 10 N·m, margin 0.57x; CANNOT HOLD",
        "elbow (revolute): needs 3.92 N·m at shoulder -90°, elbow 0°; effort 30 N·m, margin 7.6x; holds"]


def test_statics_json_with_a_payload(tmp_path):
    path = tmp_path / "two.urdf"
    path.write_text(R.two_link(shoulder_effort=30))
    p = _cli(str(path), "--format", "json", "--payload", "1")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["payload"] == {"kg": 1.0, "link": "fore"} and data["base"] == "fixed"
    shoulder = data["joints"][0]
    assert shoulder["joint"] == "shoulder" and abs(shoulder["max_payload"] - (30 / 9.81 - 1.8) / 0.4) < 0.01
    assert shoulder["pose"]["shoulder"] < -1.5 and shoulder["short"] is False


def test_statics_usage_errors(tmp_path):
    path = tmp_path / "two.urdf"
    path.write_text(R.two_link())
    assert _cli(str(path), "--at", "fore").returncode == 2
    assert _cli(str(path), "--payload", "-1").returncode == 2
    p = _cli(str(path), "--payload", "1", "--at", "nope")
    assert p.returncode == 2 and "no link named nope" in p.stderr
    assert _cli(str(tmp_path / "missing.urdf")).returncode == 2
