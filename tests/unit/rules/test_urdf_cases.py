"""One case per rule: the diagnostic appears where it should (code, severity, exact range text) and
not on the corrected variant.  Every case is also run through check_urdf: we report an Error exactly
when urdfdom prints `Error:`."""
import pytest

from tests.helpers.rule_cases import CASES, E, I, W, link_b, lint, robot


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_rule(case, tmp_path):
    cid, text, code, sev, covered, fixed = case
    doc, diags = lint(text, tmp_path)
    if code is None:
        assert [d for d in diags if d.severity == E] == [], diags
    else:
        hits = [d for d in diags if d.code == code]
        assert hits, "expected %s in %s" % (code, diags)
        assert hits[0].severity == sev
        if covered is not None:
            assert text[hits[0].start:hits[0].end] == covered
        assert hits[0].end - hits[0].start < 80  # narrow ranges, never the whole file
    _, diags2 = lint(fixed, tmp_path, "fixed.urdf")
    if code is not None:
        assert code not in {d.code for d in diags2}, diags2
    assert [d for d in diags2 if d.severity == E] == [], diags2


def test_known_extension_attributes_are_not_unknown():
    """attributes other tools read (pybullet, Drake, exporters) are vocabulary, not typos; a typo still is"""
    doc, diags = lint(robot(joint_type="revolute", joint_body='<limit effort="1" velocity="1" current="2"/>'
                            '<dynamics damping="0.1" mu_coulomb="0.2"/>'))
    assert [d for d in diags if d.code == "unknown-attribute"] == []
    doc, diags = lint(robot(joint_body='<dynamics damping="0.1" dampin="0.2"/>'))
    assert [d.severity for d in diags if d.code == "unknown-attribute"] == [W]


def test_package_folder_only(tmp_path):
    """package://pkg/x found as a plain folder next to the file: information that ROS will not find it"""
    (tmp_path / "meshes").mkdir()
    (tmp_path / "meshes" / "a.stl").write_bytes(b"solid a\nendsolid a\n")
    mesh = '<visual><geometry><mesh filename="package://meshes/%s"/></geometry></visual>'
    doc, diags = lint(link_b(mesh % "a.stl"), tmp_path)
    hits = [d for d in diags if d.code in ("package-folder-only", "package-not-found")]
    assert [(d.code, d.severity) for d in hits] == [("package-folder-only", I)], hits
    assert "package.xml" in hits[0].message
    doc, diags = lint(link_b(mesh % "b.stl"), tmp_path)
    assert [d.code for d in diags if d.code.startswith("package")] == ["package-not-found"]


