#!/usr/bin/env python3
"""urdf-ls benchmark: keystroke-to-diagnostics latency (10-link vs 1,500-link robot), completion latency,
and document open time vs lxml's bare parse.  Drives the real server over stdio.

    python bench/bench.py [--keys 200] [--json out.json]

Targets (issue #2): big-robot keystroke median <= 50 ms and <= 3x the small one; completion <= 30 ms."""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def make_robot(n):
    parts = ['<?xml version="1.0"?>\n<robot name="bench">\n',
             '  <material name="grey"><color rgba="0.5 0.5 0.5 1"/></material>\n']
    for i in range(n):
        parts.append(
            '  <link name="link_%d">\n'
            '    <inertial>\n      <origin xyz="0 0 0.05" rpy="0 0 0"/>\n      <mass value="1.0"/>\n'
            '      <inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>\n    </inertial>\n'
            '    <visual>\n      <origin xyz="0 0 0.05" rpy="0 0 0"/>\n'
            '      <geometry><cylinder radius="0.02" length="0.1"/></geometry>\n'
            '      <material name="grey"/>\n    </visual>\n'
            '    <collision>\n      <geometry><box size="0.04 0.04 0.1"/></geometry>\n    </collision>\n'
            '  </link>\n' % i)
        if i:
            parts.append(
                '  <joint name="joint_%d" type="revolute">\n    <parent link="link_%d"/>\n'
                '    <child link="link_%d"/>\n    <origin xyz="0 0 0.1" rpy="0 0 0"/>\n    <axis xyz="0 0 1"/>\n'
                '    <limit lower="-1.57" upper="1.57" effort="10" velocity="1"/>\n  </joint>\n' % (i, i - 1, i))
    parts.append("</robot>\n")
    return "".join(parts)


class Client:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.id = 0

    def send(self, method, params, req=False):
        msg = {"jsonrpc": "2.0", "method": method, "params": params}
        if req:
            self.id += 1
            msg["id"] = self.id
        body = json.dumps(msg).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()
        return self.id if req else None

    def read(self):
        n = None
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise EOFError("server exited")
            if line in (b"\r\n", b"\n"):
                break
            if line.lower().startswith(b"content-length:"):
                n = int(line.split(b":")[1])
        return json.loads(self.p.stdout.read(n))

    def wait(self, pred):
        while True:
            m = self.read()
            if pred(m):
                return m

    def request(self, method, params):
        i = self.send(method, params, True)
        return self.wait(lambda m: m.get("id") == i and "method" not in m)

    def close(self):
        try:
            self.request("shutdown", None)
            self.send("exit", None)
            self.p.wait(5)
        except Exception:
            self.p.kill()


def is_diag(uri):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri


def measure(n_links, keys, cmd):
    from lxml import etree
    from urdf_ls.document.document import Document
    text = make_robot(n_links)
    t0 = time.perf_counter()
    for _ in range(3):
        etree.fromstring(text.encode())
    lxml_t = (time.perf_counter() - t0) / 3
    t0 = time.perf_counter()
    for _ in range(3):
        Document(text, None).diagnostics()
    ours_t = (time.perf_counter() - t0) / 3

    c = Client(cmd)
    # a current client (VS Code >= 1.75, Neovim >= 0.10 offer completionList.itemDefaults)
    caps = {"textDocument": {"completion": {"completionList": {"itemDefaults": ["editRange"]}}}}
    if os.environ.get("BENCH_OLD_CLIENT"):
        caps = {}
    c.request("initialize", {"processId": None, "rootUri": None, "capabilities": caps})
    c.send("initialized", {})
    uri = "file:///bench/robot_%d.urdf" % n_links
    t0 = time.perf_counter()
    c.send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "urdf", "version": 1, "text": text}})
    c.wait(is_diag(uri))
    open_lsp = time.perf_counter() - t0
    # type into the name of a link in the middle of the file: alternately make it dangling and fix it
    lines = text.split("\n")
    mid = n_links // 2
    ln = next(i for i, l in enumerate(lines) if '<child link="link_%d"/>' % mid in l)
    col = lines[ln].index('link_%d"' % mid) + len("link_%d" % mid)
    lat = []
    ver = 1
    for k in range(keys):
        ver += 1
        if k % 2 == 0:
            ch = {"range": {"start": {"line": ln, "character": col}, "end": {"line": ln, "character": col}},
                  "text": "x"}
        else:
            ch = {"range": {"start": {"line": ln, "character": col}, "end": {"line": ln, "character": col + 1}},
                  "text": ""}
        t0 = time.perf_counter()
        c.send("textDocument/didChange", {"textDocument": {"uri": uri, "version": ver}, "contentChanges": [ch]})
        m = c.wait(is_diag(uri))
        lat.append(time.perf_counter() - t0)
        n_err = sum(1 for d in m["params"]["diagnostics"] if d["severity"] == 1)
        assert (n_err > 0) == (k % 2 == 0), (k, m["params"]["diagnostics"][:2])
    comp = []
    pl = next(i for i, l in enumerate(lines) if '<parent link="link_%d"/>' % (mid - 1) in l)
    pc = lines[pl].index('link="') + 6
    for _ in range(max(20, keys // 5)):
        t0 = time.perf_counter()
        r = c.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                  "position": {"line": pl, "character": pc}})
        comp.append(time.perf_counter() - t0)
    items = r["result"]["items"] if isinstance(r["result"], dict) else r["result"]
    assert len(items) == n_links, len(items)
    c.close()
    ms = lambda xs: statistics.median(xs) * 1000
    return {"links": n_links, "bytes": len(text.encode()), "lxml_parse_ms": lxml_t * 1000,
            "open_model_ms": ours_t * 1000, "open_lsp_ms": open_lsp * 1000,
            "keystroke_median_ms": ms(lat), "keystroke_p95_ms": sorted(lat)[int(len(lat) * 0.95) - 1] * 1000,
            "completion_median_ms": ms(comp)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keys", type=int, default=200)
    ap.add_argument("--json")
    ap.add_argument("--server", default=" ".join([sys.executable, "-m", "urdf_ls"]))
    a = ap.parse_args()
    cmd = a.server.split()
    small = measure(10, a.keys, cmd)
    big = measure(1500, a.keys, cmd)
    for r in (small, big):
        print("%5d links %8d bytes | open: lxml %.1f ms, urdf-ls model %.1f ms, via LSP %.1f ms | keystroke median "
              "%.1f ms p95 %.1f ms | completion median %.1f ms" % (
                  r["links"], r["bytes"], r["lxml_parse_ms"], r["open_model_ms"], r["open_lsp_ms"],
                  r["keystroke_median_ms"], r["keystroke_p95_ms"], r["completion_median_ms"]))
    ratio = big["keystroke_median_ms"] / small["keystroke_median_ms"]
    ok = big["keystroke_median_ms"] <= 50 and ratio <= 3 and big["completion_median_ms"] <= 30
    print("big/small keystroke ratio %.2f; targets (<=50 ms, <=3x, completion <=30 ms): %s" % (
        ratio, "met" if ok else "NOT met"))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"small": small, "big": big, "ratio": ratio, "targets_met": ok}, f, indent=1)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
