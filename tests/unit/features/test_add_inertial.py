"""A link with geometry and no <inertial> is offered one computed from its geometry (#42), checked against the
box's closed-form inertia, and the edited file checks clean of the physics rules."""
from urdf_ls.codes import Code
from urdf_ls.document.session import Session
from urdf_ls.features.fixes import actions_at

ROBOT = ('<robot name="r">\n  <link name="base"/>\n  <link name="box">\n    <collision>\n      <geometry><box size='
         '"0.1 0.2 0.3"/></geometry>\n    </collision>\n  </link>\n  <joint name="j" type="revolute"><parent link='
         '"base"/><child link="box"/><axis xyz="0 0 1"/><limit effort="1" velocity="1" lower="-1" upper="1"/>'
         '</joint>\n</robot>\n')


def apply(text, edit):
    return text[:edit.start] + edit.new_text + text[edit.end:]


def test_a_link_without_inertial_gets_one_from_its_geometry_per_density():
    s = Session(caller_waits=True)
    s.open("r.urdf", ROBOT, "/tmp/r.urdf")
    doc = s.document("r.urdf")
    actions = actions_at(doc, ROBOT.index("<collision>"), ROBOT.index("<collision>"))
    assert [a.title.split(" at ")[1].split(" (")[0] for a in actions] == ["1000 kg/m³", "2700 kg/m³", "7850 kg/m³"]
    (edit,) = actions[1].edits
    text = apply(ROBOT, edit)
    assert '    <inertial>\n      <origin xyz="0 0 0" rpy="0 0 0"/>\n      <mass value="16.2"/>' in text
    m, (x, y, z) = 2700 * 0.1 * 0.2 * 0.3, (0.1, 0.2, 0.3)
    ixx, iyy, izz = m * (y * y + z * z) / 12, m * (x * x + z * z) / 12, m * (x * x + y * y) / 12
    assert '<inertia ixx="%.6g" ixy="0" ixz="0" iyy="%.6g" iyz="0" izz="%.6g"/>' % (ixx, iyy, izz) in text
    s.change("r.urdf", [(None, text)])
    codes = {d.code for d in s.diagnostics("r.urdf")}
    assert not codes & {Code.INERTIA_EXCEEDS_GEOMETRY, Code.COM_OUTSIDE_GEOMETRY, Code.DENSITY_IMPLAUSIBLE}, codes


def test_no_action_where_the_link_has_an_inertial_or_no_geometry():
    s = Session(caller_waits=True)
    with_inertial = ROBOT.replace("<collision>", '<inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" '
                                  'iyy="1" iyz="0" izz="1"/></inertial><collision>')
    s.open("a.urdf", with_inertial, "/tmp/a.urdf")
    assert actions_at(s.document("a.urdf"), with_inertial.index("<collision>"), 0) == []
    s.open("b.urdf", ROBOT, "/tmp/b.urdf")
    assert actions_at(s.document("b.urdf"), ROBOT.index('"base"'), 0) == []        # (no geometry)
