"""Completion's snippets and values: a joint offers the document's links, parent and child offer links, and an
expression's completion closes its brace."""
import pytest

from urdf_ls.document.document import Document
from urdf_ls.features import completion


# ------------------------------------------------------------------ completion keeps the style
def complete(marked, path=None, workspace=None):
    off = marked.index("|")
    doc = Document(marked[:off] + marked[off + 1:], path, workspace)
    return completion.completion(doc, off)


def test_joint_snippet_offers_the_document_links():
    text = ('<robot name="r">\n  <link name="base"/>\n  <link name="arm"/>\n  <link name="tool"/>\n'
            '  <joint name="j" type="fixed"><parent link="base"/><child link="arm"/></joint>\n  |\n</robot>\n')
    joint = {i.label: i for i in complete(text)}["joint (revolute)"]
    assert '<parent link="${3|base,arm,tool|}"/>' in joint.snippet
    assert '<child link="${4|tool,base,arm|}"/>' in joint.snippet      # not yet a child first, the root last
    assert '<parent link="base"/>' in joint.plain and '<child link="tool"/>' in joint.plain
    odd = {i.label: i for i in complete(text.replace("tool", "a,b"))}["joint (revolute)"]
    assert '<parent link="${3|base,arm|}"/>' in odd.snippet        # a name snippet syntax cannot hold is left out
    none = {i.label: i for i in complete('<robot name="r">\n  |\n</robot>\n')}["joint (revolute)"]
    assert '<parent link="${3:parent_link}"/>' in none.snippet
    many = "".join('  <link name="l%d"/>\n' % i for i in range(completion.MAX_CHOICES + 1))
    lots = {i.label: i for i in complete('<robot name="r">\n%s  |\n</robot>\n' % many)}["joint (revolute)"]
    assert '<parent link="${3:parent_link}"/>' in lots.snippet


def test_link_attribute_of_parent_and_child_offers_links():
    text = '<robot name="r">\n  <link name="base"/>\n  <link name="arm"/>\n  <joint name="j" type="fixed">\n' \
           '    <parent link="%s"/>\n    <child link="%s"/>\n  </joint>\n</robot>\n'
    assert [i.label for i in complete(text % ("|", ""))] == ["base", "arm"]
    assert [i.label for i in complete(text % ("base", "a|"))] == ["arm"]


XACRO = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <xacro:property name="len" value="1"/>\n'
         '  <link name="a"><visual><origin xyz="%s"/></visual></link>\n</robot>\n')


@pytest.mark.parametrize("value,inserted", [
    ("${le|", "len}"),          # nothing closes it: the '}' comes with the name
    ("${le|}", "len"),
    ("${le| * 2}", "len"),
    ("${|", "len}"),
    ("${le| ${len}", "len}"),    # the next '}' closes another expression
])
def test_expression_completion_closes_the_brace(value, inserted):
    items = complete(XACRO % value)
    got = {i.label: i for i in items}["len"]
    assert got.snippet == inserted and got.plain == inserted
