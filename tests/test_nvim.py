"""Real Neovim (Debian's 0.7.2 or newer), headless, with editors/nvim's Lua module against urdf-ls."""
import json
import os
import subprocess
import sys

from conftest import need

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOOD = open(os.path.join(ROOT, "tests", "data", "two_links.urdf")).read()


def test_nvim_diagnostics_completion_hover_definition(tmp_path):
    nvim = need("nvim")
    text = GOOD.replace('type="revolute"', 'type=""').replace(
        '<child link="arm"/>', '<child link="arm"/><!-- ok -->').replace(
        '<material name="blue"/>', '<material name="blu"/>')
    f = tmp_path / "robot.urdf"
    f.write_text(text)
    out = tmp_path / "out.json"
    env = dict(os.environ, URDF_NVIM_OUT=str(out), URDF_NVIM_FILE=str(f),
               URDF_NVIM_CMD="%s -m urdf_ls" % sys.executable, PYTHONPATH=ROOT)
    p = subprocess.run([nvim, "--headless", "-u", "NONE", "-i", "NONE", "--cmd",
                        "set rtp^=%s" % os.path.join(ROOT, "editors", "nvim"),
                        "-c", "luafile %s" % os.path.join(ROOT, "tests", "nvim", "run.lua")],
                       env=env, capture_output=True, text=True, timeout=120)
    assert out.exists(), p.stdout + p.stderr
    r = json.loads(out.read_text())
    assert r["filetype"] == "urdf"
    lines = text.splitlines()
    by_code = {d["code"]: d for d in r["diagnostics"]}
    # missing joint type -> error on the empty value; misspelt material -> warning
    e = by_code["joint-type-unknown"]
    assert e["severity"] == 1 and lines[e["lnum"]][e["col"]:e["end_col"]] == "type"
    w = by_code["undefined-material"]
    assert w["severity"] == 2
    assert lines[w["lnum"]][w["col"]:w["end_col"]] == "blu"
    assert sorted(r["completion"]) == sorted(["revolute", "continuous", "prismatic", "fixed", "floating", "planar"])
    assert "link `arm`" in r["hover"]
    target = next(i for i, l in enumerate(lines) if '<link name="base_link">' in l)
    assert r["definition"]["line"] == target
