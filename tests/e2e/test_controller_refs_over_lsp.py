"""References and rename of a robot joint reach its <ros2_control> block and the package's controller YAML, over
LSP with the real server; the edits, applied, give a package that checks clean."""
import asyncio
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.lsp_steps import lsp_pos

ROBOT = ('<robot name="r">\n<link name="base"/>\n<link name="a"/>\n'
         '<joint name="elbow_joint" type="revolute"><parent link="base"/><child link="a"/>\n'
         '  <limit effort="1" velocity="1"/></joint>\n'
         '<ros2_control name="hw" type="system">\n'
         '  <hardware><plugin>mock_components/GenericSystem</plugin></hardware>\n'
         '  <joint name="elbow_joint"><command_interface name="position"/></joint>\n'
         '</ros2_control>\n</robot>\n')
YAML = ("arm_controller:\n  ros__parameters:\n    joints:\n      - elbow_joint\n"
        "    constraints:\n      elbow_joint: {goal: 0.1}\n")


@pytest.fixture
def pkg(tmp_path):
    p = tmp_path / "my_robot"
    (p / "urdf").mkdir(parents=True)
    (p / "config").mkdir()
    (p / "package.xml").write_text("<package format=\"3\"><name>my_robot</name></package>\n")
    (p / "urdf" / "r.urdf").write_text(ROBOT)
    (p / "config" / "arm.yaml").write_text(YAML)
    return p


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


async def published(client, done, timeout=20):
    """wait until done() holds, checking after each publishDiagnostics (two may arrive in one burst)"""
    async def until():
        while not done():
            await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    await asyncio.wait_for(until(), timeout)


def offset(text, pos):
    lines = text.split("\n")
    return sum(len(x) + 1 for x in lines[:pos.line]) + pos.character


def apply(text, edits):
    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(text, e.range.start)] + e.new_text + text[offset(text, e.range.end):]
    return text


async def test_references_and_rename_reach_the_controller_yaml(client: LanguageClient, pkg):
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual_studio_code"), root_uri=pkg.as_uri(),
        workspace_folders=[T.WorkspaceFolder(pkg.as_uri(), "ws")]))
    robot = pkg / "urdf" / "r.urdf"
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(robot.as_uri(), "urdf", 1, ROBOT)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    td = T.TextDocumentIdentifier(robot.as_uri())
    pos = lsp_pos(ROBOT, ROBOT.index('"elbow_joint"') + 3)
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=td, position=pos, context=T.ReferenceContext(include_declaration=True)))
    assert sorted((r.uri.rsplit("/", 1)[-1], r.range.start.line, r.range.start.character) for r in refs) == [
        ("arm.yaml", 3, 8), ("arm.yaml", 5, 6), ("r.urdf", 3, 13), ("r.urdf", 7, 15)]
    edit = await client.text_document_rename_async(T.RenameParams(text_document=td, position=pos,
                                                                  new_name="forearm_joint"))
    changes = {u.rsplit("/", 1)[-1]: es for u, es in edit.changes.items()}
    assert sorted(changes) == ["arm.yaml", "r.urdf"]
    new_robot, new_yaml = apply(ROBOT, changes["r.urdf"]), apply(YAML, changes["arm.yaml"])
    assert new_robot == ROBOT.replace("elbow_joint", "forearm_joint")
    assert new_yaml == YAML.replace("elbow_joint", "forearm_joint")
    robot.write_text(new_robot)
    (pkg / "config" / "arm.yaml").write_text(new_yaml)
    out = subprocess.run([sys.executable, "-m", "urdf_ls", "check", str(pkg)], capture_output=True, text=True)
    assert (out.returncode, out.stdout) == (0, "")


async def test_the_yaml_file_gets_its_diagnostics_from_the_robot(client: LanguageClient, pkg):
    """the client never opens the YAML file: the server publishes on it when the robot is opened"""
    (pkg / "config" / "arm.yaml").write_text(YAML.replace("- elbow_joint", "- elbow_jiont"))
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual_studio_code"), root_uri=pkg.as_uri(),
        workspace_folders=[T.WorkspaceFolder(pkg.as_uri(), "ws")]))
    robot = pkg / "urdf" / "r.urdf"
    yaml_uri = (pkg / "config" / "arm.yaml").as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(robot.as_uri(), "urdf", 1, ROBOT)))
    await published(client, lambda: yaml_uri in client.diagnostics)
    [d] = client.diagnostics[yaml_uri]
    assert (d.code, d.severity, d.range.start.line, d.range.start.character) == (
        "controller-unknown-joint", T.DiagnosticSeverity.Warning, 3, 8)
    assert "did you mean 'elbow_joint'?" in d.message
    client.text_document_did_close(T.DidCloseTextDocumentParams(T.TextDocumentIdentifier(robot.as_uri())))
    await published(client, lambda: len(client.diagnostics[yaml_uri]) == 0)


async def test_rename_reaches_the_open_yaml_beside_an_srdf_in_a_colcon_workspace(client: LanguageClient, tmp_path):
    """#42: the package has an SRDF that names the joint too (the rename's SRDF branch once returned before the
    controller files were added), the workspace folder is the colcon workspace above it, and the YAML is open"""
    ws = tmp_path / "ws"
    p = ws / "src" / "my_robot"
    (p / "urdf").mkdir(parents=True)
    (p / "config").mkdir()
    (p / "srdf").mkdir()
    (p / "package.xml").write_text("<package format=\"3\"><name>my_robot</name></package>\n")
    (p / "urdf" / "r.urdf").write_text(ROBOT)
    (p / "config" / "arm.yaml").write_text(YAML)
    srdf = '<robot name="r">\n<group name="arm"><joint name="elbow_joint"/></group>\n</robot>\n'
    (p / "srdf" / "r.srdf").write_text(srdf)
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual_studio_code"), root_uri=ws.as_uri(),
        workspace_folders=[T.WorkspaceFolder(ws.as_uri(), "ws")]))
    robot, yaml = p / "urdf" / "r.urdf", p / "config" / "arm.yaml"
    for path, lang, text in ((robot, "urdf", ROBOT), (yaml, "yaml", YAML)):
        client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(path.as_uri(), lang, 1, text)))
    await published(client, lambda: yaml.as_uri() in client.diagnostics)
    pos = lsp_pos(ROBOT, ROBOT.index('"elbow_joint"') + 3)
    edit = await client.text_document_rename_async(T.RenameParams(
        text_document=T.TextDocumentIdentifier(robot.as_uri()), position=pos, new_name="forearm_joint"))
    changes = {u.rsplit("/", 1)[-1]: es for u, es in edit.changes.items()}
    assert sorted(changes) == ["arm.yaml", "r.srdf", "r.urdf"]
    assert yaml.as_uri() in edit.changes        # (the open document's own URI)
    assert apply(YAML, changes["arm.yaml"]) == YAML.replace("elbow_joint", "forearm_joint")
    assert apply(srdf, changes["r.srdf"]) == srdf.replace("elbow_joint", "forearm_joint")
    assert apply(ROBOT, changes["r.urdf"]) == ROBOT.replace("elbow_joint", "forearm_joint")
