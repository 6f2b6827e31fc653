"""Formatting: what it rewrites (cases as data), idempotence, range formatting, and on the third-party corpus
that readers see the same document before and after (lxml: same elements, attributes in the same order,
same text once whitespace-only text is dropped, same comments; urdf-ls: the same diagnostic codes).

The corpus test checks every file (`python tests/test_formatting.py` prints the numbers); check_urdf's
own output is compared on a fixed sample of the .urdf files (two processes per file)."""
import collections
import os
import random
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from urdf_ls.document.document import Document  # noqa: E402
from urdf_ls.features.formatting import FormatOptions, format_document, format_range, formatted_text  # noqa: E402
from urdf_ls.text.guard import check_bytes  # noqa: E402
from urdf_ls.workspace.files import read_bytes  # noqa: E402
from urdf_ls.workspace.workspace import Workspace  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.environ.get("URDF_LS_CORPUS", os.path.join(ROOT, ".corpus"))


def fmt(text, **opt):
    return formatted_text(Document(text, None), FormatOptions(**opt))


CASES = [
    ("indent", '<robot name="r">\n<link name="a">\n<visual/>\n</link>\n</robot>\n',
     '<robot name="r">\n  <link name="a">\n    <visual/>\n  </link>\n</robot>\n'),
    ("attribute spacing", '<robot  name = "r" >\n  <link   name="a"  />\n</robot>',
     '<robot name="r">\n  <link name="a"/>\n</robot>'),
    ("close tag spacing", '<robot name="r">\n  <link name="a">\n  </link   >\n</robot >',
     '<robot name="r">\n  <link name="a">\n  </link>\n</robot>'),
    ("blank lines shrink to one", '<robot name="r">\n\n\n\n  <link name="a"/>\n</robot>',
     '<robot name="r">\n\n  <link name="a"/>\n</robot>'),
    ("trailing whitespace", '<robot name="r">   \n  <link name="a"/>\t\n</robot>  \n  ',
     '<robot name="r">\n  <link name="a"/>\n</robot>\n'),
    ("attributes on their own lines align", '<robot name="r">\n<joint name="j"\n   type="fixed">\n'
     '<parent link="a"/>\n</joint>\n</robot>',
     '<robot name="r">\n  <joint name="j"\n         type="fixed">\n    <parent link="a"/>\n  </joint>\n</robot>'),
    ("comment interior kept", '<robot name="r">\n<!-- a\n      b -->\n<link name="a"/>\n</robot>',
     '<robot name="r">\n  <!-- a\n      b -->\n  <link name="a"/>\n</robot>'),
    ("mixed content kept", '<robot name="r">\n<gazebo>\n<plugin>\n   text\n     <x/>\n</plugin>\n</gazebo>\n</robot>',
     '<robot name="r">\n  <gazebo>\n    <plugin>\n   text\n     <x/>\n</plugin>\n  </gazebo>\n</robot>'),
    ("cdata kept", '<robot name="r">\n<gazebo>\n<![CDATA[ x ]]>\n   <y/>\n</gazebo>\n</robot>',
     '<robot name="r">\n  <gazebo>\n<![CDATA[ x ]]>\n   <y/>\n</gazebo>\n</robot>'),
    ("whitespace-only element kept", '<robot name="r">\n<a>   </a>\n</robot>', '<robot name="r">\n  <a>   </a>\n</robot>'),
    ("values untouched", '<robot name="r">\n<link name=" a  b "/>\n</robot>', '<robot name="r">\n  <link name=" a  b "/>\n</robot>'),
    ("multi-line value untouched", '<robot name="r">\n <xacro:macro name="m" params="a\n      b">\n<link name="x"/>\n'
     ' </xacro:macro>\n</robot>', '<robot name="r">\n  <xacro:macro name="m" params="a\n      b">\n    <link name="x"/>\n'
     '  </xacro:macro>\n</robot>'),
    ("crlf kept", '<robot name="r">\r\n<link name="a"/>\r\n</robot>\r\n', '<robot name="r">\r\n  <link name="a"/>\r\n</robot>\r\n'),
    ("same-line markup kept", '<robot name="r"><link name="a"/>  <link name="b"/></robot>',
     '<robot name="r"><link name="a"/>  <link name="b"/></robot>'),
    ("xml:space preserve", '<robot name="r">\n<a xml:space="preserve">\n      <b/>\n</a>\n</robot>',
     '<robot name="r">\n  <a xml:space="preserve">\n      <b/>\n</a>\n</robot>'),
    ("syntax errors: untouched", '<robot name="r">\n<link name="a">\n</robot>', '<robot name="r">\n<link name="a">\n</robot>'),
]


@pytest.mark.parametrize("name,before,after", CASES, ids=[c[0] for c in CASES])
def test_format_cases(name, before, after):
    assert fmt(before) == after
    assert fmt(after) == after


def test_tabs_and_tab_size():
    text = '<robot name="r">\n<link name="a">\n<visual/>\n</link>\n</robot>'
    assert fmt(text, tab_size=4) == '<robot name="r">\n    <link name="a">\n        <visual/>\n    </link>\n</robot>'
    assert fmt(text, insert_spaces=False) == '<robot name="r">\n\t<link name="a">\n\t\t<visual/>\n\t</link>\n</robot>'


def test_range_formatting_touches_only_the_range():
    text = '<robot name="r">\n<link name="a">\n<visual/>\n</link>\n<link  name="b"/>\n</robot>'
    doc = Document(text, None)
    start = text.index("<visual")   # the range: the line of <visual/> only
    edits = format_range(doc, start, start + 3)
    new = text
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        new = new[:e.start] + e.new_text + new[e.end:]
    assert new == '<robot name="r">\n<link name="a">\n    <visual/>\n</link>\n<link  name="b"/>\n</robot>'


def test_edits_are_minimal_and_ordered():
    doc = Document('<robot name="r">\n<link name="a"/>\n</robot>', None)
    edits = format_document(doc)
    assert [(e.start, e.end, e.new_text) for e in edits] == [(17, 17, "  ")]


# ------------------------------------------------------------------ corpus
def corpus_files():
    man = os.path.join(CORPUS, "MANIFEST.tsv")
    if not os.path.exists(man):
        return []
    out = []
    with open(man) as f:
        next(f)
        for line in f:
            r = line.rstrip("\n").split("\t")
            if r[2] in ("urdf", "xacro"):
                out.append((r[0], os.path.join(CORPUS, "files", r[1])))
    return out


def _lxml_view(text):
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


def check_file(path, ws, opt=None):
    """None when formatting is safe for this file, else what differs; also whether lxml compared"""
    text, problems = check_bytes(read_bytes(path))
    if problems and not text:
        return None, "unreadable"
    doc = Document(text, os.path.abspath(path), ws)
    once = formatted_text(doc, opt)
    doc2 = Document(once, os.path.abspath(path), ws)
    twice = formatted_text(doc2, opt)
    if twice != once:
        return "not idempotent", "changed"
    before = collections.Counter(d.code.value for d in doc.diagnostics())
    after = collections.Counter(d.code.value for d in doc2.diagnostics())
    if before != after:
        return "diagnostics changed: %s -> %s" % (dict(before - after), dict(after - before)), "changed"
    if once == text:
        return None, "unchanged"
    va = _lxml_view(text)
    if va is None:
        return None, "lxml rejects the original"
    if va != _lxml_view(once):
        return "lxml reads a different document", "changed"
    return None, "changed (lxml compared)"


# files take turns: two spaces (the common style: most files come out unchanged), four spaces, tabs
OPTIONS = [FormatOptions(), FormatOptions(tab_size=4), FormatOptions(insert_spaces=False)]


def run_corpus(files):
    ws = {}
    bad, stats = [], collections.Counter()
    for i, (source, path) in enumerate(files):
        w = ws.setdefault(source, Workspace([os.path.join(CORPUS, "files", source)]))
        problem, outcome = check_file(path, w, OPTIONS[i % len(OPTIONS)])
        stats["files"] += 1
        stats[outcome] += 1
        if problem:
            bad.append("%s: %s" % (path, problem))
    return bad, stats


def test_corpus_formatting_keeps_what_readers_see():
    files = corpus_files()
    if not files:
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    bad, stats = run_corpus(files)        # every file of the corpus (about 11 s of CPU)
    assert not bad, bad[:10]
    assert stats["changed (lxml compared)"] > 0


if __name__ == "__main__":
    t0 = time.monotonic()
    files = corpus_files()
    bad, stats = run_corpus(files)
    print("\n".join(bad[:50]))
    print(dict(stats), "problems:", len(bad), "%.1fs" % (time.monotonic() - t0))


# ------------------------------------------------------------------ property test
try:
    from hypothesis import given, settings
    from hypothesis import strategies as st
except ImportError:  # pragma: no cover
    given = None

if given is not None:
    _WS = st.text(alphabet=" \t\n", max_size=6) | st.sampled_from(["\r\n  ", "\n\n\n    ", " "])
    _NAMES = st.sampled_from(["robot", "link", "joint", "visual", "origin", "xacro:if", "plugin", "a"])
    _VALUES = st.text(alphabet="ab 1.\n\t${}*", max_size=6)

    @st.composite
    def _element(draw, depth=0):
        name = draw(_NAMES)
        attrs = draw(st.lists(st.sampled_from(["name", "xyz", "type", "value"]), max_size=3, unique=True))
        tag = "<" + name + "".join("%s%s%s=%s\"%s\"" % (draw(_WS) or " ", a, draw(st.sampled_from(["", " "])),
                                                          draw(st.sampled_from(["", " "])), draw(_VALUES).replace('"', ""))
                                   for a in attrs) + draw(_WS)
        if depth >= 3 or draw(st.booleans()):
            return tag + "/>"
        parts = []
        for _ in range(draw(st.integers(0, 3))):
            kind = draw(st.sampled_from(["el", "el", "comment", "text", "cdata"]))
            parts.append(draw(_WS))
            if kind == "el":
                parts.append(draw(_element(depth + 1)))
            elif kind == "comment":
                parts.append("<!--%s-->" % draw(st.text(alphabet="ab \n", max_size=5)))
            elif kind == "text":
                parts.append(draw(st.text(alphabet="ab \n", min_size=1, max_size=5)))
            else:
                parts.append("<![CDATA[%s]]>" % draw(st.text(alphabet="a< \n", max_size=4)))
        parts.append(draw(_WS))
        return tag + ">" + "".join(parts) + "</" + name + draw(st.sampled_from(["", " ", "\n"])) + ">"

    @settings(max_examples=300, deadline=None)
    @given(_element(), _WS, st.sampled_from(OPTIONS), st.integers(0, 400), st.integers(0, 400))
    def test_formatting_property(body, tail, opt, a, b):
        text = '<?xml version="1.0"?>\n' + body + tail
        doc = Document(text, None)
        edits = format_document(doc, opt)
        assert all(x.end <= y.start for x, y in zip(edits, edits[1:]))     # ordered, never overlapping
        lo, hi = sorted((min(a, len(text)), min(b, len(text))))
        ls, le = doc.lines.line_start(lo), doc.lines.line_end(doc.lines.line_of(hi))
        assert format_range(doc, lo, hi, opt) == [e for e in edits if ls <= e.start and e.end <= le]
        once = formatted_text(doc, opt)
        assert formatted_text(Document(once, None), opt) == once
        assert _lxml_view(once) == _lxml_view(text)
        assert sorted(d.code.value for d in Document(once, None).diagnostics()) == sorted(
            d.code.value for d in Document(text, None).diagnostics())


def test_corpus_formatting_keeps_check_urdf_output(tmp_path):
    """urdfdom itself: check_urdf prints the same tree (and the same errors, exit code) before and after"""
    import subprocess
    from conftest import need
    exe = need("check_urdf")
    files = [f for f in corpus_files() if f[1].endswith(".urdf")]
    if not files:
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    files = random.Random(5).sample(files, min(len(files), 120))

    def run(text):
        (tmp_path / "r.urdf").write_text(text, encoding="utf-8")
        p = subprocess.run([exe, "r.urdf"], cwd=str(tmp_path), capture_output=True, text=True, errors="replace",
                           timeout=60)
        return p.returncode, p.stdout, p.stderr

    changed = 0
    for i, (_, path) in enumerate(files):
        text, _ = check_bytes(read_bytes(path))
        new = formatted_text(Document(text, None), OPTIONS[i % len(OPTIONS)])
        if new != text:
            changed += 1
            assert run(new) == run(text), path
    assert changed > 0
