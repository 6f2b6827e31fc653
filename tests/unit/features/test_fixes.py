"""Quick fixes on the document model: each removes the diagnostic it is offered for.  Cases are data."""
import pytest

from tests.helpers.rule_cases import robot
from urdf_ls.document.document import Document
from urdf_ls.features import fixes


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
