"""Document symbols shaped like the kinematic tree: robot > root link > joint > child link > ..."""
from __future__ import annotations

from ..text.cancel import check
from .types import Symbol, SymbolKind


def symbols(doc) -> list[Symbol]:
    root = doc.tree.root
    if root is None:
        return []
    links, joints_by_parent, others = _top_level(doc)
    tree = _Tree(links, joints_by_parent)
    top = [s for s in map(tree.link, doc.state.roots or list(links)) if s is not None]
    for name in links:
        if name not in tree.placed:
            s = tree.link(name)
            s.detail = "link (not in the tree)"
            top.append(s)
    for lst in joints_by_parent.values():
        for j, _ in lst:
            if id(j) not in tree.placed_joints:
                top.append(_sym(j, SymbolKind.JOINT, "joint (not in the tree)"))
    for o in others:
        top.append(_sym(o, SymbolKind.MATERIAL if o.name == "material" else SymbolKind.OTHER, o.name))
    return [Symbol(root.get("name") or "robot", "robot", SymbolKind.ROBOT, root.start, root.end,
                   root.name_start, root.name_end, top)]


def _top_level(doc):
    links, joints_by_parent, others = {}, {}, []
    for c in doc.tree.middle():
        check()
        n = c.node
        if n is None or n.kind != "element":
            continue
        if n.name == "link":
            name = n.get("name")
            if name is not None and name not in links:
                links[name] = n
        elif n.name == "joint":
            p, ch = n.first("parent"), n.first("child")
            joints_by_parent.setdefault(p.get("link") if p is not None else None, []).append(
                (n, ch.get("link") if ch is not None else None))
        elif n.name in ("material", "gazebo", "transmission") or n.name.startswith("xacro:"):
            others.append(n)
    return links, joints_by_parent, others


def _sym(el, kind, detail=""):
    a = el.attr("name") or el.attr("reference")
    start, end = el.span
    if a is None:
        return Symbol("<%s>" % el.name, detail, kind, start, end, el.name_start, el.name_end)
    vs, ve = a.value_span
    if ve <= vs:
        vs, ve = el.name_start, el.name_end
    return Symbol(a.value or "<%s>" % el.name, detail, kind, start, end, vs, ve)


class _Tree:
    """builds link > joint > link nesting iteratively (chains can be thousands deep)"""

    def __init__(self, links, joints_by_parent):
        self.links, self.joints_by_parent = links, joints_by_parent
        self.placed, self.placed_joints = set(), set()

    def link(self, name):
        el = self.links.get(name)
        if el is None or name in self.placed:
            return None
        self.placed.add(name)
        top = _sym(el, SymbolKind.LINK, "link")
        stack = [(top, name)]
        while stack:
            check()
            node, lname = stack.pop()
            for j, cn in self.joints_by_parent.get(lname, ()):
                self.placed_joints.add(id(j))
                js = _sym(j, SymbolKind.JOINT, "%s joint" % (j.get("type") or "?"))
                node.children.append(js)
                if cn in self.links and cn not in self.placed:
                    self.placed.add(cn)
                    ls = _sym(self.links[cn], SymbolKind.LINK, "link")
                    js.children.append(ls)
                    stack.append((ls, cn))
        return top
