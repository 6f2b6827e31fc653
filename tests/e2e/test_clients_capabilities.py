"""The protocol as real clients declare it. Each client (VS Code 1.90 in code-server with the packaged extension,
Neovim from the distribution, Neovim 0.11, Emacs eglot)
is started against tests/e2e/nvim/fake_server.py, which records the `initialize` params the client really sends;
the urdf-ls server is then driven with exactly those params, and its answers must fit what the client said:

* no snippet syntax for a client without completionItem.snippetSupport, and complete, valid text;
* the document text covered by an item's edit range is a prefix of its filterText (or label);
* inside `${...}` the range covers the identifier only;
* hover and completion documentation in plaintext when the client does not list markdown, and without raw
  `<tags>` (which markdown renderers swallow) outside code when it does.
"""
import json
import os
import re
import subprocess
import sys
import threading
import queue
import xml.etree.ElementTree as ET

import pytest

from tests.helpers.tools import need
from tests.e2e import test_emacs  # noqa: E402  (its project and emacs helpers)
from tests.e2e import test_nvim  # noqa: E402
from tests.e2e.helpers.nvims import nvim_011, nvim_system

from tests.helpers.paths import ROOT  # noqa: E402
SRC = os.environ.get("URDF_LS_SRC") or ROOT
FAKE = os.path.join(ROOT, "tests", "e2e", "nvim", "fake_server.py")
GOOD = open(os.path.join(ROOT, "tests", "data", "two_links.urdf")).read()
ELEMENT_DOC, LT_DOC, PROPERTY_DOC = test_nvim.ELEMENT_DOC, test_nvim.LT_DOC, test_nvim.PROPERTY_DOC
TYPE_DOC = GOOD.replace('type="revolute"', 'type=""')


# ------------------------------------------------------------------ capturing the clients' initialize params

def capture_nvim(nvim, tmp_path):
    out = tmp_path / "init.json"
    proj = test_nvim.project(tmp_path, {"robot.urdf": GOOD})
    test_nvim.run_nvim(nvim, tmp_path, [{"kind": "missing", "name": "m", "file": str(proj / "robot.urdf")}],
                       cmd=[sys.executable, FAKE, str(out)], timeout=60)
    return json.loads(out.read_text())


def capture_eglot(tmp_path):
    exe = test_emacs.emacs()
    out = tmp_path / "init.json"
    proj = test_emacs.project(tmp_path, {"robot.urdf": GOOD})
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({"out": str(tmp_path / "r.json"), "cases": [{"name": "c", "file": str(proj / "robot.urdf")}]}))
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), URDF_EMACS_ROOT=ROOT, URDF_EMACS_PLAN=str(plan),
               URDF_EMACS_CMD=json.dumps([sys.executable, FAKE, str(out)]))
    subprocess.run([exe, "--batch", "-l", os.path.join(ROOT, "tests", "e2e", "emacs", "run.el")], env=env,
                   capture_output=True, text=True, timeout=60, cwd=str(tmp_path))
    assert out.exists(), "eglot did not initialize"
    return json.loads(out.read_text())


def capture_vscode(tmp_path):
    from tests.e2e import test_vscode
    cs = test_vscode.code_server()
    chromium = need("chromium")
    vsix = test_vscode.build_vsix()
    out = tmp_path / "init.json"
    proj = tmp_path / "project"
    proj.mkdir()
    (proj / "robot.urdf").write_text(GOOD)
    cfg = {"codeServer": cs, "vsix": vsix, "work": str(tmp_path), "out": str(tmp_path / "r.json"),
           "shot": str(tmp_path / "shot.png"), "chromium": chromium, "path": os.environ.get("PATH", ""),
           "settings": {"urdf-ls.server.command": [sys.executable, FAKE, str(out)]},
           "cases": [{"kind": "open", "file": "robot.urdf", "wait_ms": 2000}]}
    (tmp_path / "cfg.json").write_text(json.dumps(cfg))
    subprocess.run([need("node"), os.path.join(ROOT, "tests", "e2e", "vscode", "e2e.mjs"), str(tmp_path / "cfg.json")],
                   capture_output=True, text=True, timeout=300)
    assert out.exists(), "VS Code did not initialize"
    return json.loads(out.read_text())


CLIENTS = {
    "vscode": capture_vscode,
    "nvim-system": lambda tmp: capture_nvim(nvim_system(), tmp),
    "nvim-0.11": lambda tmp: capture_nvim(nvim_011(), tmp),
    "eglot": capture_eglot,
}
_captured = {}


@pytest.fixture(params=sorted(CLIENTS))
def client_init(request, tmp_path_factory):
    name = request.param
    if name not in _captured:
        _captured[name] = CLIENTS[name](tmp_path_factory.mktemp(name))
    return name, _captured[name]


# ------------------------------------------------------------------ a small LSP client for the real server

class Server:
    def __init__(self, root):
        env = dict(os.environ, PYTHONPATH=SRC)
        self.p = subprocess.Popen([sys.executable, "-m", "urdf_ls"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, cwd=root, env=env)
        self.q = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._reader, daemon=True).start()

    def _reader(self):
        try:
            while True:
                length = None
                while True:
                    line = self.p.stdout.readline()
                    if not line:
                        return
                    if line in (b"\r\n", b"\n"):
                        break
                    k, _, v = line.decode().partition(":")
                    if k.strip().lower() == "content-length":
                        length = int(v)
                self.q.put(json.loads(self.p.stdout.read(length)))
        finally:
            self.q.put(None)

    def send(self, obj):
        body = json.dumps(obj).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params, timeout=20):
        self.next_id += 1
        rid = self.next_id
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        while True:
            msg = self.q.get(timeout=timeout)
            assert msg is not None, "server exited"
            if msg.get("id") == rid and "method" not in msg:
                assert "error" not in msg, msg
                return msg["result"]
            if "id" in msg and "method" in msg:  # a request from the server (configuration, ...)
                self.send({"jsonrpc": "2.0", "id": msg["id"], "result": None})

    def close(self):
        try:
            self.request("shutdown", None, timeout=5)
            self.notify("exit", None)
            self.p.wait(5)
        except Exception:
            self.p.kill()


@pytest.fixture
def server(client_init, tmp_path):
    name, init = client_init
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "package.xml").write_text("<package><name>demo</name></package>\n")
    params = dict(init, processId=None, rootUri=proj.as_uri(), rootPath=str(proj),
                  workspaceFolders=[{"uri": proj.as_uri(), "name": "proj"}])
    s = Server(str(proj))
    s.request("initialize", params)
    s.notify("initialized", {})
    s.proj, s.caps, s.client = proj, init.get("capabilities", {}), name
    yield s
    s.close()


def open_doc(s, name, text):
    f = s.proj / name
    f.write_text(text)
    uri = f.as_uri()
    s.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "xml", "version": 1, "text": text}})
    return uri


def pos_after(text, needle):
    i = text.index(needle) + len(needle)
    return {"line": text.count("\n", 0, i), "character": i - (text.rfind("\n", 0, i) + 1)}


def offset(text, pos):
    lines = text.split("\n")
    return sum(len(l) + 1 for l in lines[:pos["line"]]) + pos["character"]  # ASCII documents: utf-16 == chars


def items_of(result):
    if result is None:
        return [], None
    if isinstance(result, list):
        return result, None
    return result["items"], (result.get("itemDefaults") or {}).get("editRange")


def edit_of(item, default_range):
    """(range, newText) the client applies for an item"""
    te = item.get("textEdit")
    if te is not None:
        rng = te.get("range") or te.get("insert")  # TextEdit or InsertReplaceEdit (insert mode)
        return rng, te["newText"]
    if default_range is not None:
        rng = default_range.get("start") and default_range or default_range.get("insert")
        return rng, item.get("textEditText") or item.get("insertText") or item["label"]
    return None, item.get("insertText") or item["label"]


SNIPPET_SYNTAX = re.compile(r"\$\d|\$\{\d")


def expand_snippet(text):
    text = re.sub(r"\$\{\d+\|([^,|}]*)[^}]*\|\}", r"\1", text)
    text = re.sub(r"\$\{\d+:([^}]*)\}", r"\1", text)
    return re.sub(r"\$\{?\d+\}?", "", text)


def apply(text, rng, new):
    return text[:offset(text, rng["start"])] + new + text[offset(text, rng["end"]):]


def complete(s, name, text, needle):
    uri = open_doc(s, name, text)
    pos = pos_after(text, needle)
    res = s.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": pos,
                                                "context": {"triggerKind": 1}})
    items, default_range = items_of(res)
    return pos, items, default_range


def snippet_support(caps):
    return bool(caps.get("textDocument", {}).get("completion", {}).get("completionItem", {}).get("snippetSupport"))


def check_items(s, text, pos, items, default_range):
    """the rules every completion item must follow for this client"""
    snippets = snippet_support(s.caps)
    problems = []
    for it in items:
        rng, new = edit_of(it, default_range)
        if not snippets:
            if it.get("insertTextFormat") == 2 or SNIPPET_SYNTAX.search(new or ""):
                problems.append("snippet sent to a client without snippetSupport: %r" % it)
        if rng is not None:
            assert rng["start"]["line"] == rng["end"]["line"] == pos["line"], it
            typed = text[offset(text, rng["start"]):offset(text, pos)]
            filt = it.get("filterText") or it["label"]
            word = re.search(r"[\w.:-]*$", typed).group()
            # an item whose label does not even start with the word being typed is filtered out by the
            # client, as it should; any other item must survive the client's prefix filter
            if not filt.startswith(typed) and it["label"].startswith(word):
                problems.append("typed text %r is not a prefix of filterText/label %r" % (typed, filt))
    return problems


# ------------------------------------------------------------------ the tests

@pytest.mark.parametrize("doc,needle", [(ELEMENT_DOC, "<vi"), (LT_DOC, "    <")], ids=["after-<vi", "after-<"])
def test_element_completion_fits_the_client(server, doc, needle):
    pos, items, default_range = complete(server, "e.urdf", doc, needle)
    visual = [it for it in items if it["label"] == "visual"]
    assert visual, [it["label"] for it in items]
    problems = check_items(server, doc, pos, items, default_range)
    rng, new = edit_of(visual[0], default_range)
    if rng is None:  # no edit range: the client inserts at the cursor
        rng = {"start": pos, "end": pos}
    result = apply(doc, rng, expand_snippet(new) if snippet_support(server.caps) else new)
    try:
        robot = ET.fromstring(result.encode())
        assert [c.tag for c in robot.find("link")] == ["visual"]
    except (ET.ParseError, AssertionError):
        problems.append("accepting 'visual' gives %r" % result)
    assert not problems, "\n".join(problems)


def test_property_completion_replaces_only_the_identifier(server):
    pos, items, default_range = complete(server, "p.urdf.xacro", PROPERTY_DOC, "${li")
    mine = [it for it in items if it["label"] == "link_len"]
    assert mine, [it["label"] for it in items]
    problems = check_items(server, PROPERTY_DOC, pos, items, default_range)
    rng, new = edit_of(mine[0], default_range)
    if rng is not None:
        covered = PROPERTY_DOC[offset(PROPERTY_DOC, rng["start"]):offset(PROPERTY_DOC, rng["end"])]
        if covered != "li":
            problems.append("edit range covers %r, not the identifier 'li'" % covered)
        else:
            result = apply(PROPERTY_DOC, rng, new)
            if result != PROPERTY_DOC.replace("${li}", "${link_len}"):
                problems.append("result %r" % [l for l in result.splitlines() if "origin" in l])
    assert not problems, "\n".join(problems)


def test_joint_type_values_fit_the_client(server):
    pos, items, default_range = complete(server, "t.urdf", TYPE_DOC, 'type="')
    assert {it["label"] for it in items} >= {"revolute", "fixed"}
    assert not check_items(server, TYPE_DOC, pos, items, default_range)
    docs_format = server.caps.get("textDocument", {}).get("completion", {}).get("completionItem", {}).get(
        "documentationFormat") or ["plaintext"]
    for it in items:
        d = it.get("documentation")
        if isinstance(d, dict):
            check_markup(d, docs_format)


def strip_code(md):
    md = re.sub(r"```.*?```", "", md, flags=re.S)
    return re.sub(r"`[^`]*`", "", md)


def check_markup(content, formats):
    if "markdown" not in formats:
        assert content["kind"] == "plaintext", content
        assert "**" not in content["value"], content
    elif content["kind"] == "markdown":
        raw = re.findall(r"</?[A-Za-z][-\w:]*[^>]*>", strip_code(content["value"]))
        assert not raw, "raw tags in markdown (renderers drop them): %s in %r" % (raw, content["value"])


def test_hover_format_fits_the_client(server):
    uri = open_doc(server, "h.urdf", GOOD)
    formats = server.caps.get("textDocument", {}).get("hover", {}).get("contentFormat") or ["plaintext"]
    for needle in ('type="rev', "<lim", '<joint na'):
        h = server.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": pos_after(GOOD, needle)})
        assert h is not None, needle
        c = h["contents"]
        if isinstance(c, dict) and "kind" in c:
            check_markup(c, formats)
        else:  # MarkedString(s): only for clients that asked for markdown
            assert "markdown" in formats, c
