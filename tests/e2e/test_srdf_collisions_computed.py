"""srdf-collision-stale on MoveIt's panda SRDF once `urdf-ls collisions` computed the matrix (its meshes
measured by the mesh worker process): silent on the published file, 'Never' and 'Default' pairs the matrix
contradicts (and no longer after the URDF changes), pairs colliding in the default state and in a group state.
Without a matrix: tests/unit/rules/test_srdf_collisions.py."""

import pytest

from tests.helpers.collision import edit, panda_workspace, stale
from tests.helpers.moveit import session_diagnostics
from urdf_ls.codes import Code

pytest.importorskip("fcl")


NEVER = '<disable_collisions link1="panda_link0" link2="panda_link2" reason="Never"/>'


DEFAULT = '<disable_collisions link1="panda_hand" link2="panda_link5" reason="Default"/>'


@pytest.fixture
def ws(tmp_path, monkeypatch):
    return panda_workspace(tmp_path, monkeypatch)


def test_the_published_srdf_is_not_stale_before_or_after_the_matrix_is_computed(ws, capsys):
    from urdf_ls.cli.collisions_command import cmd_collisions
    assert stale(ws) == []
    urdf = ws / "example-robot-data" / "robots" / "panda_description" / "urdf" / "panda.urdf"
    assert cmd_collisions([str(urdf)]) == 0
    assert stale(ws) == []


def test_reasons_the_kept_matrix_contradicts_until_the_urdf_changes(ws, capsys):
    from urdf_ls.cli.collisions_command import cmd_collisions
    srdf = ws / "panda_moveit_config" / "config" / "panda.srdf"
    urdf = ws / "example-robot-data" / "robots" / "panda_description" / "urdf" / "panda.urdf"
    edit(srdf, DEFAULT, DEFAULT.replace("Default", "Never"))
    edit(srdf, NEVER, NEVER + '\n    <disable_collisions link1="panda_link0" link2="panda_link7" reason="Never"/>')
    assert stale(ws) == []                      # (no matrix kept for this robot yet)
    assert cmd_collisions([str(urdf)]) == 0
    assert stale(ws) == [
        "'Never' no longer holds: in the collision matrix of the URDF as it is now (10000 samples, seed 0) they "
        "collide in the default state (reason 'Default')",
        "'Never' no longer holds: in the collision matrix of the URDF as it is now (10000 samples, seed 0) it "
        "collides in some sampled states and not in others, so MoveIt must check it"]
    edit(urdf, '"-0.0698"', '"0.0873"')       # joint 4's limits, and so the robot: its matrix is not known
    assert stale(ws) == []


def test_pairs_colliding_in_the_default_state_warn_on_the_robot_and_the_fix_disables_them(ws, capsys):
    from urdf_ls.cli.collisions_command import cmd_collisions
    from urdf_ls.document.session import Session
    from urdf_ls.features.fixes import fixes
    from urdf_ls.workspace.workspace import Workspace
    srdf = ws / "panda_moveit_config" / "config" / "panda.srdf"
    urdf = ws / "example-robot-data" / "robots" / "panda_description" / "urdf" / "panda.urdf"
    edit(srdf, DEFAULT, "")
    assert cmd_collisions([str(urdf)]) == 0
    session = Session(Workspace([str(ws)]))
    session.open_file("k", str(srdf))
    found = [d for d in session.diagnostics("k") if d.code == Code.SELF_COLLISION]
    (d,) = found
    assert d.message.startswith("panda_hand and panda_link5 collide in the default state, 41.4 mm deep")
    doc = session.document("k")
    assert doc.text[d.start:d.end] == "robot"
    (fix,) = fixes(doc, d)
    (e,) = fix.edits
    srdf.write_text(doc.text[:e.start] + e.new_text + doc.text[e.end:])
    assert '    <disable_collisions link1="panda_hand" link2="panda_link5" reason="Default"/>\n' in srdf.read_text()
    assert [d for d in session_diagnostics(srdf, [str(ws)]) if d.code == Code.SELF_COLLISION] == []


def test_a_group_state_in_collision_warns_on_its_name(ws, capsys):
    from urdf_ls.cli.collisions_command import cmd_collisions
    srdf = ws / "panda_moveit_config" / "config" / "panda.srdf"
    urdf = ws / "example-robot-data" / "robots" / "panda_description" / "urdf" / "panda.urdf"
    assert cmd_collisions([str(urdf), "--srdf", str(srdf), "--samples", "500"]) == 0
    found = [d for d in session_diagnostics(srdf, [str(ws)]) if d.code == Code.SELF_COLLISION]
    text = srdf.read_text()
    # the hand opened with the arm in its default (folded) state: a finger meets link 5
    assert [(text[d.start:d.end], d.message.split(",")[0]) for d in found] == [
        ("open", "In state 'open' panda_link5 and panda_rightfinger collide")]
