"""SRDF files over LSP with the real server: diagnostics against the URDF, definition, references and rename
across URDF <-> SRDF, completion of link names."""
import shutil
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.e2e.helpers.lsp_steps import diagnostics_until, initialize_in, lsp_pos, open_file
from tests.helpers.paths import DATA


@pytest.fixture
def ws_root(tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(DATA / "moveit", root)
    return root


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


def line_of(text, needle, nth=0):
    off = -1
    for _ in range(nth + 1):
        off = text.index(needle, off + 1)
    return text.count("\n", 0, off), off


async def published(client, uri):
    """the diagnostics of the document once the server published them"""
    while uri not in client.diagnostics:
        await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


async def test_srdf_navigation_and_rename_across_urdf_and_srdf(client: LanguageClient, ws_root):
    await initialize_in(client, ws_root)
    srdf = ws_root / "panda_moveit_config/config/panda.srdf"
    urdf = ws_root / "panda_description/urdf/panda.urdf"
    stext, utext = srdf.read_text(), urdf.read_text()
    suri = open_file(client, srdf, "srdf")
    assert list(await published(client, suri)) == []

    # definition: the SRDF's group link -> the URDF's <link name>
    _, off = line_of(stext, '<link name="panda_leftfinger"/>')
    pos = lsp_pos(stext, off + len('<link name="p'))
    defs = await client.text_document_definition_async(T.DefinitionParams(T.TextDocumentIdentifier(suri), pos))
    want_line, _ = line_of(utext, '<link name="panda_leftfinger">')
    assert [(d.uri, d.range.start.line) for d in defs] == [(urdf.as_uri(), want_line)]

    # the outline: groups first, with their members
    syms = await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(suri)))
    assert [c.name for c in syms[0].children][:2] == ["panda_arm", "hand"]

    # references from the URDF reach the SRDF (group member and collision pairs)
    uuri = open_file(client, urdf, "urdf")
    await published(client, uuri)
    upos = lsp_pos(utext, utext.index('<link name="panda_leftfinger">') + len('<link name="p'))
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=T.TextDocumentIdentifier(uuri), position=upos, context=T.ReferenceContext(True)))
    in_srdf = sorted(r.range.start.line for r in refs if r.uri == suri)
    assert len(in_srdf) == stext.count('"panda_leftfinger"') and in_srdf
    assert any(r.uri == uuri for r in refs)

    # rename in the URDF renames the SRDF's uses; the SRDF buffer, edited as the client would, checks clean
    edit = await client.text_document_rename_async(T.RenameParams(T.TextDocumentIdentifier(uuri), upos, "left_finger"))
    assert set(edit.changes) == {uuri, suri}
    assert len(edit.changes[suri]) == stext.count('"panda_leftfinger"')
    assert all(e.new_text == "left_finger" for es in edit.changes.values() for e in es)


async def test_renaming_from_the_srdf_edits_the_urdf_and_unknown_names_are_flagged(client: LanguageClient, ws_root):
    await initialize_in(client, ws_root)
    srdf = ws_root / "panda_moveit_config/config/panda.srdf"
    urdf = ws_root / "panda_description/urdf/panda.urdf"
    stext, utext = srdf.read_text(), urdf.read_text()
    suri = open_file(client, srdf, "srdf")
    await published(client, suri)
    _, off = line_of(stext, '<joint name="panda_joint4"/>')
    pos = lsp_pos(stext, off + len('<joint name="p'))
    edit = await client.text_document_rename_async(T.RenameParams(T.TextDocumentIdentifier(suri), pos, "elbow"))
    assert set(edit.changes) == {suri, urdf.as_uri()}
    assert len(edit.changes[urdf.as_uri()]) == utext.count('"panda_joint4"')
    assert len(edit.changes[suri]) == stext.count('"panda_joint4"')

    # an edit that names a joint the URDF lacks: a warning with a did-you-mean and its quick fix
    line, off = line_of(stext, "panda_joint4")
    col = off - (stext.rfind("\n", 0, off) + 1)
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=suri),
        [T.TextDocumentContentChangePartial(T.Range(T.Position(line, col), T.Position(line, col + 12)),
                                            "panda_jiont4")]))
    got = await diagnostics_until(client, suri, lambda got: "srdf-unknown-joint" in got)
    assert got["srdf-unknown-joint"] == [(line, 2)]
    d = [d for d in client.diagnostics[suri] if d.code == "srdf-unknown-joint"][0]
    assert "did you mean 'panda_joint4'" in d.message
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(suri), d.range, T.CodeActionContext([d])))
    assert any(e.new_text == "panda_joint4" for a in actions for e in a.edit.changes[suri])

    # completion of link names in a link attribute
    cline, coff = line_of(stext, 'parent_link="panda_link8"')
    items = await client.text_document_completion_async(T.CompletionParams(
        T.TextDocumentIdentifier(suri), lsp_pos(stext, coff + len('parent_link="'))))
    labels = {i.label for i in (items.items if hasattr(items, "items") else items)}
    assert {"panda_link8", "panda_hand", "panda_link0"} <= labels


async def test_srdf_xacro_diagnostics_definition_and_a_urdf_rename_reaching_it(client: LanguageClient, ws_root):
    await initialize_in(client, ws_root)
    macro = ws_root / "ur_moveit_config/srdf/ur_macro.srdf.xacro"
    urdf = ws_root / "ur_ros2_description/urdf/ur.urdf"
    mtext, utext = macro.read_text(), urdf.read_text()
    muri = open_file(client, macro, "srdf")
    assert list(await published(client, muri)) == []       # SRDF vocabulary: no unknown <group>, no URDF rules

    # definition: a literal link of the macro body -> the URDF's <link name>
    _, off = line_of(mtext, 'tip_link="tool0"')
    defs = await client.text_document_definition_async(T.DefinitionParams(
        T.TextDocumentIdentifier(muri), lsp_pos(mtext, off + len('tip_link="t'))))
    want_line, _ = line_of(utext, '<link name="tool0"/>')
    assert [(d.uri, d.range.start.line) for d in defs] == [(urdf.as_uri(), want_line)]

    # a rename of the URDF link reaches the .srdf.xacro
    uuri = open_file(client, urdf, "urdf")
    await published(client, uuri)
    upos = lsp_pos(utext, utext.index('<link name="wrist_3_link"/>') + len('<link name="w'))
    edit = await client.text_document_rename_async(T.RenameParams(T.TextDocumentIdentifier(uuri), upos, "wrist_3"))
    assert set(edit.changes) == {uuri, muri}
    assert len(edit.changes[muri]) == mtext.count('"wrist_3_link"') == 3

    # an edit that names a link the URDF lacks: a warning with a did-you-mean
    line, off = line_of(mtext, 'tip_link="tool0"')
    col = off - (mtext.rfind("\n", 0, off) + 1) + len('tip_link="')
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=muri),
        [T.TextDocumentContentChangePartial(T.Range(T.Position(line, col), T.Position(line, col + 5)), "tool9")]))
    got = await diagnostics_until(client, muri, lambda got: "srdf-unknown-link" in got)
    assert got["srdf-unknown-link"] == [(line, 2)]
    d = [d for d in client.diagnostics[muri] if d.code == "srdf-unknown-link"][0]
    assert "did you mean 'tool0'" in d.message
