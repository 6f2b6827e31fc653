"""`urdf-ls check` in every output format escapes control characters as its text format does (issue #39): a
GitHub annotation, a SARIF log or a JSON array wrote the raw ESC and BEL of a file name or of a message
(terminal escape sequences, and workflow-command injection through a newline)."""
import json

import pytest

from urdf_ls.cli import formats
from urdf_ls.cli.check import Checker, render

HOSTILE = "r\x1b]0;pwned\x07\x1b[2J\n::error::x\x85\x9b.urdf"


def _controls(text):
    """the control characters of text but the newlines that end lines"""
    return [c for c in text.replace("\n", "") if ord(c) < 0x20 or 0x7f <= ord(c) <= 0x9f]


@pytest.fixture
def checked(tmp_path):
    path = tmp_path / HOSTILE
    path.write_text('<robot name="r"><link name="a"/><joint name="j" type="fixed"><parent link="a"/>'
                    '<child link="\x1b[31mb\x07"/></joint></robot>')
    return str(path), Checker([str(tmp_path)], {}, [], [], "json")


def test_the_text_format_is_the_reference(checked):
    path, ck = checked
    found, _ = ck.found(path)
    text = render(found, "text")
    assert found and not _controls(text) and "\\x1b" in text


def test_json_output_escapes_as_the_text_format(checked):
    path, ck = checked
    found, _ = ck.found(path)
    items = json.loads("[" + render(found, "json") + "]")
    assert items
    for item in items:
        assert not _controls(item["path"]) and not _controls(item["message"]), item
        assert "\\x1b" in item["path"]


def test_github_annotations_carry_no_control_character(checked):
    path, ck = checked
    ck.fmt = "github"
    results = ck.checked(path).results
    out = formats.to_github(results, base="/")
    assert not _controls(out)
    assert all(line.startswith(("::error ", "::warning ", "::notice ")) for line in out.splitlines())
    assert out.count("\n") == len(results)      # (one command a diagnostic: no line a name or message began)


def test_sarif_messages_escape_as_the_text_format(checked):
    path, ck = checked
    ck.fmt = "sarif"
    log = json.loads(formats.to_sarif(ck.checked(path).results, base="/"))
    for r in log["runs"][0]["results"]:
        assert not _controls(r["message"]["text"])
        assert not _controls(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])
