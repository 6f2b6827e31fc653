"""Mass properties of solids for unit density: URDF's primitives, and the operations that place, scale and
combine them (a link's geometry is the union of its collision elements, each under its `<origin>`).

Conventions, as URDF writes `<inertia>`: the inertia tensor is about the centre of volume, in the geometry's
frame, and its off-diagonal entries are the tensor's own, i.e. ixy = -∫xy dV (a box rotated so that x and y
grow together has a negative ixy). Multiply by a density (kg/m³) to get kg·m²."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache

from . import hull as _hull

Vec = tuple  # (x, y, z)
Inertia = tuple  # (ixx, ixy, ixz, iyy, iyz, izz)


@dataclass(frozen=True)
class MassProperties:
    """volume [m³], centre of volume, inertia about the centre for unit density (ixx, ixy, ixz, iyy, iyz, izz)
    with ixy = -∫xy dV; `exact` is False when these bound the geometry rather than describe it (an open mesh:
    the properties of its convex hull); `bounds` is (min xyz, max xyz); `hull` is points whose convex hull
    contains the geometry and exceeds its own convex hull by a few per cent at most (a box's corners; for a
    mesh, the polytope of its supporting planes in 100 directions; for cylinders and spheres, circumscribed
    polygons): containment and farthest-distance answers err on the outside, never the inside"""
    volume: float
    center: Vec
    inertia: Inertia
    exact: bool
    bounds: tuple
    hull: tuple

    @cached_property
    def hull_planes(self):
        """(normal, offset) of the hull's faces, or None when the hull is flat"""
        tris = _hull.convex_hull(self.hull)
        return None if tris is None else _hull.planes(self.hull, tris)


def _tensor(i):
    ixx, ixy, ixz, iyy, iyz, izz = i
    return ((ixx, ixy, ixz), (ixy, iyy, iyz), (ixz, iyz, izz))


def _untensor(m):
    return (m[0][0], m[0][1], m[0][2], m[1][1], m[1][2], m[2][2])


def _matmul(a, b):
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3))


def _transpose(a):
    return tuple(tuple(a[j][i] for j in range(3)) for i in range(3))


def bounds_of(points):
    return (tuple(min(p[k] for p in points) for k in range(3)), tuple(max(p[k] for p in points) for k in range(3)))


def box_corners(lo, hi):
    return tuple((x, y, z) for x in (lo[0], hi[0]) for y in (lo[1], hi[1]) for z in (lo[2], hi[2]))


@lru_cache(maxsize=1024)    # (robots repeat their shapes; the results are immutable)
def box(size) -> MassProperties:
    a, b, c = (abs(float(s)) for s in size)
    v = a * b * c
    lo, hi = (-a / 2, -b / 2, -c / 2), (a / 2, b / 2, c / 2)
    inertia = (v * (b * b + c * c) / 12, 0.0, 0.0, v * (a * a + c * c) / 12, 0.0, v * (a * a + b * b) / 12)
    return MassProperties(v, (0.0, 0.0, 0.0), inertia, True, (lo, hi), box_corners(lo, hi))


_SIDES = 16  # of the polygon circumscribing a cylinder's caps


@lru_cache(maxsize=1024)
def cylinder(radius, length) -> MassProperties:
    """URDF's cylinder: its axis along z, centred on the origin"""
    r, h = abs(float(radius)), abs(float(length))
    v = math.pi * r * r * h
    side = v * (3 * r * r + h * h) / 12
    rc = r / math.cos(math.pi / _SIDES)
    ring = [(rc * math.cos(2 * math.pi * k / _SIDES), rc * math.sin(2 * math.pi * k / _SIDES)) for k in range(_SIDES)]
    pts = tuple((x, y, z) for z in (-h / 2, h / 2) for x, y in ring)
    return MassProperties(v, (0.0, 0.0, 0.0), (side, 0.0, 0.0, side, 0.0, v * r * r / 2), True,
                          ((-r, -r, -h / 2), (r, r, h / 2)), pts)


def _icosphere_points():
    """vertices of an icosahedron subdivided once, scaled so that its hull contains the unit sphere"""
    t = (1 + 5 ** 0.5) / 2
    base = [(-1, t, 0), (1, t, 0), (-1, -t, 0), (1, -t, 0), (0, -1, t), (0, 1, t), (0, -1, -t), (0, 1, -t),
            (t, 0, -1), (t, 0, 1), (-t, 0, -1), (-t, 0, 1)]
    unit = [tuple(c / math.sqrt(sum(x * x for x in p)) for c in p) for p in base]
    pts = set(unit)
    for i in range(12):
        for j in range(i + 1, 12):
            if sum(a * b for a, b in zip(unit[i], unit[j])) > 0.4:  # neighbours on the icosahedron
                m = [a + b for a, b in zip(unit[i], unit[j])]
                n = math.sqrt(sum(x * x for x in m))
                pts.add(tuple(x / n for x in m))
    pts = sorted(pts)
    inradius = min(off for _, off in _hull.planes(pts, _hull.convex_hull(pts)))
    return tuple(tuple(c / inradius for c in p) for p in pts)


_SPHERE_POINTS = _icosphere_points()


@lru_cache(maxsize=1024)
def sphere(radius) -> MassProperties:
    r = abs(float(radius))
    v = 4 / 3 * math.pi * r ** 3
    i = 2 / 5 * v * r * r
    return MassProperties(v, (0.0, 0.0, 0.0), (i, 0.0, 0.0, i, 0.0, i), True, ((-r,) * 3, (r,) * 3),
                          tuple(tuple(r * c for c in p) for p in _SPHERE_POINTS))


def rotation(rpy):
    """URDF's rpy: fixed axes, roll about x, then pitch about y, then yaw about z (R = Rz·Ry·Rx)"""
    r, p, y = (float(a) for a in rpy)
    cr, sr, cp, sp, cy, sy = math.cos(r), math.sin(r), math.cos(p), math.sin(p), math.cos(y), math.sin(y)
    return ((cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr),
            (sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr),
            (-sp, cp * sr, cp * cr))


def transformed(props: MassProperties, xyz=(0, 0, 0), rpy=(0, 0, 0)) -> MassProperties:
    """the solid placed by a URDF `<origin xyz rpy>`: rotated, then translated"""
    t = tuple(float(a) for a in xyz)
    if not any(float(a) for a in rpy):      # (most origins: a shift alone keeps the inertia and the box)
        return _shifted(props, t) if any(t) else props
    rot = rotation(rpy)
    (a, b, c), (d, e, f), (g, h, i) = rot
    tx, ty, tz = t

    def place(p):       # (unrolled: hulls have hundreds of points)
        x, y, z = p
        return (a * x + b * y + c * z + tx, d * x + e * y + f * z + ty, g * x + h * y + i * z + tz)
    inertia = _untensor(_matmul(_matmul(rot, _tensor(props.inertia)), _transpose(rot)))
    pts = tuple(place(p) for p in props.hull)
    corners = [place(p) for p in box_corners(*props.bounds)]
    # the box around the hull points, clipped to the rotated box (tighter than either for cylinders and spheres)
    hb, cb = bounds_of(pts), bounds_of(corners)
    bounds = (tuple(max(a, b) for a, b in zip(hb[0], cb[0])), tuple(min(a, b) for a, b in zip(hb[1], cb[1])))
    return MassProperties(props.volume, place(props.center), inertia, props.exact, bounds, pts)


def _shifted(props, t) -> MassProperties:
    tx, ty, tz = t
    (x0, y0, z0), (x1, y1, z1) = props.bounds
    cx, cy, cz = props.center
    return MassProperties(props.volume, (cx + tx, cy + ty, cz + tz), props.inertia, props.exact,
                          ((x0 + tx, y0 + ty, z0 + tz), (x1 + tx, y1 + ty, z1 + tz)),
                          tuple((x + tx, y + ty, z + tz) for x, y, z in props.hull))


def _covariance(inertia):
    """∫(r-c)(r-c)ᵀ dV from the inertia tensor: C = tr(I)/2·E - I"""
    m = _tensor(inertia)
    half = (m[0][0] + m[1][1] + m[2][2]) / 2
    return tuple(tuple((half if i == j else 0.0) - m[i][j] for j in range(3)) for i in range(3))


def _inertia_of(cov):
    tr = cov[0][0] + cov[1][1] + cov[2][2]
    return _untensor(tuple(tuple((tr if i == j else 0.0) - cov[i][j] for j in range(3)) for i in range(3)))


def scaled(props: MassProperties, scale) -> MassProperties:
    """the solid scaled along its frame's axes (a `<mesh scale>`); a negative factor mirrors it"""
    s = tuple(float(a) for a in scale)
    det = abs(s[0] * s[1] * s[2])
    cov = _covariance(props.inertia)
    cov = tuple(tuple(cov[i][j] * s[i] * s[j] * det for j in range(3)) for i in range(3))
    lo, hi = props.bounds
    ends = [tuple(a * k for a, k in zip(p, s)) for p in (lo, hi)]
    return MassProperties(props.volume * det, tuple(c * k for c, k in zip(props.center, s)), _inertia_of(cov),
                          props.exact, bounds_of(ends), tuple(tuple(a * k for a, k in zip(p, s)) for p in props.hull))


def combined(parts, points=True) -> MassProperties | None:
    """the union of solids that do not overlap (parallel-axis theorem); None for no parts.  points=False: its
    hull is left empty (for a body whose mass properties alone are wanted)"""
    parts = [p for p in parts if p is not None]
    if not parts:
        return None
    if len(parts) == 1:
        return parts[0]
    volume = sum(p.volume for p in parts)
    if volume > 0:
        center = tuple(sum(p.volume * p.center[k] for p in parts) / volume for k in range(3))
    else:
        center = tuple(sum(p.center[k] for p in parts) / len(parts) for k in range(3))
    total = [0.0] * 6
    for p in parts:
        d = tuple(p.center[k] - center[k] for k in range(3))
        dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2]
        shift = (dd - d[0] * d[0], -d[0] * d[1], -d[0] * d[2], dd - d[1] * d[1], -d[1] * d[2], dd - d[2] * d[2])
        for k in range(6):
            total[k] += p.inertia[k] + p.volume * shift[k]
    # (every part's points: the hull of them all is computed only when hull_planes is asked for, which the
    # rules do only for a centre of mass outside every shape; the farthest point needs no hull)
    pts = tuple(q for p in parts for q in p.hull) if points else ()
    bounds = (tuple(min(p.bounds[0][k] for p in parts) for k in range(3)),
              tuple(max(p.bounds[1][k] for p in parts) for k in range(3)))
    return MassProperties(volume, center, tuple(total), all(p.exact for p in parts), bounds, pts)


def principal_moments(inertia) -> tuple:
    """the eigenvalues of the inertia tensor, ascending (a symmetric 3x3: the trigonometric closed form)"""
    ixx, ixy, ixz, iyy, iyz, izz = (float(x) for x in inertia)
    off = ixy * ixy + ixz * ixz + iyz * iyz
    if off == 0.0:
        return tuple(sorted((ixx, iyy, izz)))
    q = (ixx + iyy + izz) / 3
    p = math.sqrt(((ixx - q) ** 2 + (iyy - q) ** 2 + (izz - q) ** 2 + 2 * off) / 6)
    b = [[(ixx - q) / p, ixy / p, ixz / p], [ixy / p, (iyy - q) / p, iyz / p], [ixz / p, iyz / p, (izz - q) / p]]
    det = (b[0][0] * (b[1][1] * b[2][2] - b[1][2] * b[2][1]) - b[0][1] * (b[1][0] * b[2][2] - b[1][2] * b[2][0])
           + b[0][2] * (b[1][0] * b[2][1] - b[1][1] * b[2][0]))
    phi = math.acos(max(-1.0, min(1.0, det / 2))) / 3
    big = q + 2 * p * math.cos(phi)
    small = q + 2 * p * math.cos(phi + 2 * math.pi / 3)
    return (small, 3 * q - big - small, big)


def farthest_distance(props: MassProperties, point) -> float:
    """the largest distance from `point` to the geometry's hull points: an upper bound (a few per cent over for
    curved shapes), exact for boxes"""
    x, y, z = (float(a) for a in point)
    return math.sqrt(max((p[0] - x) ** 2 + (p[1] - y) ** 2 + (p[2] - z) ** 2 for p in props.hull))


def contains(props: MassProperties, point, tolerance=None) -> bool:
    """whether `point` lies inside the geometry's convex hull, or within `tolerance` metres of it (default: 1%
    of the bounding box's diagonal); a flat hull is tested against its bounding box"""
    lo, hi = props.bounds
    if tolerance is None:
        tolerance = 0.01 * math.dist(lo, hi)
    x = tuple(float(a) for a in point)
    if any(x[k] < lo[k] - tolerance or x[k] > hi[k] + tolerance for k in range(3)):
        return False
    faces = props.hull_planes
    if faces is None:
        return True
    return all(n[0] * x[0] + n[1] * x[1] + n[2] * x[2] <= off + tolerance for n, off in faces)
