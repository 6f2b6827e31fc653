"""The real server's memory stays bounded under whole-text replacements sent without pauses."""
import json
import subprocess
import sys

import pytest


from tests.helpers.paths import ROOT  # noqa: E402


def robot(n, name="r"):
    links = "".join('  <link name="l%d"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" '
                    'iyz="0" izz="1"/></inertial></link>\n  <joint name="j%d" type="fixed"><parent link="l%d"/>'
                    '<child link="l%d"/></joint>\n' % (i, i, i, i + 1) for i in range(n))
    return '<robot name="%s">\n%s  <link name="l%d"/>\n</robot>\n' % (name, links, n)


def _rss_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_server_memory_stays_bounded_under_whole_text_replacements_without_pauses():
    """each replacement drops a whole tree; without collections the server would grow by one tree per edit"""
    p = subprocess.Popen([sys.executable, "-m", "urdf_ls"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT)
    ids = iter(range(1, 10 ** 6))

    def send(method, params, req=False):
        msg = {"jsonrpc": "2.0", "method": method, "params": params}
        if req:
            msg["id"] = next(ids)
        body = json.dumps(msg).encode()
        p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        p.stdin.flush()

    def read():
        n = None
        while True:
            line = p.stdout.readline()
            assert line, "server exited"
            if line == b"\r\n":
                return json.loads(p.stdout.read(n))
            if line.lower().startswith(b"content-length:"):
                n = int(line.split(b":")[1])

    def wait_diagnostics():
        while read().get("method") != "textDocument/publishDiagnostics":
            pass

    try:
        send("initialize", {"processId": None, "rootUri": None, "capabilities": {}}, True)
        read()
        send("initialized", {})
        uri = "file:///tmp/bounded.urdf"
        send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "urdf", "version": 1,
                                                       "text": robot(1000)}})
        wait_diagnostics()
        rss = []
        for v in range(2, 32):
            send("textDocument/didChange", {"textDocument": {"uri": uri, "version": v},
                                            "contentChanges": [{"text": robot(1000, "r%d" % v)}]})
            wait_diagnostics()
            rss.append(_rss_kb(p.pid))
        # 30 trees of ~300 KB of text were dropped (~10 MB of objects each): a few are alive at most
        assert rss[-1] < rss[4] * 1.5, rss
    finally:
        p.kill()
        p.wait()
