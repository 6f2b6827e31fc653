"""Differential tests against urdfdom's check_urdf on the shared third-party corpus.

The corpus is rebuilt by ../shared/corpus/build_corpus.sh (see .ci/run); point URDF_LS_CORPUS at its
work directory.  For every .urdf file: we report an Error exactly when check_urdf prints `Error:`.
A second test mutates corpus files (bad numbers, missing attributes, dangling references...) and
asks the same question of every mutant."""
import os
import random
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor


from tests.e2e.helpers.corpus import CORPUS, corpus_files
from tests.fuzz.oracle import xacro_exe
from tests.helpers.tools import check_urdf_errors, need
from urdf_ls.cli.check import check_file
from urdf_ls.document.diagnostic_json import diagnostic_dicts
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace

TREE = {"multiple-roots", "no-root", "cycle", "link-two-parents", "joint-self-loop"}


def ours(path, source):
    found, _ = check_file(path, Session(Workspace([os.path.join(CORPUS, "files", source)])))
    return [x for _, lines, d in found if d.severity == 1 for x in diagnostic_dicts(lines, [d], path)]


def compare(path, source, stats=None):
    ref = check_urdf_errors(path)
    mine = ours(path, source)
    if stats is not None:
        stats["ref_error"] += bool(ref)
    if ref and not mine:
        return "%s: check_urdf says %r, we report no error" % (path, ref[0])
    if not ref and any(d["code"] not in TREE for d in mine):
        d = mine[0]
        return "%s:%d: we report %s (%s), check_urdf none" % (path, d["range"]["start"]["line"] + 1, d["code"],
                                                            d["message"])
    return None


def test_corpus_urdf_matches_check_urdf():
    need("check_urdf")
    files = corpus_files("urdf")
    assert len(files) > 1000
    with ThreadPoolExecutor(4) as ex:
        problems = [p for p in ex.map(lambda f: compare(f[1], f[0]), files) if p]
    assert problems == [], "\n".join(problems[:30])


def xacro_verdict(path):
    """(does `xacro FILE` fail, check_urdf's Error lines on its expansion)"""
    p = subprocess.run([xacro_exe(), os.path.basename(path)], cwd=os.path.dirname(path), capture_output=True,
                       timeout=60)
    if p.returncode != 0:
        return True, []
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "expanded.urdf")
        with open(out, "wb") as f:
            f.write(p.stdout)
        return False, check_urdf_errors(out)


def test_corpus_xacro_no_false_errors():
    """an Error on a corpus .xacro only where `xacro FILE` fails (a xacro- code) or check_urdf rejects the
    expansion (a URDF code: a literal name, issue #30)"""
    if xacro_exe() is None:
        need("xacro")
    files = corpus_files("xacro")
    assert len(files) > 100
    problems = []
    for source, path in files:
        if os.path.basename(path) == "broken.xacro":  # xacro's own test of a non-XML file
            continue
        found = ours(path, source)
        if not found:
            continue
        fails, rejected = xacro_verdict(path)
        for d in found:
            if (not fails) if d["code"].startswith("xacro-") else (fails or not rejected):
                problems.append("%s:%d: %s %s" % (path, d["range"]["start"]["line"] + 1, d["code"], d["message"]))
    assert problems == [], "\n".join(problems[:30])


# --------------------------------------------------------------------------- mutations
NUM_ATTR = re.compile(r'\b(xyz|rpy|value|ixx|iyy|izz|ixy|effort|velocity|lower|upper|radius|length|size|'
                      r'rgba|scale)="([^"]*)"')
MUTATIONS = [
    ("number-to-word", lambda t, r: _sub_nth(t, NUM_ATTR, r, lambda m: '%s="abc"' % m.group(1))),
    ("commas", lambda t, r: _sub_nth(t, re.compile(r'\b(xyz|rpy)="([^"]*)"'), r,
                                     lambda m: '%s="%s"' % (m.group(1), ",".join(m.group(2).split())))),
    ("nan", lambda t, r: _sub_nth(t, NUM_ATTR, r, lambda m: '%s="nan"' % m.group(1))),
    ("drop-effort", lambda t, r: _sub_nth(t, re.compile(r'\seffort="[^"]*"'), r, lambda m: "")),
    ("drop-joint-type", lambda t, r: _sub_nth(t, re.compile(r'(<joint\b[^>]*?)\stype="[^"]*"'), r,
                                              lambda m: m.group(1))),
    ("bad-joint-type", lambda t, r: _sub_nth(t, re.compile(r'(<joint\b[^>]*?\stype=")[^"]*"'), r,
                                             lambda m: m.group(1) + 'hinge"')),
    ("dangling-child", lambda t, r: _sub_nth(t, re.compile(r'(<child\s+link=")([^"]*)"'), r,
                                             lambda m: m.group(1) + m.group(2) + '_typo"')),
    ("drop-limit", lambda t, r: _sub_nth(t, re.compile(r"<limit\b[^>]*/>"), r, lambda m: "")),
    ("drop-mass", lambda t, r: _sub_nth(t, re.compile(r"<mass\b[^>]*/>"), r, lambda m: "")),
    ("drop-geometry-shape", lambda t, r: _sub_nth(t, re.compile(r"<(box|sphere|cylinder|mesh)\b[^>]*/>"), r,
                                                  lambda m: "")),
    ("duplicate-link", lambda t, r: _sub_nth(t, re.compile(r'<link\s+name="[^"]*"\s*/?>'), r,
                                             lambda m: m.group(0).rstrip("/>").rstrip("/") + "/>" + m.group(0))),
    ("break-close-tag", lambda t, r: _sub_nth(t, re.compile(r"</visual>"), r, lambda m: "</visuall>")),
    ("two-numbers", lambda t, r: _sub_nth(t, re.compile(r'\b(xyz|rpy|size)="([^"]*)"'), r,
                                          lambda m: '%s="%s"' % (m.group(1), " ".join(m.group(2).split()[:2])))),
    ("zero-mass", lambda t, r: _sub_nth(t, re.compile(r'(<mass\s+value=")[^"]*"'), r, lambda m: m.group(1) + '0"')),
]


def _sub_nth(text, rx, rnd, repl):
    ms = list(rx.finditer(text))
    if not ms:
        return None
    m = rnd.choice(ms)
    return text[:m.start()] + repl(m) + text[m.end():]


def test_mutants_match_check_urdf(tmp_path):
    need("check_urdf")
    files = [f for f in corpus_files("urdf") if os.path.getsize(f[1]) < 400_000]
    rnd = random.Random(20261202)
    sample = rnd.sample(files, min(80, len(files)))
    jobs = []
    for source, path in sample:
        text = open(path, encoding="utf-8", errors="replace").read()
        for name, fn in MUTATIONS:
            new = fn(text, rnd)
            if new is None or new == text:
                continue
            d = tmp_path / ("%d_%s" % (len(jobs), name))
            d.mkdir()
            p = d / os.path.basename(path)
            p.write_text(new, encoding="utf-8")
            jobs.append((source, str(p), name))
    assert len(jobs) > 500
    stats = {"ref_error": 0}
    with ThreadPoolExecutor(4) as ex:
        results = list(ex.map(lambda j: compare(j[1], j[0], stats), jobs))
    problems = [("[%s] " % j[2]) + p for j, p in zip(jobs, results) if p]
    # the mutants must really exercise urdfdom's error paths, not only pass through
    assert stats["ref_error"] > len(jobs) // 3, stats
    assert problems == [], "%d of %d mutants disagree:\n%s" % (len(problems), len(jobs), "\n".join(problems[:30]))
