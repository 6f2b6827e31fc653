"""References and rename from a URDF look for the SRDF files around it: with no workspace folder that walk was made
on every request (150-550 ms beside a large tree, #42).  It is made once and kept until files change."""
import os

from urdf_ls.document.session import Session
from urdf_ls.features import navigation, srdf_nav
from urdf_ls.workspace import files as files_module
from urdf_ls.workspace.workspace import Workspace

URDF = ('<robot name="probe"><link name="a"/><link name="b"/><joint name="j" type="fixed"><parent link="a"/>'
        '<child link="b"/></joint></robot>')
SRDF = '<robot name="probe"><group name="g"><link name="a"/></group></robot>'


def uses(doc, text):
    n = navigation.name_at(doc, text.index('"a"') + 1)
    return srdf_nav.urdf_uses(doc, n.kind, n.name, {doc.path: doc})


def test_the_srdf_search_walks_once_until_files_change(tmp_path, monkeypatch):
    pkg = tmp_path / "probe_description"
    (pkg / "urdf").mkdir(parents=True)
    for i in range(30):     # (a tree beside the robot)
        (tmp_path / ("other%d" % i) / "deep").mkdir(parents=True)
    path = pkg / "urdf" / "probe.urdf"
    path.write_text(URDF)
    session = Session(Workspace([]))        # (no workspace folder: a single file opened)
    session.open("k", URDF, str(path))
    doc = session.document("k")
    walks = []
    walk = os.walk
    monkeypatch.setattr(files_module.os, "walk", lambda *a, **k: walks.append(a[0]) or walk(*a, **k))
    assert uses(doc, URDF) == []
    first = len(walks)
    assert first >= 1
    for _ in range(3):
        assert uses(doc, URDF) == []
    assert len(walks) == first          # (the listing is kept)
    (pkg / "srdf").mkdir()
    (pkg / "srdf" / "probe.srdf").write_text(SRDF)
    session.files_changed()             # (the watched-files event of the new SRDF)
    found = uses(doc, URDF)
    assert [os.path.basename(p) for p, _lines, _uses in found] == ["probe.srdf"] and len(walks) > first
