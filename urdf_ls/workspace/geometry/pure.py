"""The pure-Python loops of mesh integration (fast.py has their numpy twins; both give the same numbers)."""
from __future__ import annotations

import itertools
import math
import time


class OutOfTime(Exception):
    """the mesh's time budget ran out"""


def check_time(deadline):
    if deadline is not None and time.monotonic() > deadline:
        raise OutOfTime


WELD = 1e-7  # of the mesh's size: coordinates closer than this (on a grid of this step) are one vertex


def weld_step(vertices):
    """the grid step vertices are merged on: exporters write one corner as slightly different numbers
    (1e-20 for 0, float32 rounding of a computed point), which would open a closed mesh"""
    if not len(vertices):
        return 0.0
    size = max(max(v[k] for v in vertices) - min(v[k] for v in vertices) for k in range(3))
    return WELD * size


def weld(vertices, faces, deadline):
    """vertices merged where they round to the same point of a fine grid (STL repeats them per triangle,
    COLLADA per normal), numbered in order of first appearance (each keeps its first coordinates), and the
    faces that collapse to a line or point dropped"""
    step = weld_step(vertices)
    index, out, remap = {}, [], []
    for v in vertices:
        key = (round(v[0] / step) + 0.0, round(v[1] / step) + 0.0, round(v[2] / step) + 0.0) if step else v
        i = index.get(key)
        if i is None:
            i = index[key] = len(out)
            out.append(v)
        remap.append(i)
    check_time(deadline)
    kept = []
    for a, b, c in faces:
        a, b, c = remap[a], remap[b], remap[c]
        if a != b and b != c and a != c:
            kept.append((a, b, c))
    return out, kept


def is_closed(faces) -> bool:
    """every directed edge once, and its reverse once: a closed, consistently oriented 2-manifold"""
    if not faces:
        return False
    n = 1 + max(map(max, faces))
    forward = [a * n + b for a, b, _ in faces] + [b * n + c for _, b, c in faces] + [c * n + a for a, _, c in faces]
    edges = set(forward)
    if len(edges) != len(forward):
        return False
    return edges == {(e % n) * n + e // n for e in edges}


def integrate(vertices, faces, deadline):
    """(signed volume, centre, inertia about the centre with ixy = -∫xy) of the solid bounded by the faces;
    each triangle with a reference point spans a tetrahedron whose moments have closed forms"""
    lo = [min(v[k] for v in vertices) for k in range(3)]
    hi = [max(v[k] for v in vertices) for k in range(3)]
    o = [(a + b) / 2 for a, b in zip(lo, hi)]  # near the mesh: keeps the sums well conditioned
    pts = [(v[0] - o[0], v[1] - o[1], v[2] - o[2]) for v in vertices]
    vol = sx = sy = sz = 0.0
    cxx = cyy = czz = cxy = cxz = cyz = 0.0
    for n, (i, j, k) in enumerate(faces):
        if deadline is not None and not n & 0xFFFF:
            check_time(deadline)
        ax, ay, az = pts[i]
        bx, by, bz = pts[j]
        qx, qy, qz = pts[k]
        det = ax * (by * qz - bz * qy) - ay * (bx * qz - bz * qx) + az * (bx * qy - by * qx)
        tx, ty, tz = ax + bx + qx, ay + by + qy, az + bz + qz
        vol += det
        sx += det * tx
        sy += det * ty
        sz += det * tz
        cxx += det * (ax * ax + bx * bx + qx * qx + tx * tx)
        cyy += det * (ay * ay + by * by + qy * qy + ty * ty)
        czz += det * (az * az + bz * bz + qz * qz + tz * tz)
        cxy += det * (ax * ay + bx * by + qx * qy + tx * ty)
        cxz += det * (ax * az + bx * bz + qx * qz + tx * tz)
        cyz += det * (ay * az + by * bz + qy * qz + ty * tz)
    return finish_integral(vol, (sx, sy, sz), (cxx, cyy, czz, cxy, cxz, cyz), o)


def finish_integral(det_sum, first, second, origin):
    """turn the tetrahedra's sums into (volume, centre, inertia about the centre): volume = Σdet/6,
    ∫x dV = Σdet·(a+b+c)/24, ∫x xᵀ dV = Σdet·(Σv vᵀ + s sᵀ)/120 with s = a+b+c"""
    volume = det_sum / 6
    if volume == 0:
        return 0.0, tuple(origin), (0.0,) * 6
    c = [f / 24 / volume for f in first]
    cxx, cyy, czz, cxy, cxz, cyz = (s / 120 for s in second)
    # covariance about the centre
    cxx -= volume * c[0] * c[0]
    cyy -= volume * c[1] * c[1]
    czz -= volume * c[2] * c[2]
    cxy -= volume * c[0] * c[1]
    cxz -= volume * c[0] * c[2]
    cyz -= volume * c[1] * c[2]
    inertia = (cyy + czz, -cxy, -cxz, cxx + czz, -cyz, cxx + cyy)
    return volume, (c[0] + origin[0], c[1] + origin[1], c[2] + origin[2]), inertia


def directions():
    """fixed directions whose extreme vertices stand for a big mesh's hull: the 26 of a cube's faces, edges
    and corners, and 74 more spread evenly (a Fibonacci sphere)"""
    dirs = [(x, y, z) for x in (-1, 0, 1) for y in (-1, 0, 1) for z in (-1, 0, 1) if (x, y, z) != (0, 0, 0)]
    n = 74
    golden = 3.141592653589793 * (3 - 5 ** 0.5)
    for i in range(n):
        z = 1 - 2 * (i + 0.5) / n
        r = math.sqrt(1 - z * z)
        dirs.append((r * math.cos(golden * i), r * math.sin(golden * i), z))
    return dirs


DIRECTIONS = directions()


def used_points(vertices, faces):
    return [vertices[i] for i in sorted(set(itertools.chain.from_iterable(faces)))]


def extreme_points(points, deadline):
    """the points extreme in DIRECTIONS (the first of equals, as numpy's argmax), in their order"""
    best = set()
    for dx, dy, dz in DIRECTIONS:
        check_time(deadline)
        scores = [dx * x + dy * y + dz * z for x, y, z in points]
        best.add(scores.index(max(scores)))
    return [points[k] for k in sorted(best)]


def hull_source(points, extremes, limit):
    """the points an open mesh's hull is built from: all of them when few enough, else the extreme ones"""
    return points if len(points) <= limit else extremes
