"""Input guards: what a document must be before it is analysed (size, text, encoding)."""
from __future__ import annotations

import re

from ..codes import Code, Diag, at

MAX_BYTES = 50 * 1024 * 1024
_BOMS = ((b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe\x00\x00", "utf-32-le"), (b"\x00\x00\xfe\xff", "utf-32-be"),
         (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"))


def decode_bytes(data: bytes):
    """(text, encoding name).  A UTF-8 BOM is dropped; UTF-16/32 with a BOM are decoded."""
    for bom, enc in _BOMS:
        if data.startswith(bom):
            return data[len(bom):].decode(enc, "replace"), enc
    return data.decode("utf-8", "replace"), "utf-8"


def _too_large():
    return at(0, 1, Code.FILE_TOO_LARGE, "File is larger than %d MB; not analysed" % (MAX_BYTES // 2 ** 20))


def check_text(text: str) -> tuple[str, list[Diag]]:
    """(text to analyse, problems).  A refused document is analysed as empty text."""
    if len(text) > MAX_BYTES:
        return "", [_too_large()]
    if "\x00" in text or _binary_ratio(text) > 0.1:
        return "", [at(0, 1, Code.BINARY_FILE, "This looks like binary data, not an XML/URDF text file")]
    return text, []


def check_bytes(data: bytes) -> tuple[str, list[Diag]]:
    """decode a file's bytes and check them like an editor's text"""
    if len(data) > MAX_BYTES:
        return "", [_too_large()]
    text, enc = decode_bytes(data)
    text, problems = check_text(text)
    if not problems and enc.startswith(("utf-16", "utf-32")):
        problems.append(at(0, 1, Code.ENCODING, "This file is %s: urdfdom reads it as an empty document "
                                                "(save it as UTF-8)" % enc.upper()))
    elif not problems and enc == "utf-8" and not data.startswith(b"\xef\xbb\xbf"):
        problems += _bom_read_as_bytes(text)
    if not problems and enc == "utf-8" and "\ufffd" in text and _read_as_utf8(data):
        problems += _swallowed_quotes(data)     # (without a replacement character every byte was UTF-8)
    return text, problems


_DECLARATION = re.compile(rb"\A(?:\xef\xbb\xbf)?\s*<\?xml\b([^>]*)\?>")
_ENCODING_ATTR = re.compile(rb"encoding\s*=\s*[\"']([^\"']*)")


def _read_as_utf8(data):
    """TinyXML (urdfdom) reads a file as UTF-8 after a BOM or an XML declaration naming no other encoding;
    otherwise it reads bytes"""
    if data.startswith(b"\xef\xbb\xbf"):
        return True
    m = _DECLARATION.match(data)
    if m is None:
        return False
    enc = _ENCODING_ATTR.search(m.group(1))
    return enc is None or enc.group(1).decode("ascii", "replace").lower().replace("_", "-") in ("utf-8", "utf8")


_NOT_TEXT_IN_UTF8 = "\ufeff\ufffe\uffff"


def _declaration_at(text, pos):
    """'<?xml' and a space or '?' at pos (a string test: a small check compiles no regular expression here)"""
    return text.startswith("<?xml", pos) and text[pos + 5:pos + 6] in (" ", "\t", "\n", "\r", "?")


def _bom_read_as_bytes(text):
    """Error at a BOM (or U+FFFE, U+FFFF) before the root of a file that does not start with a BOM: until
    an XML declaration says UTF-8, TinyXML reads bytes, sees text there and stops reading (no root).  The
    scanner, which sees the text without its leading BOM, would take these characters for skipped whitespace"""
    if not any(c in text for c in _NOT_TEXT_IN_UTF8):
        return []
    pos, n = 0, len(text)
    while pos < n:
        while pos < n and text[pos] in " \t\n\v\f\r":
            pos += 1
        if pos < n and text[pos] in _NOT_TEXT_IN_UTF8:
            return [at(pos, pos + 1, Code.XML_NO_ROOT, "A byte-order mark before the root element, in a file that "
                                                       "does not start with one: urdfdom reads it as text, stops "
                                                       "reading there and finds no root element")]
        if text.startswith("<!--", pos):
            end = text.find("-->", pos + 4)
            pos = n if end < 0 else end + 3
        elif text.startswith("<?", pos) and not _declaration_at(text, pos):
            end = text.find("?>", pos + 2)
            pos = n if end < 0 else end + 2
        else:
            return []   # the root, other markup, or a declaration (which decides the encoding from there on)
    return []


def _utf8_length(lead):
    """how many bytes TinyXML takes for a character starting with this byte (it does not validate them)"""
    return 2 if 0xC2 <= lead <= 0xDF else 3 if 0xE0 <= lead <= 0xEF else 4 if 0xF0 <= lead <= 0xF4 else 1


def _swallowed_quotes(data):
    """Error where a byte that is not UTF-8 (Latin-1 'ß', say) stands just before the quote that closes an
    attribute value, or before the '<' of a tag that must be closed: TinyXML takes it for the lead of a
    multi-byte character, swallows the quote or '<' with it and fails ('Error reading Attributes', 'Error
    reading end tag')"""
    out, pos = [], 0
    while True:
        try:
            data[pos:].decode("utf-8")
            return out
        except UnicodeDecodeError as e:
            bad, pos = pos + e.start, pos + e.end
        swallowed = data[bad + 1:bad + _utf8_length(data[bad])]
        if (b'"' in swallowed or b"'" in swallowed) and _in_start_tag(data, bad):
            what = "the closing quote"
        elif b"<" in swallowed and _swallows_needed_tag(data, bad + 1 + swallowed.index(b"<")):
            what = "'<'"
        else:
            continue
        off = len(data[:bad].decode("utf-8", "replace").lstrip("\ufeff"))
        out.append(at(off, off + 1, Code.ENCODING, "A byte that is not UTF-8 (0x%02X) before %s: urdfdom reads "
                                                   "the file as UTF-8, takes %s into a character and fails (save "
                                                   "the file as UTF-8)" % (data[bad], what, what)))


def _swallows_needed_tag(data, lt):
    """the '<' at lt, in text, starts a close tag or a start tag that is not self-closing: read as text, it
    leaves a close tag without its element"""
    if data.rfind(b"<", 0, lt) > data.rfind(b">", 0, lt):
        return False    # (inside markup: a comment, say)
    nxt = data[lt + 1:lt + 2]
    if nxt == b"/":
        return True
    gt = data.find(b">", lt)
    return nxt not in (b"!", b"?", b"") and gt > 0 and data[gt - 1:gt] != b"/"


def _in_start_tag(data, i):
    lt, gt = data.rfind(b"<", 0, i), data.rfind(b">", 0, i)
    return lt > gt and data[lt + 1:lt + 2] not in (b"/", b"!", b"?", b"")


def _binary_ratio(text):
    sample = text[:8192]
    if not sample:
        return 0.0
    if sample.isascii():    # (nearly always: bytes.translate counts them 8x faster than the regular expression)
        data = sample.encode("ascii")
        return (len(data) - len(data.translate(None, _SUSPECT_ASCII))) / len(sample)
    return len(_SUSPECT.findall(sample)) / len(sample)


_SUSPECT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffd]")
_SUSPECT_ASCII = bytes(range(0x00, 0x09)) + b"\x0b\x0c" + bytes(range(0x0e, 0x20))    # its ASCII characters


def edit_needs_check(total_len: int, inserted: str) -> bool:
    """after an incremental edit: can the document now be refused (grown past the cap, or binary data such
    as a NUL inserted anywhere)?  True means: run check_text on the whole text again"""
    return total_len > MAX_BYTES or _SUSPECT.search(inserted) is not None
