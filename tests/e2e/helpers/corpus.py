"""The shared third-party corpus (../shared/corpus/build_corpus.sh; URDF_LS_CORPUS points at its work
directory): missing, its tests skip locally and fail on CI."""
import os

import pytest

from tests.helpers.paths import ROOT
from tests.helpers.tools import REQUIRE_TOOLS

CORPUS = os.environ.get("URDF_LS_CORPUS", os.path.join(ROOT, ".corpus"))


def corpus_files(kind):
    man = os.path.join(CORPUS, "MANIFEST.tsv")
    if not os.path.exists(man):
        if REQUIRE_TOOLS:
            pytest.fail("corpus missing at %s (run bash ../shared/corpus/build_corpus.sh %s)" % (CORPUS, CORPUS))
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    out = []
    with open(man) as f:
        next(f)
        for line in f:
            r = line.rstrip("\n").split("\t")
            if r[2] == kind:
                out.append((r[0], os.path.join(CORPUS, "files", r[1])))
    return out
