"""urdf-ls check's documents that take over the chunks of earlier files (syntax.chunk_memory) find what
each finds alone, mesh diagnostics included (the meshes, read for the collision rules, by the mesh worker process).
The chunk memory on parses: tests/unit/syntax/test_chunk_memory.py."""
import random

from tests.helpers.chunk_pool import robot
from urdf_ls.document.document import Document
from urdf_ls.workspace.workspace import Workspace

def found(doc):
    return [(d.start, d.end, d.code.value, d.message, d.severity, d.data and d.data.to_json())
            for d in doc.diagnostics()]


def test_documents_that_reuse_chunks_find_what_each_finds_alone(tmp_path):
    """the summaries a batch remembers are those of the element's text in the document's mode; which mesh
    files are missing is asked from each document's folder"""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "m.stl").write_bytes(b"solid")
    rng = random.Random(8)
    cases = [(robot(rng), str(tmp_path / rng.choice("ab") / ("r.urdf" if rng.random() < 0.7 else "r.urdf.xacro")))
             for _ in range(120)]
    alone = [found(Document(text, path)) for text, path in cases]
    ws = Workspace()
    ws.share_memories()
    assert [found(Document(text, path, ws, reuse_chunks=True)) for text, path in cases] == alone
    missing = [f for f in alone if any(code == "mesh-not-found" for _, _, code, *_ in f)]
    assert missing and len(missing) < sum('"m.stl"' in text for text, _ in cases)
    # flagged values are placed on the value's text between its quotes, an empty one on the attribute's name
    # (the first tag of a text included)
    on_values = [(text, s, e) for (text, _), f in zip(cases, alone) for s, e, code, *_ in f if code in VALUE_CODES]
    assert len({code for f in alone for _, _, code, *_ in f if code in VALUE_CODES}) == len(VALUE_CODES)
    assert all('"' not in text[s:e] and (text[s - 1] == text[e] == '"' or text[s - 1] == " " and text[e:e + 3] == '=""')
               for text, s, e in on_values)


VALUE_CODES = {"mesh-not-found", "origin-xyz", "origin-rpy", "mass-zero", "mass-negative", "inertia-value-nan"}
