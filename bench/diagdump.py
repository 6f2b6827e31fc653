"""Dump every diagnostic urdf-ls reports over the corpus (.urdf and .xacro, no expansion) and generated robots,
one line per file, to compare two versions of the engine: an optimisation must not change a single result.
    python bench/diagdump.py OUT.txt [--corpus DIR]"""
from __future__ import annotations

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)


def corpus_files(corpus):
    out = []
    for d, _, fs in os.walk(os.path.join(corpus, "files")):
        out += [os.path.join(d, f) for f in fs if f.endswith((".urdf", ".xacro"))]
    return sorted(out)


def describe(doc):
    return [(d.start, d.end, d.code.value, int(d.severity), d.message) for d in doc.diagnostics()]


def main():
    from bench import make_robot, make_xacro
    from urdf_ls.document.document import Document
    from urdf_ls.workspace.workspace import Workspace
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--corpus", default=os.path.join(HERE, "..", ".corpus"))
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    ws = Workspace([os.path.join(corpus, "files")])
    with open(a.out, "w") as out:
        for path in corpus_files(corpus):
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            out.write("%s %r\n" % (os.path.relpath(path, corpus), describe(Document(text, path, ws))))
        for n in (10, 1500):
            out.write("robot_%d %r\n" % (n, describe(Document(make_robot(n), "/tmp/gen.urdf", ws))))
        out.write("xacro %r\n" % describe(Document(make_xacro(480), "/tmp/gen.urdf.xacro", ws)))


if __name__ == "__main__":
    main()
