"""Controller YAML files as documents of the Session (issue #33): checked from the buffer against the robot, one
owner of their diagnostics while open, the disk's text again once closed; other YAML files cost nothing; the
navigation from a joint name in them (features.controller_nav)."""
from tests.helpers.controller_package import package
from urdf_ls.codes import Code
from urdf_ls.document.session import Session
from urdf_ls.features import controller_nav
from urdf_ls.workspace.workspace import Workspace


def opened(tmp_path, b="elbow_jiont"):
    pkg = package(tmp_path, b=b)
    yaml = str(pkg / "config" / "controllers.yaml")
    session = Session(Workspace([str(pkg)]))
    changes = session.open("file://" + yaml, open(yaml).read(), yaml)
    return pkg, session, "file://" + yaml, changes


def context(session, key):
    """the open YAML document's controller context (None: no controller file)"""
    entry = session.entry(key)
    return entry.kind.context(entry)


def codes(changes, key):
    (pub,) = [p for p in changes.published if p.key == key]
    return [d.code for d in pub.diagnostics]


def test_an_open_controller_file_is_checked_from_its_buffer(tmp_path):
    _pkg, session, key, changes = opened(tmp_path)
    assert codes(changes, key) == [Code.CONTROLLER_UNKNOWN_JOINT]
    text = session.entry(key).model.text
    line = text.count("\n", 0, text.index("elbow_jiont"))
    col = text.index("elbow_jiont") - text.rfind("\n", 0, text.index("elbow_jiont")) - 1
    changes = session.change(key, [(((line, col), (line, col + len("elbow_jiont"))), "elbow_joint")])
    assert codes(changes, key) == []


def test_while_open_its_buffer_owns_its_diagnostics_and_once_closed_the_disk_does(tmp_path):
    pkg, session, key, _ = opened(tmp_path)
    session.change(key, [(None, session.entry(key).model.text.replace("elbow_jiont", "elbow_joint"))])
    robot = str(pkg / "urdf" / "r.urdf")
    changes = session.open("file://" + robot, open(robot).read(), robot)
    yaml_pubs = [p for p in changes.published if p.path and p.path.endswith(".yaml")]
    assert yaml_pubs and all(p.key == key and p.diagnostics == [] for p in yaml_pubs)   # (not the disk's typo)
    closed = session.close(key)
    assert [d.code for p in closed.published if p.key is None for d in p.diagnostics] == \
        [Code.CONTROLLER_UNKNOWN_JOINT]     # (the robot reads the disk again)


def test_a_yaml_file_that_is_no_controller_file_gets_nothing(tmp_path):
    pkg = package(tmp_path)
    other = pkg / "config" / "camera.yaml"
    other.write_text("camera:\n  joints: [a, b]\n")
    session = Session(Workspace([str(pkg)]))
    changes = session.open("file://%s" % other, other.read_text(), str(other))
    assert codes(changes, "file://%s" % other) == []
    assert context(session, "file://%s" % other) is None
    assert [e.kind.name for e in session.entries.values()] == ["controller-yaml"]


def test_navigation_from_a_joint_name_in_the_yaml(tmp_path):
    pkg, session, key, _ = opened(tmp_path, b="elbow_joint")
    c = context(session, key)
    f, robots = c.file, c.robots
    files = session.entry(key).kind.controller_files(robots)
    text, robot = f.text, open(pkg / "urdf" / "r.urdf").read()
    off = text.index("elbow_joint") + 3
    (loc,) = controller_nav.definition(f, off, robots)
    assert robot[loc.start:loc.end] == "elbow_joint" and robot[:loc.start].endswith('<joint name="')
    assert "revolute" in controller_nav.hover(f, off, robots).markdown
    refs = controller_nav.references(f, off, robots, files)
    assert sorted(r.path.rsplit("/", 1)[-1] for r in refs) == ["controllers.yaml", "r.urdf", "r.urdf"]
    assert controller_nav.rename_problem(f, off, robots) is None
    edits = {p.rsplit("/", 1)[-1]: len(es) for p, _l, es in controller_nav.rename(f, off, "elbow", robots, files)}
    assert edits == {"r.urdf": 2, "controllers.yaml": 1}
    assert controller_nav.joint_at(f, text.index("arm_controller")) is None


def test_a_name_built_with_a_substitution_is_found_but_not_renamed(tmp_path):
    pkg, session, key, _ = opened(tmp_path, b="elbow_joint")
    session.change(key, [(None, session.entry(key).model.text.replace("- elbow_joint", "- $(var p)elbow_joint"))])
    c = context(session, key)
    f, robots = c.file, c.robots
    off = f.text.index("$(var p)elbow_joint") + 10
    assert len(controller_nav.definition(f, off, robots)) == 1
    assert "substitution" in controller_nav.rename_problem(f, off, robots)


def test_joint_names_are_completed_in_a_joint_list_and_nowhere_else(tmp_path):
    _pkg, session, key, _ = opened(tmp_path, b="elbow_joint")
    text = session.entry(key).model.text.replace("      - elbow_joint\n", "      - elbow_joint\n      - el\n")
    session.change(key, [(None, text)])
    robots = context(session, key).robots
    off = text.index("      - el\n") + len("      - el")
    items = controller_nav.completion(text, off, robots)
    assert [i.label for i in items] == ["elbow_joint", "shoulder_joint"]
    assert {(i.start, i.end) for i in items} == {(off - 2, off)}
    assert controller_nav.completion(text, text.index("goal_time") + 3, robots) == []
    assert controller_nav.completion(text, text.index("update_rate: 1") + 13, robots) == []


def test_a_new_name_yaml_or_xml_would_read_otherwise_is_refused(tmp_path):
    _pkg, session, key, _ = opened(tmp_path, b="elbow_joint")
    c = context(session, key)
    f, robots = c.file, c.robots
    off = f.text.index("elbow_joint") + 3
    for bad in ("", "a b", "a: b", "#x", "[x]", "-x", "x'y", "a<b", "x,y"):
        assert controller_nav.rename_problem(f, off, robots, bad) is not None, bad
    for good in ("elbow", "arm/elbow_joint", "joint-2", "j.3"):
        assert controller_nav.rename_problem(f, off, robots, good) is None, good


def test_a_keystroke_neither_walks_the_package_again_nor_reads_the_other_yaml_files(tmp_path, monkeypatch):
    """the robot files of the package are found by one walk (until files change); the diagnostics of the buffer
    need its robots only, not every controller file"""
    from urdf_ls.document import controller_docs
    from urdf_ls.workspace import controllers
    pkg, session, key, _ = opened(tmp_path)
    walks, reads = [], []
    walk = controller_docs.os.walk
    monkeypatch.setattr(controller_docs.os, "walk", lambda *a, **k: walks.append(a) or walk(*a, **k))
    monkeypatch.setattr(controllers, "read_controller_file", lambda p: reads.append(p))
    text = session.entry(key).model.text
    for typed in ("elbow_joint", "elbow_jiont"):
        changes = session.change(key, [(None, text.replace("elbow_jiont", typed))])
    assert codes(changes, key) == [Code.CONTROLLER_UNKNOWN_JOINT] and walks == [] and reads == []
    session.files_changed()
    session.change(key, [(None, text)])
    assert len(walks) == 1      # (files changed: the package is looked through again)
