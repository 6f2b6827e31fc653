"""References and rename of xacro macros over LSP with the real server."""
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities


PARTS = """<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:arg name="prefix" default="r_"/>
  <xacro:property name="radius" value="0.1"/>
  <xacro:macro name="wheel" params="side r:=${radius}">
    <xacro:property name="half" value="${r/2}"/>
    <link name="$(arg prefix)${side}_wheel">
      <visual><geometry><cylinder radius="${r}" length="${half}"/></geometry></visual>
    </link>
  </xacro:macro>
  <xacro:macro name="axle" params="radius">
    <link name="axle"><visual><geometry><sphere radius="${radius}"/></geometry></visual></link>
  </xacro:macro>
</robot>
"""

ROBOT = """<?xml version="1.0"?>
<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="$(find bot)/urdf/parts.xacro"/>
  <xacro:property name="track" value="${radius * 4}"/>
  <xacro:wheel side="left"/>
  <xacro:wheel side="right" r="${radius * 2}"></xacro:wheel>
  <link name="$(arg prefix)base"/>
</robot>
"""

OTHER = """<?xml version="1.0"?>
<robot name="other" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="$(find bot)/urdf/parts.xacro" ns="p"/>
  <xacro:p.wheel side="front"/>
  <xacro:call macro="p.wheel" side="back"/>
</robot>
"""

UNRELATED = """<?xml version="1.0"?>
<robot name="x" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="radius" value="2"/>
  <xacro:arg name="prefix" default=""/>
  <xacro:macro name="wheel" params="side"><link name="${side}_${radius}_$(arg prefix)"/></xacro:macro>
  <xacro:wheel side="a"/>
</robot>
"""


@pytest.fixture
def ws_root(tmp_path):
    files = {"bot/package.xml": "<package><name>bot</name></package>", "bot/urdf/parts.xacro": PARTS,
             "bot/urdf/robot.xacro": ROBOT, "tools/package.xml": "<package><name>tools</name></package>",
             "tools/urdf/other.xacro": OTHER, "tools/urdf/unrelated.xacro": UNRELATED}
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    return tmp_path


def at(text, needle, delta=0, nth=0):
    off = -1
    for _ in range(nth + 1):
        off = text.index(needle, off + 1)
    return off + delta


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


def lsp_pos(text, off):
    return T.Position(text.count("\n", 0, off), off - (text.rfind("\n", 0, off) + 1))


async def test_references_and_rename_over_lsp(client: LanguageClient, ws_root):
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual_studio_code"), root_uri=ws_root.as_uri(),
        workspace_folders=[T.WorkspaceFolder(ws_root.as_uri(), "ws")]))
    parts = ws_root / "bot/urdf/parts.xacro"
    robot = ws_root / "bot/urdf/robot.xacro"
    unsaved = ROBOT.replace("<link name=", '<xacro:wheel side="mid"/>\n  <link name=')
    for path, text in ((parts, PARTS), (robot, unsaved)):
        client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(path.as_uri(), "xacro", 1,
                                                                                     text)))
        await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    td = T.TextDocumentIdentifier(parts.as_uri())
    pos = lsp_pos(PARTS, at(PARTS, 'name="wheel"', 7))
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=td, position=pos, context=T.ReferenceContext(include_declaration=True)))
    by_uri = {}
    for r in refs:
        by_uri.setdefault(r.uri.rsplit("/", 1)[-1], []).append(r.range.start.line)
    assert by_uri == {"parts.xacro": [4], "robot.xacro": [4, 5, 5, 6], "other.xacro": [3, 4]}
    prep = await client.text_document_prepare_rename_async(T.PrepareRenameParams(text_document=td, position=pos))
    assert prep.placeholder == "wheel"
    edit = await client.text_document_rename_async(T.RenameParams(text_document=td, position=pos, new_name="tyre"))
    changes = {u.rsplit("/", 1)[-1]: es for u, es in edit.changes.items()}
    assert sorted(changes) == ["other.xacro", "parts.xacro", "robot.xacro"]
    assert all(e.new_text == "tyre" for es in changes.values() for e in es)
    assert [e.range.start.line for e in changes["robot.xacro"]] == [4, 5, 5, 6]   # the unsaved text's lines
    arg = await client.text_document_references_async(T.ReferenceParams(
        text_document=T.TextDocumentIdentifier(robot.as_uri()), position=lsp_pos(unsaved, at(unsaved, "arg prefix", 5)),
        context=T.ReferenceContext(include_declaration=False)))
    assert sorted((r.uri.rsplit("/", 1)[-1], r.range.start.line) for r in arg) == [
        ("parts.xacro", 6), ("robot.xacro", 7)]


