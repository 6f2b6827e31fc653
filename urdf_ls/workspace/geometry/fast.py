"""numpy versions of meshes.py's loops: the same arithmetic, vectorised. Imported only when numpy is."""
from __future__ import annotations

import numpy as np

from .hull import convex_hull, planes
from .pure import DIRECTIONS, WELD, finish_integral


def weld(vertices, faces):
    """as pure.weld: coordinates merged on the same grid, numbered in order of first appearance"""
    v = np.asarray(vertices, dtype=np.float64).reshape(-1, 3)
    f = np.asarray(faces, dtype=np.int64).reshape(-1, 3)
    if not len(v):
        return v, f
    step = WELD * float((v.max(axis=0) - v.min(axis=0)).max())
    # (np.round and Python's round both round halves to even; + 0.0 turns -0.0 into 0.0, as == sees it)
    group, first = _equal_rows(np.round(v / step) + 0.0 if step else v + 0.0)
    # number the groups in order of their first vertex, as the pure-Python dict does
    order = np.argsort(first)
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    f = rank[group][f]
    f = f[(f[:, 0] != f[:, 1]) & (f[:, 1] != f[:, 2]) & (f[:, 0] != f[:, 2])]
    return v[first[order]], f


_MIX = np.array([0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9], dtype=np.uint64)


def _equal_rows(v):
    """(group of each row, first row of each group) for rows with equal coordinates: sorting a 64-bit hash of
    the bits is many times faster than sorting the rows; a collision is detected and sorted exactly"""
    x, y, z = np.ascontiguousarray(v.T).view(np.uint64)
    with np.errstate(over="ignore"):
        h = (x ^ (x >> np.uint64(29))) * _MIX[0]     # float32 data has its low 29 bits zero
        h += (y ^ (y >> np.uint64(29))) * _MIX[1]
        h += (z ^ (z >> np.uint64(29))) * _MIX[2]
        h ^= h >> np.uint64(31)
    order = np.argsort(h)
    hs = h[order]
    starts = np.ones(len(hs), dtype=bool)
    starts[1:] = hs[1:] != hs[:-1]
    rows = v[order]
    if not (rows[1:] == rows[:-1]).all(axis=1)[~starts[1:]].all():   # equal hashes, different rows
        keys = np.ascontiguousarray(v).view(np.dtype((np.void, 24))).ravel()
        _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
        return inverse.ravel(), first
    group_sorted = np.cumsum(starts) - 1
    first = np.minimum.reduceat(order, np.flatnonzero(starts))
    group = np.empty(len(v), dtype=np.int64)
    group[order] = group_sorted
    return group, first


def is_closed(faces, n) -> bool:
    if not len(faces):
        return False
    a, b, c = faces[:, 0], faces[:, 1], faces[:, 2]
    src = np.concatenate([a, b, c])
    dst = np.concatenate([b, c, a])
    forward = np.sort(src * n + dst)
    if np.any(forward[1:] == forward[:-1]):
        return False
    return bool(np.array_equal(forward, np.sort(dst * n + src)))


def integrate(vertices, faces):
    o = (vertices.min(axis=0) + vertices.max(axis=0)) / 2
    p = (vertices - o).T.copy()  # rows x, y, z: each gather below is contiguous
    ax, ay, az = (p[k][faces[:, 0]] for k in range(3))
    bx, by, bz = (p[k][faces[:, 1]] for k in range(3))
    cx, cy, cz = (p[k][faces[:, 2]] for k in range(3))
    det = ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)
    a, b, c = (ax, ay, az), (bx, by, bz), (cx, cy, cz)
    t = [a[k] + b[k] + c[k] for k in range(3)]
    first = tuple(float(det @ t[k]) for k in range(3))

    def second(i, j):
        return float(det @ (a[i] * a[j] + b[i] * b[j] + c[i] * c[j] + t[i] * t[j]))
    sums = (second(0, 0), second(1, 1), second(2, 2), second(0, 1), second(0, 2), second(1, 2))
    return finish_integral(float(det.sum()), first, sums, tuple(float(x) for x in o))


_DIRS = np.array(DIRECTIONS, dtype=np.float64)


def used_points(vertices, faces):
    return vertices[np.flatnonzero(np.bincount(faces.ravel(), minlength=len(vertices)))]


def extreme_points(points):
    return [tuple(float(c) for c in points[i]) for i in _extreme_rows(points)]


def hull_source(points, extremes, limit):
    """as pure.hull_source (the same points, in the same order)"""
    tris = convex_hull(extremes)
    if tris is not None:
        faces = planes(extremes, tris)
        normals, offsets = np.array([n for n, _ in faces]), np.array([off for _, off in faces])
        size = float((points.max(axis=0) - points.min(axis=0)).max())
        points = points[((points @ normals.T) - offsets > -1e-9 * size).any(axis=1)]
        points = np.concatenate([points, np.array(extremes)])
    if len(points) > limit:
        return extremes
    return [tuple(float(c) for c in p) for p in points]


def _extreme_rows(pts):
    """the rows of pts extreme in DIRECTIONS (the first of equals), ascending"""
    x, y, z = (np.ascontiguousarray(pts[:, k]) for k in range(3))
    dx, dy, dz = (_DIRS[:, k:k + 1] for k in range(3))
    best_score = np.full(len(_DIRS), -np.inf)
    best_index = np.zeros(len(_DIRS), dtype=np.int64)
    step = 16384
    for start in range(0, len(pts), step):
        part = slice(start, start + step)
        scores = dx * x[part] + dy * y[part] + dz * z[part]   # directions x points, each row contiguous
        arg = scores.argmax(axis=1)
        top = scores[np.arange(len(_DIRS)), arg]
        better = top > best_score
        best_score[better] = top[better]
        best_index[better] = arg[better] + start
    return sorted(set(best_index.tolist()))
