"""urdf-ls check remembers the top-level elements of the files it read (syntax.chunk_memory.ChunkMemory): a
later file that writes the same element takes the earlier tree's chunk over, moved to its place, and the rules'
summary of it.
Every case compares with a parse that remembers nothing (documents: tests/e2e/test_chunk_memory_documents.py)."""
import random

import pytest

from urdf_ls.syntax.chunk_memory import ChunkMemory
from tests.helpers.chunk_pool import robot
from tests.helpers.trees import dump
from urdf_ls.syntax.scanner import parse
from urdf_ls.vocabulary.schema import NON_NESTING

def parents_agree(doc):
    """each node's parent holds it, and every node of a chunk counts its offsets from that chunk"""
    for chunk in doc.middle():
        stack = [(chunk.node, doc.root)]
        while stack:
            node, parent = stack.pop()
            assert node.parent is parent and node.c is chunk
            stack += [(child, node) for child in getattr(node, "children", ())]
    return True


@pytest.mark.parametrize("most", [None, 200, 0])
def test_parses_that_take_over_chunks_build_the_trees_of_fresh_parses(most):
    rng = random.Random(5)
    memory, taken = ChunkMemory(most), 0
    for _ in range(300):
        text = robot(rng)
        remembered = {id(c) for _, c in memory.chunks.values()}
        doc = parse(text, NON_NESTING, {}, memory)
        taken += sum(id(c) in remembered for c in doc.chunks)
        assert dump(doc) == dump(parse(text, NON_NESTING)) and parents_agree(doc)
        assert memory.size == sum(map(len, memory.chunks)) <= (most if most is not None else memory.size)
        memory.let_go()     # done with doc: what is remembered no longer keeps its tree alive
        assert all(c.node.parent is None for _, c in memory.chunks.values())
    assert taken > 150 if most is None else 0 < taken < 150 if most else taken == 0


def test_an_element_written_twice_in_one_file_is_taken_once():
    memory = ChunkMemory()
    link = '<link name="a"><visual/></link>'
    text = '<robot name="r">%s%s</robot>' % (link, link)
    parse(text, NON_NESTING, {}, memory)
    doc = parse(text, NON_NESTING, {}, memory)
    first, second = doc.middle()
    assert dump(doc) == dump(parse(text, NON_NESTING)) and parents_agree(doc)
    assert first.node.start == 16 and second.node.start == 16 + len(link)
    assert first is not second and len(memory.chunks) == 1


def test_a_taken_element_stays_remembered_for_the_next_files():
    """each later file takes the same chunk over (moved again), one at a time"""
    memory = ChunkMemory()
    link = '<link name="a"><visual/></link>'
    texts = ['<robot name="r">%s%s</robot>' % ("<!-- %s -->" % ("x" * i), link) for i in range(4)]
    chunks = []
    for text in texts:
        doc = parse(text, NON_NESTING, {}, memory)
        memory.let_go()
        chunk = doc.middle()[-1]
        chunks.append(chunk)
        assert dump(doc) == dump(parse(text, NON_NESTING)) and chunk.node.start == text.index("<link")
    assert all(c is chunks[0] for c in chunks) and len(memory.chunks) == 1 and memory.size == len(link)
