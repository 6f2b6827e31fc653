"""effort-below-gravity: on the <limit effort> of a joint that cannot hold what hangs below it, with the load,
the pose and the margin; silent where the answer is unknown; kept across edits; solved in rounds."""
import pytest

from tests.helpers import statics_robots as R
from tests.helpers.physics_robot import MASS_X1000, UR5, mutated
from urdf_ls.codes import Code
from urdf_ls.document.document import Document
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace


def checked(tmp_path, text, name="robot.urdf", project=None):
    if project is not None:
        (tmp_path / "urdf-ls.toml").write_text(project)
    path = tmp_path / name
    path.write_text(text)
    session = Session(Workspace([str(tmp_path)]))
    session.open_file(str(path), str(path))
    session.wait_for_meshes(str(path), 30)
    return [d for d in session.diagnostics(str(path)) if d.code == Code.EFFORT_BELOW_GRAVITY], text


def covered(text, d):
    return text[d.start:d.end]


def test_a_shoulder_too_weak_for_the_arm_is_warned_on_its_effort(tmp_path):
    diags, text = checked(tmp_path, R.two_link(shoulder_effort=10))
    assert len(diags) == 1
    d = diags[0]
    assert covered(text, d) == "10" and text[:d.start].endswith('effort="')
    assert d.severity == Code.EFFORT_BELOW_GRAVITY.severity
    assert "gravity asks 17.7 N·m at shoulder -90°, elbow 0° (margin 0.57x)" in d.message


def test_an_effort_short_by_under_1_percent_is_rounding(tmp_path):
    """17.66 N·m needed: 17.4 (0.985x) is warned; 17.5 (0.991x) is the masses' rounding (the hover says
    "barely holds"), 17.7 holds"""
    assert checked(tmp_path, R.two_link(shoulder_effort=17.4))[0] != []
    assert checked(tmp_path, R.two_link(shoulder_effort=17.5))[0] == []
    assert checked(tmp_path, R.two_link(shoulder_effort=17.7))[0] == []


def test_a_negligible_load_is_silent_even_on_an_effort_of_zero(tmp_path):
    """0.9 g at 10 cm: 0.00088 N·m"""
    text = R.robot(R.link("base", 1), R.link("tip", 0.0009, "0 0 0.1"),
                   R.joint("j", "base", "tip", limit=R.limit(effort=0)))
    assert checked(tmp_path, text)[0] == []
    assert checked(tmp_path, text.replace('value="0.0009"', 'value="0.002"'))[0] != []


def test_limits_lower_the_load_and_the_pose_says_how(tmp_path):
    """the shoulder leans 0.3 rad at most; the elbow makes up the rest to hold the forearm horizontal:
    (3·0.2 sin 0.3 + 2·(0.4 sin 0.3 + 0.2))·9.81 = 7.98 N·m at shoulder 17°, elbow 90° - 17°"""
    weak = R.two_link(shoulder_limit=R.limit(-0.3, 0.3, 7.8))
    diags, _t = checked(tmp_path, weak)
    assert "gravity asks 7.98 N·m at shoulder 17°, elbow 73°" in diags[0].message
    assert checked(tmp_path, weak.replace('effort="7.8"', 'effort="8"'))[0] == []


def test_the_ur5_parameters_hold(tmp_path):
    assert checked(tmp_path, UR5)[0] == []


@pytest.mark.parametrize("case", [
    R.two_link().replace('effort="10"', 'effort="${shoulder_effort}"'),       # an expression
    R.two_link().replace('effort="10"', 'effort="-1"'),                       # SDF's "no limit"
    R.two_link().replace('effort="10" ', ''),                                 # no effort (limit-effort-missing)
    R.two_link(upper_mass=0, fore_mass=0),                                     # nothing to hold
    R.two_link().replace('<mass value="3"/>', '<mass value="${m}"/>'),        # a mass below is unknown
    R.two_link().replace('<joint name="elbow" type="revolute">', '<joint name="elbow" type="planar">'),
], ids=["expression", "negative", "missing", "massless", "unknown-mass", "unsupported-joint"])
def test_silent_where_the_answer_is_unknown(tmp_path, case):
    assert checked(tmp_path, case)[0] == []


def test_links_without_inertial_are_unmeasured_not_light(tmp_path):
    """no link below declares an <inertial>: nothing is said, whatever the effort"""
    text = R.robot(R.link("base", 4), R.link("upper"), R.link("fore"),
                   R.joint("shoulder", "base", "upper", limit=R.limit(effort=0)),
                   R.joint("elbow", "upper", "fore", xyz="0 0 0.4", limit=R.limit(effort=0)))
    assert checked(tmp_path, text)[0] == []


def test_an_effort_of_zero_means_zero(tmp_path):
    """urdfdom reads effort="0" as the number 0 (its parser has no special case): the joint may exert
    nothing"""
    diags, _t = checked(tmp_path, R.two_link(elbow_effort=0))
    assert [d.message.split(" cannot")[0] for d in diags] == ["effort 10 N·m", "effort 0 N·m"]


def test_a_mimic_joint_is_not_judged(tmp_path):
    text = R.gripper().replace('effort="5"', 'effort="0"')
    diags, text = checked(tmp_path, text)
    assert [text[:d.start].rsplit('<joint name="', 1)[1].split('"')[0] for d in diags] == ["finger_a_joint"]


def test_a_mass_another_rule_doubts_is_fixed_first(tmp_path):
    """the UR5 with its upper arm in grams: density-implausible speaks, the loads it would cause do not"""
    diags, _t = checked(tmp_path, mutated(MASS_X1000))
    assert diags == []


def test_a_floating_base_is_tilted_any_way(tmp_path):
    """a turntable about a vertical axis holds nothing on a fixed base; tilted, 2 kg at 0.1 m: 1.96 N·m"""
    text = R.robot(R.link("base", 5), R.link("table", 2, "0.1 0 0"),
                   R.joint("turn", "base", "table", kind="continuous", axis="0 0 1", limit=R.limit(effort=0.5)))
    fixed, _t = checked(tmp_path, text)
    floating, _t = checked(tmp_path, text, project='[statics]\nbase = "floating"\n')
    assert fixed == [] and len(floating) == 1
    assert "gravity asks 1.96 N·m at (base pitch)" in floating[0].message
    assert "statics.base = floating" in floating[0].message


def test_the_project_gives_another_gravity(tmp_path):
    diags, _t = checked(tmp_path, R.two_link(shoulder_effort=10), project="[statics]\ngravity = [0, 0, -1.62]\n")
    assert diags == []      # (on the Moon: 2.9 N·m)
    diags, _t = checked(tmp_path, R.two_link(shoulder_effort=1), project="[statics]\ngravity = [0, 0, -1.62]\n")
    assert "gravity asks 2.92 N·m" in diags[0].message and "gravity 0 0 -1.62" in diags[0].message


def test_a_xacro_file_as_written_is_left_to_its_expansion(tmp_path):
    text = R.two_link().replace('<robot name="two">', '<robot name="two" xmlns:xacro="http://www.ros.org/wiki/xacro">')
    assert checked(tmp_path, text, name="robot.urdf.xacro")[0] == []


def edit(session, key, text, old, new):
    start = text.index(old)
    line, col = text.count("\n", 0, start), start - text.rfind("\n", 0, start) - 1
    end_line, end_col = line, col + len(old)
    session.change(key, [(((line, col), (end_line, end_col)), new)])
    return text[:start] + new + text[start + len(old):]


def test_edits_that_change_no_mass_origin_or_limit_keep_the_solution(tmp_path):
    """a comment or a colour leaves every record as it was: nothing is solved again; a mass is"""
    text = R.two_link(shoulder_effort=10).replace('<link name="base">', '<link name="base"><!-- a -->')
    session, key = Session(Workspace([str(tmp_path)]), caller_waits=True), "file:///r.urdf"
    session.open(key, text)
    doc = session.document(key)
    problem = doc.physics_cache.statics.problem
    text = edit(session, key, text, "<!-- a -->", "<!-- b -->")
    assert [d.code for d in session.diagnostics(key)] == [Code.EFFORT_BELOW_GRAVITY]
    assert doc.physics_cache.statics.problem is problem
    text = edit(session, key, text, '<mass value="2"/>', '<mass value="0.5"/>')
    assert doc.physics_cache.statics.problem is not problem
    assert session.diagnostics(key) == []       # (3·0.2 + 0.5·0.6)·9.81 = 8.8 N·m < 10


def test_a_large_robot_is_solved_in_rounds_off_the_keystroke(tmp_path):
    """with no time to spare, each analysis solves one joint; the rest come in the rounds the Session runs"""
    text = R.serial_arm(8).replace('effort="50"', 'effort="0.001"').replace('effort="200"', 'effort="0.001"') \
        .replace('effort="1000"', 'effort="0.001"')
    doc = Document(text, str(tmp_path / "arm.urdf"))
    doc.physics_budget = 0.0
    counts = [len([d for d in doc.diagnostics() if d.code == Code.EFFORT_BELOW_GRAVITY])]
    while doc.physics_unfinished:
        doc.remeasure(backlog=True)
        counts.append(len([d for d in doc.diagnostics() if d.code == Code.EFFORT_BELOW_GRAVITY]))
    assert counts[0] == 1 and counts[-1] == 8
    assert all(0 <= b - a <= 1 for a, b in zip(counts, counts[1:]))
