"""collect_names against a plain reference walk of the whole subtree, on every corpus file."""
import os

import pytest

from urdf_ls.document.document import Document
from urdf_ls.rules.meshes import FILE_ELEMENTS
from urdf_ls.rules.summary import Summary, collect_names
from urdf_ls.vocabulary.schema import child_spec, defines_material, spec_for

from tests.helpers.paths import ROOT  # noqa: E402
CORPUS = os.environ.get("URDF_LS_CORPUS", os.path.join(ROOT, ".corpus"))


def reference(node):
    """every element of the subtree, popped from a stack (so siblings come last first), each read with the
    entry child_spec gives it: (defs, refs, files in document order)"""
    defs, refs, files = [], [], []
    stack = [(node, spec_for(node))]
    while stack:
        el, spec = stack.pop()
        if el.name in FILE_ELEMENTS:
            files.append(el)
        for a in el.attrs:
            named = spec.names.get(a.name) if spec is not None else None
            if named is None:
                continue
            what, is_def = named
            if is_def:
                defs.append((what, a.value, a, el))
            elif what == "material" and defines_material(el):
                defs.append(("material-inline", a.value, a, el))
            else:
                refs.append((what, a.value, a, el.parent.name if el.name in ("joint", "material") else el.name))
        stack += [(c, child_spec(el, spec, c)) for c in el.children if c.kind == "element"]
    files.sort(key=lambda e: e.start)
    return defs, refs, files


def assert_same(text, path):
    doc = Document(text, path)
    for chunk in doc.tree.middle():
        node = chunk.node
        if node is None or node.kind != "element":
            continue
        s = Summary()
        files = collect_names(node, s)
        defs, refs, ref_files = reference(node)
        assert (s.defs, s.refs, files) == (defs, refs, ref_files), (path, node.name, node.start)


def test_corpus():
    files = []
    for d, _, fs in os.walk(os.path.join(CORPUS, "files")):
        files += [os.path.join(d, f) for f in fs if f.endswith((".urdf", ".xacro"))]
    if not files:
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    for path in sorted(files):
        with open(path, encoding="utf-8", errors="replace") as f:
            assert_same(f.read(), path)
