"""`urdf-ls diff` and `urdf-ls canonical` as programs: two files, git revision ranges (git itself is the oracle
of what changed and of the text at a revision), the output formats, --exit-code, xacro under the check's
opt-in, and canonical as git's textconv driver under a real `git diff`."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.helpers.paths import ROOT
from tests.helpers.robot_versions import ARM
from tests.helpers.tools import REQUIRE_TOOLS
from urdf_ls.workspace import expansion

ENV = dict(os.environ, PYTHONPATH=ROOT, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
           GIT_COMMITTER_EMAIL="t@t", GIT_CONFIG_NOSYSTEM="1", HOME="/nonexistent")
PACKAGE = os.path.join(ROOT, "examples", "demo_arm_description")


def urdf_ls(cwd, *args):
    return subprocess.run([sys.executable, "-m", "urdf_ls", *args], cwd=str(cwd), capture_output=True, text=True,
                          timeout=120, env=ENV)


def git(cwd, *args):
    return subprocess.run(["git", *args], cwd=str(cwd), capture_output=True, text=True, timeout=60, env=ENV,
                          check=True).stdout


def need_git():
    if shutil.which("git") is None:
        if REQUIRE_TOOLS:
            pytest.fail("git is required")
        pytest.skip("git is not installed")


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_two_files_text_json_and_exit_code(tmp_path):
    write(tmp_path / "old.urdf", ARM)
    write(tmp_path / "new.urdf", ARM.replace('<mass value="2"/>', '<mass value="20"/>').replace('"fore"', '"fa"'))
    p = urdf_ls(tmp_path, "diff", "old.urdf", "new.urdf")
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines() == ["--- old.urdf", "+++ new.urdf", "~ link base (line 5)",
                                     "    mass: 2 kg → 20 kg (+900%)", "~ link fa (renamed from fore) (line 15)"]
    assert urdf_ls(tmp_path, "diff", "--exit-code", "old.urdf", "new.urdf").returncode == 1
    same = urdf_ls(tmp_path, "diff", "--exit-code", "old.urdf", "old.urdf")
    assert (same.returncode, same.stdout) == (0, "")
    data = json.loads(urdf_ls(tmp_path, "diff", "--format", "json", "old.urdf", "new.urdf").stdout)
    assert [(c["subject"], c["name"], c["kind"], c["line"]) for c in data[0]["changes"]] == [
        ("link", "base", "changed", 5), ("link", "fa", "renamed", 15)]


def test_github_and_sarif_annotate_the_new_file(tmp_path):
    write(tmp_path / "old.urdf", ARM)
    write(tmp_path / "new.urdf", ARM.replace('effort="35"', 'effort="50"'))
    gh = urdf_ls(tmp_path, "diff", "--format", "github", "old.urdf", "new.urdf").stdout
    assert gh == ("::notice file=new.urdf,line=20,title=robot changed::joint 'shoulder': limit.effort: "
                  "35 N·m → 50 N·m (+42.9%25)\n")
    sarif = json.loads(urdf_ls(tmp_path, "diff", "--format", "sarif", "old.urdf", "new.urdf").stdout)
    result, = sarif["runs"][0]["results"]
    assert result["ruleId"] == "robot-changed" and result["level"] == "note"
    location = result["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "new.urdf" and location["region"]["startLine"] == 20


def test_a_file_name_that_is_not_utf8_gives_valid_output(tmp_path):
    odd = os.fsdecode(b"arm\xff.urdf")
    write(tmp_path / odd, ARM)
    write(tmp_path / "new.urdf", ARM.replace('<mass value="2"/>', '<mass value="3"/>'))
    for fmt in ("json", "github", "sarif", "text"):
        p = subprocess.run([sys.executable, "-m", "urdf_ls", "diff", "--format", fmt, odd, "new.urdf"],
                           cwd=str(tmp_path), capture_output=True, timeout=120, env=ENV)
        assert p.returncode == 0, p.stderr
        out = p.stdout.decode("utf-8")         # (strict: raises on bytes that are not UTF-8)
        if fmt in ("json", "sarif"):
            json.loads(out)
        assert fmt not in ("json", "text") or "\\xff" in out, (fmt, out)      # (the old file's name, escaped)
    reverse = subprocess.run([sys.executable, "-m", "urdf_ls", "diff", "--format", "github", "new.urdf", odd],
                             cwd=str(tmp_path), capture_output=True, timeout=120, env=ENV)
    assert reverse.stdout.decode("utf-8").startswith("::notice file=arm\\xff.urdf,line=")


def test_usage_and_unreadable_files(tmp_path):
    write(tmp_path / "a.urdf", ARM)
    assert urdf_ls(tmp_path, "diff", "a.urdf").returncode == 2
    missing = urdf_ls(tmp_path, "diff", "a.urdf", "missing.urdf")
    assert missing.returncode == 2 and "cannot read" in missing.stderr and missing.stdout == ""


def test_what_the_input_guard_refuses_is_not_compared(tmp_path):
    """a binary file given as a robot is refused as urdf-ls check refuses it, in both modes; the other files
    of a range are still compared"""
    write(tmp_path / "a.urdf", ARM)
    (tmp_path / "bin.urdf").write_bytes(bytes(range(256)) * 64)
    p = urdf_ls(tmp_path, "diff", "a.urdf", "bin.urdf")
    assert p.returncode == 2 and "binary data" in p.stderr and p.stdout == ""
    repo = _repository(tmp_path)
    (repo / "robot" / "bin.urdf").write_bytes(b"<robot/>")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "a robot that becomes binary")
    (repo / "robot" / "bin.urdf").write_bytes(bytes(range(256)) * 64)
    write(repo / "robot" / "arm.urdf", ARM.replace('<mass value="2"/>', '<mass value="3"/>'))
    p = urdf_ls(repo, "diff", "--git", "--format", "json")
    assert p.returncode == 2 and "robot/bin.urdf" in p.stderr and "binary data" in p.stderr, p.stderr
    assert [f["new"] for f in json.loads(p.stdout)] == ["robot/arm.urdf"]


def _repository(tmp_path):
    need_git()
    repo = tmp_path / "repo"
    write(repo / "robot" / "arm.urdf", ARM)
    write(repo / "robot" / "meshes" / "upper.stl", "solid a\nendsolid a\n")
    write(repo / "README.md", "not a robot\n")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "one")
    return repo


def test_git_head_against_the_working_tree_with_a_mesh_changed_by_content(tmp_path):
    repo = _repository(tmp_path)
    write(repo / "robot" / "arm.urdf", ARM.replace('upper="0.1"', 'upper="0.2"'))
    write(repo / "robot" / "meshes" / "upper.stl", "solid b\nendsolid b\n")
    write(repo / "README.md", "changed, still not a robot\n")
    p = urdf_ls(repo / "robot", "diff", "--git")
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    head = git(repo, "rev-parse", "HEAD").strip()[:12]
    assert lines[:2] == ["--- %s:robot/arm.urdf" % head, "+++ robot/arm.urdf"]
    assert "    collision[0].mesh: meshes/upper.stl → meshes/upper.stl (content changed)" in lines
    assert "    limit.upper: 100 mm → 200 mm (+100 mm)" in lines
    git(repo, "checkout", "robot/meshes/upper.stl")    # the mesh as committed: no longer a change
    assert "mesh" not in urdf_ls(repo, "diff", "--git", "HEAD").stdout
    # the mesh moved to another folder, same content: git's content ids match, nothing to report
    (repo / "robot" / "meshes" / "v2").mkdir()
    git(repo, "mv", "robot/meshes/upper.stl", "robot/meshes/v2/upper.stl")
    write(repo / "robot" / "arm.urdf", ARM.replace("meshes/upper.stl", "meshes/v2/upper.stl"))
    assert urdf_ls(repo, "diff", "--git", "--exit-code").returncode == 0
    git(repo, "mv", "robot/meshes/v2/upper.stl", "robot/meshes/upper.stl")
    write(repo / "robot" / "new.urdf", ARM)             # untracked: said so, not an empty report
    untracked = urdf_ls(repo / "robot", "diff", "--git", "--", "new.urdf")
    assert untracked.returncode == 0 and "# robot/new.urdf is not in %s" % head in untracked.stdout


def test_git_range_between_commits_added_and_deleted_files(tmp_path):
    repo = _repository(tmp_path)
    write(repo / "robot" / "arm.urdf", ARM.replace('"elbow"', '"elbow_joint"'))
    write(repo / "robot" / "gripper.urdf", '<robot name="g"><link name="palm"/></robot>\n')
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "two")
    git(repo, "rm", "-q", "robot/gripper.urdf")
    git(repo, "commit", "-qm", "three")
    two = json.loads(urdf_ls(repo, "diff", "--git", "HEAD~2..HEAD~1", "--format", "json").stdout)
    assert sorted(f["new"].split(":", 1)[1] for f in two) == ["robot/arm.urdf", "robot/gripper.urdf"]
    by_file = {f["new"].split(":", 1)[1]: f for f in two}
    assert [(c["subject"], c["kind"], c["old"]) for c in by_file["robot/arm.urdf"]["changes"]] == [
        ("joint", "renamed", "elbow")]
    assert [(c["subject"], c["name"], c["kind"]) for c in by_file["robot/gripper.urdf"]["changes"]] == [
        ("link", "palm", "added")]
    three = json.loads(urdf_ls(repo, "diff", "--git", "HEAD~1..HEAD", "--format", "json").stdout)
    assert [(c["name"], c["kind"]) for c in three[0]["changes"]] == [("palm", "removed")]
    assert "deleted" in three[0]["notes"][0]
    # only the paths asked for
    only = json.loads(urdf_ls(repo, "diff", "--git", "HEAD~2..HEAD~1", "--format", "json", "--",
                              "robot/arm.urdf").stdout)
    assert len(only) == 1


def test_a_file_git_moved_is_compared_with_its_old_self(tmp_path):
    repo = _repository(tmp_path)
    git(repo, "mv", "robot/arm.urdf", "robot/arm_v2.urdf")
    write(repo / "robot" / "arm_v2.urdf", ARM.replace('effort="35"', 'effort="40"'))
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "moved")
    moved, = json.loads(urdf_ls(repo, "diff", "--git", "HEAD~1..HEAD", "--format", "json").stdout)
    assert moved["old"].endswith(":robot/arm.urdf") and moved["new"].endswith(":robot/arm_v2.urdf")
    assert [(c["name"], c["what"], c["delta"]) for c in moved["changes"]] == [("shoulder", "limit.effort", "+14.3%")]


def test_git_errors_are_usage_errors(tmp_path):
    repo = _repository(tmp_path)
    bad = urdf_ls(repo, "diff", "--git", "no-such-rev")
    assert bad.returncode == 2 and "unknown revision: no-such-rev" in bad.stderr
    option = urdf_ls(repo, "diff", "--git=--output=/tmp/x")
    assert option.returncode == 2 and "not a revision" in option.stderr
    outside = urdf_ls(tmp_path, "diff", "--git")
    assert outside.returncode == 2
    a_file = urdf_ls(repo, "diff", "--git", "robot/arm.urdf")     # (a path where a revision goes)
    assert a_file.returncode == 2 and "urdf-ls diff --git -- robot/arm.urdf" in a_file.stderr


def test_canonical_as_a_git_textconv_driver(tmp_path):
    """plain `git diff` through the driver shows the one change that matters, not the reformatting"""
    repo = _repository(tmp_path)
    write(repo / ".gitattributes", "*.urdf diff=urdf\n")
    git(repo, "config", "diff.urdf.textconv", "%s -m urdf_ls canonical" % sys.executable)
    reformatted = (ARM.replace("  ", "    ").replace('ixx="0.02" ixy="0"', 'ixy="0.0" ixx="2e-2"')
                   .replace('<mass value="2"/>', '<mass value="2.5"/>'))
    write(repo / "robot" / "arm.urdf", reformatted)
    plain = git(repo, "diff", "--no-textconv", "robot/arm.urdf")
    assert len([line for line in plain.splitlines() if line.startswith(("+ ", "- ", "+<", "-<", "+\t"))]) > 20
    conv = git(repo, "diff", "robot/arm.urdf")
    changed = [line for line in conv.splitlines() if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    assert changed == ['-      <mass value="2"/>', '+      <mass value="2.5"/>']


def test_canonical_of_a_revision(tmp_path):
    repo = _repository(tmp_path)
    write(repo / "robot" / "arm.urdf", ARM.replace('<mass value="2"/>', '<mass value="7"/>'))
    at_head = urdf_ls(repo / "robot", "canonical", "--rev", "HEAD", "arm.urdf")
    now = urdf_ls(repo / "robot", "canonical", "arm.urdf")
    assert at_head.returncode == 0 and '<mass value="2"/>' in at_head.stdout and '<mass value="7"/>' in now.stdout
    assert at_head.stdout == urdf_ls(tmp_path, "canonical", str(repo / "robot" / "arm.urdf"), "--rev", "HEAD").stdout
    missing = urdf_ls(repo, "canonical", "--rev", "HEAD", "README2.md")
    assert missing.returncode == 2


def test_canonical_command(tmp_path):
    write(tmp_path / "a.urdf", ARM)
    p = urdf_ls(tmp_path, "canonical", "a.urdf")
    assert p.returncode == 0 and p.stdout.startswith('<?xml version="1.0"?>\n<robot name="arm">\n')
    write(tmp_path / "b.urdf", p.stdout)
    assert urdf_ls(tmp_path, "canonical", "b.urdf").stdout == p.stdout
    assert urdf_ls(tmp_path, "canonical", "missing.urdf").returncode == 2


def need_xacro():
    if not expansion.xacro_available():
        if REQUIRE_TOOLS:
            pytest.fail("the xacro package is required")
        pytest.skip("the xacro package is not installed")


def test_xacro_files_are_expanded_only_under_the_opt_in(tmp_path):
    shutil.copytree(PACKAGE, str(tmp_path / "a" / "demo_arm_description"))
    shutil.copytree(PACKAGE, str(tmp_path / "b" / "demo_arm_description"))
    xacro = os.path.join("demo_arm_description", "urdf", "demo_arm.urdf.xacro")
    new = tmp_path / "b" / xacro
    text = new.read_text()
    macro_text = text.replace("${pi/2}", "${pi/3}") if "${pi/2}" in text else text.replace("1.57", "1.0", 1)
    assert macro_text != text
    new.write_text(macro_text)
    old_path, new_path = str(tmp_path / "a" / xacro), str(new)
    unexpanded = urdf_ls(tmp_path, "diff", old_path, new_path)
    assert unexpanded.returncode == 0
    assert "compared as written, not expanded" in unexpanded.stdout
    need_xacro()
    expanded = urdf_ls(tmp_path, "diff", "--expand-xacro", old_path, new_path)
    assert expanded.returncode == 0, expanded.stderr
    assert "not expanded" not in expanded.stdout and "~ joint" in expanded.stdout, expanded.stdout
    # the annotation is on the line of the source that made the joint (the macro call), not of the expansion
    call_line = next(i for i, line in enumerate(macro_text.splitlines(), 1) if 'name="shoulder"' in line)
    github = urdf_ls(tmp_path, "diff", "--expand-xacro", "--format", "github", old_path, new_path).stdout
    assert ",line=%d," % call_line in github, github


def _corpus_file(*parts):
    from tests.e2e.corpus import CORPUS
    path = os.path.join(CORPUS, "files", *parts)
    if not os.path.exists(path):
        if REQUIRE_TOOLS:
            pytest.fail("corpus file missing: %s" % path)
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    return path


ICUB = ("icub-models-3.2.0", "icub_models-3.2.0.data", "data", "share", "iCub", "robots")


def test_real_versions_of_icub(tmp_path):
    """iCub 2.6 -> 2.7 adds an IMU frame on the root link, its Gazebo IMU sensor and the robot's Gazebo IMU
    plugin (137 -> 139 <gazebo> blocks, the new ones at lines 2608 and 2615 among the root link's others);
    Genova01 -> Genova04 makes the chest 2 kg heavier (what a text diff of 3,600-line files buries)"""
    v26, v27 = (_corpus_file(*ICUB, v, "model.urdf") for v in ("iCubGazeboV2_6", "iCubGazeboV2_7"))
    p = urdf_ls(tmp_path, "diff", "--format", "json", v26, v27)
    changes = json.loads(p.stdout)[0]["changes"]
    assert sorted((c["line"], c["subject"], c["name"], c["kind"]) for c in changes) == [
        (2602, "link", "root_link_imu_frame", "added"), (2603, "joint", "root_link_imu_frame_fixed_joint", "added"),
        (2608, "gazebo", "root_link", "added"), (2615, "gazebo", "(robot)", "added")]
    g1, g4 = (_corpus_file(*ICUB, v, "model.urdf") for v in ("iCubGenova01", "iCubGenova04"))
    changes = json.loads(urdf_ls(tmp_path, "diff", "--format", "json", g1, g4).stdout)[0]["changes"]
    mass = [c for c in changes if c["what"] == "mass"]
    assert [(c["name"], c["old"], c["new"], c["delta"]) for c in mass] == [("chest", "5.638 kg", "7.638 kg",
                                                                             "+35.5%")]
    text_diff = subprocess.run(["diff", g1, g4], capture_output=True, text=True).stdout
    assert len(text_diff.splitlines()) > len(changes)
