"""External tools: skipped when missing locally; CI (URDF_LS_REQUIRE_TOOLS=1) fails instead."""
import os
import shutil
import subprocess

import pytest

REQUIRE_TOOLS = os.environ.get("URDF_LS_REQUIRE_TOOLS") == "1"


def need(tool):
    """skip when a tool is missing locally; CI sets URDF_LS_REQUIRE_TOOLS=1 so a missing tool fails"""
    path = shutil.which(tool)
    if path is None:
        if REQUIRE_TOOLS:
            pytest.fail("%s is required (URDF_LS_REQUIRE_TOOLS=1) but not installed" % tool)
        pytest.skip("%s not installed" % tool)
    return path


def check_urdf_errors(path):
    """the Error: lines check_urdf prints for a file"""
    exe = need("check_urdf")
    p = subprocess.run([exe, os.path.basename(path)], cwd=os.path.dirname(path), capture_output=True, text=True,
                       errors="replace", timeout=60)
    return [l for l in (p.stdout + p.stderr).splitlines() if l.startswith("Error:")]
