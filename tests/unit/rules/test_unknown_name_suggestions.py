"""Suggestions for unknown names stay a bounded cost (issue #39's "60,000 unknown joints" class): each compares up
to 200 names, so 40,000 unknown joints of a controller file against a 1,000-joint robot took 20 s, and the
thousands of <disable_collisions> pairs a stale URDF leaves sorted the robot's links again for each."""
from tests.helpers.bounded import bounded
from urdf_ls.codes import Code
from urdf_ls.rules.controllers import MAX_SUGGESTED, RobotJoints, check_controller_file
from urdf_ls.workspace.controllers import ControllerFile


def test_a_controller_file_s_unknown_joints_get_a_bounded_number_of_suggestions():
    joints = RobotJoints()
    for i in range(1000):
        joints.add("robot_joint_%d" % i)
    names = "".join("      - robot_jiont_%d\n" % i for i in range(5000))
    f = ControllerFile("/ws/c.yaml", "arm:\n  ros__parameters:\n    joints:\n" + names)
    with bounded(20.0):
        diags = check_controller_file(f, joints)
    assert len(diags) == 5000 and all(d.code == Code.CONTROLLER_UNKNOWN_JOINT for d in diags)
    suggested = [d for d in diags if "did you mean" in d.message]
    assert len(suggested) == MAX_SUGGESTED and "did you mean 'robot_joint_0'" in diags[0].message


def test_an_srdf_naming_a_stale_link_thousands_of_times_is_checked_at_once(tmp_path):
    from tests.helpers.moveit import session_diagnostics
    links = "".join('<link name="link_%d"/>' % i for i in range(1000))
    (tmp_path / "r.urdf").write_text('<robot name="r">%s</robot>' % links)
    pairs = "".join('<disable_collisions link1="lnik_%d" link2="link_%d" reason="Never"/>' % (i % 50, i)
                    for i in range(999))
    (tmp_path / "r.srdf").write_text('<robot name="r">%s%s</robot>' % (pairs, pairs * 4))
    with bounded(30.0):
        diags = session_diagnostics(tmp_path / "r.srdf", [str(tmp_path)])
    stale = [d for d in diags if d.code == Code.SRDF_STALE_COLLISION_PAIR]
    assert len(stale) >= 999 and "did you mean 'link_" in stale[0].message     # (the store caps what is shown)
