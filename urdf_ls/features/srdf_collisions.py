"""An SRDF's <disable_collisions> against a computed collision matrix (workspace/collision/matrix.py): which
pairs are classified alike, and the SRDF's text with its computed pairs replaced by the new ones.

A pair whose reason is one the Setup Assistant computes (Adjacent, Default, Always, Never) is the matrix's;
any other pair (reason "User", another word, or none) was written by hand and is kept as it is."""
from __future__ import annotations

from dataclasses import dataclass

from ..syntax.scanner import parse
from ..workspace.collision.matrix import COMPUTED
from ..workspace.collision.robot import pair


@dataclass(frozen=True)
class Disabled:
    """one <disable_collisions>: its links (sorted), its reason (None: none written), its element's span"""
    pair: tuple
    reason: str | None
    start: int
    end: int

    @property
    def computed(self) -> bool:
        return self.reason in COMPUTED


@dataclass
class Comparison:
    """over the matrix's pairs: how many the SRDF classifies alike, and the others as (pair, computed reason
    or None, the SRDF's reason or None)"""
    alike: int
    total: int
    different: list
    hand_written: list

    @property
    def fraction(self) -> float:
        return self.alike / self.total if self.total else 1.0


def disabled_pairs(text) -> list:
    """the SRDF's <disable_collisions> elements with literal link names, in document order"""
    root = parse(text).root
    if root is None:
        return []
    out = []
    for el in root.iter():
        if el.name != "disable_collisions":
            continue
        a, b = el.get("link1"), el.get("link2")
        if not a or not b:
            continue
        start, end = el.span
        out.append(Disabled(pair(a, b), el.get("reason"), start, end))
    return out


def group_states(text) -> dict:
    """state name (with its group) -> {joint: value} of the SRDF's <group_state> elements with literal values"""
    from ..vocabulary.numbers import parse_double
    root = parse(text).root
    out = {}
    for el in (root.iter() if root is not None else ()):
        if el.name != "group_state" or not el.get("name"):
            continue
        values = {j.get("name"): parse_double(j.get("value") or "") for j in el.elements("joint")}
        if all(v is not None for v in values.values()):
            out["%s (%s)" % (el.get("name"), el.get("group") or "?")] = values
    return out


def keep_with_contacts(robot, checker, matrix, text) -> list:
    """the contacts (poses.Contact) of the pairs not adjacent in the default state and in the SRDF's group states
    (text: the SRDF, or None), kept with the matrix for the SRDF rules (srdf-collision-stale, self-collision)
    unless a solid was left out of the matrix"""
    from ..workspace.collision.checker import Checker
    from ..workspace.collision.poses import DEFAULT_STATE, contacts_at, keyed
    from ..workspace.collision.store import keep
    states = {DEFAULT_STATE: {}}
    states.update(group_states(text or ""))
    contacts = contacts_at(robot, checker, Checker(robot, hulls=True), states, set())
    if not matrix.problems:
        keep(robot, matrix, keyed(robot, states, contacts))
    return contacts


def compare(reasons: dict, disabled: list) -> Comparison:
    """reasons: the matrix's reason per pair (None: enabled); a hand-written pair counts as that pair's class"""
    theirs = {}
    for d in disabled:
        theirs.setdefault(d.pair, d.reason or "User")
    different = [(p, r, theirs.get(p)) for p, r in sorted(reasons.items()) if theirs.get(p) != r]
    hand = [d for d in disabled if not d.computed]
    return Comparison(len(reasons) - len(different), len(reasons), different, hand)


def updated_text(text, reasons: dict) -> str:
    """the SRDF with its computed pairs replaced by the matrix's disabled pairs (sorted), where the first
    computed pair stood (else before </robot>), hand-written pairs kept; the matrix's pairs already disabled
    by hand are not written twice"""
    disabled = disabled_pairs(text)
    hand = {d.pair for d in disabled if not d.computed}
    computed = [d for d in disabled if d.computed]
    new = [(p, r) for p, r in sorted(reasons.items()) if r is not None and p not in hand]
    if computed:
        indent = text[_line_start(text, computed[0].start):computed[0].start]
    else:
        at, indent = _before_root_end(text)
    lines = "".join('%s<disable_collisions link1="%s" link2="%s" reason="%s"/>\n' % (indent, _xml(a), _xml(b), r)
                    for (a, b), r in new)
    edits = [(_line_start(text, d.start), _line_end(text, d.end), "") for d in computed] or [(at, at, "")]
    edits[0] = (edits[0][0], edits[0][1], lines)
    for start, end, insert in reversed(edits):
        text = text[:start] + insert + text[end:]
    return text


def disable_pair_fix(doc, d, el) -> list:
    """self-collision's fix: the pair disabled with reason Default, after the SRDF's last <disable_collisions>
    (else before </robot>)"""
    from .types import Edit, Fix
    if d.data is None or not d.data.pair:
        return []
    a, b = pair(*d.data.pair)
    text = doc.text
    last = disabled_pairs(text)
    if last:
        start = _line_start(text, last[-1].start)
        at, indent = _line_end(text, last[-1].end), text[start:last[-1].start] if start != last[-1].start else "  "
    else:
        at, indent = _before_root_end(text)
    line = '%s<disable_collisions link1="%s" link2="%s" reason="Default"/>\n' % (indent, _xml(a), _xml(b))
    if at > 0 and text[at - 1] != "\n":
        line = "\n" + line
    return [Fix("Disable collision checking of %s and %s (reason Default)" % (a, b), (Edit(at, at, line),))]


def _xml(name):
    return name.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def _line_start(text, offset):
    """the start of offset's line when only spaces precede it there, else offset"""
    start = text.rfind("\n", 0, offset) + 1
    return start if not text[start:offset].strip() else offset


def _line_end(text, offset):
    """past the newline ending offset's line when only spaces follow it, else offset"""
    end = text.find("\n", offset)
    end = len(text) if end < 0 else end
    return end + 1 if not text[offset:end].strip() else offset


def _before_root_end(text):
    """(offset, indentation) for new elements: the start of the line of </robot>, indented as the root's first
    child (two spaces when it has none)"""
    root = parse(text).root
    if root is None or root.close_start is None:
        return len(text), "  "
    first = next((c for c in root.children if c.kind == "element"), None)
    indent = "  "
    if first is not None:
        line = text.rfind("\n", 0, first.start) + 1
        if not text[line:first.start].strip():
            indent = text[line:first.start]
    return _line_start(text, root.close_start), indent
