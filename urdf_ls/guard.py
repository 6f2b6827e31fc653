"""Input guards: binary data, huge files, decoding."""
from __future__ import annotations

import os

from .model import MAX_BYTES


def _diag(code, msg, sev=1):
    return {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}},
            "severity": sev, "code": code, "source": "urdf-ls", "message": msg}


def check_text(text):
    """(text to analyse, [pre-diagnostics as LSP dicts])"""
    pre = []
    if len(text) > MAX_BYTES:
        return "", [_diag("file-too-large", "File is larger than %d MB; not analysed" % (MAX_BYTES // 2 ** 20))]
    if "\x00" in text[:1 << 20] or _binary_ratio(text) > 0.1:
        return "", [_diag("binary-file", "This looks like binary data, not an XML/URDF text file")]
    return text, pre


def _binary_ratio(text):
    sample = text[:8192]
    if not sample:
        return 0.0
    bad = sum(1 for ch in sample if (ord(ch) < 32 and ch not in "\t\r\n") or ch == "\ufffd")
    return bad / len(sample)


def guarded_text(path):
    size = os.path.getsize(path)
    if size > MAX_BYTES:
        return "", [_diag("file-too-large", "File is larger than %d MB; not analysed" % (MAX_BYTES // 2 ** 20))]
    with open(path, "rb") as f:
        data = f.read()
    from .cli import decode_bytes
    return check_text(decode_bytes(data))
