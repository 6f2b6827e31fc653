"""xacro semantics without running xacro: params parsed as xacro does, blocks, expression hovers with
safe evaluation, macro completion with block bodies, and how expansion results are reported.
Cases are data; `|` marks the cursor."""

import pytest

from urdf_ls.document.document import Document
from urdf_ls.document.expansion import diagnostics_of_expansion
from urdf_ls.features import hover
from urdf_ls.vocabulary.xacro import Param, evaluate, parse_params

HEAD = '<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'

PARAMS = [
    ("name xyz:='0 0 0' rpy:=\"0 0 ${pi}\" *origin **rest",
     [Param("name", False, "value"), Param("xyz", True, "value"), Param("rpy", True, "value"),
      Param("origin", False, "block"), Param("rest", False, "blocks")]),
    ("prefix ^ scale:=^|1.0 reflect=1", [Param("prefix", False, "value"), Param("", True, "value"),
                                          Param("scale", True, "value"), Param("reflect", True, "value")]),
    ("prefix:=^", [Param("prefix", True, "value")]),
]


@pytest.mark.parametrize("spec,expected", PARAMS)
def test_params_are_split_like_xacro(spec, expected):
    assert parse_params(spec) == expected


def xacro_doc(tmp_path, body, name="r.urdf.xacro"):
    p = tmp_path / name
    p.write_text(HEAD + body + "\n</robot>\n")
    return Document(p.read_text(), str(p)), p


def codes(doc):
    return sorted((d.code.value, doc.text[d.start:d.end]) for d in doc.diagnostics())


def test_quoted_defaults_with_spaces_need_no_argument(tmp_path):
    doc, _ = xacro_doc(tmp_path, '<xacro:macro name="arm" params="prefix xyz:=\'0 0 0\'"><link name="${prefix}l"/>'
                                 '</xacro:macro>\n<xacro:arm prefix="a_"/>')
    assert codes(doc) == []


def test_missing_blocks_are_warned(tmp_path):
    doc, _ = xacro_doc(tmp_path, '<xacro:macro name="leg" params="p *joint_origin"><link name="${p}l"/>'
                                 '</xacro:macro>\n<xacro:leg p="a"/>\n<xacro:leg p="b"><origin/></xacro:leg>')
    assert codes(doc) == [("xacro-missing-param", "xacro:leg")]
    assert "block" in doc.diagnostics()[0].message


def test_python_namespace_is_known(tmp_path):
    doc, _ = xacro_doc(tmp_path, '<xacro:property name="n" value="${python.len(\'abc\')}"/><link name="l"/>')
    assert codes(doc) == []


EVAL = [("pi/2", 1.5707963), ("2*radius + 0.5", 0.7), ("radians(90)", 1.5707963), ("math.sqrt(4)", 2.0),
        ("-length", -0.3), ("__import__('os').system('true')", None), ("open('/etc/passwd')", None),
        ("10**10**10", None), ("undefined_name", None), ("'a' + 'b'", None)]
PROPS = {"radius": "0.1", "length": "${3*radius}"}


@pytest.mark.parametrize("expr,value", EVAL)
def test_safe_evaluation(expr, value):
    got = evaluate(expr, PROPS.get)
    assert (got is None) if value is None else abs(got - value) < 1e-6


def test_expression_hover_shows_value(tmp_path):
    doc, _ = xacro_doc(tmp_path, '<xacro:property name="w" value="0.25"/>\n'
                                 '<link name="l"><visual><origin rpy="0 0 ${pi/2}" xyz="${w*2} 0 0"/></visual></link>')
    h = hover.hover(doc, doc.text.index("${pi/2}") + 3)
    assert "1.5708" in h.markdown and "not a number" not in h.markdown
    h = hover.hover(doc, doc.text.index("${w*2}") + 3)
    assert "**0.5**" in h.markdown


def test_macro_library_expansion_is_information(tmp_path):
    p = tmp_path / "lib.xacro"
    p.write_text('<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n<xacro:macro name="w" params="n">'
                 '<link name="${n}"/></xacro:macro>\n</robot>\n')
    doc = Document(p.read_text(), str(p))
    ds = diagnostics_of_expansion(doc, '<?xml version="1.0"?>\n<robot/>\n', None)
    assert [(d.code.value, int(d.severity)) for d in ds] == [("xacro-macro-library", 3)]


def test_expansion_failure_is_put_on_the_line_xacro_names(tmp_path):
    doc, _ = xacro_doc(tmp_path, '<link name="a"/>\n<link name="b">\n</robot>')
    d, = diagnostics_of_expansion(doc, None, "ExpatError: mismatched tag: line 4, column 2")
    assert doc.lines.line_of(d.start) == 3 and d.code == "xacro-expansion-failed"


def test_expansion_failure_in_an_included_file_points_at_its_include(tmp_path):
    (tmp_path / "inc.xacro").write_text('<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
                                        '<xacro:macro name="m">\n<link name="a">\n</robot>\n')
    doc, _ = xacro_doc(tmp_path, '<xacro:include filename="inc.xacro"/>\n<link name="b"/>')
    d, = diagnostics_of_expansion(doc, None, "ExpatError: mismatched tag: line 4, column 2")
    assert doc.text[d.start:d.end] == "xacro:include" and "inc.xacro, line 4" in d.message
