"""The VS Code extension for real: built with esbuild, packaged with vsce, installed into code-server
and driven in headless Chromium; a dangling link reference must show an error squiggle whose hover
carries urdf-ls's message."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from conftest import REQUIRE_TOOLS, need

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXT = os.path.join(ROOT, "editors", "vscode")


def code_server():
    cands = [os.environ.get("URDF_LS_CODE_SERVER"), os.path.join(ROOT, ".cache", "code-server", "node_modules",
                                                                  ".bin", "code-server"), shutil.which("code-server")]
    for c in cands:
        if c and os.path.exists(c):
            return c
    if REQUIRE_TOOLS:
        pytest.fail("code-server not installed (scripts/test.sh installs it into .cache/code-server)")
    pytest.skip("code-server not installed")


def build_vsix():
    npm = need("npm")
    if not os.path.isdir(os.path.join(EXT, "node_modules")):
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=EXT, check=True, capture_output=True)
    subprocess.run([npm, "run", "typecheck"], cwd=EXT, check=True, capture_output=True)
    subprocess.run([npm, "run", "package"], cwd=EXT, check=True, capture_output=True)
    vsix = os.path.join(EXT, "urdf-ls.vsix")
    assert os.path.getsize(vsix) > 10000
    return vsix


def test_extension_shows_squiggle_in_code_server(tmp_path):
    cs = code_server()
    need("node")
    chromium = need("chromium")
    vsix = build_vsix()
    proj = tmp_path / "project"
    proj.mkdir()
    text = open(os.path.join(ROOT, "tests", "data", "two_links.urdf")).read().replace(
        '<child link="arm"/>', '<child link="arm_typo"/>')
    (proj / "robot.urdf").write_text(text)
    out, shot = tmp_path / "out.json", os.path.join(ROOT, ".cache", "vscode-e2e.png")
    os.makedirs(os.path.dirname(shot), exist_ok=True)
    p = subprocess.run(["node", os.path.join(ROOT, "tests", "vscode", "e2e.mjs"), cs, vsix, str(tmp_path), str(out),
                        shot, sys.executable, chromium], capture_output=True, text=True, timeout=600)
    r = json.loads(out.read_text()) if out.exists() else {}
    assert not r.get("error"), (r, p.stderr[-3000:])
    assert r["squiggles"] >= 1
    assert "arm_typo" in r["hover"] and "is not defined" in r["hover"], r
