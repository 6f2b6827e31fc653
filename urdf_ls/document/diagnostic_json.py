"""The one encoding of a diagnostic as LSP JSON: what textDocument/publishDiagnostics sends, what
`urdf-ls check --format json` prints (with a "path"), and what the SARIF and GitHub renderers read.

Written as text, not built as dicts or lsprotocol objects: every keystroke republishes all of a document's
diagnostics, and a file with 1,500 of them costs a few ms this way.  `json` is imported when first used:
`urdf-ls check` in its text format never loads it.  Names and messages go through text.visible.decodable:
json would write a lone surrogate (a file name's undecodable byte) as \\udcff, which strict parsers refuse."""
from __future__ import annotations

from ..text.visible import decodable

MAX_MESSAGE = 2000      # characters of a diagnostic message (a 15 MB name must not become a 15 MB message)

RANGE = '{"start":{"line":%d,"character":%d},"end":{"line":%d,"character":%d}}'
# the fields of LSP's Diagnostic in lsprotocol's order, then the CLI's "path"
_DIAGNOSTIC = '{"range":' + RANGE + ',"message":%s,"severity":%d,"code":%s,"source":"urdf-ls"%s%s}'


def clip(message, limit=MAX_MESSAGE):
    return message if len(message) <= limit else message[:limit - 1] + "…"


def diagnostics_json(lines, diags, enc="utf-16", path=None, shown=decodable, uri=None) -> list[str]:
    """each diagnostic as a JSON object (text); lines: the positions of the text they are in (a LineIndex or
    a Positions); path: added as "path" (the CLI's output); shown: what a name or message is written as (the
    CLI passes text.visible.printable: its output escapes control characters as its text format does); uri: the
    document's, for the related locations of a diagnostic that has them (the file URI of `path` when not given)"""
    import json
    q = json.encoder.encode_basestring_ascii      # json.dumps's own string encoder: the same escapes
    where = "" if path is None else ',"path":' + q(shown(path))
    out = []
    for d in diags:
        data = "" if d.data is None else ',"data":' + json.dumps(d.data.to_json(), separators=(",", ":"))
        if d.related:
            data += _related(lines, d.related, enc, uri or _file_uri(path), q)
        message = clip(d.message)
        if not message.isprintable():     # (checked here: a call per diagnostic is a percent of a publish)
            message = shown(message)
        out.append(_DIAGNOSTIC % (*lines.span(*d.span, enc), q(message), d.severity, q(d.code.value), data, where))
    return out


def _related(lines, related, enc, uri, q):
    """LSP's relatedInformation: the other places of the same cause, in the same document (Diags) or in another
    file (codes.RelatedPlace)"""
    items = ['{"location":{"uri":%s,"range":%s},"message":%s}' % (
        q(_file_uri(r.path) if hasattr(r, "path") else uri),
        RANGE % (r.lines if hasattr(r, "path") else lines).span(*r.span, enc), q(decodable(clip(r.message))))
             for r in related]
    return ',"relatedInformation":[%s]' % ",".join(items)


def _file_uri(path):
    if not path:
        return ""
    import os
    from pathlib import Path
    return Path(os.path.abspath(path)).as_uri()


def diagnostic_dicts(lines, diags, path=None, enc="utf-16") -> list[dict]:
    """the same, decoded (for renderers that read fields: SARIF, GitHub annotations), with the path as given
    (a SARIF URI keeps the bytes of a name that is not UTF-8; the renderers make it printable)"""
    import json
    out = [json.loads(text) for text in diagnostics_json(lines, diags, enc, path)]
    if path is not None:
        for d in out:
            d["path"] = path
    return out
