"""Messages that say what is wrong in the user's words (#42): an unexpanded substitution in a plain URDF, a
package:// URI without a package, the KDL preflight, the <inertial> hover's count of the shapes that carry mass."""
from tests.helpers.rule_cases import lint
from urdf_ls.document.session import Session
from urdf_ls.features.hover import hover
from urdf_ls.rules.targets.preflight import preflight_lines

ROBOT = ('<robot name="r"><link name="a"/><link name="b"><visual><geometry><mesh filename="package:///x.stl"/>'
         '</geometry></visual></link><joint name="j" type="fixed"><origin xyz="$(optenv X 0) 0 0"/>'
         '<parent link="a"/><child link="b"/></joint></robot>')


def messages(text, name="/tmp/case.urdf"):
    _doc, diags = lint(text, name=name)
    return {d.code.value: d.message for d in diags}


def test_an_unexpanded_substitution_in_a_plain_urdf_is_named():
    m = messages(ROBOT)["origin-xyz"]
    assert "'$(optenv' is not a number: an unexpanded xacro or roslaunch substitution" in m


def test_a_package_uri_without_a_package_says_so():
    s = Session()
    s.open("k", ROBOT, "/tmp/case.urdf")
    m = next(d.message for d in s.diagnostics("k") if d.code.value == "package-not-found")
    assert "no package name: write package://<package>/x.stl" in m and "File not found" not in m


def test_the_kdl_preflight_says_what_kdl_keeps():
    s = Session()
    s.open("k", ROBOT, "/tmp/case.urdf")
    lines = preflight_lines("/tmp/case.urdf", s.document("k").tree.root, ["kdl"])
    assert any("left out of the KDL tree, which keeps only links, joints and inertials: 1 <visual>" in line
               for line in lines), lines


def test_the_inertial_hover_counts_the_collision_shapes_only():
    text = ('<robot name="r"><link name="a"><inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" '
            'iyy="0.01" iyz="0" izz="0.01"/></inertial><visual><geometry><box size="0.1 0.1 0.1"/></geometry>'
            '</visual><collision><geometry><box size="0.1 0.1 0.1"/></geometry></collision></link></robot>')
    s = Session(caller_waits=True)
    s.open("k", text, "/tmp/h.urdf")
    h = hover(s.document("k"), text.index("<inertial>") + 2)
    assert "(collision geometry, 1 shape):" in h.markdown
