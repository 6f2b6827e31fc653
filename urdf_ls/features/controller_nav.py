"""From a joint name in a controller YAML file to the robot: definition, references, hover and rename.

The caller gives the YAML file (workspace.controllers.ControllerFile of the buffer), its robots as
[(path, Document)] and every controller file of those robots.  A name the robot writes literally is found,
referenced and renamed everywhere; a name the robot builds from an expression (`${tf_prefix}shoulder_pan_joint`,
matched by its literal tail) leads to the element that writes it but is not renamed: the prefix is known only when
the robot is expanded or launched."""
from __future__ import annotations

import re

from ..rules.controllers import joints_of, literal_tail
from ..text.lines import LineIndex
from ..workspace.controllers import JOINT_LISTS, JOINT_SCALARS
from .controller_refs import uses, yaml_edits
from .navigation import definitions, occurrences
from .types import CompletionItem, Edit, Hover, ItemKind, Location


def joint_at(f, off):
    """the joint name Scalar of the YAML file under the cursor, or None"""
    for n in f.names:
        s, e = n.inner
        if s <= off <= e:
            return n
    return None


def _literal(name):
    return "${" not in name and "$(" not in name


def _block_joints(doc):
    return joints_of(doc.tree.root, doc.ctx.xacro, lambda: doc.xacro_index) if doc.tree.root is not None else None


def targets(name, robots):
    """[(file path, its LineIndex, attribute)] of the <joint name> attributes that define the joint: the robots'
    own <joint> elements, else the <ros2_control> joint that names it (literally or by its tail, in the robot
    file or in the file of a macro it calls)"""
    tail = name if _literal(name) else literal_tail(name)     # (`$(var tf_prefix)elbow_joint`: any prefix)
    out = []
    for path, doc in robots:
        found = definitions(doc, "joint", tail) if tail else []
        if found:
            out += [(path, doc.lines, a) for a in found]
            continue
        joints = _block_joints(doc)
        hit = joints.attr_of(name) if joints is not None else None
        if hit is not None:
            attr, where = hit
            parsed = doc.xacro_index.files.get(where) if where else None
            if where is None or parsed is not None:
                out.append((where or path, parsed.lines if where else doc.lines, attr))
    return out


def definition(f, off, robots) -> list[Location]:
    n = joint_at(f, off)
    if n is None:
        return []
    return [Location(path, a.value_start, a.value_end, lines) for path, lines, a in targets(n.value, robots)]


def references(f, off, robots, files, include_declaration=True) -> list[Location]:
    """the robot's uses of the joint (its <joint>, the <ros2_control> and transmission entries that name it) and
    every controller file's"""
    n = joint_at(f, off)
    if n is None:
        return []
    out = []
    if _literal(n.value):
        for path, doc in robots:
            out += [Location(path, a.value_start, a.value_end, doc.lines) for a, is_def in
                    occurrences(doc, "joint", n.value) if include_declaration or not is_def]
    if not out:
        out = [loc for loc in definition(f, off, robots) if include_declaration]
    out += [Location(cf.path, s, e, LineIndex(cf.text)) for cf, spans in uses(files, n.value) for s, e in spans]
    return out


def hover(f, off, robots) -> Hover | None:
    n = joint_at(f, off)
    if n is None:
        return None
    s, e = n.inner
    found = targets(n.value, robots)
    if not found:
        return Hover("`%s`: no joint of this name in the robot's `<ros2_control>` blocks" % n.value, s, e)
    path, lines, attr = found[0]
    el = attr.owner
    where = "%s, line %d" % (path.rsplit("/", 1)[-1], lines.line_of(attr.value_start) + 1)
    if el.name == "joint" and el.get("type") is not None:
        p, c = el.first("parent"), el.first("child")
        return Hover("**joint `%s`** (%s): %s, %s → %s" % (
            attr.value, where, el.get("type"), p.get("link") if p is not None else "?",
            c.get("link") if c is not None else "?"), s, e)
    kinds = [x.get("name") for x in el.elements() if x.name in ("command_interface", "state_interface")]
    return Hover("**`<ros2_control>` joint `%s`** (%s)%s" % (
        attr.value, where, ": " + ", ".join(k for k in kinds if k) if kinds else ""), s, e)


# a new name that YAML reads as the same plain scalar and XML as the same attribute value: no white space, no
# character YAML gives a meaning to (mappings, comments, flow collections, anchors, tags, quotes) or XML markup
_PLAIN_NAME = re.compile(r"""[^\s:#,\[\]{}&*!|>'"%@`<\\?-][^\s:#,\[\]{}&*!|>'"%@`<\\]*\Z""")


def rename_problem(f, off, robots, new_name=None) -> str | None:
    """why the joint under the cursor cannot be renamed from here (to new_name, when given), or None"""
    if new_name is not None and not _PLAIN_NAME.match(new_name):
        return "%r is no plain YAML scalar and joint name (spaces, quotes, ':', '#', brackets...)" % new_name
    n = joint_at(f, off)
    if n is None:
        return "no joint name here"
    if not _literal(n.value):
        return "'%s' is built with a substitution: rename it in the robot description" % n.value
    if any(definitions(doc, "joint", n.value) for _p, doc in robots):
        return None
    found = targets(n.value, robots)
    if not found:
        return "no joint '%s' in the robot description" % n.value
    return "the robot builds the name of joint '%s' with an expression (%s): rename it there" % (
        n.value, found[0][2].value)


def rename(f, off, new_name, robots, files) -> list[tuple]:
    """[(path, LineIndex, [Edit])]: the joint in each robot that defines it literally and in every controller file"""
    n = joint_at(f, off)
    if n is None or rename_problem(f, off, robots) is not None:
        return []
    out = []
    for path, doc in robots:
        edits = [Edit(a.value_start, a.value_end, new_name) for a, _d in occurrences(doc, "joint", n.value)]
        if edits:
            out.append((path, doc.lines, edits))
    return out + yaml_edits(files, n.value, new_name)


# ------------------------------------------------------------------ completion
_LIST_ITEM = re.compile(r"(\s*)-\s*([^\s#]*)\Z")         # "      - elb" being typed
_SCALAR = re.compile(r"\s*([\w]+):\s*([^\s#]*)\Z")       # "    joint: elb"
_KEY_ONLY = re.compile(r"(\s*)([\w]+):\s*(#.*)?\Z")


def completion(text, off, robots) -> list[CompletionItem]:
    """the robots' <ros2_control> joint names, for a list item under `joints:` (and the other joint lists) or the
    value of `joint:`; names a robot builds with a prefix expression are offered by their literal tail"""
    line_start = text.rfind("\n", 0, off) + 1
    before = text[line_start:off]
    m = _LIST_ITEM.match(before)
    if m is not None:
        if _list_key(text, line_start, len(m.group(1))) not in JOINT_LISTS:
            return []
    else:
        m = _SCALAR.match(before)
        if m is None or m.group(1) not in JOINT_SCALARS:
            return []
    start = off - len(m.group(2))
    end = off + len(re.match(r"[^\s#,\]]*", text[off:]).group(0))
    names = {}
    for path, doc in robots:
        joints = _block_joints(doc)
        if joints is not None:
            for name in (*joints.literal, *joints.tails):
                names.setdefault(name, path.rsplit("/", 1)[-1])
    return [CompletionItem(n, ItemKind.VALUE, n, n, start, end, "joint of <ros2_control> (%s)" % where)
            for n, where in sorted(names.items())]


def _list_key(text, line_start, indent):
    """the key whose block sequence holds the item on the line at line_start (indented by indent), or None"""
    end = line_start - 1
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        stripped = line.lstrip()
        depth = len(line) - len(stripped)
        if stripped and not stripped.startswith("#"):
            if stripped.startswith("-") and depth == indent:
                end = start - 1
                continue        # (an earlier item of the same list)
            m = _KEY_ONLY.match(line)
            return m.group(2) if m is not None and depth <= indent else None
        end = start - 1
    return None
