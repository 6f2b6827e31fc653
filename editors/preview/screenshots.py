"""Take the README's screenshots of the preview: `urdf-ls preview` on the example robot, headless Chromium.

    .venv/bin/python editors/preview/screenshots.py [OUT_DIR]     (default docs/img)

preview.png: the xacro example through its expansion, posed, with joint frames and the joint sliders;
preview-errors.png: the expanded URDF with its deliberate mistake (the error count; the robot stays) and the
collision geometry; preview-inertia.png: the xacro example's inertia view (equivalent inertia boxes, centres of
mass sized by mass, joint ranges).  Needs node, Chromium and editors/preview's node_modules (playwright-core)."""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))
from preview.harness import Agent  # noqa: E402

EXAMPLE = os.path.join(ROOT, "examples", "demo_arm_description", "urdf")
SIZE = {"width": 1100, "height": 640}


def serve(path, *extra):
    p = subprocess.Popen([sys.executable, "-m", "urdf_ls", "preview", path, "--no-open", *extra],
                         stdout=subprocess.PIPE, text=True)
    return p, p.stdout.readline().strip()


def shoot(agent, url, out, script):
    agent.call("goto", url=url, **SIZE)
    agent.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.links.length > 0 "
               "&& urdfPreview.meshes.loaded === urdfPreview.meshes.total", 60)
    agent.eval(script)
    agent.wait("urdfPreview.renderedVersion === urdfPreview.version")
    agent.call("screenshot", path=out)
    print(out)


def main(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        agent = Agent(os.environ.get("URDF_LS_CHROMIUM", "/usr/bin/chromium"), os.path.join(tmp, "p"),
                      os.path.join(tmp, "agent.log"))
        servers = []
        try:
            p, url = serve(os.path.join(EXAMPLE, "demo_arm.urdf.xacro"), "--expand-xacro")
            servers.append(p)
            shoot(agent, url, os.path.join(out_dir, "preview.png"),
                  "urdfPreview.setJoint('shoulder', 0.6); urdfPreview.setJoint('elbow', 0.9);"
                  "urdfPreview.setToggle('frames', true); document.getElementById('joints-btn').click();"
                  "urdfPreview.fit()")
            shoot(agent, url, os.path.join(out_dir, "preview-inertia.png"),
                  "urdfPreview.setJoint('shoulder', 0.6); urdfPreview.setJoint('elbow', 0.9);"
                  "urdfPreview.setToggle('frames', false); document.getElementById('side').classList.remove('on');"
                  "['inertia', 'com', 'ranges'].forEach((t) => urdfPreview.setToggle(t, true)); urdfPreview.fit();"
                  "document.getElementById('show').open = true;"
                  "const d = urdfPreview._debug; d.camera.position.lerp(d.controls.target, 0.4); d.controls.update()")
            p, url = serve(os.path.join(EXAMPLE, "demo_arm.urdf"))
            servers.append(p)
            shoot(agent, url, os.path.join(out_dir, "preview-errors.png"),
                  "urdfPreview.setToggle('collision', true); urdfPreview.fit()")
        finally:
            agent.close()
            for p in servers:
                p.kill()
                p.wait()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "docs", "img"))
