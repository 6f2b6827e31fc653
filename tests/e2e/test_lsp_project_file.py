"""The project file in the language server, end to end: its severities, disabled codes, package paths and
xacro args apply to each document below it; suppression comments apply; client settings
(initializationOptions, workspace/configuration) override it; a changed project file takes effect on
didChangeWatchedFiles and when a document is opened."""
import asyncio
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from tests.e2e.helpers.lsp_steps import diagnostics_until, open_file
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

PROJECT = """severity = { unknown-attribute = "error" }
ignore = ["robot-version"]
package-paths = ["../third_party"]
[xacro]
args = { s = "7" }
"""

URDF = """<robot name="r" version="1.1">
  <material name="red"><color rgba="1 0 0 1"/></material>
  <link name="a" colour="x">
    <visual><geometry><mesh filename="package://parts/m.stl"/></geometry></visual>
  </link>
  <!-- urdf-ls: ignore unknown-attribute -->
  <link name="b" colour="y"/>
  <joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>
</robot>
"""

XACRO = """<robot name="x" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:arg name="s" default="1"/>
  <link name="l"><visual><origin xyz="$(arg s) 0 0"/></visual></link>
</robot>
"""


@pytest.fixture
def ws(tmp_path):
    files = {"ws/urdf-ls.toml": PROJECT, "ws/robot/r.urdf": URDF, "ws/robot/x.xacro": XACRO,
             "third_party/parts/package.xml": "<package><name>parts</name></package>",
             "third_party/parts/m.stl": "solid m\nendsolid m\n"}
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    return tmp_path / "ws"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


async def start(client, ws, options=None):
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual_studio_code"), root_uri=ws.as_uri(),
        workspace_folders=[T.WorkspaceFolder(ws.as_uri(), "ws")], initialization_options=options))


async def inlay_labels(client, uri):
    hints = await client.text_document_inlay_hint_async(T.InlayHintParams(
        T.TextDocumentIdentifier(uri), T.Range(T.Position(0, 0), T.Position(10, 0))))
    return [h.label for h in hints]


async def test_project_file_applies_to_diagnostics_packages_and_inlay_args(client, ws):
    await start(client, ws)
    uri = open_file(client, ws / "robot" / "r.urdf")
    got = await diagnostics_until(client, uri, lambda g: "unknown-attribute" in g)
    assert got == {"unknown-attribute": [(2, 1)]}, got     # error; line 6 suppressed; the version
    # ignored; the mesh is found through package-paths
    xuri = open_file(client, ws / "robot" / "x.xacro", "xacro")
    await diagnostics_until(client, xuri, lambda g: True)
    assert await inlay_labels(client, xuri) == ["= 7"]


async def test_client_settings_override_the_project_file(client, ws):
    await start(client, ws, {"severity": {"unknown-attribute": "hint"}, "xacro": {"args": {"s": "9"}}})
    uri = open_file(client, ws / "robot" / "r.urdf")
    got = await diagnostics_until(client, uri, lambda g: "unknown-attribute" in g)
    assert got == {"unknown-attribute": [(2, 4)]}, got
    xuri = open_file(client, ws / "robot" / "x.xacro", "xacro")
    await diagnostics_until(client, xuri, lambda g: True)
    assert await inlay_labels(client, xuri) == ["= 9"]


async def test_workspace_configuration_is_pulled_and_overrides(client, ws):
    client.set_configuration({"severity": {"unknown-attribute": "warning"}, "inlayHints": False},
                             section="urdf-ls")
    await start(client, ws)
    uri = open_file(client, ws / "robot" / "r.urdf")
    got = await diagnostics_until(client, uri, lambda g: g.get("unknown-attribute") == [(2, 2)])
    assert set(got) == {"unknown-attribute"}
    xuri = open_file(client, ws / "robot" / "x.xacro", "xacro")
    await diagnostics_until(client, xuri, lambda g: True)
    assert await inlay_labels(client, xuri) == []             # inlay hints off by the pulled setting
    client.set_configuration({"severity": {"unknown-attribute": "information"}}, section="urdf-ls")
    client.workspace_did_change_configuration(T.DidChangeConfigurationParams(settings=None))
    await diagnostics_until(client, uri, lambda g: g.get("unknown-attribute") == [(2, 3)])
    assert await inlay_labels(client, xuri) == ["= 7"]


async def test_changed_project_file_takes_effect(client, ws):
    await start(client, ws)
    uri = open_file(client, ws / "robot" / "r.urdf")
    await diagnostics_until(client, uri, lambda g: g.get("unknown-attribute") == [(2, 1)])
    (ws / "urdf-ls.toml").write_text('ignore = ["unknown-attribute"]\n')   # and no package-paths any more
    client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams([T.FileEvent(
        (ws / "urdf-ls.toml").as_uri(), T.FileChangeType.Changed)]))
    got = await diagnostics_until(client, uri, lambda g: "unknown-attribute" not in g and g)
    assert set(got) == {"robot-version", "package-not-found"}, got
    (ws / "urdf-ls.toml").write_text('ignore = ["unknown-attribute", "robot-version", "package-not-found", '
                                     '"no-such-code"]\n')
    open_file(client, ws / "robot" / "x.xacro", "xacro")      # seen when a document is opened
    await diagnostics_until(client, uri, lambda g: g == {})
    assert any("urdf-ls.toml" in m.message and "no-such-code" in m.message for m in client.messages)


EXPANDED = """<robot name="e" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:arg name="size" default="1 1 1"/>
  <link name="a"><visual><geometry><box size="$(arg size)"/></geometry></visual></link>
</robot>
"""


async def test_expansion_uses_project_args_and_obeys_its_expand(client, ws):
    pytest.importorskip("xacro")
    (ws / "urdf-ls.toml").write_text('[xacro]\nargs = { size = "1 2" }\n')
    (ws / "robot" / "e.xacro").write_text(EXPANDED)
    await start(client, ws, {"xacro": {"expand": True}})
    uri = open_file(client, ws / "robot" / "e.xacro", "xacro")
    got = await diagnostics_until(client, uri, lambda g: "box-size" in g)   # "1 2": two numbers
    assert got["box-size"] == [(2, 1)]
    (ws / "urdf-ls.toml").write_text('severity = { box-size = "hint" }\n[xacro]\nargs = { size = "1 2" }\n')
    client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams([T.FileEvent(
        (ws / "urdf-ls.toml").as_uri(), T.FileChangeType.Changed)]))
    await diagnostics_until(client, uri, lambda g: g.get("box-size") == [(2, 4)])  # severities reach it too
    (ws / "urdf-ls.toml").write_text('[xacro]\nexpand = false\nargs = { size = "1 2" }\n')
    client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams([T.FileEvent(
        (ws / "urdf-ls.toml").as_uri(), T.FileChangeType.Changed)]))
    await diagnostics_until(client, uri, lambda g: "box-size" not in g)     # the project forbids it


async def test_a_bad_project_file_is_reported_once_not_at_every_reload(client, ws):
    (ws / "urdf-ls.toml").write_text('severity = { mass-zero = "fatal" }\n')
    await start(client, ws)
    uri = open_file(client, ws / "robot" / "r.urdf")
    await diagnostics_until(client, uri, lambda g: "unknown-attribute" in g)
    # each settings change reads the project file again (sent with the notification: applied in order)
    for hints in (False, True):
        client.workspace_did_change_configuration(T.DidChangeConfigurationParams(
            settings={"urdf-ls": {"inlayHints": hints}}))
    # (a document opened after them is answered after them: their messages have all arrived)
    xuri = open_file(client, ws / "robot" / "x.xacro", "xacro")
    while xuri not in client.diagnostics:
        await asyncio.wait_for(client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 30)
    told = [m.message for m in client.messages if "fatal" in m.message]
    assert len(told) == 1 and "urdf-ls.toml" in told[0] and "mass-zero" in told[0], told
