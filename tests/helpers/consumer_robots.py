"""Small robots for the consumer runners' tests: each a file a consumer really refuses, or its near miss that
it loads.  A binary tetrahedron STL stands for a mesh (MuJoCo builds its hull, pybullet and Drake read it)."""
import os
import struct
import subprocess
import sys

INERTIAL = ('<inertial><mass value="%s"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>'
            '</inertial>')
LIMIT = '<axis xyz="0 0 1"/><limit lower="-1" upper="1" effort="1" velocity="1"/>'
TETRA_FACES = (((0, 0, -1), (0, 0, 0), (0.1, 0, 0), (0, 0.1, 0)), ((0, -1, 0), (0, 0, 0), (0, 0, 0.1), (0.1, 0, 0)),
               ((-1, 0, 0), (0, 0, 0), (0, 0.1, 0), (0, 0, 0.1)), ((1, 1, 1), (0.1, 0, 0), (0, 0, 0.1), (0, 0.1, 0)))


def tetrahedron() -> bytes:
    """a binary STL (MuJoCo reads no ASCII STL) of a closed tetrahedron"""
    out = b"\0" * 80 + struct.pack("<I", len(TETRA_FACES))
    for face in TETRA_FACES:
        out += struct.pack("<12fH", *[x for v in face for x in v], 0)
    return out


def robot(*parts, head=""):
    return '<?xml version="1.0"?>\n<robot name="r">\n%s' % head + "\n".join(parts) + "\n</robot>\n"


def link(name, mass=1, body=""):
    return '<link name="%s">%s%s</link>' % (name, INERTIAL % mass if mass is not None else "", body)


def arm(child="arm", mass=1, body=""):
    """a moving link under `base`"""
    return link(child, mass, body) + '\n<joint name="j" type="revolute"><parent link="base"/><child link="%s"/>%s' \
        '</joint>' % (child, LIMIT)


def mesh(kind, filename, extra=""):
    return '<%s%s><geometry><mesh filename="%s"/></geometry></%s>' % (kind, extra, filename, kind)


TETRA_OBJ = "v 0 0 0\nv 0.1 0 0\nv 0 0.1 0\nv 0 0 0.1\nf 1 3 2\nf 1 2 4\nf 1 4 3\nf 2 3 4\n"


def write(folder, text, name="r.urdf", meshes=()):
    """the robot at folder/name, with a tetrahedron at each of the relative paths `meshes` (.stl or .obj)"""
    for m in meshes:
        path = os.path.join(folder, m)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(TETRA_OBJ.encode() if m.endswith(".obj") else tetrahedron())
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def check(*args, env=None):
    """`urdf-ls check` as a process: (exit status, stdout, stderr)"""
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", *args], capture_output=True, text=True,
                       timeout=300, env=env)
    return p.returncode, p.stdout, p.stderr


def at(text, found):
    """the text a diagnostic (JSON, with its range) covers in `text`"""
    lines = text.split("\n")
    s, e = found["range"]["start"], found["range"]["end"]
    if s["line"] == e["line"]:
        return lines[s["line"]][s["character"]:e["character"]]
    return lines[s["line"]][s["character"]:]
