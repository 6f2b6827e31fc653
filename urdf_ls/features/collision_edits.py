"""The URDF edit that gives links generated collision geometry: per link, new <collision> elements after its
last <visual>, replacing the <collision> elements that were the visual mesh.  Pure text in, text out."""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class NewCollision:
    """one <collision> to write: shape kind and its attributes (e.g. {"filename": uri} or {"size": "..."}), origin"""
    kind: str
    attrs: dict
    xyz: tuple
    rpy: tuple


@dataclass
class LinkEdit:
    """a link element's new collision elements and the old ones they replace (elements of the parsed URDF)"""
    link: object
    after: object
    replaced: list
    new: list


def num(v) -> str:
    """six significant digits; rounding noise (a centre at 1e-18) is 0"""
    if abs(v) < 1e-12:
        return "0"
    s = "%.6g" % v
    return "0" if s in ("-0", "0") else s


def collision_xml(c: NewCollision, indent: str, step: str) -> str:
    origin = ""
    if any(abs(v) > 1e-12 for v in c.xyz + c.rpy):
        origin = '%s%s<origin xyz="%s" rpy="%s"/>\n' % (indent, step, " ".join(num(v) for v in c.xyz),
                                                       " ".join(num(v) for v in c.rpy))
    attrs = " ".join('%s="%s"' % (k, v) for k, v in c.attrs.items())
    return "%s<collision>\n%s%s%s<geometry>\n%s%s%s<%s %s/>\n%s%s</geometry>\n%s</collision>\n" % (
        indent, origin, indent, step, indent, step, step, c.kind, attrs, indent, step, indent)


def edited_text(text: str, edits: list) -> str:
    """text with each LinkEdit applied (the replaced elements' lines removed, the new elements after `after`)"""
    for start, end, insert in reversed(text_edits(text, edits)):
        text = text[:start] + insert + text[end:]
    return text


def text_edits(text: str, edits: list) -> list:
    """the LinkEdits as (start, end, new text) replacements of text, in order, none overlapping"""
    changes = []
    for e in edits:
        start = _line_start(text, e.after.span[0])
        indent = text[start:e.after.span[0]] if start != e.after.span[0] else "    "
        step = _step(text, e.link) or "  "
        at = _line_end(text, e.after.span[1])
        block = "".join(collision_xml(c, indent, step) for c in e.new)
        changes.append((at, at, block if at > 0 and text[at - 1] == "\n" else "\n" + block))
        for old in e.replaced:
            changes.append((_line_start(text, old.span[0]), _line_end(text, old.span[1]), ""))
    merged = []
    for start, end, insert in sorted(changes, key=lambda c: (c[0], c[1])):
        if merged and merged[-1][0] == merged[-1][1] == start:    # an insertion where a removal starts: one edit
            merged[-1] = (start, end, merged[-1][2] + insert)
        else:
            merged.append((start, end, insert))
    return merged


def _step(text, link):
    """the link's indentation step: its first child's indentation less its own"""
    first = next((c for c in link.children if c.kind == "element"), None)
    if first is None:
        return None
    own = link.span[0] - _line_start(text, link.span[0])
    child = first.span[0] - _line_start(text, first.span[0])
    return " " * (child - own) if child > own else None


def _line_start(text, offset):
    start = text.rfind("\n", 0, offset) + 1
    return start if not text[start:offset].strip() else offset


def _line_end(text, offset):
    end = text.find("\n", offset)
    end = len(text) if end < 0 else end
    return end + 1 if not text[offset:end].strip() else offset


def placed(kind, attrs, xyz, rpy, rotation, center) -> NewCollision:
    """a new <collision> for a shape placed (rotation rows, centre) in the frame of a visual whose <origin> is
    (xyz, rpy): its origin is the visual's, then the shape's place"""
    from ..workspace.geometry.solids import rotation as rotation_of
    rv = rotation_of(rpy)
    at = tuple(sum(rv[i][k] * center[k] for k in range(3)) + xyz[i] for i in range(3))
    r = [[sum(rv[i][k] * rotation[k][j] for k in range(3)) for j in range(3)] for i in range(3)]
    return NewCollision(kind, attrs, at, rpy_of(r))


def primitive_attrs(p) -> dict:
    """the attributes of a generate.Primitive's URDF element"""
    if p.kind == "box":
        return {"size": " ".join(num(v) for v in p.params)}
    if p.kind == "cylinder":
        return {"radius": num(p.params[0]), "length": num(p.params[1])}
    return {"radius": num(p.params[0])}


def rpy_of(r) -> tuple:
    """URDF rpy of a rotation matrix (rows)"""
    pitch = math.asin(max(-1.0, min(1.0, -r[2][0])))
    if abs(r[2][0]) < 1 - 1e-9:
        return math.atan2(r[2][1], r[2][2]), pitch, math.atan2(r[1][0], r[0][0])
    return math.atan2(-r[1][2], r[1][1]), pitch, 0.0
