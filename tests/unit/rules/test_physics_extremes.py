"""The numeric rules on extreme numbers (issue #39): `<inertia ixx="1e308">` overflowed in the inertia rule and the
whole analysis failed (only internal-error was published, a real `<box size="1 1">` error was lost); a 1e200 box
or mesh scale divided by zero in the density rule.  Every numeric rule now handles 1e308, subnormals, inf and nan,
and a rule that fails loses only its own diagnostics."""
import logging
import math

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.helpers import meshes as M
from urdf_ls.codes import Code
from urdf_ls.document.document import Document
from urdf_ls.rules import physics, urdf

EXTREMES = [0.0, 1.0, -1.0, 1e308, -1e308, 1.7976931348623157e308, 1e200, 1e-200, 5e-324, -5e-324, 2.2e-308,
            1e-50, 1e50, 1e51, 1e-51, 3.0, 1e-3, 1e-12]
NUMBER = st.one_of(st.sampled_from(EXTREMES), st.floats(allow_nan=False, allow_infinity=False))
POSITIVE = st.one_of(st.sampled_from([x for x in EXTREMES if x > 0]), st.floats(min_value=5e-324, max_value=1e308))


def text_of(v):
    return repr(float(v))


def robot(mass, inertia, size, radius, xyz, rpy, limit):
    """a link with every numeric value the rules read, and a second link with a real error (a 2-number box)"""
    ixx, ixy, ixz, iyy, iyz, izz = map(text_of, inertia)
    return """<robot name="r">
  <link name="a">
    <inertial><origin xyz="%s" rpy="%s"/><mass value="%s"/>
      <inertia ixx="%s" ixy="%s" ixz="%s" iyy="%s" iyz="%s" izz="%s"/></inertial>
    <collision><origin xyz="%s" rpy="%s"/><geometry><box size="%s"/></geometry></collision>
    <visual><geometry><cylinder radius="%s" length="%s"/></geometry></visual>
    <visual><geometry><sphere radius="%s"/></geometry></visual>
  </link>
  <joint name="j" type="revolute"><parent link="a"/><child link="b"/><origin xyz="%s" rpy="%s"/>
    <axis xyz="%s"/><limit lower="%s" upper="%s" effort="%s" velocity="1"/></joint>
  <link name="b"><inertial><origin xyz="%s"/><mass value="%s"/>
      <inertia ixx="%s" ixy="%s" ixz="%s" iyy="%s" iyz="%s" izz="%s"/></inertial>
    <visual><geometry><box size="1 1"/></geometry></visual></link>
</robot>
""" % (" ".join(map(text_of, xyz)), " ".join(map(text_of, rpy)), text_of(mass), ixx, ixy, ixz, iyy, iyz, izz,
       " ".join(map(text_of, xyz)), " ".join(map(text_of, rpy)), " ".join(map(text_of, size)), text_of(radius),
       text_of(radius), text_of(radius), " ".join(map(text_of, xyz)), " ".join(map(text_of, rpy)),
       " ".join(map(text_of, rpy)), text_of(-limit), text_of(limit), text_of(abs(limit)),
       " ".join(map(text_of, xyz)), text_of(mass), ixx, ixy, ixz, iyy, iyz, izz)


def assert_sound(diags, caplog):
    codes = {d.code for d in diags}
    assert Code.INTERNAL_ERROR not in codes, [d.message for d in diags if d.code == Code.INTERNAL_ERROR]
    assert Code.BOX_SIZE in codes       # (the other link's real error is never lost)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text
    for d in diags:
        words = d.message.replace("(", " ").replace(")", " ").replace(",", " ").split()
        assert not {"nan", "inf", "-inf"} & set(words), d.message


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mass=NUMBER, inertia=st.tuples(*[NUMBER] * 6), size=st.tuples(*[POSITIVE] * 3), radius=POSITIVE,
       xyz=st.tuples(*[NUMBER] * 3), rpy=st.tuples(*[NUMBER] * 3), limit=NUMBER)
def test_the_rules_hold_on_any_finite_numbers(caplog, mass, inertia, size, radius, xyz, rpy, limit):
    caplog.clear()
    with caplog.at_level(logging.ERROR, logger="urdf_ls"):
        assert_sound(Document(robot(mass, inertia, size, radius, xyz, rpy, limit)).diagnostics(), caplog)


@pytest.mark.parametrize("inertia", [(1e308, 0, 0, 1e308, 0, 1e308), (1e308, 1e308, 1e308, 1e308, 1e308, 1e308),
                                     (5e-324, 0, 0, 5e-324, 0, 5e-324), (1e308, 0, 0, 5e-324, 0, 5e-324),
                                     (1, 0, 0, 1, 0, 1e308)])
def test_the_inertia_rule_on_the_extremes_of_a_double(caplog, inertia):
    with caplog.at_level(logging.ERROR, logger="urdf_ls"):
        diags = Document(robot(1.0, inertia, (1, 1, 1), 1.0, (0, 0, 0), (0, 0, 0), 1.0)).diagnostics()
    assert_sound(diags, caplog)


def test_a_triangle_violation_of_1e308_entries_is_reported_in_their_scale():
    out = []
    urdf.check_inertia_matrix(out, _Element(), 1e307, 0.0, 0.0, 1e307, 0.0, 1.5e308)
    assert [d.code for d in out] == [Code.INERTIA_TRIANGLE] and "1.5e+308" in out[0].message


SPECIAL = st.sampled_from([math.inf, -math.inf, math.nan, 1e308, -1e308, 5e-324, 0.0, 1.0])


@given(st.tuples(*[st.one_of(SPECIAL, st.floats())] * 6))
def test_the_inertia_matrix_check_never_raises_on_any_double(values):
    urdf.check_inertia_matrix([], _Element(), *values)


class _Element:
    """what a diagnostic needs of an element (on_name)"""
    c, _ns, _ne, name = None, 0, 1, "inertia"


def test_a_1e200_box_or_mesh_scale_leaves_the_physics_silent_not_failed(tmp_path, caplog):
    M.stl_binary(tmp_path / "m.stl", *M.box_mesh(1, 1, 1))
    text = robot(1.0, (1, 0, 0, 1, 0, 1), (1e200, 1e200, 1e200), 1.0, (0, 0, 0), (0, 0, 0), 1.0)
    text = text.replace('<sphere radius="1.0"/>', '<mesh filename="m.stl" scale="1e200 1e200 1e200"/>')
    path = tmp_path / "r.urdf"
    path.write_text(text)
    from urdf_ls.document.session import Session
    from urdf_ls.workspace.workspace import Workspace
    with caplog.at_level(logging.ERROR, logger="urdf_ls"):
        session = Session(Workspace([str(tmp_path)]))
        session.open_file("k", str(path))
        session.wait_for_meshes("k", 30)
        assert_sound(session.diagnostics("k"), caplog)


def test_a_failing_physics_check_loses_only_its_own_link(monkeypatch):
    def broken(lp, out):
        raise ZeroDivisionError("a bug")
    monkeypatch.setattr(physics, "check_link", broken)
    text = robot(1.0, (1, 0, 0, 1, 0, 1), (1, 1, 1), 1.0, (0, 0, 0), (0, 0, 0), 1.0)
    diags = Document(text).diagnostics()
    failed = [d for d in diags if d.code == Code.INTERNAL_ERROR]
    assert len(failed) == 1 and "physics" in failed[0].message and Code.BOX_SIZE in {d.code for d in diags}


def test_a_failing_element_rule_loses_only_its_own_diagnostics(monkeypatch):
    def broken(ctx, out, el, arg):
        out.append("half-done")
        raise OverflowError("a bug")
    monkeypatch.setattr(urdf, "check_inertia", broken)
    text = robot(1.0, (1, 0, 0, 1, 0, 1), (1, 1, 1), 1.0, (0, 0, 0), (0, 0, 0), 1.0)
    diags = Document(text).diagnostics()
    assert "half-done" not in diags
    failed = [d for d in diags if d.code == Code.INTERNAL_ERROR]
    assert len(failed) == 2 and all("<inertia>" in d.message for d in failed)    # (one per <inertia>)
    assert Code.BOX_SIZE in {d.code for d in diags}


@pytest.mark.parametrize("text", [
    '<robot name="r" version="%s.0"><link name="a"/></robot>' % ("1" * 5000),
    '<robot name="r"><link name="a&#%s;"/></robot>' % ("1" * 5000),
    '<robot name="r"><link name="a&#x%s;"/></robot>' % ("f" * 5000),
])
def test_numbers_of_thousands_of_digits_in_the_xml(caplog, text):
    """int() refuses strings of more than 4,300 digits: a version or a character reference of 5,000 failed the
    root rule, or the whole parse"""
    with caplog.at_level(logging.ERROR, logger="urdf_ls"):
        diags = Document(text).diagnostics()
    assert Code.INTERNAL_ERROR not in {d.code for d in diags} and not caplog.records


def test_a_failing_document_wide_rule_loses_only_its_own_diagnostics(monkeypatch):
    from urdf_ls.rules import root

    class Broken:
        def fullmatch(self, _text):
            raise RuntimeError("a bug")
    monkeypatch.setattr(root, "_VERSION", Broken())
    text = robot(1.0, (1, 0, 0, 1, 0, 1), (1, 1, 1), 1.0, (0, 0, 0), (0, 0, 0), 1.0).replace(
        '<robot name="r">', '<robot name="r" version="1.0">')
    diags = Document(text).diagnostics()
    failed = [d for d in diags if d.code == Code.INTERNAL_ERROR]
    assert len(failed) == 1 and "root element" in failed[0].message and Code.BOX_SIZE in {d.code for d in diags}


@settings(max_examples=60, deadline=None)
@given(mass=NUMBER, inertia=st.tuples(*[NUMBER] * 6), size=st.tuples(*[POSITIVE] * 3), radius=POSITIVE,
       xyz=st.tuples(*[NUMBER] * 3), rpy=st.tuples(*[NUMBER] * 3), limit=NUMBER)
def test_the_numeric_features_hold_on_any_finite_numbers(mass, inertia, size, radius, xyz, rpy, limit):
    """hover on every element and value, inlay hints, the inertia table and the quick fixes of every diagnostic"""
    from urdf_ls.features import fixes, hover, inlay, physics_table
    text = robot(mass, inertia, size, radius, xyz, rpy, limit)
    doc = Document(text)
    inlay.inlay_hints(doc)
    physics_table.inertia_table(doc)
    for el in doc.tree.root.iter():
        if el.kind == "element":
            hover.hover(doc, el.name_start)
            for a in el.attrs:
                hover.hover(doc, a.value_start)
    for d in doc.diagnostics():
        fixes.fixes(doc, d)
