"""Issue #32: the physics rules say nothing without measurable geometry. The rules on meshes, measured by
the mesh worker process: tests/e2e/test_physics_rules.py."""
import pytest

from tests.helpers.physics_robot import (
    MASS_X1000,
    mutated,
    write_robot,
)
from urdf_ls.codes import Code
from urdf_ls.document.session import Session
from urdf_ls.workspace.workspace import Workspace

PHYSICS = {Code.COM_OUTSIDE_GEOMETRY, Code.INERTIA_EXCEEDS_GEOMETRY, Code.DENSITY_IMPLAUSIBLE,
           Code.INERTIA_PLACEHOLDER, Code.MESH_UNITS_SUSPECT, Code.LIMIT_LOOKS_DEGREES}


def checked(path):
    """(session, diagnostics) of the file once its meshes are measured, as urdf-ls check sees it"""
    session = Session(Workspace([str(path.parent)]))
    key = str(path)
    session.open_file(key, key)
    session.wait_for_meshes(key, 30)
    return session, session.diagnostics(key)


def physics(diags):
    return [d for d in diags if d.code in PHYSICS]


def _without_geometry(text, link):
    start = text.index('<link name="%s">' % link)
    s, e = text.index("<collision>", start), text.index("</collision>", start) + len("</collision>")
    return text[:s] + text[e:]


@pytest.mark.parametrize("variant", ["no geometry", "mesh not found", "expression"])
def test_nothing_is_said_without_measurable_geometry(tmp_path, variant):
    heavy = mutated(MASS_X1000, mutated(("<mass value=\"2.275\"/>", "<mass value=\"2275\"/>", "")))
    if variant == "no geometry":
        text, name = _without_geometry(_without_geometry(heavy, "upper_arm_link"), "forearm_link"), "ur5.urdf"
    elif variant == "mesh not found":
        text, name = _without_geometry(heavy, "upper_arm_link").replace("meshes/forearm.stl", "meshes/nope.stl"), \
            "ur5.urdf"
    else:
        text = heavy.replace('<robot name="ur5">', '<robot name="ur5" xmlns:xacro="http://www.ros.org/wiki/xacro">')
        text = text.replace('<cylinder radius="0.06" length="0.355"/>', '<cylinder radius="${r}" length="0.355"/>')
        text = text.replace("meshes/forearm.stl", "meshes/${name}.stl")
        name = "ur5.urdf.xacro"
    _s, diags = checked(write_robot(tmp_path, text, name))
    assert physics(diags) == [], diags
