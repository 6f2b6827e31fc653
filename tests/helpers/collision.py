"""Robots and meshes the collision tests share: the oracle robots (tests/data/collision), meshes generated
here, and small robots written around one link."""
import os
import shutil
import struct

from tests.helpers.paths import DATA

COLLISION_CODES = {"collision-is-visual-mesh", "collision-mesh-degenerate", "collision-apart-from-visual",
                   "collision-missing", "mujoco-mesh-faces"}

ROBOTS = DATA / "collision" / "example-robot-data" / "robots"
PANDA = ROBOTS / "panda_description" / "urdf" / "panda.urdf"
PANDA_SRDF = DATA / "moveit" / "panda_moveit_config" / "config" / "panda.srdf"
UR5 = ROBOTS / "ur_description" / "urdf" / "ur5_robot.urdf"
UR5_SRDF = DATA / "collision" / "ur5_moveit_config" / "config" / "ur5.srdf"


def robot_of(path):
    """the collision Robot of a URDF file, read as `urdf-ls collisions` reads it"""
    from urdf_ls.cli.check import client_flags
    from urdf_ls.cli.single_file import open_session
    from urdf_ls.rules.collision_model import read_robot
    from urdf_ls.rules.physics import resolver
    path = str(path)
    session = open_session([os.path.dirname(path)], client_flags())
    session.open_file(path, path)
    doc = session.document(path)
    return read_robot(doc.tree.root, resolver(doc.ctx))

def cube_triangles(n, size=0.1, inward=False):
    """a closed cube, each face an n x n grid of quads (12 n² triangles), outward unless inward"""
    h = size / 2
    tris = []
    for axis in range(3):
        for sign in (-1, 1):
            u, v = [(axis + 1) % 3, (axis + 2) % 3]
            for i in range(n):
                for j in range(n):
                    def p(a, b):
                        q = [0.0, 0.0, 0.0]
                        q[axis] = sign * h
                        q[u] = -h + size * a / n
                        q[v] = -h + size * b / n
                        return tuple(q)
                    a, b, c, d = p(i, j), p(i + 1, j), p(i + 1, j + 1), p(i, j + 1)
                    quad = [(a, b, c), (a, c, d)]
                    if (sign < 0) != inward:
                        quad = [(x, z, y) for x, y, z in quad]
                    tris += quad
    return tris


def write_stl(path, tris):
    with open(path, "wb") as f:
        f.write(b"\0" * 80 + struct.pack("<I", len(tris)))
        for t in tris:
            f.write(struct.pack("<12fH", 0, 0, 0, *t[0], *t[1], *t[2], 0))
    return path


INERTIAL = '<inertial><mass value="1"/><inertia ixx="0.002" ixy="0" ixz="0" iyy="0.002" iyz="0" izz="0.002"/></inertial>'


def robot(tmp_path, link_body, extra_links=""):
    text = ('<robot name="r"><link name="base">%s<collision><geometry><box size="0.1 0.1 0.1"/></geometry></collision>'
            '</link><link name="arm">%s%s</link><joint name="j" type="revolute"><parent link="base"/>'
            '<child link="arm"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>%s</robot>' % (
                INERTIAL, INERTIAL, link_body, extra_links))
    path = tmp_path / "r.urdf"
    path.write_text(text)
    return path


def diags_of(path):
    """the collision-geometry diagnostics of a URDF file once its meshes are read"""
    from urdf_ls.document.session import Session
    from urdf_ls.workspace.workspace import Workspace
    session = Session(Workspace([str(path.parent)]))
    session.open_file(str(path), str(path))
    session.wait_for_meshes(str(path), 60)
    return [d for d in session.diagnostics(str(path)) if d.code.value in COLLISION_CODES]


def mesh(name, origin=""):
    return '<geometry><mesh filename="%s"/></geometry>%s' % (name, origin)


def panda_workspace(tmp_path, monkeypatch):
    """a workspace with the panda's URDF and meshes, its SRDF, and a cache folder of the test's own"""
    from urdf_ls.workspace.collision import store
    from urdf_ls.workspace.geometry import disk
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(disk, "_folders", {})
    monkeypatch.setattr(store, "_memo", {})
    root = tmp_path / "ws"
    shutil.copytree(ROBOTS.parent, root / "example-robot-data")
    (root / "panda_moveit_config" / "config").mkdir(parents=True)
    shutil.copy(PANDA_SRDF, root / "panda_moveit_config" / "config" / "panda.srdf")
    return root


def stale(ws):
    """the srdf-collision-stale messages of the panda workspace's SRDF"""
    from tests.helpers.moveit import session_diagnostics
    from urdf_ls.codes import Code
    srdf = ws / "panda_moveit_config" / "config" / "panda.srdf"
    return [d.message for d in session_diagnostics(srdf, [str(ws)]) if d.code == Code.SRDF_COLLISION_STALE]


def edit(path, old, new):
    """replace old (which the file must hold) by new in the file"""
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))
