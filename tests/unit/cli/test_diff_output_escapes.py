"""`urdf-ls diff` in its CI formats escapes control characters as the text formats do (issue #39's rule for
check's output, held to the diff merged since): a link named with ESC, BEL or a newline."""
import json

from urdf_ls.cli.diff_formats import to_github, to_sarif
from urdf_ls.features.robot_diff import Change

HOSTILE = "l\x1b]0;x\x07\n::error::y\x9b"
FILES = [("robots/r\x1b[2J.urdf", [Change("link", HOSTILE, "added", line=3),
                                  Change("joint", "j", "renamed", old=HOSTILE, line=5)])]


def _controls(text):
    return [c for c in text if ord(c) < 0x20 or 0x7f <= ord(c) <= 0x9f]


def test_github_notices_carry_no_control_character():
    out = to_github(FILES, base=".")
    lines = out.splitlines()
    assert len(lines) == 2 and all(line.startswith("::notice file=") for line in lines)
    assert not _controls(out.replace("\n", "")) and "\\x1b" in out


def test_sarif_messages_carry_no_control_character():
    log = json.loads(to_sarif(FILES, base="."))
    for r in log["runs"][0]["results"]:
        assert not _controls(r["message"]["text"]) and "\\x1b" in r["message"]["text"]


def test_disable_lines_write_any_link_name_as_xml_reads_it():
    """`urdf-ls collisions` printed link names raw into <disable_collisions> attributes: a"b broke the SRDF"""
    import xml.etree.ElementTree as ET
    from urdf_ls.cli.collisions_command import disable_lines

    class Matrix:
        def disabled(self):
            return {('a"b', "c<d&e"): "Never", ("f'g", "h"): "Adjacent"}
    root = ET.fromstring("<robot>%s</robot>" % disable_lines(Matrix()))
    assert [(e.get("link1"), e.get("link2"), e.get("reason")) for e in root] == [
        ('a"b', "c<d&e", "Never"), ("f'g", "h", "Adjacent")]
