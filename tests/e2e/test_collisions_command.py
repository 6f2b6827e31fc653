"""`urdf-ls collisions` in-process: the comparison it prints, and --write keeping hand-written pairs."""
import pytest

pytest.importorskip("fcl")

from urdf_ls.cli.collisions_command import cmd_collisions  # noqa: E402
from urdf_ls.features.srdf_collisions import disabled_pairs  # noqa: E402

from tests.helpers.collision import PANDA, PANDA_SRDF  # noqa: E402

HAND = '<disable_collisions link1="panda_link0" link2="panda_link2" reason="User"/>'
STALE = '<disable_collisions link1="panda_link0" link2="panda_link7" reason="Never"/>'


def test_write_replaces_computed_pairs_and_keeps_hand_written_ones(tmp_path, capsys):
    srdf = tmp_path / "panda.srdf"
    original = PANDA_SRDF.read_text()
    srdf.write_text(original.replace('<disable_collisions link1="panda_link0" link2="panda_link2" reason="Never"/>',
                                     HAND + "\n    " + STALE))
    assert cmd_collisions([str(PANDA), "--srdf", str(srdf), "--write", "--samples", "10000"]) == 0
    out = capsys.readouterr().out
    assert "53 of 55 pairs classified alike" in out
    assert "panda_link0 panda_link7: computed enabled (checked), the SRDF Never" in out
    written = srdf.read_text()
    assert HAND in written and STALE not in written
    pairs = {(d.pair, d.reason) for d in disabled_pairs(written)}
    assert pairs == {(d.pair, d.reason) for d in disabled_pairs(original)} - {(("panda_link0", "panda_link2"),
                                                                               "Never")} | {
        (("panda_link0", "panda_link2"), "User")}
    # everything outside the pairs is as it was
    assert written.replace(HAND + "\n", "").count("<group") == original.count("<group")
    assert cmd_collisions([str(PANDA), "--srdf", str(srdf), "--write"]) == 0
    assert "already up to date" in capsys.readouterr().out
    assert srdf.read_text() == written


def test_write_creates_a_missing_srdf_with_the_robots_name(tmp_path, capsys):
    srdf = tmp_path / "new.srdf"
    assert cmd_collisions([str(PANDA), "--srdf", str(srdf), "--write", "--samples", "500"]) == 0
    text = srdf.read_text()
    assert text.startswith('<?xml version="1.0"?>\n<robot name="panda">\n')
    assert len(disabled_pairs(text)) >= 10 and text.rstrip().endswith("</robot>")


def test_without_srdf_it_prints_the_pairs(capsys):
    assert cmd_collisions([str(PANDA), "--samples", "200", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "200 samples, seed 4" in out
    assert '<disable_collisions link1="panda_hand" link2="panda_leftfinger" reason="Adjacent"/>' in out


def test_write_needs_an_srdf(capsys):
    with pytest.raises(SystemExit) as e:
        cmd_collisions([str(PANDA), "--write"])
    assert e.value.code == 2 and "--write needs --srdf" in capsys.readouterr().err


def test_pairs_colliding_in_the_default_state_and_not_disabled_are_reported_with_their_depth(tmp_path, capsys):
    srdf = tmp_path / "panda.srdf"
    text = PANDA_SRDF.read_text()
    for line in ('<disable_collisions link1="panda_link5" link2="panda_link7" reason="Default"/>',
                 '<disable_collisions link1="panda_hand" link2="panda_link5" reason="Default"/>'):
        assert line in text
        text = text.replace(line, "")
    srdf.write_text(text)
    assert cmd_collisions([str(PANDA), "--srdf", str(srdf), "--samples", "100"]) == 0
    found = [line for line in capsys.readouterr().out.splitlines() if line.startswith("self-collision in the default state")]
    assert [line.split(": ")[1].split(" collide")[0] for line in found] == [
        "panda_link5 and panda_link7", "panda_hand and panda_link5"]
    depths = [float(line.split("collide, ")[1].split(" mm")[0]) for line in found]
    assert 1 < depths[0] < 20 and 20 < depths[1] < 80       # measured: 5.7 mm and 41.4 mm


def test_without_the_collision_extra_the_commands_say_what_to_install(monkeypatch, capsys):
    import sys
    from urdf_ls.cli.collision_command import cmd_collision
    monkeypatch.setitem(sys.modules, "fcl", None)       # (import fcl raises ImportError, as when not installed)
    assert cmd_collisions([str(PANDA)]) == 2
    assert "pip install python-fcl numpy" in capsys.readouterr().err
    monkeypatch.setitem(sys.modules, "numpy", None)
    assert cmd_collision([str(PANDA), "--hull"]) == 2
    assert "making collision geometry needs numpy" in capsys.readouterr().err
