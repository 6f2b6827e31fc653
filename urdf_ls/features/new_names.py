"""Whether a rename's new name can be written into every place it goes: why not, in words, or None.
A name is written raw into attribute values (and, for xacro names, into ${...} expressions), so it must
not close their quotes, start markup, or hold characters XML forbids or normalises away."""
from __future__ import annotations

from . import navigation, xacro_refs

_MARKUP = "<>&"
_QUOTE_NAMES = {'"': "double-quoted", "'": "single-quoted"}
_REFERENCES = {'"': "&quot;", "'": "&apos;"}


def rename_problem(doc, off, new_name) -> str | None:
    """why `new_name` cannot replace the name under the cursor, or None (also when there is no name there)"""
    if not new_name:
        return "the new name is empty"
    bad = _unwritable_char(new_name)
    if bad is not None:
        return "the new name holds %s, which cannot be written into XML" % bad
    target = xacro_refs.xacro_name_at(doc, off)
    if target is not None:
        if not xacro_refs.is_valid_name(target.kind, new_name):
            return "%r is not a valid xacro %s name: %s" % (new_name, target.kind, xacro_refs.NAME_RULES[target.kind])
        return None
    for ch in _MARKUP:
        if ch in new_name:
            return "the new name holds %r, which would be read as XML markup" % ch
    n = navigation.name_at(doc, off)
    if n is None:
        return None
    for q in _quotes(doc, (a for a, _ in navigation.occurrences(doc, n.kind, n.name))):
        if q in new_name:
            return "the new name holds %r and '%s' is written in a %s attribute value" % (q, n.name, _QUOTE_NAMES[q])
    return None


def _unwritable_char(name):
    """'U+XXXX (why)' of the first character XML cannot carry in an attribute value, or None: C0 controls
    (tab and newlines too: attribute normalisation turns them into spaces), DEL and C1 controls,
    surrogates (lone ones arrive from JSON) and the non-characters U+FFFE/U+FFFF"""
    for ch in name:
        c = ord(ch)
        if c < 0x20 or 0x7F <= c <= 0x9F:
            return "U+%04X (a control character)" % c
        if 0xD800 <= c <= 0xDFFF:
            return "U+%04X (a lone surrogate)" % c
        if c in (0xFFFE, 0xFFFF):
            return "U+%04X (not a character)" % c
    return None


def _quotes(doc, attrs):
    """the quote characters around the given attributes' values"""
    text, out = doc.text, set()
    for a in attrs:
        q = text[a.value_start - 1:a.value_start] if a.value_start > a.name_end else ""
        if q in _QUOTE_NAMES:
            out.add(q)
    return out


def in_attribute(text, a, new_name) -> str:
    """new_name as it is written into attribute a of text (another file a rename reaches): the attribute's own
    quote character, where the name holds it, as its character reference, which TinyXML and xacro read back
    as the character (written raw it would close the value: <link name='it's'>)"""
    q = text[a.value_start - 1:a.value_start] if a.value_start > a.name_end else ""
    return new_name.replace(q, _REFERENCES[q]) if q in _REFERENCES and q in new_name else new_name
