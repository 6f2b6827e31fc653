"""The committed preview bundle (urdf_ls/preview/static) is what editors/preview's sources and lockfile build,
and it is complete package data: pip install gives a working page without npm."""
import os
import subprocess

from tests.helpers.tools import need

from tests.helpers.paths import ROOT  # noqa: E402
def test_bundle_matches_a_rebuild_from_the_lockfile():
    need("node")
    need("npm")
    p = subprocess.run(["bash", os.path.join(ROOT, "scripts", "check-preview-bundle.sh")], capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
