"""Mesh file readers: triangles in the mesh file's own frame, in metres as the consumers read them (STL and OBJ
here, COLLADA in collada.py).

Every coordinate of a mesh that is read is a finite number within MAX_COORDINATE (checked here, once, for every
format and on both paths: NaN, inf or 1e300 would otherwise fail differently in the pure-Python and numpy
integrations), and work is capped before it is done: a face's corners are counted before they are split out."""
from __future__ import annotations

import re
import struct

from .collada import read_dae
from .mesh import Mesh, MeshFormatError, too_large

__all__ = ["Mesh", "MeshFormatError", "read_mesh"]

MAX_COORDINATE = 1e30   # (metres or millimetres of any real part; its integrals stay far from overflow)
_NAMES = {".stl": "STL", ".obj": "OBJ", ".dae": "COLLADA"}


def read_mesh(data: bytes, ext: str, max_triangles: int, use_numpy: bool) -> Mesh:
    if ext == ".stl":
        mesh = _read_stl(data, max_triangles, use_numpy)
    elif ext == ".obj":
        mesh = _read_obj(data, max_triangles)
    elif ext == ".dae":
        mesh = read_dae(data, max_triangles)
    else:
        raise MeshFormatError("unsupported format: %s" % (ext or "no extension"))
    _check_coordinates(mesh, _NAMES[ext])
    return mesh


def _check_coordinates(mesh, name):
    """refuse a mesh with a coordinate that is no finite number within MAX_COORDINATE (after COLLADA's unit and
    transforms)"""
    v = mesh.vertices
    if hasattr(v, "shape"):
        import numpy as np
        bad = v.size and not bool(np.all(np.abs(v) <= MAX_COORDINATE))     # (NaN compares false too)
    else:
        bad = not all(abs(c) <= MAX_COORDINATE for p in v for c in p)
    if bad:
        raise MeshFormatError("malformed %s: a vertex coordinate is not a finite number within ±%g" % (
            name, MAX_COORDINATE))



def _read_stl(data, max_triangles, use_numpy):
    n = struct.unpack_from("<I", data, 80)[0] if len(data) >= 84 else -1
    if len(data) == 84 + 50 * n:
        too_large(n, max_triangles)
        return _binary_stl(data, n, use_numpy)
    if data.lstrip()[:5].lower() == b"solid":
        mesh = _ascii_stl(data, max_triangles)
        if mesh.triangles or not 0 < 84 + 50 * n <= len(data):
            return mesh
    if 0 < n and 84 + 50 * n < len(data):     # some exporters append bytes; readers ignore them
        too_large(n, max_triangles)
        mesh = _binary_stl(data, n, use_numpy)
        mesh.notes = ("%d bytes after the last triangle ignored" % (len(data) - 84 - 50 * n),)
        return mesh
    raise MeshFormatError("malformed STL: neither binary (its size does not match its triangle count) nor ASCII")


def _binary_stl(data, n, use_numpy):
    if use_numpy:
        import numpy as np
        rec = np.frombuffer(data, dtype=np.dtype([("n", "<f4", 3), ("v", "<f4", (3, 3)), ("a", "<u2")]),
                            count=n, offset=84)
        vertices = rec["v"].reshape(-1, 3).astype(np.float64)
        return Mesh(vertices, np.arange(3 * n, dtype=np.int64).reshape(-1, 3), n)
    index = {}     # corners merged as they are read: a list of every corner took 400 MB at 300,000 triangles
    corner = index.setdefault
    faces = [(corner(t[0:3], len(index)), corner(t[3:6], len(index)), corner(t[6:9], len(index)))
             for t in struct.Struct("<12x9f2x").iter_unpack(data[84:84 + 50 * n])]
    return Mesh(list(index), faces, n)


_ASCII_VERTEX = re.compile(rb"vertex\s+(\S+)\s+(\S+)\s+(\S+)")


def _ascii_stl(data, max_triangles):
    index, corners = {}, []
    try:
        for m in _ASCII_VERTEX.finditer(data):
            corners.append(index.setdefault((float(m[1]), float(m[2]), float(m[3])), len(index)))
            if len(corners) > 3 * max_triangles:
                raise MeshFormatError("too large")
    except ValueError:
        raise MeshFormatError("malformed ASCII STL: a vertex without three numbers") from None
    n = len(corners) // 3
    return Mesh(list(index), [tuple(corners[3 * i:3 * i + 3]) for i in range(n)], n)


def _read_obj(data, max_triangles):
    vertices, faces = [], []
    try:
        for line in data.splitlines():
            if line[:1] in (b" ", b"\t"):
                line = line.lstrip()
            head = line[:2]
            if head == b"v " or head == b"v\t":
                x, y, z = line.split(None, 4)[1:4]      # (a 'w' and anything after it are not split out)
                vertices.append((float(x), float(y), float(z)))
                too_large(len(vertices), 3 * max_triangles)
            elif head == b"f " or head == b"f\t":
                # the corners a face adds are counted before they are split out: 30 million in one line of a
                # 64 MB file would take gigabytes as a list
                too_large(len(faces) + line.count(b" ") + line.count(b"\t") - 2, max_triangles)
                _face(line.split()[1:], vertices, faces)
                too_large(len(faces), max_triangles)
    except (ValueError, IndexError):
        raise MeshFormatError("malformed OBJ: a vertex or face that is not numbers") from None
    return Mesh(vertices, faces, len(faces))


def _face(corners, vertices, faces):
    idx = []
    for p in corners:
        k = int(p.split(b"/", 1)[0])
        idx.append(k - 1 if k > 0 else len(vertices) + k)  # negative: counted back from here
    if any(not 0 <= k < len(vertices) for k in idx):
        raise MeshFormatError("malformed OBJ: a face refers to a vertex not defined before it")
    faces.extend((idx[0], idx[j], idx[j + 1]) for j in range(1, len(idx) - 1))
