"""Quick fixes, hover docs and completion contexts on the document model."""
import pytest

from test_rules import robot
from urdf_ls import actions, features, schema
from urdf_ls.model import Document


def apply(text, edits):
    for s, e, t in sorted(edits, reverse=True):
        text = text[:s] + t + text[e:]
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
    fixes = dict(actions.fixes(doc, d))
    assert title in fixes, list(fixes)
    fixed = Document(apply(text, fixes[title]), None)
    assert code not in {x.code for x in fixed.diagnostics()}
    assert all(x.severity != 1 for x in fixed.diagnostics()), fixed.diagnostics()


def test_every_element_and_attribute_has_hover_docs():
    for name, spec in schema.ELEMENTS.items():
        attrs = " ".join('%s="1"' % a for a in spec.attrs)
        text = '<robot name="r"><%s %s/></robot>' % (name, attrs) if name != "robot" else \
            '<robot %s/>' % attrs
        doc = Document(text, None)
        off = text.index("<" + name, 1 if name != "robot" else 0) + 2
        md, _ = features.hover(doc, off)
        assert spec.doc in md
        for a in spec.attrs:
            h = features.hover(doc, text.index(" %s=" % a, off) + 2)
            assert h and spec.attrs[a] in h[0], (name, a)


def test_hover_facts():
    box = schema.ELEMENTS["box"].attrs["size"]
    assert "not half" in box
    assert "Z" in schema.ELEMENTS["cylinder"].doc
    assert set(schema.JOINT_TYPES) == {"revolute", "continuous", "prismatic", "fixed", "floating", "planar"}
    assert "extrinsic" in schema.A_RPY


def test_completion_contexts():
    text = '<robot name="r">\n  <link name="a">\n    <visual>\n      <geometry>\n        <\n'
    doc = Document(text, None)
    labels = {i["label"] for i in features.completion(doc, len(text) - 1)}
    assert labels == {"box", "cylinder", "sphere", "mesh"}
    text = '<robot name="r"><link name="a"/><joint name="j" ></joint></robot>'
    doc = Document(text, None)
    labels = {i["label"] for i in features.completion(doc, text.index('" >') + 2)}
    assert labels == {"type"}  # name already present
    labels = {i["label"] for i in features.completion(doc, text.index("</joint>"))}
    assert {"parent", "child", "origin", "axis", "limit"} <= labels and "link" not in labels
    text = '<robot name="r">\n  \n</robot>'
    doc = Document(text, None)
    items = features.completion(doc, text.index("\n  ") + 3)
    labels = {i["label"] for i in items}
    assert {"link", "joint", "material", "link (full)", "joint (revolute)"} <= labels
    snippet = next(i for i in items if i["label"] == "link (full)")["insert"]
    assert snippet.startswith("<link") and "<inertia " in snippet


def test_rename_updates_all_references():
    text = robot(body='<gazebo reference="b"/>')
    doc = Document(text, None)
    off = text.index('link name="b"') + len('link name="')
    edits = features.rename(doc, off, "body")
    new = apply(text, edits)
    assert 'link name="body"' in new and '<child link="body"/>' in new and 'reference="body"' in new
    assert all(d.severity != 1 for d in Document(new, None).diagnostics())


def test_symbols_deep_chain_does_not_recurse():
    n = 3000
    links = "".join('<link name="l%d"/>' % i for i in range(n))
    joints = "".join('<joint name="j%d" type="fixed"><parent link="l%d"/><child link="l%d"/></joint>' % (i, i - 1, i)
                     for i in range(1, n))
    doc = Document('<robot name="r">%s%s</robot>' % (links, joints), None)
    syms = features.symbols(doc)
    depth, s = 0, syms[0]
    while s["children"]:
        s = s["children"][0]
        depth += 1
    assert depth == 1 + 2 * (n - 1)


def test_definition_of_material_and_mimic_joint():
    text = robot(links='<link name="a"/><link name="b"><visual><geometry><box size="1 1 1"/></geometry>'
                       '<material name="red"/></visual></link>',
                 body='<material name="red"><color rgba="1 0 0 1"/></material>'
                      '<link name="c"/><joint name="k" type="fixed"><parent link="b"/><child link="c"/>'
                      '<mimic joint="j"/></joint>')
    doc = Document(text, None)
    d = features.definition(doc, text.index('<material name="red"/>') + len('<material name="r'))
    assert [text[a.value_start - 16:a.value_start] for a in d] == ['<material name="']
    assert d[0].value_start == text.index('<material name="red"><color') + len('<material name="')
    d = features.definition(doc, text.index('<mimic joint="j"') + len('<mimic joint="'))
    assert d[0].value_start == text.index('<joint name="j"') + len('<joint name="')
    refs = features.references(doc, text.index('<joint name="j"') + len('<joint name="'))
    assert len(refs) == 2
