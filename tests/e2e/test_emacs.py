"""Real Emacs 28 + eglot (Debian's emacs-nox + elpa-eglot) in batch mode with editors/emacs/urdf-ls.el:
flymake diagnostics from urdf-ls, and `completion-at-point' (plain, no yasnippet, no company) editing the
buffer: an element after `<vi' inside <link> and a property inside `${...}'; M-x urdf-ls-preview and point
followed by the preview (its server's state, and the page in headless Chromium); the file watchers the server
registers, seen through eglot."""
import json
import os
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

import pytest

from tests.helpers.tools import REQUIRE_TOOLS, need

from tests.helpers.paths import ROOT  # noqa: E402
SRC = os.environ.get("URDF_LS_SRC") or ROOT
GOOD = open(os.path.join(ROOT, "tests", "data", "two_links.urdf")).read()
from tests.e2e.helpers.clientdocs import ELEMENT_DOC, PROPERTY_DOC  # noqa: E402


def emacs():
    exe = need("emacs")
    p = subprocess.run([exe, "--batch", "--eval", "(require 'eglot)"], capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, HOME="/nonexistent"))
    if p.returncode != 0:
        if REQUIRE_TOOLS:
            pytest.fail("eglot is required (apt install elpa-eglot): " + p.stderr[-500:])
        pytest.skip("eglot not installed (apt install elpa-eglot)")
    return exe


def after(doc, needle):
    i = doc.index(needle) + len(needle)
    return doc.count("\n", 0, i), i - (doc.rfind("\n", 0, i) + 1)


def start_emacs(tmp_path, cases):
    """Emacs running tests/e2e/emacs/run.el on `cases`; finish_emacs() gives its result"""
    exe = emacs()
    out = tmp_path / "out.json"
    (tmp_path / "plan.json").write_text(json.dumps({"out": str(out), "cases": cases}))
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = dict(os.environ, HOME=str(home), PYTHONPATH=SRC, URDF_EMACS_ROOT=ROOT,
               URDF_EMACS_PLAN=str(tmp_path / "plan.json"),
               URDF_EMACS_CMD=json.dumps([sys.executable, "-m", "urdf_ls"]))
    p = subprocess.Popen([exe, "--batch", "-l", os.path.join(ROOT, "tests", "e2e", "emacs", "run.el")],
                         stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                         text=True, cwd=str(tmp_path))
    return p, out


def finish_emacs(p, out, timeout=150):
    try:
        stdout, stderr = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        stdout, stderr = p.communicate()
    assert out.exists(), stdout[-3000:] + stderr[-3000:]
    r = json.loads(out.read_text())
    assert "error" not in r, (r, stderr[-3000:])
    return r, stderr


def run_emacs(tmp_path, cases, timeout=150):
    return finish_emacs(*start_emacs(tmp_path, cases), timeout=timeout)


def project(tmp_path, files):
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "package.xml").write_text("<package><name>demo</name></package>\n")
    for name, text in files.items():
        (proj / name).write_text(text)
    return proj


def test_emacs_eglot_diagnostics_and_hover(tmp_path):
    proj = project(tmp_path, {"robot.urdf": GOOD.replace('<child link="arm"/>', '<child link="arm_typo"/>')})
    line, col = after(GOOD, '<joint name="')
    r, err = run_emacs(tmp_path, [{"name": "diag", "file": str(proj / "robot.urdf"), "wait_diagnostics": True,
                                   "hover": True, "hover_line": line, "hover_col": col - 2}])
    d = r["diag"]
    assert d["mode"] == "urdf-mode" and d["server"] is True
    assert any("arm_typo" in x["text"] and x["type"] in ("eglot-error", ":error") for x in d["diagnostics"]), d
    typo_line = GOOD.splitlines().index('    <child link="arm"/>')
    assert any(x["line"] == typo_line for x in d["diagnostics"]), d
    # eglot without markdown-mode asks for plaintext hovers: no markdown syntax in them
    h = d["hover"]
    assert isinstance(h, str) or h.get("kind") == "plaintext", h
    text = h if isinstance(h, str) else h["value"]
    assert text and "**" not in text, h


def test_emacs_opens_srdf_in_urdf_mode_with_its_checks(tmp_path):
    srdf = '<robot name="demo">\n  <group name="arm">\n    <link name="arm_typo"/>\n  </group>\n</robot>\n'
    assert '<robot name="demo">' in GOOD
    proj = project(tmp_path, {"robot.urdf": GOOD, "robot.srdf": srdf})
    r, err = run_emacs(tmp_path, [{"name": "srdf", "file": str(proj / "robot.srdf"), "wait_diagnostics": True}])
    d = r["srdf"]
    assert d["mode"] == "urdf-mode" and d["server"] is True, d
    assert any("arm_typo" in x["text"] and x["line"] == 2 for x in d["diagnostics"]), (d, err[-2000:])


def test_emacs_completion_at_point_edits_buffer(tmp_path):
    proj = project(tmp_path, {"element.urdf": ELEMENT_DOC, "props.urdf.xacro": PROPERTY_DOC})
    l1, c1 = after(ELEMENT_DOC, "<vi")
    l2, c2 = after(PROPERTY_DOC, "${li")
    r, err = run_emacs(tmp_path, [
        {"name": "element", "file": str(proj / "element.urdf"), "line": l1, "col": c1},
        {"name": "props", "file": str(proj / "props.urdf.xacro"), "line": l2, "col": c2}])
    failures = []
    text = r["element"]["text"]
    try:
        assert "$0" not in text and "$1" not in text and "<<" not in text, text
        robot = ET.fromstring(text.encode())
        assert [c.tag for c in robot.find("link")] == ["visual"], text
    except (AssertionError, ET.ParseError):
        failures.append("element: %r | %s" % (text, r["element"]["messages"][-300:]))
    if r["props"]["text"] != PROPERTY_DOC.replace("${li}", "${link_len}"):
        failures.append("props: %r | %s" % ([l for l in r["props"]["text"].splitlines() if "origin" in l],
                                            r["props"]["messages"][-300:]))
    assert not failures, "\n".join(failures)


# the live preview: a line with characters outside the BMP before the cursor (one Emacs character, two
# UTF-16 code units) shows that the position is sent in the encoding the server reads
ARM = open(os.path.join(ROOT, "tests", "e2e", "preview", "arm.urdf")).read().replace(
    '  <joint name="elbow"', '  <!-- %s --><joint name="elbow"' % ("\U0001f9be" * 6))


def arm_steps():
    """cursor positions in ARM (0-based line, column in characters as in Emacs) and what the preview's
    server then highlights (a joint's name: the page shows its child link)"""
    steps = []
    for needle, delta, expect in (('<cylinder radius="0.06"', 3, "upper_arm"),   # in a link's visual
                                  ('<joint name="elbow"', 4, "elbow"),            # in a joint
                                  ('<material name="orange">', 0, None)):         # outside links and joints
        line, col = after(ARM, needle)
        steps.append({"line": line, "col": col - (len(needle) - delta), "expect": expect})
    return steps


def test_emacs_preview_follows_point(tmp_path):
    proj = project(tmp_path, {"arm.urdf": ARM})
    r, err = run_emacs(tmp_path, [{"name": "arm", "file": str(proj / "arm.urdf"), "cursor": arm_steps()}])
    p = r["arm"]["preview"]
    assert p["url"].startswith("http://127.0.0.1:") and p["opened"] == p["url"], p
    assert p["highlights"] == ["upper_arm", "elbow", None], (p, err[-2000:])


def wait_for_file(path, proc, timeout=60):
    """the text of `path` once Emacs has written it (bounded poll: no event crosses the processes)"""
    end = time.monotonic() + timeout
    while not path.exists():
        assert proc.poll() is None and time.monotonic() < end, "Emacs wrote no %s" % path.name
        time.sleep(0.05)
    return path.read_text()


def test_emacs_point_highlights_in_the_browser(tmp_path, browser):
    """the same, seen in the page in headless Chromium: Emacs waits for the test's go-N file before step N"""
    proj = project(tmp_path, {"arm.urdf": ARM})
    hs = tmp_path / "handshake"
    hs.mkdir()
    proc, out = start_emacs(tmp_path, [{"name": "arm", "file": str(proj / "arm.urdf"), "cursor": arm_steps(),
                                        "handshake": str(hs)}])
    try:
        browser.call("goto", url=wait_for_file(hs / "url", proc))
        browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.links.length === 5")
        for i, shown in enumerate(["upper_arm", "forearm", None]):
            (hs / ("go-%d" % i)).write_text("")
            browser.wait("urdfPreview.highlighted === %s" % json.dumps(shown))
    finally:
        r, err = finish_emacs(proc, out)
    assert r["arm"]["preview"]["highlights"] == ["upper_arm", "elbow", None], err[-2000:]


def test_emacs_reports_a_changed_project_file_through_the_servers_watchers(tmp_path):
    """eglot watches what the server registered (client/registerCapability): an edited urdf-ls.toml,
    never opened in Emacs, changes the diagnostics"""
    bad = GOOD.replace('<link name="arm">', '<link name="arm" colour="x">')
    proj = project(tmp_path, {"robot.urdf": bad, "urdf-ls.toml": 'severity = { unknown-attribute = "error" }\n'})
    r, err = run_emacs(tmp_path, [{"name": "watch", "file": str(proj / "robot.urdf"), "wait_diagnostics": True,
                                   "rewrite": {"file": str(proj / "urdf-ls.toml"),
                                               "text": 'ignore = ["unknown-attribute"]\n'},
                                   "gone": "colour"}])
    w = r["watch"]
    assert [d["type"] for d in w["diagnostics"] if "colour" in d["text"]] == ["eglot-error"], w
    assert not any("colour" in t for t in w["after_rewrite"]), (w, err[-2000:])


def test_emacs_preview_after_save_as_shows_the_url_and_no_traceback(tmp_path):
    """C-x C-w to a new name (eglot 1.9 then speaks of a file the server never opened), then M-x
    urdf-ls-preview with no browser: the echo area has the URL and no Python traceback, and the page at the
    URL shows the buffer's robot"""
    proj = project(tmp_path, {"robot.urdf": GOOD.replace('<robot name="demo">', '<robot name="renamed">')})
    r, err = run_emacs(tmp_path, [{"name": "saveas", "file": str(proj / "robot.urdf"),
                                   "save_as": str(proj / "copy.urdf")}])
    s = r["saveas"]["save_as"]
    echo = s["echo"]
    assert "Traceback" not in echo and 'File "' not in echo, echo
    assert s["url"] and s["url"].startswith("http://127.0.0.1:"), (s, err[-2000:])
    assert "urdf-ls preview: %s" % s["url"] in echo, echo
    assert s["robot"] == "renamed", s


def test_emacs_eglot_takes_a_controller_yaml_to_the_robot(tmp_path):
    """a package's config/*.yaml (no YAML mode installed: fundamental-mode) gets urdf-ls through eglot: its
    unknown joint is flagged and M-. on a joint lands on the robot's <joint name>"""
    from tests.helpers.controller_package import package
    pkg = package(tmp_path, b="elbow_jiont")
    yaml, urdf = pkg / "config" / "controllers.yaml", pkg / "urdf" / "r.urdf"
    ytext, utext = yaml.read_text(), urdf.read_text()
    line, col = after(ytext, "- shou")
    r, _err = run_emacs(tmp_path, [{"name": "yaml", "file": str(yaml), "wait_diagnostics": True,
                                    "definition_line": line, "definition_col": col}])
    o = r["yaml"]
    assert o["server"], o
    assert [d["line"] for d in o["diagnostics"]] == [ytext.count("\n", 0, ytext.index("elbow_jiont"))], o
    at = utext.index('<joint name="shoulder_joint"') + len('<joint name="')
    assert o["landed"] == {"file": str(urdf), "line": utext.count("\n", 0, at), "col": at}, o


@pytest.mark.parametrize("first, yaml_ensure", [("urdf/r.urdf", False), ("config/controllers.yaml", True),
                                                ("config/controllers.yaml", False)])
def test_emacs_without_git_runs_one_server_for_the_package(tmp_path, first, yaml_ensure):
    """#42: no .git above the package: eglot made each folder (urdf/, config/) a project with its own server
    named after it. With the documented set-up, the robot and its controller file, opened in either order (the
    YAML with or without eglot-ensure of its own), share one urdf-ls whose project root is the package"""
    from tests.helpers.controller_package import package
    pkg = package(tmp_path)
    files = [str(pkg / first)] + [str(pkg / f) for f in ("urdf/r.urdf", "config/controllers.yaml") if f != first]
    r, err = run_emacs(tmp_path, [{"name": "pkg", "ensure": files, "yaml_ensure": yaml_ensure}])
    servers = r["pkg"]
    assert len(servers) == 1, (servers, err[-2000:])
    assert servers[0]["root"] == str(pkg) + "/", servers
    assert "my_robot" in servers[0]["name"], servers
    assert sorted(servers[0]["files"]) == sorted(files), servers


def test_emacs_project_is_the_colcon_workspace_once_built(tmp_path):
    """a package in the src/ of a workspace colcon has built (its build/COLCON_IGNORE): the workspace is the
    project, so the packages beside it are in it too"""
    from tests.helpers.controller_package import package
    ws = tmp_path / "ws"
    (ws / "src").mkdir(parents=True)
    (ws / "build").mkdir()
    (ws / "build" / "COLCON_IGNORE").write_text("")
    pkg = package(ws / "src")
    files = [str(pkg / "urdf" / "r.urdf"), str(pkg / "config" / "controllers.yaml")]
    r, err = run_emacs(tmp_path, [{"name": "ws", "ensure": files, "yaml_ensure": False}])
    assert [(s["root"], sorted(s["files"])) for s in r["ws"]] == [(str(ws) + "/", sorted(files))], (r, err[-2000:])
