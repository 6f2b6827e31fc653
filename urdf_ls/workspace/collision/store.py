"""Collision matrices kept between runs, by the robot they were computed for: its links' collision solids,
its joints, and the identity (size, mtime) of each mesh file.  `urdf-ls collisions` keeps what it computes;
the SRDF rules read it back (srdf-collision-stale) without computing anything.  A changed URDF or mesh is
another robot: its matrix is not known until computed again."""
from __future__ import annotations

import json
import os

from ..geometry import disk
from .robot import Robot

KIND = "collision-matrices"


def fingerprint(robot: Robot):
    """what decides a robot's matrix, as a hashable value: None when a mesh file cannot be stat'ed"""
    parts: list = []
    for name, solids in sorted(robot.links.items()):
        for s in solids:
            if s.kind == "mesh":
                try:
                    st = os.stat(s.params[0])
                except OSError:
                    return None
                parts.append((name, s.kind, os.path.realpath(s.params[0]), st.st_size, st.st_mtime_ns,
                              tuple(s.params[1]), s.xyz, s.rpy))
            else:
                parts.append((name, s.kind, tuple(s.params), s.xyz, s.rpy))
    return repr((robot.root, sorted(robot.links), parts, [repr(j) for j in robot.joints]))


def keep(robot: Robot, matrix, contacts=None):
    """keep the matrix, and contacts: {pose key (poses.pose_key): [(link, link, depth)]} of the poses checked"""
    key = fingerprint(robot)
    if key is None:
        return
    data = {"samples": matrix.samples, "seed": matrix.seed,
            "pairs": [[a, b, r] for (a, b), r in sorted(matrix.reasons.items())],
            "contacts": {k: [list(c) for c in v] for k, v in (contacts or {}).items()}}
    disk.write_entry(key, json.dumps(data).encode("utf-8"), KIND)
    _memo.pop(key, None)


class Kept:
    """a matrix read back: reason per pair (None: checked), how it was computed, and the pairs in contact at the
    poses checked with it ({pose key: [(link, link, depth)]})"""
    __slots__ = ("reasons", "samples", "seed", "contacts")

    def __init__(self, reasons, samples, seed, contacts):
        self.reasons, self.samples, self.seed, self.contacts = reasons, samples, seed, contacts


_memo: dict = {}    # fingerprint -> Kept or None, for the analyses of one process


def kept(robot: Robot) -> Kept | None:
    """the matrix last computed for exactly this robot, or None"""
    key = fingerprint(robot)
    if key is None:
        return None
    if key in _memo:
        return _memo[key]
    data = disk.read_entry(key, KIND)
    found = None
    if data is not None:
        try:
            found = _decoded(data)
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError, OverflowError):
            found = None    # (anything unexpected in an entry makes it a miss)
    if found is not None:
        _memo[key] = found      # (a miss is not remembered: a run of `urdf-ls collisions` may fill it)
    return found


def _decoded(data) -> Kept:
    """the entry's matrix; ValueError when it is not what keep writes (deep nesting, a name that is no string,
    a count that is no whole number, a depth that is no finite number)"""
    d = json.loads(data.decode("utf-8"))
    reasons = {(a, b): r for a, b, r in d["pairs"]}
    samples, seed = d["samples"], d["seed"]
    contacts = {k: [(a, b, float(depth)) for a, b, depth in v] for k, v in d.get("contacts", {}).items()}
    names = [n for pair in reasons for n in pair] + [n for v in contacts.values() for a, b, _d in v for n in (a, b)]
    if not (all(isinstance(n, str) for n in names) and all(r is None or isinstance(r, str) for r in reasons.values())
            and type(samples) is int and type(seed) is int and all(isinstance(k, str) for k in contacts)
            and all(depth == depth and abs(depth) != float("inf") for v in contacts.values() for _a, _b, depth in v)):
        raise ValueError("not a collision matrix")
    return Kept(reasons, samples, seed, contacts)
