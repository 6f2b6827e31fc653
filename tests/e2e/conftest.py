"""Fixtures of the end-to-end tier: the headless browser agent, and a client whose server expands xacro."""
import os
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.browser import chromium, install_preview_deps
from tests.e2e.preview.harness import Agent
from tests.helpers.paths import E2E
from tests.helpers.tools import need

OUT = os.path.join(E2E, "preview", "out")


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """the browser agent, shared by a module's tests"""
    need("node")
    exe = chromium()
    install_preview_deps()
    os.makedirs(OUT, exist_ok=True)
    d = tmp_path_factory.mktemp("chromium")
    agent = Agent(exe, str(d / "profile"), str(d / "agent.log"))
    yield agent
    agent.close()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def expanding_client(lsp_client: LanguageClient):
    """a client whose server expands xacro (initializationOptions xacro.expand)"""
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("neovim"),
                                                           initialization_options={"xacro": {"expand": True}}))
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
async def srv():
    """a PreviewServer on a free port, its callbacks recorded in srv.calls"""
    from urdf_ls.preview import PreviewServer
    calls = {"select": [], "reveal": []}
    s = PreviewServer(on_select=lambda n: calls["select"].append(n),
                      on_reveal=lambda l, c: calls["reveal"].append((l, c)))
    s.calls = calls
    await s.start()
    yield s
    await s.stop()
