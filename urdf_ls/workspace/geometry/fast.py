"""numpy versions of meshes.py's loops: the same arithmetic, vectorised. Imported only when numpy is."""
from __future__ import annotations

import numpy as np

from .pure import DIRECTIONS, finish_integral


def weld(vertices, faces):
    v = np.asarray(vertices, dtype=np.float64).reshape(-1, 3) + 0.0  # + 0.0: -0.0 becomes 0.0, as == sees it
    f = np.asarray(faces, dtype=np.int64).reshape(-1, 3)
    if not len(v):
        return v, f
    keys = np.ascontiguousarray(v).view(np.dtype((np.void, 24))).ravel()
    _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    # number the unique vertices in order of first appearance, as the pure-Python dict does
    order = np.argsort(first, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    f = rank[inverse.ravel()][f]
    f = f[(f[:, 0] != f[:, 1]) & (f[:, 1] != f[:, 2]) & (f[:, 0] != f[:, 2])]
    return v[first[order]], f


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
    p = vertices - o
    a, b, c = p[faces[:, 0]], p[faces[:, 1]], p[faces[:, 2]]
    det = np.einsum("ij,ij->i", a, np.cross(b, c))
    t = a + b + c
    first = det @ t

    def second(i, j):
        return float(det @ (a[:, i] * a[:, j] + b[:, i] * b[:, j] + c[:, i] * c[:, j] + t[:, i] * t[:, j]))
    sums = (second(0, 0), second(1, 1), second(2, 2), second(0, 1), second(0, 2), second(1, 2))
    return finish_integral(float(det.sum()), tuple(float(x) for x in first), sums, tuple(float(x) for x in o))


_DIRS = np.array(DIRECTIONS, dtype=np.float64)


def hull_candidates(vertices, faces, limit):
    used = np.unique(faces)
    if len(used) <= limit:
        return [tuple(float(x) for x in vertices[i]) for i in used]
    pts = vertices[used]
    best_score = np.full(len(_DIRS), -np.inf)
    best_index = np.zeros(len(_DIRS), dtype=np.int64)
    for start in range(0, len(pts), 20000):
        scores = pts[start:start + 20000] @ _DIRS.T
        arg = scores.argmax(axis=0)
        top = scores[arg, np.arange(len(_DIRS))]
        better = top > best_score
        best_score[better] = top[better]
        best_index[better] = arg[better] + start
    return [tuple(float(x) for x in vertices[used[i]]) for i in sorted(set(best_index.tolist()))]
