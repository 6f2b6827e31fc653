"""The server follows each client's capabilities: plain text for clients without snippet support,
plaintext hovers for clients without markdown, and `${` completions that replace only the identifier.
The real server over stdio, driven by pytest-lsp with a bare client (no snippets, no markdown)."""
import sys

import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.helpers.paths import DATA as HERE  # noqa: E402
BARE = T.ClientCapabilities(text_document=T.TextDocumentClientCapabilities(
    completion=T.CompletionClientCapabilities(completion_item=T.ClientCompletionItemOptions(snippet_support=False)),
    hover=T.HoverClientCapabilities(content_format=[T.MarkupKind.PlainText])))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=BARE, root_uri=HERE.as_uri()))
    yield
    await lsp_client.shutdown_session()


async def open_marked(client, marked, name):
    """open a document with a | cursor marker; returns (uri, text, cursor position)"""
    off = marked.index("|")
    text = marked[:off] + marked[off + 1:]
    uri = (HERE / name).as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "urdf", 1, text)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    line = text.count("\n", 0, off)
    return uri, text, T.Position(line, off - (text.rfind("\n", 0, off) + 1))


def accept(text, item):
    """the document text after accepting a completion item, as a client applies its text edit"""
    lines = text.split("\n")
    r = item.text_edit.range
    start = sum(len(x) + 1 for x in lines[:r.start.line]) + r.start.character
    end = sum(len(x) + 1 for x in lines[:r.end.line]) + r.end.character
    return text[:start] + item.text_edit.new_text + text[end:]


async def test_plain_text_completion_without_snippet_support(client: LanguageClient):
    uri, text, pos = await open_marked(client, '<robot name="r">\n  <link name="a">\n    <vi|\n  </link>\n</robot>\n',
                                       "bare.urdf")
    res = await client.text_document_completion_async(T.CompletionParams(T.TextDocumentIdentifier(uri), pos))
    item = next(i for i in res.items if i.label == "visual")
    assert item.insert_text_format in (None, T.InsertTextFormat.PlainText)
    new = accept(text, item)
    assert "$" not in new and "\x00" not in new
    assert "<visual>\n      \n    </visual>" in new


async def test_plaintext_hover_without_markdown(client: LanguageClient):
    uri, _, pos = await open_marked(client, '<robot name="r"><link name="a"><inertial><ma|ss value="1"/>'
                                            '</inertial></link></robot>', "hover.urdf")
    h = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri), pos))
    assert h.contents.kind == T.MarkupKind.PlainText
    assert "**" not in h.contents.value and "`" not in h.contents.value and "<mass>" in h.contents.value


async def test_property_completion_replaces_only_the_identifier(client: LanguageClient):
    marked = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
              '  <xacro:property name="link_len" value="0.5"/>\n'
              '  <link name="a"><visual><origin xyz="0 0 ${li|}"/></visual></link>\n</robot>\n')
    uri, text, pos = await open_marked(client, marked, "prop.xacro")
    res = await client.text_document_completion_async(T.CompletionParams(T.TextDocumentIdentifier(uri), pos))
    item = next(i for i in res.items if i.label == "link_len")
    assert 'xyz="0 0 ${link_len}"' in accept(text, item)
