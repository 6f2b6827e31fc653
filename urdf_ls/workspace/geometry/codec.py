"""A mesh result as one line of text: what the mesh worker process answers and what the disk cache keeps.

decode checks every field it reads (types, lengths, finite numbers, a positive volume): a line that is not what
encode writes raises ValueError, so that a corrupt or foreign disk entry is a miss, never a result."""
from __future__ import annotations

import binascii
import json
import math
import struct

from .result import MeshResult
from .solids import MassProperties

MAX_NESTING = 8     # encode's lines nest 4 deep; a deeper line is not handed to json (200,000 levels recursed)


def encode(result: MeshResult) -> str:
    p = result.properties
    props = None if p is None else [p.volume, p.center, p.inertia, p.exact, p.bounds, _packed(p.hull)]
    return json.dumps([props, result.closed, result.triangles, result.unit, result.problem, result.notes])


def decode(line) -> MeshResult:
    if _nesting(line) > MAX_NESTING:
        raise ValueError("nested too deep")
    fields = json.loads(line)
    _expect(isinstance(fields, list) and len(fields) == 6, "six fields")
    props, closed, triangles, unit, problem, notes = fields
    _expect(type(closed) is bool and type(triangles) is int and triangles >= 0, "closed, triangles")
    _expect(unit is None or (_number(unit) and unit > 0), "unit")
    _expect(problem is None or isinstance(problem, str), "problem")
    _expect(isinstance(notes, list) and all(isinstance(n, str) for n in notes), "notes")
    if props is not None:
        _expect(isinstance(props, list) and len(props) == 6, "properties")
        volume, center, inertia, exact, bounds, hull = props
        _expect(_number(volume) and volume > 0 and _numbers(center, 3) and _numbers(inertia, 6)
                and type(exact) is bool and isinstance(bounds, list) and len(bounds) == 2
                and all(_numbers(b, 3) for b in bounds) and isinstance(hull, str), "properties")
        props = MassProperties(volume, tuple(center), tuple(inertia), exact, (tuple(bounds[0]), tuple(bounds[1])),
                               _unpacked(hull))
    _expect((props is None) != (problem is None), "properties or a problem")
    return MeshResult(props, closed, triangles, unit, problem, tuple(notes))


def _expect(ok, what):
    if not ok:
        raise ValueError("not a mesh result: %s" % what)


def _number(x):
    return type(x) in (int, float) and math.isfinite(x)


def _numbers(xs, n):
    return isinstance(xs, list) and len(xs) == n and all(_number(x) for x in xs)


def _nesting(line):
    """the deepest nesting of brackets in line (outside strings, approximately: enough to refuse a deep one)"""
    depth = deepest = 0
    for ch in line:
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_NESTING:
                break
        elif ch in "]}":
            depth -= 1
    return deepest


# The hull's points travel as base64 of little-endian doubles: `urdf-ls check` reads hundreds of kept results
# per run, and decoding their points from JSON numbers took most of that.
def _packed(points) -> str:
    flat = [c for p in points for c in p]
    return binascii.b2a_base64(struct.pack("<%dd" % len(flat), *flat), newline=False).decode("ascii")


def _unpacked(text) -> tuple:
    raw = binascii.a2b_base64(text)
    _expect(binascii.b2a_base64(raw, newline=False).decode("ascii") == text, "hull points in base64")
    if len(raw) % 24:
        raise ValueError("hull points: %d bytes" % len(raw))
    flat = iter(struct.unpack("<%dd" % (len(raw) // 8), raw))
    points = tuple(zip(flat, flat, flat))
    _expect(all(math.isfinite(c) for p in points for c in p), "finite hull points")
    return points
