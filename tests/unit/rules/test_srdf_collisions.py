"""srdf-collision-stale without a computed matrix: an 'Adjacent' pair that is not adjacent. Against the
matrix `urdf-ls collisions` computes: tests/e2e/test_srdf_collisions_computed.py."""

import pytest

from tests.helpers.collision import edit, panda_workspace, stale

pytest.importorskip("fcl")


NEVER = '<disable_collisions link1="panda_link0" link2="panda_link2" reason="Never"/>'


@pytest.fixture
def ws(tmp_path, monkeypatch):
    return panda_workspace(tmp_path, monkeypatch)


def test_an_adjacent_pair_that_is_not_adjacent_is_stale_without_any_matrix(ws):
    edit(ws / "panda_moveit_config" / "config" / "panda.srdf", NEVER, NEVER.replace("Never", "Adjacent"))
    (message,) = stale(ws)
    assert message.startswith("'Adjacent' no longer holds: panda_link0 and panda_link2 are not joined")
