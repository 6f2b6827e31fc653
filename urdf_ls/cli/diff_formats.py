"""`urdf-ls diff` for CI: the changes as annotations on the new file's lines (GitHub workflow commands) or as
SARIF 2.1.0 results (level "note": a change is news for the reviewer, not a problem).  Names and messages are
escaped as the text format escapes them (text.visible.printable): a link named with ESC or a newline must reach
neither a terminal nor a workflow command."""
from __future__ import annotations

import json
import os

from .. import __version__
from ..features.diff_report import message
from ..text.visible import printable
from .formats import INFO_URI, SARIF_SCHEMA, artifact_uri, repository_base, repository_path

RULES = ("added", "removed", "renamed", "changed")


def _escape_data(s):
    return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(s):
    return _escape_data(s).replace(":", "%3A").replace(",", "%2C")


def to_github(files, base=None) -> str:
    """files: [(path of the new file or None, [Change])]; one ::notice per change, on its line of the new file
    (a file-level notice for what is no longer in it)"""
    base = base if base is not None else repository_base()
    out = []
    for path, changes in files:
        if path is None:
            continue
        where = _escape_property(printable(repository_path(path, base)))
        for c in changes:
            line = ",line=%d" % (c.line + 1) if c.line is not None else ""
            title = _escape_property(printable("robot %s" % c.kind))
            out.append("::notice file=%s%s,title=%s::%s\n" % (where, line, title, _escape_data(printable(message(c)))))
    return "".join(out)


def _base_uri(base):
    from urllib.parse import quote
    folder = os.path.abspath(base if base is not None else os.getcwd())
    return "file://" + quote(os.fsencode(folder.replace(os.sep, "/"))).rstrip("/") + "/"


def to_sarif(files, base=None) -> str:
    results = []
    for path, changes in files:
        if path is None:
            continue
        uri, relative = artifact_uri(path, base)
        loc = {"uri": uri, **({"uriBaseId": "%SRCROOT%"} if relative else {})}
        for c in changes:
            physical = {"artifactLocation": loc}
            if c.line is not None:
                physical["region"] = {"startLine": c.line + 1}
            results.append({"ruleId": "robot-%s" % c.kind, "ruleIndex": RULES.index(c.kind), "level": "note",
                            "message": {"text": printable(message(c))}, "locations": [{"physicalLocation": physical}],
                            "properties": {"subject": c.subject, "name": c.name, "what": c.what, "old": c.old,
                                           "new": c.new, "delta": c.delta}})
    rules = [{"id": "robot-%s" % k, "shortDescription": {"text": "A link, joint or other part of the robot %s"
                                                          % k}, "defaultConfiguration": {"level": "note"}}
             for k in RULES]
    log = {"$schema": SARIF_SCHEMA, "version": "2.1.0",
           "runs": [{"tool": {"driver": {"name": "urdf-ls diff", "version": __version__, "informationUri": INFO_URI,
                                         "rules": rules}},
                     "originalUriBaseIds": {"%SRCROOT%": {"uri": _base_uri(base)}},
                     "results": results}]}
    return json.dumps(log, indent=1) + "\n"
