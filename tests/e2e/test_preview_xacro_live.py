"""The preview of a .xacro follows its unsaved edits: once typing pauses, the server expands the editor's text
(not the file) and the page shows the new robot (pytest-lsp client, headless Chromium)."""
import asyncio

import pytest
from lsprotocol import types as T
from pytest_lsp import LanguageClient

from tests.e2e.lsp_steps import in_thread, open_preview
from tests.e2e.preview_state import state_where

pytest.importorskip("xacro")   # the server expands with the xacro package of its Python

WHEELS = """<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:macro name="wheel" params="name parent">
    <link name="${name}_wheel"><visual><geometry><cylinder radius="0.1" length="0.05"/></geometry></visual></link>
    <joint name="${name}_joint" type="fixed"><parent link="${parent}"/><child link="${name}_wheel"/></joint>
  </xacro:macro>
</robot>
"""
ROBOT = """<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="wheels.xacro"/>
  <link name="base"><visual><geometry><box size="0.4 0.3 0.1"/></geometry></visual></link>
</robot>
"""


async def test_an_unsaved_edit_of_a_xacro_reaches_the_page(expanding_client: LanguageClient, browser, tmp_path):
    client = expanding_client
    (tmp_path / "wheels.xacro").write_text(WHEELS)
    main = tmp_path / "robot.urdf.xacro"
    main.write_text(ROBOT)
    uri = main.as_uri()
    url = await open_preview(client, browser, uri, ROBOT, "xacro")
    await in_thread(browser.wait, "window.urdfPreview && urdfPreview.ready && urdfPreview.links.length === 1")
    assert await in_thread(browser.eval, "urdfPreview.links") == ["base"]
    loop = asyncio.get_running_loop()
    end = T.Position(2, len(ROBOT.splitlines()[2]))
    t0 = loop.time()
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri),
        [T.TextDocumentContentChangePartial(range=T.Range(end, end),
                                            text='\n  <xacro:wheel name="left" parent="base"/>')]))
    await state_where(url, lambda s: s["urdf"] is not None and "left_wheel" in s["urdf"])
    served = loop.time() - t0
    await in_thread(browser.wait, "urdfPreview.links.includes('left_wheel')")
    drawn = loop.time() - t0
    print("edit -> preview state %.0f ms, -> page %.0f ms" % (served * 1000, drawn * 1000))
    assert sorted(await in_thread(browser.eval, "urdfPreview.links")) == ["base", "left_wheel"]
    assert main.read_text() == ROBOT     # the file was never saved
