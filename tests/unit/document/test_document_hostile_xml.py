"""`urdf-ls check` in process: entities never expand, and mesh filenames resolve."""

from urdf_ls.document.document import Document
from urdf_ls.workspace.workspace import Workspace


def test_xxe_and_entity_bomb_never_expand(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET")
    xxe = ('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file://%s">]>'
           '<robot name="r"><link name="&xxe;"/></robot>' % secret)
    doc = Document(xxe, None)
    ds = doc.diagnostics()
    assert "xml-entity-decl" in {d.code for d in ds}
    assert all("TOP-SECRET" not in d.message for d in ds)
    link = [e for e in doc.tree.root.iter() if e.name == "link"][0]
    assert link.get("name") == "xxe;"  # never resolved: urdfdom (TinyXML) drops the '&' of an unknown entity
    bomb = '<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">' + "".join(
        '<!ENTITY a%d "%s">' % (i, ("&a%d;" % (i - 1) if i else "&a;") * 10) for i in range(12)) + \
        ']><robot name="&a11;"><link name="x"/></robot>'
    doc = Document(bomb, None)
    assert doc.tree.root.get("name") == "a11;"
    assert "xml-entity-decl" in {d.code for d in doc.diagnostics()}


def test_mesh_resolution(tmp_path):
    pkg = tmp_path / "my_robot"
    (pkg / "meshes").mkdir(parents=True)
    (pkg / "urdf").mkdir()
    (pkg / "package.xml").write_text("<package><name>my_robot</name></package>")
    (pkg / "meshes" / "base.stl").write_text("solid x\nendsolid x\n")
    body = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="%s"/></geometry></visual></link>'
            '</robot>')
    f = pkg / "urdf" / "r.urdf"
    ok = ["package://my_robot/meshes/base.stl", "../meshes/base.stl", "file://%s/meshes/base.stl" % pkg]
    for uri in ok:
        f.write_text(body % uri)
        ds = Document(f.read_text(), str(f)).diagnostics()
        assert ds == [], (uri, ds)
    for uri, code, sev in [("package://my_robot/meshes/missing.stl", "mesh-not-found", 2),
                           ("package://no_such_pkg/m.stl", "package-not-found", 3),
                           ("../meshes/nope.dae", "mesh-not-found", 2)]:
        f.write_text(body % uri)
        ds = Document(f.read_text(), str(f)).diagnostics()
        assert [(d.code, d.severity) for d in ds] == [(code, sev)], (uri, ds)
    # a sibling package found through the workspace folder
    other = tmp_path / "ws" / "src" / "other_pkg"
    (other / "meshes").mkdir(parents=True)
    (other / "package.xml").write_text("<package><name>other_pkg</name></package>")
    (other / "meshes" / "m.stl").write_text("x")
    f.write_text(body % "package://other_pkg/meshes/m.stl")
    assert Document(f.read_text(), str(f), Workspace([str(tmp_path / "ws")])).diagnostics() == []


