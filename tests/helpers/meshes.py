"""Meshes of known solids, and writers for the formats urdf-ls reads (binary and ASCII STL, OBJ, COLLADA)."""
import math
import struct


def box_mesh(sx, sy, sz):
    """an axis-aligned box centred on the origin, 12 outward triangles"""
    v = [(x * sx / 2, y * sy / 2, z * sz / 2) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]
    f = [(0, 1, 3), (0, 3, 2), (4, 6, 7), (4, 7, 5), (0, 4, 5), (0, 5, 1),
         (2, 3, 7), (2, 7, 6), (0, 2, 6), (0, 6, 4), (1, 5, 7), (1, 7, 3)]
    return v, f


def cylinder_mesh(r, h, n):
    """a prism with a regular n-gon section inscribed in radius r, axis z, centred on the origin"""
    v = [(0.0, 0.0, -h / 2), (0.0, 0.0, h / 2)]
    for k in range(n):
        a = 2 * math.pi * k / n
        v += [(r * math.cos(a), r * math.sin(a), -h / 2), (r * math.cos(a), r * math.sin(a), h / 2)]
    f = []
    for k in range(n):
        i0, i1 = 2 + 2 * k, 2 + 2 * ((k + 1) % n)
        f += [(0, i1, i0), (1, i0 + 1, i1 + 1), (i0, i1, i1 + 1), (i0, i1 + 1, i0 + 1)]
    return v, f


def icosphere(r, subdivisions):
    """a sphere of radius r: an icosahedron whose faces are split in four `subdivisions` times"""
    t = (1 + 5 ** 0.5) / 2
    v = [(-1, t, 0), (1, t, 0), (-1, -t, 0), (1, -t, 0), (0, -1, t), (0, 1, t), (0, -1, -t), (0, 1, -t),
         (t, 0, -1), (t, 0, 1), (-t, 0, -1), (-t, 0, 1)]
    v = [tuple(c / math.sqrt(sum(x * x for x in p)) for c in p) for p in v]
    f = [(0, 11, 5), (0, 5, 1), (0, 1, 7), (0, 7, 10), (0, 10, 11), (1, 5, 9), (5, 11, 4), (11, 10, 2),
         (10, 7, 6), (7, 1, 8), (3, 9, 4), (3, 4, 2), (3, 2, 6), (3, 6, 8), (3, 8, 9), (4, 9, 5), (2, 4, 11),
         (6, 2, 10), (8, 6, 7), (9, 8, 1)]
    for _ in range(subdivisions):
        mid, nf = {}, []

        def middle(a, b):
            key = (min(a, b), max(a, b))
            if key not in mid:
                m = [(x + y) / 2 for x, y in zip(v[a], v[b])]
                n = math.sqrt(sum(x * x for x in m))
                v.append(tuple(x / n for x in m))
                mid[key] = len(v) - 1
            return mid[key]
        for a, b, c in f:
            ab, bc, ca = middle(a, b), middle(b, c), middle(c, a)
            nf += [(a, ab, ca), (b, bc, ab), (c, ca, bc), (ab, bc, ca)]
        f = nf
    return [tuple(r * x for x in p) for p in v], f


def torus(major, minor, nu, nv):
    """a torus around z, nu x nv quads split in two: 2·nu·nv triangles"""
    v = []
    for i in range(nu):
        a = 2 * math.pi * i / nu
        for j in range(nv):
            b = 2 * math.pi * j / nv
            rr = major + minor * math.cos(b)
            v.append((rr * math.cos(a), rr * math.sin(a), minor * math.sin(b)))
    f = []
    for i in range(nu):
        for j in range(nv):
            p, q = i * nv + j, ((i + 1) % nu) * nv + j
            p1, q1 = i * nv + (j + 1) % nv, ((i + 1) % nu) * nv + (j + 1) % nv
            f += [(p, q, q1), (p, q1, p1)]
    return v, f


def stl_binary(path, v, f):
    with open(path, "wb") as out:
        out.write(b"\0" * 80 + struct.pack("<I", len(f)))
        for a, b, c in f:
            out.write(struct.pack("<12f2x", 0, 0, 0, *v[a], *v[b], *v[c]))


def stl_ascii(path, v, f):
    lines = ["solid test"]
    for tri in f:
        lines.append("  facet normal 0 0 0\n    outer loop")
        lines += ["      vertex %r %r %r" % v[i] for i in tri]
        lines.append("    endloop\n  endfacet")
    lines.append("endsolid test")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def obj(path, v, f, negative=False, quads=()):
    """faces as triangles; `quads` (index quadruples) as polygons; negative=True writes relative indices"""
    lines = ["v %r %r %r" % p for p in v]
    n = len(v)
    for face in list(f) + list(quads):
        lines.append("f " + " ".join(str(i - n) if negative else "%d/%d" % (i + 1, i + 1) for i in face))
    with open(path, "w") as out:
        out.write("# test\n" + "\n".join(lines) + "\n")


def dae(path, v, f, unit=None, node_xml="", matrix=None, up_axis="Z_UP", primitive="triangles"):
    """a COLLADA file with one geometry "g", instanced by a node "n" (with `matrix`, 16 numbers row-major, or
    other transform elements in `node_xml`); primitive: triangles, polylist or polygons"""
    positions = " ".join("%r %r %r" % p for p in v)
    if primitive == "triangles":
        prim = '<triangles count="%d"><input semantic="VERTEX" source="#g-v" offset="0"/>' \
               '<input semantic="NORMAL" source="#g-n" offset="1"/><p>%s</p></triangles>' % (
                   len(f), " ".join("%d 0" % i for t in f for i in t))
    elif primitive == "polylist":
        prim = '<polylist count="%d"><input semantic="VERTEX" source="#g-v" offset="0"/><vcount>%s</vcount>' \
               '<p>%s</p></polylist>' % (len(f), " ".join("3" for _ in f), " ".join("%d" % i for t in f for i in t))
    else:
        prim = '<polygons count="%d"><input semantic="VERTEX" source="#g-v" offset="0"/>%s</polygons>' % (
            len(f), "".join("<p>%s</p>" % " ".join(map(str, t)) for t in f))
    unit_xml = '<unit meter="%r" name="u"/>' % unit if unit is not None else ""
    transform = "<matrix>%s</matrix>" % " ".join(map(repr, matrix)) if matrix else ""
    text = """<?xml version="1.0" encoding="utf-8"?>
<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema" version="1.4.1">
  <asset>%s<up_axis>%s</up_axis></asset>
  <library_geometries><geometry id="g" name="g"><mesh>
    <source id="g-p"><float_array id="g-p-a" count="%d">%s</float_array>
      <technique_common><accessor source="#g-p-a" count="%d" stride="3"/></technique_common></source>
    <source id="g-n"><float_array id="g-n-a" count="3">0 0 1</float_array>
      <technique_common><accessor source="#g-n-a" count="1" stride="3"/></technique_common></source>
    <vertices id="g-v"><input semantic="POSITION" source="#g-p"/></vertices>
    %s
  </mesh></geometry></library_geometries>
  <library_visual_scenes><visual_scene id="s"><node id="n">%s%s<instance_geometry url="#g"/></node>
  </visual_scene></library_visual_scenes>
  <scene><instance_visual_scene url="#s"/></scene>
</COLLADA>
""" % (unit_xml, up_axis, 3 * len(v), positions, len(v), prim, transform, node_xml)
    with open(path, "w") as out:
        out.write(text)
