"""A dynamic forest of named nodes: link, cut, the size and the root of a node's tree in O(log n).

Each tree is kept as its Euler tour (an opening and a closing entry per node, a subtree being the span
between its node's two entries) in a treap ordered by position, so moving a subtree is two splits and two
merges.  rules.tree uses it to keep the kinematic tree's reachability exact while one edit at a time moves
a joint, instead of walking every link after each keystroke."""
from __future__ import annotations

import random

_rand = random.Random(0x5eed).random


class _Entry:
    __slots__ = ("l", "r", "p", "pri", "size", "name")

    def __init__(self, name):
        self.l = self.r = self.p = None
        self.pri = _rand()
        self.size = 1
        self.name = name    # the node's name on its opening entry, None on the closing one


def _pull(t):
    t.size = 1 + (t.l.size if t.l is not None else 0) + (t.r.size if t.r is not None else 0)


def _merge(a, b):
    """the sequence a then b (both treap roots)"""
    if a is None:
        return b
    if b is None:
        return a
    if a.pri > b.pri:
        a.r = _merge(a.r, b)
        a.r.p = a
        _pull(a)
        return a
    b.l = _merge(a, b.l)
    b.l.p = b
    _pull(b)
    return b


def _split(t, k):
    """(the first k entries, the rest) of the sequence rooted at t"""
    if t is None:
        return None, None
    t.p = None
    left = t.l.size if t.l is not None else 0
    if k <= left:
        a, b = _split(t.l, k)
        t.l = b
        if b is not None:
            b.p = t
        _pull(t)
        return a, t
    a, b = _split(t.r, k - left - 1)
    t.r = a
    if a is not None:
        a.p = t
    _pull(t)
    return t, b


def _top(x):
    while x.p is not None:
        x = x.p
    return x


def _index(x):
    """position of an entry in its sequence"""
    i = x.l.size if x.l is not None else 0
    while x.p is not None:
        if x is x.p.r:
            i += 1 + (x.p.l.size if x.p.l is not None else 0)
        x = x.p
    return i


def _build(seq):
    """a treap of the entries in order (Cartesian tree by priority, one pass)"""
    stack = []
    for x in seq:
        x.l = x.r = x.p = None
        last = None
        while stack and stack[-1].pri < x.pri:
            last = stack.pop()
        if last is not None:
            x.l, last.p = last, x
        if stack:
            stack[-1].r, x.p = x, stack[-1]
        stack.append(x)
    for x in _postorder(stack[0]):
        _pull(x)
    return stack[0]


def _postorder(t):
    out, stack = [], [t]
    while stack:
        x = stack.pop()
        out.append(x)
        if x.l is not None:
            stack.append(x.l)
        if x.r is not None:
            stack.append(x.r)
    out.reverse()
    return out


class Forest:
    def __init__(self):
        self.entries = {}   # name -> (opening, closing)

    @classmethod
    def of(cls, tops, children):
        """the forest of the trees below `tops` (children: name -> child names; each node once)"""
        f = cls()
        for top in tops:
            seq, stack = [], [(top, False)]
            while stack:
                n, done = stack.pop()
                if done:
                    seq.append(f.entries[n][1])
                    continue
                if n in f.entries:      # the edge that closes a cycle back to its top
                    continue
                f.entries[n] = (_Entry(n), _Entry(None))
                seq.append(f.entries[n][0])
                stack.append((n, True))
                stack.extend((c, False) for c in reversed(children.get(n, ())))
            _build(seq)
        return f

    def __contains__(self, name):
        return name in self.entries

    def add(self, name):
        o, c = _Entry(name), _Entry(None)
        _merge(o, c)
        self.entries[name] = (o, c)

    def remove(self, name):
        """a node alone in its tree"""
        del self.entries[name]

    def alone(self, name):
        return _top(self.entries[name][0]).size == 2

    def cut(self, name):
        """detach the node's subtree from its parent"""
        o, c = self.entries[name]
        i, j = _index(o), _index(c)
        a, rest = _split(_top(o), i)
        _, b = _split(rest, j - i + 1)
        _merge(a, b)

    def link(self, name, parent):
        """the tree whose root is `name` goes below `parent` (in another tree)"""
        po = self.entries[parent][0]
        a, b = _split(_top(po), _index(po) + 1)
        _merge(_merge(a, _top(self.entries[name][0])), b)

    def same_tree(self, x, y):
        return _top(self.entries[x][0]) is _top(self.entries[y][0])

    def size(self, name):
        """nodes in the node's tree"""
        return _top(self.entries[name][0]).size // 2

    def members(self, name):
        """names of the nodes in the node's tree"""
        return [e.name for e in _postorder(_top(self.entries[name][0])) if e.name is not None]
