"""Quick fixes, hover, completion and navigation on the document model.  Cases are data: a document
with a `|` marking the cursor and the expected result."""
import pytest

from tests.helpers.rule_cases import robot
from urdf_ls.document.document import Document
from urdf_ls.features import completion, fixes, hover, navigation, symbols
from urdf_ls.vocabulary import schema


def at_cursor(marked, path=None):
    """(Document without the marker, cursor offset)"""
    off = marked.index("|")
    return Document(marked[:off] + marked[off + 1:], path), off


def apply(text, edits):
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        text = text[:e.start] + e.new_text + text[e.end:]
    return text


FIXES = [
    ("joint-type-unknown", robot(joint_type="fixd"), "Change to 'fixed'"),
    ("origin-xyz", robot(joint_body='<origin xyz="1,2,3"/>'), "Use space-separated numbers: '1 2 3'"),
    ("joint-no-limit", robot(joint_type="revolute"), "Add <limit> element"),
    ("limit-effort-missing", robot(joint_type="revolute", joint_body='<limit velocity="1"/>'), "Add effort attribute"),
    ("unknown-link", robot().replace('<parent link="a"/>', '<parent link="base"/>').replace(
        '<link name="a"/>', ""), "Create link 'base'"),
    ("undefined-material", robot(links='<link name="a"/><link name="b"><visual><geometry><box size="1 1 1"/>'
                                       '</geometry><material name="red"/></visual></link>'), "Define material 'red'"),
    ("robot-no-name", robot(head="<robot>"), "Add a robot name"),
    ("unknown-element", robot(joint_body='<axes xyz="0 0 1"/>'), "Change to 'axis'"),
    ("rgba-count", robot(body='<material name="m"><color rgba="1 0 0"/></material>'), "Add alpha 1"),
]


@pytest.mark.parametrize("code,text,title", FIXES, ids=[f[0] for f in FIXES])
def test_quick_fix_removes_diagnostic(code, text, title):
    doc = Document(text, None)
    d = next(d for d in doc.diagnostics() if d.code == code)
    found = {f.title: f.edits for f in fixes.fixes(doc, d)}
    assert title in found, list(found)
    fixed = Document(apply(text, found[title]), None)
    assert code not in {x.code for x in fixed.diagnostics()}
    assert all(x.severity != 1 for x in fixed.diagnostics()), fixed.diagnostics()


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


def test_rename_updates_all_references():
    text = robot(body='<gazebo reference="b"/>')
    doc = Document(text, None)
    edits = navigation.rename(doc, text.index('link name="b"') + len('link name="'), "body")
    new = apply(text, edits)
    assert 'link name="body"' in new and '<child link="body"/>' in new and 'reference="body"' in new
    assert all(d.severity != 1 for d in Document(new, None).diagnostics())


def test_symbols_deep_chain_does_not_recurse():
    n = 3000
    links = "".join('<link name="l%d"/>' % i for i in range(n))
    joints = "".join('<joint name="j%d" type="fixed"><parent link="l%d"/><child link="l%d"/></joint>' % (i, i - 1, i)
                     for i in range(1, n))
    syms = symbols.symbols(Document('<robot name="r">%s%s</robot>' % (links, joints), None))
    depth, s = 0, syms[0]
    while s.children:
        s = s.children[0]
        depth += 1
    assert depth == 1 + 2 * (n - 1)


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
