"""srdf-collision-stale without a computed matrix: an 'Adjacent' pair that is not adjacent. Against the
matrix `urdf-ls collisions` computes: tests/e2e/test_srdf_collisions_computed.py."""
import shutil

import pytest

from tests.helpers.collision import PANDA_SRDF, ROBOTS
from tests.helpers.moveit import session_diagnostics
from urdf_ls.codes import Code

pytest.importorskip("fcl")


NEVER = '<disable_collisions link1="panda_link0" link2="panda_link2" reason="Never"/>'


@pytest.fixture
def ws(tmp_path, monkeypatch):
    """a workspace with the panda's URDF and meshes, its SRDF, and a cache folder of the test's own"""
    from urdf_ls.workspace.collision import store
    from urdf_ls.workspace.geometry import disk
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(disk, "_folders", {})
    monkeypatch.setattr(store, "_memo", {})
    root = tmp_path / "ws"
    shutil.copytree(ROBOTS.parent, root / "example-robot-data")
    (root / "panda_moveit_config" / "config").mkdir(parents=True)
    shutil.copy(PANDA_SRDF, root / "panda_moveit_config" / "config" / "panda.srdf")
    return root


def stale(ws):
    srdf = ws / "panda_moveit_config" / "config" / "panda.srdf"
    return [d.message for d in session_diagnostics(srdf, [str(ws)]) if d.code == Code.SRDF_COLLISION_STALE]


def edit(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def test_an_adjacent_pair_that_is_not_adjacent_is_stale_without_any_matrix(ws):
    edit(ws / "panda_moveit_config" / "config" / "panda.srdf", NEVER, NEVER.replace("Never", "Adjacent"))
    (message,) = stale(ws)
    assert message.startswith("'Adjacent' no longer holds: panda_link0 and panda_link2 are not joined")
