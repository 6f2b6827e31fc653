"""editors/helix: `hx --health urdf` with this configuration, when Helix is installed."""
import os
import shutil
import subprocess

import pytest

from tests.helpers.paths import ROOT  # noqa: E402
HELIX = os.path.join(ROOT, "editors", "helix")
def test_hx_health_when_installed(tmp_path):
    hx = shutil.which("hx") or shutil.which("helix")
    if hx is None:
        pytest.skip("Helix is not installed (not packaged for Debian 12)")
    conf = tmp_path / "helix"
    shutil.copytree(HELIX, conf)
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path))
    p = subprocess.run([hx, "--health", "urdf"], capture_output=True, text=True, timeout=60, env=env)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "urdf-ls" in p.stdout
