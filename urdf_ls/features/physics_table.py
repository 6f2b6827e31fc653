"""The rows of `urdf-ls inertia`: each link's declared mass properties beside its geometry's."""
from __future__ import annotations

import json

from ..rules.physics import g, resolver, vec
from ..rules.physics_links import density, link_physics, trace
from ..rules.physics_model import read_inertial


class Row:
    __slots__ = ("link", "mass", "com", "inertia", "source", "volume", "density", "center", "uniform", "why",
                 "pending")

    def to_json(self):
        return {k: getattr(self, k) for k in self.__slots__ if k != "pending"}


class InertiaTable:
    """each link's row, the robot's total declared mass, and the (path, scale) of meshes still being measured"""
    __slots__ = ("rows", "total", "pending")

    def __init__(self, rows, total, pending):
        self.rows, self.total, self.pending = rows, total, pending


def inertia_table(doc) -> InertiaTable:
    rows, total, pending = [], 0.0, []
    root = doc.tree.root
    links = [c for c in root.children if c.kind == "element" and c.name == "link"] if root is not None else []
    resolve = resolver(doc.ctx)
    for link in links:
        r = Row()
        r.link = link.get("name")
        i = read_inertial(link)
        r.mass = i.mass if i is not None else None
        r.com = list(i.xyz) if i is not None else None
        r.inertia = list(i.inertia) if i is not None else None
        total += i.mass if i is not None else 0.0
        lp = link_physics(link, resolve, doc.workspace.meshes)
        pending += lp.pending
        r.pending = bool(lp.pending)
        r.source = r.volume = r.density = r.center = r.uniform = None
        r.why = "its meshes are being measured" if lp.pending else lp.why
        if lp.measured:
            r.source = "collision" if any(not s.visual for s in lp.shapes) else "visual"
            r.volume, r.center = lp.volume, list(lp.body.center)
            if i is not None and i.mass > 0:
                r.density = density(lp)
                r.uniform = list(lp.uniform_inertia(i.mass))
        elif link.first("inertial") is not None and i is None and r.why is None:
            r.why = "its <inertial> has expressions or invalid values"
        rows.append(r)
    return InertiaTable(rows, total, pending)


def render_json(table):
    rows, total = table.rows, table.total
    return json.dumps({"links": [r.to_json() for r in rows], "total_mass": total}, indent=1) + "\n"


def render_text(table):
    rows, total = table.rows, table.total
    out = []
    for r in rows:
        out.append("%s" % r.link)
        if r.mass is None:
            out.append("  declared: no <inertial> (or not literal)")
        else:
            out.append("  declared: mass %s kg, centre of mass %s, ixx %s iyy %s izz %s (trace %s)" % (
                g(r.mass), vec(r.com), g(r.inertia[0]), g(r.inertia[3]), g(r.inertia[5]), g(trace(r.inertia))))
        if r.volume is None:
            out.append("  geometry: %s" % (r.why or "none"))
            continue
        out.append("  geometry (%s): volume %s m³, centre %s%s" % (
            r.source, g(r.volume), vec(r.center), ", density %s kg/m³" % g(r.density) if r.density else ""))
        if r.uniform:
            u = r.uniform
            out.append("  uniform body of that mass: ixx %s iyy %s izz %s (trace %s, declared/uniform %s)" % (
                g(u[0]), g(u[3]), g(u[5]), g(trace(u)), g(trace(r.inertia) / trace(u)) if trace(u) > 0 else "?"))
    out.append("total mass: %s kg (%d links)" % (g(total), len(rows)))
    return "\n".join(out) + "\n"
