"""What `urdf-ls check` says about the run itself: a folder without robot files, a junk file, the problems of a
project file, and GitHub annotation paths, as a CI log shows them."""
import json
import os
import subprocess
import sys

ROBOT = '<robot name="r"><link name="a" foo="1"/></robot>\n'


def run(cwd, *args, env=None):
    """urdf-ls check in cwd; env: the whole environment (default: this one, without a GitHub checkout)"""
    return subprocess.run([sys.executable, "-m", "urdf_ls", "check", *args], cwd=str(cwd), capture_output=True,
                          text=True, timeout=120, env=without_checkout() if env is None else env)


def without_checkout():
    return {k: v for k, v in os.environ.items() if k != "GITHUB_WORKSPACE"}


def test_a_folder_without_robot_files_says_so_and_exits_as_a_clean_run(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "notes.txt").write_text("no robots here")
    p = run(tmp_path, "docs")
    assert p.returncode == 0 and p.stdout == ""
    assert p.stderr == "urdf-ls check: warning: no .urdf, .xacro, .srdf or controller .yaml files found under docs\n"
    p = run(tmp_path, "--format", "json", "docs")
    assert p.returncode == 0 and json.loads(p.stdout) == [] and "no .urdf, .xacro, .srdf or controller .yaml files" in p.stderr
    (tmp_path / "docs" / "r.urdf").write_text(ROBOT)
    assert run(tmp_path, "docs").stderr == ""


def test_a_junk_file_is_told_once_that_it_has_no_root(tmp_path):
    (tmp_path / "junk.urdf").write_text("hello, not XML at all")
    p = run(tmp_path, "--format", "json", "junk.urdf")
    assert p.returncode == 1
    assert [d["code"] for d in json.loads(p.stdout)] == ["xml-no-root"]
    (tmp_path / "empty.urdf").write_text("")
    assert [d["code"] for d in json.loads(run(tmp_path, "--format", "json", "empty.urdf").stdout)] == ["xml-no-root"]


def test_a_bad_project_file_is_reported_once_per_run(tmp_path):
    (tmp_path / "urdf-ls.toml").write_text('severity = { mass-zero = "fatal" }\n')
    for i in range(20):          # (enough for the forked workers: each reads the project file)
        (tmp_path / ("r%d.urdf" % i)).write_text(ROBOT)
    p = run(tmp_path, ".")
    assert p.stderr.count("fatal") == 1, p.stderr
    assert p.stderr.startswith("urdf-ls: %s: severity of mass-zero" % (tmp_path / "urdf-ls.toml"))


def test_github_annotations_name_files_relative_to_the_repository(tmp_path):
    repo = tmp_path / "repo"
    (repo / "pkg" / "urdf").mkdir(parents=True)
    (repo / ".git").mkdir()
    (repo / "pkg" / "urdf" / "r.urdf").write_text(ROBOT)
    env = without_checkout()
    for cwd, arg in ((repo, "."), (repo, "./pkg/urdf/r.urdf"), (repo / "pkg", "."), (repo / "pkg", "urdf/r.urdf")):
        out = run(cwd, "--format", "github", arg, env=env).stdout
        assert out.startswith("::warning file=pkg/urdf/r.urdf,line=1,"), (cwd, arg, out)
        assert out.count("\n") == 1 and out.endswith("\n")
    # on GitHub Actions the checkout is $GITHUB_WORKSPACE, wherever the step runs
    env["GITHUB_WORKSPACE"] = str(repo)
    out = run(repo / "pkg" / "urdf", "--format", "github", "r.urdf", env=env).stdout
    assert out.startswith("::warning file=pkg/urdf/r.urdf,line=1,"), out
    # a file outside the repository keeps the path it was given
    (tmp_path / "o.urdf").write_text(ROBOT)
    out = run(repo, "--format", "github", "../o.urdf", env=env).stdout
    assert out.startswith("::warning file=../o.urdf,line=1,"), out
