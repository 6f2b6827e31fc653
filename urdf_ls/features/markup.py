"""Documentation text: markdown with element names in code spans, and its plain-text form."""
from __future__ import annotations

import re

_TAG = re.compile(r"(?<!`)(</?[A-Za-z_][\w:.-]*(?:\s[^<>`]*)?/?>)(?!`)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]*)`")


def md(text):
    """markdown-safe: raw <tags> become code spans (markdown renderers drop raw tags)"""
    return _TAG.sub(r"`\1`", text)


def plain(markdown):
    """the same text without markdown markup"""
    return _CODE.sub(r"\1", _BOLD.sub(r"\1", markdown))
