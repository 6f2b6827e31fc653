"""Hover on the document model: docs for every element and attribute, plain markdown, facts and values.
Cases are data: a document with a `|` marking the cursor and the expected result."""
import pytest

from urdf_ls.document.document import Document
from urdf_ls.features import hover
from urdf_ls.vocabulary import schema


def at_cursor(marked, path=None):
    """(Document without the marker, cursor offset)"""
    off = marked.index("|")
    return Document(marked[:off] + marked[off + 1:], path), off


def test_every_element_and_attribute_has_hover_docs():
    for name, spec in schema.ELEMENTS.items():
        attrs = " ".join('%s="1"' % a for a in spec.attrs)
        text = '<robot name="r"><%s %s/></robot>' % (name, attrs) if name != "robot" else '<robot %s/>' % attrs
        doc = Document(text, None)
        off = text.index("<" + name, 1 if name != "robot" else 0) + 2
        md = hover.hover(doc, off).markdown
        assert spec.doc.split("<")[0] in md
        for a, at in spec.attrs.items():
            h = hover.hover(doc, text.index(" %s=" % a, off) + 2)
            assert h and at.doc.split("<")[0] in h.markdown, (name, a)


def test_hover_markdown_has_no_raw_tags():
    doc, off = at_cursor('<robot name="r"><link name="a"><inertial><mas|s value="1"/></inertial></link></robot>')
    md = hover.hover(doc, off).markdown
    assert "`<mass>`" in md and "<mass>" not in md.replace("`<mass>`", "")


def test_hover_facts():
    assert "not half" in schema.ELEMENTS["box"].attrs["size"].doc
    assert "Z" in schema.ELEMENTS["cylinder"].doc
    assert set(schema.JOINT_TYPES) == {"revolute", "continuous", "prismatic", "fixed", "floating", "planar"}
    assert "extrinsic" in schema.A_RPY


HOVERS = [
    ('<robot name="r"><link name="a"><visual><origin rpy="0 0 1.5|7079632679"/></visual></link></robot>',
     "yaw 90°"),
    ('<robot name="r"><link name="a"/><joint name="j" type="fi|xed"/></robot>', "**fixed** joint"),
    ('<robot name="r"><link name="base"/><link name="b"/><joint name="j" type="fixed"><parent link="ba|se"/>'
     '<child link="b"/></joint></robot>', "**link `base`** (line 1)"),
]


@pytest.mark.parametrize("marked,expected", HOVERS)
def test_hover_values(marked, expected):
    doc, off = at_cursor(marked)
    assert expected in hover.hover(doc, off).markdown
