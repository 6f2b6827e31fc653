"""link_files (mesh/texture filenames -> the preview's file keys) and the development runner."""

from urdf_ls.preview import link_files
from urdf_ls.preview.files import file_key, simple_resolver


def test_link_files_rewrites_resolved_filenames_only(tmp_path):
    text = ('<robot name="r"><material name="m"><texture filename=\'tex/a&amp;b.png\'/></material>'
            '<link name="l"><visual><geometry><mesh scale="1 1 1" filename="package://p/m.stl"/></geometry></visual>'
            '<collision><geometry><mesh filename = "package://p/m.stl" /></geometry></collision>'
            '<visual><geometry><mesh filename="package://unknown/x.dae"/></geometry></visual></link>'
            '<gazebo><plugin filename="libfoo.so"/></gazebo></robot>')
    seen = []

    def resolve(uri):
        seen.append(uri)
        return {"package://p/m.stl": "/pk/p/m.stl", "tex/a&b.png": str(tmp_path / "tex" / "a&b.png")}.get(uri)

    out, files = link_files(text, resolve)
    k1, k2 = file_key("/pk/p/m.stl"), file_key(str(tmp_path / "tex" / "a&b.png"))
    assert files == {k1: "/pk/p/m.stl", k2: str(tmp_path / "tex" / "a&b.png")}
    assert out.count('filename="urdfls-file:%s"' % k1) == 1 and 'filename = "urdfls-file:%s"' % k1 in out
    assert 'filename="urdfls-file:%s"' % k2 in out
    assert 'filename="package://unknown/x.dae"' in out and 'filename="libfoo.so"' in out   # left alone
    assert sorted(set(seen)) == ["package://p/m.stl", "package://unknown/x.dae", "tex/a&b.png"]   # once each
    assert link_files(text, resolve)[0] == out                    # stable keys


def test_simple_resolver(tmp_path):
    pkg = tmp_path / "ws" / "src" / "my_pkg"
    (pkg / "urdf").mkdir(parents=True)
    (pkg / "package.xml").write_text("<package/>")
    r = simple_resolver(str(pkg / "urdf"))
    assert r("package://my_pkg/meshes/a.stl") == str(pkg / "meshes" / "a.stl")
    assert r("package://nope/a.stl") is None
    assert r("file:///x/y%20z.stl") == "/x/y z.stl"
    assert r("meshes/b.obj") == str(pkg / "urdf" / "meshes" / "b.obj")
    assert r("http://example.invalid/a.stl") is None


