"""The preview bundle (urdf_ls/preview/static) is committed package data."""
import os

from tests.helpers.paths import ROOT  # noqa: E402

STATIC = os.path.join(ROOT, "urdf_ls", "preview", "static")


def test_bundle_is_committed():
    page = open(os.path.join(STATIC, "index.html")).read()
    assert "__URDFLS_TOKEN__" in page and 'src="preview.js?token=__URDFLS_TOKEN__"' in page
    js = open(os.path.join(STATIC, "preview.js"), encoding="utf-8").read()
    assert "urdfPreview" in js and "Three.js Authors" in js          # three.js licence notice kept


