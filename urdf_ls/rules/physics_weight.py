"""Whether a physics finding matters to a simulation: weighed against the robot's mass and the joint the link
loads (issue #41).  A 5 g finger 2x denser than osmium, a 4 cm bumper plate whose centre of mass sits where
the head it stands for is, a camera's inertia on a fixed joint: each is true and none changes what a simulator
does, so none is a warning.  Grams typed as kilograms, a centre of mass on the wrong side of a prismatic joint,
a wheel's inertia twenty times its geometry's: each moves the robot, and each still is.

A link's findings are computed once per link (rules.physics.check_link, kept between keystrokes); what they weigh
against (the robot's mass, the joint types, the joints' spacing) is the whole document's, so they are weighed
when the document's diagnostics are gathered."""
from __future__ import annotations

SHARE = 0.01            # a link this share of the robot's mass matters to its motion
SMALL_SHARE = 0.001     # below this share a link matters only when it is off by orders of magnitude
FAR = 10.0              # off by this factor: orders of magnitude (grams typed as kilograms, a 1e-3 placeholder)
NEAR = 2.0              # off by this factor matters for a link of SHARE or more (1.1x is a bound's rounding)
COM_SHIFT = 0.02        # a centre of mass that moves the robot's by this share of the joints' median spacing


class Finding:
    """one physics diagnostic of a link and what weighing it needs: kind density|com|exceeds|placeholder-above
    (placeholder-below is recognised by its value alone, and "said" is a target's own check: neither is
    weighed); factor: how many times beyond the bound; distance: how far outside the geometry the centre of mass
    lies (com)"""
    __slots__ = ("diag", "kind", "factor", "distance")

    def __init__(self, diag, kind, factor=1.0, distance=0.0):
        self.diag, self.kind, self.factor, self.distance = diag, kind, factor, distance


class Robot:
    """what a document's findings are weighed against, read from the physics cache when first needed"""

    def __init__(self, cache):
        self.cache = cache
        self._mass = False
        self._joints = self._moving_below = None

    @property
    def mass(self):
        """the sum of the links' literal masses; None when a link's <inertial> is an expression (a xacro
        property, an argument): the robot's mass is then unknown"""
        if self._mass is False:
            masses = [kept.mass for kept in self.cache.links.values()]
            self._mass = None if None in masses else sum(masses)
        return self._mass

    def joint_type(self, link_el):
        """the type of the joint that has this link as child ("root" for none)"""
        self._read_joints()
        return self._joints.get(link_el.get("name"), "root")

    def mounted_root(self, link_el):
        """the link is the root of a fixed-base model: one moving joint below it (an arm, mounted to the world
        by whoever uses it: its mass, centre and inertia move nothing)"""
        self._read_joints()
        name = link_el.get("name")
        return name not in self._joints and self._moving_below.get(name, 0) == 1

    def _read_joints(self):
        if self._joints is not None:
            return
        self._joints, self._moving_below = {}, {}
        for joint in self.cache.joints:
            child, parent = joint.first("child"), joint.first("parent")
            name = child.get("link") if child is not None else None
            kind = joint.get("type") or ""
            if name is not None:
                self._joints.setdefault(name, kind)
            above = parent.get("link") if parent is not None else None
            if above is not None and kind != "fixed":
                self._moving_below[above] = self._moving_below.get(above, 0) + 1


def matters(finding, kept, link_el, robot) -> bool:
    """the finding changes what a simulator does with this robot"""
    if finding.kind in ("placeholder-below", "said"):
        return True
    if robot.mounted_root(link_el):
        return False
    total, mass = robot.mass, kept.mass or 0.0
    share = mass / total if total else None
    if finding.kind == "com":
        if not total:
            return False
        spacing = robot.cache.spacing() or kept.size or 0.0
        return mass * finding.distance / total >= COM_SHIFT * spacing
    if share is None:
        return finding.factor >= FAR
    moving = robot.joint_type(link_el) not in ("fixed", "root")
    if finding.kind == "density":
        return (finding.factor >= NEAR and share >= SHARE) or (finding.factor >= FAR and share >= SMALL_SHARE)
    if not moving:
        # (a fixed link's inertia is lumped into its parent's; KDL ignores the root's)
        return finding.factor >= FAR and share >= SHARE
    return share >= SHARE or (finding.factor >= FAR and share >= SMALL_SHARE)
