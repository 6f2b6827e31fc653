"""The consumers in the language server: a document whose project targets MuJoCo is loaded in MuJoCo after it
opens and once its edits pause; what MuJoCo says replaces the static guess on the element it concerns, and
goes when the edit fixes it; at most one MuJoCo child per document runs at a time, and none is left after
shutdown."""
import asyncio
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.e2e.lsp_steps import diagnostics_until, initialize_in, open_file
from tests.e2e.processes import children
from tests.helpers.consumer_robots import arm, link, robot
from tests.helpers.target_oracles import _need_module

CHILD = "urdf_ls.workspace.consumers.child"
TEXT = robot(link("base"), arm(mass=None))


@pytest.fixture
def ws(tmp_path):
    _need_module("mujoco")
    (tmp_path / "ws").mkdir()
    (tmp_path / "ws" / "urdf-ls.toml").write_text('targets = ["mujoco"]\n')
    (tmp_path / "ws" / "r.urdf").write_text(TEXT)
    return tmp_path / "ws"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    if not getattr(lsp_client, "shut_down", False):
        await lsp_client.shutdown_session()


async def shut_down(client):
    await client.shutdown_session()
    client.shut_down = True


def server_pid(client):
    return client._server.pid


async def test_mujocos_refusal_replaces_the_guess_and_goes_with_the_fix(client, ws):
    await initialize_in(client, ws)
    uri = open_file(client, ws / "r.urdf")
    got = await diagnostics_until(client, uri, lambda g: "mujoco-load-failed" in g, timeout=60)
    assert "mujoco-massless-body" not in got and got["mujoco-load-failed"] == [(3, 1)]
    fixed = TEXT.replace('<link name="arm">', '<link name="arm"><inertial><mass value="1"/><inertia ixx="0.01" '
                         'ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/></inertial>')
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(uri=uri, version=2), [T.TextDocumentContentChangeWholeDocument(fixed)]))
    got = await diagnostics_until(client, uri, lambda g: not any(c.startswith("mujoco-") for c in g), timeout=60)
    assert not any(c.startswith("mujoco-") for c in got)
    await shut_down(client)


async def test_one_child_per_document_and_none_after_shutdown(client, ws):
    await initialize_in(client, ws)
    uri = open_file(client, ws / "r.urdf")
    pid, most = server_pid(client), 0
    for version in range(2, 12):          # (edits faster than the pause: each supersedes the run before)
        text = TEXT.replace('name="r"', 'name="r%d"' % version)
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(uri=uri, version=version), [T.TextDocumentContentChangeWholeDocument(text)]))
        most = max(most, len(children(pid, CHILD)))
        await asyncio.sleep(0)
    await diagnostics_until(client, uri, lambda g: "mujoco-load-failed" in g, timeout=60)
    most = max(most, len(children(pid, CHILD)))
    assert most <= 1
    await shut_down(client)
    assert children(pid, CHILD) == []
