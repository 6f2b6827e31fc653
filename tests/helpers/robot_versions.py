"""A small robot (an arm with ros2_control) and its SRDF, which the diff and canonical tests mutate."""

ARM = """<?xml version="1.0"?>
<robot name="arm">
  <material name="grey"><color rgba="0.5 0.5 0.5 1"/></material>
  <link name="base">
    <inertial><origin xyz="0 0 0.1"/><mass value="2"/>
      <inertia ixx="0.02" ixy="0" ixz="0" iyy="0.03" iyz="0" izz="0.04"/></inertial>
    <visual><geometry><box size="0.2 0.2 0.1"/></geometry><material name="grey"/></visual>
    <collision><geometry><box size="0.2 0.2 0.1"/></geometry></collision>
  </link>
  <link name="upper">
    <inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/></inertial>
    <visual><origin xyz="0 0 0.25"/><geometry><cylinder radius="0.05" length="0.5"/></geometry></visual>
    <collision><geometry><mesh filename="meshes/upper.stl" scale="1 1 1"/></geometry></collision>
  </link>
  <link name="fore"><visual><geometry><sphere radius="0.04"/></geometry></visual></link>
  <link name="tool"/>
  <joint name="shoulder" type="revolute">
    <parent link="base"/><child link="upper"/>
    <origin xyz="0 0 0.1" rpy="0 0 0"/><axis xyz="0 0 1"/>
    <limit lower="-1.5707963267948966" upper="1.5707963267948966" effort="35" velocity="2"/>
    <dynamics damping="0.5" friction="0.1"/>
  </joint>
  <joint name="elbow" type="revolute">
    <parent link="upper"/><child link="fore"/>
    <origin xyz="0 0 0.5"/><axis xyz="0 1 0"/>
    <limit lower="-2" upper="2" effort="20" velocity="3"/>
  </joint>
  <joint name="slide" type="prismatic">
    <parent link="fore"/><child link="tool"/>
    <axis xyz="1 0 0"/><limit lower="0" upper="0.1" effort="100" velocity="0.2"/>
  </joint>
  <ros2_control name="arm_hw" type="system">
    <hardware><plugin>mock_components/GenericSystem</plugin><param name="rate">100</param></hardware>
    <joint name="shoulder"><command_interface name="position"><param name="min">-1.57</param></command_interface>
      <state_interface name="position"/></joint>
    <joint name="elbow"><command_interface name="position"/><state_interface name="position"/></joint>
  </ros2_control>
</robot>
"""


SRDF = """<robot name="arm">
  <group name="arm"><joint name="shoulder"/><joint name="elbow"/></group>
  <group name="hand"><link name="tool"/></group>
  <group_state name="home" group="arm"><joint name="shoulder" value="0"/><joint name="elbow" value="0.5"/></group_state>
  <disable_collisions link1="base" link2="upper" reason="Adjacent"/>
</robot>
"""
