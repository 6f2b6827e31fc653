"""One diagnostic per cause for the consumers' mesh rules (MuJoCo, pybullet, Drake): the meshes that fail for the
same reason (a missing folder, a package not resolved, a format not read) are one diagnostic at the first place,
the others its related locations."""
from __future__ import annotations

from ..urdf import on_value


def mesh_filenames(root):
    """(visual or collision, the filename attribute) of each link's meshes"""
    for link in root.elements("link"):
        for geo in link.children:
            if geo.kind != "element" or geo.name not in ("visual", "collision"):
                continue
            g = geo.first("geometry")
            mesh = g.first("mesh") if g is not None else None
            a = mesh.attr("filename") if mesh is not None else None
            if a is not None and a.value:
                yield geo.name, a


def one_per_cause(found) -> list:
    """found: (cause, filename attribute) pairs, cause None or (code, what the places share, message of the first)"""
    causes: dict = {}        # (code, what the places share) -> (message of the first, [attributes])
    for cause, a in found:
        if cause is not None:
            code, shared, msg = cause
            causes.setdefault((code, shared), (msg, []))[1].append(a)
    return [for_places(code, msg, places) for (code, _), (msg, places) in causes.items()]


def for_places(code, msg, places):
    """the diagnostic of one cause on the first of its places (attributes), the others as related locations"""
    first = places[0]
    more = len(places) - 1
    d = on_value(first, code, msg + (" (and %d more mesh%s: related locations)" % (more, "es" if more > 1 else "")
                                     if more else ""))
    d.related = tuple(on_value(a, code, "the same cause: '%s'" % a.value) for a in places[1:])
    return d
