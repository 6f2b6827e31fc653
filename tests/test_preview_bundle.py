"""The committed preview bundle (urdf_ls/preview/static) is what editors/preview's sources and lockfile build,
and it is complete package data: pip install gives a working page without npm."""
import os
import subprocess

from conftest import need

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATIC = os.path.join(ROOT, "urdf_ls", "preview", "static")


def test_bundle_is_committed():
    page = open(os.path.join(STATIC, "index.html")).read()
    assert "__URDFLS_TOKEN__" in page and 'src="preview.js?token=__URDFLS_TOKEN__"' in page
    js = open(os.path.join(STATIC, "preview.js"), encoding="utf-8").read()
    assert "urdfPreview" in js and "Three.js Authors" in js          # three.js licence notice kept


def test_bundle_matches_a_rebuild_from_the_lockfile():
    need("node")
    need("npm")
    p = subprocess.run(["bash", os.path.join(ROOT, "scripts", "check-preview-bundle.sh")], capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
