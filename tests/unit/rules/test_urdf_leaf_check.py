"""leaf_check: an element without children is checked once per distinct start tag text, and each later tag of
the same text gets copies of those diagnostics at its own offsets.  Every case compares with the rules run
with nothing remembered (_MAX_CHECKED = 0)."""
import random

import pytest

from tests.helpers.examples import examples
from tests.helpers.paths import NO_FOLDER
from urdf_ls.document.document import Document
from urdf_ls.rules import context


def found(doc):
    return [(d.start, d.end, d.code.value, d.message, d.severity, d.data and d.data.to_json())
            for d in doc.diagnostics()]


def unremembered(text, path=NO_FOLDER + "/t.urdf", monkeypatch=None):
    monkeypatch.setattr(context, "_MAX_CHECKED", 0)
    try:
        return found(Document(text, path))
    finally:
        monkeypatch.undo()


def link(i, origin, shape, mass="1"):
    return ('<link name="l%d"><inertial>%s<mass value="%s"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" '
            'izz="1"/></inertial><visual>%s<geometry>%s</geometry><material name="m"/></visual>'
            '<collision>\n   %s<geometry>%s</geometry></collision></link>\n' % (i, origin, mass, origin, shape,
                                                                           origin, shape))


def test_each_repeated_bad_tag_is_flagged_at_its_own_offsets(monkeypatch):
    bad = '<origin xyz="0 0 x" rpy="0 0 0"/>'
    text = '<robot name="r">\n%s%s</robot>' % (link(0, bad, '<box size="1 1 -1"/>'),
                                               link(1, bad, '<box size="1 1 -1"/>', mass="-2"))
    got = found(Document(text, NO_FOLDER + "/t.urdf"))
    xyz = [(d[0], d[1]) for d in got if d[2] == "origin-xyz"]
    starts = [i for i in range(len(text)) if text.startswith(bad, i)]
    assert xyz == [(s + len('<origin xyz="'), s + len('<origin xyz="0 0 x')) for s in starts] and len(starts) == 6
    assert sum(d[2] == "box-size-nonpositive" for d in got) == 4
    assert got == unremembered(text, monkeypatch=monkeypatch)


def test_a_limit_is_remembered_per_joint_type(monkeypatch):
    lim = '<limit lower="1" upper="0" effort="1" velocity="1"/>'
    joints = "".join('<joint name="j%d" type="%s"><parent link="a"/><child link="b%d"/>%s</joint>\n'
                     % (i, t, i, lim) for i, t in enumerate(("revolute", "continuous", "prismatic", "continuous")))
    text = '<robot name="r"><link name="a"/>%s%s</robot>' % ("".join('<link name="b%d"/>' % i for i in range(4)),
                                                           joints)
    got = found(Document(text, NO_FOLDER + "/t.urdf"))
    flagged = [text.rfind("<joint", 0, d[0]) for d in got if d[2] == "limit-lower-gt-upper"]
    assert [text[j:j + 40].split('"')[3] for j in flagged] == ["revolute", "prismatic"]
    assert got == unremembered(text, monkeypatch=monkeypatch)


POOL = ('<origin xyz="0 0 0" rpy="0 0 0"/>', '<origin xyz="0 0 x"/>', '<origin rpy="1,2,3"/>',
        '<origin xyz="0 0 0" foo="1"/>', '<mass value="0"/>', '<mass value="nan"/>', '<mass/>',
        '<box size="1 1 1"/>', '<box size="0 1 1"/>', '<cylinder radius="1"/>', '<sphere radius="x"/>',
        '<mesh/>', '<mesh filename="m.stl" scale="1 1"/>', '<material/>', '<material name="m"/>',
        '<axis xyz="0 0 0"/>', '<axis xyz="0 0 1"/>', '<limit effort="1" velocity="1"/>',
        '<limit lower="2" upper="1"/>',
        '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/>', '<inertia ixx="1" iyy="1" izz="5" ixy="0" '
        'ixz="0" iyz="0"/>', '<inertia ixx="0" ixy="0" ixz="0" iyy="0" iyz="0" izz="0"/>',
        '<origin xyz="&v;"/>', '<mass value="&v;"/>', '<origin xyz="1 2 3"></origin>', '<origin xyz="${a}"/>')


def random_robot(rng, n):
    pick = lambda: rng.choice(POOL) + rng.choice(("", "\n", "  "))   # noqa: E731
    parts = []
    for i in range(n):
        parts.append('<link name="l%d"><inertial>%s%s%s</inertial><visual>%s<geometry>%s</geometry>%s</visual>'
                     '<collision>%s<geometry>%s%s</geometry></collision></link>\n'
                     % ((i,) + tuple(pick() for _ in range(9))))
        parts.append('<joint name="j%d" type="%s"><parent link="l%d"/><child link="l%d"/>%s%s%s</joint>\n'
                     % (i, rng.choice(("revolute", "continuous", "fixed", "prismatic")), i, i + 1, pick(), pick(),
                        pick()))
    dtd = '<!DOCTYPE robot [<!ENTITY v "%s">]>\n' % rng.choice(("1", "x", "0 0 1"))
    return '%s<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">%s<link name="l%d"/></robot>' % (
        dtd, "".join(parts), n)


@pytest.mark.slow     # (seconds: left out of the fast tier)
@pytest.mark.parametrize("path", [NO_FOLDER + "/t.urdf", NO_FOLDER + "/t.urdf.xacro"])
def test_random_robots_of_repeated_tags(monkeypatch, path):
    rng = random.Random(11)
    for _ in range(examples(60)):
        text = random_robot(rng, rng.randint(1, 12))
        assert found(Document(text, path)) == unremembered(text, path, monkeypatch)


def test_edits_check_what_the_text_now_says(monkeypatch):
    """after edits (of the entity's declaration too: entities are never expanded, so it changes no tag's
    meaning) every diagnostic is the one a fresh open gives"""
    rng = random.Random(5)
    for _ in range(examples(25)):
        text = random_robot(rng, 6)
        doc = Document(text, NO_FOLDER + "/t.urdf")
        found(doc)
        for _ in range(8):
            entity = text.find('<!ENTITY v "') + len('<!ENTITY v "')
            if rng.random() < 0.3 and entity >= len('<!ENTITY v "') and text.find('"', entity) > 0:
                s, e, new = entity, text.find('"', entity), rng.choice(("1", "x", "0 0", "-1"))
            else:
                s = rng.randrange(len(text))
                e, new = s + rng.choice((0, 1, 3)), rng.choice(("", "x", "0", " ", "-", "/>", rng.choice(POOL)))
            text = text[:s] + new + text[e:]
            doc.apply_change(s, e, new)
            assert found(doc) == unremembered(text, monkeypatch=monkeypatch)


@pytest.mark.slow     # (seconds: left out of the fast tier)
def test_documents_that_share_their_memories_find_what_each_finds_alone(monkeypatch):
    """`urdf-ls check` shares the scanner's start tags and leaf_check's results between files (per mode):
    random robots of the same pool, as URDF and xacro in turn, and edits of one, each compared with the
    document checked on its own with nothing remembered"""
    from urdf_ls.syntax import scanner
    from urdf_ls.workspace.workspace import Workspace
    rng = random.Random(23)
    cases = [(random_robot(rng, rng.randint(1, 10)), rng.choice((NO_FOLDER + "/t.urdf", NO_FOLDER + "/t.urdf.xacro")))
             for _ in range(examples(80))]
    text, path = cases[0]
    edits = []
    for _ in range(30):
        s = rng.randrange(len(text))
        e, new = s + rng.choice((0, 1, 3)), rng.choice(("", "x", "0", " ", rng.choice(POOL)))
        text = text[:s] + new + text[e:]
        edits.append((s, e, new, unremembered(text, path, monkeypatch)))
    alone = [unremembered(text, path, monkeypatch) for text, path in cases]
    ws = Workspace()
    ws.share_memories()
    assert [found(Document(text, path, ws)) for text, path in cases] == alone
    assert ws.shared_tags and ws.shared_checks[False] and ws.shared_checks[True]
    assert all(a.owner is None for _, _, _, attrs, _ in ws.shared_tags.values() for a in attrs)
    small = Workspace()
    small.share_memories()
    monkeypatch.setattr(scanner, "_MAX_SHARED_TAGS", 7)     # full: it starts over
    assert [found(Document(text, path, small)) for text, path in cases] == alone
    assert 0 < len(small.shared_tags) <= 7
    Document('<robot name="r"><link name="new"/><link name="new"/></robot>', NO_FOLDER + "/t.urdf", small)
    assert '<link name="new"/>' in small.shared_tags
    doc = Document(cases[0][0], cases[0][1], ws)
    for s, e, new, expected in edits:     # the shared memories stay right for documents edited later
        doc.apply_change(s, e, new)
        assert found(doc) == expected
