"""The targets setting (project file, client setting, --target), the rules it turns on and the CLI's preflight.
What each consumer really does is pinned in tests/e2e/test_target_oracles.py; here: where and when they speak."""
import pytest

from tests.helpers.target_robots import ROBOT
from urdf_ls.cli.check import cmd_check
from urdf_ls.document.document import Document
from urdf_ls.document.session import Session
from urdf_ls.rules.targets.preflight import preflight
from urdf_ls.workspace.project import from_table
from urdf_ls.workspace.settings import Settings
from urdf_ls.workspace.workspace import Workspace



CONSUMER_CODES = ("kdl-", "gazebo-", "mujoco-", "pybullet-", "drake-", "isaac-")


def diagnostics(targets, text=ROBOT):
    ws = Workspace(client_json={"targets": list(targets)})
    return [(d.code.value, d.message, text[d.start:d.end]) for d in Document(text, None, ws).diagnostics()]


def consumer_codes(found):
    return sorted(c for c, _, _ in found if c.startswith(CONSUMER_CODES))


def test_settings_read_targets_and_report_unknown_names():
    s, problems = Settings.from_json({"targets": ["Gazebo", "kdl", "webots", ""]})
    assert s.targets == ("gazebo", "kdl") and problems == ["targets: unknown consumer 'webots' (known: gazebo, "
                                                           "kdl, mujoco, pybullet, drake, isaac)"]
    assert Settings.from_json({"targets": "mujoco, pybullet"})[0].targets == ("mujoco", "pybullet")
    assert Settings.from_json({"targets": 3})[1] == ["targets must be a list of gazebo, kdl, mujoco, pybullet, "
                                                     "drake, isaac; ignored"]
    assert Settings.from_json({})[0].targets == ()


def test_the_project_file_passes_targets_on_to_the_settings(tmp_path):
    cfg = from_table({"targets": ["kdl", "isaac"]}, str(tmp_path))
    assert cfg.targets == ("kdl", "isaac") and cfg.problems == ()
    assert Settings.from_json(cfg.settings_json())[0].targets == ("kdl", "isaac")


def test_no_targets_no_consumer_diagnostics():
    assert consumer_codes(diagnostics(())) == []


@pytest.mark.parametrize("target, expected", [
    ("kdl", ["kdl-joint-fixed", "kdl-root-inertia"]),
    ("gazebo", ["gazebo-link-dropped", "gazebo-lumped-extension"]),
    ("mujoco", ["mujoco-free-joint", "mujoco-massless-body", "mujoco-package-uri"]),
    ("pybullet", ["pybullet-default-mass", "pybullet-default-mass", "pybullet-joint-fixed"]),
    ("isaac", ["isaac-massless-merged"]),
    ("drake", ["drake-floating-joint", "drake-mesh-format"]),     # (a .dae collision mesh: no convex hull)
])
def test_each_target_speaks_only_for_itself_and_names_itself(target, expected):
    found = diagnostics([target])
    assert consumer_codes(found) == expected
    assert all(m.startswith(target + ": ") for c, m, _ in found if c.startswith(CONSUMER_CODES))


def test_diagnostics_sit_on_what_they_are_about():
    at = {(c, span) for c, _, span in diagnostics(["kdl", "gazebo", "mujoco", "pybullet"])}
    assert {("kdl-root-inertia", "base"), ("kdl-joint-fixed", "floating"), ("gazebo-lumped-extension", "camera"),
            ("gazebo-link-dropped", "tool"), ("mujoco-massless-body", "tool"),
            ("mujoco-package-uri", "package://r/hand.dae"), ("pybullet-default-mass", "camera")} <= at


def test_a_mesh_mujoco_cannot_decode_is_an_error_only_when_it_collides():
    text = ROBOT.replace("package://r/hand.dae", "meshes/hand.DAE")
    found = [(c, m) for c, m, _ in diagnostics(["mujoco"], text) if c == "mujoco-mesh-format"]
    assert found == [("mujoco-mesh-format", "mujoco: MuJoCo refuses the model: it reads STL, OBJ and MSH meshes, "
                                            "not 'hand.DAE' (convert the collision mesh)")]
    visual = text.replace("<collision>", "<visual>").replace("</collision>", "</visual>")
    assert "mujoco-mesh-format" not in consumer_codes(diagnostics(["mujoco"], visual))


def test_an_empty_gazebo_block_of_a_lumped_link_moves_nothing():
    text = ROBOT.replace('<sensor name="cam" type="camera"/>', "")
    assert "gazebo-lumped-extension" not in consumer_codes(diagnostics(["gazebo"], text))


def test_a_preserved_fixed_joint_is_not_lumped():
    keep = '<gazebo reference="cj"><preserveFixedJoint> true </preserveFixedJoint></gazebo>\n</robot>'
    text = ROBOT.replace("</robot>", keep)
    assert "gazebo-lumped-extension" not in consumer_codes(diagnostics(["gazebo"], text))
    root = Document(text).tree.root
    assert not [names for what, names in preflight(root, "gazebo") if what.startswith("links lumped")]


def test_the_client_setting_turns_targets_on_in_a_session():
    s = Session()
    assert consumer_codes([(d.code.value, 0, 0) for d in s.open("k", ROBOT).published[-1].diagnostics]) == []
    changes = s.configure({"targets": ["kdl"]})
    assert consumer_codes([(d.code.value, 0, 0) for d in changes.published[-1].diagnostics]) == \
        ["kdl-joint-fixed", "kdl-root-inertia"]


def test_preflight_lists_what_each_conversion_drops():
    root = Document(ROBOT).tree.root
    gz = dict(preflight(root, "gazebo"))
    assert gz["links lumped into their parent by fixed joints"] == ["camera -> base (joint cj)"]
    assert gz["links left out for want of mass (with the links below them)"] == ["tool", "free"]
    assert gz["<gazebo reference> blocks moved to the link they are lumped into"] == ["camera -> base"]
    mj = dict(preflight(root, "mujoco"))
    assert mj["fixed to the world (no free joint is added)"] == ["base"] and mj["not read"] == ["1 <gazebo>"]
    assert dict(preflight(root, "pybullet"))["links given a mass of 1 kg (no <inertial>)"] == ["camera", "tool"]


def _write(tmp_path, toml=""):
    """the robot in a project of its own (its urdf-ls.toml ends the search for one upward)"""
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "urdf-ls.toml").write_text(toml)
    (proj / "r.urdf").write_text(ROBOT)
    return str(proj / "r.urdf")


def test_cli_target_flag_reports_and_prints_the_preflight(tmp_path, capsys):
    path = _write(tmp_path)
    assert cmd_check([path]) == 0
    plain = capsys.readouterr().out
    assert "kdl" not in plain and "preflight" not in plain
    assert cmd_check([path, "--static", "--target", "kdl,gazebo", "--target", "mujoco"]) == 1  # (MuJoCo refuses it)
    out = capsys.readouterr().out
    assert "[kdl-root-inertia]" in out and "[mujoco-free-joint]" in out
    assert "%s: preflight for gazebo (answered by the static rules (--static)):\n  links lumped into their parent by fixed joints: camera -> base" % path in out
    assert out.index("preflight for gazebo") < out.index("preflight for kdl") < out.index("preflight for mujoco")


def test_cli_takes_targets_from_the_project_file_and_the_flag_over_it(tmp_path, capsys):
    path = _write(tmp_path, 'targets = ["pybullet"]\n')
    assert cmd_check([path, "--static"]) == 1         # (pybullet finds no hand.dae: it refuses the robot)
    out = capsys.readouterr().out
    assert "[pybullet-default-mass]" in out and "[pybullet-mesh-missing]" in out and "preflight for pybullet" in out
    cmd_check([path, "--static", "--target", "isaac"])
    out = capsys.readouterr().out
    assert "[isaac-massless-merged]" in out and "pybullet" not in out


def test_cli_refuses_an_unknown_target(tmp_path, capsys):
    with pytest.raises(SystemExit) as e:
        cmd_check([_write(tmp_path), "--target", "webots"])
    assert e.value.code == 2 and "unknown target(s): webots" in capsys.readouterr().err


def test_json_output_has_no_preflight(tmp_path, capsys):
    import json
    cmd_check([_write(tmp_path), "--target", "kdl", "--format", "json"])
    assert {d["code"] for d in json.loads(capsys.readouterr().out)} >= {"kdl-root-inertia"}
