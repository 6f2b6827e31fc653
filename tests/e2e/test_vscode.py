"""The VS Code extension for real: the server bundled with scripts/bundle_server.py, built with esbuild,
packaged with vsce, installed into code-server and driven in headless Chromium with NO urdf-ls on PATH and
no urdf-ls.server.command setting, so the bundled server has to start on a plain python3."""
import json
import os
import shutil
import subprocess
import sys
import urllib.request
import xml.etree.ElementTree as ET
import zipfile

import pytest

from tests.e2e.helpers.processes import until
from tests.helpers.tools import REQUIRE_TOOLS, need

from tests.helpers.controller_package import package
from tests.helpers.paths import ROOT  # noqa: E402
EXT = os.path.join(ROOT, "editors", "vscode")
TWO_LINKS = open(os.path.join(ROOT, "tests", "data", "two_links.urdf")).read()

from tests.e2e.helpers.clientdocs import ELEMENT_DOC, LT_DOC, PROPERTY_DOC  # noqa: E402


# a robot with two links and an empty line (two spaces) where a joint is to go
JOINT_DOC = TWO_LINKS.replace("\n  <joint ", "\n  \n  <joint ")


def code_server():
    cands = [os.environ.get("URDF_LS_CODE_SERVER"), os.path.join(ROOT, ".cache", "code-server", "node_modules",
                                                                  ".bin", "code-server"), shutil.which("code-server")]
    for c in cands:
        if c and os.path.exists(c):
            return c
    if REQUIRE_TOOLS:
        pytest.fail("code-server not installed (scripts/test.sh installs it into .cache/code-server)")
    pytest.skip("code-server not installed")


_VSIX = []


def build_vsix():
    if _VSIX:
        return _VSIX[0]
    npm = need("npm")
    if not os.path.isdir(os.path.join(EXT, "node_modules")):
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=EXT, check=True, capture_output=True)
    for script in ("typecheck", "package"):
        p = subprocess.run([npm, "run", script], cwd=EXT, capture_output=True, text=True, timeout=600)
        assert p.returncode == 0, (script, p.stdout[-3000:], p.stderr[-3000:])
    vsix = os.path.join(EXT, "urdf-ls.vsix")
    assert os.path.getsize(vsix) > 10000
    _VSIX.append(vsix)
    return vsix


def clean_path():
    """the PATH of the test run without urdf-ls and without this virtualenv"""
    venv_bin = os.path.dirname(sys.executable)
    dirs = [d for d in os.environ.get("PATH", "").split(os.pathsep)
            if d and os.path.realpath(d) != os.path.realpath(venv_bin)
            and not os.path.exists(os.path.join(d, "urdf-ls"))]
    return os.pathsep.join(dirs)


def pos_after(text, needle):
    """1-based line and column just after the first `needle`"""
    i = text.index(needle) + len(needle)
    line = text.count("\n", 0, i) + 1
    return line, i - (text.rfind("\n", 0, i) + 1) + 1


def test_vsix_contents_are_marketplace_ready():
    need("npm")
    vsix = build_vsix()
    with zipfile.ZipFile(vsix) as z:
        names = set(z.namelist())
        manifest = json.loads(z.read("extension/package.json"))
        readme = z.read("extension/readme.md").decode()
    assert "extension/bundled/tool/server.py" in names
    assert "extension/bundled/libs/urdf_ls/__main__.py" in names
    assert any(n.startswith("extension/bundled/libs/pygls/") for n in names)
    assert any(n.startswith("extension/bundled/libs/lsprotocol/") for n in names)
    assert not any(n.startswith("extension/bundled/libs/lxml") for n in names)
    # xacro for the opt-in expansion, and PyYAML as its pure-Python yaml package only
    assert "extension/bundled/libs/xacro/__init__.py" in names and "extension/bundled/libs/yaml/__init__.py" in names
    assert not any(n.startswith("extension/bundled/libs/_yaml") for n in names)
    assert not any(n.endswith((".so", ".pyd", ".pyc")) or "__pycache__" in n for n in names), "not pure Python"
    assert not any(n.startswith("extension/src/") or n.startswith("extension/node_modules/") for n in names)
    assert "extension/images/icon.png" in names and manifest["icon"] == "images/icon.png"
    assert "extension/changelog.md" in names
    assert manifest["repository"]["url"].startswith("https://github.com/")
    assert manifest["capabilities"]["untrustedWorkspaces"]["supported"] == "limited"
    assert "urdf-ls.xacro.expand" in manifest["capabilities"]["untrustedWorkspaces"]["restrictedConfigurations"]
    assert "\\n" not in readme and readme.count("\n") > 20


def _lsp_frame(obj):
    body = json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


def _read_frame(stream):
    length = None
    while True:
        line = stream.readline()
        assert line, "server closed its output"
        if line in (b"\r\n", b"\n"):
            break
        k, _, v = line.decode().partition(":")
        if k.lower() == "content-length":
            length = int(v)
    return json.loads(stream.read(length))


def test_bundled_server_runs_on_a_bare_python(tmp_path):
    """`python -I -S bundled/tool/server.py`: no site-packages, no PYTHONPATH, only the bundle"""
    need("npm")
    build_vsix()
    py = sys._base_executable if hasattr(sys, "_base_executable") else sys.executable
    doc = tmp_path / "robot.urdf"
    doc.write_text(TWO_LINKS.replace('<child link="arm"/>', '<child link="arm_typo"/>'))
    p = subprocess.Popen([py, "-I", "-S", os.path.join(EXT, "bundled", "tool", "server.py")], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=str(tmp_path))
    try:
        p.stdin.write(_lsp_frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                  "params": {"processId": None, "rootUri": None, "capabilities": {}}}))
        p.stdin.write(_lsp_frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        p.stdin.write(_lsp_frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": doc.as_uri(), "languageId": "urdf", "version": 1, "text": doc.read_text()}}}))
        p.stdin.flush()
        init = _read_frame(p.stdout)
        assert init["id"] == 1 and "completionProvider" in init["result"]["capabilities"]
        while True:
            msg = _read_frame(p.stdout)
            if msg.get("method") == "textDocument/publishDiagnostics":
                break
        assert any(d["code"] == "unknown-link" for d in msg["params"]["diagnostics"]), msg
    finally:
        p.kill()
        p.wait(10)


XACRO_ROBOT = """<?xml version="1.0"?>
<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="len" value="0.5"/>
  <xacro:macro name="arm" params="name">
    <link name="${name}"><visual><geometry><box size="${len} 0.1 0.1"/></geometry></visual></link>
  </xacro:macro>
  <link name="base_link"/>
  <xacro:arm name="upper"/>
  <joint name="j" type="fixed"><parent link="base_link"/><child link="upper"/></joint>
</robot>
"""


def preview_of_xacro(tmp_path, server_py):
    """the bundled server `server_py` on a bare Python (-I -S) with xacro expansion on: the preview page's
    state of a xacro robot once it has a model or a message, and the diagnostics published"""
    py = sys._base_executable if hasattr(sys, "_base_executable") else sys.executable
    proj = tmp_path / "proj"
    proj.mkdir()
    doc = proj / "bot.urdf.xacro"
    doc.write_text(XACRO_ROBOT)
    p = subprocess.Popen([py, "-I", "-S", server_py], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, cwd=str(proj))
    try:
        p.stdin.write(_lsp_frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "processId": None, "rootUri": proj.as_uri(), "capabilities": {},
            "initializationOptions": {"xacro": {"expand": True}}}}))
        p.stdin.write(_lsp_frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        p.stdin.write(_lsp_frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": doc.as_uri(), "languageId": "xacro", "version": 1, "text": XACRO_ROBOT}}}))
        p.stdin.write(_lsp_frame({"jsonrpc": "2.0", "id": 2, "method": "workspace/executeCommand", "params": {
            "command": "urdf-ls.preview", "arguments": [doc.as_uri(), {"external": False}]}}))
        p.stdin.flush()
        url, diagnostics = None, []
        while url is None:
            msg = _read_frame(p.stdout)
            if msg.get("method") == "textDocument/publishDiagnostics":
                diagnostics = msg["params"]["diagnostics"]
            if msg.get("id") == 2:
                url = msg["result"]["url"]

        def state():
            with urllib.request.urlopen(url.replace("/?", "/state?"), timeout=10) as r:
                st = json.load(r)["state"] or {}
            return st if st.get("urdf") or st.get("message") else None
        st = until(state, 30)
        p.stdin.write(_lsp_frame({"jsonrpc": "2.0", "id": 3, "method": "shutdown"}))
        p.stdin.flush()
        while True:      # the expansion's diagnostics come before the answer to shutdown
            msg = _read_frame(p.stdout)
            if msg.get("method") == "textDocument/publishDiagnostics":
                diagnostics = msg["params"]["diagnostics"]
            if msg.get("id") == 3:
                return st, diagnostics
    finally:
        p.kill()
        p.wait(10)


def test_bundled_xacro_expands_on_a_bare_python(tmp_path):
    """the .vsix brings xacro and PyYAML's pure `yaml`: expansion works with nothing pip-installed"""
    need("npm")
    build_vsix()
    st, diagnostics = preview_of_xacro(tmp_path, os.path.join(EXT, "bundled", "tool", "server.py"))
    assert st and '<box size="0.5 0.1 0.1"/>' in (st.get("urdf") or ""), st
    assert not any("No module named" in d["message"] for d in diagnostics), diagnostics


def test_preview_says_which_module_the_python_lacks(tmp_path):
    """a bundle without xacro (an interpreter that cannot import it): the page says what and how to fix it"""
    need("npm")
    build_vsix()
    bundle = tmp_path / "bundle"
    (bundle / "libs").mkdir(parents=True)
    for name in os.listdir(os.path.join(EXT, "bundled", "libs")):
        if not name.startswith("xacro"):
            os.symlink(os.path.join(EXT, "bundled", "libs", name), bundle / "libs" / name)
    (bundle / "tool").mkdir()
    shutil.copy(os.path.join(EXT, "bundled", "tool", "server.py"), bundle / "tool" / "server.py")
    st, _ = preview_of_xacro(tmp_path, str(bundle / "tool" / "server.py"))
    assert st and st.get("urdf") is None, st
    assert "'xacro'" in st["message"] and "pip install xacro" in st["message"], st["message"]


def test_extension_in_code_server_with_bundled_server(tmp_path):
    cs = code_server()
    need("node")
    chromium = need("chromium")
    vsix = build_vsix()
    path = clean_path()
    assert shutil.which("urdf-ls", path=path) is None
    py3 = shutil.which("python3", path=path)
    assert py3, "no python3 on PATH for the bundled server"
    # that python3 must not have urdf-ls: the extension has to bring it
    assert subprocess.run([py3, "-c", "import urdf_ls"], capture_output=True, cwd=str(tmp_path),
                          env={"PATH": path, "HOME": os.environ.get("HOME", "/root")}).returncode != 0
    proj = tmp_path / "project"
    proj.mkdir()
    (proj / "robot.urdf").write_text(TWO_LINKS.replace('<child link="arm"/>', '<child link="arm_typo"/>'))
    (proj / "element.urdf").write_text(ELEMENT_DOC)
    (proj / "lt.urdf").write_text(LT_DOC)
    (proj / "props.urdf.xacro").write_text(PROPERTY_DOC)
    (proj / "joint.urdf").write_text(JOINT_DOC)
    pkg = package(proj, b="elbow_jiont")     # a package whose controller file names a joint wrongly
    ytext = (pkg / "config" / "controllers.yaml").read_text()
    utext = (pkg / "urdf" / "r.urdf").read_text()
    l6, c6 = pos_after(ytext, "- shou")
    out, shot = tmp_path / "out.json", os.path.join(ROOT, ".cache", "vscode-e2e.png")
    os.makedirs(os.path.dirname(shot), exist_ok=True)
    l1, c1 = pos_after(ELEMENT_DOC, "<vi")
    l2, c2 = pos_after(PROPERTY_DOC, "${li")
    l4, c4 = pos_after(LT_DOC, "    <")
    l3, c3 = pos_after(TWO_LINKS, 'type="revo')
    l5, c5 = pos_after(JOINT_DOC, "\n  \n  ")
    cfg = {"codeServer": cs, "vsix": vsix, "work": str(tmp_path), "out": str(out), "shot": shot,
           "chromium": chromium, "path": path, "cases": [
               {"kind": "squiggle", "file": "robot.urdf"},
               {"kind": "hover", "name": "joint-type", "file": "robot.urdf", "line": l3, "column": c3},
               {"kind": "complete", "file": "element.urdf", "line": l1, "column": c1, "pick": "visual"},
               {"kind": "complete", "file": "lt.urdf", "line": l4, "column": c4, "pick": "visual"},
               {"kind": "complete", "file": "props.urdf.xacro", "line": l2, "column": c2, "pick": "link_len"},
               {"kind": "complete", "file": "joint.urdf", "line": l5 - 1, "column": c5, "pick": "joint (revolute)",
                "tabs": 3},
               {"kind": "definition", "file": "controllers.yaml", "line": l6, "column": c6, "expect": "r.urdf",
                "squiggle": "warning"}]}
    (tmp_path / "cfg.json").write_text(json.dumps(cfg))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = path
    p = subprocess.run([shutil.which("node"), os.path.join(ROOT, "tests", "e2e", "vscode", "e2e.mjs"), str(tmp_path / "cfg.json")],
                       capture_output=True, text=True, timeout=600, env=env)
    r = json.loads(out.read_text()) if out.exists() else {}
    with open(os.path.join(ROOT, ".cache", "vscode-e2e.json"), "w") as f:  # for a look after a failure
        json.dump(dict(r, stderr=p.stderr[-5000:]), f, indent=1)
    info = "\n".join(r.get("steps", []) + [json.dumps(r.get("caseErrors")), r.get("serverLog", "")[-2000:],
                                            p.stderr[-2000:]])
    assert not r.get("error"), info
    # 1. the bundled server started: diagnostics and hover
    assert r["squiggles"] >= 1, info
    assert "arm_typo" in r["hover"] and "is not defined" in r["hover"], info
    failures = []
    # 2. markdown: `<limit>` in the joint type's documentation must not be swallowed as an HTML tag
    hover = r.get("hovers", {}).get("joint-type") or ""
    if not ("revolute" in hover and "<limit>" in hover):
        failures.append("hover over type=\"revolute\": %r" % hover)
    # 3. element completion after `<vi` and after `<` inside <link>: valid XML with a <visual> in the link
    for f in ("element.urdf", "lt.urdf"):
        text = r["completions"].get(f, {}).get("text")
        try:
            assert text is not None, "no completion accepted"
            assert "$0" not in text and "\0" not in text and "<<" not in text, text
            robot = ET.fromstring(text.encode())
            assert [c.tag for c in robot.find("link")] == ["visual"], text
        except (AssertionError, ET.ParseError) as e:
            failures.append("element completion in %s: %s" % (f, e))
    # 4. property completion inside ${...}: only the identifier is replaced
    text = r["completions"].get("props.urdf.xacro", {}).get("text")
    if text != PROPERTY_DOC.replace("${li}", "${link_len}"):
        failures.append("property completion: %r (%s)" % (text, (r.get("caseErrors") or {}).get("props.urdf.xacro")))
    # 5. the joint snippet: its parent and child tab stops offer the file's links; it keeps the 2-space indent
    joint = r["completions"].get("joint.urdf", {})
    text = joint.get("text") or ""
    if joint.get("choices", [])[1:] != [["base_link", "arm"], ["base_link", "arm"]]:
        failures.append("joint snippet choices: %r (%s)" % (joint.get("choices"),
                                                             (r.get("caseErrors") or {}).get("joint.urdf")))
    if '\n    <parent link="base_link"/>\n    <child link="base_link"/>\n' not in text or "\t" in text:
        failures.append("joint snippet text: %r" % text)
    # 6. a package's config/*.yaml reaches the server (its unknown joint squiggled) and F12 lands on the robot
    at = utext.index('<joint name="shoulder_joint"') + len('<joint name="')
    want = "Ln %d, Col %d" % (utext.count("\n", 0, at) + 1, at - utext.rfind("\n", 0, at))
    got = r.get("definitions", {}).get("controllers.yaml")
    if not got or not got["status"].startswith(want):
        failures.append("definition from the controller YAML file: %r, want %s (%s)" % (
            got, want, (r.get("caseErrors") or {}).get("controllers.yaml")))
    assert not failures, "\n".join(failures) + "\n" + info


def test_preview_opens_beside_the_editor_and_follows_the_cursor(tmp_path):
    """the editor-title button opens the page in a webview beside the editor; the cursor in a <link>/<joint>
    highlights it in 3D, a click on a link selects its name in the editor"""
    cs = code_server()
    need("node")
    chromium = need("chromium")
    vsix = build_vsix()
    proj = tmp_path / "project"
    shutil.copytree(os.path.join(ROOT, "tests", "e2e", "preview"), proj, ignore=shutil.ignore_patterns("out", "*.py", "*.mjs"))
    arm = (proj / "arm.urdf").read_text()
    out = tmp_path / "out.json"
    link_line, link_col = pos_after(arm, '<cylinder radius="0.06"')
    joint_line, joint_col = pos_after(arm, '<child link="fore')
    cfg = {"codeServer": cs, "vsix": vsix, "work": str(tmp_path), "out": str(out),
           "shot": os.path.join(ROOT, ".cache", "vscode-e2e-preview.png"), "chromium": chromium, "path": clean_path(),
           "cases": [{"kind": "preview", "file": "arm.urdf", "click": "upper_arm",
                      "cursor": [{"line": link_line, "column": link_col, "expect": "upper_arm"},
                                 {"line": joint_line, "column": joint_col, "expect": "forearm"}]}]}
    (tmp_path / "cfg.json").write_text(json.dumps(cfg))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = clean_path()
    p = subprocess.run([shutil.which("node"), os.path.join(ROOT, "tests", "e2e", "vscode", "e2e.mjs"), str(tmp_path / "cfg.json")],
                       capture_output=True, text=True, timeout=600, env=env)
    r = json.loads(out.read_text()) if out.exists() else {}
    info = "\n".join(r.get("steps", []) + [json.dumps(r.get("caseErrors")), r.get("serverLog", "")[-2000:],
                                            p.stderr[-2000:]])
    assert not r.get("error") and not r.get("caseErrors"), info
    rec = r["preview"]
    assert rec["groups"] == 2, info                                       # beside the editor
    assert rec["tabsByGroup"][0][0].startswith("arm.urdf") and rec["tabsByGroup"][1][0].startswith("Preview arm.urdf"), rec
    assert rec["links"] == ["base_link", "upper_arm", "forearm", "finger_left", "finger_right"], rec
    assert rec["highlighted"] == ["upper_arm", "forearm"], rec
    name_line = arm[:arm.index('<link name="upper_arm"')].count("\n") + 1
    assert rec["selection"].startswith("Ln %d," % name_line) and "(9 selected)" in rec["selection"], rec
    assert rec["tabsAfterClick"][0][0].startswith("arm.urdf"), rec                       # revealed in the text's group
    assert rec["tabsAfterClick"][1][0].startswith("Preview arm.urdf"), rec     # the preview stays in view


def test_extension_reports_unusable_python_once(tmp_path):
    """a pythonPath that does not exist: one error naming what was tried, with Open Settings / Show Output"""
    cs = code_server()
    need("node")
    chromium = need("chromium")
    vsix = build_vsix()
    proj = tmp_path / "project"
    proj.mkdir()
    (proj / "robot.urdf").write_text(TWO_LINKS)
    out = tmp_path / "out.json"
    cfg = {"codeServer": cs, "vsix": vsix, "work": str(tmp_path), "out": str(out),
           "shot": os.path.join(ROOT, ".cache", "vscode-e2e-nopython.png"), "chromium": chromium, "path": clean_path(),
           "settings": {"urdf-ls.server.pythonPath": "/nonexistent/bin/python3"},
           "cases": [{"kind": "notification", "file": "robot.urdf"}]}
    (tmp_path / "cfg.json").write_text(json.dumps(cfg))
    p = subprocess.run([shutil.which("node"), os.path.join(ROOT, "tests", "e2e", "vscode", "e2e.mjs"), str(tmp_path / "cfg.json")],
                       capture_output=True, text=True, timeout=300)
    r = json.loads(out.read_text()) if out.exists() else {}
    assert not r.get("error") and not r.get("caseErrors"), (r.get("steps"), r.get("caseErrors"), p.stderr[-2000:])
    ours = [n for n in r["notifications"] if "urdf-ls" in n]
    assert len(ours) == 1, r["notifications"]
    assert "/nonexistent/bin/python3" in ours[0] and "3.9" in ours[0] and "pip install" not in ours[0], ours
    assert r["buttons"] == ["Open Settings", "Show Output"], r["buttons"]
    assert "[urdf-ls]" in r["output"] and "/nonexistent/bin/python3" in r["output"], r["output"]


def test_one_preview_follows_the_editor_locks_and_forwards_shortcuts(tmp_path):
    """one preview tab that follows the active URDF/xacro editor (a xacro robot expanded by the bundled xacro),
    stays one on a second Open Preview, stays on its document while locked; Ctrl+S (saves the previewed
    document), Ctrl+P, Ctrl+Shift+P and Ctrl+1 work with the focus in the 3D view; a restart is not logged as an
    error"""
    cs = code_server()
    need("node")
    chromium = need("chromium")
    vsix = build_vsix()
    proj = tmp_path / "project"
    shutil.copytree(os.path.join(ROOT, "tests", "e2e", "preview"), proj, ignore=shutil.ignore_patterns("out", "*.py", "*.mjs"))
    (proj / "bot.urdf.xacro").write_text(XACRO_ROBOT)
    out = tmp_path / "out.json"
    cfg = {"codeServer": cs, "vsix": vsix, "work": str(tmp_path), "out": str(out),
           "shot": os.path.join(ROOT, ".cache", "vscode-e2e-follow.png"), "chromium": chromium, "path": clean_path(),
           "settings": {"urdf-ls.xacro.expand": True},
           "cases": [{"kind": "previewSession", "file": "session", "first": "arm.urdf", "second": "bot.urdf.xacro"},
                     {"kind": "restart", "file": "restart"}]}
    (tmp_path / "cfg.json").write_text(json.dumps(cfg))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = clean_path()
    p = subprocess.run([shutil.which("node"), os.path.join(ROOT, "tests", "e2e", "vscode", "e2e.mjs"), str(tmp_path / "cfg.json")],
                       capture_output=True, text=True, timeout=600, env=env)
    r = json.loads(out.read_text()) if out.exists() else {}
    info = "\n".join(r.get("steps", []) + [json.dumps(r.get("caseErrors")), r.get("serverLog", "")[-2000:],
                                            p.stderr[-2000:]])
    assert not r.get("error") and not r.get("caseErrors"), info
    s = r["session"]
    assert s["firstLinks"] == ["base_link", "upper_arm", "forearm", "finger_left", "finger_right"], s
    # the xacro robot, expanded with the bundled xacro: its links, no error, no message
    assert s["second"] == {"links": ["base_link", "upper"], "message": None, "errorCount": 0}, s
    assert s["tabsAfterSecondOpen"] == ["Preview bot.urdf.xacro"], s
    assert s["quickOpen"] is True and s["paletteValue"].startswith(">"), s
    assert s["savedFromPreview"] is True, s
    assert s["tabsWhileLocked"] == ["Preview bot.urdf.xacro (locked)"], s
    assert s["tabsAfterUnlock"] == ["Preview arm.urdf"], s
    assert r["restarted"] is True, info
    assert "exited with code 0" not in r["serverLog"] and "exited normally" in r["serverLog"], r["serverLog"][-3000:]


def drive_code_server(tmp_path, cfg):
    """run tests/e2e/vscode/e2e.mjs on `cfg` (written to tmp_path) with a PATH without urdf-ls: its result,
    and the text to show when an assertion on it fails"""
    cfg = dict(cfg, codeServer=code_server(), vsix=build_vsix(), work=str(tmp_path), chromium=need("chromium"),
               path=clean_path(), out=str(tmp_path / "out.json"))
    (tmp_path / "cfg.json").write_text(json.dumps(cfg))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = clean_path()
    p = subprocess.run([need("node"), os.path.join(ROOT, "tests", "e2e", "vscode", "e2e.mjs"), str(tmp_path / "cfg.json")],
                       capture_output=True, text=True, timeout=600, env=env)
    r = json.loads((tmp_path / "out.json").read_text()) if (tmp_path / "out.json").exists() else {}
    with open(cfg["shot"].replace(".png", ".json"), "w") as f:  # for a look after a failure
        json.dump(dict(r, stderr=p.stderr[-5000:]), f, indent=1)
    info = "\n".join(r.get("steps", []) + [json.dumps(r.get("caseErrors")), r.get("serverLog", "")[-2000:],
                                            p.stderr[-2000:]])
    return r, info


def test_f2_on_a_joint_renames_it_in_the_urdf_the_srdf_and_the_open_controller_yaml(tmp_path):
    """#42: in a colcon workspace, F2 on <joint name> in urdf/r.urdf with config/controllers.yaml open (and saved):
    after Enter and Save All, the URDF, the SRDF and the YAML on disk all carry the new name"""
    code_server()
    src = tmp_path / "project" / "src"
    src.mkdir(parents=True)
    pkg = package(src)
    srdf = '<robot name="r">\n  <group name="arm">\n    <joint name="elbow_joint"/>\n  </group>\n</robot>\n'
    (pkg / "srdf").mkdir()
    (pkg / "srdf" / "r.srdf").write_text(srdf)
    files = {rel: (pkg / rel).read_text() for rel in ("urdf/r.urdf", "srdf/r.srdf", "config/controllers.yaml")}
    line, column = pos_after(files["urdf/r.urdf"], '<joint name="elb')
    under_project = {rel: "src/my_robot/" + rel for rel in files}
    r, info = drive_code_server(tmp_path, {
        "shot": os.path.join(ROOT, ".cache", "vscode-e2e-rename.png"),
        "cases": [{"kind": "rename", "file": under_project["urdf/r.urdf"], "line": line, "column": column,
                   "newName": "forearm_joint", "open": [under_project["config/controllers.yaml"]],
                   "files": list(under_project.values())}]})
    assert not r.get("error") and not r.get("caseErrors"), info
    assert r["rename"]["offered"] == "elbow_joint", info
    for rel, before in files.items():
        assert "elbow_joint" in before
        assert (pkg / rel).read_text() == before.replace("elbow_joint", "forearm_joint"), (rel, info)


def test_compare_with_head_shows_the_report_and_a_ghost_in_the_preview(tmp_path):
    """"urdf-ls: Compare with HEAD" runs the bundled server's `urdf-ls diff` on the file's repository: the report
    opens beside the editor, and the open preview draws the committed version as a ghost, the changed links
    named; for a xacro file (expansion on) both are of its expansion"""
    cs = code_server()
    need("node")
    need("git")
    chromium = need("chromium")
    vsix = build_vsix()
    proj = tmp_path / "project"
    shutil.copytree(os.path.join(ROOT, "tests", "e2e", "preview"), proj, ignore=shutil.ignore_patterns("out", "*.py", "*.mjs"))
    shutil.copytree(os.path.join(ROOT, "examples", "demo_arm_description"), proj / "demo_arm_description")
    git_env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
                   GIT_COMMITTER_EMAIL="t@t")
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "arm"]):
        subprocess.run(["git", *args], cwd=str(proj), check=True, capture_output=True, env=git_env)
    arm = (proj / "arm.urdf").read_text()
    edited = arm.replace('<mass value="2"/>', '<mass value="3"/>').replace(
        '<origin xyz="0 0 0.5" rpy="0 0 0"/>', '<origin xyz="0 0 0.55" rpy="0 0 0"/>')
    assert edited.count("\n") == arm.count("\n") and edited != arm
    (proj / "arm.urdf").write_text(edited)
    xacro = proj / "demo_arm_description" / "urdf" / "demo_arm.urdf.xacro"
    xacro.write_text(xacro.read_text().replace('upper="${pi/2}"', 'upper="${pi/3}"'))
    out = tmp_path / "out.json"
    cfg = {"codeServer": cs, "vsix": vsix, "work": str(tmp_path), "out": str(out),
           "shot": os.path.join(ROOT, ".cache", "vscode-e2e-compare.png"), "chromium": chromium, "path": clean_path(),
           "settings": {"urdf-ls.xacro.expand": True},
           "cases": [{"kind": "compare", "file": "arm.urdf"}, {"kind": "compare", "file": "demo_arm.urdf.xacro"}]}
    (tmp_path / "cfg.json").write_text(json.dumps(cfg))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = clean_path()
    p = subprocess.run([shutil.which("node"), os.path.join(ROOT, "tests", "e2e", "vscode", "e2e.mjs"), str(tmp_path / "cfg.json")],
                       capture_output=True, text=True, timeout=900, env=env)
    r = json.loads(out.read_text()) if out.exists() else {}
    info = "\n".join(r.get("steps", []) + [json.dumps(r.get("caseErrors")), r.get("serverLog", "")[-2000:],
                                            p.stderr[-2000:]])
    assert not r.get("error") and not r.get("caseErrors"), info
    rec = r["compare"]["arm.urdf"]
    report = rec["report"].splitlines()
    mass_line = edited[:edited.index('<mass value="3"/>')].count("\n") + 1
    assert report[1] == "+++ arm.urdf" and report[0].startswith("--- ") and report[0].endswith(":arm.urdf"), report
    assert "~ link base_link (line %d)" % mass_line in report and "    mass: 2 kg → 3 kg (+50%)" in report, report
    assert "    origin.xyz: (0 0 500) mm → (0 0 550) mm (moved 50 mm)" in report, report
    preview = rec["preview"]
    assert preview["label"] == "HEAD" and preview["changed"] == ["base_link", "forearm"], preview
    assert preview["ghostLinks"] == ["base_link", "upper_arm", "forearm", "finger_left", "finger_right"], preview
    rec = r["compare"]["demo_arm.urdf.xacro"]
    assert "    limit.upper: 90° → 60° (-30°)" in rec["report"].splitlines(), rec["report"]
    assert rec["preview"]["changed"] == ["upper_arm"], rec["preview"]
    assert len(rec["preview"]["ghostLinks"]) == 4, rec["preview"]
