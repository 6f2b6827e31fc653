"""Completion on the document model: labels, children and snippets, complete XML, and the typed text a prefix of
every item.  Cases are data: a document with a `|` marking the cursor and the expected labels."""
import pytest

from urdf_ls.document.document import Document
from urdf_ls.features import completion


def at_cursor(marked, path=None):
    """(Document without the marker, cursor offset)"""
    off = marked.index("|")
    return Document(marked[:off] + marked[off + 1:], path), off


COMPLETIONS = [
    ('<robot name="r">\n  <link name="a">\n    <visual>\n      <geometry>\n        <|\n', {"box", "cylinder", "sphere", "mesh"}),
    ('<robot name="r"><link name="a"/><joint name="j" |></joint></robot>', {"type"}),
    ('<robot name="r"><link name="a"/><link name="b"/><joint name="j" type="fixed"><parent link="|"/>'
     '</joint></robot>', {"a", "b"}),
    ('<robot name="r"><link name="a"><vi|</link></robot>', {"visual"}),
]


@pytest.mark.parametrize("marked,labels", COMPLETIONS)
def test_completion_labels(marked, labels):
    doc, off = at_cursor(marked)
    assert {i.label for i in completion.completion(doc, off)} == labels


def test_completion_children_and_snippets():
    doc, off = at_cursor('<robot name="r"><link name="a"/><joint name="j" >|</joint></robot>')
    labels = {i.label for i in completion.completion(doc, off)}
    assert {"parent", "child", "origin", "axis", "limit"} <= labels and "link" not in labels
    doc, off = at_cursor('<robot name="r">\n  |\n</robot>')
    items = {i.label: i for i in completion.completion(doc, off)}
    assert {"link", "joint", "material", "link (full)", "joint (revolute)"} <= set(items)
    assert items["link (full)"].snippet.startswith("<link") and "<inertia " in items["link (full)"].snippet


def test_plain_completion_text_is_complete_xml():
    doc, off = at_cursor('<robot name="r">\n  <link name="a">\n    |\n  </link>\n</robot>')
    item = next(i for i in completion.completion(doc, off) if i.label == "inertial")
    assert "$" not in item.plain and "\x00" not in item.plain
    assert item.plain == "<inertial>\n      \n    </inertial>"
    joint = next(i for i in completion.completion(*at_cursor('<robot name="r">\n  |\n</robot>')) if i.label == "joint")
    assert joint.plain == '<joint name="" type="revolute">\n    \n  </joint>'


def test_typed_text_is_a_prefix_of_every_item():
    for marked in ('<robot name="r"><link name="a"><|</link></robot>', '<robot name="r"><link name="a"><vi|</link></robot>',
                   '<robot name="r"><link name="a"/><joint name="j" ty|></joint></robot>'):
        doc, off = at_cursor(marked)
        items = completion.completion(doc, off)
        assert items
        for it in items:
            typed = doc.text[it.start:min(off, it.end)]
            assert (it.filter_text or it.label).startswith(typed), (marked, it)
