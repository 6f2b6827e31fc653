"""collect_names against a plain reference walk of the whole subtree, on every corpus file."""
import os

import pytest

from tests.helpers.collect_names import assert_same
from tests.helpers.paths import ROOT

CORPUS = os.environ.get("URDF_LS_CORPUS", os.path.join(ROOT, ".corpus"))


def test_corpus():
    files = []
    for d, _, fs in os.walk(os.path.join(CORPUS, "files")):
        files += [os.path.join(d, f) for f in fs if f.endswith((".urdf", ".xacro"))]
    if not files:
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    for path in sorted(files):
        with open(path, encoding="utf-8", errors="replace") as f:
            assert_same(f.read(), path)
