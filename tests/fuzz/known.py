"""Known disagreements between urdf-ls and check_urdf / xacro (today's bugs, see issue #13).

Each entry names the mutation class(es), the direction and a pattern of the key (check_urdf's normalised
first Error message for missed-error, urdf-ls's error codes for false-error, urdf-ls's xacro codes for
xacro disagreements), the issue, and a minimised reproducer.  tests/e2e/test_fuzz_differential_sample.py fails on a
disagreement that matches no entry, and on an entry whose reproducer no longer disagrees: move the entry
to FIXED when the fix lands (its reproducer then must agree)."""
from __future__ import annotations

import re


class Known:
    def __init__(self, id, classes, direction, key, issue, note, example, ext=".urdf", codec="utf-8", subs=None):
        self.id, self.classes, self.direction, self.key = id, set(classes), direction, re.compile(key)
        self.issue, self.note, self.example, self.ext, self.codec = issue, note, example, ext, codec
        self.subs = set(subs) if subs else None

    def matches(self, cls, sub, result):
        return ((cls in self.classes or "*" in self.classes) and (self.subs is None or sub in self.subs)
                and result[0] == self.direction and self.key.search(result[1]) is not None)


LINK_B = ('<link name="a"/><link name="b"/><joint name="j" type="revolute"><parent link="a"/><child link="b"/>'
          '<limit effort="1" velocity="1"/>{}</joint>')


def robot(inner="", name="r", links=LINK_B):
    return '<robot name="%s">%s%s</robot>' % (name, links.format(inner) if "{}" in links else links, "")


KNOWN = [
    # ---- open: found by the fuzzer (issue #13, classes beyond its list)
    Known("nul-after-root", ["markup"], "false-error", r"binary-file",
          "#13 (fuzzer)", "a NUL byte after the root element: urdfdom reads the text as a C string and stops "
          "there; urdf-ls's input guard refuses the file as binary", robot() + "\x00", subs=["markup_epilog"]),
    Known("charref-dropped", ["attr-value"], "false-error", r".",
          "#13 (fuzzer; item 6, the accepting side)", "character references beyond Unicode or to a surrogate "
          "(&#x110000; &#xD800;): TinyXML writes bytes that are no text, and urdfdom accepts some of them at "
          "the end of a value ('0 0 0&#x110000;' reads as '0 0 0'); urdf-ls keeps them as written and reports an "
          "Error (&#0; and &#; now end the value as in TinyXML)", robot(links='<link name="a"><visual>'
          '<origin rpy="0 0 0&#x110000;"/><geometry><box size="1 1 1"/></geometry></visual></link>'),
          subs=["attr_value_charref"]),
    Known("xml-decl-without-space", ["attr-value"], "missed-error", r"^Could not find the",
          "#13 (fuzzer)", "'<?xml' run into the next word ('<?xmlversion?>'): TinyXML parses it as the declaration, "
          "fails on its attributes and loses <robot>; urdf-ls reads a processing instruction and goes on",
          '<?xmlversion?><robot name=""><link name=""/></robot>', subs=["attr_value_charref"]),
]


# Closed classes: the issue's seven disagreements (HEAD b65af4c agrees with check_urdf on each) and the
# fuzzer's findings fixed since; their reproducers stay as regression checks (test_fixed_class_still_agrees)
FIXED = [
    Known("nested-links", ["nesting"], "false-error", r"xml-|link-no-name|multiple-roots",
          "#30", "two <link>/<joint> elements nested in one element (urdfdom ignores them): the scanner read the "
          "second as typed before the close tags of the first's parents and reported unclosed/mismatched tags",
          robot(links='<link name="a"><visual><geometry><box size="1 1 1"/></geometry><link name="c"/>'
                      '<link name="d"/></visual></link>'), subs=["nest_move", "nest_duplicate", "nest_wrap"]),
    Known("nested-link", ["nesting"], "false-error", r"xml-|link-no-name",
          "#13 (fuzzer), #30", "a <link> inside <visual>, <material> or <inertial> (urdfdom ignores it): urdf-ls "
          "closed the outer elements there and reported unclosed/mismatched tags and link-no-name",
          robot(links='<link name="a"><visual><geometry><box size="1 1 1"/></geometry><link></link></visual>'
                      '</link>'), subs=["nest_move", "nest_duplicate", "nest_wrap"]),
    Known("latin1-bytes", ["encoding"], "missed-error", r"^Error reading Attributes|^Error parsing",
          "#13 (fuzzer)", "bytes that are not UTF-8 (Latin-1 'ß' = 0xDF) in a value of a file with an XML "
          "declaration or a BOM (TinyXML then reads UTF-8): 0xDF is taken as a 2-byte lead and swallows the "
          "closing quote; without a declaration TinyXML reads bytes and accepts it.  urdf-ls decoded with "
          "replacement and said nothing",
          '<?xml version="1.0"?>\n' + robot().replace('<joint name="j"', '<joint name="j\u00df"'),
          codec="latin-1", subs=["enc_latin1"]),
    Known("unquoted-value-with-quote", ["attr-name"], "missed-error", r"^Error reading Attributes|empty tag",
          "#13 (fuzzer)", "an unquoted value that contains a quote (name=a\"): urdfdom fails with 'Error reading "
          "Attributes'; urdf-ls only warned xml-unquoted-value", '<robot name="r"><link name=a"></link></robot>',
          subs=["attr_unquoted"]),
    Known("bare-ampersand", ["attr-value"], "false-error", r".",
          "#13 (fuzzer)", "TinyXML drops a bare '&' that starts no known entity ('0&.1' reads as 0.1, 'a&b' as "
          "'ab'); urdf-ls checks the raw value", robot('<dynamics damping="0&.1"/>'),
          subs=["attr_value_amp", "attr_value_entity"]),
    Known("charref-in-content", ["markup"], "missed-error", r"^Error reading Element value",
          "#13 (fuzzer; item 6 in text content)", "malformed character references (&#xZZ; &#12a;) in text content, "
          "not in an attribute: urdfdom fails with 'Error reading Element value'; urdf-ls is silent",
          robot().replace("</robot>", "&#xZZ;</robot>"), subs=["markup_content"]),
    Known("text-before-root", ["markup"], "missed-error", r"^Error document empty|Could not find the",
          "#13 (fuzzer)", "text before the root element: urdfdom fails (document empty / no robot element); "
          "urdf-ls only warns xml-text-outside-root", "junk " + robot(), subs=["markup_prolog"]),
    Known("junk-after-root", ["markup"], "false-error", r"xml-mismatched-tag",
          "#13 (fuzzer)", "urdfdom reads a close tag after the root element (a second </robot>) as an unknown "
          "node; urdf-ls reported xml-mismatched-tag (now a warning)", robot() + "</robot>", subs=["markup_epilog"]),
    Known("nested-robot", ["nesting"], "missed-error", r"No link elements found",
          "#13 (fuzzer)", "links wrapped in a nested <robot> are not children of the root: urdfdom fails with 'No "
          "link elements found'; urdf-ls only warns unknown-element (with <foo> as wrapper it does say no-links)",
          '<robot name="r"><robot><link name="a"/></robot></robot>', subs=["nest_wrap"]),
    Known("material-ref-in-collision", ["*"], "false-error", r"duplicate-material",
          "#13 (fuzzer; refactor regression since d41c075)", "a material reference <material name='w'/> inside "
          "<collision> (ignored by urdfdom) is reported as Error duplicate-material",
          '<robot name="r"><material name="w"><color rgba="1 1 1 1"/></material><link name="a"><collision>'
          '<geometry><box size="1 1 1"/></geometry><material name="w"/></collision></link></robot>'),
    Known("lt-gt-in-attribute", ["attr-value"], "false-error", r"xml-|no-links|unknown-link|joint-|link-no-name",
          "#13 (3), a case the fix missed", "'<>' inside a quoted value (filename=\"<>\"): urdfdom accepts it; "
          "urdf-ls still splits the tag ('a<b' alone is fixed)", robot(links='<link name="a"><visual><geometry>'
          '<mesh filename="<>"/></geometry></visual></link>'), subs=["attr_value_lt"]),
    Known("unicode-digits", ["numbers"], "missed-error", r"not a valid float|Unable to parse component",
          "#13 (1)", "non-ASCII digits (fullwidth, Arabic-Indic, Devanagari) are accepted: \\d matches them",
          robot('<dynamics damping="\uff11"/>'), subs=["num_unicode_digit"]),
    Known("utf16-bom", ["encoding"], "missed-error", r"^Error document empty",
          "#13 (2)", "UTF-16 with a BOM: urdfdom reads an empty document, urdf-ls decodes it",
          robot(), codec="utf-16-le-bom", subs=["enc_utf16"]),
    Known("lt-in-attribute", ["attr-value"], "false-error", r"xml-|no-links|unknown-link|joint-",
          "#13 (3)", "'<' inside an attribute value splits the tag in urdf-ls's scanner; urdfdom accepts it",
          robot(name="a<b"), subs=["attr_value_lt"]),
    Known("stray-lt-in-content", ["markup"], "false-error", r"xml-stray-lt",
          "#13 (4)", "'<' followed by whitespace in content ('< gazebo/>'): urdfdom accepts it",
          robot().replace("</robot>", "< gazebo/></robot>"), subs=["markup_content"]),
    Known("bad-attribute-name", ["attr-name"], "missed-error", r"^Error reading Attributes",
          "#13 (5)", "attribute names urdfdom rejects (1x, -x, .x, :x, x@): urdf-ls only warns",
          robot().replace('<link name="a"/>', '<link 1x="2" name="a"/>'), subs=["attr_name_bad"]),
    Known("malformed-charref", ["attr-value"], "missed-error", r"^Error parsing Element",
          "#13 (6)", "malformed character references (&#xZZ; &#12a;) in attribute values: urdfdom errors",
          robot(name="a&#xZZ;b"), subs=["attr_value_charref"]),
    Known("inline-color-no-rgba", ["material"], "false-error", r"color-no-rgba",
          "#13 (7)", "inline <material name><color/></material> without rgba inside <visual>: urdfdom accepts it",
          robot(links='<link name="a"><visual><geometry><box size="1 1 1"/></geometry><material name="m"><color/>'
                      '</material></visual></link>'), subs=["material_inline"]),
]

def match_known(cls, sub, result):
    return next((k for k in KNOWN if k.matches(cls, sub, result)), None)
