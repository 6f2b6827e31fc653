"""A robot diff as people and programs read it: text grouped by link and joint, and JSON-ready dicts."""
from __future__ import annotations

from dataclasses import asdict

from ..text.visible import printable

_ORDER = {"robot": 0, "link": 1, "joint": 2, "material": 3, "ros2_control": 4, "transmission": 5, "gazebo": 6,
          "group": 7, "disabled-collision": 8, "group-state": 9}


def grouped(changes):
    """[((subject, name), [Change])] in the order of the subjects, then of the new file's lines"""
    groups: dict = {}
    for c in changes:
        groups.setdefault((c.subject, c.name), []).append(c)
    return sorted(groups.items(), key=lambda kv: (_ORDER.get(kv[0][0], 9), _first_line(kv[1]), kv[0][1]))


def _first_line(changes):
    lines = [c.line if c.line is not None else c.old_line for c in changes]
    return min((x for x in lines if x is not None), default=0)


def render_text(changes, old_label="old", new_label="new") -> str:
    """the changes, a block per link/joint/...; "" when there are none"""
    if not changes:
        return ""
    out = ["--- %s" % old_label, "+++ %s" % new_label]
    for (subject, name), items in grouped(changes):
        if len(items) == 1 and items[0].kind in ("added", "removed"):
            c = items[0]
            out.append("%s %s %s%s" % (_sign(c.kind), subject, name, _at(c)) + (": " + c.delta if c.delta else ""))
            continue
        rename = next((c for c in items if c.kind == "renamed"), None)
        title = ("~ %s %s (renamed from %s)" % (subject, name, rename.old) if rename is not None
                 else "~ %s %s" % (subject, name))
        out.append(title + _at(items[0]))
        for c in items:
            if c is not rename:
                out.append("    " + change_line(c))
    return "\n".join(map(printable, out)) + "\n"


def change_line(c) -> str:
    """one change as a line: "limit.upper: 90° → 100° (+10°)" """
    if c.kind == "renamed":
        return "%s renamed from %s" % (c.subject, c.old)
    if c.kind in ("added", "removed"):
        return "%s %s %s%s" % (c.kind, c.subject, c.name, _at(c))
    text = "%s: %s → %s" % (c.what, c.old, c.new)
    return text + (" (%s)" % c.delta if c.delta else "")


def message(c) -> str:
    """a change as one sentence for an annotation on the new file"""
    if c.kind in ("added", "removed"):
        return "%s '%s' %s%s" % (c.subject, c.name, c.kind, ": " + c.delta if c.delta else "")
    if c.kind == "renamed":
        return "%s '%s' renamed from '%s'" % (c.subject, c.name, c.old)
    return "%s '%s': %s" % (c.subject, c.name, change_line(c))


def _sign(kind):
    return "+" if kind == "added" else "-"


def _at(c):
    if c.line is not None:
        return " (line %d)" % (c.line + 1)
    if c.old_line is not None:
        return " (was line %d)" % (c.old_line + 1)
    return ""


def change_dicts(changes) -> list:
    """the changes as dicts (JSON): every field, lines 1-based (null where there is none)"""
    out = []
    for c in changes:
        d = asdict(c)
        d["line"] = None if c.line is None else c.line + 1
        d["old_line"] = None if c.old_line is None else c.old_line + 1
        out.append(d)
    return out
