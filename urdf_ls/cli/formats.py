"""Renderers of the CLI's JSON diagnostics (dicts with path, range, severity, code, message; LSP ranges,
0-based lines, UTF-16 columns) for CI: SARIF 2.1.0 (code-scanning upload) and GitHub workflow commands
(annotations on the pull request).  Pure functions returning strings, valid UTF-8 for any file name: a
name's bytes that are not UTF-8 are percent-encoded in a URI and shown as \\xNN elsewhere (text.visible).
Names and messages are escaped as the text format escapes them (text.visible.printable): an ESC or BEL from a
file name or its contents must reach neither a terminal nor a workflow command, whatever the format."""
from __future__ import annotations

import os

from .. import __version__
from ..codes import Code, Severity
from ..text.visible import printable

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFO_URI = "https://github.com/urdf-ls/urdf-ls"
_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFORMATION: "note", Severity.HINT: "note"}
_GITHUB = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFORMATION: "notice",
           Severity.HINT: "notice"}


def _severity(d):
    try:
        return Severity(int(d.get("severity", 1)))
    except ValueError:
        return Severity.ERROR


def sarif_rules():
    """one reportingDescriptor per registered code"""
    return [{"id": c.value, "name": "".join(w.capitalize() for w in c.value.split("-")),
             "shortDescription": {"text": c.meaning},
             "defaultConfiguration": {"level": _LEVEL[c.severity]},
             "properties": {"urdfdom": {"rejects": "check_urdf rejects", "policy": "urdf-ls policy",
                                        "loads": "loads", "xacro-fails": "xacro fails",
                                        "target-fails": "loads; the target fails"}[c.verdict],
                            **({"source": c.source} if c.source else {})}}
            for c in Code]


def _quote_path(path):
    """a path as URI text: the bytes of its name percent-encoded, also those that are not UTF-8"""
    from urllib.parse import quote      # (here: only SARIF needs it; its import is a twentieth of a check's start)
    return quote(os.fsencode(path.replace(os.sep, "/")))


def artifact_uri(path, base=None):
    """a path relative to base (default: the current folder) when it lies inside it, else a file:// URI"""
    base = os.path.abspath(base if base is not None else os.getcwd())
    full = os.path.abspath(path)
    rel = os.path.relpath(full, base)
    if not rel.startswith(os.pardir + os.sep) and rel != os.pardir and not os.path.isabs(rel):
        return _quote_path(rel), True
    return "file://" + _quote_path(full), False


def to_sarif(results, base=None, version=__version__) -> str:
    """SARIF 2.1.0 log with one run; result locations relative to %SRCROOT% (= base) when inside it"""
    rules = sarif_rules()
    index = {r["id"]: i for i, r in enumerate(rules)}
    out = []
    for d in results:
        code = str(d.get("code", ""))
        rng = d.get("range", {})
        s, e = rng.get("start", {}), rng.get("end", {})
        uri, relative = artifact_uri(d.get("path", ""), base)
        loc = {"uri": uri}
        if relative:
            loc["uriBaseId"] = "%SRCROOT%"
        region = {"startLine": s.get("line", 0) + 1, "startColumn": s.get("character", 0) + 1,
                  "endLine": e.get("line", s.get("line", 0)) + 1, "endColumn": e.get("character", 0) + 1}
        if (region["endLine"], region["endColumn"]) < (region["startLine"], region["startColumn"]):
            region["endLine"], region["endColumn"] = region["startLine"], region["startColumn"]
        r = {"ruleId": code, "level": _LEVEL[_severity(d)], "message": {"text": printable(str(d.get("message", "")))},
             "locations": [{"physicalLocation": {"artifactLocation": loc, "region": region}}]}
        if code in index:
            r["ruleIndex"] = index[code]
        out.append(r)
    base_uri = "file://" + _quote_path(os.path.abspath(base if base is not None else os.getcwd()))
    log = {"$schema": SARIF_SCHEMA, "version": "2.1.0",
           "runs": [{"tool": {"driver": {"name": "urdf-ls", "version": version, "informationUri": INFO_URI,
                                         "rules": rules}},
                     "originalUriBaseIds": {"%SRCROOT%": {"uri": base_uri.rstrip("/") + "/"}},
                     "columnKind": "utf16CodeUnits",
                     "results": out}]}
    import json      # (here: `urdf-ls check` in text format starts faster without it)
    return json.dumps(log, indent=1) + "\n"


# ------------------------------------------------------------------ --select / --ignore
def code_matches(code, entry):
    """an entry names a code exactly, or a family by its prefix ("xml" and "xml-" name every xml-* code)"""
    entry = entry.strip().rstrip("*")
    return bool(entry) and (code == entry or code.startswith(entry if entry.endswith("-") else entry + "-"))


def unknown_entries(entries):
    """entries of --select/--ignore that name no registered code (a usage error)"""
    codes = [c.value for c in Code]
    return [e for e in entries if not any(code_matches(c, e) for c in codes)]


def split_entries(values):
    """--select a,b --select c -> [a, b, c]"""
    return [e.strip() for v in values for e in v.split(",") if e.strip()]


def code_selected(code, select=(), ignore=()):
    """is a result with this code reported under --select/--ignore?"""
    return ((not select or any(code_matches(code, e) for e in select))
            and not any(code_matches(code, e) for e in ignore))


def _escape_data(s):
    return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(s):
    return _escape_data(s).replace(":", "%3A").replace(",", "%2C")


def repository_base(cwd=None):
    """what GitHub annotation paths are relative to: the checkout ($GITHUB_WORKSPACE), else the repository the
    current folder is in, else the current folder"""
    cwd = os.path.abspath(cwd or os.getcwd())
    if os.environ.get("GITHUB_WORKSPACE"):
        return os.path.abspath(os.environ["GITHUB_WORKSPACE"])
    d = cwd
    while True:
        if os.path.lexists(os.path.join(d, ".git")):
            return d
        up = os.path.dirname(d)
        if up == d:
            return cwd
        d = up


def repository_path(path, base):
    """a checked file's path as GitHub matches annotations to files: relative to the repository, with "/" and
    no "./"; a file outside it keeps its path, normalized"""
    rel = os.path.relpath(os.path.abspath(path), base)
    if rel == os.pardir or rel.startswith(os.pardir + os.sep) or os.path.isabs(rel):
        return os.path.normpath(path)
    return rel.replace(os.sep, "/")


def to_github(results, base=None) -> str:
    """one workflow command per diagnostic: ::error file=...,line=...,col=...,endLine=...,endColumn=...,
    title=code::message (lines and columns 1-based; paths relative to the repository)"""
    base = base if base is not None else repository_base()
    lines = []
    for d in results:
        rng = d.get("range", {})
        s, e = rng.get("start", {}), rng.get("end", {})
        props = [("file", printable(repository_path(str(d.get("path", "")), base))),
                 ("line", str(s.get("line", 0) + 1)),
                 ("col", str(s.get("character", 0) + 1))]
        if e:
            props += [("endLine", str(e.get("line", 0) + 1)), ("endColumn", str(e.get("character", 0) + 1))]
        props.append(("title", printable("urdf-ls %s" % d.get("code", ""))))
        lines.append("::%s %s::%s" % (_GITHUB[_severity(d)], ",".join("%s=%s" % (k, _escape_property(v))
                                                                         for k, v in props),
                                      _escape_data(printable("%s [%s]" % (d.get("message", ""), d.get("code", ""))))))
    return "".join(line + "\n" for line in lines)
