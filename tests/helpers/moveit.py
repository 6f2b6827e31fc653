"""The pinned MoveIt configurations and descriptions (tests/data/moveit) in a workspace of a test's own, and a file
of it checked the way `urdf-ls check` reads it."""
import shutil

from tests.helpers.paths import DATA
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace

MOVEIT = DATA / "moveit"


def moveit_workspace(tmp_path):
    """a copy of tests/data/moveit at tmp_path/ws"""
    root = tmp_path / "ws"
    shutil.copytree(MOVEIT, root)
    return root


def session_diagnostics(path, folders=()):
    """the diagnostics of the file opened from disk in a Session of those workspace folders"""
    s = Session(Workspace(folders))
    s.open_file("k", str(path))
    return s.diagnostics("k")
