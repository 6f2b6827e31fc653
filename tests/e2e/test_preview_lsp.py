"""The live preview over LSP: executeCommand urdf-ls.preview returns the page's URL; edits reach the page's
state (version, URDF, error count) and a broken text keeps the last good robot.  The page itself is tested
in a real browser by tests/e2e/test_preview_page.py."""
import asyncio
import sys
import urllib.error
import urllib.parse
import urllib.request

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.preview_state import fetch, state_url, state_where
from tests.helpers.paths import DATA
GOOD = (DATA / "two_links.urdf").read_text()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("neovim"),
                                                           root_uri=DATA.as_uri()))
    yield
    await lsp_client.shutdown_session()


async def test_preview_follows_edits_and_keeps_the_last_good_robot(client: LanguageClient):
    uri = (DATA / "preview.urdf").as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "urdf", 1, GOOD)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    res = await client.workspace_execute_command_async(T.ExecuteCommandParams("urdf-ls.preview", [uri]))
    url = res["url"]
    assert url.startswith("http://127.0.0.1:") and "token=" in url
    bad = state_url(url).split("?")[0] + "?token=wrong"
    with pytest.raises(urllib.error.HTTPError) as e:
        await fetch(bad)
    assert e.value.code == 403
    first = await state_where(url, lambda s: s["urdf"] is not None)
    assert 'link name="arm"' in first["urdf"] and first["errorCount"] == 0
    # break the XML: the page keeps the last good robot and shows the error count
    line = GOOD.split("\n").index(next(l for l in GOOD.split("\n") if "</robot>" in l))
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri),
        [T.TextDocumentContentChangePartial(range=T.Range(T.Position(line, 0), T.Position(line, 8)), text="</robt>")]))
    broken = await state_where(url, lambda s: s["errorCount"] > 0)
    assert broken["urdf"] == first["urdf"] and broken["version"] > first["version"]
    assert broken["firstError"] is not None
    # rename a link: the new robot reaches the page
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=3, uri=uri),
        [T.TextDocumentContentChangePartial(range=T.Range(T.Position(line, 0), T.Position(line, 7)), text="</robot>")]))
    fixed = await state_where(url, lambda s: s["errorCount"] == 0 and s["version"] > broken["version"])
    assert fixed["urdf"] is not None



async def test_cli_preview_serves_the_file_and_follows_it_on_disk(tmp_path):
    f = tmp_path / "robot.urdf"
    f.write_text(GOOD)
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "urdf_ls", "preview", str(f), "--no-open",
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        url = (await asyncio.wait_for(proc.stdout.readline(), 30)).decode().strip()
        assert url.startswith("http://127.0.0.1:") and "token=" in url
        first = await state_where(url, lambda s: s["urdf"] is not None)
        assert 'name="arm"' in first["urdf"]
        f.write_text(GOOD.replace('name="arm"', 'name="forearm"').replace('link="arm"', 'link="forearm"'))
        changed = await state_where(url, lambda s: s["urdf"] and 'name="forearm"' in s["urdf"])
        assert changed["version"] > first["version"] and changed["errorCount"] == 0
    finally:
        proc.kill()
        await proc.wait()


async def test_a_comparison_rides_along_with_every_state_until_cleared(client: LanguageClient, tmp_path):
    """urdf-ls.preview's option "compare" (the VS Code command "Compare with HEAD" sends it): the other
    version's URDF reaches the page with its meshes linked and served, through later edits, until cleared"""
    (tmp_path / "m.stl").write_text("solid m\nendsolid m\n")
    robot = tmp_path / "robot.urdf"
    uri = robot.as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "urdf", 1, GOOD)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    other = GOOD.replace('<link name="arm"', '<link name="arm"><visual><geometry><mesh filename="m.stl"/>'
                         '</geometry></visual></link><link name="unused"')
    assert other != GOOD
    compare = {"urdf": other, "label": "HEAD", "changed": ["arm"]}
    res = await client.workspace_execute_command_async(T.ExecuteCommandParams(
        "urdf-ls.preview", [uri, {"external": False, "compare": compare}]))
    url = res["url"]
    st = await state_where(url, lambda s: s["compare"] is not None)
    assert st["compare"]["label"] == "HEAD" and st["compare"]["changed"] == ["arm"]
    key = next(iter(st["files"]))
    assert 'filename="urdfls-file:%s"' % key in st["compare"]["urdf"] and st["files"][key]["name"] == "m.stl"
    file_url = state_url(url).replace("/state?", "/file/%s?" % key)
    body = await asyncio.get_running_loop().run_in_executor(None, lambda: urllib.request.urlopen(file_url, timeout=30)
                                                            .read())
    assert body.startswith(b"solid m")
    # an edit keeps the comparison; a command without "compare" leaves it; "compare": null clears it
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri),
        [T.TextDocumentContentChangePartial(range=T.Range(T.Position(0, 0), T.Position(0, 0)), text="\n")]))
    edited = await state_where(url, lambda s: s["version"] > st["version"])
    assert edited["compare"] == st["compare"]
    await client.workspace_execute_command_async(T.ExecuteCommandParams("urdf-ls.preview", [uri, {"external": False}]))
    await client.workspace_execute_command_async(T.ExecuteCommandParams(
        "urdf-ls.preview", [uri, {"external": False, "compare": None}]))
    cleared = await state_where(url, lambda s: s["compare"] is None)
    assert cleared["files"] == {}
