"""The 3D convex hull of a modest point set (quickhull, pure Python), as outward-facing triangles.

Used for the hull of an open mesh (whose mass properties then bound the mesh's) and for containment tests.
Callers keep the input small (hundreds to a few thousand points): the extreme points of a big mesh, not all of
its vertices."""
from __future__ import annotations


def _sub(a, b):
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _dot(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


class _Face:
    __slots__ = ("v", "normal", "offset", "outside", "alive")

    def __init__(self, pts, a, b, c):
        self.v = (a, b, c)
        n = _cross(_sub(pts[b], pts[a]), _sub(pts[c], pts[a]))
        length = _dot(n, n) ** 0.5 or 1.0
        self.normal = (n[0] / length, n[1] / length, n[2] / length)
        self.offset = _dot(self.normal, pts[a])
        self.outside = []
        self.alive = True

    def distance(self, p):
        return _dot(self.normal, p) - self.offset


def _initial_simplex(pts, eps):
    """four affinely independent points far apart, or None when the set is flat (or a line, or one point)"""
    i0 = min(range(len(pts)), key=lambda i: pts[i])
    i1 = max(range(len(pts)), key=lambda i: _dot(_sub(pts[i], pts[i0]), _sub(pts[i], pts[i0])))
    d = _sub(pts[i1], pts[i0])
    if _dot(d, d) ** 0.5 <= eps:
        return None

    def line_distance(i):
        c = _cross(d, _sub(pts[i], pts[i0]))
        return _dot(c, c)
    i2 = max(range(len(pts)), key=line_distance)
    if line_distance(i2) ** 0.5 / _dot(d, d) ** 0.5 <= eps:
        return None
    n = _cross(d, _sub(pts[i2], pts[i0]))
    n_len = _dot(n, n) ** 0.5
    i3 = max(range(len(pts)), key=lambda i: abs(_dot(n, _sub(pts[i], pts[i0]))))
    if abs(_dot(n, _sub(pts[i3], pts[i0]))) / n_len <= eps:
        return None
    return i0, i1, i2, i3


def convex_hull(points, eps_scale=1e-9):
    """the outward-oriented triangles (index triples into `points`) of the convex hull, or None when the
    points span less than three dimensions"""
    if len(points) < 4:
        return None
    lo = [min(float(p[k]) for p in points) for k in range(3)]
    hi = [max(float(p[k]) for p in points) for k in range(3)]
    mid = [(a + b) / 2 for a, b in zip(lo, hi)]
    # about the box's centre: a small part far from the origin keeps its precision
    pts = [(float(p[0]) - mid[0], float(p[1]) - mid[1], float(p[2]) - mid[2]) for p in points]
    eps = eps_scale * max(1e-300, max(hi[k] - lo[k] for k in range(3)))
    simplex = _initial_simplex(pts, eps)
    if simplex is None:
        return None
    a, b, c, d = simplex
    centroid = tuple(sum(pts[i][k] for i in simplex) / 4 for k in range(3))
    faces = []
    for tri in ((a, b, c), (a, c, d), (a, d, b), (b, d, c)):
        f = _Face(pts, *tri)
        if f.distance(centroid) > 0:
            f = _Face(pts, tri[0], tri[2], tri[1])
        faces.append(f)
    taken = set(simplex)
    for i, p in enumerate(pts):
        if i not in taken:
            _assign(faces, i, p, eps)
    edge_face = {}
    for f in faces:
        _register(edge_face, f)
    pending = [f for f in faces if f.outside]
    while pending:
        face = pending.pop()
        if not face.alive or not face.outside:
            continue
        eye = max(face.outside, key=lambda i: face.distance(pts[i]))
        visible = _visible_from(face, pts[eye], edge_face, eps)
        for f in visible:
            f.alive = False
        horizon = [(f.v[k], f.v[(k + 1) % 3]) for f in visible for k in range(3)
                   if _alive(edge_face.get((f.v[(k + 1) % 3], f.v[k])))]
        if not _one_loop(horizon):
            # rounding made the visible faces enclose one that is not: adding this point would tear the
            # surface, so leave it out (it lies within rounding of the faces around it)
            for f in visible:
                f.alive = True
            face.outside.remove(eye)
            pending.append(face)
            continue
        orphans = [i for f in visible for i in f.outside]
        for f in visible:
            for k in range(3):
                del edge_face[(f.v[k], f.v[(k + 1) % 3])]
        new_faces = []
        for u, v in horizon:
            f = _Face(pts, u, v, eye)
            _register(edge_face, f)
            new_faces.append(f)
        for i in orphans:
            if i != eye:
                _assign(new_faces, i, pts[i], eps)
        faces.extend(new_faces)
        pending.extend(f for f in new_faces if f.outside)
    return [f.v for f in faces if f.alive]


def _alive(face):
    return face is not None and face.alive


def _one_loop(edges):
    """whether the directed edges form one simple cycle"""
    nxt = {}
    for u, v in edges:
        if u in nxt:
            return False
        nxt[u] = v
    if not nxt:
        return False
    start = edges[0][0]
    u, steps = start, 0
    while True:
        u = nxt.get(u)
        steps += 1
        if u is None or steps > len(nxt):
            return False
        if u == start:
            return steps == len(nxt)


def _assign(faces, i, p, eps):
    best, best_d = None, eps
    for f in faces:
        d = f.distance(p)
        if d > best_d:
            best, best_d = f, d
    if best is not None:
        best.outside.append(i)


def _register(edge_face, f):
    for k in range(3):
        edge_face[(f.v[k], f.v[(k + 1) % 3])] = f


def _visible_from(start, p, edge_face, eps):
    """the connected faces that see p (a flood fill from the face p is outside of)"""
    seen, stack, visible = {id(start)}, [start], []
    while stack:
        f = stack.pop()
        visible.append(f)
        for k in range(3):
            twin = edge_face.get((f.v[(k + 1) % 3], f.v[k]))
            if twin is not None and twin.alive and id(twin) not in seen:
                seen.add(id(twin))
                if twin.distance(p) > eps:
                    stack.append(twin)
    return visible


def planes(points, triangles):
    """the (unit normal, offset) of each hull triangle: a point x is inside when normal·x <= offset"""
    out = []
    for a, b, c in triangles:
        n = _cross(_sub(points[b], points[a]), _sub(points[c], points[a]))
        length = _dot(n, n) ** 0.5
        if length > 0:
            n = (n[0] / length, n[1] / length, n[2] / length)
            out.append((n, _dot(n, points[a])))
    return out


def circumscribed(points, directions):
    """the vertices of the polytope bounded by the points' supporting planes in `directions` (unit vectors
    spread over the sphere): it contains the points' hull, and equals it for a box whose faces face some of
    the directions. Its vertices are the facets of the polar of {d/h(d)} about an inner point (h: the
    support distance from there). Falls back to the points themselves when they span less than 3D."""
    pts = [tuple(map(float, p)) for p in points]
    c = tuple(sum(p[k] for p in pts) / len(pts) for k in range(3))
    dual = []
    for d in directions:
        h = max(_dot(d, _sub(p, c)) for p in pts)
        if h <= 0:
            return pts
        dual.append((d[0] / h, d[1] / h, d[2] / h))
    tris = convex_hull(dual)
    if tris is None:
        return pts
    size = max(max(p[k] for p in pts) - min(p[k] for p in pts) for k in range(3))
    seen, out = set(), []
    for n, off in planes(dual, tris):
        if off <= 0:
            return pts
        x = (c[0] + n[0] / off, c[1] + n[1] / off, c[2] + n[2] / off)
        key = tuple(round(v / (1e-9 * size)) for v in x)     # coplanar facets name one vertex several times
        if key not in seen:
            seen.add(key)
            out.append(x)
    return out
