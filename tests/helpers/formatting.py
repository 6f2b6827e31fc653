"""What formatting must keep: the document as lxml reads it, and the option sets files take turns with."""
from urdf_ls.features.formatting import FormatOptions


def lxml_view(text):
    """elements, attributes (in order), non-whitespace text and tails, comments and PIs as lxml reads them;
    None when lxml rejects the text"""
    from lxml import etree
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True, remove_blank_text=False)
    try:
        root = etree.fromstring(text.encode("utf-8"), parser)
    except (etree.XMLSyntaxError, ValueError):
        return None

    def norm(s):
        return None if s is None or not s.strip() else s

    out = []
    for el in root.iter():
        tag = el.tag if isinstance(el.tag, str) else repr(el.tag)
        attrs = tuple(el.attrib.items()) if isinstance(el.tag, str) else ()
        out.append((tag, attrs, norm(el.text), norm(el.tail) if el is not root else None))
    return out


# files take turns: two spaces (the common style: most files come out unchanged), four spaces, tabs
OPTIONS = [FormatOptions(), FormatOptions(tab_size=4), FormatOptions(insert_spaces=False)]
