import os
import shutil
import subprocess
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

REQUIRE_TOOLS = os.environ.get("URDF_LS_REQUIRE_TOOLS") == "1"


def need(tool):
    """skip when a tool is missing locally; CI sets URDF_LS_REQUIRE_TOOLS=1 so a missing tool fails"""
    path = shutil.which(tool)
    if path is None:
        if REQUIRE_TOOLS:
            pytest.fail("%s is required (URDF_LS_REQUIRE_TOOLS=1) but not installed" % tool)
        pytest.skip("%s not installed" % tool)
    return path


def check_urdf_errors(path):
    """the Error: lines check_urdf prints for a file"""
    exe = need("check_urdf")
    p = subprocess.run([exe, os.path.basename(path)], cwd=os.path.dirname(path), capture_output=True, text=True,
                       errors="replace", timeout=60)
    return [l for l in (p.stdout + p.stderr).splitlines() if l.startswith("Error:")]


def _accept_registrations():
    """pytest-lsp's client has no client/registerCapability handler, and an unanswered server request fails
    the test: a test client that declares dynamic registration (VS Code's or Emacs's capabilities) accepts
    them, as those editors do, and keeps them in client.registrations"""
    try:
        from lsprotocol import types as T
        from pytest_lsp.client import LanguageClient, default_feature
    except ImportError:
        return

    @default_feature(T.CLIENT_REGISTER_CAPABILITY)     # (pygls passes the client only to an annotated parameter)
    def register_capability(client: LanguageClient, params: T.RegistrationParams):
        client.__dict__.setdefault("registrations", []).extend(params.registrations)


_accept_registrations()
