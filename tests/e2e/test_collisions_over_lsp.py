"""The SRDF's "Update disable_collisions from geometry" with the real server: offered on a <disable_collisions>,
it runs MoveIt's collision matrix with $/progress, writes the SRDF by workspace/applyEdit (a hand-written pair
kept), and the stale reason it replaced is flagged before and gone after."""
import ast
import asyncio
import shutil
import sys

import attrs

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.e2e.lsp_steps import diagnostics_until, initialize_in, lsp_pos, open_file
from tests.helpers.collision import PANDA_SRDF, ROBOTS

pytest.importorskip("fcl")

NEVER = '<disable_collisions link1="panda_link0" link2="panda_link2" reason="Never"/>'
HAND = '<disable_collisions link1="panda_link0" link2="panda_link3" reason="User"/>'


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    lsp_client.applied = []

    @lsp_client.feature(T.WORKSPACE_APPLY_EDIT)
    def apply_edit(params: T.ApplyWorkspaceEditParams):
        lsp_client.applied.append(params.edit)
        return T.ApplyWorkspaceEditResult(applied=True)
    yield
    await lsp_client.shutdown_session()


async def test_update_disable_collisions_from_geometry(client: LanguageClient, tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(ROBOTS.parent, root / "example-robot-data")
    srdf = root / "panda_moveit_config" / "config" / "panda.srdf"
    srdf.parent.mkdir(parents=True)
    text = PANDA_SRDF.read_text()
    text = text.replace(NEVER, NEVER.replace("Never", "Adjacent") + "\n    " + HAND.replace("panda_link3", "panda_link9"))
    text = text.replace('<disable_collisions link1="panda_link0" link2="panda_link3" reason="Never"/>', HAND)
    srdf.write_text(text)
    await initialize_in(client, root)
    uri = open_file(client, srdf, "srdf")
    got = await diagnostics_until(client, uri, lambda d: "srdf-collision-stale" in d)
    assert len(got["srdf-collision-stale"]) == 1

    off = text.index('reason="Adjacent"/>\n    <disable_collisions link1="panda_link0" link2="panda_link9"')
    at = lsp_pos(text, off)
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(uri), T.Range(at, at), T.CodeActionContext(diagnostics=[])))
    (update,) = [a for a in actions if "disable_collisions" in a.title]
    # (pygls's client reads a code action that carries a command as a Command, the union's first match, with the
    # code action's own command as the text of a dict in its `command`)
    command = ast.literal_eval(update.command) if isinstance(update, T.Command) else attrs.asdict(update.command)
    assert command["command"] == "urdf-ls.updateCollisions" and command["arguments"] == [uri]
    result = await client.workspace_execute_command_async(T.ExecuteCommandParams(command["command"],
                                                                                 command["arguments"]))
    assert result["pairs"] == 55 and result["changed"] is True

    (edit,) = client.applied
    new = edit.changes[uri][0].new_text
    assert NEVER in new and HAND in new                         # the right reason back, the user's pair kept
    assert 'link2="panda_link9"' in new                         # (an unknown link is the user's to fix)
    assert new.count("<disable_collisions") == text.count("<disable_collisions")
    reports = [r for values in client.progress_reports.values() for r in values]
    assert isinstance(reports[0], T.WorkDoneProgressBegin) and reports[0].cancellable
    assert isinstance(reports[-1], T.WorkDoneProgressEnd) and "35 of 55 pairs disabled" in reports[-1].message
    assert any(isinstance(r, T.WorkDoneProgressReport) and r.percentage == 100 for r in reports)

    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri), [T.TextDocumentContentChangeWholeDocument(new)]))
    await diagnostics_until(client, uri, lambda d: "srdf-collision-stale" not in d)


async def test_cancelling_the_progress_stops_the_run_and_changes_nothing(client: LanguageClient, tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(ROBOTS.parent, root / "example-robot-data")
    srdf = root / "panda_moveit_config" / "config" / "panda.srdf"
    srdf.parent.mkdir(parents=True)
    srdf.write_text(PANDA_SRDF.read_text().replace(NEVER, ""))
    await initialize_in(client, root)
    uri = open_file(client, srdf, "srdf")
    await diagnostics_until(client, uri, lambda d: True)
    run = asyncio.ensure_future(client.workspace_execute_command_async(T.ExecuteCommandParams(
        "urdf-ls.updateCollisions", [uri, {"samples": 50_000_000}])))
    while not any(isinstance(r, T.WorkDoneProgressReport) for v in client.progress_reports.values() for r in v):
        await client.wait_for_notification(T.PROGRESS)
    (token,) = client.progress_reports
    client.window_work_done_progress_cancel(T.WorkDoneProgressCancelParams(token))
    assert await asyncio.wait_for(run, 60) == {"cancelled": True}
    assert client.applied == []
    assert client.progress_reports[token][-1].message == "cancelled: nothing changed"


async def test_the_hull_action_writes_a_new_mesh_and_edits_the_link(client: LanguageClient, tmp_path):
    from tests.helpers.collision import cube_triangles, mesh, robot, write_stl
    from urdf_ls.workspace.geometry.meshes import mesh_properties
    write_stl(tmp_path / "big.stl", cube_triangles(41))
    path = robot(tmp_path, "<visual>%s</visual><collision>%s</collision>" % (mesh("big.stl"), mesh("big.stl")))
    await initialize_in(client, tmp_path)
    uri = open_file(client, path)
    await diagnostics_until(client, uri, lambda d: "collision-is-visual-mesh" in d)
    (d,) = [d for d in client.diagnostics[uri] if d.code == "collision-is-visual-mesh"]
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(uri), d.range, T.CodeActionContext(diagnostics=[d])))
    titles = [a.title for a in actions]
    assert "Use an enclosing box as collision geometry (0% more volume than the visual mesh)" in titles
    (hull,) = [a for a in actions if "convex hull" in a.title]
    command = ast.literal_eval(hull.command) if isinstance(hull, T.Command) else attrs.asdict(hull.command)
    assert command["arguments"] == [uri, "arm"]
    result = await client.workspace_execute_command_async(T.ExecuteCommandParams(command["command"],
                                                                                 command["arguments"]))
    assert result == {"files": [str(tmp_path / "big_hull.stl")]}
    written = mesh_properties(str(tmp_path / "big_hull.stl"))
    assert written.closed and abs(written.properties.volume - 0.001) < 1e-9
    (edit,) = client.applied
    (change,) = edit.changes[uri]
    assert '<mesh filename="big_hull.stl"/>' in change.new_text and path.read_text().count("big_hull") == 0
