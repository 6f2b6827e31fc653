"""A corrupt or foreign entry of the collision-matrix cache is a miss (issue #39's rule for the mesh cache, held to
the matrices merged since): deep JSON, wrong types, an infinite count or a NaN depth."""
import pytest

from urdf_ls.workspace.collision import store
from urdf_ls.workspace.geometry import disk

GOOD = '{"samples": 10, "seed": 1, "pairs": [["a", "b", "Adjacent"], ["a", "c", null]], "contacts": {"p": [["a", "c", 0.1]]}}'


@pytest.fixture
def entry(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(disk, "_folders", {})
    monkeypatch.setattr(store, "fingerprint", lambda robot: "the robot")
    monkeypatch.setattr(store, "_memo", {})

    def write(text):
        disk.write_entry("the robot", text.encode("utf-8"), store.KIND)
    return write


def test_a_sound_entry_is_read(entry):
    entry(GOOD)
    kept = store.kept(None)
    assert kept.reasons == {("a", "b"): "Adjacent", ("a", "c"): None} and kept.samples == 10


@pytest.mark.parametrize("text", [
    "[" * 200_000, "{" * 200_000, "[]", "null", GOOD.replace("10", "1e999"), GOOD.replace("10", '"10"'),
    GOOD.replace("0.1", "NaN"), GOOD.replace("0.1", "Infinity"), GOOD.replace('"a", "b"', '["a"], "b"'),
    GOOD.replace('"Adjacent"', '{"x": 1}'), GOOD.replace('"a", "c", 0.1', '"a", 5, 0.1'), GOOD.replace("1,", "1.5,"),
    GOOD.replace('"p":', '"p": 1, "q":'),
])
def test_a_corrupt_entry_is_a_miss(entry, text):
    entry(text)
    assert store.kept(None) is None
