"""Adversarial text (issue #9) over LSP, against the real server process: CR-only line endings, growth past the
size cap by edits, and a flood of diagnostics capped while keystrokes stay cheap."""
import json
import time

import pytest

from tests.e2e.helpers.rawclient import RawServer, rng
from urdf_ls.text import guard

from tests.helpers.paths import DATA  # noqa: E402
GOOD = (DATA / "two_links.urdf").read_text()
MAX_PUBLISHED = 1000


# ------------------------------------------------------------------ line endings
FLOODS = {
    "deep-5000-links": '<robot name="r">' + "<link>" * 5000 + "</link>" * 5000 + "</robot>",
    "deep-5000": '<robot name="r">' + "<a>" * 5000 + "</a>" * 5000 + "</robot>",
    "unclosed-100000": '<robot name="r">' + "<a>" * 100000,
    "entities-50000": '<robot name="r"><link name="l"/>' + "&a;" * 50000 + "</robot>",
    "entities-50000-attr": '<robot name="r"><link name="l%s"/></robot>' % ("&a;" * 50000),
    "unknown-links-6000": '<robot name="r"><link name="b"/>' + "".join(
        '<joint name="j%d" type="fixed"><parent link="b"/><child link="x%d"/></joint>' % (i, i)
        for i in range(6000)) + "</robot>",
}
KEYSTROKE_LIMIT = {"unclosed-100000": 8.0, "entities-50000-attr": 5.0}   # syntax reparse of one huge element


@pytest.fixture(scope="module")
def flood_server():
    s = RawServer()
    s.initialize(DATA.as_uri())
    yield s
    assert s.close(), "the server did not exit at end of input"


def test_cr_only_over_lsp():
    uri = (DATA / "adv_cr.urdf").as_uri()
    text = GOOD.replace("\n", "\r").replace('<child link="arm"/>', '<child link="armm"/>')
    with RawServer() as s:
        s.initialize(DATA.as_uri())
        s.open(uri, text)
        d = next(d for d in s.diagnostics(uri) if d["code"] == "unknown-link")
        lines = text.split("\r")
        r = d["range"]
        assert lines[r["start"]["line"]][r["start"]["character"]:r["end"]["character"]] == "armm"
        # fix it with a ranged edit computed on CR lines
        ln = r["start"]["line"]
        s.change(uri, 2, [{"range": rng(ln, r["start"]["character"], ln, r["end"]["character"]), "text": "arm"}])
        assert s.diagnostics(uri) == []


# ------------------------------------------------------------------ the guard on incremental edits
def test_growth_past_50_mb_over_lsp():
    """the real cap, through the real server: a cheap-to-analyse document (one comment) grown by edits"""
    uri = (DATA / "adv_big.urdf").as_uri()
    head = '<robot name="r"><link name="a"/>\n<!--'
    body = "z" * (guard.MAX_BYTES - 2 * 2 ** 20)
    text = head + body + "-->\n</robot>\n"
    with RawServer() as s:
        s.initialize(DATA.as_uri())
        s.open(uri, text)
        assert s.diagnostics(uri, timeout=120) == []
        s.change(uri, 2, [{"range": rng(1, 4, 1, 4), "text": "w" * (3 * 2 ** 20)}])
        assert [d["code"] for d in s.diagnostics(uri, timeout=120)] == ["file-too-large"]
        s.change(uri, 3, [{"range": rng(1, 4, 1, 4 + 3 * 2 ** 20), "text": ""}])
        assert s.diagnostics(uri, timeout=120) == []
        assert "result" in s.call("shutdown")


# ------------------------------------------------------------------ floods
@pytest.mark.parametrize("name", sorted(FLOODS))
def test_flood_is_capped_and_keystrokes_stay_cheap(flood_server, name):
    s = flood_server
    uri = (DATA / ("adv_flood_%s.urdf" % name)).as_uri()
    text = FLOODS[name]
    s.open(uri, text)
    diags = s.diagnostics(uri, timeout=120)
    assert len(diags) <= MAX_PUBLISHED + 1
    assert len(json.dumps(diags)) < 600_000
    if len(diags) == MAX_PUBLISHED + 1:
        assert diags[-1]["code"] == "too-many-diagnostics"
        assert "more diagnostics" in diags[-1]["message"]
    col = len(text) // 2
    worst = 0.0
    for v in range(2, 5):
        t0 = time.monotonic()
        s.change(uri, v, [{"range": rng(0, col, 0, col), "text": " "}])
        s.diagnostics(uri, timeout=120)
        worst = max(worst, time.monotonic() - t0)
    assert worst < KEYSTROKE_LIMIT.get(name, 2.0), worst
    for method, params in (("textDocument/codeAction", {"range": rng(0, 0, 10 ** 6, 0), "context": {"diagnostics": []}}),
                           ("textDocument/documentSymbol", {})):
        t0 = time.monotonic()
        m = s.call(method, dict(params, textDocument={"uri": uri}), timeout=60)
        assert "result" in m and time.monotonic() - t0 < 5.0, method
    s.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    assert s.diagnostics(uri) == []


