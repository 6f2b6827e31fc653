"""The robot as the consumers' loaders see it: links with their mass, the joints between them, and which links
a loader merges into their parent (Gazebo lumps fixed joints unless told not to; MuJoCo fuses static bodies).

Read from the document's top-level elements on each analysis that has targets (a few microseconds per link);
only the first definition of a name counts, as in urdfdom."""
from __future__ import annotations

from ...vocabulary.numbers import parse_double

MOVING = ("revolute", "continuous", "prismatic", "planar", "floating")
GAZEBO_KEEPS = ("preserveFixedJoint", "disableFixedJointLumping")    # sdformat keeps such a fixed joint


class Link:
    __slots__ = ("el", "name", "inertial", "mass")

    def __init__(self, el, name):
        self.el, self.name = el, name
        self.inertial = el.first("inertial")
        m = self.inertial.first("mass") if self.inertial is not None else None
        self.mass = (parse_double(m.get("value")) or 0.0) if m is not None else None   # None: no <inertial>


class Joint:
    __slots__ = ("el", "name", "type", "parent", "child")

    def __init__(self, el):
        self.el, self.name, self.type = el, el.get("name"), el.get("type")
        p, c = el.first("parent"), el.first("child")
        self.parent = p.get("link") if p is not None else None
        self.child = c.get("link") if c is not None else None


class Robot:
    def __init__(self, root):
        self.root_element = root
        self.ctx = None                # the document's rules.urdf.Ctx, where a rule looks at files
        self.links: dict = {}          # name -> Link
        self.joints: list = []         # Joint, in document order
        self.parent_joint: dict = {}   # child link name -> the first joint naming it
        self.gazebo: list = []         # <gazebo> elements
        self.transmissions: list = []  # <transmission> elements
        for el in root.children:
            if el.kind != "element":
                continue
            if el.name == "link" and el.get("name") and el.get("name") not in self.links:
                self.links[el.get("name")] = Link(el, el.get("name"))
            elif el.name == "joint" and el.get("name"):
                j = Joint(el)
                self.joints.append(j)
                self.parent_joint.setdefault(j.child, j)
            elif el.name == "gazebo":
                self.gazebo.append(el)
            elif el.name == "transmission":
                self.transmissions.append(el)
        roots = [n for n in self.links if n not in self.parent_joint]
        self.root = roots[0] if len(roots) == 1 else None       # (none or several: the tree rules report it)
        self.children: dict = {}       # parent link name -> [Joint]
        for j in self.joints:
            if self.parent_joint.get(j.child) is j:
                self.children.setdefault(j.parent, []).append(j)
        self.preserved = {g.get("reference") for g in self.gazebo
                          if any(_true(g.first(k)) for k in GAZEBO_KEEPS)}

    def merged_into(self, name, keep_preserved) -> tuple[str, Joint | None]:
        """(the link that `name` ends up in when fixed joints merge children into parents, the first merging
        joint); keep_preserved: Gazebo's rule (a joint marked preserveFixedJoint and a parent named world stay)"""
        first, seen = None, set()
        while name not in seen:
            seen.add(name)
            j = self.parent_joint.get(name)
            if j is None or j.type != "fixed" or j.parent not in self.links:
                break
            if keep_preserved and (j.name in self.preserved or j.parent == "world"):
                break
            first = first or j
            name = j.parent
        return name, first

    def groups(self, keep_preserved) -> dict:
        """the link each group of merged links ends up in -> its members"""
        out: dict = {}
        for name in self.links:
            out.setdefault(self.merged_into(name, keep_preserved)[0], []).append(name)
        return out

    def group_mass(self, members) -> float:
        return sum(self.links[n].mass or 0.0 for n in members)

    def below(self, name) -> list:
        """the links under `name` (not itself), each once"""
        out, stack, seen = [], [name], {name}
        while stack:
            for j in self.children.get(stack.pop(), ()):
                if j.child not in seen and j.child in self.links:
                    seen.add(j.child)
                    out.append(j.child)
                    stack.append(j.child)
        return out


def text_of(el) -> str:
    """the text directly inside an element, stripped"""
    return "".join(c.data for c in el.children if c.kind == "text").strip() if el is not None else ""


def _true(el):
    """<preserveFixedJoint>true</preserveFixedJoint>"""
    return text_of(el).lower() in ("true", "1")
