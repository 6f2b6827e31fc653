"""urdf-ls check remembers the top-level elements of the files it read (syntax.chunk_memory.ChunkMemory): a
later file that writes the same element takes the earlier tree's chunk over, moved to its place, and the rules'
summary of it.
Every case compares with a parse that remembers nothing (documents: tests/e2e/test_chunk_memory_documents.py)."""
import random

import pytest

from urdf_ls.syntax.chunk_memory import ChunkMemory
from tests.helpers.trees import dump
from urdf_ls.syntax.scanner import parse
from urdf_ls.vocabulary.schema import NON_NESTING

# top-level elements: plain, nested, with a comment, with errors, unclosed, closing the root early, holding a
# close tag of another root's name, self-closing; some twice in a pool so that one file may repeat them
POOL = ['<link name="a"><visual><geometry><box size="1 1 1"/></geometry></visual></link>',
        '<link name="b"><inertial><mass value="1"/><!-- kg --></inertial></link>',
        '<joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>',
        '<gazebo reference="a"><material>Gazebo/Red</material><link name="x"/></gazebo>',
        '<link name="c"><visual><geometry><mesh filename="m.stl"/></geometry></visual></link>',
        '<link name="bad" name="twice"><mass value="&v;"/></link>',
        '<link name="open"><visual>',
        '<link name="early"></robot>',
        '<link name="other"></other></link>',
        '<link name="self"/>',
        '<material name="m"><color rgba="1 0 0 1"/></material>',
        '<link name="a"><visual><geometry><box size="1 1 1"/></geometry></visual></link>',
        '<transmission name="t"><joint name="j"><hardwareInterface>x</hardwareInterface></joint></transmission>',
        '<link name="text">some text &amp; more</link>',
        # values the rules flag at the attribute (placed only for the diagnostic: rules.urdf.on_shared_value)
        '<link name="v"><visual><origin xyz="1,2,3" rpy="0 0"/><geometry><box size="1 1 1"/></geometry>'
        '</visual></link>',
        '<link name="z"><inertial><mass value="0"/><inertia ixx="1" ixy="0" ixz="0" iyy="x" iyz="0" izz="1"/>'
        '</inertial></link>',
        '<link name="n"><inertial><mass value="-2"/><origin xyz=""/></inertial></link>']


def robot(rng):
    root = rng.choice(("robot", "robot", "other"))
    parts = [rng.choice(POOL) + rng.choice(("", "\n", "  ")) for _ in range(rng.randint(0, 7))]
    return '<?xml version="1.0"?>\n<%s name="r">\n%s</%s>\n' % (root, "".join(parts), root)


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
