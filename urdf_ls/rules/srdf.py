"""The checks of an SRDF document against the vocabulary (vocabulary/srdf.py) and its robot's URDF.

srdfdom never rejects a well-formed SRDF: it logs and skips what it cannot use.  A missing required
attribute is an Error (the element is lost to MoveIt); a name the URDF does not have, a pose value for a
joint outside its group, an unknown virtual joint type are Warnings.  When the URDF's names are uncertain
(xacro names built from expressions, includes not followed), unknown names are not flagged."""
from __future__ import annotations

from ..codes import Code, Diag, FixData, Severity, at
from ..syntax.nodes import on_name
from ..vocabulary.srdf import GROUP, JOINT, LINK, NUMBERS, VIRTUAL_TYPES, XACRO_BLOCKS, children_of, element
from ..vocabulary.suggest import suggestion
from ..workspace.srdf_target import SCAN_DIRS, SCAN_FILES, SCAN_SECONDS


class SrdfIndex:
    """the names an SRDF defines and the attributes that refer to names, in document order"""

    def __init__(self):
        self.robot_name = None
        self.groups: dict = {}       # name -> the group element's name attr
        self.group_els: dict = {}    # name -> the group element
        self.virtual: dict = {}      # virtual joint name -> its name attr
        self.refs: list = []         # (kind, attr, element, parent element name)
        self.missing: list = []      # (element, attribute name)
        self.states: list = []       # group_state elements
        self.unknown: list = []      # (element, parent element name) srdfdom does not read
        self.robot_name_written = None   # <robot name> as written (an expression in a .srdf.xacro)
        # in xacro: names built from expressions, and groups or virtual joints that includes or macro calls
        # may define, make "unknown group" and "unknown joint" uncertain
        self.groups_uncertain = False
        self.virtual_uncertain = False


_XACRO_DEFINES = ("xacro:arg", "xacro:property")


def _elements(node):
    return [c for c in node.children if getattr(c, "kind", "") == "element"]


def srdf_index(tree) -> SrdfIndex:
    idx = SrdfIndex()
    root = tree.root
    if root is None or root.name != "robot":
        return idx
    xacro = root.attr("xmlns:xacro") is not None
    name = root.attr("name")
    idx.robot_name_written = name.value.strip() if name is not None else None
    idx.robot_name = idx.robot_name_written if name is not None and "$" not in name.value else None
    if name is None:
        if xacro:
            idx.groups_uncertain = idx.virtual_uncertain = True    # a macro file: its includer may define them
        else:
            idx.missing.append((root, "name"))
    stack = [(el, "robot") for el in reversed(_elements(root))]
    while stack:
        el, parent = stack.pop()
        spec = element(parent, el.name)
        if spec is None:
            if el.name in XACRO_BLOCKS:
                stack.extend((c, parent) for c in reversed(_elements(el)))
            elif el.name.startswith("xacro:") and el.name not in _XACRO_DEFINES:
                idx.groups_uncertain = idx.virtual_uncertain = True   # an include or a macro call
            elif ":" not in el.name:
                idx.unknown.append((el, parent))
            continue
        for attr_name, (required, kind, _what) in spec.attrs.items():
            a = el.attr(attr_name)
            if a is None:
                if required:
                    idx.missing.append((el, attr_name))
                continue
            if "$" in a.value:
                continue    # built by xacro: not known statically
            if kind in (LINK, JOINT, GROUP) or kind == NUMBERS:
                idx.refs.append((kind, a, el, parent))
        if parent == "robot" and el.name == "group":
            a = el.attr("name")
            if a is not None and "$" in a.value:
                idx.groups_uncertain = True
            elif a is not None:
                idx.groups.setdefault(a.value.strip(), a)
                idx.group_els.setdefault(a.value.strip(), el)
        elif parent == "robot" and el.name == "virtual_joint":
            a = el.attr("name")
            if a is not None and "$" in a.value:
                idx.virtual_uncertain = True
            elif a is not None:
                idx.virtual.setdefault(a.value.strip(), a)
        elif parent == "robot" and el.name == "group_state":
            idx.states.append(el)
        stack.extend((c, el.name) for c in reversed(_elements(el)))
    return idx


def srdf_diagnostics(tree, idx: SrdfIndex, found, names) -> list[Diag]:
    """found: workspace.srdf_target.Found; names: the URDF's RobotNames (None when not found)"""
    out = [on_name(el, Code.SRDF_MISSING_ATTRIBUTE, "<%s> needs a '%s' attribute: srdfdom skips the element"
                   % (el.name, a)) for el, a in idx.missing]
    root = tree.root
    if root is None:
        return out
    if root.name != "robot":
        return out + [on_name(root, Code.SRDF_NOT_ROBOT, "The root element of an SRDF is <robot>, not <%s>: "
                              "srdfdom cannot load this file" % root.name)]
    for el, parent in idx.unknown:
        out.append(_unknown_element(el, parent))
    if names is None:
        out.append(on_name(root, Code.SRDF_NO_URDF, _not_found(found, idx)))
    elif found.how == "mapped" and idx.robot_name and names.robot_name and names.robot_name != idx.robot_name:
        a = root.attr("name")
        out.append(at(a.value_start, a.value_end, Code.SRDF_ROBOT_NAME_MISMATCH, "The URDF mapped to this SRDF "
                      "(%s) is robot '%s': srdfdom logs that the SRDF is not for the same robot"
                      % (_base(names.path), names.robot_name)))
    check_urdf_names = names is not None and names.certain
    unknown = _Unknown()
    for kind, a, el, parent in idx.refs:
        value = a.value.strip()
        if kind == NUMBERS:
            out += _numbers(a, el)
        elif kind == GROUP:
            if value not in idx.groups and not idx.groups_uncertain:
                out.append(unknown(a, Code.SRDF_UNKNOWN_GROUP, "group", value, lambda: idx.groups, "in this SRDF"))
        elif not check_urdf_names:
            continue
        elif kind == LINK and value not in names.links:
            code = Code.SRDF_STALE_COLLISION_PAIR if el.name == "disable_collisions" else Code.SRDF_UNKNOWN_LINK
            out.append(unknown(a, code, "link", value, lambda: names.links, "in the URDF " + _base(names.path)))
        elif kind == JOINT and value not in names.joints and value not in idx.virtual and not idx.virtual_uncertain:
            out.append(unknown(a, Code.SRDF_UNKNOWN_JOINT, "joint", value, lambda: [*names.joints, *idx.virtual],
                               "in the URDF " + _base(names.path)))
    for el in _elements(root):
        if el.name == "virtual_joint":
            t = el.attr("type")
            if t is not None and "$" not in t.value and t.value.strip().lower() not in VIRTUAL_TYPES:
                out.append(at(t.value_start, t.value_end, Code.SRDF_BAD_VALUE, "Virtual joint type '%s' is not "
                              "fixed, floating or planar: srdfdom reads it as fixed" % t.value))
    if check_urdf_names:
        out += _state_joints(idx, names)
    return out


def _unknown_element(el, parent):
    """a Warning when it looks like a misspelt SRDF element; else an Information: extensions that other tools
    read (pinocchio's <specificities>, HPP's <gripper>) are left alone by MoveIt"""
    hint, sugg = suggestion(el.name, children_of(parent))
    if sugg:
        return on_name(el, Code.SRDF_UNKNOWN_ELEMENT, "srdfdom does not read <%s> in <%s>: it is ignored%s"
                       % (el.name, parent, hint))   # (no fix: a renamed start tag would leave its end tag)
    return on_name(el, Code.SRDF_UNKNOWN_ELEMENT, "MoveIt's srdfdom does not read <%s> in <%s> (other tools may)"
                   % (el.name, parent), severity=Severity.INFORMATION)


def _base(path):
    return path.rsplit("/", 1)[-1] if path else "?"


def _not_found(found, idx):
    robot_name = idx.robot_name
    if found is not None and len(found.candidates) > 1:
        return ("Several URDF files are named '%s' (%s): the SRDF's names are not checked; map this SRDF to one in "
                "the project file, %s" % (robot_name, ", ".join(_base(p) for p in found.candidates[:4]),
                                          found.mapping_line()))
    if found is not None and found.how == "mapped":
        return "The URDF mapped to this SRDF in the project file (%s) is not a readable file" % found.candidates[0]
    if not robot_name and idx.robot_name_written:
        return ("The SRDF's robot name '%s' is not known before xacro runs: its URDF cannot be found by name; map "
                "this file to its URDF in the project file's [srdf] table" % idx.robot_name_written)
    if not robot_name and idx.groups_uncertain:
        return ("This xacro file has no robot name and no .srdf.xacro beside it includes it: its URDF cannot be found; "
                "map this file to its URDF in the project file's [srdf] table")
    if not robot_name:
        return "The SRDF's <robot> has no name: its URDF cannot be found (MoveIt pairs them by name)"
    where = "in the workspace" if found is None or found.complete else (
        "in the part of the workspace searched (the search stops at %d folders, %d files or %g s)" % (
            SCAN_DIRS, SCAN_FILES, SCAN_SECONDS))
    return ("No URDF or xacro file named '%s' was found %s: the SRDF's names are not checked; map it "
            "in the project file's [srdf] table" % (robot_name, where))


MAX_SUGGESTED = 100     # distinct unknown names of an SRDF that get a "did you mean" (the rest are flagged without)


class _Unknown:
    """the diagnostics of unknown names, each name's suggestion found once against its kind's names sorted once
    (a stale URDF leaves thousands of <disable_collisions> pairs naming the same few links: each sorted the
    robot's links and compared up to 200 of them again)"""

    def __init__(self):
        self.sorted, self.hints = {}, {}

    def __call__(self, a, code, kind, value, known, where):
        hit = self.hints.get((kind, value))
        if hit is None:
            if len(self.hints) >= MAX_SUGGESTED:
                hit = ("", None)
            else:
                names = self.sorted.get(kind)
                if names is None:
                    names = self.sorted[kind] = sorted(known())
                hit = self.hints[(kind, value)] = suggestion(value, names, presorted=True)
        hint, sugg = hit
        return at(a.value_start, a.value_end, code, "Unknown %s '%s' %s%s" % (kind, value, where, hint),
                  FixData(suggest=sugg) if sugg else None)


def _numbers(a, el):
    for part in a.value.split():
        try:
            float(part)
        except ValueError:
            return [at(a.value_start, a.value_end, Code.SRDF_BAD_VALUE, "'%s' is not a number: srdfdom cannot read "
                       "<%s %s>" % (part, el.name, a.name))]
    if not a.value.strip():
        return [at(a.value_start, a.value_end, Code.SRDF_BAD_VALUE, "<%s %s> is empty" % (el.name, a.name))]
    return []


def group_joints(idx: SrdfIndex, names, group, seen=None):
    """the joints of a group as MoveIt builds it: its joints, the parent joint of each of its links, the joints
    of its chains and of its subgroups; None when a member is unknown or a chain cannot be followed in the URDF"""
    seen = seen if seen is not None else set()
    if group not in idx.group_els:
        return None         # srdfdom drops a group with an unknown subgroup: nothing to compare with
    if group in seen:
        return set()
    seen.add(group)
    parent_joint = {child: j for j, (_p, child) in names.child_of.items()}
    out = set()
    for el in _elements(idx.group_els[group]):
        if el.name == "joint":
            joint = el.get("name", "").strip()
            if joint not in names.joints and joint not in idx.virtual:
                return None
            out.add(joint)
        elif el.name == "link":
            link = el.get("name", "").strip()
            if link not in names.links:
                return None     # a member srdfdom drops: the group is not what the state was written for
            if parent_joint.get(link):
                out.add(parent_joint[link])
        elif el.name == "chain":
            chain = _chain(names, parent_joint, el.get("base_link", "").strip(), el.get("tip_link", "").strip())
            if chain is None:
                return None
            out |= chain
        elif el.name == "group":
            sub = group_joints(idx, names, el.get("name", "").strip(), seen)
            if sub is None:
                return None
            out |= sub
    return out


def _chain(names, parent_joint, base, tip):
    """the joints from tip up to base, and the parent joint of base (MoveIt includes it too)"""
    out, link = set(), tip
    if parent_joint.get(base):
        out.add(parent_joint[base])
    for _ in range(len(names.child_of) + 1):
        if link == base:
            return out
        j = parent_joint.get(link)
        if j is None:
            return None
        out.add(j)
        link = names.child_of[j][0]
    return None


def _state_joints(idx, names):
    out = []
    for st in idx.states:
        group = st.get("group", "").strip()
        if group not in idx.groups:
            continue
        joints = group_joints(idx, names, group)
        if joints is None:
            continue
        for el in _elements(st):
            a = el.attr("name") if el.name == "joint" else None
            if a is None:
                continue
            j = a.value.strip()
            if j in joints or (j not in names.joints and j not in idx.virtual):
                continue
            out.append(at(a.value_start, a.value_end, Code.SRDF_STATE_JOINT_NOT_IN_GROUP,
                          "Joint '%s' is not in group '%s': MoveIt ignores its value in state '%s'"
                          % (j, group, st.get("name", ""))))
    return out
