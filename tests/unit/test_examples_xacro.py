"""examples/: the shipped URDF is what xacro makes of the package's .xacro."""
import os
import xml.etree.ElementTree as ET

import pytest

from tests.helpers.paths import ROOT  # noqa: E402

PKG = os.path.join(ROOT, "examples", "demo_arm_description")


def fixed_urdf(tmp_path):
    text = open(os.path.join(PKG, "urdf", "demo_arm.urdf")).read().replace('type="revolut"', 'type="revolute"')
    urdf = tmp_path / "demo_arm.urdf"
    urdf.write_text(text)
    return urdf


def test_example_urdf_is_the_xacro_expanded(tmp_path):
    xacro = pytest.importorskip("xacro")
    src = open(os.path.join(PKG, "urdf", "demo_arm.urdf.xacro")).read().replace(
        "$(find demo_arm_description)", PKG)  # no ROS here to resolve $(find)
    f = tmp_path / "demo_arm.urdf.xacro"
    f.write_text(src)
    expanded = ET.fromstring(xacro.process_file(str(f)).toxml())
    shipped = ET.parse(str(fixed_urdf(tmp_path))).getroot()

    def norm(el):
        def num(v):
            try:
                return round(float(v), 4)
            except ValueError:
                return tuple(num(x) for x in v.split()) if " " in v else v
        return (el.tag, sorted((k, num(v)) for k, v in el.attrib.items()), [norm(c) for c in el])
    assert norm(expanded) == norm(shipped)
