"""Do two links' collision solids touch at a pose: bounding spheres first (for many poses at once, in numpy),
then python-fcl on the solids whose spheres overlap."""
from __future__ import annotations

from .bodies import Builder
from .robot import Robot


class Checker:
    """the collision objects of a robot's links with geometry (one per solid, moved to each pose asked)"""

    def __init__(self, robot: Robot, hulls: bool):
        self.builder = Builder(hulls)
        self.np, self.fcl = self.builder.np, self.builder.fcl
        self.parts = {}
        for link in robot.with_geometry():
            parts = self.builder.parts(link, robot.links[link])
            if parts:
                self.parts[link] = [(p, self.fcl.CollisionObject(p.geometry, self.fcl.Transform())) for p in parts]
        self._request = self.fcl.CollisionRequest()

    @property
    def problems(self):
        return self.builder.problems

    def links(self) -> list:
        """the links with geometry that could be built (a link whose every mesh failed has none)"""
        return list(self.parts)

    def near(self, poses, a, b):
        """(N,) bool: some solid of link a and some solid of link b have overlapping bounding spheres"""
        np = self.np
        ta, tb = poses[a], poses[b]
        out = np.zeros(len(ta), dtype=bool)
        for pa, _ in self.parts[a]:
            ca = ta[:, :3, :3] @ pa.center + ta[:, :3, 3]
            for pb, _ in self.parts[b]:
                cb = tb[:, :3, :3] @ pb.center + tb[:, :3, 3]
                out |= ((ca - cb) ** 2).sum(axis=1) <= (pa.radius + pb.radius) ** 2
        return out

    def _place(self, obj, part, link_pose):
        world = link_pose @ part.local
        obj.setTransform(self.fcl.Transform(world[:3, :3], world[:3, 3]))

    def touch(self, poses, i, a, b) -> bool:
        """links a and b collide at pose i (the fcl answer, any solid of each)"""
        fcl = self.fcl
        for pa, oa in self.parts[a]:
            self._place(oa, pa, poses[a][i])
            for pb, ob in self.parts[b]:
                self._place(ob, pb, poses[b][i])
                if fcl.collide(oa, ob, self._request, fcl.CollisionResult()):
                    return True
        return False

    def depth(self, poses, i, a, b) -> float:
        """how deep links a and b interpenetrate at pose i (metres; 0: they do not), the largest over their
        solids: fcl's signed distance, negated"""
        fcl = self.fcl
        deepest = 0.0
        request = fcl.DistanceRequest(enable_signed_distance=True)
        for pa, oa in self.parts[a]:
            self._place(oa, pa, poses[a][i])
            for pb, ob in self.parts[b]:
                self._place(ob, pb, poses[b][i])
                if fcl.collide(oa, ob, self._request, fcl.CollisionResult()):
                    d = fcl.distance(oa, ob, request, fcl.DistanceResult())
                    deepest = max(deepest, -d, 1e-9)
        return deepest
