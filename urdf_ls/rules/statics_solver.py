"""The largest load gravity puts on each joint of a robot whose base is fixed, over every pose within the limits.

The load.  Let joint j move child link C.  S_C is the first moment of the links below j (C's subtree): the sum
of m_k (c_k - o_C) over them, in C's frame (o_C: C's origin, on j's axis a).  Gravity g_C (also in C's frame)
pulls on them with the moment S_C x m g about o_C, of which j must hold the part along its axis, with the
opposite sign:

    revolute:   tau_j = -a . (S_C x g_C) = g_C . (S_C x a) = S_C . (a x g_C)
    prismatic:  f_j   = -M_C (a . g_C)                       (M_C: the subtree's mass)

tau_j depends on the joints above j (they turn g_C) and on those below it (they move S_C); the joints of other
branches play no part.

Why the worst case holds the lever arm horizontal (the unlimited case, exactly).  Write g_J for gravity in j's
own frame (before its motion): g_C = R(a, q_j)^T g_J, and a x g_C = R(a, q_j)^T (a x g_J).  So
tau_j = (R(a, q_j) S_C) . (a x g_J): the lever S_C, turned by q_j about a, against the fixed vector a x g_J,
which is perpendicular to a and of length |g| sin(angle(a, g_J)).  Turning S_C about a changes only its part
perpendicular to a, P S_C, so over a full turn of q_j the largest |tau_j| is |P S_C| |a x g_J|, reached where
the turned lever is parallel to a x g_J: perpendicular to gravity, horizontal.  The maximum over everything
then splits into two independent ones: max |P S_C| over the joints below (the longest horizontal lever arm)
times max |a x g_J| over the joints above (|g| as soon as some pose makes the axis horizontal).  For a chain
of joints whose axes are parallel to a (a planar arm: shoulder, elbow, wrist pitch) and that turn fully,
|P S_C| is a nested sum of turned vectors, P S = v_0 + R_1 (v_1 + R_2 (v_2 + ...)), whose largest length is
|v_0| + |v_1| + ... by the triangle inequality, reached with every v_i turned the same way: the arm stretched
out horizontally.

The method, with limits.  tau_j, as a function of one joint's angle q with every other joint held, is
A cos q + B sin q + C (Rodrigues: R(a, q) v = v cos q + (a x v) sin q + a (a . v)(1 - cos q) enters linearly),
and of one prismatic joint's position it is linear.  The largest |.| of such a function over an interval is
exact: at an end, at q = atan2(B, A) or at that + pi, whichever lie inside.  The solver maximises |tau_j| one
joint at a time this way (coordinate ascent: each step can only increase it), the joints below j from the top
down (with the direction a x g_C carried down the tree, the subtree's first moments computed once per sweep)
and the joints above it from j up (with S_C x a carried up, gravity in each frame computed once per sweep),
until a sweep gains nothing.  A joint driven with others by one <mimic> leader is a function of the leader's
position that is not of that form: it is maximised by sampling its range and refining the best sample by a
golden-section search.

What is proven and what is not.  Every value reported is attained: it is tau_j at the pose reported, so a load
said to exceed an effort does (within the model).  It is the global maximum in the unlimited cases above, and
wherever coordinate ascent has a single fixed point.  With limits, coordinate ascent can stop at a pose where
no single joint can do better but two together could; the solver starts from several poses (zero, the middle
of the ranges and seeded random ones) and keeps the best, and the tests compare it with dense sampling and
with Pinocchio's gravity terms at the pose reported.  It may therefore understate a worst case, never
overstate one."""
from __future__ import annotations

import math
import random

TWO_PI = 2.0 * math.pi
RANDOM_STARTS = 2       # seeded random starting poses beside the zero pose and the middle of the ranges, when
FEW = 12                # this many joints at most change the load (beyond, each start costs too much)
MAX_SWEEPS = 30
SAMPLES = 48            # of a mimic leader's range, before the golden-section refinement
GOLDEN_STEPS = 40
SHOWN = 0.01            # a joint whose turn changes the load by less than this fraction is left out of the pose shown
NOTHING = 1e-9         # N·m or N: a load below this is rounding (an axis along gravity), no pose matters
TOLERANCE = 1e-7        # relative gain of a sweep below which the ascent stops


class Coordinate:
    """what one independent joint (a mimic leader, or a joint without <mimic>) moves: its range (full: a whole
    turn) and the joints it drives, each as (joint, multiplier, offset)"""
    __slots__ = ("leader", "lo", "hi", "full", "driven")

    def __init__(self, leader, lo, hi, full):
        self.leader, self.lo, self.hi, self.full = leader, lo, hi, full
        self.driven = []

    def clip(self, x):
        return x if self.full else min(max(x, self.lo), self.hi)


class Worst:
    """the worst case of one joint: the signed load at the pose (N·m or N), the pose (joint name -> position,
    every joint that moves), the joints whose position changes the load there (for the message, in tree order)
    and which of those slide (their position is a length)"""
    __slots__ = ("joint", "load", "pose", "influence", "sliding")

    def __init__(self, joint, load, pose, influence, sliding):
        self.joint, self.load, self.pose, self.influence, self.sliding = joint, load, pose, influence, sliding


def _coordinates(robot):
    """(coordinates, joint name -> (coordinate index, multiplier, offset)) for the moving joints"""
    coords, drive = [], {}
    for j in robot.joints:
        if j.kind == "fixed" or _leader(robot, j) is not None:
            continue
        if j.kind == "continuous" or (j.kind == "revolute" and j.upper - j.lower >= TWO_PI):
            c = Coordinate(j.name, -math.pi, math.pi, True)
        else:
            c = Coordinate(j.name, j.lower, j.upper, False)
        drive[j.name] = (len(coords), 1.0, 0.0)
        c.driven.append((j, 1.0, 0.0))
        coords.append(c)
    for j in robot.joints:
        found = _leader(robot, j)
        if found is None or j.kind == "fixed":
            continue
        leader, mult, offset = found
        index = drive[leader.name][0]
        drive[j.name] = (index, mult, offset)
        coords[index].driven.append((j, mult, offset))
    return coords, drive


def _leader(robot, j):
    """(the independent joint that drives j through <mimic>, multiplier, offset composed), or None: j has no
    mimic, or its leader is undefined, fixed or in a cycle of mimics (then j moves on its own)"""
    mult, offset, seen = 1.0, 0.0, {j.name}
    while j.mimic is not None:
        leader = robot.by_name.get(j.mimic[0])
        if leader is None or leader.kind == "fixed" or leader.name in seen:
            return None
        seen.add(leader.name)
        mult, offset = mult * j.mimic[1], offset * 1.0 + mult * j.mimic[2]
        j = leader
    return (j, mult, offset) if len(seen) > 1 else None


class Problem:
    """a robot prepared for solving: its coordinates, each link's subtree mass (None: a mass below is unknown),
    whether a declared <inertial> lies below, and gravity in the root frame"""

    def __init__(self, robot, gravity):
        self.robot, self.gravity = robot, tuple(gravity)
        self.coords, self.drive = _coordinates(robot)
        self.solved = {}        # joint name -> its worst pose, a start for the joints below
        self.spans = {}         # joint name -> (lowest, highest) position its coordinate gives it
        for c in self.coords:
            for k, mult, offset in c.driven:
                self.spans[k.name] = tuple(sorted((mult * c.lo + offset, mult * c.hi + offset)))
        self.mass, self.declared = {}, {}
        for name, b in robot.bodies.items():
            self.mass[name], self.declared[name] = b.mass, b.declared
        for j in reversed(robot.joints):
            m, mc = self.mass[j.parent], self.mass[j.child]
            self.mass[j.parent] = None if m is None or mc is None else m + mc
            self.declared[j.parent] = self.declared[j.parent] or self.declared[j.child]
        self.path, self.sub = {}, {}
        for j in robot.joints:
            above = robot.above.get(j.parent)
            self.path[j.name] = (self.path[above.name] if above is not None else ()) + (j,)
        for j in reversed(robot.joints):
            below = robot.below.get(j.child, ())
            self.sub[j.name] = tuple(x for k in below for x in (k,) + self.sub[k.name])

    def position(self, q, j):
        """joint j's position at pose q (a fixed joint's: 0)"""
        drive = self.drive.get(j.name)
        if drive is None:
            return 0.0
        index, mult, offset = drive
        return mult * q[index] + offset

    def zero_pose(self):
        return [c.clip(0.0) for c in self.coords]

    # ------------------------------------------------------------------ evaluation at a pose
    def moments(self, q, joints):
        """link -> its subtree's first moment about its origin, in its frame, for the children of these joints
        (a top-down list closed under children)"""
        bodies, mass, S = self.robot.bodies, self.mass, {}
        for j in joints:
            b = bodies[j.child]
            S[j.child] = _scaled(b.mass, b.com)
        for j in reversed(joints):
            s = _carried(j, self.position(q, j), mass[j.child], S[j.child])
            p = S.get(j.parent)
            if p is not None:
                S[j.parent] = (p[0] + s[0], p[1] + s[1], p[2] + s[2])
        return S

    def gravity_in(self, q, path):
        """gravity in the frame of the child of the path's last joint, and in each path joint's own frame (before
        its motion)"""
        g, frames = self.gravity, []
        for j in path:
            g = _t_matvec(j.rot, g)
            frames.append(g)
            if j.angular and j.kind != "fixed":
                x = self.position(q, j)
                g = _rot(j.axis, math.cos(x), -math.sin(x), g)
        return g, frames

    def load(self, q, j):
        """the load joint j holds at pose q: its torque (N·m) or force (N)"""
        g, _frames = self.gravity_in(q, self.path[j.name])
        if j.kind == "prismatic":
            return -self.mass[j.child] * _dot(j.axis, g)
        s = self.moments(q, (j,) + self.sub[j.name])[j.child]
        return _dot(g, _cross(s, j.axis))

    # ------------------------------------------------------------------ the worst case
    def worst(self, j) -> Worst:
        """the largest |load| on joint j over the poses within the limits (see the module's comment)"""
        above = () if j.kind == "prismatic" else (j,)     # (a slide's own position changes nothing of its load)
        relevant = [k for k in self.path[j.name][:-1] if k.angular] + list(above) + \
            (list(self.sub[j.name]) if j.kind != "prismatic" else [])
        members = {}
        for k in relevant:
            if k.kind != "fixed":
                members.setdefault(self.drive[k.name][0], []).append(k)
        grouped = {c for c, ks in members.items() if len(ks) > 1}
        linear = {c for c in grouped if all(k.kind == "prismatic" for k in members[c])}
        numeric = grouped - linear
        best_q, best, best_influence = None, -1.0, {}
        for q in self._starts(j, members):
            value = 0.0
            for sweep in range(MAX_SWEEPS):
                before, start = abs(value), list(q)
                value, influence = self._ascend(j, q, grouped)
                for c in linear:
                    value = self._ends(j, q, c)
                for c in numeric:
                    value = self._line_search(j, q, c)
                if sweep and abs(value) <= before * (1.0 + TOLERANCE):
                    break
                value = self._extrapolate(j, q, start, value)
            if abs(value) > best:
                best, best_q, best_influence = abs(value), list(q), dict(influence)
                best_influence.update((c, math.inf) for c in grouped)
        self.solved[j.name] = best_q
        load = self.load(best_q, j)
        pose = {k.name: self.position(best_q, k) for k in self.robot.joints if k.kind != "fixed"}
        names = [self.coords[c].leader for c in sorted(best_influence) if best_influence[c] >= SHOWN * best] \
            if best > NOTHING else []
        sliding = {n for n in names if self.robot.by_name[n].kind == "prismatic"}
        return Worst(j, load, pose, names, sliding)

    def _starts(self, j, members):
        """the worst pose of the joint above (the same arm, held out the same way, is often the worst here too),
        the zero pose, the middle of the ranges and seeded random poses (the same for the same robot)"""
        for k in reversed(self.path[j.name][:-1]):
            if k.name in self.solved:
                yield list(self.solved[k.name])
                break
        zero = self.zero_pose()
        yield zero
        mid = list(zero)
        for c in members:
            co = self.coords[c]
            mid[c] = 0.5 if co.full else 0.5 * (co.lo + co.hi)
        yield mid
        rng = random.Random(len(self.path[j.name]) * 7919 + len(members))
        for _n in range(RANDOM_STARTS if len(members) <= FEW else 0):
            q = list(zero)
            for c in members:
                co = self.coords[c]
                q[c] = rng.uniform(-math.pi, math.pi) if co.full else rng.uniform(co.lo, co.hi)
            yield q

    def _ascend(self, j, q, skip):
        """one sweep down (joints below j) and one up (j and the joints above), each joint set to its best
        position given the others; q is updated; returns (the load, the coordinates that change it)"""
        influence = {}
        path = self.path[j.name]
        if j.kind != "prismatic":
            self._sweep_down(j, q, skip, influence)
        g, frames = self.gravity_in(q, path)
        if j.kind == "prismatic":
            v = _scaled(-self.mass[j.child], j.axis)
        else:
            s = self.moments(q, (j,) + self.sub[j.name])[j.child]
            v = _cross(s, j.axis)
        for k, gk in zip(reversed(path), reversed(frames)):
            if k.angular and k.kind != "fixed":
                c = self.drive[k.name][0]
                x = self.position(q, k)
                if c not in skip:
                    a = k.axis
                    av, ga = _dot(a, v), _dot(gk, a)
                    amp_a, amp_b = _dot(gk, v) - ga * av, _dot(gk, _cross(a, v))
                    x = self._set(q, k, x, 0.0, amp_a, amp_b, ga * av, influence)
                v = _rot(k.axis, math.cos(x), math.sin(x), v)
            v = _matvec(k.rot, v)
        return _dot(self.gravity, v), influence

    def _sweep_down(self, j, q, skip, influence):
        sub = self.sub[j.name]
        S = self.moments(q, (j,) + sub)
        g, _frames = self.gravity_in(q, self.path[j.name])
        d = {j.child: _cross(j.axis, g)}
        load = _dot(S[j.child], d[j.child])
        for k in sub:
            u = _t_matvec(k.rot, d[k.parent])
            if k.kind == "fixed":
                d[k.child] = u
                continue
            c = self.drive[k.name][0]
            x = self.position(q, k)
            if k.kind == "prismatic":
                if c not in skip:
                    load = self._slide(q, k, x, load, _dot(u, k.axis) * self.mass[k.child], influence)
                d[k.child] = u
                continue
            if c not in skip:
                s, a = S[k.child], k.axis
                ua, sa = _dot(u, a), _dot(s, a)
                amp_a, amp_b = _dot(u, s) - ua * sa, _dot(u, _cross(a, s))
                rest = load - (amp_a * math.cos(x) + amp_b * math.sin(x))
                x = self._set(q, k, x, rest, amp_a, amp_b, 0.0, influence)
                load = rest + amp_a * math.cos(x) + amp_b * math.sin(x)
            d[k.child] = _rot(k.axis, math.cos(x), -math.sin(x), u)

    def _set(self, q, k, x, rest, amp_a, amp_b, const, influence):
        """set joint k's position to the best for |rest + const + amp_a cos x + amp_b sin x|; returns it"""
        rho = math.hypot(amp_a, amp_b)
        index, mult, offset = self.drive[k.name]
        if rho <= 1e-12 * (abs(rest) + abs(const) + 1e-300) or mult == 0.0:
            return x
        influence[index] = max(influence.get(index, 0.0), rho)
        co = self.coords[index]
        phi = math.atan2(amp_b, amp_a)
        if co.full:
            candidates = (phi, phi + math.pi)
        else:
            lo, hi = self.spans[k.name]
            candidates = [lo, hi]
            for angle in (phi, phi + math.pi):
                first = angle + TWO_PI * math.ceil((lo - angle) / TWO_PI)
                while first <= hi:
                    candidates.append(first)
                    first += TWO_PI
        base = rest + const
        current = abs(base + amp_a * math.cos(x) + amp_b * math.sin(x))
        for y in candidates:
            value = abs(base + amp_a * math.cos(y) + amp_b * math.sin(y))
            if value > current * (1.0 + 1e-12):
                current, x = value, y
        q[index] = co.clip((x - offset) / mult)
        return mult * q[index] + offset

    def _slide(self, q, k, x, load, slope, influence):
        """a prismatic joint below j: the load is linear in its position; the better end is taken"""
        index, mult, offset = self.drive[k.name]
        if abs(slope) <= 1e-300 or mult == 0.0:
            return load
        co = self.coords[index]
        influence[index] = max(influence.get(index, 0.0), abs(slope * mult) * (co.hi - co.lo))
        rest = load - slope * x
        for end in (co.lo, co.hi):
            y = mult * end + offset
            if abs(rest + slope * y) > abs(rest + slope * x) * (1.0 + 1e-12):
                x, q[index] = y, end
        return rest + slope * x

    def _extrapolate(self, j, q, start, value):
        """the pattern move of Hooke and Jeeves: coordinate ascent creeps along a curved ridge (each sweep gains a
        little less), so the step one sweep made is tried again, doubled while that gains; q is updated"""
        step = [b - a for a, b in zip(start, q)]
        if not any(step):
            return value
        t, best = 1.0, abs(value)
        while t < 1e3:
            trial = [co.clip(x + t * dx) for co, x, dx in zip(self.coords, q, step)]
            v = self.load(trial, j)
            if abs(v) <= best * (1.0 + TOLERANCE):
                break
            q[:], best, value, t = trial, abs(v), v, 2.0 * t
        return value

    def _ends(self, j, q, c):
        """coordinate c (driving several prismatic joints below j: the load is linear in it) set to its better
        end; returns the load"""
        co, best_x, best = self.coords[c], q[c], abs(self.load(q, j))
        for x in (co.lo, co.hi):
            q[c] = x
            v = abs(self.load(q, j))
            if v > best * (1.0 + 1e-12):
                best_x, best = x, v
        q[c] = best_x
        return self.load(q, j)

    def _line_search(self, j, q, c):
        """coordinate c (driving several joints that matter to j) set to its best by sampling its range and a
        golden-section refinement around the best sample; returns the load"""
        co = self.coords[c]
        lo, hi = (q[c] - math.pi, q[c] + math.pi) if co.full else (co.lo, co.hi)
        if hi <= lo:
            return self.load(q, j)

        def f(x):
            q[c] = x
            return abs(self.load(q, j))
        keep = q[c]
        step = (hi - lo) / SAMPLES
        best_x, best = keep, f(keep)
        for n in range(SAMPLES + 1):
            x = lo + n * step
            v = f(x)
            if v > best * (1.0 + 1e-12):
                best_x, best = x, v
        a, b = max(lo, best_x - step), min(hi, best_x + step)
        ratio = (math.sqrt(5.0) - 1.0) / 2.0
        for _n in range(GOLDEN_STEPS):
            x1, x2 = b - ratio * (b - a), a + ratio * (b - a)
            if f(x1) >= f(x2):
                b = x2
            else:
                a = x1
            mid = 0.5 * (a + b)
            v = f(mid)
            if v > best:
                best_x, best = mid, v
        q[c] = co.clip(best_x)
        return self.load(q, j)


def _carried(j, x, mass, s):
    """the child's subtree first moment s (about the child's origin, child frame) about the parent's origin, in
    the parent's frame"""
    if j.kind == "prismatic":
        a = j.axis
        shift = _matvec(j.rot, (a[0] * x, a[1] * x, a[2] * x))
        p = (j.xyz[0] + shift[0], j.xyz[1] + shift[1], j.xyz[2] + shift[2])
        turned = s
    elif j.kind == "fixed":
        p, turned = j.xyz, s
    else:
        p, turned = j.xyz, _rot(j.axis, math.cos(x), math.sin(x), s)
    r = _matvec(j.rot, turned)
    return (mass * p[0] + r[0], mass * p[1] + r[1], mass * p[2] + r[2])


def _rot(a, c, s, v):
    """Rodrigues: v turned about the unit axis a by the angle whose cosine and sine are c and s"""
    ax, ay, az = a
    vx, vy, vz = v
    k = (ax * vx + ay * vy + az * vz) * (1.0 - c)
    return (vx * c + (ay * vz - az * vy) * s + ax * k,
            vy * c + (az * vx - ax * vz) * s + ay * k,
            vz * c + (ax * vy - ay * vx) * s + az * k)


def _matvec(m, v):
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def _t_matvec(m, v):
    return (m[0][0] * v[0] + m[1][0] * v[1] + m[2][0] * v[2],
            m[0][1] * v[0] + m[1][1] * v[1] + m[2][1] * v[2],
            m[0][2] * v[0] + m[1][2] * v[1] + m[2][2] * v[2])


def _dot(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _scaled(k, v):
    return (k * v[0], k * v[1], k * v[2])
