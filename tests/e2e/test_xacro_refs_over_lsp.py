"""References and rename of xacro macros over LSP with the real server."""
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.lsp_steps import lsp_pos

from tests.helpers.xacro_packages import PARTS, ROBOT, write_parts_packages


@pytest.fixture
def ws_root(tmp_path):
    return write_parts_packages(tmp_path)


def at(text, needle, delta=0, nth=0):
    off = -1
    for _ in range(nth + 1):
        off = text.index(needle, off + 1)
    return off + delta


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


async def test_references_and_rename_over_lsp(client: LanguageClient, ws_root):
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual_studio_code"), root_uri=ws_root.as_uri(),
        workspace_folders=[T.WorkspaceFolder(ws_root.as_uri(), "ws")]))
    parts = ws_root / "bot/urdf/parts.xacro"
    robot = ws_root / "bot/urdf/robot.xacro"
    unsaved = ROBOT.replace("<link name=", '<xacro:wheel side="mid"/>\n  <link name=')
    for path, text in ((parts, PARTS), (robot, unsaved)):
        client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(path.as_uri(), "xacro", 1,
                                                                                     text)))
        await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    td = T.TextDocumentIdentifier(parts.as_uri())
    pos = lsp_pos(PARTS, at(PARTS, 'name="wheel"', 7))
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=td, position=pos, context=T.ReferenceContext(include_declaration=True)))
    by_uri = {}
    for r in refs:
        by_uri.setdefault(r.uri.rsplit("/", 1)[-1], []).append(r.range.start.line)
    assert by_uri == {"parts.xacro": [4], "robot.xacro": [4, 5, 5, 6], "other.xacro": [3, 4]}
    prep = await client.text_document_prepare_rename_async(T.PrepareRenameParams(text_document=td, position=pos))
    assert prep.placeholder == "wheel"
    edit = await client.text_document_rename_async(T.RenameParams(text_document=td, position=pos, new_name="tyre"))
    changes = {u.rsplit("/", 1)[-1]: es for u, es in edit.changes.items()}
    assert sorted(changes) == ["other.xacro", "parts.xacro", "robot.xacro"]
    assert all(e.new_text == "tyre" for es in changes.values() for e in es)
    assert [e.range.start.line for e in changes["robot.xacro"]] == [4, 5, 5, 6]   # the unsaved text's lines
    arg = await client.text_document_references_async(T.ReferenceParams(
        text_document=T.TextDocumentIdentifier(robot.as_uri()), position=lsp_pos(unsaved, at(unsaved, "arg prefix", 5)),
        context=T.ReferenceContext(include_declaration=False)))
    assert sorted((r.uri.rsplit("/", 1)[-1], r.range.start.line) for r in arg) == [
        ("parts.xacro", 6), ("robot.xacro", 7)]


