"""A mesh result as one line of text: what the mesh worker process answers and what the disk cache keeps."""
from __future__ import annotations

import binascii
import json
import struct

from .result import MeshResult
from .solids import MassProperties


def encode(result: MeshResult) -> str:
    p = result.properties
    props = None if p is None else [p.volume, p.center, p.inertia, p.exact, p.bounds, _packed(p.hull)]
    return json.dumps([props, result.closed, result.triangles, result.unit, result.problem, result.notes])


def decode(line) -> MeshResult:
    props, closed, triangles, unit, problem, notes = json.loads(line)
    if props is not None:
        volume, center, inertia, exact, bounds, hull = props
        props = MassProperties(volume, tuple(center), tuple(inertia), exact, (tuple(bounds[0]), tuple(bounds[1])),
                               _unpacked(hull))
    return MeshResult(props, closed, triangles, unit, problem, tuple(notes))


# The hull's points travel as base64 of little-endian doubles: `urdf-ls check` reads hundreds of kept results
# per run, and decoding their points from JSON numbers took most of that.
def _packed(points) -> str:
    flat = [c for p in points for c in p]
    return binascii.b2a_base64(struct.pack("<%dd" % len(flat), *flat), newline=False).decode("ascii")


def _unpacked(text) -> tuple:
    raw = binascii.a2b_base64(text)
    if len(raw) % 24:
        raise ValueError("hull points: %d bytes" % len(raw))
    flat = iter(struct.unpack("<%dd" % (len(raw) // 8), raw))
    return tuple(zip(flat, flat, flat))
