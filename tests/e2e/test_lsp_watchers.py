"""File watchers registered by the server (client/registerCapability) for the project files and package.xml,
when the client declares workspace.didChangeWatchedFiles.dynamicRegistration; a change notified through them
takes effect: a project file's settings, a package that appeared.  A refused registration is logged."""
import asyncio
import sys
import time

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.lsp_steps import diagnostics_until, open_file

URDF = """<robot name="r">
  <link name="a" colour="x">
    <visual><geometry><mesh filename="package://parts/m.stl"/></geometry></visual>
  </link>
</robot>
"""


@pytest.fixture
def ws(tmp_path):
    files = {"urdf-ls.toml": 'severity = { unknown-attribute = "error" }\n', "robot/r.urdf": URDF,
             "parts/m.stl": "solid m\nendsolid m\n"}      # parts is only a folder yet: no package.xml
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    return tmp_path


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


def settings_asked(client):
    """an event set when the server asks for the client's settings: it registers its watchers just before
    (in the same `initialized` handler), and the client handles the server's messages in order"""
    asked = asyncio.Event()

    def configuration(section=None, scope_uri=None):
        asked.set()
    client.get_configuration = configuration      # what pytest-lsp's workspace/configuration handler calls
    return asked


def registrations(client):
    """the registrations the client accepted (conftest gives every test client that handler)"""
    return getattr(client, "registrations", [])


async def start(client, ws, editor):
    await client.initialize_session(T.InitializeParams(
        capabilities=client_capabilities(editor), root_uri=ws.as_uri(),
        workspace_folders=[T.WorkspaceFolder(ws.as_uri(), "ws")]))


def changed(client, path, kind):
    client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams([T.FileEvent(path.as_uri(), kind)]))


async def test_watchers_are_registered_and_their_changes_apply(client, ws):
    asked = settings_asked(client)
    await start(client, ws, "visual_studio_code")      # declares dynamicRegistration
    await asyncio.wait_for(asked.wait(), 20)
    [reg] = registrations(client)
    assert reg.method == T.WORKSPACE_DID_CHANGE_WATCHED_FILES
    globs = {w["globPattern"] if isinstance(w, dict) else w.glob_pattern
             for w in (reg.register_options["watchers"] if isinstance(reg.register_options, dict)
                       else reg.register_options.watchers)}
    assert globs == {"**/urdf-ls.toml", "**/pyproject.toml", "**/package.xml"}

    uri = open_file(client, ws / "robot" / "r.urdf")
    got = await diagnostics_until(client, uri, lambda g: "unknown-attribute" in g and "package-folder-only" in g)
    assert got["unknown-attribute"] == [(1, 1)], got                 # an error, as the project file says
    # the project file changes: the setting goes
    (ws / "urdf-ls.toml").write_text('ignore = ["unknown-attribute"]\n')
    changed(client, ws / "urdf-ls.toml", T.FileChangeType.Changed)
    await diagnostics_until(client, uri, lambda g: "unknown-attribute" not in g)
    # a package.xml appears: parts is a package now, not only a folder (the cached lookup was dropped)
    (ws / "parts" / "package.xml").write_text("<package><name>parts</name></package>\n")
    changed(client, ws / "parts" / "package.xml", T.FileChangeType.Created)
    await diagnostics_until(client, uri, lambda g: "package-folder-only" not in g)


async def test_no_registration_for_a_client_that_does_not_declare_it(client, ws):
    asked = settings_asked(client)
    await start(client, ws, "neovim@0.11.0")          # dynamicRegistration: false, configuration: true
    await asyncio.wait_for(asked.wait(), 20)
    assert registrations(client) == []


def test_a_refused_registration_is_logged_and_the_server_goes_on(ws):
    from tests.e2e.helpers.rawclient import RawServer
    srv = RawServer(env={"URDF_LS_LOG": "WARNING"})
    try:
        r = srv.call("initialize", {"processId": None, "rootUri": ws.as_uri(), "capabilities": {
            "workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}}})
        assert "result" in r, r
        srv.notify("initialized", {})
        reg = srv.wait_for(lambda m: m.get("method") == "client/registerCapability")
        srv.send({"jsonrpc": "2.0", "id": reg["id"], "error": {"code": -32601, "message": "no watchers here"}})
        uri = (ws / "robot" / "r.urdf").as_uri()
        srv.open(uri, URDF)
        assert any(d["code"] == "unknown-attribute" for d in srv.diagnostics(uri))
        deadline = time.monotonic() + 10      # stderr has no event to await: poll it
        while b"file watchers not registered" not in srv.stderr:
            assert time.monotonic() < deadline, srv.stderr[-2000:]
            time.sleep(0.05)
        assert "no watchers here" in srv.stderr.decode()
    finally:
        srv.close()
