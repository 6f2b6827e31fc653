"""urdf-ls's own reading of the robot's dynamics, to hold a consumer's loaded model against: each link's frame
at the zero configuration (joint origins composed from the root), its mass, centre of mass and inertia in the
world frame as the file declares them, and the body a group of merged links makes (parallel-axis theorem)."""
from __future__ import annotations

from ...vocabulary.numbers import parse_double
from ...workspace.geometry.solids import MassProperties, combined, principal_moments, rotation

IDENTITY = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))


class Frame:
    __slots__ = ("rot", "pos")

    def __init__(self, rot=IDENTITY, pos=(0.0, 0.0, 0.0)):
        self.rot, self.pos = rot, pos

    def then(self, xyz, rpy) -> Frame:
        """this frame followed by an <origin xyz rpy> in it"""
        r = rotation(rpy)
        rot = tuple(tuple(sum(self.rot[i][k] * r[k][j] for k in range(3)) for j in range(3)) for i in range(3))
        return Frame(rot, self.point(xyz))

    def point(self, xyz):
        return tuple(self.pos[i] + sum(self.rot[i][k] * xyz[k] for k in range(3)) for i in range(3))


def origin_of(el):
    """(xyz, rpy) of an element's <origin> (zeros where absent or unreadable)"""
    o = el.first("origin") if el is not None else None
    return _vector(o.get("xyz") if o is not None else None), _vector(o.get("rpy") if o is not None else None)


def _vector(text):
    if not text:
        return (0.0, 0.0, 0.0)
    vals = [parse_double(p) for p in text.split()]
    return tuple(v if v is not None else 0.0 for v in vals[:3]) + (0.0,) * (3 - len(vals[:3]))


def frames(robot) -> dict:
    """link name -> its Frame in the world at the zero configuration (the root at the origin)"""
    out = {}
    if robot.root is None:
        return out
    out[robot.root] = Frame()
    stack = [robot.root]
    while stack:
        parent = stack.pop()
        for j in robot.children.get(parent, ()):
            if j.child in out or j.child not in robot.links:
                continue
            out[j.child] = out[parent].then(*origin_of(j.el))
            stack.append(j.child)
    return out


def link_body(link, frame) -> MassProperties | None:
    """the link's declared mass, centre of mass and inertia (kg, m, kg·m²) in the world; None without mass"""
    if not link.mass or link.inertial is None or frame is None:
        return None
    xyz, rpy = origin_of(link.inertial)
    f = frame.then(xyz, rpy)
    i = link.inertial.first("inertia")
    vals = [parse_double(i.get(k)) if i is not None else None for k in ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")]
    vals = [v if v is not None else 0.0 for v in vals]
    m = ((vals[0], vals[1], vals[2]), (vals[1], vals[3], vals[4]), (vals[2], vals[4], vals[5]))
    r = f.rot
    world = tuple(tuple(sum(r[a][k] * m[k][l] * r[b][l] for k in range(3) for l in range(3)) for b in range(3))
                  for a in range(3))
    inertia = (world[0][0], world[0][1], world[0][2], world[1][1], world[1][2], world[2][2])
    return MassProperties(link.mass, f.pos, inertia, True, (f.pos, f.pos), ())


def group_body(robot, members, where) -> MassProperties | None:
    """the body of merged links: their masses summed, about their common centre of mass"""
    return combined([link_body(robot.links[n], where.get(n)) for n in members], points=False)


def moments(body) -> tuple:
    return principal_moments(body.inertia) if body is not None else (0.0, 0.0, 0.0)


def tensor_moments(matrix) -> tuple:
    """principal moments of a 3x3 inertia matrix (a consumer's, in the world frame)"""
    m = matrix
    return principal_moments((m[0][0], m[0][1], m[0][2], m[1][1], m[1][2], m[2][2]))
