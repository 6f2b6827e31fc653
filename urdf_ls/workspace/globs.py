"""EditorConfig's globs, matched in time linear in the path: `* ? [..] [!..] {a,b} {n1..n2} **`.

A glob was compiled to a regular expression, and `[*a*a*a*a*a*ab]` in a repository's .editorconfig made it
backtrack polynomially (one second for a 60-character name at six stars, minutes at eight): opening any file
below it froze the editor.  Here a glob is a small automaton (one node per glob item) run over the path with a
set of current nodes, so a match costs at most (path length x glob length) steps, whatever the glob."""
from __future__ import annotations

import re

MAX_RANGE = 1000    # numbers a {n1..n2} may name


class _Node:
    """one step: `test` (a character predicate) leads to `out`; `eps` are the nodes reached without a character"""
    __slots__ = ("test", "out", "eps")

    def __init__(self, test=None, out=None, eps=()):
        self.test, self.out, self.eps = test, out, list(eps)


class Glob:
    __slots__ = ("start", "end")

    def __init__(self, start, end):
        self.start, self.end = start, end

    def fullmatch(self, text):
        """True when the glob matches all of text, else None (as a regular expression's fullmatch is tested)"""
        current = _closure([self.start])
        for ch in text:
            current = _closure([n.out for n in current if n.test is not None and n.test(ch)])
            if not current:
                return None
        return True if self.end in current else None


def _closure(nodes):
    seen, stack = set(), list(nodes)
    out = []
    while stack:
        n = stack.pop()
        if id(n) in seen:
            continue
        seen.add(id(n))
        out.append(n)
        stack.extend(n.eps)
    return out


def _not_slash(ch):
    return ch != "/"


def _any(ch):
    return True


def _literal(c):
    return lambda ch: ch == c


def compile_glob(glob) -> Glob | None:
    """the glob as an automaton; None when it is malformed (an unclosed {, a range of more than MAX_RANGE)"""
    items = _parse(glob)
    if items is None:
        return None
    end = _Node()
    return Glob(_build(items, end), end)


# ------------------------------------------------------------------ glob -> items
# an item: ("char", predicate) | ("star", predicate) | ("dirs",) for "**/" | ("alt", [items, ...])

def _parse(glob):
    stack = [[[]]]       # alternatives being read: each a list of sequences, the last one growing
    i, n = 0, len(glob)
    while i < n:
        seq = stack[-1][-1]
        c = glob[i]
        if c == "\\" and i + 1 < n:
            seq.append(("char", _literal(glob[i + 1])))
            i += 2
            continue
        if glob.startswith("**/", i):
            seq.append(("dirs",))
            i += 3
            continue
        if glob.startswith("**", i):
            seq.append(("star", _any))
            i += 2
            continue
        if c == "*":
            seq.append(("star", _not_slash))
        elif c == "?":
            seq.append(("char", _not_slash))
        elif c == "[":
            j = glob.find("]", i + 1)
            if j < 0:
                seq.append(("char", _literal("[")))
            else:
                seq.append(("char", _class(glob[i + 1:j])))
                i = j
        elif c == "{":
            j = glob.find("}", i + 1)
            # (18 digits at most: int() of 4,300 raises; a longer one reads as text)
            numbers = re.fullmatch(r"(-?\d{1,18})\.\.(-?\d{1,18})", glob[i + 1:j]) if j > 0 else None
            if numbers:
                lo, hi = sorted((int(numbers.group(1)), int(numbers.group(2))))
                if hi - lo > MAX_RANGE:
                    return None
                seq.append(("alt", [[("char", _literal(d)) for d in str(k)] for k in range(lo, hi + 1)]))
                i = j
            elif j > 0 and "," in glob[i + 1:j]:
                stack.append([[]])
            else:
                seq.append(("char", _literal("{")))
        elif c == "," and len(stack) > 1:
            stack[-1].append([])
        elif c == "}" and len(stack) > 1:
            alternatives = stack.pop()
            stack[-1][-1].append(("alt", alternatives))
        else:
            seq.append(("char", _literal(c)))
        i += 1
    if len(stack) > 1:
        return None
    return stack[0][0]


def _class(body):
    """the predicate of a [..] or [!..] class (its body read as a regular expression's class reads it, '/' never
    in it)"""
    neg = body.startswith("!")
    body = body[1:] if neg else body
    try:
        rx = re.compile("[%s%s]" % ("^" if neg else "", body.replace("\\", "\\\\").replace("/", "")))
    except re.error:
        return lambda ch: False
    return lambda ch: ch != "/" and rx.match(ch) is not None


# ------------------------------------------------------------------ items -> automaton
def _build(items, end):
    """the start node of items followed by end"""
    node = end
    for item in reversed(items):
        kind = item[0]
        if kind == "char":
            node = _Node(item[1], node)
        elif kind == "star":
            loop = _Node(eps=[node])
            loop.eps.append(_Node(item[1], loop))
            node = loop
        elif kind == "dirs":        # "**/": nothing, or anything that ends with a '/'
            slash = _Node(_literal("/"), node)
            loop = _Node(eps=[slash])
            loop.eps.append(_Node(_any, loop))
            node = _Node(eps=[node, loop])
        else:
            node = _Node(eps=[_build(alt, node) for alt in item[1]])
    return node
