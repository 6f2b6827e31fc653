"""`urdf-ls check` on MoveIt configurations: .srdf files below a folder are checked against their URDF."""
import json
import shutil
import subprocess
import sys

from tests.helpers.paths import DATA, ROOT


def run(*args):
    return subprocess.run([sys.executable, "-m", "urdf_ls", "check", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_a_folder_with_moveit_configs_checks_their_srdf_files(tmp_path):
    ws = tmp_path / "ws"
    shutil.copytree(DATA / "moveit", ws)
    p = run(str(ws), "--format", "json")
    assert p.returncode == 0, p.stdout + p.stderr
    checked = {d["path"] for d in json.loads(p.stdout)}
    assert not any(path.endswith((".srdf", ".srdf.xacro")) for path in checked)     # the SRDF files are clean

    srdf = ws / "panda_moveit_config" / "config" / "panda.srdf"
    text = srdf.read_text()
    assert '<group_state name="ready" group="panda_arm">' in text and 'link2="panda_link7"' in text
    srdf.write_text(text.replace('<group_state name="ready" group="panda_arm">', '<group_state name="ready">')
                    .replace('link2="panda_link7"', 'link2="panda_link77"', 1))
    p = run(str(ws), "--format", "json")
    assert p.returncode == 1, p.stdout + p.stderr
    srdf_diags = [(d["code"], d["severity"]) for d in json.loads(p.stdout) if d["path"].endswith("panda.srdf")]
    assert ("srdf-stale-collision-pair", 2) in srdf_diags
    assert ("srdf-missing-attribute", 1) in srdf_diags


def test_the_expanded_srdf_xacro_is_checked_against_the_urdf_when_expansion_is_allowed(tmp_path):
    ws = tmp_path / "ws"
    shutil.copytree(DATA / "moveit", ws)
    srdf = ws / "ur_moveit_config" / "srdf" / "ur.srdf.xacro"
    text = srdf.read_text()
    srdf.write_text(text.replace("<xacro:ur_srdf/>", '<xacro:property name="p" value="wrist_"/>\n  <xacro:ur_srdf/>\n'
                                 '  <disable_collisions link1="${p}9_link" link2="tool0" reason="Never"/>'))
    def srdf_diags(*flags):
        p = run(str(ws), "--format", "json", *flags)
        return p.returncode, [d for d in json.loads(p.stdout) if "/ur_moveit_config/" in d["path"]]

    assert srdf_diags() == (0, [])      # statically the name is uncertain: not flagged
    rc, found = srdf_diags("--expand-xacro")
    assert rc == 0 and [(d["path"].rsplit("/", 1)[-1], d["code"]) for d in found] == [
        ("ur.srdf.xacro", "srdf-stale-collision-pair")]
    assert "'wrist_9_link'" in found[0]["message"] and found[0]["severity"] == 2
