"""The #12 features over LSP, end to end with the real server: inlay hints, colours, document links,
package path completion, folding, selection ranges, highlights, workspace symbols and formatting."""
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

XACRO = """<?xml version="1.0"?>
<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="w" value="0.25"/>
  <material name="red">
    <color rgba="1 0 0 1"/>
  </material>
  <link name="base">
    <visual>
      <origin xyz="${w*2} 0 0" rpy="0 0 1.5707963267948966"/>
      <geometry><mesh filename="package://bot_description/meshes/base.stl"/></geometry>
      <material name="red"/>
    </visual>
  </link>
  <link name="arm"/>
  <joint name="j" type="fixed">
      <parent   link="base"/>
    <child link="arm"/>
  </joint>
</robot>
"""


@pytest.fixture
def pkg(tmp_path):
    root = tmp_path / "bot_description"
    (root / "meshes").mkdir(parents=True)
    (root / "urdf").mkdir()
    (root / "package.xml").write_text("<package><name>bot_description</name></package>")
    (root / "meshes" / "base.stl").write_text("solid x\nendsolid x\n")
    (root / "urdf" / "bot.urdf.xacro").write_text(XACRO)
    return root


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


async def start(client, pkg):
    await client.initialize_session(T.InitializeParams(capabilities=client_capabilities("visual_studio_code"),
                                                       root_uri=pkg.as_uri(),
                                                       workspace_folders=[T.WorkspaceFolder(pkg.as_uri(), "bot")]))
    path = pkg / "urdf" / "bot.urdf.xacro"
    uri = path.as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "xacro", 1, XACRO)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return T.TextDocumentIdentifier(uri)


def pos(needle, delta=0):
    off = XACRO.index(needle) + delta
    return T.Position(XACRO.count("\n", 0, off), off - (XACRO.rfind("\n", 0, off) + 1))


async def test_all_structure_features(client: LanguageClient, pkg):
    td = await start(client, pkg)
    whole = T.Range(T.Position(0, 0), T.Position(len(XACRO.split("\n")), 0))
    hints = await client.text_document_inlay_hint_async(T.InlayHintParams(td, whole))
    labels = [h.label for h in hints]
    assert any("0.5" in str(l) for l in labels) and any("90°" in str(l) for l in labels), labels
    cols = await client.text_document_document_color_async(T.DocumentColorParams(td))
    assert [(c.color.red, c.color.alpha) for c in cols] == [(1, 1)]
    pres = await client.text_document_color_presentation_async(T.ColorPresentationParams(
        td, T.Color(0.0, 0.5, 1.0, 1.0), cols[0].range))
    assert pres[0].text_edit.new_text == "0 0.5 1 1"
    links = await client.text_document_document_link_async(T.DocumentLinkParams(td))
    assert any(k.target.endswith("/bot_description/meshes/base.stl") for k in links)
    folds = await client.text_document_folding_range_async(T.FoldingRangeParams(td))
    assert any(f.start_line == pos("<material name=\"red\">").line for f in folds)
    hl = await client.text_document_document_highlight_async(T.DocumentHighlightParams(td, pos('link name="arm"', 12)))
    assert len(hl) == 2
    sel = await client.text_document_selection_range_async(T.SelectionRangeParams(td, [pos('link="arm"', 7)]))
    assert sel[0].parent is not None and sel[0].parent.parent is not None
    syms = await client.workspace_symbol_async(T.WorkspaceSymbolParams(query="arm"))
    assert any(s.name == "arm" for s in syms)
    edits = await client.text_document_formatting_async(T.DocumentFormattingParams(
        td, T.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert edits and any("<parent link" in e.new_text or e.new_text.strip() == "" for e in edits)


async def test_package_path_completion(client: LanguageClient, pkg):
    td = await start(client, pkg)
    res = await client.text_document_completion_async(T.CompletionParams(
        td, pos("package://bot_description/meshes/base.stl", len("package://bot_description/meshes/"))))
    items = res.items if isinstance(res, T.CompletionList) else res
    assert "base.stl" in {i.label for i in items}


INCLUDER = """<?xml version="1.0"?>
<robot name="inc" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="parts.xacro"/>
  <xacro:include filename="$(find bot_description)/urdf/parts.xacro"/>
  <link name="x">
    <visual><geometry><mesh filename="$(find bot_description)/meshes/base.stl"/></geometry></visual>
    <collision><geometry><mesh filename="package://bot_description/meshes/"/></geometry></collision>
  </link>
</robot>
"""

PARTS = """<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:macro name="gripper" params="side"><link name="${side}_finger"/></xacro:macro>
  <link name="palm_closed_file"/>
</robot>
"""


async def open_includer(client, pkg):
    (pkg / "urdf" / "parts.xacro").write_text(PARTS)               # on disk only, never opened
    (pkg / "meshes" / "arm.dae").write_text("<COLLADA/>")
    (pkg / "meshes" / "notes.txt").write_text("not a mesh")
    path = pkg / "urdf" / "includer.xacro"
    path.write_text(INCLUDER)
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(path.as_uri(), "xacro", 1,
                                                                                 INCLUDER)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return T.TextDocumentIdentifier(path.as_uri())


def pos_in(text, needle, delta=0):
    off = text.index(needle) + delta
    return T.Position(text.count("\n", 0, off), off - (text.rfind("\n", 0, off) + 1))


async def labels_at(client, td, position):
    res = await client.text_document_completion_async(T.CompletionParams(td, position))
    return {i.label for i in (res.items if isinstance(res, T.CompletionList) else res)}


async def test_links_completion_and_symbols_across_the_workspace(client: LanguageClient, pkg):
    await start(client, pkg)
    td = await open_includer(client, pkg)
    links = await client.text_document_document_link_async(T.DocumentLinkParams(td))
    targets = sorted((k.range.start.line, k.target.rsplit("/bot_description/", 1)[-1]) for k in links)
    assert targets == [(2, "urdf/parts.xacro"), (3, "urdf/parts.xacro"), (5, "meshes/base.stl")], targets
    meshes = await labels_at(client, td, pos_in(INCLUDER, "meshes/\"", len("meshes/")))
    assert {"base.stl", "arm.dae"} <= meshes and "notes.txt" not in meshes      # meshes by extension
    packages = await labels_at(client, td, pos_in(INCLUDER, "package://", len("package://")))
    assert "bot_description" in packages
    finds = await labels_at(client, td, pos_in(INCLUDER, "$(find bot", len("$(find ")))
    assert "bot_description" in finds
    syms = await client.workspace_symbol_async(T.WorkspaceSymbolParams(query="palm_closed"))
    assert [(s.name, s.location.uri.rsplit("/", 1)[-1]) for s in syms] == [("palm_closed_file", "parts.xacro")]
    syms = await client.workspace_symbol_async(T.WorkspaceSymbolParams(query="gripper"))
    assert [(s.name, s.kind) for s in syms] == [("gripper", T.SymbolKind.Function)]


def apply_edits(text, edits):
    lines = text.split("\n")
    offs = [sum(len(l) + 1 for l in lines[:i]) for i in range(len(lines) + 1)]
    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        s = offs[e.range.start.line] + e.range.start.character
        t = offs[e.range.end.line] + e.range.end.character
        text = text[:s] + e.new_text + text[t:]
    return text


async def test_formatting_document_and_range_idempotent(client: LanguageClient, pkg):
    td = await start(client, pkg)
    opts = T.FormattingOptions(tab_size=2, insert_spaces=True)
    ranged = await client.text_document_range_formatting_async(T.DocumentRangeFormattingParams(
        td, T.Range(pos("<joint"), pos("</joint>")), opts))
    assert ranged and all(pos("<joint").line <= e.range.start.line <= pos("</joint>").line for e in ranged)
    assert "      <parent   link" not in apply_edits(XACRO, ranged) and "<parent link=\"base\"/>" in \
        apply_edits(XACRO, ranged)
    edits = await client.text_document_formatting_async(T.DocumentFormattingParams(td, opts))
    once = apply_edits(XACRO, edits)
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=td.uri), [T.TextDocumentContentChangeWholeDocument(once)]))
    again = await client.text_document_formatting_async(T.DocumentFormattingParams(td, opts))
    assert not again and once != XACRO


async def test_inlay_hints_off_by_setting(client: LanguageClient, pkg):
    td = await start(client, pkg)
    whole = T.Range(T.Position(0, 0), T.Position(len(XACRO.split("\n")), 0))
    assert await client.text_document_inlay_hint_async(T.InlayHintParams(td, whole))
    client.workspace_did_change_configuration(T.DidChangeConfigurationParams(settings={"urdf-ls": {
        "inlayHints": False}}))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)     # republished with the settings
    assert not await client.text_document_inlay_hint_async(T.InlayHintParams(td, whole))
