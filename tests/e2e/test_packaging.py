"""The package builds as sdist and wheel with every layer and the preview bundle (ready for PyPI)."""
import os
import subprocess
import sys
import tarfile
import zipfile

from tests.helpers.paths import ROOT  # noqa: E402
MUST = ["urdf_ls/cli/__init__.py", "urdf_ls/codes.py", "urdf_ls/lsp/server.py", "urdf_ls/rules/tree.py",
        "urdf_ls/syntax/scanner.py", "urdf_ls/features/completion.py", "urdf_ls/preview/static/preview.js",
        "urdf_ls/preview/static/index.html"]


def build(out):
    """(wheel, sdist) built the way a release is: python -m build in an isolated environment"""
    p = subprocess.run([sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", str(out), ROOT],
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, (p.stdout + p.stderr)[-3000:]
    files = os.listdir(str(out))
    return (os.path.join(str(out), next(f for f in files if f.endswith(".whl"))),
            os.path.join(str(out), next(f for f in files if f.endswith(".tar.gz"))))


def test_sdist_and_wheel_hold_every_layer_and_the_preview_bundle(tmp_path):
    whl, sdist = build(tmp_path)
    names = set(zipfile.ZipFile(whl).namelist())
    assert all(m in names for m in MUST), [m for m in MUST if m not in names]
    meta = next(n for n in names if n.endswith("METADATA"))
    text = zipfile.ZipFile(whl).read(meta).decode()
    assert "Requires-Dist: pygls" in text and "Requires-Dist: lxml" not in text.split("Provides-Extra")[0]
    members = {m.split("/", 1)[1] for m in tarfile.open(sdist).getnames() if "/" in m}
    assert all(m in members for m in MUST)
