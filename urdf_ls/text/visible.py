"""Names and messages made safe to print.  A file name can hold any byte but NUL and "/": control characters
(a newline that starts a GitHub workflow command, ESC sequences a terminal runs) and bytes that are not UTF-8
(os.fsdecode keeps them as lone surrogates, U+DC80-U+DCFF, which no UTF-8 output or strict JSON parser
accepts).  Both are shown as escapes: \\xNN for a byte (a C0 control, DEL, or a byte that is not UTF-8),
\\uNNNN for a C1 control or any other lone surrogate.  A tab stays (harmless)."""
from __future__ import annotations

import re
from functools import cache

_LONE_SURROGATE = "[\ud800-\udfff]"
_UNPRINTABLE = "[\x00-\x08\x0a-\x1f\x7f-\x9f\ud800-\udfff]"


@cache
def _compiled(pattern):
    """compiled when first needed: these classes of surrogates take 0.8 ms to compile, and nearly every
    name and message is printable as it is"""
    return re.compile(pattern)


def _escape(m):
    c = ord(m.group())
    if c < 0x80:
        return "\\x%02x" % c
    if 0xdc80 <= c <= 0xdcff:     # the byte os.fsdecode could not decode (surrogateescape)
        return "\\x%02x" % (c - 0xdc00)
    return "\\u%04x" % c


def decodable(s: str) -> str:
    """s with its lone surrogates escaped: valid UTF-8, valid strict JSON (controls are JSON's to escape)"""
    return s if s.isascii() else _compiled(_LONE_SURROGATE).sub(_escape, s)


def printable(s: str) -> str:
    """s for a terminal or a CI log: also C0 controls but the tab, DEL and C1 controls escaped"""
    return s if s.isprintable() else _compiled(_UNPRINTABLE).sub(_escape, s)
