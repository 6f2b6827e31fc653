"""The package builds as sdist and wheel with every layer and the preview bundle (ready for PyPI)."""
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

from tests.helpers.paths import ROOT  # noqa: E402
from urdf_ls import __version__
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
    version = next(l for l in text.splitlines() if l.startswith("Version: "))
    assert version == "Version: %s" % __version__        # (pyproject reads it from urdf_ls/__init__.py)


def source_copy(dest):
    """what `pip install .` reads of a checkout, copied: pip builds in the tree it is given, and a build/ left
    there by an earlier build would put modules deleted since into the wheel"""
    shutil.copytree(os.path.join(ROOT, "urdf_ls"), str(dest / "urdf_ls"), ignore=shutil.ignore_patterns("__pycache__"))
    for f in ("pyproject.toml", "README.md"):
        shutil.copy(os.path.join(ROOT, f), str(dest))
    return str(dest)


def test_pip_install_of_a_checkout_gives_a_working_urdf_ls_in_a_fresh_venv(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    py = str(venv / "bin" / "python")
    # the dependencies are this interpreter's: a .pth line shows them to the new venv (pip fetches only the build
    # backend, as for the sdist and wheel above)
    site = subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    with open(os.path.join(site, "deps.pth"), "w") as f:
        f.write(sysconfig.get_paths()["purelib"] + "\n")
    p = subprocess.run([sys.executable, "-m", "pip", "--python", py, "install", "-q", source_copy(tmp_path / "src")],
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, (p.stdout + p.stderr)[-3000:]
    exe = str(venv / "bin" / "urdf-ls")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}     # (only the installed copy)
    v = subprocess.run([exe, "--version"], capture_output=True, text=True, env=env, timeout=60)
    assert v.stdout == "urdf-ls %s\n" % __version__
    where = subprocess.run([py, "-c", "import urdf_ls; print(urdf_ls.__file__)"], capture_output=True, text=True,
                           env=env, cwd=str(tmp_path), timeout=60).stdout
    assert where.startswith(str(venv)), where
    # the README's first check: the example's one deliberate mistake, exit status 1
    c = subprocess.run([exe, "check", "examples/"], cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert c.returncode == 1 and "[joint-type-unknown]" in c.stdout and c.stdout.count("\n") == 1, c.stdout
