"""Issue #41: a physics finding is a warning only where the geometry can stand for the part and the difference
changes a simulation (weighed against the robot's mass and the joint the link loads); placeholders are said by
their value whatever else fires; the hover says why a rule is silent.  The links below are the cases found on
robots outside the corpus (a Unitree hand's 4.5 g fingers, a B2's bumper plate, an AgileX steering link on a
1 cm dummy cylinder, a G1's mirrored prismatic centre of mass, a TurtleBot caster's 1e-3 inertia)."""
from urdf_ls.codes import Code
from urdf_ls.document.session import Session
from urdf_ls.features.hover import hover
from urdf_ls.workspace.workspace import Workspace

BODY = """  <link name="body">
    <inertial><mass value="%s"/><inertia ixx="2" ixy="0" ixz="0" iyy="2" iyz="0" izz="2"/></inertial>
    <collision><geometry><box size="0.8 0.4 0.3"/></geometry></collision>
  </link>
"""


def link(name, mass, inertia, geometry, com="0 0 0", joint="revolute", tag="collision"):
    ixx, iyy, izz = inertia
    return """  <link name="%s">
    <inertial><origin xyz="%s"/><mass value="%s"/>
      <inertia ixx="%s" ixy="0" ixz="0" iyy="%s" iyz="0" izz="%s"/></inertial>
    <%s><geometry>%s</geometry></%s>
  </link>
  <joint name="%s_joint" type="%s"><parent link="body"/><child link="%s"/><origin xyz="0.2 0 0"/>
    <axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="5000" velocity="1"/></joint>
""" % (name, com, mass, ixx, iyy, izz, tag, geometry, tag, name, joint, name)


def check(tmp_path, *links, body_mass=60):
    path = tmp_path / "robot.urdf"
    path.write_text('<?xml version="1.0"?>\n<robot name="r">\n' + BODY % body_mass + "".join(links) + "</robot>\n")
    session = Session(Workspace([str(tmp_path)]))
    session.open_file(str(path), str(path))
    return session, path, [d for d in session.diagnostics(str(path)) if d.severity == 2]


def codes(diags):
    return sorted(d.code.value for d in diags)


FINGER = '<box size="0.004 0.004 0.005"/>'      # 8e-8 m³: 4.5 g is 56,000 kg/m³, 2.2x osmium


def test_a_light_finger_denser_than_osmium_is_not_a_warning(tmp_path):
    _s, _p, diags = check(tmp_path, link("finger", 0.0045, (2e-9, 2e-9, 2e-9), FINGER))
    assert codes(diags) == []


def test_the_same_finger_in_grams_typed_as_kilograms_is(tmp_path):
    _s, _p, diags = check(tmp_path, link("finger", 4.5, (2e-6, 2e-6, 2e-6), FINGER))
    assert Code.DENSITY_IMPLAUSIBLE.value in codes(diags)


def test_a_placeholder_inertia_is_said_whatever_else_fires(tmp_path):
    _s, _p, diags = check(tmp_path, link("rod", 0.0069, (1e-11, 1e-11, 1e-11), FINGER))
    assert codes(diags) == [Code.INERTIA_PLACEHOLDER.value]
    assert "far below" in diags[0].message


def test_a_dummy_cylinder_under_a_heavy_steering_link_is_a_stand_in(tmp_path):
    dummy = '<cylinder radius="0.005" length="0.001"/>'
    session, path, diags = check(tmp_path, link("steer", 7.85, (0.064, 0.064, 0.11), dummy, com="-0.0126 0 0.0023"))
    assert codes(diags) == []
    doc = session.document(str(path))
    text = path.read_text()
    note = hover(doc, text.index("<mass", text.index('name="steer"')) + 2).markdown
    assert "the geometry is a stand-in" in note


def test_visual_primitives_alone_do_not_stand_for_the_part(tmp_path):
    marker = '<box size="0.01 0.01 0.01"/>'
    _s, _p, diags = check(tmp_path, link("pin", 5.0, (1e-4, 1e-4, 1e-4), marker, tag="visual"))
    assert codes(diags) == []


def test_a_bumper_plate_s_centre_of_mass_is_weighed_against_the_robot(tmp_path):
    plate = '<box size="0.04 0.12 0.14"/>'
    head = link("head", 3.7, (0.026, 0.029, 0.011), plate, com="-0.07 0 0.05", joint="fixed")
    _s, _p, diags = check(tmp_path, head)
    assert codes(diags) == []
    _s, _p, diags = check(tmp_path, head, body_mass=2)      # the same head on a 2 kg robot moves it 9 cm
    assert codes(diags) == [Code.COM_OUTSIDE_GEOMETRY.value]


def test_a_mirrored_centre_of_mass_on_a_prismatic_joint_is_a_warning(tmp_path):
    column = '<cylinder radius="0.055" length="0.432"/>'
    placed = link("lift", 3.3, (0.05, 0.05, 0.005), column, com="0 0 0.432", joint="prismatic")
    _s, _p, diags = check(tmp_path, placed)
    assert codes(diags) == [Code.COM_OUTSIDE_GEOMETRY.value]


def test_a_caster_s_big_inertia_on_a_fixed_joint_is_lumped_and_inert(tmp_path):
    ball = '<sphere radius="0.01"/>'
    _s, _p, diags = check(tmp_path, link("caster", 0.005, (0.001, 0.001, 0.001), ball, joint="fixed"), body_mass=1)
    assert codes(diags) == []
    _s, _p, diags = check(tmp_path, link("wheel", 3, (0.7, 0.7, 0.7), '<cylinder radius="0.1" length="0.05"/>',
                                         joint="continuous"))
    assert codes(diags) == [Code.INERTIA_EXCEEDS_GEOMETRY.value]


def test_the_root_of_a_fixed_base_arm_is_not_weighed(tmp_path):
    arm = link("arm", 3, (0.01, 0.01, 0.01), '<cylinder radius="0.05" length="0.3"/>')
    _s, _p, diags = check(tmp_path, arm, body_mass=6000)       # a 6 t base of 0.1 m³: 62,500 kg/m³
    assert Code.DENSITY_IMPLAUSIBLE.value not in codes(diags)
    second = link("arm2", 3, (0.01, 0.01, 0.01), '<cylinder radius="0.05" length="0.3"/>')
    _s, _p, diags = check(tmp_path, arm, second, body_mass=6000)    # two moving joints: a body, not a mount
    assert Code.DENSITY_IMPLAUSIBLE.value in codes(diags)
