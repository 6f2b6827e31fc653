"""The set-up's `npm ci` of editors/vscode and editors/preview (scripts/test.sh, the READMEs) is quiet when it
succeeds (#42): npm 11 blocks dependencies' install scripts unless package.json's allowScripts names them and
warns about each one it skipped, which read like a failure. Each project's manifest and lockfile are installed in
a copy, so the checkout's node_modules is not touched."""
import os
import shutil
import subprocess

import pytest

from tests.helpers.paths import ROOT
from tests.helpers.tools import need


@pytest.mark.parametrize("project", ["vscode", "preview"])
def test_npm_ci_succeeds_without_warnings(tmp_path, project):
    npm = need("npm")
    for name in ("package.json", "package-lock.json"):
        shutil.copy(os.path.join(ROOT, "editors", project, name), tmp_path / name)
    p = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=tmp_path, capture_output=True, text=True,
                       timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    assert p.stderr.strip() == "", p.stderr       # (npm writes its warnings, "npm warn ...", to stderr)
    # the build tool runs after it: its install script was allowed, or is not needed
    esbuild = subprocess.run([str(tmp_path / "node_modules" / ".bin" / "esbuild"), "--version"], capture_output=True,
                             text=True, timeout=60)
    assert esbuild.returncode == 0 and esbuild.stdout.strip()[0].isdigit(), esbuild.stderr
