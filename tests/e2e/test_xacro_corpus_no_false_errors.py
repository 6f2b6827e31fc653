"""No false xacro Errors on real packages (issue #30): every .xacro file of the third-party corpus on which
urdf-ls reports an Error of a xacro code is one that `xacro FILE` (the oracle of tests/fuzz) fails on."""
import json
import os
import subprocess
import sys

import pytest

from tests.fuzz import oracle
from tests.fuzz.corpus import corpus_dir

CORPUS = corpus_dir()


def xacro_files(root):
    for d, dirs, names in os.walk(root):
        dirs.sort()
        for n in sorted(names):
            if n.endswith(".xacro"):
                yield os.path.join(d, n)


@pytest.mark.skipif(not CORPUS or not os.path.isdir(CORPUS) or oracle.xacro_exe() is None,
                    reason="needs the corpus and the xacro package")
def test_xacro_errors_only_where_xacro_fails():
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", CORPUS],
                       capture_output=True, text=True)
    erring = {d["path"] for d in json.loads(p.stdout) if d["severity"] == 1 and d["code"].startswith("xacro-")}
    files = [f for f in xacro_files(CORPUS) if os.path.abspath(f) in erring or f in erring]
    assert files, "the corpus has xacro failures: none found means the check did not run"
    verdicts = oracle.run_xacro_many(files)
    false = {f: v for f, v in verdicts.items() if v.status == "ok"}
    assert not false, false
