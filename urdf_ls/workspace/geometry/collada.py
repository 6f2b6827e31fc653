"""The COLLADA reader: triangles in the file's frame, in metres, as RViz reads them.

Node transforms from the visual scene apply, `<unit meter>` applies (rviz's getMeshUnitRescale; Gazebo's loader
scales by it too), and `<up_axis>` does not (RViz has Assimp keep the file's axes; a Y_UP file shows lying on its
side there, and the inertia must match what is shown).

A hostile file is refused before it costs: XML entities (the bomb's tool) in any encoding, the instances of the
scene counted (and capped) before any position is copied, nodes nested deeper than MAX_DEPTH, and numbers that are
no finite numbers named by the element that holds them."""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from xml.parsers import expat

from .mesh import Mesh, MeshFormatError, too_large

MAX_NODES = 10_000      # node visits: real files have hundreds at most
MAX_DEPTH = 256         # nested nodes
_IDENTITY = ((1.0, 0.0, 0.0, 0.0), (0.0, 1.0, 0.0, 0.0), (0.0, 0.0, 1.0, 0.0), (0.0, 0.0, 0.0, 1.0))


def _malformed(what):
    return MeshFormatError("malformed COLLADA: %s" % what)


def read_dae(data, max_triangles) -> Mesh:
    root = _parse(data)
    dae = _Dae(root, max_triangles)
    unit = _unit(root)
    scene = _scene(root, dae.ids)
    if scene is not None:
        nodes = _children(scene, "node")
        for node in nodes:      # (counted first: nothing is copied for a scene that is too large)
            dae.walk(node, _IDENTITY, count_only=True)
        dae.visits = 0
        for node in nodes:
            dae.walk(node, _IDENTITY)
    else:  # no scene to place them: every geometry where it stands
        ids = [g.get("id") for g in root.iter() if _local(g.tag) == "geometry" and g.get("id")]
        for geom_id in ids:
            dae.count(geom_id)
        for geom_id in ids:
            dae.add(geom_id, _IDENTITY)
    notes = tuple("%s primitives ignored" % k for k in sorted(dae.skipped))
    vertices = dae.vertices
    if unit is not None and unit != 1.0:
        vertices = [(x * unit, y * unit, z * unit) for x, y, z in vertices]
    return Mesh(vertices, dae.faces, len(dae.faces), unit, notes)


# ------------------------------------------------------------------ the XML, safely
def _parse(data):
    """the element tree of data, refused when the file declares a document type (entities are declared there)
    in whatever encoding it is written"""
    encoding = _wide_encoding(data)
    if encoding == "utf-32":
        raise _malformed("UTF-32 is not read (write it as UTF-8)")
    if encoding is not None:    # UTF-16: looked at as text, since b"<!ENTITY" is not in its bytes
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            raise _malformed("not valid UTF-16") from None
        if "<!ENTITY" in text or "<!DOCTYPE" in text:
            raise _malformed("it declares XML entities or a document type, which are not read")
    elif b"<!ENTITY" in data:
        raise _malformed("it declares XML entities, which are not read")
    _refuse_doctype(data)
    try:
        return ET.fromstring(data)
    except ET.ParseError as e:
        raise _malformed(str(e)) from None


def _wide_encoding(data):
    """"utf-16" or "utf-32" when the bytes are written in one (by a byte order mark, or '<' as 2 or 4 bytes),
    else None (an encoding whose '<' is one byte)"""
    head = data[:4]
    if head.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")) or head in (b"<\x00\x00\x00", b"\x00\x00\x00<"):
        return "utf-32"
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    if head.startswith(b"<\x00"):
        return "utf-16-le"
    if head.startswith(b"\x00<"):
        return "utf-16-be"
    return None


class _Prolog(Exception):
    """the prolog is read: the root element starts (no document type) or a document type is declared"""


def _refuse_doctype(data):
    """read the prolog with expat, in the encoding the file declares, and stop at the root element: a document
    type declaration is refused there, whatever bytes spell it (an EBCDIC or UTF-16 file hides b"<!DOCTYPE"),
    and nothing relies on the system expat's own limits on entity expansion"""
    parser = expat.ParserCreate()

    def doctype(*_a):
        raise _Prolog("doctype")

    def element(*_a):
        raise _Prolog("element")
    parser.StartDoctypeDeclHandler = doctype
    parser.StartElementHandler = element
    try:
        parser.Parse(data, True)
    except _Prolog as e:
        if str(e) == "doctype":
            raise _malformed("it declares a document type (XML entities), which is not read") from None
    except (expat.ExpatError, ValueError, LookupError) as e:
        raise _malformed(str(e)) from None


# ------------------------------------------------------------------ elements
def _local(tag):
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _children(el, name):
    return [c for c in el if _local(c.tag) == name]


def _child(el, name):
    for c in el:
        if _local(c.tag) == name:
            return c
    return None


def _floats(el, what):
    """the finite numbers of an element's text"""
    try:
        values = [float(x) for x in (el.text or "").split()]
    except ValueError:
        raise _malformed("a <%s> that is not numbers" % what) from None
    if not all(math.isfinite(v) for v in values):
        raise _malformed("a <%s> that is not finite numbers" % what)
    return values


def _integers(el, what):
    try:
        return [int(x) for x in (el.text or "").split()] if el is not None else []
    except ValueError:
        raise _malformed("a <%s> that is not whole numbers" % what) from None


def _unit(root):
    asset = _child(root, "asset")
    unit_el = _child(asset, "unit") if asset is not None else None
    if unit_el is None or not unit_el.get("meter"):
        return None
    try:
        unit = float(unit_el.get("meter"))
    except ValueError:
        return None
    if not math.isfinite(unit):
        raise _malformed("a <unit meter> that is not a finite number")
    return unit


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


# ------------------------------------------------------------------ transforms
def _mul(a, b):
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(4)) for j in range(4)) for i in range(4))


def _node_transform(node):
    """the node's own transform: its matrix/translate/rotate/scale children composed in document order"""
    m = _IDENTITY
    for c in node:
        name = _local(c.tag)
        if name not in ("matrix", "translate", "scale", "rotate"):
            continue
        v = _floats(c, name)
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


# ------------------------------------------------------------------ geometry and the scene
class _Dae:
    def __init__(self, root, max_triangles):
        self.max_triangles = max_triangles
        self.ids = {el.get("id"): el for el in root.iter() if el.get("id")}
        self.vertices, self.faces, self.skipped, self.visits = [], [], set(), 0
        self.planned_vertices = self.planned_faces = 0
        self._geometry_cache = {}

    def positions(self, vertices_id):
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
            raise _malformed("a primitive without positions")
        arr = _child(src, "float_array")
        values = _floats(arr, "float_array") if arr is not None else []
        stride = 3
        common = _child(src, "technique_common")
        accessor = _child(common, "accessor") if common is not None else None
        written = (accessor.get("stride") or "") if accessor is not None else ""
        if written.isdigit():       # (a stride past the values reads one position: int() of 4,300 digits raises)
            stride = max(3, len(values) + 3 if len(written) > 9 else min(int(written), len(values) + 3))
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
                try:
                    stride = 1 + max((int(i.get("offset") or 0) for i in inputs), default=0)
                    off = next((int(i.get("offset") or 0) for i in inputs if i.get("semantic") == "VERTEX"), None)
                except ValueError:
                    raise _malformed("an <input offset> that is not a whole number") from None
                if off is None:
                    continue
                source = next(i for i in inputs if i.get("semantic") == "VERTEX").get("source") or ""
                source = source.lstrip("#")
                if source not in cache:
                    cache[source] = (len(pos), self.positions(source))
                    pos.extend(cache[source][1])
                base, points = cache[source]
                for polygon in self._polygons(prim, kind, stride, off):
                    if any(not 0 <= k < len(points) for k in polygon):
                        raise _malformed("an index beyond its positions")
                    tris.extend((base + polygon[0], base + polygon[j], base + polygon[j + 1])
                                for j in range(1, len(polygon) - 1))
                    too_large(len(tris), self.max_triangles)
        self._geometry_cache[geom_id] = (pos, tris)
        return pos, tris

    def _polygons(self, prim, kind, stride, off):
        if stride < 1 or off < 0:
            raise _malformed("an <input offset> below 0")
        if kind == "polygons":
            for p in _children(prim, "p"):
                yield _integers(p, "p")[off::stride]
            return
        corners = _integers(_child(prim, "p"), "p")[off::stride]
        if kind == "triangles":
            for i in range(0, len(corners) - 2, 3):
                yield corners[i:i + 3]
            return
        start = 0
        for n in _integers(_child(prim, "vcount"), "vcount"):
            if n < 0:
                raise _malformed("a <vcount> below 0")
            yield corners[start:start + n]
            start += n

    def count(self, geom_id):
        """plan one instance of the geometry: the positions it copies and the triangles it adds, capped before
        any of it is done (a 30,000-position geometry placed 9,000 times filled 2 GiB)"""
        pos, tris = self.geometry(geom_id)
        self.planned_vertices += len(pos)
        self.planned_faces += len(tris)
        too_large(self.planned_faces, self.max_triangles)
        too_large(self.planned_vertices, 3 * self.max_triangles)

    def add(self, geom_id, m):
        pos, tris = self.geometry(geom_id)
        base = len(self.vertices)
        r, t = [row[:3] for row in m[:3]], [row[3] for row in m[:3]]
        for x, y, z in pos:
            self.vertices.append(tuple(r[i][0] * x + r[i][1] * y + r[i][2] * z + t[i] for i in range(3)))
        self.faces.extend((a + base, b + base, c + base) for a, b, c in tris)

    def walk(self, node, parent, ancestors=(), count_only=False):
        """place the node's geometry and its children's (count_only: only count what they would add); an instance
        of a node it is inside is skipped (a cycle), and the walk gives up past MAX_NODES nodes (instances of
        instances can multiply without end) or MAX_DEPTH levels"""
        self.visits += 1
        if len(ancestors) > MAX_DEPTH:
            raise MeshFormatError("too deep: nodes nested more than %d levels" % MAX_DEPTH)
        if self.visits > MAX_NODES:
            raise MeshFormatError("too large")
        m = parent if count_only else _mul(parent, _node_transform(node))
        ancestors = ancestors + (id(node),)
        for c in node:
            name = _local(c.tag)
            if name == "instance_geometry":
                url = (c.get("url") or "").lstrip("#")
                self.count(url) if count_only else self.add(url, m)
            elif name == "node":
                self.walk(c, m, ancestors, count_only)
            elif name == "instance_node":
                target = self.ids.get((c.get("url") or "").lstrip("#"))
                if target is not None and id(target) not in ancestors:
                    self.walk(target, m, ancestors, count_only)
