"""examples/: the robot package a new user lints first. `urdf-ls check examples/` finds exactly the one
deliberate mistake (exit code 1); everything else in the package is valid for urdf-ls and check_urdf, and
demo_arm.urdf is what xacro makes of demo_arm.urdf.xacro."""
import json
import os
import subprocess
import sys


from tests.helpers.tools import check_urdf_errors

from tests.helpers.paths import ROOT  # noqa: E402
SRC = os.environ.get("URDF_LS_SRC") or ROOT
PKG = os.path.join(ROOT, "examples", "demo_arm_description")


def check(*args, cwd=ROOT):
    env = dict(os.environ, PYTHONPATH=SRC)
    return subprocess.run([sys.executable, "-m", "urdf_ls", "check", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_check_examples_json_shows_the_one_deliberate_error():
    p = check("examples/", "--format", "json")
    assert p.returncode == 1, p.stderr
    diags = json.loads(p.stdout)
    assert len(diags) == 1, diags
    d = diags[0]
    assert d["path"] == os.path.join("examples", "demo_arm_description", "urdf", "demo_arm.urdf")
    assert d["severity"] == 1 and d["code"] == "joint-type-unknown" and "revolute" in d["message"]
    lines = open(os.path.join(ROOT, d["path"])).read().splitlines()
    r = d["range"]
    assert r["start"]["line"] == r["end"]["line"]
    assert "revolut" in lines[r["start"]["line"]][r["start"]["character"]:r["end"]["character"]]


def test_check_examples_text_output():
    p = check("examples/")
    assert p.returncode == 1
    out = p.stdout.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("examples/demo_arm_description/urdf/demo_arm.urdf:")
    assert "error" in out[0] and "[joint-type-unknown]" in out[0]


def fixed_urdf(tmp_path):
    text = open(os.path.join(PKG, "urdf", "demo_arm.urdf")).read().replace('type="revolut"', 'type="revolute"')
    urdf = tmp_path / "demo_arm.urdf"
    urdf.write_text(text)
    return urdf


def test_example_without_its_mistake_is_clean(tmp_path):
    urdf = fixed_urdf(tmp_path)
    p = check(str(urdf), "--workspace", os.path.join(ROOT, "examples"), "--format", "json")
    assert p.returncode == 0 and json.loads(p.stdout) == [], p.stdout
    assert check_urdf_errors(str(urdf)) == []
    for f in ("base.stl", "gripper.stl"):
        text = open(os.path.join(PKG, "meshes", f)).read()
        assert text.startswith("solid ") and text.count("facet normal") >= 12 and text.rstrip().endswith("endsolid " + f[:-4])


