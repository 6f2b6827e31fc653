"""Command line: `urdf-ls` (LSP over stdio) and `urdf-ls check PATH... [--format json]`."""
from __future__ import annotations

import argparse
import json
import os
import sys

from .analysis import ERROR

SEVERITY_NAME = {1: "error", 2: "warning", 3: "information", 4: "hint"}
CHECK_EXT = (".urdf", ".xacro")


def read_text(path):
    with open(path, "rb") as f:
        data = f.read()
    return decode_bytes(data)


def decode_bytes(data):
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    elif data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return data.decode("utf-16", "replace")
    return data.decode("utf-8", "replace")


def lsp_diag(doc, d, enc="utf-16"):
    sl, sc = doc.lines.position(d.start, enc)
    el, ec = doc.lines.position(d.end, enc)
    out = {"range": {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}},
           "severity": d.severity, "code": d.code, "source": "urdf-ls", "message": d.message}
    if d.data:
        out["data"] = d.data
    return out


def check_file(path, workspace=(), expand_xacro=False):
    from .model import Document
    from .guard import guarded_text
    text, pre = guarded_text(path)
    if pre:
        return pre
    doc = Document(text, os.path.abspath(path), workspace)
    found = list(doc.diagnostics())
    if expand_xacro and doc.ctx.xacro:
        from .expand import expanded_diagnostics
        found += expanded_diagnostics(doc, workspace)
    return [lsp_diag(doc, d) for d in found]


def expand_paths(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, dirs, files in os.walk(p):
                dirs.sort()
                for f in sorted(files):
                    if f.endswith(CHECK_EXT):
                        yield os.path.join(d, f)
        else:
            yield p


def cmd_check(argv):
    ap = argparse.ArgumentParser(prog="urdf-ls check", description="Lint URDF/xacro files")
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--format", choices=("text", "json"), default="text")
    ap.add_argument("--workspace", action="append", default=[], help="folder to search for ROS packages")
    ap.add_argument("--expand-xacro", action="store_true",
                    help="also expand .xacro files with the xacro package and check the resulting URDF "
                         "(runs the document's ${...} Python expressions: only for files you trust)")
    args = ap.parse_args(argv)
    results = []
    any_error = False
    for p in expand_paths(args.paths):
        try:
            diags = check_file(p, args.workspace or [os.getcwd()], args.expand_xacro)
        except OSError as e:
            diags = [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                      "severity": 1, "code": "io-error", "source": "urdf-ls", "message": "Cannot read file: %s" % e}]
        for d in diags:
            d["path"] = p
            any_error = any_error or d["severity"] == ERROR
        results.extend(diags)
    if args.format == "json":
        json.dump(results, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        for d in results:
            s = d["range"]["start"]
            print("%s:%d:%d: %s: %s [%s]" % (d["path"], s["line"] + 1, s["character"] + 1,
                                             SEVERITY_NAME[d["severity"]], d["message"], d["code"]))
    return 1 if any_error else 0


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "check":
        sys.exit(cmd_check(argv[1:]))
    if argv and argv[0] in ("-h", "--help"):
        print("usage: urdf-ls            serve the Language Server Protocol on stdio\n"
              "       urdf-ls check PATH... [--format json]   lint files")
        return
    if argv and argv[0] == "--version":
        from . import __version__
        print(__version__)
        return
    from .server import serve
    serve()
