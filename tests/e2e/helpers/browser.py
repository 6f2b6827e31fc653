"""Headless Chromium for the preview tests: the system's browser, driven by playwright-core from
editors/preview (installed with npm ci when missing; no browser is downloaded)."""
import os
import shutil
import subprocess

from tests.helpers.paths import ROOT
from tests.helpers.tools import need

PREVIEW = os.path.join(ROOT, "editors", "preview")


def chromium():
    for c in (os.environ.get("URDF_LS_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium"),
              shutil.which("chromium-browser")):
        if c and os.path.exists(c):
            return c
    return need("chromium")


def install_preview_deps():
    """editors/preview's pinned dev dependencies (playwright-core drives the browser; no browser is downloaded)"""
    if not os.path.isdir(os.path.join(PREVIEW, "node_modules", "playwright-core")):
        npm = need("npm")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=PREVIEW, check=True, capture_output=True,
                       timeout=600)
