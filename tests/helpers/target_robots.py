"""The robot the targets tests share (tests/unit/rules/test_targets.py, tests/e2e/test_targets_of_expansion.py): a
camera frame with a Gazebo sensor, a tool on a revolute joint, a floating link below it, a hand with a COLLADA
collision mesh."""

INERTIAL = '<inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>'


LIMIT = '<axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/>'


ROBOT = ('<robot name="r">\n'
         '<link name="base">%s</link>\n'
         '<link name="camera"/>\n'
         '<joint name="cj" type="fixed"><parent link="base"/><child link="camera"/></joint>\n'
         '<gazebo reference="camera"><sensor name="cam" type="camera"/></gazebo>\n'
         '<link name="tool"/>\n'
         '<joint name="tj" type="revolute"><parent link="base"/><child link="tool"/>%s</joint>\n'
         '<link name="free">%s</link>\n'
         '<joint name="fj" type="floating"><parent link="tool"/><child link="free"/></joint>\n'
         '<link name="hand">%s<collision><geometry><mesh filename="package://r/hand.dae"/></geometry></collision>'
         '</link>\n'
         '<joint name="hj" type="revolute"><parent link="base"/><child link="hand"/>%s</joint>\n'
         '</robot>\n') % (INERTIAL, LIMIT, INERTIAL, INERTIAL, LIMIT)
