"""Where the client cannot open the preview's page (no window/showDocument, or it fails: no browser over
SSH or in tmux) the user still gets its URL, as a window/showMessage; a buffer saved under a new name
without didOpen (eglot 1.9's write-file) is adopted, so its preview and requests work."""
import sys

import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.helpers.paths import DATA

GOOD = (DATA / "two_links.urdf").read_text()
SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"])


def capabilities(show_document):
    win = T.WindowClientCapabilities(show_document=T.ShowDocumentClientCapabilities(support=True)) \
        if show_document else None
    return T.InitializeParams(capabilities=T.ClientCapabilities(window=win), root_uri=DATA.as_uri())


async def open_and_preview(client, uri):
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "urdf", 1, GOOD)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return (await client.workspace_execute_command_async(T.ExecuteCommandParams("urdf-ls.preview", [uri])))["url"]


async def url_message(client, url):
    """the message with the URL (it may have come before the command's answer)"""
    while True:
        found = [m for m in client.messages if url in m.message]
        if found:
            return found[0]
        await client.wait_for_notification(T.WINDOW_SHOW_MESSAGE)


@pytest_lsp.fixture(config=SERVER)
async def plain(lsp_client: LanguageClient):
    await lsp_client.initialize_session(capabilities(show_document=False))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=SERVER)
async def failing(lsp_client: LanguageClient):
    asked = []

    def show_document(params: T.ShowDocumentParams):   # as Neovim answers when no browser opens
        asked.append(params.uri)
        return T.ShowDocumentResult(success=False)

    lsp_client.protocol.fm.features[T.WINDOW_SHOW_DOCUMENT] = show_document   # (pytest-lsp's own says success)
    lsp_client.asked = asked
    await lsp_client.initialize_session(capabilities(show_document=True))
    yield
    await lsp_client.shutdown_session()


async def test_a_client_without_show_document_gets_the_url_as_a_message(plain: LanguageClient):
    url = await open_and_preview(plain, (DATA / "url_message.urdf").as_uri())
    msg = await url_message(plain, url)
    assert msg.type == T.MessageType.Info and "url_message.urdf" in msg.message and "browser" in msg.message


async def test_a_failed_show_document_is_followed_by_the_url_as_a_message(failing: LanguageClient):
    url = await open_and_preview(failing, (DATA / "url_message.urdf").as_uri())
    await url_message(failing, url)
    assert failing.asked == [url]


async def test_a_buffer_saved_under_a_new_name_is_adopted(plain: LanguageClient, tmp_path):
    old = (DATA / "save_as_old.urdf").as_uri()
    await open_and_preview(plain, old)
    new = DATA / "save_as_new.urdf"     # never written: the text comes with didSave
    plain.text_document_did_save(T.DidSaveTextDocumentParams(T.TextDocumentIdentifier(new.as_uri()),
                                                             text=GOOD.replace('"arm"/>', '"arm_typo"/>')))
    pub = await plain.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    while pub.uri != new.as_uri():
        pub = await plain.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert any("arm_typo" in d.message for d in pub.diagnostics), pub
    res = await plain.workspace_execute_command_async(T.ExecuteCommandParams("urdf-ls.preview", [new.as_uri()]))
    assert res["url"].startswith("http://127.0.0.1:")


async def test_preview_of_an_unknown_document_is_an_error_without_traceback(plain: LanguageClient):
    try:
        await plain.workspace_execute_command_async(T.ExecuteCommandParams(
            "urdf-ls.preview", [(DATA / "never_opened.urdf").as_uri()]))
    except Exception as e:   # pygls raises the response error
        text = repr(e) + repr(getattr(e, "data", None))
    else:
        raise AssertionError("no error")
    assert "open document" in text and "Traceback" not in text and "File \"" not in text, text
