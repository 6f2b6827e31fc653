"""`urdf-ls check` output for hostile names and messages (issue #29): whatever a file's name or content holds,
the text format prints one line per result with control characters escaped (no terminal escape, no GitHub
workflow command smuggled in on a line of its own; the same for project-file problems on stderr), and every
format is valid UTF-8 (JSON and SARIF parse strictly) for file names that are not UTF-8.  Undecodable bytes
of a name print as \\xNN; in a SARIF URI they are the percent-encoded byte."""
import json
import os
import subprocess
import sys

import pytest

from urdf_ls.cli.check import _text_line
from urdf_ls.cli.formats import artifact_uri, to_github
from urdf_ls.document.diagnostic_json import diagnostic_dicts, diagnostics_json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# a dangling child link: one error, at a place that does not depend on the name
DANGLING = (b'<robot name="r"><link name="a"/><joint name="j" type="fixed"><parent link="a"/>'
            b'<child link="zz"/></joint></robot>\n')
HOSTILE_NAME = 'a\r\n::error file=x::pwned\x1b]0;title\x07\x1b[31m\x9b\x7f'


def run_check(*args, cwd):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), LC_ALL="C.UTF-8",
               PYTHONIOENCODING="")
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", *args], capture_output=True, cwd=cwd, env=env,
                       timeout=120)
    assert p.returncode in (0, 1), p.stderr.decode("utf-8", "replace")
    assert b"Traceback" not in p.stderr, p.stderr.decode("utf-8", "replace")
    return p.stdout


def no_lone_surrogates(value):
    """strings a strict parser accepts: lone surrogates (\\udcff) are not Unicode scalar values"""
    json.dumps(value, ensure_ascii=False).encode("utf-8")


# ------------------------------------------------------------------ text: control characters
def test_text_escapes_control_characters_of_a_message(tmp_path):
    (tmp_path / "dup.urdf").write_bytes(b'<robot name="r"><link name="%s"/><link name="%s"/></robot>\n'
                                        % ((HOSTILE_NAME.encode("utf-8"),) * 2))
    out = run_check("--format", "text", "dup.urdf", cwd=tmp_path).decode("utf-8")
    lines = out.splitlines(keepends=True)
    assert len(lines) == 1 and lines[0].endswith("[duplicate-link]\n"), out
    assert not any(c in out[:-1] for c in "\r\n\x1b\x07\x9b\x7f")
    assert not any(line.startswith("::") for line in out.split("\n"))
    assert "'a\\x0d\\x0a::error file=x::pwned\\x1b]0;title\\x07\\x1b[31m\\u009b\\x7f'" in out


def test_text_escapes_control_characters_of_a_path(tmp_path):
    name = "x\n::error ::pwned\x1b[2J.urdf"
    (tmp_path / name).write_bytes(DANGLING)
    out = run_check("--format", "text", name, cwd=tmp_path).decode("utf-8")
    assert out == "x\\x0a::error ::pwned\\x1b[2J.urdf:1:93: error: Child link 'zz' is not defined [unknown-link]\n"


def test_text_line_is_unchanged_for_ordinary_names_and_tabs():
    from urdf_ls.text.lines import Positions

    class D:
        start, severity, message = 3, 1, "Link 'über\tarm' is \"odd\" – ok"
        code = type("C", (), {"value": "some-code"})()
    line = _text_line(("dir/robot ä.urdf", Positions("ab\ncd"), D))
    assert line == "dir/robot ä.urdf:2:1: error: Link 'über\tarm' is \"odd\" – ok [some-code]\n"


@pytest.mark.parametrize("raw, shown", [
    ("\x00\x08\x0b\x0c\x0e\x1f", "\\x00\\x08\\x0b\\x0c\\x0e\\x1f"),
    ("\x7f\x80\x85\x9f", "\\x7f\\u0080\\u0085\\u009f"),
    ("tab\tstays, \u00a0\u2028é too", "tab\tstays, \u00a0\u2028é too"),
    ("bad\udcff\udc80byte", "bad\\xff\\x80byte"),        # os.fsdecode's surrogateescape of undecodable bytes
    ("lone\ud800", "lone\\ud800"),
])
def test_printable(raw, shown):
    from urdf_ls.text.visible import printable
    assert printable(raw) == shown


def test_decodable_only_touches_lone_surrogates():
    from urdf_ls.text.visible import decodable
    assert decodable("a\x1b\n\udcffé\U0001F600") == "a\x1b\n\\xffé\U0001F600"
    s = "plain ascii"
    assert decodable(s) is s


# ------------------------------------------------------------------ every format: names that are not UTF-8
@pytest.fixture
def undecodable_tree(tmp_path):
    folder = os.fsencode(str(tmp_path))
    name = b"bad\xff\xfe\x1b[31m.urdf"
    with open(os.path.join(folder, name), "wb") as f:
        f.write(DANGLING)
    return tmp_path


def test_text_output_of_an_undecodable_name_is_utf8(undecodable_tree):
    out = run_check("--format", "text", ".", cwd=undecodable_tree).decode("utf-8")
    assert out == "./bad\\xff\\xfe\\x1b[31m.urdf:1:93: error: Child link 'zz' is not defined [unknown-link]\n"


def test_json_output_of_an_undecodable_name_parses_strictly(undecodable_tree):
    out = run_check("--format", "json", ".", cwd=undecodable_tree).decode("utf-8")
    results = json.loads(out, strict=True)
    no_lone_surrogates(results)
    assert [(r["path"], r["code"]) for r in results] == [("./bad\\xff\\xfe\\x1b[31m.urdf", "unknown-link")]


def test_sarif_output_of_an_undecodable_name_parses_strictly(undecodable_tree):
    out = run_check("--format", "sarif", ".", cwd=undecodable_tree).decode("utf-8")
    log = json.loads(out, strict=True)
    no_lone_surrogates(log)
    (result,) = log["runs"][0]["results"]
    loc = result["locations"][0]["physicalLocation"]["artifactLocation"]
    assert result["ruleId"] == "unknown-link"
    assert loc == {"uri": "bad%FF%FE%1B%5B31m.urdf", "uriBaseId": "%SRCROOT%"}


def test_github_output_of_an_undecodable_name_is_utf8(undecodable_tree):
    out = run_check("--format", "github", ".", cwd=undecodable_tree).decode("utf-8")
    (line,) = [l for l in out.splitlines() if l]
    assert line.startswith("::error file=bad\\xff\\xfe\\x1b[31m.urdf,line=1,col=93,")   # (ESC escaped, #39)
    assert line.endswith("::Child link 'zz' is not defined [unknown-link]")


def test_uri_of_an_absolute_undecodable_name_keeps_its_bytes(tmp_path):
    path = os.fsdecode(b"/abs/dir \xff/x.urdf")
    assert artifact_uri(path, str(tmp_path)) == ("file:///abs/dir%20%FF/x.urdf", False)


def test_lsp_json_of_a_message_with_lone_surrogates_is_strict_json():
    """a message can hold a name from the disk (os.fsdecode) or from a client's JSON (\\udcff escapes)"""
    from urdf_ls.codes import Code, at
    from urdf_ls.text.lines import Positions
    d = at(0, 1, Code.IO_ERROR, "Cannot read file: x\udcff\ud800.urdf")
    (text,) = diagnostics_json(Positions("abc"), [d], path="p\udcfe")
    parsed = json.loads(text)
    no_lone_surrogates(parsed)
    assert (parsed["message"], parsed["path"]) == ("Cannot read file: x\\xff\\ud800.urdf", "p\\xfe")
    (as_dict,) = diagnostic_dicts(Positions("abc"), [d], path="p\udcfe")
    assert as_dict["path"] == "p\udcfe"      # the renderers get the name itself (a SARIF URI keeps its bytes)
    assert to_github([as_dict]).startswith("::error file=p\\xfe,")


def test_project_file_problems_on_stderr_are_escaped(tmp_path):
    (tmp_path / "urdf-ls.toml").write_text('"evil\\u001b[2J\\r\\n::error ::pwned" = 1\n')
    (tmp_path / "r.urdf").write_bytes(DANGLING)
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "r.urdf"], capture_output=True, cwd=tmp_path,
                       env=env, timeout=120)
    assert p.stderr.decode("utf-8") == ("urdf-ls: %s: unknown key 'evil\\x1b[2J\\x0d\\x0a::error ::pwned' ignored\n"
                                        % (tmp_path / "urdf-ls.toml"))
