"""The preview and the editor, both ways, for real: the language server over LSP (pytest-lsp) and its page in
headless Chromium.  The editor's cursor (urdf-ls/cursorMoved) highlights the link or joint it is in; a click
on a link in the page reveals its <link> in the editor (window/showDocument with the name selected); the
error button reveals the first error.  xacro documents preview their expansion only when it is enabled."""
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.lsp_steps import in_thread, open_preview, shown
from tests.e2e.helpers.preview_state import state_where
from tests.helpers.paths import E2E

ARM = pathlib.Path(E2E) / "preview" / "arm.urdf"
ARM_TEXT = ARM.read_text()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("neovim"),
                                                           root_uri=ARM.parent.as_uri()))
    yield
    await lsp_client.shutdown_session()


def position(text, needle, delta=0):
    off = text.index(needle) + delta
    return T.Position(text.count("\n", 0, off), off - (text.rfind("\n", 0, off) + 1))


def cursor(client, uri, pos):
    client.protocol.notify("urdf-ls/cursorMoved", {"textDocument": {"uri": uri}, "position": {
        "line": pos.line, "character": pos.character}})


async def test_cursor_highlights_and_click_reveals(client: LanguageClient, browser):
    uri = ARM.as_uri()
    await open_preview(client, browser, uri, ARM_TEXT)
    await in_thread(browser.wait, "window.urdfPreview && urdfPreview.ready && urdfPreview.links.length === 5 "
                                  "&& urdfPreview.meshes.loaded === 2")
    # a client that shows the page itself (VS Code's webview) asks for no browser: the server sends its
    # showDocument before the command's answer, so none has come by then
    client.shown_documents.clear()
    again = await client.workspace_execute_command_async(T.ExecuteCommandParams("urdf-ls.preview",
                                                                                 [uri, {"external": False}]))
    assert again["url"] and client.shown_documents == []
    # cursor -> 3D: inside <link name="upper_arm">'s visual, then in <joint name="elbow"> (its child link),
    # then between elements (nothing)
    cursor(client, uri, position(ARM_TEXT, '<cylinder radius="0.06"', 3))
    await in_thread(browser.wait, "urdfPreview.highlighted === 'upper_arm'")
    cursor(client, uri, position(ARM_TEXT, '<child link="forearm"/>', 5))
    await in_thread(browser.wait, "urdfPreview.highlighted === 'forearm'")
    cursor(client, uri, position(ARM_TEXT, '<material name="orange">', 0))
    await in_thread(browser.wait, "urdfPreview.highlighted === null")
    # 3D -> editor: a click on the upper arm selects it and reveals the name of its <link>
    pt = await in_thread(browser.eval, "urdfPreview.screenPoint('upper_arm')")
    await in_thread(browser.call, "click", x=pt["x"], y=pt["y"])
    await in_thread(browser.wait, "urdfPreview.selected === 'upper_arm'")
    rev = await shown(client, lambda p: p.uri == uri)
    start = position(ARM_TEXT, '<link name="upper_arm">', len('<link name="'))
    assert rev.selection == T.Range(start, T.Position(start.line, start.character + len("upper_arm")))
    assert rev.take_focus and not rev.external
    # break the XML: the page keeps the robot, and its error button reveals the first error
    client.shown_documents.clear()
    end = position(ARM_TEXT, "</robot>")
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri),
        [T.TextDocumentContentChangePartial(range=T.Range(end, T.Position(end.line, end.character + 8)),
                                            text="</robt>")]))
    diags = await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    errors = sorted((d.range.start.line, d.range.start.character) for d in diags.diagnostics
                    if d.severity == T.DiagnosticSeverity.Error)
    assert errors
    await in_thread(browser.wait, "urdfPreview.errorCount === %d && urdfPreview.links.length === 5" % len(errors))
    await in_thread(browser.eval, "document.getElementById('errors').click()")
    rev = await shown(client, lambda p: p.uri == uri)
    assert (rev.selection.start.line, rev.selection.start.character) == errors[0], rev


XACRO = """<?xml version="1.0"?>
<robot name="x" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:arg name="prefix" default="left_"/>
  <link name="$(arg prefix)base"><visual><geometry><box size="0.2 0.2 0.2"/></geometry></visual></link>
</robot>
"""


@pytest.fixture
def xacro_file(tmp_path):
    f = tmp_path / "robot.urdf.xacro"
    f.write_text(XACRO)
    return f


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def expanding_client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("neovim"),
        initialization_options={"xacro": {"expand": True, "args": {"prefix": "right_"}}}))
    yield
    await lsp_client.shutdown_session()


async def test_xacro_is_previewed_through_its_expansion_with_args(expanding_client: LanguageClient, browser,
                                                                 xacro_file):
    pytest.importorskip("xacro")   # the server expands with the xacro package of its Python
    url = await open_preview(expanding_client, browser, xacro_file.as_uri(), XACRO, "xacro")
    await state_where(url, lambda s: s["urdf"] is not None)
    await in_thread(browser.wait, "window.urdfPreview && urdfPreview.ready && urdfPreview.links.length === 1")
    assert await in_thread(browser.eval, "urdfPreview.links") == ["right_base"]     # the arg from the settings
    assert "xacro" not in await in_thread(browser.eval, "document.getElementById('messages').textContent")


async def test_xacro_without_expansion_says_how_to_enable_it(client: LanguageClient, browser, xacro_file):
    url = await open_preview(client, browser, xacro_file.as_uri(), XACRO, "xacro")
    state = await state_where(url, lambda s: s["message"] is not None)
    assert state["urdf"] is None
    await in_thread(browser.wait, "window.urdfPreview && urdfPreview.ready")
    assert await in_thread(browser.eval, "urdfPreview.links") == []
    shown_text = await in_thread(browser.eval, "document.getElementById('messages').textContent")
    assert "urdf-ls.xacro.expand" in shown_text and "enable" in shown_text, shown_text
