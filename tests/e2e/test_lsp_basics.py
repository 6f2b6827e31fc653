"""End-to-end: the real server over stdio, driven by pytest-lsp with the VS Code and Neovim client profiles."""
import sys

import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.helpers.paths import DATA  # noqa: E402
GOOD = (DATA / "two_links.urdf").read_text()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]),
                    params=["visual_studio_code", "neovim"])
async def client(request, lsp_client: LanguageClient):
    lsp_client.init_result = await lsp_client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities(request.param), root_uri=DATA.as_uri()))
    lsp_client.profile = request.param
    yield
    await lsp_client.shutdown_session()


async def open_doc(client, text, name="t.urdf"):
    uri = (DATA / name).as_uri()
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "urdf", 1, text)))
    while uri not in client.diagnostics:
        await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


async def change(client, uri, version, start, end, text):
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=version, uri=uri),
        [T.TextDocumentContentChangePartial(range=T.Range(T.Position(*start), T.Position(*end)), text=text)]))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


def codes(client, uri):
    return sorted(str(d.code) for d in client.diagnostics[uri])


async def test_sync_kind_incremental(client: LanguageClient):
    sync = client.init_result.capabilities.text_document_sync
    assert getattr(sync, "change", sync) == T.TextDocumentSyncKind.Incremental
    uri = await open_doc(client, GOOD)
    assert codes(client, uri) == []


async def test_dangling_link_squiggle_and_fix(client: LanguageClient):
    text = GOOD.replace('<child link="arm"/>', '<child link="armm"/>')
    uri = await open_doc(client, text)
    diags = client.diagnostics[uri]
    bad = [d for d in diags if d.code == "unknown-link"]
    assert len(bad) == 1 and bad[0].severity == T.DiagnosticSeverity.Error
    line = text.splitlines()[bad[0].range.start.line]
    assert line[bad[0].range.start.character:bad[0].range.end.character] == "armm"
    acts = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(uri), bad[0].range, T.CodeActionContext(diagnostics=[bad[0]])))
    titles = [a.title for a in acts]
    assert "Change to 'arm'" in titles and "Create link 'armm'" in titles


async def test_incremental_edit_updates_diagnostics(client: LanguageClient):
    uri = await open_doc(client, GOOD)
    assert codes(client, uri) == []
    lines = GOOD.splitlines()
    ln = next(i for i, l in enumerate(lines) if 'type="revolute"' in l)
    col = lines[ln].index("revolute")
    await change(client, uri, 2, (ln, col), (ln, col + len("revolute")), "revolut")
    assert "joint-type-unknown" in codes(client, uri)
    await change(client, uri, 3, (ln, col), (ln, col + len("revolut")), "revolute")
    assert codes(client, uri) == []


async def test_non_bmp_columns(client: LanguageClient):
    # an emoji (2 UTF-16 units, 4 UTF-8 bytes) in a comment before the bad value on the same line
    text = GOOD.replace('<axis xyz="0 0 1"/>', '<!-- 🤖 --><axis xyz="0,0,1"/>')
    uri = await open_doc(client, text)
    d = next(d for d in client.diagnostics[uri] if d.code == "axis-xyz")
    line = text.splitlines()[d.range.start.line]
    enc = client.init_result.capabilities.position_encoding or "utf-16"
    offered = (client_capabilities(client.profile).general or T.GeneralClientCapabilities()).position_encodings
    assert enc == (offered[0] if offered else "utf-16")
    if enc == "utf-8":
        b = line.encode("utf-8")
        got = b[d.range.start.character:d.range.end.character].decode("utf-8")
    else:
        units = line.encode("utf-16-le")
        got = units[d.range.start.character * 2:d.range.end.character * 2].decode("utf-16-le")
    assert got == "0,0,1"


async def test_completion_joint_types_and_links(client: LanguageClient):
    text = GOOD.replace('type="revolute"', 'type=""').replace('<parent link="base_link"/>', '<parent link=""/>')
    uri = await open_doc(client, text)
    lines = text.splitlines()
    ln = next(i for i, l in enumerate(lines) if 'type=""' in l)
    res = await client.text_document_completion_async(T.CompletionParams(
        T.TextDocumentIdentifier(uri), T.Position(ln, lines[ln].index('type=""') + 6)))
    assert sorted(i.label for i in res.items) == sorted(
        ["revolute", "continuous", "prismatic", "fixed", "floating", "planar"])
    ln = next(i for i, l in enumerate(lines) if '<parent link=""/>' in l)
    res = await client.text_document_completion_async(T.CompletionParams(
        T.TextDocumentIdentifier(uri), T.Position(ln, lines[ln].index('link=""') + 6)))
    assert sorted(i.label for i in res.items) == ["arm", "base_link"]


async def test_completion_in_broken_document(client: LanguageClient):
    text = '<robot name="r">\n  <link name="a">\n    <visual>\n      <\n'
    uri = await open_doc(client, text)
    res = await client.text_document_completion_async(T.CompletionParams(
        T.TextDocumentIdentifier(uri), T.Position(3, 7)))
    labels = {i.label for i in res.items}
    assert {"origin", "geometry", "material"} <= labels
    assert "joint" not in labels


async def test_hover_rpy_degrees_and_reference(client: LanguageClient):
    uri = await open_doc(client, GOOD)
    lines = GOOD.splitlines()
    ln = next(i for i, l in enumerate(lines) if "rpy=" in l)
    h = await client.text_document_hover_async(T.HoverParams(
        T.TextDocumentIdentifier(uri), T.Position(ln, lines[ln].index("1.5707963") + 2)))
    assert "90°" in h.contents.value or "90 °" in h.contents.value
    ln = next(i for i, l in enumerate(lines) if '<child link="arm"/>' in l)
    h = await client.text_document_hover_async(T.HoverParams(
        T.TextDocumentIdentifier(uri), T.Position(ln, lines[ln].index("arm") + 1)))
    assert "link `arm`" in h.contents.value and "mass 1 kg" in h.contents.value


async def test_definition_references_rename(client: LanguageClient):
    uri = await open_doc(client, GOOD)
    lines = GOOD.splitlines()
    ln = next(i for i, l in enumerate(lines) if '<parent link="base_link"/>' in l)
    pos = T.Position(ln, lines[ln].index("base_link") + 2)
    locs = await client.text_document_definition_async(T.DefinitionParams(text_document=T.TextDocumentIdentifier(uri=uri), position=pos))
    target = next(i for i, l in enumerate(lines) if '<link name="base_link">' in l)
    assert [l.range.start.line for l in locs] == [target]
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=T.TextDocumentIdentifier(uri=uri), position=pos,
        context=T.ReferenceContext(include_declaration=True)))
    assert sorted(r.range.start.line for r in refs) == sorted([target, ln])
    edit = await client.text_document_rename_async(T.RenameParams(text_document=T.TextDocumentIdentifier(uri=uri), position=pos, new_name="base"))
    assert len(edit.changes[uri]) == 2 and all(e.new_text == "base" for e in edit.changes[uri])


async def test_document_symbols_follow_tree(client: LanguageClient):
    uri = await open_doc(client, GOOD)
    syms = await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(uri)))
    robot = syms[0]
    assert robot.name == "demo"
    base = next(s for s in robot.children if s.name == "base_link")
    assert base.children[0].name == "shoulder" and base.children[0].children[0].name == "arm"


async def test_bad_input_keeps_server_alive(client: LanguageClient):
    bomb = ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">'
            '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;">]><robot name="&lol3;"><link name="a"/></robot>')
    uri = await open_doc(client, bomb, "bomb.urdf")
    assert "xml-entity-decl" in codes(client, uri)
    uri2 = await open_doc(client, "\x00\x01\x02\xff" * 500, "bin.urdf")
    assert codes(client, uri2) == ["binary-file"]
    deep = '<robot name="r">' + "<a>" * 5000 + "</a>" * 5000 + '<link name="x"/></robot>'
    uri3 = await open_doc(client, deep, "deep.urdf")
    assert "xml-too-deep" in codes(client, uri3)
    # still answering
    uri4 = await open_doc(client, GOOD, "again.urdf")
    assert codes(client, uri4) == []


async def test_symbols_of_a_long_chain(client: LanguageClient):
    n = 400
    links = "".join('<link name="l%d"/>' % i for i in range(n))
    joints = "".join('<joint name="j%d" type="fixed"><parent link="l%d"/><child link="l%d"/></joint>' % (i, i - 1, i)
                     for i in range(1, n))
    uri = await open_doc(client, '<robot name="r">%s%s</robot>' % (links, joints), "chain.urdf")
    syms = await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(uri)))
    count, stack = 0, list(syms)
    while stack:
        s = stack.pop()
        count += 1
        stack.extend(s.children or [])
    assert count == 1 + n + (n - 1)  # robot + links + joints, none lost by flattening


async def test_edit_storm_matches_fresh_open(client: LanguageClient):
    import random
    rnd = random.Random(7)
    text = GOOD
    uri = await open_doc(client, text, "storm.urdf")
    frags = ["<", ">", '"', "x", "\n", "</link>", "<joint", " ", "🤖"]
    for v in range(2, 200):
        lines = text.split("\n")
        ln = rnd.randrange(len(lines))
        col = rnd.randrange(len(lines[ln]) + 1)
        ins = rnd.choice(frags)
        # columns in the negotiated encoding
        enc = client.init_result.capabilities.position_encoding or "utf-16"
        unit = (lambda s: len(s.encode("utf-8"))) if enc == "utf-8" else (lambda s: len(s.encode("utf-16-le")) // 2)
        c = unit(lines[ln][:col])
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(version=v, uri=uri),
            [T.TextDocumentContentChangePartial(range=T.Range(T.Position(ln, c), T.Position(ln, c)), text=ins)]))
        lines[ln] = lines[ln][:col] + ins + lines[ln][col:]
        text = "\n".join(lines)
    # a request is answered only after every earlier notification was handled (and published)
    await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(uri)))
    storm = sorted((d.range.start.line, d.range.start.character, d.code) for d in client.diagnostics[uri])
    uri2 = await open_doc(client, text, "fresh.urdf")
    fresh = sorted((d.range.start.line, d.range.start.character, d.code) for d in client.diagnostics[uri2])
    assert storm == fresh and storm
