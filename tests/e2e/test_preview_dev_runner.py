"""The preview's development runner serves a file and follows it; the preview package is standalone."""
import json
import os
import subprocess
import sys
import time
import urllib.request


from tests.helpers.paths import ROOT  # noqa: E402


def test_dev_runner_serves_and_follows_the_file(tmp_path):
    robot = tmp_path / "r.urdf"
    robot.write_text(open(os.path.join(ROOT, "tests", "e2e", "preview", "arm.urdf")).read())
    (tmp_path / "meshes").mkdir()
    (tmp_path / "meshes" / "finger.stl").write_bytes(open(os.path.join(ROOT, "tests", "e2e", "preview", "meshes",
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
    assert eval(out.stdout) == ["urdf_ls", "urdf_ls.preview", "urdf_ls.preview.__main__", "urdf_ls.preview.assets",
                                "urdf_ls.preview.browser", "urdf_ls.preview.connections", "urdf_ls.preview.feed",
                                "urdf_ls.preview.files", "urdf_ls.preview.server", "urdf_ls.preview.serving",
                                "urdf_ls.preview.threads"]
