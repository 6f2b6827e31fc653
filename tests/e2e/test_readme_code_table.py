"""The table of diagnostic codes in docs/diagnostics.md is what scripts/gen_readme_codes.py generates from the
registry: its --check passes on the page as committed, fails on a stale copy, and writing that copy restores it."""
import os
import subprocess
import sys

from tests.helpers.paths import ROOT
from urdf_ls.codes import Code

SCRIPT = os.path.join(ROOT, "scripts", "gen_readme_codes.py")
PAGE = os.path.join(ROOT, "docs", "diagnostics.md")


def generate(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, timeout=60)


def test_the_code_table_of_docs_diagnostics_is_current():
    p = generate("--check")
    assert p.returncode == 0, p.stdout + p.stderr
    with open(PAGE, encoding="utf-8") as f:
        page = f.read()
    assert all("| `%s` |" % c.value in page for c in Code)


def test_a_stale_table_fails_the_check_and_is_rewritten(tmp_path):
    with open(PAGE, encoding="utf-8") as f:
        page = f.read()
    row = "| `%s` |" % Code.MASS_ZERO.value
    start = page.index(row)
    stale = page[:start] + page[page.index("\n", start) + 1:]       # a code registered since the last run
    copy = tmp_path / "diagnostics.md"
    copy.write_text(stale, encoding="utf-8")
    p = generate("--check", "--file", str(copy))
    assert p.returncode == 1 and "the code table is stale" in p.stderr, p.stdout + p.stderr
    assert copy.read_text(encoding="utf-8") == stale
    p = generate("--file", str(copy))
    assert p.returncode == 0, p.stderr
    assert copy.read_text(encoding="utf-8") == page


def test_the_readme_holds_no_copy_of_the_table():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        assert "codes:begin" not in f.read()
