"""A package with a robot whose <ros2_control> block drives two joints and a controller YAML file that names them
(config/controllers.yaml, the ros2_control convention)."""


ROBOT = ('<robot name="r"><link name="base"/><link name="a"/><link name="b"/>'
         '<joint name="shoulder_joint" type="revolute"><parent link="base"/><child link="a"/>'
         '<limit effort="1" velocity="1"/></joint>'
         '<joint name="elbow_joint" type="revolute"><parent link="a"/><child link="b"/>'
         '<limit effort="1" velocity="1"/></joint>'
         '<ros2_control name="hw" type="system"><hardware><plugin>mock_components/GenericSystem</plugin></hardware>'
         '<joint name="shoulder_joint"><command_interface name="position"/></joint>'
         '<joint name="elbow_joint"><command_interface name="position"/></joint></ros2_control></robot>')
CONTROLLERS = ("controller_manager:\n  ros__parameters:\n    update_rate: 100\n"
               "arm_controller:\n  ros__parameters:\n    joints:\n      - {a}\n      - {b}\n"
               "    constraints:\n      goal_time: 0.6\n      {a}: {{goal: 0.1}}\n")


def package(tmp_path, a="shoulder_joint", b="elbow_joint", yaml_dir="config"):
    pkg = tmp_path / "my_robot"
    (pkg / "urdf").mkdir(parents=True)
    (pkg / yaml_dir).mkdir(exist_ok=True)
    (pkg / "package.xml").write_text("<package format=\"3\"><name>my_robot</name></package>\n")
    (pkg / "urdf" / "r.urdf").write_text(ROBOT)
    (pkg / yaml_dir / "controllers.yaml").write_text(CONTROLLERS.format(a=a, b=b))
    return pkg


def unknown_joints_package(tmp_path, n):
    """the package with a controller file naming n joints its robot does not have (u0, u1, ...)"""
    pkg = package(tmp_path)
    names = "".join("    - u%d\n" % i for i in range(n))     # (60,000 fit in the 1 MB cap)
    (pkg / "config" / "controllers.yaml").write_text("arm_controller:\n  ros__parameters:\n    joints:\n" + names)
    return pkg
