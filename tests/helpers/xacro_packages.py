"""xacro files that share macros, properties and args across files, for the tests of both tiers."""

PARTS = """<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:arg name="prefix" default="r_"/>
  <xacro:property name="radius" value="0.1"/>
  <xacro:macro name="wheel" params="side r:=${radius}">
    <xacro:property name="half" value="${r/2}"/>
    <link name="$(arg prefix)${side}_wheel">
      <visual><geometry><cylinder radius="${r}" length="${half}"/></geometry></visual>
    </link>
  </xacro:macro>
  <xacro:macro name="axle" params="radius">
    <link name="axle"><visual><geometry><sphere radius="${radius}"/></geometry></visual></link>
  </xacro:macro>
</robot>
"""

ROBOT = """<?xml version="1.0"?>
<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="$(find bot)/urdf/parts.xacro"/>
  <xacro:property name="track" value="${radius * 4}"/>
  <xacro:wheel side="left"/>
  <xacro:wheel side="right" r="${radius * 2}"></xacro:wheel>
  <link name="$(arg prefix)base"/>
</robot>
"""

OTHER = """<?xml version="1.0"?>
<robot name="other" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="$(find bot)/urdf/parts.xacro" ns="p"/>
  <xacro:p.wheel side="front"/>
  <xacro:call macro="p.wheel" side="back"/>
</robot>
"""

UNRELATED = """<?xml version="1.0"?>
<robot name="x" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="radius" value="2"/>
  <xacro:arg name="prefix" default=""/>
  <xacro:macro name="wheel" params="side"><link name="${side}_${radius}_$(arg prefix)"/></xacro:macro>
  <xacro:wheel side="a"/>
</robot>
"""


def write_parts_packages(tmp_path):
    """two packages: bot (parts.xacro with a macro, a property and an arg; robot.xacro using them) and tools
    (other.xacro including parts.xacro with ns="p"; unrelated.xacro with names of its own); returns tmp_path"""
    files = {"bot/package.xml": "<package><name>bot</name></package>", "bot/urdf/parts.xacro": PARTS,
             "bot/urdf/robot.xacro": ROBOT, "tools/package.xml": "<package><name>tools</name></package>",
             "tools/urdf/other.xacro": OTHER, "tools/urdf/unrelated.xacro": UNRELATED}
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    return tmp_path


# a package my_robot: macros.xacro (a property and a wheel macro with a block) and a robot.urdf.xacro that uses
# them with deliberate mistakes (a missing and an unknown parameter, a misspelt macro, property and arg)
WHEEL_MACROS = """<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="base_width" value="0.3"/>
  <xacro:macro name="wheel" params="name radius:=0.1 *origin">
    <link name="${name}_wheel">
      <visual><geometry><cylinder radius="${radius}" length="${base_width/10}"/></geometry></visual>
    </link>
  </xacro:macro>
</robot>
"""

WHEEL_ROBOT = """<?xml version="1.0"?>
<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:arg name="prefix" default=""/>
  <xacro:include filename="$(find my_robot)/urdf/macros.xacro"/>
  <link name="$(arg prefix)base"><visual><geometry><box size="${base_width} 0.2 0.1"/></geometry></visual></link>
  <xacro:wheel name="left"><origin xyz="0 0 0"/></xacro:wheel>
  <xacro:wheel radius="0.2"><origin xyz="0 0 0"/></xacro:wheel>
  <xacro:wheell name="x"/>
  <xacro:wheel name="right" colour="red"><origin xyz="0 0 0"/></xacro:wheel>
  <link name="l2"><visual><geometry><box size="${base_widht} 1 1"/></geometry></visual></link>
  <link name="l3"><visual><geometry><box size="$(arg nope) 1 1"/></geometry></visual></link>
  <xacro:if value="${base_width > 0.1}"><link name="maybe"/></xacro:if>
</robot>
"""


# a wheel macro whose joint needs a parent link: expanded, it makes a complete robot of its caller
EXP_MACROS = """<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:macro name="wheel" params="name parent">
    <link name="${name}_wheel"/>
    <joint name="${name}_joint" type="revolute">
      <parent link="${parent}"/>
      <child link="${name}_wheel"/>
    </joint>
  </xacro:macro>
</robot>
"""
