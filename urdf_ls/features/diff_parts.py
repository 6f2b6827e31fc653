"""The robot diff of what refers to links and joints by name: ros2_control blocks, SRDF groups, disabled
collision pairs and group states.  Names are read through the links' and joints' renames, so a renamed
joint does not show as a ros2_control joint removed and another added."""
from __future__ import annotations

from ..vocabulary.numbers import parse_double
from . import diff_units as u

ADDED, REMOVED, RENAMED, CHANGED = "added", "removed", "renamed", "changed"


def compare_ros2_control(d, old, new):
    for name, block in old.ros2_control.items():
        if name not in new.ros2_control:
            d.add("ros2_control", name, REMOVED, old_line=block.at)
    for name, block in new.ros2_control.items():
        was = old.ros2_control.get(name)
        if was is None:
            d.add("ros2_control", name, ADDED, line=block.at)
            continue
        for part in ("type", "plugin"):
            x, y = getattr(was, part), getattr(block, part)
            if x != y:
                d.add("ros2_control", name, CHANGED, part, str(x), str(y), line=block.at, old_line=was.at)
        _params(d, name, "hardware.param", was.params, block.params, block.at, was.at)
        _components(d, name, was, block)


def _components(d, block_name, was, block):
    renames = d.matching.joints
    olds = {(kind, renames.get(n, n) if kind == "joint" else n): c for (kind, n), c in was.components.items()}
    for key, c in olds.items():
        if key not in block.components:
            d.add("ros2_control", block_name, CHANGED, "%s %s" % key, "present", "none", REMOVED, line=block.at,
                  old_line=c.at)
    for key, c in block.components.items():
        o = olds.get(key)
        if o is None:
            d.add("ros2_control", block_name, CHANGED, "%s %s" % key, "none", "present", ADDED, line=c.at)
            continue
        where = "%s %s" % key
        _params(d, block_name, where + " param", o.params, c.params, c.at, o.at)
        for role, x, y in (("command_interface", o.commands, c.commands), ("state_interface", o.states, c.states)):
            _interfaces(d, block_name, "%s %s" % (where, role), x, y, c.at, o.at)


def _interfaces(d, block_name, where, old, new, line, old_line):
    for name in old:
        if name not in new:
            d.add("ros2_control", block_name, CHANGED, "%s %s" % (where, name), "present", "none", REMOVED,
                  line=line, old_line=old_line)
    for name, params in new.items():
        if name not in old:
            d.add("ros2_control", block_name, CHANGED, "%s %s" % (where, name), "none", "present", ADDED,
                  line=line, old_line=old_line)
        else:
            _params(d, block_name, "%s %s param" % (where, name), old[name], params, line, old_line)


def _params(d, block_name, where, old, new, line, old_line):
    """params compared as numbers when both read as numbers (1 and 1.0 are one value), else as text"""
    for name in sorted(set(old) | set(new), key=str):
        x, y = old.get(name), new.get(name)
        if not _same_text_value(x, y):
            d.add("ros2_control", block_name, CHANGED, "%s %s" % (where, name), "none" if x is None else x,
                  "none" if y is None else y, _percent_text(x, y), line=line, old_line=old_line)


def _as_number(text):
    return parse_double(text) if isinstance(text, str) else None


def _same_text_value(x, y):
    a, b = _as_number(x), _as_number(y)
    if a is not None and b is not None:
        return u.same_number(a, b)
    return x == y


def _percent_text(x, y):
    a, b = _as_number(x), _as_number(y)
    return u.percent(a, b) if a is not None and b is not None else ""


def compare_extensions(d, old, new):
    """<gazebo> and <transmission> blocks, by their reference or name (read through the renames): added,
    removed, or their content changed.  Blocks of one key pair up by equal content first (a block inserted
    among others of its link is one addition), then in document order"""
    names = {**d.matching.joints, **d.matching.links}
    olds, news = {}, {}
    for (tag, key, _n), e in old.extensions.items():
        olds.setdefault((tag, names.get(key, key)), []).append(e)
    for (tag, key, _n), e in new.extensions.items():
        news.setdefault((tag, key), []).append(e)
    for key in list(olds) + [k for k in news if k not in olds]:
        _compare_blocks(d, key, olds.get(key, []), news.get(key, []))


def _compare_blocks(d, key, olds, news):
    tag, name = key[0], _extension_name(key[1])
    bodies = {}
    for e in news:
        bodies.setdefault(e.body, []).append(e)
    left_old = []
    for e in olds:
        same = bodies.get(e.body)
        if same:
            news.remove(same.pop(0))
        else:
            left_old.append(e)
    paired = _alike(left_old, news)
    for was, e in paired:
        d.add(tag, name, CHANGED, "content", *_body_change(was.body, e.body), line=e.at, old_line=was.at)
    for was in left_old:
        if not any(was is p[0] for p in paired):
            d.add(tag, name, REMOVED, old_line=was.at)
    for e in news:
        if not any(e is p[1] for p in paired):
            d.add(tag, name, ADDED, line=e.at)


def _alike(olds, news):
    """(old, new) blocks of one key that share lines, the most shared first: a block edited, not replaced"""
    shared = sorted(((len(set(a.body.splitlines()) & set(b.body.splitlines())), i, k)
                     for i, a in enumerate(olds) for k, b in enumerate(news)), key=lambda t: (-t[0], t[1], t[2]))
    pairs, used_old, used_new = [], set(), set()
    for count, i, k in shared:
        if count and i not in used_old and k not in used_new:
            used_old.add(i)
            used_new.add(k)
            pairs.append((olds[i], news[k]))
    return pairs


def _extension_name(key):
    return key or "(robot)"


def _body_change(old, new):
    """(old, new) of the first line that differs (the canonical text has an element or a value a line)"""
    a, b = old.splitlines(), new.splitlines()
    for x, y in zip(a, b):
        if x != y:
            return x.strip(), y.strip()
    return "%d lines" % len(a), "%d lines" % len(b)


# ------------------------------------------------------------------ SRDF
def compare_srdf(d, old, new):
    _groups(d, old, new)
    _disabled(d, old, new)
    _group_states(d, old, new)


def _renamed_member(d, member):
    kind, name = member
    if kind == "link":
        return kind, d.matching.links.get(name, name)
    if kind == "joint":
        return kind, d.matching.joints.get(name, name)
    if kind == "chain":
        base, _, tip = name.partition("->")
        links = d.matching.links
        return kind, "%s->%s" % (links.get(base, base), links.get(tip, tip))
    return member


def _groups(d, old, new):
    for name, g in old.groups.items():
        if name not in new.groups:
            d.add("group", name, REMOVED, old_line=g.at)
    for name, g in new.groups.items():
        o = old.groups.get(name)
        if o is None:
            d.add("group", name, ADDED, line=g.at)
            continue
        members = {_renamed_member(d, m) for m in o.members}
        for kind, member in sorted(members - g.members):
            d.add("group", name, CHANGED, kind, member, "none", REMOVED, line=g.at, old_line=o.at)
        for kind, member in sorted(g.members - members):
            d.add("group", name, CHANGED, kind, "none", member, ADDED, line=g.at, old_line=o.at)


def _disabled(d, old, new):
    links = d.matching.links
    olds = {frozenset(links.get(n, n) for n in pair): at for pair, at in old.disabled.items()}
    for pair, at in olds.items():
        if pair not in new.disabled:
            d.add("disabled-collision", " / ".join(sorted(pair)), REMOVED, old_line=at)
    for pair, at in new.disabled.items():
        if pair not in olds:
            d.add("disabled-collision", " / ".join(sorted(pair)), ADDED, line=at)


def _group_states(d, old, new):
    joints = d.matching.joints
    for key, state in old.group_states.items():
        if key not in new.group_states:
            d.add("group-state", "%s/%s" % key, REMOVED, old_line=state.at)
    for key, state in new.group_states.items():
        if key not in old.group_states:
            d.add("group-state", "%s/%s" % key, ADDED, line=state.at)
            continue
        before = old.group_states[key]
        was, values = {joints.get(j, j): v for j, v in before.values.items()}, state.values
        for joint in sorted(set(was) | set(values), key=str):
            x, y = was.get(joint), values.get(joint)
            if x is None or y is None or not u.same_number(x, y):
                d.add("group-state", "%s/%s" % key, CHANGED, "joint " + str(joint), _state(x), _state(y),
                      _state_delta(x, y, new.joints.get(joint)), line=state.at, old_line=before.at)


def _state(v):
    return "none" if v is None else u.num(v) if isinstance(v, float) else repr(v)


def _state_delta(x, y, joint):
    if not (isinstance(x, float) and isinstance(y, float)):
        return ""
    if joint is not None and joint.type == "prismatic":
        return u.signed(u.mm(y - x))
    if joint is not None and joint.type in ("revolute", "continuous"):
        return u.signed(u.deg(y - x))
    return u.signed(u.num(y - x))      # (an SRDF read alone: the joint's type is not known)
