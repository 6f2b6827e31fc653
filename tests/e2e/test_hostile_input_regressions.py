"""What issue #9 found already fine, kept fine: no entity expansion and no external entity/DTD/XInclude read,
billion laughs, a 100 MB didOpen, 10^6 lines, lone surrogates, odd URIs, nothing run from a document without
the opt-in; plus large sparse files and symlink loops where includes point.  Bounded waits throughout."""
import os
import socket
import threading
import time

import pytest

from tests.e2e.helpers.rawclient import RawServer
from tests.e2e.helpers.processes import children

XMLNS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"'


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("regress")
    s = RawServer()
    s.initialize(root.as_uri())
    s.root = root
    yield s
    assert s.close(), "the server did not exit at end of input"


def codes(diags):
    return sorted({d["code"] for d in diags})


def still_answers(s):
    r = s.call("textDocument/hover", {"textDocument": {"uri": "file:///nowhere.urdf"},
                                      "position": {"line": 0, "character": 0}})
    assert "result" in r


class Listener:
    """a TCP listener that records connection attempts"""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(5)
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.hits = 0
        self.stop = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self):
        while not self.stop:
            try:
                c, _ = self.sock.accept()
                self.hits += 1
                c.close()
            except OSError:
                pass

    def close(self):
        self.stop = True
        self.thread.join(5)
        self.sock.close()


def test_no_external_entity_dtd_or_xinclude_is_fetched(server, tmp_path):
    lst = Listener()
    try:
        url = "http://127.0.0.1:%d/x" % lst.port
        secret = tmp_path / "secret.txt"
        secret.write_text("TOPSECRET")
        text = ('<?xml version="1.0"?>\n<!DOCTYPE robot SYSTEM "%s" [\n<!ENTITY ext SYSTEM "%s">\n'
                '<!ENTITY file SYSTEM "file://%s">\n<!ENTITY %% pe SYSTEM "%s"> %%pe;\n]>\n'
                '<robot name="r" xmlns:xi="http://www.w3.org/2001/XInclude"><link name="&ext;&file;"/>'
                '<xi:include href="%s"/><xi:include href="file://%s" parse="text"/></robot>\n'
                % (url, url, secret, url, url, secret))
        uri = (server.root / "xxe.urdf").as_uri()
        server.open(uri, text)
        diags = server.diagnostics(uri)
        assert "xml-entity-decl" in codes(diags) or "xml-doctype-subset" in codes(diags)
        assert not any("TOPSECRET" in d["message"] for d in diags)
        for method in ("textDocument/hover", "textDocument/documentSymbol"):
            params = {"textDocument": {"uri": uri}}
            if method.endswith("hover"):
                params["position"] = {"line": 6, "character": 30}
            assert "TOPSECRET" not in str(server.call(method, params))
        time.sleep(0.5)
        assert lst.hits == 0
    finally:
        lst.close()


def test_billion_laughs(server):
    decl = '<!ENTITY l0 "ha">' + "".join('<!ENTITY l%d "%s">' % (i, ("&l%d;" % (i - 1)) * 10) for i in range(1, 10))
    text = '<?xml version="1.0"?><!DOCTYPE robot [%s]><robot name="r"><link name="&l9;"/></robot>' % decl
    uri = (server.root / "laughs.urdf").as_uri()
    t0 = time.monotonic()
    server.open(uri, text)
    diags = server.diagnostics(uri)
    assert time.monotonic() - t0 < 5 and len(diags) <= 1001
    still_answers(server)


def test_100_mb_did_open(server):
    uri = (server.root / "huge.urdf").as_uri()
    text = "<robot name=\"r\"><!--" + "x" * (100 * 2 ** 20) + "--></robot>"
    t0 = time.monotonic()
    server.open(uri, text)
    assert codes(server.diagnostics(uri, timeout=120)) == ["file-too-large"]
    assert time.monotonic() - t0 < 60
    still_answers(server)
    server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    assert server.diagnostics(uri) == []


def test_a_million_lines(server):
    uri = (server.root / "lines.urdf").as_uri()
    text = '<robot name="r">\n<link name="a"/>\n' + "\n" * 1_000_000 + '<link name="a"/>\n</robot>\n'
    t0 = time.monotonic()
    server.open(uri, text)
    diags = server.diagnostics(uri, timeout=120)
    assert codes(diags) == ["duplicate-link"]
    assert max(d["range"]["start"]["line"] for d in diags) >= 1_000_000
    assert time.monotonic() - t0 < 30
    server.change(uri, 2, [{"range": {"start": {"line": 500_000, "character": 0},
                                      "end": {"line": 500_000, "character": 0}}, "text": "\r"}])
    server.diagnostics(uri, timeout=60)
    still_answers(server)


def test_lone_surrogates_and_odd_uris(server):
    text = '<robot name="r\ud800"><link name="\udfff"/><!-- \ud83d --></robot>'
    for uri in ("untitled:Untitled-1", "file:///tmp/a%00b.urdf", "file://host/share/x.urdf", "file:///",
                "file:///tmp/" + "a" * 5000 + ".urdf", "urdf:\ud800", "file:///tmp/x y%zz.xacro", "data:,x"):
        server.open(uri, text)
        diags = server.diagnostics(uri)
        assert isinstance(diags, list)
        r = server.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 14}})
        assert "result" in r
        server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        server.diagnostics(uri)


def test_nothing_runs_without_the_opt_in(server, tmp_path):
    marker = tmp_path / "ran"
    p = tmp_path / "evil.xacro"
    text = ('<robot %s name="r"><xacro:property name="x" value="${python.sum(python.range(10**9))}"/>'
            '<link name="${x}"/><link name="$(eval open(\'%s\', \'w\'))"/></robot>' % (XMLNS, marker))
    p.write_text(text)
    server.open(p.as_uri(), text, "xacro")
    server.diagnostics(p.as_uri())
    server.notify("textDocument/didSave", {"textDocument": {"uri": p.as_uri()}})
    server.diagnostics(p.as_uri())
    time.sleep(0.3)
    assert children(server.proc.pid) == [] and not marker.exists()


def test_sparse_huge_file_and_symlink_loop_includes(server, tmp_path):
    sparse = tmp_path / "sparse.xacro"
    with open(sparse, "wb") as f:
        f.truncate(4 * 2 ** 30)          # 4 GB of holes: no disk, but st_size says 4 GB
    loop_a, loop_b = tmp_path / "la.xacro", tmp_path / "lb.xacro"
    loop_a.symlink_to(loop_b)
    loop_b.symlink_to(loop_a)
    doc = tmp_path / "inc.xacro"
    text = ('<robot %s name="r"><xacro:include filename="%s"/><xacro:include filename="%s"/>'
            '<xacro:include filename="inc.xacro"/><link name="a"/></robot>' % (XMLNS, sparse, loop_a))
    doc.write_text(text)
    t0 = time.monotonic()
    server.open(doc.as_uri(), text, "xacro")
    diags = server.diagnostics(doc.as_uri())
    assert time.monotonic() - t0 < 10
    assert "internal-error" not in codes(diags)
    assert "xacro-include-unresolved" in codes(diags)
    os.unlink(sparse)
