"""A tolerant reader of the YAML that ROS 2 parameter files use: nested block mappings, block and flow sequences,
flow mappings, plain and quoted scalars, comments.  Every scalar keeps its exact offsets in the text, so that
diagnostics, definition and rename can point into the file.  It never raises: what it cannot read (anchors, block
scalars' content, tags) is skipped.  PyYAML is not a dependency of the pure-Python server."""
from __future__ import annotations

import re


class Scalar:
    __slots__ = ("value", "start", "end")

    def __init__(self, value, start, end):
        self.value, self.start, self.end = value, start, end    # end: past the last character (quotes included)

    @property
    def inner(self):
        """(start, end) of the value without its quotes"""
        quoted = self.end - self.start > len(self.value) and self.end - self.start >= 2
        return (self.start + 1, self.end - 1) if quoted else (self.start, self.end)

    def __repr__(self):
        return "Scalar(%r @%d)" % (self.value, self.start)


class Mapping:
    __slots__ = ("items",)

    def __init__(self):
        self.items = []     # [(key Scalar, value node or None)]

    def get(self, key):
        return next((v for k, v in self.items if k.value == key), None)


class Sequence:
    __slots__ = ("items",)

    def __init__(self):
        self.items = []


_KEY = re.compile(r"""("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"\[\]{},][^#]*?)\s*:(?=\s|$)""")


def parse(text) -> Mapping | Sequence | Scalar | None:
    """the first document of text"""
    lines = []
    pos = 0
    for raw in text.split("\n"):
        body = _strip_comment(raw)
        stripped = body.lstrip(" ")
        if stripped.strip() and not stripped.startswith(("---", "...", "%")):
            lines.append((len(body) - len(stripped), pos + len(body) - len(stripped), stripped.rstrip()))
        elif stripped.startswith("---") and lines:
            break
        pos += len(raw) + 1
    if lines and lines[0][2][0] in "[{":
        return _flow(text, lines[0][1], 0)[0]
    node, _i = _block(text, lines, 0, -1)
    return node


def _strip_comment(line):
    """line without its comment (a '#' at the start or after a space, outside quotes)"""
    quote = None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"" and (i == 0 or line[i - 1] in " :-[{,"):
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
            return line[:i]
    return line


def _block(src, lines, i, parent_indent):
    """the node of the lines from i that are indented deeper than parent_indent; (node, next line)"""
    if i >= len(lines) or lines[i][0] < parent_indent:
        return None, i
    if lines[i][0] == parent_indent and not (lines[i][2] == "-" or lines[i][2].startswith("- ")):
        return None, i      # (a sequence may stand at its key's indent)
    indent = lines[i][0]
    if lines[i][2] == "-" or lines[i][2].startswith("- "):
        return _sequence(src, lines, i, indent)
    return _mapping(src, lines, i, indent)


def _sequence(src, lines, i, indent):
    seq = Sequence()
    while i < len(lines) and lines[i][0] == indent and (lines[i][2] == "-" or lines[i][2].startswith("- ")):
        _ind, start, content = lines[i]
        rest = content[1:].lstrip(" ")
        offset = start + len(content) - len(rest)
        if not rest:
            node, i = _block(src, lines, i + 1, indent)
            seq.items.append(node)
            continue
        if _KEY.match(rest) and not rest.startswith(("[", "{")):
            # "- key: value": a mapping whose first key sits after the dash
            sub = [(indent + len(content) - len(rest), offset, rest)]
            j = i + 1
            while j < len(lines) and lines[j][0] > indent:
                sub.append(lines[j])
                j += 1
            node, _k = _mapping(src, sub, 0, sub[0][0])
            seq.items.append(node)
            i = j
            continue
        node, end = _inline(src, rest, offset)
        seq.items.append(node)
        i = _past(lines, i + 1, end)
    return seq, i


def _mapping(src, lines, i, indent):
    mapping = Mapping()
    while i < len(lines) and lines[i][0] == indent:
        _ind, start, content = lines[i]
        m = _KEY.match(content)
        if m is None:
            i += 1      # (not a key: skipped)
            continue
        key = _scalar(m.group(1), start)
        rest = content[m.end():].lstrip(" ")
        i += 1
        if rest and rest[0] in "|>":
            while i < len(lines) and lines[i][0] > indent:    # a block scalar: its lines are text
                i += 1
            mapping.items.append((key, None))
        elif rest:
            node, end = _inline(src, rest, start + len(content) - len(rest))
            mapping.items.append((key, node))
            i = _past(lines, i, end)
        else:
            node, i = _block(src, lines, i, indent)
            mapping.items.append((key, node))
    return mapping, i


def _inline(src, text, start):
    """(the value written at src[start:], where it ends): a flow collection may run over several lines"""
    if text.startswith(("[", "{")):
        return _flow(src, start, 0)
    return _scalar(text, start), start + len(text)


def _past(lines, i, end):
    """the first line from i that starts at or after offset end"""
    while i < len(lines) and lines[i][1] < end:
        i += 1
    return i


def _scalar(text, start):
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        inner = text[1:-1]
        value = inner.replace("''", "'") if text[0] == "'" else _unescape(inner)
        return Scalar(value, start, start + len(text))
    return Scalar(text, start, start + len(text))


def _unescape(s):
    return s.replace('\\"', '"').replace("\\\\", "\\") if "\\" in s else s


def _flow(text, i, base):
    """the flow collection at text[i] ('[' or '{'); (node, index past it)"""
    close = "]" if text[i] == "[" else "}"
    node = Sequence() if close == "]" else Mapping()
    i += 1
    key = None
    while i < len(text):
        ch = text[i]
        if ch in " ,\n\r\t":
            i += 1
        elif ch == close:
            return node, i + 1
        elif ch in "[{":
            sub, i = _flow(text, i, base)
            _put(node, key, sub)
            key = None
        else:
            j = _scalar_end(text, i, close)
            item = _scalar(text[i:j].rstrip(), base + i)
            i = j
            if isinstance(node, Mapping) and key is None and text.startswith(":", i):
                key = item
                i += 1
            else:
                _put(node, key, item)
                key = None
    return node, i


def _scalar_end(text, i, close):
    if text[i] in "'\"":
        q = text[i]
        j = i + 1
        while j < len(text):
            if text[j] == q:
                if q == "'" and text.startswith("''", j):
                    j += 2
                    continue
                return j + 1
            j += 2 if text[j] == "\\" and q == '"' else 1
        return j
    j = i
    while j < len(text) and text[j] not in ",]}" and not (text[j] == ":" and (j + 1 == len(text) or
                                                                               text[j + 1] in " ,]}")):
        j += 1
    return j


def _put(node, key, item):
    if isinstance(node, Sequence):
        node.items.append(item)
    elif key is not None:
        node.items.append((key, item))
    elif isinstance(item, Scalar):
        node.items.append((item, None))
