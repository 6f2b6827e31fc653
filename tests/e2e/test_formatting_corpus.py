"""Formatting on the third-party corpus: readers see the same document before and after (lxml: same elements,
attributes in the same order, same text once whitespace-only text is dropped, same comments; urdf-ls: the same
diagnostic codes), and check_urdf prints the same output."""
import collections
import os
import random
import time

import pytest

from urdf_ls.document.document import Document
from urdf_ls.features.formatting import formatted_text
from urdf_ls.text.guard import check_bytes
from urdf_ls.workspace.files import read_bytes
from urdf_ls.workspace.workspace import Workspace

from tests.helpers.formatting import OPTIONS, lxml_view as _lxml_view
from tests.helpers.paths import ROOT
CORPUS = os.environ.get("URDF_LS_CORPUS", os.path.join(ROOT, ".corpus"))


def corpus_files():
    man = os.path.join(CORPUS, "MANIFEST.tsv")
    if not os.path.exists(man):
        return []
    out = []
    with open(man) as f:
        next(f)
        for line in f:
            r = line.rstrip("\n").split("\t")
            if r[2] in ("urdf", "xacro"):
                out.append((r[0], os.path.join(CORPUS, "files", r[1])))
    return out


def check_file(path, ws, opt=None):
    """None when formatting is safe for this file, else what differs; also whether lxml compared"""
    text, problems = check_bytes(read_bytes(path))
    if problems and not text:
        return None, "unreadable"
    doc = _settled(Document(text, os.path.abspath(path), ws))
    once = formatted_text(doc, opt)
    doc2 = _settled(Document(once, os.path.abspath(path), ws))
    twice = formatted_text(doc2, opt)
    if twice != once:
        return "not idempotent", "changed"
    before = collections.Counter(d.code.value for d in doc.diagnostics())
    after = collections.Counter(d.code.value for d in doc2.diagnostics())
    if before != after:
        return "diagnostics changed: %s -> %s" % (dict(before - after), dict(after - before)), "changed"
    if once == text:
        return None, "unchanged"
    va = _lxml_view(text)
    if va is None:
        return None, "lxml rejects the original"
    if va != _lxml_view(once):
        return "lxml reads a different document", "changed"
    return None, "changed (lxml compared)"




def _settled(doc):
    """doc analysed with every mesh its physics rules read measured (the mesh cache answers later than an
    analysis asks: two analyses of one robot must not differ by what the cache had done in between)"""
    doc.physics_budget = None
    doc.diagnostics()
    if not doc.pending_meshes:
        return doc
    for mesh, scale in doc.pending_meshes:
        doc.workspace.meshes.wait(mesh, scale, 60)
    again = Document(doc.text, doc.path, doc.workspace)
    again.physics_budget = None
    return again


def run_corpus(files):
    ws = {}
    bad, stats = [], collections.Counter()
    for i, (source, path) in enumerate(files):
        w = ws.setdefault(source, Workspace([os.path.join(CORPUS, "files", source)]))
        problem, outcome = check_file(path, w, OPTIONS[i % len(OPTIONS)])
        stats["files"] += 1
        stats[outcome] += 1
        if problem:
            bad.append("%s: %s" % (path, problem))
    return bad, stats


if __name__ == "__main__":
    t0 = time.monotonic()
    files = corpus_files()
    bad, stats = run_corpus(files)
    print("\n".join(bad[:50]))
    print(dict(stats), "problems:", len(bad), "%.1fs" % (time.monotonic() - t0))


def test_corpus_formatting_keeps_what_readers_see():
    files = corpus_files()
    if not files:
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    bad, stats = run_corpus(files)        # every file of the corpus (about 11 s of CPU)
    assert not bad, bad[:10]
    assert stats["changed (lxml compared)"] > 0


def test_corpus_formatting_keeps_check_urdf_output(tmp_path):
    """urdfdom itself: check_urdf prints the same tree (and the same errors, exit code) before and after"""
    import subprocess
    from tests.helpers.tools import need
    exe = need("check_urdf")
    files = [f for f in corpus_files() if f[1].endswith(".urdf")]
    if not files:
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    files = random.Random(5).sample(files, min(len(files), 120))

    def run(text):
        (tmp_path / "r.urdf").write_text(text, encoding="utf-8")
        p = subprocess.run([exe, "r.urdf"], cwd=str(tmp_path), capture_output=True, text=True, errors="replace",
                           timeout=60)
        return p.returncode, p.stdout, p.stderr

    changed = 0
    for i, (_, path) in enumerate(files):
        text, _ = check_bytes(read_bytes(path))
        new = formatted_text(Document(text, None), OPTIONS[i % len(OPTIONS)])
        if new != text:
            changed += 1
            assert run(new) == run(text), path
    assert changed > 0
