"""Put the urdf-ls server and its pure-Python dependencies into bundled/libs (run by `npm run bundle`).

  python3 scripts/bundle_server.py [--python-version 3.9]

* the runtime dependencies come from PyPI with `pip install --target`, resolved for the OLDEST Python the
  server supports (so back-ports such as exceptiongroup are included) and as wheels only;
* every bundled file must be pure Python: a compiled module would tie the .vsix to one platform;
* xacro (opt-in expansion) comes without its dependencies, and PyYAML as its pure-Python `yaml` package
  only (taken from a wheel without the optional C extension, which yaml falls back from by itself);
* the urdf_ls package is copied from the repository (no __pycache__).
The pip step is skipped while bundled/libs/.requirements matches the requirements.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # editors/vscode
REPO = os.path.dirname(os.path.dirname(HERE))
LIBS = os.path.join(HERE, "bundled", "libs")
# what the server imports at run time (lxml is not: it only serves the tests and the benchmark)
REQUIREMENTS = ["pygls>=2.0,<3", "lsprotocol>=2023.0.1",
                # pip does not apply --python-version to Requires-Python or markers of the index used here: keep
                # the dependencies on versions that still run on 3.9, with their back-ports
                "cattrs>=23.1.2,<26", "exceptiongroup>=1.1.1"]
# xacro's one dependency is PyYAML, which has no pure-Python wheel: xacro is installed without dependencies,
# and PyYAML's pure `yaml` package is taken out of a wheel (any platform's: its .py files are the same)
NO_DEPS = ["xacro>=2.0.8,<3"]
PURE_PACKAGE = ("PyYAML>=6.0,<7", "yaml", "manylinux2014_x86_64")
NATIVE = (".so", ".pyd", ".dll", ".dylib")


def find_pip_python():
    """a Python that has pip: this one, else the repository's .venv"""
    cands = [sys.executable, os.path.join(REPO, ".venv", "bin", "python")]
    for c in cands:
        if os.path.exists(c) and subprocess.run([c, "-m", "pip", "--version"], capture_output=True).returncode == 0:
            return c
    sys.exit("bundle_server: no Python with pip found (tried %s); create the repository's .venv first"
             % ", ".join(cands))


def pip(py, *args):
    subprocess.run([py, "-m", "pip", "-q", "--disable-pip-version-check"] + list(args), check=True)


def add_pure_package(py, version, tmp):
    """the .py files of one package (and its licence and metadata) out of a platform wheel"""
    requirement, package, platform = PURE_PACKAGE
    pip(py, "download", "--no-deps", "--only-binary=:all:", "--python-version", version, "--platform", platform,
        "-d", tmp, requirement)
    wheel = [os.path.join(tmp, f) for f in os.listdir(tmp) if f.endswith(".whl")][0]
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            top = name.split("/", 1)[0]
            keep = (top == package and name.endswith(".py")) or (
                top.endswith(".dist-info") and not name.endswith("RECORD"))
            if keep:
                z.extract(name, LIBS)


def check_requires_python(version):
    """every bundled distribution must accept the oldest supported Python (only >= bounds occur)"""
    want = tuple(int(x) for x in version.split("."))
    bad = []
    for d in os.listdir(LIBS):
        meta = os.path.join(LIBS, d, "METADATA")
        if not d.endswith(".dist-info") or not os.path.exists(meta):
            continue
        for line in open(meta, encoding="utf-8"):
            if line.startswith("Requires-Python:"):
                for m in re.finditer(r">=\s*(\d+(?:\.\d+)*)", line):
                    if tuple(int(x) for x in m.group(1).split(".")) > want:
                        bad.append("%s needs %s" % (d, line.split(":", 1)[1].strip()))
    if bad:
        sys.exit("bundle_server: not usable on Python %s: %s" % (version, "; ".join(bad)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--python-version", default="3.9", help="oldest Python the bundle must run on")
    args = ap.parse_args()
    stamp = os.path.join(LIBS, ".requirements")
    want = "\n".join(REQUIREMENTS + NO_DEPS + list(PURE_PACKAGE) + ["python " + args.python_version]) + "\n"
    have = open(stamp).read() if os.path.exists(stamp) else None
    if have != want:
        shutil.rmtree(LIBS, ignore_errors=True)
        os.makedirs(LIBS)
        py = find_pip_python()
        target = ["install", "--root-user-action=ignore", "--no-compile", "--target", LIBS, "--only-binary=:all:",
                  "--python-version", args.python_version, "--implementation", "py"]
        pip(py, *target, *REQUIREMENTS)
        # (a second --target install into the same folder would replace the first one's bin/ only)
        pip(py, *target, "--no-deps", "--upgrade", *NO_DEPS)
        with tempfile.TemporaryDirectory(dir=HERE) as tmp:
            add_pure_package(py, args.python_version, tmp)
        for d in os.listdir(LIBS):
            if d == "bin":
                shutil.rmtree(os.path.join(LIBS, d))
        with open(stamp, "w") as f:
            f.write(want)
    dst = os.path.join(LIBS, "urdf_ls")
    shutil.rmtree(dst, ignore_errors=True)
    # URDF_LS_SRC: another folder holding the urdf_ls package (e.g. a release checkout)
    src = os.path.join(os.environ.get("URDF_LS_SRC") or REPO, "urdf_ls")
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    check_requires_python(args.python_version)
    native = [os.path.join(d, f) for d, _, fs in os.walk(LIBS) for f in fs if f.endswith(NATIVE)]
    if native:
        sys.exit("bundle_server: compiled files would tie the .vsix to one platform: %s" % native)
    for d, dirs, _ in os.walk(LIBS):
        for x in [x for x in dirs if x == "__pycache__"]:
            shutil.rmtree(os.path.join(d, x))
    print("bundled %s" % ", ".join(sorted(d for d in os.listdir(LIBS) if not d.startswith(".")
                                            and not d.endswith(".dist-info"))))


if __name__ == "__main__":
    main()
