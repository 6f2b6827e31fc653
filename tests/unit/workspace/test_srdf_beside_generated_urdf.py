"""The commonest layout, urdf/robot.urdf.xacro with the urdf/robot.urdf generated from it and srdf/robot.srdf, checks
the SRDF against the URDF (its names are literal), from the package or from srdf/ alone; where the robot name is
still ambiguous, the message gives the project-file line that settles it, and that line works (#42)."""
from urdf_ls.codes import Code
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace

URDF = ('<robot name="robot"><link name="base"/><link name="arm"/><joint name="j" type="revolute"><parent link="base"/>'
        '<child link="arm"/><limit effort="1" velocity="1"/></joint></robot>')
XACRO = URDF.replace('<robot name="robot">', '<robot name="robot" xmlns:xacro="http://www.ros.org/wiki/xacro">')
SRDF = '<robot name="robot"><group name="arm"><joint name="j"/><link name="ghost"/></group></robot>'


def package(tmp_path, srdf_name="robot.srdf"):
    pkg = tmp_path / "robot_description"
    (pkg / "urdf").mkdir(parents=True)
    (pkg / "srdf").mkdir()
    (pkg / "package.xml").write_text('<package format="3"><name>robot_description</name></package>')
    (pkg / "urdf" / "robot.urdf").write_text(URDF)
    (pkg / "urdf" / "robot.urdf.xacro").write_text(XACRO)
    (pkg / "srdf" / srdf_name).write_text(SRDF)
    return pkg


def codes(folder, srdf):
    s = Session(Workspace([str(folder)]))
    s.open_file(str(srdf), str(srdf))
    return {d.code: d.message for d in s.diagnostics(str(srdf))}


def test_the_srdf_is_checked_against_the_generated_urdf(tmp_path):
    pkg = package(tmp_path)
    for folder in (pkg, pkg / "srdf"):
        found = codes(folder, pkg / "srdf" / "robot.srdf")
        assert Code.SRDF_NO_URDF not in found and "Unknown link 'ghost' in the URDF robot.urdf" in \
            found[Code.SRDF_UNKNOWN_LINK]


def test_an_ambiguity_left_names_the_project_file_line_that_settles_it(tmp_path):
    pkg = package(tmp_path, "arm.srdf")
    (pkg / "urdf" / "other.urdf").write_text(URDF)
    message = codes(pkg, pkg / "srdf" / "arm.srdf")[Code.SRDF_NO_URDF]
    line = message.split("in %s: " % (pkg / "urdf-ls.toml"))[1]
    assert line == '[srdf] "srdf/arm.srdf" = "urdf/other.urdf"'
    table, entry = line.split(" ", 1)
    (pkg / "urdf-ls.toml").write_text(table + "\n" + entry + "\n")
    found = codes(pkg, pkg / "srdf" / "arm.srdf")
    assert Code.SRDF_NO_URDF not in found and "other.urdf" in found[Code.SRDF_UNKNOWN_LINK]
