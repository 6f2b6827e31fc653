"""MoveIt Setup Assistant's collision matrix (moveit_setup_srdf_plugins, compute_default_collisions.cpp), the
same classes by the same algorithm:

0. every pair of links with collision geometry;
1. Adjacent: joined by a joint, or through links without geometry (robot.adjacent_pairs);
2. Default: in collision at the default state (each joint at 0, or the middle of its bounds);
3. Always: rounds of 200 random states; a pair not yet disabled that collides in more than 95% of a round's
   states is disabled; rounds repeat until one disables nothing;
4. Never: of `samples` more random states, a pair not yet disabled that never collided, in those or in step 3's.

Random states come from numpy's generator seeded with `seed`, so the answer is the same for the same seed.
A pair seen colliding is not checked again (MoveIt disables it in its matrix too), and bounding spheres
spare the collision library most of the rest."""
from __future__ import annotations

from dataclasses import dataclass, field

from .robot import Robot, adjacent_pairs, pair

ADJACENT, DEFAULT, ALWAYS, NEVER = "Adjacent", "Default", "Always", "Never"
COMPUTED = (ADJACENT, DEFAULT, ALWAYS, NEVER)
ROUND = 200                 # states per round of the "always" step (MoveIt's SMALL_TRIAL_COUNT)
ALWAYS_FRACTION = 0.95      # MoveIt's min_collision_fraction
BLOCK = 250                 # states posed at once in the "never" step (memory: links x BLOCK x 16 doubles)


@dataclass
class Matrix:
    """reason per pair of links with geometry (None: checked by MoveIt); how often each was seen colliding in
    the states checked for it (for the report)"""
    reasons: dict
    samples: int
    seed: int
    links: list
    problems: list = field(default_factory=list)

    def disabled(self) -> dict:
        return {p: r for p, r in sorted(self.reasons.items()) if r is not None}


def compute(robot: Robot, samples=10000, seed=0, hulls=False, progress=None, checker=None) -> Matrix:
    """the matrix; progress(fraction done) is called now and then, and may raise to cancel; checker: the
    robot's Checker when the caller has one (else one is made, of hulls or of the solids as they are)"""
    from .checker import Checker
    from .kinematics import default_variables, link_poses, random_variables
    checker = checker or Checker(robot, hulls)
    np = checker.np
    report = progress or (lambda fraction: None)
    links = [name for name in robot.with_geometry() if name in checker.parts]
    reasons: dict = {pair(a, b): None for i, a in enumerate(links) for b in links[i + 1:]}
    for p in adjacent_pairs(robot):
        if p in reasons:
            reasons[p] = ADJACENT
    report(0.0)
    default = link_poses(robot, default_variables(robot))
    for p in _enabled(reasons):
        if checker.near(default, *p)[0] and checker.touch(default, 0, *p):
            reasons[p] = DEFAULT
    rng = np.random.default_rng(seed)
    seen = set()
    threshold = int(ROUND * ALWAYS_FRACTION)
    while True:
        poses = link_poses(robot, random_variables(robot, rng, ROUND))
        found = False
        for p in _enabled(reasons):
            hits = sum(1 for i in np.flatnonzero(checker.near(poses, *p)) if checker.touch(poses, i, *p))
            if hits:
                seen.add(p)
            if hits > threshold:
                reasons[p], found = ALWAYS, True
        if not found:
            break
    done = 0
    while done < samples:
        report(done / samples)
        n = min(BLOCK, samples - done)
        poses = link_poses(robot, random_variables(robot, rng, n))
        for p in _enabled(reasons):
            if p not in seen and any(checker.touch(poses, i, *p) for i in np.flatnonzero(checker.near(poses, *p))):
                seen.add(p)
        done += n
    for p in _enabled(reasons):
        if p not in seen:
            reasons[p] = NEVER
    report(1.0)
    return Matrix(reasons, samples, seed, links, list(checker.problems))


def _enabled(reasons):
    return [p for p, r in reasons.items() if r is None]
