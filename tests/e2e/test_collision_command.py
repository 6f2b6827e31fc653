"""`urdf-ls collision` in-process: the edit it shows, the files it writes (never over one), and that the
written robot checks clean of collision-is-visual-mesh."""
import pytest

pytest.importorskip("fcl")

from urdf_ls.cli.collision_command import cmd_collision  # noqa: E402
from urdf_ls.codes import Code  # noqa: E402
from urdf_ls.workspace.geometry.meshes import mesh_properties  # noqa: E402

from tests.helpers.collision import cube_triangles, diags_of, write_stl  # noqa: E402

URDF = """<robot name="r">
  <link name="base">
    <inertial><mass value="1"/><inertia ixx="0.002" ixy="0" ixz="0" iyy="0.002" iyz="0" izz="0.002"/></inertial>
    <visual>
      <origin xyz="0 0 0.5" rpy="0 0 0.3"/>
      <geometry>
        <mesh filename="body.stl"/>
      </geometry>
    </visual>
    <collision>
      <origin xyz="0 0 0.5" rpy="0 0 0.3"/>
      <geometry>
        <mesh filename="body.stl"/>
      </geometry>
    </collision>
  </link>
</robot>
"""


@pytest.fixture
def robot(tmp_path):
    write_stl(tmp_path / "body.stl", cube_triangles(41))
    path = tmp_path / "r.urdf"
    path.write_text(URDF)
    return path


def test_hull_shows_the_edit_and_writes_only_with_write(robot, capsys):
    assert diags_of(robot)[0].code == Code.COLLISION_IS_VISUAL_MESH
    assert cmd_collision([str(robot), "--hull"]) == 0
    out = capsys.readouterr().out
    assert '-        <mesh filename="body.stl"/>\n+        <mesh filename="body_hull.stl"/>' in out
    assert "would write %s" % (robot.parent / "body_hull.stl") in out
    assert robot.read_text() == URDF and not (robot.parent / "body_hull.stl").exists()
    (robot.parent / "body_hull.stl").write_bytes(b"mine")          # a file of that name is never replaced
    assert cmd_collision([str(robot), "--hull", "--write"]) == 0
    assert (robot.parent / "body_hull.stl").read_bytes() == b"mine"
    hull = mesh_properties(str(robot.parent / "body_hull-2.stl"))
    assert hull.closed and 12 <= hull.triangles <= 20 and abs(hull.properties.volume - 0.001) < 1e-9
    assert 'filename="body_hull-2.stl"' in robot.read_text()
    assert diags_of(robot) == []
    assert cmd_collision([str(robot), "--hull"]) == 0
    assert "no link needs collision geometry" in capsys.readouterr().out


def test_primitive_places_the_box_where_the_visual_is(robot, capsys):
    assert cmd_collision([str(robot), "--primitive", "--write"]) == 0
    text = robot.read_text()
    assert '<origin xyz="0 0 0.5" rpy="0 0 0.3"/>\n      <geometry>\n        <box size="0.1 0.1 0.1"/>' in text
    assert text.count("<collision>") == 1


def test_decimate_reaches_the_face_budget(robot, capsys):
    pytest.importorskip("fast_simplification")
    assert cmd_collision([str(robot), "--decimate", "500", "--write"]) == 0
    result = mesh_properties(str(robot.parent / "body_500.stl"))
    assert 400 <= result.triangles <= 500 and abs(result.properties.volume - 0.001) < 1e-5


@pytest.mark.slow       # (coacd takes seconds even on a small mesh)
def test_decompose_writes_one_convex_part_per_collision(tmp_path, capsys):
    pytest.importorskip("coacd")
    # an L of two boxes: its hull would fill the corner; two convex parts do not
    tris = [tuple(tuple(x + dx for x, dx in zip(p, shift)) for p in t)
            for shift, n in (((0, 0, 0), 2), ((0.1, 0, 0), 2)) for t in cube_triangles(n)]
    tris += [tuple(tuple(x + dx for x, dx in zip(p, (0, 0.1, 0))) for p in t) for t in cube_triangles(2)]
    write_stl(tmp_path / "ell.stl", tris)
    path = tmp_path / "r.urdf"
    path.write_text(URDF.replace("body.stl", "ell.stl"))
    assert cmd_collision([str(path), "--decompose", "--write"]) == 0
    text = path.read_text()
    parts = sorted(p.name for p in tmp_path.glob("ell_part*.stl"))
    assert len(parts) >= 2 and text.count("<collision>") == len(parts)
    assert all('filename="%s"' % p in text for p in parts)
    assert "convex parts" in capsys.readouterr().err
