"""Fixed-seed sample of the differential fuzzer (tests/fuzz): grammar-aware mutants of corpus files, judged
by check_urdf (and xacro for .xacro files) and by urdf-ls's CLI.  Fails on a disagreement that is not in
tests/fuzz/known.py, and on a known entry whose reproducer no longer disagrees (remove it when fixed).
The long mode is `python -m tests.fuzz --minutes N --seed S`."""
import os
import random
import shutil
import tempfile
import time

import pytest

from tests.helpers.tools import REQUIRE_TOOLS, need

os.environ.setdefault("URDF_LS_FUZZ_CLI_WAIT", "0")  # a broken CLI fails at once here

from tests.fuzz import corpus, oracle  # noqa: E402
from tests.fuzz.known import FIXED, KNOWN, match_known  # noqa: E402
from tests.fuzz.mutators import encode  # noqa: E402
from tests.fuzz.runner import ALL_CLASSES, evaluate, generate, is_disagreement, minimise  # noqa: E402

SEED = 20261213
PER_CLASS = 30


def _need_corpus():
    if not corpus.available():
        if REQUIRE_TOOLS:
            pytest.fail("corpus missing at %s (bash scripts/test.sh builds it)" % corpus.corpus_dir())
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")


@pytest.fixture(scope="module")
def sample():
    need("check_urdf")
    need("xacro") if oracle.xacro_exe() is None else None
    _need_corpus()
    work = tempfile.mkdtemp(prefix="urdf-fuzz-ci-")
    t0 = time.time()
    ms = generate(random.Random(SEED), PER_CLASS * len(ALL_CLASSES))
    evaluate(ms, work)
    yield ms, work, time.time() - t0
    shutil.rmtree(work, ignore_errors=True)


def test_sample_covers_every_class(sample):
    ms, _, _ = sample
    per = {}
    for m in ms:
        per[m.cls] = per.get(m.cls, 0) + 1
    assert set(per) == set(ALL_CLASSES), per
    urdf = [m for m in ms if not m.is_xacro]
    # the mutants really reach urdfdom's error paths and its accepting paths
    n_err = sum(m.ref.error for m in urdf)
    assert len(urdf) // 4 < n_err < len(urdf) * 9 // 10, (n_err, len(urdf))
    xac = [m for m in ms if m.is_xacro]
    assert sum(m.ref.status == "ok" for m in xac) > len(xac) // 3


def test_sample_agrees_except_known(sample):
    ms, work, elapsed = sample
    unknown = [m for m in ms if is_disagreement(m.result) and match_known(m.cls, m.sub, m.result) is None]
    lines = []
    seen = set()
    deadline = time.time() + 60
    for m in unknown:
        # a disagreement the unmodified corpus file already has is reported once per file, not per mutant
        sig = m.entry.path if m.inherited else (m.cls, m.result)
        if sig in seen:
            continue
        seen.add(sig)
        text = None
        if time.time() < deadline and not m.inherited:  # a short minimisation makes the message useful
            text, _, _ = minimise(m, work, budget_s=20)
        lines.append("[%s] %s | %s (from %s)\n    %r\n    %r%s" % (
            "unmodified corpus file" if m.inherited else m.name, m.result[0], m.result[1],
            os.path.relpath(m.entry.path, corpus.corpus_dir()), m.ref, m.ours,
            ("\n    minimised: %r" % text[:600]) if text is not None else ""))
    assert not unknown, "%d of %d mutants disagree outside tests/fuzz/known.py (%.0f s):\n%s" % (
        len(unknown), len(ms), elapsed, "\n".join(lines))


def _judge(k, tmp_path):
    """the disagreement (or None) of a known entry's reproducer today"""
    need("check_urdf")
    cls = next(iter(k.classes - {"*"}), "numbers")
    p = tmp_path / ("case" + k.ext)
    p.write_bytes(encode(k.example, k.codec))
    ours = oracle.run_urdf_ls([str(p)], str(tmp_path))[str(p)]
    if cls.startswith("xacro"):
        return cls, oracle.compare_xacro(oracle.run_xacro(str(p)), ours), ours
    return cls, oracle.compare_urdf(oracle.run_check_urdf(str(p)), ours), ours


@pytest.mark.parametrize("k", KNOWN, ids=[k.id for k in KNOWN])
def test_known_disagreement_still_reproduces(k, tmp_path):
    """a known entry whose reproducer agrees now must move to FIXED (the open list only shrinks)"""
    cls, res, _ = _judge(k, tmp_path)
    sub = next(iter(k.subs)) if k.subs else ""
    assert res is not None and k.matches(cls, sub, res), (
        "%s no longer disagrees (now %r): move it to FIXED in tests/fuzz/known.py" % (k.id, res))


@pytest.mark.parametrize("k", FIXED, ids=[k.id for k in FIXED])
def test_fixed_class_still_agrees(k, tmp_path):
    """the reproducers of fixed classes stay fixed"""
    cls, res, ours = _judge(k, tmp_path)
    assert not is_disagreement(res), "%s disagrees again: %r (%r)" % (k.id, res, ours)
