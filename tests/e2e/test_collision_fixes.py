"""The quick fix of collision-is-visual-mesh and collision-missing: an enclosing primitive from the mesh cache's
hull, placed where the visual is; the fixed file checks clean."""
from urdf_ls.codes import Code
from urdf_ls.document.session import Session
from urdf_ls.features.fixes import fixes
from urdf_ls.workspace.workspace import Workspace

from tests.helpers.collision import cube_triangles, diags_of, mesh, robot, write_stl


def opened(path):
    session = Session(Workspace([str(path.parent)]))
    session.open_file(str(path), str(path))
    session.wait_for_meshes(str(path), 60)
    return session.document(str(path)), session.diagnostics(str(path))


def applied(text, fix):
    for e in sorted(fix.edits, key=lambda e: e.start, reverse=True):
        text = text[:e.start] + e.new_text + text[e.end:]
    return text


def test_a_heavy_visual_collision_mesh_becomes_an_enclosing_box(tmp_path):
    write_stl(tmp_path / "big.stl", cube_triangles(41))
    origin = '<origin xyz="0 0 0.2" rpy="0 0 0.5"/>'
    path = robot(tmp_path, "<visual>%s%s</visual><collision>%s%s</collision>" % (
        origin, mesh("big.stl"), origin, mesh("big.stl")))
    doc, diags = opened(path)
    (d,) = [d for d in diags if d.code == Code.COLLISION_IS_VISUAL_MESH]
    (fix,) = fixes(doc, d)
    assert fix.title == "Use an enclosing box as collision geometry (0% more volume than the visual mesh)"
    text = applied(doc.text, fix)
    assert text.count("<collision>") == 2 and text.count('<mesh filename="big.stl"/>') == 1
    assert '<origin xyz="0 0 0.2" rpy="0 0 0.5"/>' in text.split("</visual>", 2)[1]   # (the arm's new collision)
    assert '<box size="0.1 0.1 0.1"/>' in text
    path.write_text(text)
    assert diags_of(path) == []


def test_a_moving_link_without_collision_gets_one(tmp_path):
    write_stl(tmp_path / "part.stl", cube_triangles(2, size=0.2))
    path = robot(tmp_path, "<visual>%s</visual>" % mesh("part.stl"))
    doc, diags = opened(path)
    (d,) = [d for d in diags if d.code == Code.COLLISION_MISSING]
    (fix,) = fixes(doc, d)
    path.write_text(applied(doc.text, fix))
    assert '<box size="0.2 0.2 0.2"/>' in path.read_text() and diags_of(path) == []
