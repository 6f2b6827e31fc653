"""Documents the real-client tests type into (one copy for every client)."""

ELEMENT_DOC = """<?xml version="1.0"?>
<robot name="demo">
  <link name="base_link">
    <vi
  </link>
</robot>
"""
LT_DOC = ELEMENT_DOC.replace("<vi\n", "<\n")
PROPERTY_DOC = """<?xml version="1.0"?>
<robot name="demo" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="link_len" value="0.5"/>
  <link name="base_link"/>
  <link name="arm"/>
  <joint name="j" type="fixed">
    <parent link="base_link"/>
    <child link="arm"/>
    <origin xyz="0 0 ${li}" rpy="0 0 0"/>
  </joint>
</robot>
"""
