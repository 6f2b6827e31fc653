"""The pure-Python loops of mesh integration (fast.py has their numpy twins; both give the same numbers)."""
from __future__ import annotations

import bisect
import itertools
import math
import time

from .hull import convex_hull, planes


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
    exact = {}
    first = [exact.setdefault(v, len(exact)) for v in vertices]   # equal numbers first: cheap, and most of it
    distinct = list(exact)
    check_time(deadline)
    step = weld_step(distinct)
    index, out, merged = {}, [], []
    for v in distinct:
        key = (round(v[0] / step), round(v[1] / step), round(v[2] / step)) if step else v
        i = index.get(key)
        if i is None:
            i = index[key] = len(out)
            out.append(v)
        merged.append(i)
    remap = [merged[i] for i in first]
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
    edges = set(a * n + b for a, b, _ in faces)
    edges.update(b * n + c for _, b, c in faces)
    edges.update(c * n + a for a, _, c in faces)
    if len(edges) != 3 * len(faces):
        return False
    return all((e % n) * n + e // n in edges for e in edges)


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
    """fixed unit directions whose extreme vertices stand for a mesh's hull: the 26 of a cube's faces, edges
    and corners, and 74 more spread evenly (a Fibonacci sphere)"""
    dirs = [tuple(c / math.sqrt(x * x + y * y + z * z) for c in (x, y, z))
            for x in (-1, 0, 1) for y in (-1, 0, 1) for z in (-1, 0, 1) if (x, y, z) != (0, 0, 0)]
    n = 74
    golden = math.pi * (3 - 5 ** 0.5)
    for i in range(n):
        z = 1 - 2 * (i + 0.5) / n
        r = math.sqrt(1 - z * z)
        dirs.append((r * math.cos(golden * i), r * math.sin(golden * i), z))
    return dirs


DIRECTIONS = directions()


def used_points(vertices, faces):
    return [vertices[i] for i in sorted(set(itertools.chain.from_iterable(faces)))]


def extreme_points(points, deadline):
    """the points extreme in DIRECTIONS (the first of equals, as numpy's argmax), in their order.
    A point at distance r from the box's centre c scores at most d·c + r in direction d, so only the points
    farther than (a known score - d·c) can win: sorted by r, a direction scans only those (for a flat or long
    part, few)"""
    n = len(points)
    lo = [min(p[k] for p in points) for k in range(3)]
    hi = [max(p[k] for p in points) for k in range(3)]
    cx, cy, cz = ((a + b) / 2 for a, b in zip(lo, hi))
    margin = 1e-9 * max(b - a for a, b in zip(lo, hi))
    far = [-math.sqrt((x - cx) ** 2 + (y - cy) ** 2 + (z - cz) ** 2) for x, y, z in points]
    order = sorted(range(n), key=far.__getitem__)
    far_sorted = [far[i] for i in order]
    nearest_first = [points[i] for i in order]
    known = [nearest_first[0]] + [min(points, key=lambda p: p[k]) for k in range(3)] + \
            [max(points, key=lambda p: p[k]) for k in range(3)]
    best = set()
    for dx, dy, dz in DIRECTIONS:
        check_time(deadline)
        reach = max(dx * x + dy * y + dz * z for x, y, z in known) - (dx * cx + dy * cy + dz * cz) - margin
        k = bisect.bisect_right(far_sorted, -reach)
        if k > n // 2:   # most points can win: the plain scan is cheaper
            scores = [dx * x + dy * y + dz * z for x, y, z in points]
            best.add(scores.index(max(scores)))
            continue
        scores = [dx * x + dy * y + dz * z for x, y, z in nearest_first[:k]]
        top = max(scores)
        j = scores.index(top)
        if scores.count(top) > 1:
            j = min(order[m] for m, sc in enumerate(scores) if sc == top)
            best.add(j)
        else:
            best.add(order[j])
    return [points[k] for k in sorted(best)]


def hull_source(points, extremes, limit, deadline):
    """the points an open mesh's hull is built from: those not strictly inside the extreme points' hull (they
    cannot be hull vertices) when at most `limit`, else the extreme points"""
    tris = convex_hull(extremes)
    if tris is not None:
        faces = planes(extremes, tris)
        size = max(max(p[k] for p in points) - min(p[k] for p in points) for k in range(3))
        eps = 1e-9 * size
        c = tuple(sum(p[k] for p in extremes) / len(extremes) for k in range(3))
        ball = min(off - (n[0] * c[0] + n[1] * c[1] + n[2] * c[2]) for n, off in faces) - eps
        kept = []
        for i, (x, y, z) in enumerate(points):
            if not i & 0x3FFF:
                check_time(deadline)
            if (x - c[0]) ** 2 + (y - c[1]) ** 2 + (z - c[2]) ** 2 < ball * ball:
                continue       # inside the ball the extreme points' hull holds: inside the hull
            if any(n[0] * x + n[1] * y + n[2] * z - off > -eps for n, off in faces):
                kept.append((x, y, z))
        points = kept + list(extremes)
    return points if len(points) <= limit else extremes
