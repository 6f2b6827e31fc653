"""Which link and joint of the old robot is which of the new one: the same name, else a rename recognised by
structure.

A renamed joint keeps its place in the tree: its parent link is the (matched) parent of an unmatched new joint.
Walking down from the matched links, the unmatched joints below a link are paired with the unmatched new joints
below its match when they resemble each other enough (type, origin, axis, the child's content and the size of
the subtree below), and the child links of a pair are paired with them.  A robot whose every name gained a
prefix is paired all the way down; a link removed and another added under the same parent are not paired
unless they look alike.  Roots are paired the same way (the one unmatched root of each side)."""
from __future__ import annotations

from dataclasses import dataclass, field

RENAME_SCORE = 3        # of the resemblance points below: what pairs two differently named joints
SCORED_PAIRS = 10000    # candidate pairs below one link scored one by one; beyond, only exact look-alikes pair


@dataclass
class Matching:
    links: dict = field(default_factory=dict)     # old name -> new name (renames and same names)
    joints: dict = field(default_factory=dict)


class _Side:
    """a robot's tree: the joints below each link, the joint above each"""

    def __init__(self, model):
        self.model = model
        self.below: dict = {}
        self.above: dict = {}
        for j in model.joints.values():
            if j.parent in model.links and j.child in model.links and j.child not in self.above:
                self.above[j.child] = j
                self.below.setdefault(j.parent, []).append(j)
        self.sizes = self._subtree_sizes()

    def roots(self):
        return [n for n in self.model.links if n not in self.above]

    def _subtree_sizes(self):
        """links below each link (iterative: chains can be thousands deep)"""
        sizes, order, seen = {}, [], set()
        stack = self.roots()
        while stack:
            name = stack.pop()
            if name in seen:
                continue
            seen.add(name)
            order.append(name)
            stack.extend(j.child for j in self.below.get(name, ()))
        for name in reversed(order):
            sizes[name] = sum(1 + sizes.get(j.child, 0) for j in self.below.get(name, ()))
        return sizes


def match(old, new) -> Matching:
    """pair the links and joints of two RobotModels"""
    m = Matching()
    m.links = {n: n for n in old.links if n in new.links}
    m.joints = {n: n for n in old.joints if n in new.joints}
    a, b = _Side(old), _Side(new)
    _pair_roots(a, b, m)
    while True:         # (each round pairs what the last one's pairs reach; it ends when none is new)
        before = len(m.links) + len(m.joints)
        _walk_down(a, b, m)
        _pair_by_children(a, b, m)
        if len(m.links) + len(m.joints) == before:
            return m


def _pair_by_children(a, b, m):
    """joints outside the tree (a parent that is not defined) pair when their children do, and the parents
    of paired joints pair when both are unpaired links"""
    new_joints, new_links = set(m.joints.values()), set(m.links.values())
    by_child = {j.child: j for j in b.model.joints.values() if j.name not in new_joints}
    for oj in a.model.joints.values():
        nj = by_child.get(m.links.get(oj.child, oj.child)) if oj.name not in m.joints else None
        if nj is not None and nj.name not in new_joints:
            m.joints[oj.name] = nj.name
            new_joints.add(nj.name)
    for old_name, new_name in list(m.joints.items()):
        oj, nj = a.model.joints[old_name], b.model.joints[new_name]
        if oj.parent in a.model.links and oj.parent not in m.links and nj.parent in b.model.links \
                and nj.parent not in new_links:
            m.links[oj.parent] = nj.parent
            new_links.add(nj.parent)


def _pair_roots(a, b, m):
    new_taken = set(m.links.values())
    old_roots = [r for r in a.roots() if r not in m.links]
    new_roots = [r for r in b.roots() if r not in new_taken]
    if len(old_roots) == 1 and len(new_roots) == 1:
        m.links[old_roots[0]] = new_roots[0]


def _walk_down(a, b, m):
    """from each matched link, pair the unmatched joints below it with those below its match, and the
    children of paired joints (also of joints matched by name whose child was renamed)"""
    new_joints, new_links = set(m.joints.values()), set(m.links.values())
    stack = list(m.links.items())
    while stack:
        old_link, new_link = stack.pop()
        olds = [j for j in a.below.get(old_link, ()) if j.name not in m.joints]
        news = [j for j in b.below.get(new_link, ()) if j.name not in new_joints]
        for oj, nj in _best_pairs(olds, news, a, b, m):
            m.joints[oj.name] = nj.name
            new_joints.add(nj.name)
        for oj in a.below.get(old_link, ()):
            nj = b.model.joints.get(m.joints.get(oj.name, ""))
            if nj is not None and oj.child not in m.links and nj.child in b.model.links \
                    and nj.child not in new_links:
                m.links[oj.child] = nj.child
                new_links.add(nj.child)
                stack.append((oj.child, nj.child))


def _best_pairs(olds, news, a, b, m):
    """pairs of (old joint, new joint), best resemblance first, each at least RENAME_SCORE"""
    if not olds or not news:
        return []
    if len(olds) * len(news) > SCORED_PAIRS:     # (a link with thousands of renamed children: no n² scoring)
        return _alike_pairs(olds, news, a, b)
    scored = sorted(((_resemblance(oj, nj, a, b, m), i, k) for i, oj in enumerate(olds)
                     for k, nj in enumerate(news)), key=lambda t: (-t[0], t[1], t[2]))
    pairs, used_old, used_new = [], set(), set()
    for score, i, k in scored:
        if score < RENAME_SCORE:
            break
        if i in used_old or k in used_new:
            continue
        used_old.add(i)
        used_new.add(k)
        pairs.append((olds[i], news[k]))
    return pairs


def _alike_pairs(olds, news, a, b):
    """pairs of joints equal in all but their names (type, origin, axis, child content), in document order"""
    waiting: dict = {}
    for nj in news:
        waiting.setdefault(_signature(nj, b), []).append(nj)
    pairs = []
    for oj in olds:
        same = waiting.get(_signature(oj, a))
        if same:
            pairs.append((oj, same.pop(0)))
    return pairs


def _signature(joint, side):
    link = side.model.links.get(joint.child)
    return repr((joint.type, joint.origin, joint.axis, _content(link) if link is not None else None))


def _resemblance(oj, nj, a, b, m):
    """points: same type, origin, axis (a moving joint), child content (2), subtree size of a non-leaf"""
    score = 0
    if oj.type == nj.type:
        score += 1
    if oj.origin == nj.origin:
        score += 1
    if oj.type not in ("fixed", "floating") and oj.axis == nj.axis:
        score += 1
    ol, nl = a.model.links.get(oj.child), b.model.links.get(nj.child)
    if ol is not None and nl is not None and _content(ol) == _content(nl):
        score += 2
    size = a.sizes.get(oj.child, 0)
    if size and size == b.sizes.get(nj.child, 0):
        score += 1
    if oj.child in m.links and m.links[oj.child] == nj.child:
        score += 3      # (the child is the same link by name: only the joint was renamed)
    return score


def _content(link):
    """what a link is, without its name or lines"""
    shapes = tuple((s.role, s.origin, s.geometry) for s in link.shapes)
    inertial = link.inertial
    return shapes, (inertial.mass, inertial.origin, inertial.inertia) if inertial is not None else None
