"""xacro: directives and expressions are never flagged; macros/properties/args are indexed across
includes ($(find pkg) via package.xml) for diagnostics, completion and go to definition."""

import pytest

from tests.helpers.xacro_packages import EXP_MACROS
from tests.helpers.xacro_packages import WHEEL_MACROS as MACROS
from tests.helpers.xacro_packages import WHEEL_ROBOT as ROBOT
from urdf_ls.document.document import Document
from urdf_ls.features import completion as features


@pytest.fixture
def pkg(tmp_path):
    (tmp_path / "package.xml").write_text("<package><name>my_robot</name></package>")
    (tmp_path / "urdf").mkdir()
    (tmp_path / "urdf" / "macros.xacro").write_text(MACROS)
    (tmp_path / "urdf" / "robot.urdf.xacro").write_text(ROBOT)
    return tmp_path


def diags(path):
    doc = Document(path.read_text(), str(path))
    return doc, doc.diagnostics()


def test_xacro_diagnostics(pkg):
    doc, ds = diags(pkg / "urdf" / "robot.urdf.xacro")
    text = doc.text
    got = {(d.code, text[d.start:d.end]) for d in ds}
    assert ("xacro-missing-param", "xacro:wheel") in got
    assert ("xacro-unknown-macro", "xacro:wheell") in got
    assert ("xacro-unknown-param", "colour") in got
    assert ("xacro-undefined-property", "base_widht") in got
    assert ("xacro-undefined-arg", "nope") in got
    # each stops `xacro FILE` where it stands (outside any macro or condition): Errors (tests/e2e/test_xacro_failures.py)
    assert all(d.severity == 1 for d in ds if d.code.startswith("xacro-")), ds
    # the correct uses are not flagged
    assert not any(text[d.start:d.end] in ("base_width", "prefix", "radius") for d in ds)
    unknown = next(d for d in ds if d.code == "xacro-unknown-macro")
    assert "did you mean 'wheel'" in unknown.message


def test_library_file_uses_includer_context(pkg):
    # macros.xacro alone defines everything it uses; nothing to report
    _, ds = diags(pkg / "urdf" / "macros.xacro")
    assert ds == [], ds


def test_unresolvable_include_disables_unknown_name_checks(pkg):
    p = pkg / "urdf" / "other.xacro"
    p.write_text(ROBOT.replace("$(find my_robot)", "$(find not_a_package)"))
    doc, ds = diags(p)
    codes = {d.code for d in ds}
    assert "xacro-include-unresolved" in codes
    assert not codes & {"xacro-unknown-macro", "xacro-undefined-property"}


def test_xacro_completion(pkg):
    doc = Document((pkg / "urdf" / "robot.urdf.xacro").read_text(), str(pkg / "urdf" / "robot.urdf.xacro"))
    off = doc.text.index("<xacro:wheell") + 1
    labels = {i.label for i in features.completion(doc, off)}
    assert "xacro:wheel" in labels and "xacro:property" in labels and "link" in labels
    off = doc.text.index('name="right"') + 1
    attrs = {i.label for i in features.completion(doc, off - 1)}
    assert {"radius"} <= attrs
    off = doc.text.index("${base_widht}") + 3
    vals = {i.label for i in features.completion(doc, off)}
    assert "base_width" in vals


def test_urdf_rules_still_apply_to_literal_values(pkg):
    p = pkg / "urdf" / "bad.xacro"
    p.write_text(ROBOT.replace('<box size="${base_width} 0.2 0.1"/>', '<box size="0.1,0.2,0.1"/>'))
    _, ds = diags(p)
    assert any(d.code == "box-size" and d.severity == 1 for d in ds)


def test_duplicates_in_xacro_conditionals_are_not_flagged(tmp_path):
    text = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro"><xacro:arg name="big" default="true"/>'
            '<xacro:if value="$(arg big)"><link name="body"/></xacro:if>'
            '<xacro:unless value="$(arg big)"><link name="body"/></xacro:unless>'
            '<link name="twice"/><link name="twice"/></robot>')
    p = tmp_path / "c.xacro"
    p.write_text(text)
    ds = Document(text, str(p)).diagnostics()
    dups = [text[d.start:d.end] for d in ds if d.code == "duplicate-link"]
    assert dups == ["twice"]


LIVE_MACROS = EXP_MACROS
LIVE_ROBOT = """<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="wheels.xacro"/>
  <link name="base"/>
</robot>
"""


def test_the_joint_of_an_included_macro_is_only_seen_by_the_expansion(tmp_path):
    """(what the test above relies on)"""
    (tmp_path / "wheels.xacro").write_text(LIVE_MACROS)
    p = tmp_path / "robot.urdf.xacro"
    text = LIVE_ROBOT.replace('<link name="base"/>', '<link name="base"/>\n  <xacro:wheel name="left" parent="base"/>')
    assert "joint-no-limit" not in {d.code for d in Document(text, str(p)).diagnostics()}


def test_an_expansion_error_in_a_macro_call_is_shown_on_that_call(tmp_path):
    from urdf_ls.document.expansion import diagnostics_of_expansion
    (tmp_path / "wheels.xacro").write_text(LIVE_MACROS)
    text = LIVE_ROBOT.replace('<link name="base"/>', '<link name="base"/>\n  <xacro:wheel name="a" parent="base"/>'
                              '\n  <xacro:wheel parent="base"/>\n  <xacro:wheel name="c" parent="base" size="1"/>')
    doc = Document(text, str(tmp_path / "robot.urdf.xacro"))

    def shown_on(err):
        d, = diagnostics_of_expansion(doc, None, err)
        assert d.code == "xacro-expansion-failed" and err in d.message
        return doc.lines.line_of(d.start), text[d.start:d.end]
    assert shown_on("XacroException: Undefined parameters [name] (calling xacro:wheel)") == (4, "xacro:wheel")
    assert shown_on('XacroException: Invalid parameter "size" (calling xacro:wheel)') == (5, "xacro:wheel")
    # inside the macro (a call it makes): the first call of this file
    assert shown_on("XacroException: name 'x' is not defined (calling xacro:wheel > xacro:tyre)") == (3, "xacro:wheel")
    assert shown_on("XacroException: name 'x' is not defined") == (0, "robot")
