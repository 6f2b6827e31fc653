"""Targets in the language server, end to end: the project file's `targets` turn the consumer rules on for the
documents below it, and the client's "targets" (initializationOptions) replace them."""
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.lsp_steps import diagnostics_until, open_file

URDF = """<robot name="r">
  <link name="base"><inertial><mass value="2"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>
  <link name="tool"/>
  <joint name="j" type="floating"><parent link="base"/><child link="tool"/></joint>
</robot>
"""


@pytest.fixture
def ws(tmp_path):
    (tmp_path / "ws" / "robot").mkdir(parents=True)
    (tmp_path / "ws" / "urdf-ls.toml").write_text('targets = ["kdl"]\n')
    (tmp_path / "ws" / "robot" / "r.urdf").write_text(URDF)
    return tmp_path / "ws"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


async def start(client, ws, options=None):
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities("visual_studio_code"), root_uri=ws.as_uri(),
        workspace_folders=[T.WorkspaceFolder(ws.as_uri(), "ws")], initialization_options=options))


async def test_the_project_files_targets_reach_the_editor(client, ws):
    await start(client, ws)
    uri = open_file(client, ws / "robot" / "r.urdf")
    got = await diagnostics_until(client, uri, lambda g: "kdl-root-inertia" in g)
    assert got["kdl-root-inertia"] == [(1, 2)] and got["kdl-joint-fixed"] == [(3, 2)]
    messages = [d.message for d in client.diagnostics[uri] if d.code == "kdl-joint-fixed"]
    assert messages == ["kdl: KDL makes floating joint 'j' a fixed joint: TF and MoveIt never move 'tool'"]


async def test_the_clients_targets_replace_the_project_files(client, ws):
    await start(client, ws, {"targets": ["pybullet"]})
    uri = open_file(client, ws / "robot" / "r.urdf")
    got = await diagnostics_until(client, uri, lambda g: "pybullet-default-mass" in g)
    assert not [c for c in got if c.startswith("kdl-")]
    assert got["pybullet-default-mass"] == [(2, 2)] and got["pybullet-joint-fixed"] == [(3, 2)]
