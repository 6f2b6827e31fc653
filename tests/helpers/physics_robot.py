"""A robot with the UR5's masses, inertias and joint offsets (Universal Robots' published parameters, as the ROS
ur_description writes them), its links drawn as cylinders, the forearm as an STL mesh: the original the physics
tests mutate (mass x1000, mesh scale x1000, centre of mass dropped or moved outside, placeholder inertia,
limits in degrees)."""
from tests.helpers import meshes

UR5 = """<?xml version="1.0"?>
<robot name="ur5">
  <link name="base_link">
    <inertial>
      <origin xyz="0 0 0.025" rpy="0 0 0"/>
      <mass value="4.0"/>
      <inertia ixx="0.00443333" ixy="0" ixz="0" iyy="0.00443333" iyz="0" izz="0.0072"/>
    </inertial>
    <collision>
      <origin xyz="0 0 0.025" rpy="0 0 0"/>
      <geometry><cylinder radius="0.06" length="0.05"/></geometry>
    </collision>
  </link>
  <joint name="shoulder_pan_joint" type="revolute">
    <parent link="base_link"/>
    <child link="shoulder_link"/>
    <origin xyz="0 0 0.089159" rpy="0 0 0"/>
    <axis xyz="0 0 1"/>
    <limit lower="-6.28318530718" upper="6.28318530718" effort="150" velocity="3.15"/>
  </joint>
  <link name="shoulder_link">
    <inertial>
      <origin xyz="0 0 0" rpy="0 0 0"/>
      <mass value="3.7"/>
      <inertia ixx="0.0102675" ixy="0" ixz="0" iyy="0.0102675" iyz="0" izz="0.00666"/>
    </inertial>
    <collision>
      <origin xyz="0 0 0" rpy="0 0 0"/>
      <geometry><cylinder radius="0.06" length="0.15"/></geometry>
    </collision>
  </link>
  <joint name="shoulder_lift_joint" type="revolute">
    <parent link="shoulder_link"/>
    <child link="upper_arm_link"/>
    <origin xyz="0 0.13585 0" rpy="0 1.570796325 0"/>
    <axis xyz="0 1 0"/>
    <limit lower="-6.28318530718" upper="6.28318530718" effort="150" velocity="3.15"/>
  </joint>
  <link name="upper_arm_link">
    <inertial>
      <origin xyz="0 0 0.28" rpy="0 0 0"/>
      <mass value="8.393"/>
      <inertia ixx="0.133886" ixy="0" ixz="0" iyy="0.133886" iyz="0" izz="0.0151074"/>
    </inertial>
    <collision>
      <origin xyz="0 0 0.2475" rpy="0 0 0"/>
      <geometry><cylinder radius="0.06" length="0.355"/></geometry>
    </collision>
  </link>
  <joint name="elbow_joint" type="revolute">
    <parent link="upper_arm_link"/>
    <child link="forearm_link"/>
    <origin xyz="0 -0.1197 0.425" rpy="0 0 0"/>
    <axis xyz="0 1 0"/>
    <limit lower="-3.14159265359" upper="3.14159265359" effort="150" velocity="3.15"/>
  </joint>
  <link name="forearm_link">
    <inertial>
      <origin xyz="0 0 0.25" rpy="0 0 0"/>
      <mass value="2.275"/>
      <inertia ixx="0.0311796" ixy="0" ixz="0" iyy="0.0311796" iyz="0" izz="0.004095"/>
    </inertial>
    <collision>
      <origin xyz="0 0 0.196125" rpy="0 0 0"/>
      <geometry><mesh filename="meshes/forearm.stl"/></geometry>
    </collision>
  </link>
  <joint name="wrist_1_joint" type="revolute">
    <parent link="forearm_link"/>
    <child link="wrist_1_link"/>
    <origin xyz="0 0 0.39225" rpy="0 1.570796325 0"/>
    <axis xyz="0 1 0"/>
    <limit lower="-6.28318530718" upper="6.28318530718" effort="28" velocity="3.2"/>
  </joint>
  <link name="wrist_1_link">
    <inertial>
      <origin xyz="0 0 0" rpy="0 0 0"/>
      <mass value="1.219"/>
      <inertia ixx="0.0025599" ixy="0" ixz="0" iyy="0.0025599" iyz="0" izz="0.0021942"/>
    </inertial>
    <collision>
      <origin xyz="0 0 0" rpy="0 0 0"/>
      <geometry><cylinder radius="0.06" length="0.12"/></geometry>
    </collision>
  </link>
  <joint name="wrist_2_joint" type="revolute">
    <parent link="wrist_1_link"/>
    <child link="wrist_2_link"/>
    <origin xyz="0 0.093 0" rpy="0 0 0"/>
    <axis xyz="0 0 1"/>
    <limit lower="-6.28318530718" upper="6.28318530718" effort="28" velocity="3.2"/>
  </joint>
  <link name="wrist_2_link">
    <inertial>
      <origin xyz="0 0 0" rpy="0 0 0"/>
      <mass value="1.219"/>
      <inertia ixx="0.0025599" ixy="0" ixz="0" iyy="0.0025599" iyz="0" izz="0.0021942"/>
    </inertial>
    <collision>
      <origin xyz="0 0 0" rpy="0 0 0"/>
      <geometry><cylinder radius="0.06" length="0.12"/></geometry>
    </collision>
  </link>
  <joint name="wrist_3_joint" type="revolute">
    <parent link="wrist_2_link"/>
    <child link="wrist_3_link"/>
    <origin xyz="0 0 0.09465" rpy="0 0 0"/>
    <axis xyz="0 1 0"/>
    <limit lower="-6.28318530718" upper="6.28318530718" effort="28" velocity="3.2"/>
  </joint>
  <link name="wrist_3_link">
    <inertial>
      <origin xyz="0 0 0" rpy="0 0 0"/>
      <mass value="0.1879"/>
      <inertia ixx="8.46958e-05" ixy="0" ixz="0" iyy="8.46958e-05" iyz="0" izz="0.000132117"/>
    </inertial>
    <collision>
      <origin xyz="0 0 0" rpy="0 0 0"/>
      <geometry><cylinder radius="0.0375" length="0.0345"/></geometry>
    </collision>
  </link>
</robot>
"""

# the mutants: (what is replaced, by what, the code it must raise)
MASS_X1000 = ('<mass value="8.393"/>', '<mass value="8393"/>', "density-implausible")
MESH_SCALE_X1000 = ('filename="meshes/forearm.stl"/>', 'filename="meshes/forearm.stl" scale="1000 1000 1000"/>',
                    "mesh-units-suspect")
COM_DROPPED = ('<origin xyz="0 0 0.28" rpy="0 0 0"/>\n', '', "com-outside-geometry")
COM_OUTSIDE = ('<origin xyz="0 0 0.28" rpy="0 0 0"/>', '<origin xyz="0.3 0 0.28" rpy="0 0 0"/>',
               "com-outside-geometry")
PLACEHOLDER = ('<inertia ixx="0.133886" ixy="0" ixz="0" iyy="0.133886" iyz="0" izz="0.0151074"/>',
               '<inertia ixx="1e-6" ixy="0" ixz="0" iyy="1e-6" iyz="0" izz="1e-6"/>', "inertia-placeholder")
INERTIA_TOO_BIG = ('<inertia ixx="8.46958e-05" ixy="0" ixz="0" iyy="8.46958e-05" iyz="0" izz="0.000132117"/>',
                   '<inertia ixx="1.0" ixy="0" ixz="0" iyy="1.0" iyz="0" izz="1.0"/>', "inertia-exceeds-geometry")
DEGREES = ('<limit lower="-3.14159265359" upper="3.14159265359" effort="150" velocity="3.15"/>',
           '<limit lower="-180" upper="180" effort="150" velocity="3.15"/>', "limit-looks-degrees")
MUTANTS = (MASS_X1000, MESH_SCALE_X1000, COM_DROPPED, COM_OUTSIDE, PLACEHOLDER, INERTIA_TOO_BIG, DEGREES)


def mutated(mutant, text=UR5):
    old, new, _code = mutant
    assert old in text
    return text.replace(old, new, 1)


def write_robot(folder, text=UR5, name="ur5.urdf"):
    """the robot and its forearm mesh in `folder`; the path of the URDF"""
    (folder / "meshes").mkdir(parents=True, exist_ok=True)
    meshes.stl_binary(folder / "meshes" / "forearm.stl", *meshes.cylinder_mesh(0.06, 0.39225, 64))
    path = folder / name
    path.write_text(text)
    return path
