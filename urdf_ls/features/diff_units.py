"""Numbers of a robot diff as people think of them: lengths in mm, angles in degrees, ratios in %; and when two
values are the same to a consumer (numerically equal, the same rotation)."""
from __future__ import annotations

import math

REL_TOL = 1e-9          # two numbers closer than this (relative) are equal: 1 and 1.0, 0.1 and 1e-1
ABS_TOL = 1e-12


def same_number(a, b):
    if a == b:
        return True
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=REL_TOL, abs_tol=ABS_TOL)
    return a == b


def same_vector(a, b):
    if a == b:
        return True
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        return all(same_number(x, y) for x, y in zip(a, b))
    return a == b


def rotation(rpy):
    """URDF's rotation matrix of roll, pitch, yaw (fixed axes X, then Y, then Z): rows of a 3x3"""
    r, p, y = rpy
    cr, sr, cp, sp, cy, sy = math.cos(r), math.sin(r), math.cos(p), math.sin(p), math.cos(y), math.sin(y)
    return ((cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr),
            (sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr),
            (-sp, cp * sr, cp * cr))


def rotation_angle(rpy_a, rpy_b):
    """the angle (radians) of the rotation from one orientation to the other"""
    a, b = rotation(rpy_a), rotation(rpy_b)
    trace = sum(a[k][i] * b[k][i] for i in range(3) for k in range(3))     # trace(A^T B)
    return math.acos(max(-1.0, min(1.0, (trace - 1.0) / 2.0)))


def same_rotation(rpy_a, rpy_b):
    if rpy_a == rpy_b:
        return True
    if not (isinstance(rpy_a, tuple) and isinstance(rpy_b, tuple)):
        return rpy_a == rpy_b
    a, b = rotation(rpy_a), rotation(rpy_b)
    return all(abs(a[i][k] - b[i][k]) <= 1e-9 for i in range(3) for k in range(3))


def rotate_tensor(rpy, inertia):
    """an inertia (ixx ixy ixz iyy iyz izz) given in a frame rotated by rpy, in the link's frame: R I R^T"""
    ixx, ixy, ixz, iyy, iyz, izz = inertia
    t = ((ixx, ixy, ixz), (ixy, iyy, iyz), (ixz, iyz, izz))
    r = rotation(rpy)
    ri = [[sum(r[i][k] * t[k][j] for k in range(3)) for j in range(3)] for i in range(3)]
    out = [[sum(ri[i][k] * r[j][k] for k in range(3)) for j in range(3)] for i in range(3)]
    return out[0][0], out[0][1], out[0][2], out[1][1], out[1][2], out[2][2]


def num(v, digits=6):
    """a number as short as it reads: 0.5, 12, 1e-06"""
    if not isinstance(v, float):
        return str(v)
    text = "%.*g" % (digits, v)
    return "0" if text in ("-0", "0") else text


def mm(metres):
    return "%s mm" % num(metres * 1000.0, 4)


def deg(radians):
    return "%s°" % num(math.degrees(radians), 4)


def signed(text):
    return text if text.startswith("-") else "+" + text


def percent(old, new):
    """the change from old to new in %, '' when old is 0"""
    if not isinstance(old, float) or not isinstance(new, float) or old == 0.0:
        return ""
    change = (new - old) / abs(old) * 100.0
    return "%s%%" % signed("%.0f" % change if abs(change) >= 100 else num(change, 3))


def vector_text(v, unit=None):
    """a vector in a unit (mm, deg) or as written"""
    if not isinstance(v, tuple):
        return repr(v)
    if unit == "mm":
        return "(%s) mm" % " ".join(num(x * 1000.0, 4) for x in v)
    if unit == "deg":
        return "(%s)°" % " ".join(num(math.degrees(x), 4) for x in v)
    return "(%s)" % " ".join(num(x) for x in v)


def distance(a, b):
    return math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b)))


def rotation_angle_between(a, b):
    """the angle (radians) between two unit vectors"""
    return math.acos(max(-1.0, min(1.0, sum(x * y for x, y in zip(a, b)))))


def unit_vector(v):
    n = math.sqrt(sum(x * x for x in v))
    return tuple(x / n for x in v) if n > 0 else v
