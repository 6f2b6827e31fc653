"""A tolerant reader of the YAML that ROS 2 parameter files use: nested block mappings, block and flow sequences,
flow mappings, plain and quoted scalars, comments.  Every scalar keeps its exact offsets in the text, so that
diagnostics, definition and rename can point into the file.  It never raises: what it cannot read (anchors, block
scalars' content, tags) is skipped, and so is what is nested deeper than MAX_DEPTH (real files nest a few levels;
a hostile one nested 20,000 deep must not exhaust the stack).  Every step is linear in the line it reads: no
regular expression runs on the text (one that backtracked on a long run of spaces took minutes on a 400 kB line).
PyYAML is not a dependency of the pure-Python server."""
from __future__ import annotations


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


MAX_DEPTH = 64      # block and flow levels read; deeper ones are skipped


class Key:
    """a mapping key at the start of a line's content: its text (quotes included) and where its colon ends"""
    __slots__ = ("text", "end")

    def __init__(self, text, end):
        self.text, self.end = text, end


_NOT_PLAIN_START = frozenset(" \t#'\"[]{},")
_SPACE = " \t\r\n\v\f"


def key_of(content) -> Key | None:
    """the key that content starts with (`name:`, `"quoted" :`, `'it''s':` followed by white space or the end),
    or None; a plain key holds no '#' and ends at the first colon followed by white space or the end"""
    if not content:
        return None
    first = content[0]
    if first in "'\"":
        close = _quoted_end(content, 0)
        if close > len(content):
            return None
        colon = close
        while colon < len(content) and content[colon] in _SPACE:
            colon += 1
        if not _is_key_colon(content, colon):
            return None
        return Key(content[:close], colon + 1)
    if first in _NOT_PLAIN_START:
        return None
    colon = content.find(":")
    while colon != -1 and not _is_key_colon(content, colon):
        colon = content.find(":", colon + 1)
    if colon == -1 or "#" in content[:colon]:
        return None
    return Key(content[:colon].rstrip(_SPACE), colon + 1)


def _is_key_colon(content, i):
    return i < len(content) and content[i] == ":" and (i + 1 == len(content) or content[i + 1] in _SPACE)


def _quoted_end(text, i):
    """past the closing quote of the scalar quoted at text[i] (len(text) + 1 when it is not closed)"""
    q = text[i]
    j = i + 1
    while j < len(text):
        if text[j] == q:
            if q == "'" and text.startswith("''", j):
                j += 2
                continue
            return j + 1
        j += 2 if text[j] == "\\" and q == '"' else 1
    return len(text) + 1


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
        return _flow(text, lines[0][1], 0, 0)[0]
    node, _i = _block(text, lines, 0, -1, 0)
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


def _is_item(content):
    return content == "-" or content.startswith("- ")


def _block(src, lines, i, parent_indent, depth):
    """the node of the lines from i that are indented deeper than parent_indent; (node, next line)"""
    if i >= len(lines) or lines[i][0] < parent_indent:
        return None, i
    if lines[i][0] == parent_indent and not _is_item(lines[i][2]):
        return None, i      # (a sequence may stand at its key's indent)
    if depth > MAX_DEPTH:   # (too deep: its lines are skipped)
        while i < len(lines) and (lines[i][0] > parent_indent or _is_item(lines[i][2])):
            i += 1
        return None, i
    indent = lines[i][0]
    if _is_item(lines[i][2]):
        return _sequence(src, lines, i, indent, depth + 1)
    return _mapping(src, lines, i, indent, depth + 1)


def _sequence(src, lines, i, indent, depth):
    seq = Sequence()
    while i < len(lines) and lines[i][0] == indent and _is_item(lines[i][2]):
        _ind, start, content = lines[i]
        rest = content[1:].lstrip(" ")
        offset = start + len(content) - len(rest)
        if not rest:
            node, i = _block(src, lines, i + 1, indent, depth)
            seq.items.append(node)
            continue
        if not rest.startswith(("[", "{")) and key_of(rest) is not None:
            # "- key: value": a mapping whose first key sits after the dash
            sub = [(indent + len(content) - len(rest), offset, rest)]
            j = i + 1
            while j < len(lines) and lines[j][0] > indent:
                sub.append(lines[j])
                j += 1
            node, _k = _mapping(src, sub, 0, sub[0][0], depth + 1)
            seq.items.append(node)
            i = j
            continue
        node, end = _inline(src, rest, offset, depth)
        seq.items.append(node)
        i = _past(lines, i + 1, end)
    return seq, i


def _mapping(src, lines, i, indent, depth):
    mapping = Mapping()
    while i < len(lines) and lines[i][0] == indent:
        _ind, start, content = lines[i]
        k = key_of(content)
        if k is None:
            i += 1      # (not a key: skipped)
            continue
        key = _scalar(k.text, start)
        rest = content[k.end:].lstrip(" ")
        i += 1
        if rest and rest[0] in "|>":
            while i < len(lines) and lines[i][0] > indent:    # a block scalar: its lines are text
                i += 1
            mapping.items.append((key, None))
        elif rest:
            node, end = _inline(src, rest, start + len(content) - len(rest), depth)
            mapping.items.append((key, node))
            i = _past(lines, i, end)
        else:
            node, i = _block(src, lines, i, indent, depth)
            mapping.items.append((key, node))
    return mapping, i


def _inline(src, text, start, depth):
    """(the value written at src[start:], where it ends): a flow collection may run over several lines"""
    if text.startswith(("[", "{")):
        return _flow(src, start, 0, depth)
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


def _flow(text, i, base, depth):
    """the flow collection at text[i] ('[' or '{'); (node, index past it); None past MAX_DEPTH"""
    if depth > MAX_DEPTH:
        return None, _skip_flow(text, i)
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
            sub, i = _flow(text, i, base, depth + 1)
            _put(node, key, sub)
            key = None
        else:
            j = max(_scalar_end(text, i), i + 1)    # (a ':' that ends no scalar is one character read)
            item = _scalar(text[i:j].rstrip(), base + i)
            i = j
            if isinstance(node, Mapping) and key is None and text.startswith(":", i):
                key = item
                i += 1
            else:
                _put(node, key, item)
                key = None
    return node, i


def _skip_flow(text, i):
    """past the flow collection at text[i] and all it nests, without reading it"""
    depth = 0
    while i < len(text):
        ch = text[i]
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
            if depth == 0:
                return i + 1
        elif ch in "'\"":
            i = min(_quoted_end(text, i), len(text))
            continue
        i += 1
    return i


def _scalar_end(text, i):
    if text[i] in "'\"":
        return min(_quoted_end(text, i), len(text))
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


# ------------------------------------------------------------------ writing a scalar back
_PLAIN_SAFE_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_/")
_PLAIN_SAFE = _PLAIN_SAFE_START | frozenset("0123456789.-")
_NOT_STRINGS = frozenset(("y", "n", "yes", "no", "on", "off", "true", "false", "null"))    # (YAML 1.1 and 1.2)


def plain_is_safe(value) -> bool:
    """value written plain reads back as that string in any context (block or flow, key or value) and in YAML
    1.1 and 1.2 alike: letters, digits, '_', '/', '.', '-' and no indicator, bool or null word"""
    return (bool(value) and value[0] in _PLAIN_SAFE_START and all(c in _PLAIN_SAFE for c in value)
            and value.lower() not in _NOT_STRINGS)


def replacement(text, scalar: Scalar, value) -> tuple:
    """(start, end, new text) that makes the scalar of text read as value, in the scalar's own style where it
    can: inside its quotes, escaped for them; plain when plain_is_safe; else single-quoted"""
    s, e = scalar.start, scalar.end
    quote = text[s] if e - s >= 2 and text[s] in "'\"" and text[e - 1] == text[s] else None
    if quote == "'":
        return s + 1, e - 1, value.replace("'", "''")
    if quote == '"':
        return s + 1, e - 1, value.replace("\\", "\\\\").replace('"', '\\"')
    if plain_is_safe(value):
        return s, e, value
    return s, e, "'%s'" % value.replace("'", "''")
