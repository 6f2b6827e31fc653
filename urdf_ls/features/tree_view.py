"""The kinematic tree as data, as text (`urdf-ls tree PATH`) and as Graphviz dot (what urdf_to_graphviz
draws: links as boxes, joints as blue ellipses, edges labelled with the joint origin).

The tree is read from the document's top-level <link> and <joint> elements the way urdfdom builds it: the
first definition of a name wins, a link gets the parent of the first joint that claims it with both links
defined, and the roots are the links without a parent, in document order.  For xacro sources, pass a
Document of the expanded URDF."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..text.visible import printable

LIMIT_ATTRS = ("lower", "upper", "effort", "velocity")


@dataclass
class JointInfo:
    name: str
    type: str
    parent: str | None
    child: str | None
    line: int                                   # 0-based line of the <joint> element
    xyz: str | None = None                      # <origin> as written
    rpy: str | None = None
    axis: str | None = None
    limit: dict = field(default_factory=dict)   # lower/upper/effort/velocity as written
    mimic: str | None = None


@dataclass
class LinkNode:
    name: str
    line: int
    children: list = field(default_factory=list)    # [(JointInfo, LinkNode)] in document order


@dataclass
class KinematicTree:
    robot: str
    roots: list                                 # [LinkNode]; the first is the main root
    links: int
    joints: int
    unreached: list = field(default_factory=list)   # link names no root reaches (cycles)
    dangling: list = field(default_factory=list)    # [JointInfo] whose parent or child link is not defined


def kinematic_tree(doc) -> KinematicTree:
    root = doc.tree.root
    if root is None:
        return KinematicTree("", [], 0, 0)
    lines = doc.lines
    links, joints = {}, []
    for c in root.children:
        if c.kind != "element":
            continue
        if c.name == "link" and c.get("name") is not None:
            links.setdefault(c.get("name"), lines.line_of(c.start))
        elif c.name == "joint":
            joints.append(_joint_info(c, lines))
    parent_of, dangling = {}, []
    for j in joints:
        if j.parent not in links or j.child not in links:
            dangling.append(j)
        elif j.child != j.parent and j.child not in parent_of:
            parent_of[j.child] = j
    nodes = {name: LinkNode(name, line) for name, line in links.items()}
    for j in joints:
        if parent_of.get(j.child) is j:
            nodes[j.parent].children.append((j, nodes[j.child]))
    roots = [nodes[n] for n in links if n not in parent_of]
    size = {}
    reached = set()
    for r in roots:
        n0 = len(reached)
        stack = [r]
        while stack:
            n = stack.pop()
            if n.name in reached:
                continue
            reached.add(n.name)
            stack.extend(c for _, c in n.children)
        size[r.name] = len(reached) - n0
    if len(roots) > 1:
        main = max(range(len(roots)), key=lambda i: (size[roots[i].name], -i))
        roots.insert(0, roots.pop(main))
    unreached = [n for n in links if n not in reached]
    return KinematicTree(root.get("name") or "", roots, len(links), len(joints), unreached, dangling)


def _joint_info(el, lines):
    p, c = el.first("parent"), el.first("child")
    j = JointInfo(el.get("name") or "?", el.get("type") or "?", p.get("link") if p is not None else None,
                  c.get("link") if c is not None else None, lines.line_of(el.start))
    o = el.first("origin")
    if o is not None:
        j.xyz, j.rpy = o.get("xyz"), o.get("rpy")
    ax = el.first("axis")
    if ax is not None:
        j.axis = ax.get("xyz")
    lim = el.first("limit")
    if lim is not None:
        j.limit = {k: lim.get(k) for k in LIMIT_ATTRS if lim.get(k) is not None}
    m = el.first("mimic")
    if m is not None:
        j.mimic = m.get("joint")
    return j


# ------------------------------------------------------------------ text
def describe_joint(j: JointInfo) -> str:
    bits = [j.type]
    if j.type not in ("fixed", "floating") and j.axis is not None:
        bits.append("axis %s" % j.axis)
    bits += ["%s %s" % (k, j.limit[k]) for k in LIMIT_ATTRS if k in j.limit]
    if j.mimic:
        bits.append("mimics %s" % j.mimic)
    return "%s (%s)" % (j.name, ", ".join(bits))


MAX_DRAWN_DEPTH = 64    # levels of a chain drawn indented


def render_text(tree: KinematicTree) -> str:
    """the tree drawn with box characters: link, then `joint (type, limits) → child` below it"""
    out = ["robot %s: %d link%s, %d joint%s" % (_q(tree.robot), tree.links, "" if tree.links == 1 else "s",
                                                 tree.joints, "" if tree.joints == 1 else "s")]
    stack = []

    def push(node, prefix, depth):
        kids = node.children
        for k in range(len(kids) - 1, -1, -1):
            stack.append((prefix, depth, kids[k][0], kids[k][1], k == len(kids) - 1))

    for i, r in enumerate(tree.roots):
        if i == 1:
            out += ["", "not connected to the main tree:"]
        out.append(r.name)
        push(r, "", 1)
        while stack:        # depth first, children in document order (chains can be thousands deep)
            prefix, depth, j, child, last = stack.pop()
            deep = "[depth %d] " % depth if depth > MAX_DRAWN_DEPTH else ""
            out.append(prefix + ("└── " if last else "├── ") + deep + describe_joint(j) + " → " + child.name)
            # (indented up to MAX_DRAWN_DEPTH levels, then numbered: a 20,000-joint chain drawn indented was 800 MB)
            push(child, prefix + ("    " if last else "│   ") if depth < MAX_DRAWN_DEPTH else prefix, depth + 1)
    if tree.unreached:
        out.append("")
        out.append("in a cycle (no root reaches them): " + ", ".join(tree.unreached))
    if tree.dangling:
        out.append("")
        out.append("joints with an undefined link:")
        out += ["  %s: %s → %s" % (describe_joint(j), j.parent, j.child) for j in tree.dangling]
    return "\n".join(map(printable, out)) + "\n"     # (a name may hold a newline or ESC: text.visible)


# ------------------------------------------------------------------ dot
def render_dot(tree: KinematicTree) -> str:
    """Graphviz: links as boxes, joints as blue ellipses, parent -> joint labelled with the origin"""
    out = ["digraph G {", 'label=%s;' % _dq(tree.robot), "node [shape=box];"]
    links, joints = [], []
    for r in tree.roots:
        stack = [r]
        while stack:
            n = stack.pop()
            links.append(n)
            for j, c in n.children:
                joints.append((n, j, c))
                stack.append(c)
    links.sort(key=lambda n: n.line)
    joints.sort(key=lambda t: t[1].line)
    out += ["%s [label=%s];" % (_dq("link:" + n.name), _dq(n.name)) for n in links]
    out.append("node [shape=ellipse, color=blue, fontcolor=blue];")
    for parent, j, child in joints:
        jid = _dq("joint:" + j.name)
        out.append("%s [label=%s];" % (jid, _dq("%s\n(%s)" % (j.name, j.type))))
        origin = "xyz: %s \nrpy: %s" % (j.xyz or "0 0 0", j.rpy or "0 0 0")
        out.append("%s -> %s [label=%s];" % (_dq("link:" + parent.name), jid, _dq(origin)))
        out.append("%s -> %s;" % (jid, _dq("link:" + child.name)))
    out.append("}")
    return "\n".join(out) + "\n"


def _q(s):
    return "'%s'" % s


def _dq(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
