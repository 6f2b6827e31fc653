"""The scanner's fast paths give exactly the tolerant path's tree on every corpus file, and keystrokes in
the root start and close tags of real files (the incremental head and tail rescans) give a fresh parse's tree."""
import re

import pytest

from urdf_ls.syntax import markup, scanner
from tests.helpers.trees import dump
from urdf_ls.syntax.reparse import reparse
from urdf_ls.syntax.scanner import parse
from urdf_ls.vocabulary.schema import NON_NESTING


@pytest.mark.parametrize("body", [
    '<link name="a>b"/>',                       # '>' inside a value ends the fast token early
    '<link name="a"type="b"/>',                 # no space between attributes
    '<link name="a"/ >',                        # '/' not right before '>'
    '<link name="a" name="b"/><joint name="j" name="k"></joint>',   # repeated attributes, both forms
    '<!-- c --><link name="a"/><!-- d',         # comments between top-level elements, one unterminated
    '<link name="a"><!-- c --><visual/><!----></link><!-- <x> -->',   # the token after a comment
    '<link name="a"><visual></link>',           # close tag that does not match the innermost element
    '<link·x name="a"/>',                       # a name character outside the fast pattern
    "<link name='a' >\n  <inertial/>\n</link >",
    '<link name="a" x="&amp;"/><link name="b" y="1 < 2"/>',
    '<link name="a"><link name="b"/></link>',   # a nesting the vocabulary recovers
    '<link\tname="a"\n/>',
    '<linké name="a"/><link nämé="b"/><link name="c"></linké></link>',   # non-ASCII names: the tolerant path
    '<link  name = "a"\tx=\'b\' \n/><joint name="j"type="t"></joint>',  # other spacing and quotes
    '<link name="a" /><link name="b"/ ><link/><link />',   # where '/' stands before '>'
    '<link name=""/><link name="a" x/><link na"me="a"/><link  name="a"/><link name ="a"/>',   # split at quotes
    '<link a="1" b="x>y"/><link\n    name="a"\n    type="b"/><link name=\'a\' type="b"/><link a:b="1" c-d.e="2"/>',
    # attributes on lines of their own, after tabs, '\r\n' or several spaces (split at the quotes too)
    '<link\r\n\tname="a"\t\ttype="b"\r\n   /><joint\n\n  name="j"   type="t"\n>\n</joint><mass  value=""/>',
    # the attribute text of an earlier tag: under another name, in another chunk, self-closing or not,
    # in other quotes and spacing, and with repeated names (flagged at each tag)
    '<link name="a"><origin xyz="0 0 0"/><axis xyz="0 0 0"/><o xyz="0 0 0"></o></link><joint xyz="0 0 0"/>',
    '<link x=\'1\'  y="2"/><joint x=\'1\'  y="2"></joint>'
    '<link x="1" x="1"/><link x="1" x="1"/><l x="1" x="1">\n</l>',
    # the very text of an earlier start tag: at the top level and deeper, with and without attributes
    '<link name="a"><visual/><visual/>\n  <link name="a"/></link>\n  <link name="a"><visual/></link>'
    '\n  <link name="a">',
])
def test_fast_body_tokens_build_the_tolerant_tree(monkeypatch, body):
    text = '<robot name="r">\n  %s\n  <link name="z"/>\n</robot>\n' % body
    fast = dump(parse(text, NON_NESTING))
    monkeypatch.setattr(markup, "_FAST_TAG", re.compile(r"(?!)"))
    monkeypatch.setattr(scanner, "_FAST_TOKEN", re.compile(r"(?!)"))
    assert dump(parse(text, NON_NESTING)) == fast


@pytest.mark.parametrize("body", [
    "<gazebo><mu1>0.9</mu1>\n  <mu2> 0.9 </mu2></gazebo>",
    "text at the top <link name='a'/> more text ",
    "<a>x &amp; y</a><b>&#65;</b><c>1 &#xZ; 2</c>",     # references: the general loop reads them
    "<a>\n   </a><b>\t</b>",                              # only whitespace: no text node
    "<a>x<?pi y?>z</a>",
    '<a>x\x00y</a><link name="a\x00"/><link\x00/>',      # NUL: the tolerant path
])
def test_fast_body_text_builds_the_tolerant_tree(monkeypatch, body):
    test_fast_body_tokens_build_the_tolerant_tree(monkeypatch, body)


def test_tags_of_one_text_share_their_attributes_and_place_them_on_demand():
    tag = '<origin xyz="1 2 3" rpy="0 0 0"/>'
    text = '<robot name="r">\n  <link name="a">%s%s</link>\n  <link name="b">%s</link>\n</robot>\n' % (tag, tag, tag)
    doc = parse(text, NON_NESTING)
    first, second, third = [el for el in doc.root.iter() if el.name == "origin"]
    assert second.tag_attrs is third.tag_attrs            # one tuple for the later copies, owned by none
    assert all(a.owner is None for a in second.tag_attrs)
    assert second.get("rpy") == "0 0 0"                   # values need no placing
    assert second.tag_attrs[0].owner is None
    xyz = second.attr("xyz")                              # placed on the element that is asked
    assert xyz.owner is second and second.attr("xyz") is xyz and second.attrs[0] is xyz
    assert third.attrs[0].owner is third and third.tag_attrs[0] is not xyz
    starts = [m.start() + len('<origin xyz="') for m in re.finditer(re.escape(tag), text)]
    assert [el.attrs[0].value_start for el in (first, second, third)] == starts
    assert [el.attr("rpy").value_span for el in (first, second, third)] == [
        (s + len('1 2 3" rpy="'), s + len('1 2 3" rpy="0 0 0')) for s in starts]
    # an edit before them shifts the placed and the unplaced alike
    new = text.replace('name="a"', 'name="aaa"')
    doc = reparse(doc, new, text.index('"a"') + 2, text.index('"a"') + 2, text.index('"a"') + 4)
    assert dump(doc) == dump(parse(new, NON_NESTING))
