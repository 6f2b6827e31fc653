"""link_files (mesh/texture filenames -> the preview's file keys) and the development runner."""
import json
import os
import subprocess
import sys
import time
import urllib.request

from urdf_ls.preview import link_files
from urdf_ls.preview.files import file_key, simple_resolver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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


def test_dev_runner_serves_and_follows_the_file(tmp_path):
    robot = tmp_path / "r.urdf"
    robot.write_text(open(os.path.join(ROOT, "tests", "preview", "arm.urdf")).read())
    (tmp_path / "meshes").mkdir()
    (tmp_path / "meshes" / "finger.stl").write_bytes(open(os.path.join(ROOT, "tests", "preview", "meshes",
                                                                       "finger.stl"), "rb").read())
    p = subprocess.Popen([sys.executable, "-m", "urdf_ls.preview", str(robot), "--no-open"], cwd=ROOT,
                         stdout=subprocess.PIPE, text=True)
    try:
        import select
        assert select.select([p.stdout], [], [], 30)[0], "no URL within 30 s"
        url = p.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and "?token=" in url
        base, token = url.split("/?token=")

        def state():
            with urllib.request.urlopen("%s/state?token=%s" % (base, token), timeout=10) as r:
                return json.loads(r.read())["state"]

        st = state()
        assert st["errorCount"] == 0 and "urdfls-file:" in st["urdf"] and len(st["files"]) == 1
        key = next(iter(st["files"]))
        with urllib.request.urlopen("%s/file/%s?token=%s" % (base, key, token), timeout=10) as r:
            assert r.read().startswith(b"solid finger")
        robot.write_text(robot.read_text().replace("</robot>", "<link name='x'>"))   # broken
        for _ in range(100):
            st2 = state()
            if st2["errorCount"]:
                break
            time.sleep(0.05)
        assert st2["errorCount"] == 1 and st2["urdf"] == st["urdf"] and st2["version"] > st["version"]
    finally:
        p.terminate()
        p.wait(10)


def test_preview_package_is_standalone():
    """stdlib only: no pygls/lsprotocol, no other urdf_ls module (the rest of the server may move freely)"""
    code = ("import sys, urdf_ls.preview, urdf_ls.preview.__main__; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('urdf_ls', 'pygls', 'lsprotocol', 'lxml')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert eval(out.stdout) == ["urdf_ls", "urdf_ls.preview", "urdf_ls.preview.__main__",
                                "urdf_ls.preview.browser", "urdf_ls.preview.connections", "urdf_ls.preview.feed",
                                "urdf_ls.preview.files",
                                "urdf_ls.preview.server", "urdf_ls.preview.threads"]
