"""Real Emacs 28 + eglot (Debian's emacs-nox + elpa-eglot) in batch mode with editors/emacs/urdf-ls.el:
flymake diagnostics from urdf-ls, and `completion-at-point' (plain, no yasnippet, no company) editing the
buffer: an element after `<vi' inside <link> and a property inside `${...}'."""
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from conftest import REQUIRE_TOOLS, need

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.environ.get("URDF_LS_SRC") or ROOT
GOOD = open(os.path.join(ROOT, "tests", "data", "two_links.urdf")).read()
from clientdocs import ELEMENT_DOC, PROPERTY_DOC  # noqa: E402


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


def run_emacs(tmp_path, cases, timeout=150):
    exe = emacs()
    out = tmp_path / "out.json"
    (tmp_path / "plan.json").write_text(json.dumps({"out": str(out), "cases": cases}))
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = dict(os.environ, HOME=str(home), PYTHONPATH=SRC, URDF_EMACS_ROOT=ROOT,
               URDF_EMACS_PLAN=str(tmp_path / "plan.json"),
               URDF_EMACS_CMD=json.dumps([sys.executable, "-m", "urdf_ls"]))
    p = subprocess.run([exe, "--batch", "-l", os.path.join(ROOT, "tests", "emacs", "run.el")], stdin=subprocess.DEVNULL,
                       env=env, capture_output=True, text=True, timeout=timeout, cwd=str(tmp_path))
    assert out.exists(), p.stdout[-3000:] + p.stderr[-3000:]
    r = json.loads(out.read_text())
    assert "error" not in r, (r, p.stderr[-3000:])
    return r, p.stderr


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
    except (AssertionError, ET.ParseError) as e:
        failures.append("element: %r | %s" % (text, r["element"]["messages"][-300:]))
    if r["props"]["text"] != PROPERTY_DOC.replace("${li}", "${link_len}"):
        failures.append("props: %r | %s" % ([l for l in r["props"]["text"].splitlines() if "origin" in l],
                                            r["props"]["messages"][-300:]))
    assert not failures, "\n".join(failures)


# the live preview: a line with characters outside the BMP before the cursor (one Emacs character, two
# UTF-16 code units) shows that the position is sent in the encoding the server reads
ARM = open(os.path.join(ROOT, "tests", "preview", "arm.urdf")).read().replace(
    '  <joint name="elbow"', '  <!-- \U0001f9be\U0001f9be\U0001f9be\U0001f9be\U0001f9be\U0001f9be --><joint name="elbow"')


def test_emacs_preview_follows_point(tmp_path):
    proj = project(tmp_path, {"arm.urdf": ARM})
    steps = []
    for needle, delta, expect in (('<cylinder radius="0.06"', 3, "upper_arm"),   # in a link's visual
                                  ('<joint name="elbow"', 4, "elbow"),            # a joint (the page shows its child link)
                                  ('<material name="orange">', 0, None)):         # outside links and joints
        line, col = after(ARM, needle)
        col -= len(needle) - delta      # characters, as in Emacs (the emoji count twice in UTF-16)
        steps.append({"line": line, "col": col, "expect": expect})
    r, err = run_emacs(tmp_path, [{"name": "arm", "file": str(proj / "arm.urdf"), "cursor": steps}])
    p = r["arm"]["preview"]
    assert p["url"].startswith("http://127.0.0.1:") and p["opened"] == p["url"], p
    assert p["highlights"] == ["upper_arm", "elbow", None], (p, err[-2000:])


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
