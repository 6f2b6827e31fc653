"""What the opt-in expansion finds in a link written in an included file lands on the source line that includes it,
with the severity the rule gave it in the expanded URDF, and a related place in the included file (#42)."""
from urdf_ls.codes import Code, Severity
from urdf_ls.document.expansion import diagnostics_of_expansion
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace

PART = ('<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <link name="frame">\n    <inertial>\n'
        '      <mass value="0"/>\n      <inertia ixx="0" ixy="0" ixz="0" iyy="0" iyz="0" izz="0"/>\n    </inertial>\n'
        '  </link>\n  <joint name="f" type="fixed"><parent link="base"/><child link="frame"/></joint>\n</robot>\n')
MAIN = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <link name="base"/>\n'
        '  <xacro:include filename="part.xacro"/>\n</robot>\n')
EXPANDED = ('<robot name="r">\n  <link name="base"/>\n  <link name="frame">\n    <inertial>\n      <mass value="0"/>\n'
            '      <inertia ixx="0" ixy="0" ixz="0" iyy="0" iyz="0" izz="0"/>\n    </inertial>\n  </link>\n'
            '  <joint name="f" type="fixed"><parent link="base"/><child link="frame"/></joint>\n</robot>\n')


def test_a_finding_in_an_included_file_sits_on_the_include_with_its_severity_and_place(tmp_path):
    (tmp_path / "part.xacro").write_text(PART)
    main = tmp_path / "r.urdf.xacro"
    main.write_text(MAIN)
    s = Session(Workspace([str(tmp_path)]), caller_waits=True)
    s.open_file(str(main), str(main))
    doc = s.document(str(main))
    expanded = Session(caller_waits=True)
    expanded.open("e", EXPANDED, str(tmp_path / "r.urdf"))
    urdf_severity = {d.code: d.severity for d in expanded.diagnostics("e")}
    found = {d.code: d for d in diagnostics_of_expansion(doc, EXPANDED, None)}
    d = found[Code.MASS_ZERO]
    assert MAIN[d.start:d.end] == "xacro:include"
    assert d.severity == urdf_severity[Code.MASS_ZERO] == Severity.INFORMATION
    (place,) = d.related
    assert place.path == str(tmp_path / "part.xacro") and PART[slice(*place.span)] == "mass"
