"""A robot as collision checking sees it: links with their collision solids, joints with MoveIt's bounds and
default values, and MoveIt's notion of adjacent links.  Plain records; no library."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

MOVING = ("revolute", "continuous", "prismatic")


@dataclass(frozen=True)
class Solid:
    """one <collision> shape: kind box|cylinder|sphere|mesh; params as URDF gives them (size; radius, length;
    radius; (mesh path, scale)); its origin in the link frame"""
    kind: str
    params: tuple
    xyz: tuple = (0.0, 0.0, 0.0)
    rpy: tuple = (0.0, 0.0, 0.0)


@dataclass(frozen=True)
class Mimic:
    joint: str
    multiplier: float = 1.0
    offset: float = 0.0


@dataclass(frozen=True)
class Joint:
    """a URDF joint; lower/upper are MoveIt's bounds (the limit narrowed by a <safety_controller>'s soft
    limits); a continuous joint's are ±π"""
    name: str
    kind: str
    parent: str
    child: str
    xyz: tuple = (0.0, 0.0, 0.0)
    rpy: tuple = (0.0, 0.0, 0.0)
    axis: tuple = (1.0, 0.0, 0.0)
    lower: float = 0.0
    upper: float = 0.0
    mimic: Mimic | None = None

    @property
    def variable(self) -> bool:
        """a position MoveIt samples (a mimic joint follows its leader instead)"""
        return self.kind in MOVING and self.mimic is None

    def default(self) -> float:
        """MoveIt's default value: 0 when within the bounds, else their middle"""
        if self.kind == "continuous" or self.lower <= 0.0 <= self.upper:
            return 0.0
        return (self.lower + self.upper) / 2.0


@dataclass
class Robot:
    """links in document order (name -> its solids; no solids: no collision geometry), joints in the tree's
    order from the root (a parent's joint before its children's), the root link"""
    root: str
    links: dict
    joints: list = field(default_factory=list)

    def with_geometry(self) -> list:
        """the names of the links with collision geometry, in document order (MoveIt's collision links)"""
        return [name for name, solids in self.links.items() if solids]

    def variables(self) -> list:
        return [j for j in self.joints if j.variable]


def ordered_joints(root, joints) -> list:
    """the joints reachable from root, each after the joint of its parent link (breadth first)"""
    by_parent = {}
    for j in joints:
        by_parent.setdefault(j.parent, []).append(j)
    out, frontier, seen = [], [root], {root}
    while frontier:
        nxt = []
        for link in frontier:
            for j in by_parent.get(link, ()):
                if j.child not in seen:
                    seen.add(j.child)
                    out.append(j)
                    nxt.append(j.child)
        frontier = nxt
    return out


def adjacent_pairs(robot: Robot) -> set:
    """MoveIt Setup Assistant's adjacent pairs: links joined by one joint, or by a chain of links without
    collision geometry (each geometry-less link makes all its neighbours neighbours of each other, until
    nothing changes); only pairs of links that both have geometry.  Pairs are sorted name tuples."""
    graph = {}
    for j in robot.joints:
        graph.setdefault(j.parent, set()).add(j.child)
        graph.setdefault(j.child, set()).add(j.parent)
    changed = True
    while changed:
        changed = False
        for link, near in list(graph.items()):
            if robot.links.get(link):
                continue
            around = sorted(near)
            for i, a in enumerate(around):
                for b in around[i + 1:]:
                    for x, y in ((a, b), (b, a)):
                        if y not in graph[x]:
                            graph[x].add(y)
                            changed = True
    return {pair(a, b) for a, near in graph.items() for b in near
            if a != b and robot.links.get(a) and robot.links.get(b)}


def pair(a, b) -> tuple:
    return (a, b) if a < b else (b, a)


def bounds_of(kind, lower, upper, soft=None):
    """(lower, upper) as MoveIt bounds a joint: continuous ±π; a safety controller's soft limits within the
    limit; no limit at all: (0, 0)"""
    if kind == "continuous":
        return -math.pi, math.pi
    if soft is not None:
        lo, hi = soft
        return (max(lo, lower) if lower is not None else lo), (min(hi, upper) if upper is not None else hi)
    return (lower or 0.0), (upper or 0.0)
