"""collision-missing follows edits from the elements they replace, and a keystroke far from any link with visual
geometry does not look at every link again (a 10,000-link robot's keystroke went from 3 to 30 ms)."""
from urdf_ls.codes import Code
from urdf_ls.document.session import Session
from urdf_ls.rules import collision_checks

VISUAL = '<visual><geometry><box size="0.1 0.1 0.1"/></geometry></visual>'
INERTIAL = ('<inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>'
            '</inertial>')


def robot(n, moving=True):
    links = "".join('<link name="l%d">%s%s</link>\n' % (i, INERTIAL, VISUAL) for i in range(n))
    joints = "".join('<joint name="j%d" type="%s"><parent link="l%d"/><child link="l%d"/><axis xyz="0 0 1"/>'
                     '<limit effort="100" velocity="1" lower="-1" upper="1"/></joint>\n'
                     % (i, "revolute" if moving else "fixed", i - 1, i) for i in range(1, n))
    return '<robot name="r">\n%s%s</robot>\n' % (links, joints)


def missing(session):
    return sorted(d.start for d in session.diagnostics("k") if d.code == Code.COLLISION_MISSING)


def test_edits_update_the_missing_collision_of_the_links_they_touch(monkeypatch):
    text = robot(30)
    s = Session(caller_waits=True)
    s.open("k", text, "/nonexistent/r.urdf")
    assert len(missing(s)) == 29          # (l0 is the root: no joint moves it)
    added = []
    real = collision_checks.MissingCollision._add
    monkeypatch.setattr(collision_checks.MissingCollision, "_add", lambda self, el: added.append(el) or real(self, el))
    at = text.index("<visual>", text.index('<link name="l5">'))
    s.change("k", [(None, text[:at] + '<collision><geometry><box size="0.1 0.1 0.1"/></geometry></collision>'
                    + text[at:])])
    assert len(missing(s)) == 28
    edited = s.document("k").text
    line = edited[:edited.index('<link name="l7">')].count("\n")
    s.change("k", [(((line, 12), (line, 12)), "x")])      # (one link renamed: only its element is looked at)
    assert len(added) <= 3 + 30 + 29     # (the whole-text edit reads every element once, the keystroke a few)
    before = len(added)
    s.change("k", [(((line, 12), (line, 13)), "")])
    assert len(added) - before <= 2
    fixed = robot(30, moving=False)
    s.change("k", [(None, fixed)])
    assert missing(s) == []
