"""The collision-geometry rules (rules/collision_checks.py) on robots written for them, with meshes generated
here: each rule fires on its case with the numbers in its message, and stays silent on the fixed case."""
import json

import pytest

from urdf_ls.codes import Code

from tests.helpers.collision import cube_triangles, diags_of, mesh, robot, write_stl

def test_a_heavy_collision_mesh_that_is_the_visual_mesh(tmp_path):
    write_stl(tmp_path / "big.stl", cube_triangles(41))        # 20,172 triangles
    body = "<visual>%s</visual><collision>%s</collision>" % (mesh("big.stl"), mesh("big.stl"))
    (d,) = diags_of(robot(tmp_path, body))
    assert d.code == Code.COLLISION_IS_VISUAL_MESH and "the same file" in d.message and "20,172" in d.message


def test_the_same_content_under_another_name_and_a_light_twin(tmp_path):
    write_stl(tmp_path / "big.stl", cube_triangles(41))
    write_stl(tmp_path / "copy.stl", cube_triangles(41))
    (d,) = diags_of(robot(tmp_path, "<visual>%s</visual><collision>%s</collision>" % (mesh("big.stl"),
                                                                                       mesh("copy.stl"))))
    assert "the same content as big.stl" in d.message
    write_stl(tmp_path / "small.stl", cube_triangles(9))      # 972 triangles: cheap enough to check
    assert diags_of(robot(tmp_path, "<visual>%s</visual><collision>%s</collision>" % (
        mesh("small.stl"), mesh("small.stl")))) == []


def test_inside_out_and_flat_collision_meshes(tmp_path):
    write_stl(tmp_path / "inside.stl", cube_triangles(2, inward=True))
    (d,) = diags_of(robot(tmp_path, "<collision>%s</collision>" % mesh("inside.stl")))
    assert d.code == Code.COLLISION_MESH_DEGENERATE and "inside out" in d.message
    write_stl(tmp_path / "flat.stl", [((0, 0, 0), (1, 0, 0), (0, 1, 0)), ((0, 0, 0), (0, 1, 0), (1, 0, 0)),
                                      ((1, 0, 0), (1, 1, 0), (0, 1, 0)), ((1, 0, 0), (0, 1, 0), (1, 1, 0))])
    (d,) = diags_of(robot(tmp_path, "<collision>%s</collision>" % mesh("flat.stl")))
    assert d.code == Code.COLLISION_MESH_DEGENERATE and "flat" in d.message


def test_collision_geometry_apart_from_the_visual(tmp_path):
    write_stl(tmp_path / "part.stl", cube_triangles(2))
    shifted = "<visual>%s</visual><collision>%s</collision>" % (
        mesh("part.stl"), mesh("part.stl", '<origin xyz="0 0 1"/>'))
    (d,) = diags_of(robot(tmp_path, shifted))
    assert d.code == Code.COLLISION_APART_FROM_VISUAL and "0.9 m apart" in d.message
    scaled = '<visual>%s</visual><collision><geometry><mesh filename="part.stl" scale="20 20 20"/></geometry>' \
             '</collision>' % mesh("part.stl")
    (d,) = diags_of(robot(tmp_path, scaled))
    assert "2 m across, the visual 0.1 m: 20x larger" in d.message
    assert diags_of(robot(tmp_path, "<visual>%s</visual><collision>%s</collision>" % (
        mesh("part.stl"), mesh("part.stl", '<origin xyz="0 0 0.05"/>')))) == []


def test_a_moving_link_without_collision_geometry_is_information(tmp_path):
    write_stl(tmp_path / "part.stl", cube_triangles(2))
    fixed_visual_only = ('<link name="plate"><visual>%s</visual></link><joint name="f" type="fixed">'
                         '<parent link="base"/><child link="plate"/></joint>' % mesh("part.stl"))
    (d,) = diags_of(robot(tmp_path, "<visual>%s</visual>" % mesh("part.stl"), fixed_visual_only))
    assert d.code == Code.COLLISION_MISSING and d.severity == 3 and "Link arm moves" in d.message


def test_mujoco_refuses_an_stl_over_its_face_limit_and_the_rule_says_so(tmp_path, capsys):
    mujoco = pytest.importorskip("mujoco")
    big = write_stl(tmp_path / "huge.stl", cube_triangles(130))     # 202,800 faces
    small = write_stl(tmp_path / "fine.stl", cube_triangles(100))   # 120,000 faces
    model = '<mujoco><asset><mesh name="m" file="%s"/></asset><worldbody><geom type="mesh" mesh="m"/></worldbody>' \
            '</mujoco>'
    with pytest.raises(ValueError, match="200000"):
        mujoco.MjModel.from_xml_string(model % big)
    mujoco.MjModel.from_xml_string(model % small)
    from urdf_ls.cli.check import cmd_check
    messages = {}
    for name, status in (("huge.stl", 1), ("fine.stl", 0)):
        path = robot(tmp_path, "<collision>%s</collision>" % mesh(name))
        # (--static: the rule's own answer; by default the installed MuJoCo loads the file and its verdict,
        # mujoco-load-failed, replaces the rule's prediction)
        assert cmd_check([str(path), "--target", "mujoco", "--static", "--format", "json"]) == status
        messages[name] = [d["message"] for d in json.loads(capsys.readouterr().out) if d["code"] == "mujoco-mesh-faces"]
    assert messages["fine.stl"] == [] and "huge.stl has 202,800 faces" in messages["huge.stl"][0]
