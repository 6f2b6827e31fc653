"""Navigation on the document model: definition, references and rename of links and joints.  Cases are data: a
document with a `|` marking the cursor and where the definitions start."""
import pytest

from tests.helpers.rule_cases import robot
from urdf_ls.document.document import Document
from urdf_ls.features import navigation


def at_cursor(marked, path=None):
    """(Document without the marker, cursor offset)"""
    off = marked.index("|")
    return Document(marked[:off] + marked[off + 1:], path), off


def apply(text, edits):
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        text = text[:e.start] + e.new_text + text[e.end:]
    return text


def test_rename_updates_all_references():
    text = robot(body='<gazebo reference="b"/>')
    doc = Document(text, None)
    edits = navigation.rename(doc, text.index('link name="b"') + len('link name="'), "body")
    new = apply(text, edits)
    assert 'link name="body"' in new and '<child link="body"/>' in new and 'reference="body"' in new
    assert all(d.severity != 1 for d in Document(new, None).diagnostics())


NAVIGATION = [
    # (document with cursor, text that starts where each definition is)
    (robot(links='<link name="a"/><link name="b"><visual><geometry><box size="1 1 1"/></geometry>'
                 '<material name="r|ed"/></visual></link>', body='<material name="red"><color rgba="1 0 0 1"/>'
                                                                  '</material>'),
     ['red"><color']),
    (robot(body='<link name="c"/><joint name="k" type="fixed"><parent link="b"/><child link="c"/>'
                '<mimic joint="|j"/></joint>'), ['j" type="fixed"><parent link="a"']),
]


@pytest.mark.parametrize("marked,starts", NAVIGATION)
def test_definition(marked, starts):
    doc, off = at_cursor(marked)
    locs = navigation.definition(doc, off)
    assert [doc.text[loc.start:loc.start + len(s)] for loc, s in zip(locs, starts)] == starts


def test_references_of_a_joint():
    doc, off = at_cursor(robot(body='<link name="c"/><joint name="k" type="fixed"><parent link="b"/>'
                                    '<child link="c"/><mimic joint="j"/></joint>').replace('joint name="j"', 'joint name="|j"'))
    assert len(navigation.references(doc, off)) == 2
