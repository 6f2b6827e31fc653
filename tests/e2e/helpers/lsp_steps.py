"""Steps of tests that drive the server with a pytest-lsp client: open a file, wait for diagnostics, open the
preview in the browser agent."""
import asyncio

from lsprotocol import types as T


def lsp_pos(text, off):
    """the LSP position of a code-point offset (the texts of these tests are ASCII: UTF-16 = code points)"""
    return T.Position(text.count("\n", 0, off), off - (text.rfind("\n", 0, off) + 1))


async def initialize_in(client, root):
    """initialize as VS Code does, with root as the one workspace folder"""
    from pytest_lsp import client_capabilities
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual_studio_code"), root_uri=root.as_uri(),
        workspace_folders=[T.WorkspaceFolder(root.as_uri(), "ws")]))


async def diagnostics_until(client, uri, wanted, timeout=30):
    """{code: [(line, severity)]} of the document once `wanted` holds for it (each publish is looked at)"""
    async def wait():
        while True:
            got = {}
            for d in client.diagnostics.get(uri, []):
                got.setdefault(d.code, []).append((d.range.start.line, int(d.severity)))
            if wanted(got):
                return got
            await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return await asyncio.wait_for(wait(), timeout)


def open_file(client, path, language="urdf"):
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(
        path.as_uri(), language, 1, path.read_text())))
    return path.as_uri()


async def in_thread(fn, *args, **kw):
    """the browser agent blocks: run it beside the client's event loop, which must keep answering the server"""
    return await asyncio.get_running_loop().run_in_executor(None, lambda: fn(*args, **kw))


async def shown(client, pred, timeout=20):
    """the first window/showDocument the server sent for which pred holds (bounded poll of the client's record)"""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        for p in client.shown_documents:
            if pred(p):
                return p
        assert loop.time() < end, client.shown_documents
        await asyncio.sleep(0.05)


async def open_preview(client, browser, uri, text, language="urdf"):
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, language, 1, text)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    url = (await client.workspace_execute_command_async(T.ExecuteCommandParams("urdf-ls.preview", [uri])))["url"]
    opened = await shown(client, lambda p: p.uri == url)
    assert opened.external
    await in_thread(browser.call, "goto", url=url)
    return url
