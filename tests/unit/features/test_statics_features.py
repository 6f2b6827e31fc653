"""The statics on <limit effort> (hover and inlay hint) and the rows of `urdf-ls statics` (payloads)."""
import math

import pytest

from tests.helpers import statics_robots as R
from tests.helpers.physics_robot import UR5
from urdf_ls.document.document import Document
from urdf_ls.features.hover import hover
from urdf_ls.features.inlay import inlay_hints
from urdf_ls.features.statics_table import end_effector, render_json, render_text, statics_table
from urdf_ls.rules.statics_model import robot_of
from urdf_ls.syntax.scanner import parse
from urdf_ls.vocabulary.schema import NON_NESTING
from urdf_ls.workspace.settings import StaticsSettings


def solved(text, path):
    """the document with every joint solved (an editor's first analysis solves for 10 ms, the rest in rounds)"""
    doc = Document(text, path)
    doc.physics_budget = None
    return doc


def test_the_hover_on_an_effort_says_what_it_must_hold(tmp_path):
    text = R.two_link(shoulder_effort=10)
    doc = solved(text, str(tmp_path / "two.urdf"))
    h = hover(doc, text.index('effort="10"') + len('effort="'))
    assert "cannot hold: needs 17.7 N·m at shoulder -90°, elbow 0°; margin 0.57x" in h.markdown
    h = hover(doc, text.index('effort="30"') + len('effort="'))
    assert "holds: needs 3.92 N·m at shoulder -90°, elbow 0°; margin 7.6x" in h.markdown


def test_the_inlay_hint_follows_each_effort(tmp_path):
    text = R.two_link(shoulder_effort=10)
    doc = solved(text, str(tmp_path / "two.urdf"))
    loads = [h for h in inlay_hints(doc) if h.kind == "load"]
    assert [(text[:h.offset].rsplit(" ", 1)[1], h.label) for h in loads] == [
        ('effort="10"', "needs 17.7 N·m · 0.57x"), ('effort="30"', "needs 3.92 N·m · 7.6x")]
    assert inlay_hints(doc, loads=False, values=False, degrees=False) == []


def test_until_the_rounds_solve_a_joint_the_hover_says_so(tmp_path):
    text = R.two_link(shoulder_effort=10)
    doc = Document(text, str(tmp_path / "two.urdf"))
    doc.physics_budget = 0.0        # (one joint per analysis)
    h = hover(doc, text.index('effort="30"') + len('effort="'))
    assert "being computed; hover again in a moment" in h.markdown
    doc.remeasure(backlog=True)
    assert "holds: needs 3.92 N·m" in hover(doc, text.index('effort="30"') + len('effort="')).markdown


def test_a_xacro_file_says_where_its_loads_are(tmp_path):
    text = R.two_link().replace('<robot name="two">', '<robot name="two" xmlns:xacro="http://www.ros.org/wiki/xacro">')
    doc = Document(text, str(tmp_path / "two.urdf.xacro"))
    h = hover(doc, text.index('effort="10"') + len('effort="'))
    assert "computed on its expansion" in h.markdown
    assert [h for h in inlay_hints(doc) if h.kind == "load"] == []


def table(text, **kw):
    return statics_table(parse(text, NON_NESTING).root, StaticsSettings(), **kw)


def test_the_table_gives_each_moving_joint_its_load_effort_margin_and_pose():
    t = table(R.gripper())
    rows = {r.joint: r for r in t.rows}
    assert list(rows) == ["wrist_pitch", "palm_roll", "finger_a_joint", "finger_b_joint"]
    assert rows["wrist_pitch"].why is None and rows["wrist_pitch"].margin == pytest.approx(50 / rows["wrist_pitch"].need)
    assert rows["finger_b_joint"].why.startswith("mimic")
    assert set(rows["wrist_pitch"].pose) == set(rows)
    text = render_text(t)
    assert "wrist_pitch (revolute): needs" in text and "not judged: mimic" in text
    assert '"joints"' in render_json(t)


def test_a_payload_at_the_end_effector_and_the_largest_each_joint_allows():
    """two-link arm, 1 kg more at the forearm's origin (0.4 m out): the shoulder needs (1.8 + 0.4 kg)·9.81 more
    per kg held out; it allows (effort/9.81 - 1.8)/0.4 kg; the elbow's load does not grow (the payload is on its
    axis)"""
    t = table(R.two_link(shoulder_effort=30), payload=1.0)
    rows = {r.joint: r for r in t.rows}
    assert t.at == "fore"
    assert rows["shoulder"].need == pytest.approx((1.8 + 0.4) * 9.81, rel=1e-6)
    assert rows["shoulder"].max_payload == pytest.approx((30 / 9.81 - 1.8) / 0.4, rel=1e-3)
    assert rows["elbow"].max_payload == "unbounded"
    weak = {r.joint: r for r in table(R.two_link(shoulder_effort=10), payload=0.5).rows}
    assert weak["shoulder"].max_payload is None      # (it cannot hold even the arm)


def test_a_payload_at_a_named_link_and_the_errors():
    rows = {r.joint: r for r in table(R.two_link(shoulder_effort=30), payload=1.0, at="upper").rows}
    assert rows["shoulder"].need == pytest.approx((1.8) * 9.81, rel=1e-6)    # (at the shoulder's axis: no lever)
    assert table(R.two_link(), payload=1.0, at="nope") == "no link named nope"
    assert "branches at its root" in table(R.humanoid(), payload=1.0)


@pytest.mark.parametrize("text,link", [(UR5, "wrist_3_link"), (R.gripper(), "palm"), (R.two_link(), "fore")])
def test_the_end_effector_is_where_the_one_moving_branch_ends(text, link):
    assert end_effector(robot_of(parse(text, NON_NESTING).root)) == link


def test_a_table_says_why_a_robot_is_not_solved():
    assert "not literal" in table(R.two_link().replace('xyz="0 0 0.4"', 'xyz="0 0 ${l}"'))
    rows = table(R.robot(R.link("a", 1), R.link("b"), R.joint("j", "a", "b", limit=R.limit()))).rows
    assert rows[0].why == "no link below declares an <inertial>" and math.isnan(rows[0].need or math.nan)


def test_an_effort_short_by_under_1_percent_barely_holds_on_the_hover(tmp_path):
    text = R.two_link(shoulder_effort=17.6)
    doc = solved(text, str(tmp_path / "two.urdf"))
    h = hover(doc, text.index('effort="17.6"') + len('effort="'))
    assert "barely holds (short by under 1%): needs 17.7 N·m" in h.markdown and "margin 1x" in h.markdown
