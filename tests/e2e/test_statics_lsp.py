"""effort-below-gravity over LSP: the server publishes it on the effort (solved in its rounds when the robot
is large), the hover and the inlay hint on the effort say the worst load, and an edit of a mass updates them."""
import sys

import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.lsp_steps import diagnostics_until, open_file
from tests.helpers import statics_robots as R


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("visual_studio_code")))
    yield
    await lsp_client.shutdown_session()


def position(text, needle, delta=0):
    off = text.index(needle) + delta
    return T.Position(text.count("\n", 0, off), off - text.rfind("\n", 0, off) - 1)


async def test_the_warning_hover_and_hint_over_lsp(client: LanguageClient, tmp_path):
    path = tmp_path / "two.urdf"
    text = R.two_link(shoulder_effort=10)
    path.write_text(text)
    uri = open_file(client, path)
    got = await diagnostics_until(client, uri, lambda got: "effort-below-gravity" in got)
    assert got["effort-below-gravity"] == [(position(text, 'effort="10"').line, 2)]
    hover = await client.text_document_hover_async(T.HoverParams(
        T.TextDocumentIdentifier(uri), position(text, 'effort="10"', len('effort="'))))
    assert "cannot hold: needs 17.7 N·m at shoulder -90°, elbow 0°; margin 0.57x" in hover.contents.value
    end = position(text, "</robot>")
    hints = await client.text_document_inlay_hint_async(T.InlayHintParams(
        T.TextDocumentIdentifier(uri), T.Range(T.Position(0, 0), T.Position(end.line + 1, 0))))
    assert "needs 17.7 N·m · 0.57x" in [h.label for h in hints]
    lighter = text.replace('<mass value="2"/>', '<mass value="0.5"/>')
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri), [T.TextDocumentContentChangeWholeDocument(lighter)]))
    await diagnostics_until(client, uri, lambda got: "effort-below-gravity" not in got)


async def test_a_large_robot_is_solved_in_rounds_and_published(client: LanguageClient, tmp_path):
    """31 joints with efforts of 0.01: more than one analysis's 10 ms; all 27 warnings (the joints with a load:
    not the yaw joints of a vertical axis) arrive in the rounds"""
    path = tmp_path / "humanoid.urdf"
    text = R.humanoid()
    for effort in ("20", "100", "300"):
        text = text.replace('effort="%s"' % effort, 'effort="0.01"')
    path.write_text(text)
    uri = open_file(client, path)
    got = await diagnostics_until(client, uri, lambda got: len(got.get("effort-below-gravity", ())) == 27, 60)
    assert len(got["effort-below-gravity"]) == 27
