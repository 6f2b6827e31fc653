"""Mesh file readers: triangles in the mesh file's own frame, in metres as the consumers read them.

COLLADA is read as RViz reads it: node transforms from the visual scene apply, `<unit meter>` applies
(rviz's getMeshUnitRescale; Gazebo's loader scales by it too), and `<up_axis>` does not (RViz has Assimp keep
the file's axes; a Y_UP file shows lying on its side there, and the inertia must match what is shown)."""
from __future__ import annotations

import math
import re
import struct
import xml.etree.ElementTree as ET
from dataclasses import dataclass


class MeshFormatError(Exception):
    """why a file gives no triangles: unsupported format, malformed, too large"""


@dataclass
class Mesh:
    """vertices (x, y, z tuples, or an (n, 3) numpy array) and faces (index triples, or an (m, 3) array)"""
    vertices: object
    faces: object
    triangles: int
    unit: float | None = None
    notes: tuple = ()


def read_mesh(data: bytes, ext: str, max_triangles: int, use_numpy: bool) -> Mesh:
    if ext == ".stl":
        return _read_stl(data, max_triangles, use_numpy)
    if ext == ".obj":
        return _read_obj(data, max_triangles)
    if ext == ".dae":
        return _read_dae(data, max_triangles)
    raise MeshFormatError("unsupported format: %s" % (ext or "no extension"))


def _too_large(n, max_triangles):
    if n > max_triangles:
        raise MeshFormatError("too large")


def _read_stl(data, max_triangles, use_numpy):
    n = struct.unpack_from("<I", data, 80)[0] if len(data) >= 84 else -1
    if len(data) == 84 + 50 * n:
        _too_large(n, max_triangles)
        return _binary_stl(data, n, use_numpy)
    if data.lstrip()[:5].lower() == b"solid":
        mesh = _ascii_stl(data, max_triangles)
        if mesh.triangles or not 0 < 84 + 50 * n <= len(data):
            return mesh
    if 0 < n and 84 + 50 * n < len(data):     # some exporters append bytes; readers ignore them
        _too_large(n, max_triangles)
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
            parts = line.split()
            if not parts:
                continue
            if parts[0] == b"v":
                vertices.append((float(parts[1]), float(parts[2]), float(parts[3])))
            elif parts[0] == b"f":
                idx = []
                for p in parts[1:]:
                    k = int(p.split(b"/", 1)[0])
                    idx.append(k - 1 if k > 0 else len(vertices) + k)  # negative: counted back from here
                if any(not 0 <= k < len(vertices) for k in idx):
                    raise MeshFormatError("malformed OBJ: a face refers to a vertex not defined before it")
                faces.extend((idx[0], idx[j], idx[j + 1]) for j in range(1, len(idx) - 1))
                _too_large(len(faces), max_triangles)
    except (ValueError, IndexError):
        raise MeshFormatError("malformed OBJ: a vertex or face that is not numbers") from None
    return Mesh(vertices, faces, len(faces))


# COLLADA

def _local(tag):
    return tag.rsplit("}", 1)[-1]


def _children(el, name):
    return [c for c in el if _local(c.tag) == name]


def _child(el, name):
    for c in el:
        if _local(c.tag) == name:
            return c
    return None


def _floats(text):
    return [float(x) for x in (text or "").split()]


_IDENTITY = ((1.0, 0.0, 0.0, 0.0), (0.0, 1.0, 0.0, 0.0), (0.0, 0.0, 1.0, 0.0), (0.0, 0.0, 0.0, 1.0))


def _mul(a, b):
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(4)) for j in range(4)) for i in range(4))


def _node_transform(node):
    """the node's own transform: its matrix/translate/rotate/scale children composed in document order"""
    m = _IDENTITY
    for c in node:
        name = _local(c.tag)
        v = _floats(c.text)
        if name == "matrix" and len(v) == 16:
            m = _mul(m, tuple(tuple(v[4 * i:4 * i + 4]) for i in range(4)))
        elif name == "translate" and len(v) == 3:
            m = _mul(m, ((1, 0, 0, v[0]), (0, 1, 0, v[1]), (0, 0, 1, v[2]), (0, 0, 0, 1)))
        elif name == "scale" and len(v) == 3:
            m = _mul(m, ((v[0], 0, 0, 0), (0, v[1], 0, 0), (0, 0, v[2], 0), (0, 0, 0, 1)))
        elif name == "rotate" and len(v) == 4:
            m = _mul(m, _axis_angle(v[:3], math.radians(v[3])))
    return m


def _axis_angle(axis, angle):
    n = math.sqrt(sum(a * a for a in axis)) or 1.0
    x, y, z = (a / n for a in axis)
    c, s, t = math.cos(angle), math.sin(angle), 1 - math.cos(angle)
    return ((t * x * x + c, t * x * y - s * z, t * x * z + s * y, 0.0),
            (t * x * y + s * z, t * y * y + c, t * y * z - s * x, 0.0),
            (t * x * z - s * y, t * y * z + s * x, t * z * z + c, 0.0),
            (0.0, 0.0, 0.0, 1.0))


MAX_NODES = 10_000  # real files have hundreds at most


class _Dae:
    def __init__(self, root, max_triangles):
        self.max_triangles = max_triangles
        self.ids = {el.get("id"): el for el in root.iter() if el.get("id")}
        self.vertices, self.faces, self.skipped, self.visits = [], [], set(), 0
        self._geometry_cache = {}

    def positions(self, mesh, vertices_id):
        """the POSITION source of a <vertices>, as (x, y, z) tuples"""
        verts = self.ids.get(vertices_id)
        if verts is None or _local(verts.tag) != "vertices":
            src = verts
        else:
            src = None
            for inp in _children(verts, "input"):
                if inp.get("semantic") == "POSITION":
                    src = self.ids.get((inp.get("source") or "").lstrip("#"))
        if src is None:
            raise MeshFormatError("malformed COLLADA: a primitive without positions")
        arr = _child(src, "float_array")
        values = _floats(arr.text if arr is not None else "")
        stride = 3
        common = _child(src, "technique_common")
        accessor = _child(common, "accessor") if common is not None else None
        if accessor is not None and (accessor.get("stride") or "").isdigit():
            stride = max(3, int(accessor.get("stride")))
        return [tuple(values[i:i + 3]) for i in range(0, len(values) - 2, stride)]

    def geometry(self, geom_id):
        """(positions, triangles) of a <geometry>'s mesh"""
        if geom_id in self._geometry_cache:
            return self._geometry_cache[geom_id]
        geom = self.ids.get(geom_id)
        mesh = _child(geom, "mesh") if geom is not None else None
        pos, tris = [], []
        if mesh is not None:
            cache = {}
            for prim in mesh:
                kind = _local(prim.tag)
                if kind not in ("triangles", "polylist", "polygons"):
                    if kind in ("trifans", "tristrips", "lines", "linestrips"):
                        self.skipped.add(kind)
                    continue
                inputs = _children(prim, "input")
                stride = 1 + max((int(i.get("offset") or 0) for i in inputs), default=0)
                vin = [i for i in inputs if i.get("semantic") == "VERTEX"]
                if not vin:
                    continue
                source = (vin[0].get("source") or "").lstrip("#")
                if source not in cache:
                    cache[source] = (len(pos), self.positions(mesh, source))
                    pos.extend(cache[source][1])
                base, points = cache[source]
                off = int(vin[0].get("offset") or 0)
                for polygon in self._polygons(prim, kind, stride, off):
                    if any(not 0 <= k < len(points) for k in polygon):
                        raise MeshFormatError("malformed COLLADA: an index beyond its positions")
                    tris.extend((base + polygon[0], base + polygon[j], base + polygon[j + 1])
                                for j in range(1, len(polygon) - 1))
                if len(tris) > self.max_triangles:
                    raise MeshFormatError("too large")
        self._geometry_cache[geom_id] = (pos, tris)
        return pos, tris

    @staticmethod
    def _polygons(prim, kind, stride, off):
        if kind == "polygons":
            for p in _children(prim, "p"):
                idx = [int(x) for x in (p.text or "").split()]
                yield idx[off::stride]
            return
        p = _child(prim, "p")
        idx = [int(x) for x in (p.text or "").split()] if p is not None else []
        corners = idx[off::stride]
        if kind == "triangles":
            for i in range(0, len(corners) - 2, 3):
                yield corners[i:i + 3]
            return
        vcount = _child(prim, "vcount")
        start = 0
        for n in (int(x) for x in (vcount.text or "").split()) if vcount is not None else ():
            yield corners[start:start + n]
            start += n

    def add(self, geom_id, m):
        pos, tris = self.geometry(geom_id)
        base = len(self.vertices)
        r, t = [row[:3] for row in m[:3]], [row[3] for row in m[:3]]
        for x, y, z in pos:
            self.vertices.append(tuple(r[i][0] * x + r[i][1] * y + r[i][2] * z + t[i] for i in range(3)))
        self.faces.extend((a + base, b + base, c + base) for a, b, c in tris)
        if len(self.faces) > self.max_triangles:
            raise MeshFormatError("too large")

    def walk(self, node, parent, ancestors=()):
        """place the node's geometry and its children's; an instance of a node it is inside is skipped (a
        cycle), and the walk gives up past MAX_NODES nodes (instances of instances can multiply without end)"""
        self.visits += 1
        if self.visits > MAX_NODES or len(ancestors) > 256:
            raise MeshFormatError("too large")
        m = _mul(parent, _node_transform(node))
        ancestors = ancestors + (id(node),)
        for c in node:
            name = _local(c.tag)
            if name == "instance_geometry":
                self.add((c.get("url") or "").lstrip("#"), m)
            elif name == "node":
                self.walk(c, m, ancestors)
            elif name == "instance_node":
                target = self.ids.get((c.get("url") or "").lstrip("#"))
                if target is not None and id(target) not in ancestors:
                    self.walk(target, m, ancestors)


def _read_dae(data, max_triangles):
    if b"<!ENTITY" in data:     # entity expansion is the XML bomb's tool; COLLADA files never declare one
        raise MeshFormatError("malformed COLLADA: it declares XML entities, which are not read")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as e:
        raise MeshFormatError("malformed COLLADA: %s" % e) from None
    dae = _Dae(root, max_triangles)
    unit = None
    asset = _child(root, "asset")
    unit_el = _child(asset, "unit") if asset is not None else None
    if unit_el is not None and unit_el.get("meter"):
        try:
            unit = float(unit_el.get("meter"))
        except ValueError:
            unit = None
    scene = _scene(root, dae.ids)
    if scene is not None:
        for node in _children(scene, "node"):
            dae.walk(node, _IDENTITY)
    else:  # no scene to place them: every geometry where it stands
        for geom in root.iter():
            if _local(geom.tag) == "geometry" and geom.get("id"):
                dae.add(geom.get("id"), _IDENTITY)
    notes = tuple("%s primitives ignored" % k for k in sorted(dae.skipped))
    vertices = dae.vertices
    if unit is not None and unit != 1.0:
        vertices = [(x * unit, y * unit, z * unit) for x, y, z in vertices]
    return Mesh(vertices, dae.faces, len(dae.faces), unit, notes)


def _scene(root, ids):
    """the visual scene <scene><instance_visual_scene> names, else the first one"""
    scene = _child(root, "scene")
    inst = _child(scene, "instance_visual_scene") if scene is not None else None
    if inst is not None:
        target = ids.get((inst.get("url") or "").lstrip("#"))
        if target is not None:
            return target
    for el in root.iter():
        if _local(el.tag) == "visual_scene":
            return el
    return None

