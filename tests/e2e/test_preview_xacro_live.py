"""The preview of a .xacro follows its unsaved edits: once typing pauses, the server expands the editor's text
(not the file) and the page shows the new robot; meanwhile the page holds the previous expansion as pending,
never as the edited document's model, and a failed expansion keeps the last good model with the failure
shown (pytest-lsp client, the page's event stream, headless Chromium)."""
import asyncio

import pytest
from lsprotocol import types as T
from pytest_lsp import LanguageClient

from tests.e2e.helpers.lsp_steps import in_thread, open_preview
from tests.e2e.helpers.preview_state import open_stream, state_where, states_until

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


SIZED = """<robot name="sized" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="len" value="0.3"/>
  <link name="a"><visual><geometry><box size="${len} 1 1"/></geometry></visual></link>
</robot>
"""
LEN = T.Position(1, SIZED.splitlines()[1].index('0.3"'))


def _retype_len(client, uri, version, old, new):
    """replace the property's value `old` by `new`, as an editor sends a keystroke"""
    end = T.Position(LEN.line, LEN.character + len(old))
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=version, uri=uri),
        [T.TextDocumentContentChangePartial(range=T.Range(LEN, end), text=new)]))


def _current(state):
    """the page takes a state's model as the document's own unless it is marked pending or stale"""
    return not state["pending"] and not state["stale"] and state["urdf"] is not None


async def test_after_an_edit_the_page_gets_the_new_expansion_as_its_first_current_model(
        expanding_client: LanguageClient, tmp_path):
    client = expanding_client
    main = tmp_path / "sized.urdf.xacro"
    main.write_text(SIZED)
    uri = main.as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "xacro", 1, SIZED)))
    url = (await client.workspace_execute_command_async(
        T.ExecuteCommandParams("urdf-ls.preview", [uri, {"external": False}])))["url"]
    reader, writer = await open_stream(url)
    try:
        assert 'size="0.3 1 1"' in (await states_until(reader, _current))[-1]["urdf"]
        value = "0.3"
        for version, new in enumerate(["0.5", "0.75", "0.3"], start=2):
            _retype_len(client, uri, version, value, new)
            value = new
            states = await states_until(reader, _current)
            assert 'size="%s 1 1"' % new in states[-1]["urdf"], states[-1]["urdf"]
            assert states[:-1] and all(s["pending"] for s in states[:-1]), states
    finally:
        writer.close()


async def test_a_failed_expansion_shows_the_failure_over_the_last_good_model(expanding_client: LanguageClient,
                                                                             browser, tmp_path):
    client = expanding_client
    main = tmp_path / "sized.urdf.xacro"
    main.write_text(SIZED)
    uri = main.as_uri()
    url = await open_preview(client, browser, uri, SIZED, "xacro")
    await in_thread(browser.wait, "window.urdfPreview && urdfPreview.ready && urdfPreview.links.length === 1")
    reader, writer = await open_stream(url)
    try:
        await states_until(reader, _current)
        _retype_len(client, uri, 2, "0.3", "${0.3")          # typing ${ into the property's value
        states = await states_until(reader, lambda s: s["stale"])
        assert not any(_current(s) for s in states), states
        failed = states[-1]
        assert 'size="0.3 1 1"' in failed["urdf"] and "xacro expansion failed" in failed["message"], failed
        shown = "document.getElementById('messages').textContent"
        await in_thread(browser.wait, "%s.includes('howing the last good model')" % shown)
        assert "The xacro expansion failed" in await in_thread(browser.eval, shown)
        assert await in_thread(browser.eval, "urdfPreview.links") == ["a"]

        _retype_len(client, uri, 3, "${0.3", "0.4")
        assert 'size="0.4 1 1"' in (await states_until(reader, _current))[-1]["urdf"]
        await in_thread(browser.wait, "!%s.includes('last good model')" % shown)
    finally:
        writer.close()
