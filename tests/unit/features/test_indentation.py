"""The document's own indentation: detected from its lines, read from .editorconfig, and kept by formatting
and by the text completion inserts; the client's options count only for a file with no indentation yet."""
import pytest

from urdf_ls.document.document import Document
from urdf_ls.features import completion
from urdf_ls.features.formatting import formatted_text, options_for
from urdf_ls.features.indentation import Detected, detect, resolve
from urdf_ls.workspace.editorconfig import IndentConfig, indent_config, parse
from urdf_ls.workspace.workspace import Workspace

TWO = '<robot name="r">\n  <link name="a">\n    <visual/>\n  </link>\n</robot>\n'
FLAT = '<robot name="r">\n<link name="a">\n<visual/>\n</link>\n</robot>\n'


@pytest.mark.parametrize("text,found", [
    (TWO, Detected(False, 2)),
    (TWO.replace("  ", "    "), Detected(False, 4)),
    (TWO.replace("  ", "\t"), Detected(True, None)),
    (FLAT, None),
    # an aligned attribute line is not markup; the nesting steps win
    ('<robot name="r">\n   <joint name="j"\n          type="fixed">\n      <parent link="a"/>\n   </joint>\n</robot>',
     Detected(False, 3)),
])
def test_detect(text, found):
    assert detect(text) == found


def test_client_options_only_for_a_file_without_indentation():
    # stock Neovim: noexpandtab -> insertSpaces=false; a 2-space file stays 2-space
    doc = Document(TWO.replace("  <visual/>", "<visual/>"), None)
    opts = options_for(doc, 8, False)
    assert (opts.tab_size, opts.insert_spaces) == (2, True)
    assert formatted_text(doc, opts) == TWO
    flat = Document(FLAT, None)
    assert formatted_text(flat, options_for(flat, 8, False)) == TWO.replace("    ", "\t\t").replace("  ", "\t")
    assert formatted_text(flat, options_for(flat, 3, True)) == TWO.replace("  ", "   ")
    assert resolve(flat) is None


def test_editorconfig_parse():
    root, sections = parse("root = TRUE\n; c\n[*]\nindent_style=space\n# c\n[*.{urdf,xacro}]\n"
                           "Indent_Size : 4\n[Makefile]\nindent_style = tab\n")
    assert root
    assert sections == [("*", {"indent_style": "space"}), ("*.{urdf,xacro}", {"indent_size": "4"}),
                        ("Makefile", {"indent_style": "tab"})]


def project(tmp_path, files):
    ws = tmp_path / "ws"
    for name, text in files.items():
        p = ws / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return ws


def test_editorconfig_nearest_wins_and_sections_match(tmp_path):
    ws = project(tmp_path, {
        ".editorconfig": "root = true\n[*]\nindent_style = space\nindent_size = 2\n[**.xacro]\nindent_size = 3\n",
        "robots/.editorconfig": "[*.urdf]\nindent_size = 4\n[/sub/*.urdf]\nindent_style = tab\n",
        "robots/a.urdf": "", "robots/sub/b.urdf": "", "robots/x/c.urdf.xacro": "", "d.txt": ""})
    folders = [str(ws)]
    assert indent_config(str(ws / "robots/a.urdf"), folders) == IndentConfig("space", 4, 4)
    assert indent_config(str(ws / "robots/sub/b.urdf"), folders) == IndentConfig("tab", 4, 4)
    assert indent_config(str(ws / "robots/x/c.urdf.xacro"), folders) == IndentConfig("space", 3, 3)
    assert indent_config(str(ws / "d.txt"), folders) == IndentConfig("space", 2, 2)


def test_editorconfig_stops_at_root_and_at_the_workspace_folder(tmp_path):
    ws = project(tmp_path, {"proj/.editorconfig": "root=true\n", "proj/a.urdf": "", "b.urdf": ""})
    (tmp_path / ".editorconfig").write_text("[*]\nindent_style = tab\n")
    (ws / ".editorconfig").write_text("[*]\nindent_style = tab\n")
    assert indent_config(str(ws / "proj/a.urdf"), [str(ws)]) == IndentConfig()       # root = true above it
    assert indent_config(str(ws / "b.urdf"), [str(ws)]).style == "tab"
    (ws / ".editorconfig").unlink()
    assert indent_config(str(ws / "b.urdf"), [str(ws)]) == IndentConfig()   # not above the workspace folder


def test_editorconfig_unreadable_or_odd_is_ignored(tmp_path):
    ws = project(tmp_path, {"a.urdf": ""})
    (ws / ".editorconfig").mkdir()          # not a regular file
    assert indent_config(str(ws / "a.urdf"), [str(ws)]) == IndentConfig()
    (ws / ".editorconfig").rmdir()
    (ws / ".editorconfig").write_text("[*\nindent_style = tab\n[{a,b]\nindent_size = x\n[*.urdf]\nindent_size=99\n")
    assert indent_config(str(ws / "a.urdf"), [str(ws)]) == IndentConfig()


def test_editorconfig_beats_the_document_and_the_client(tmp_path):
    ws = project(tmp_path, {".editorconfig": "[*.urdf]\nindent_style = tab\n", "a.urdf": TWO})
    doc = Document(TWO, str(ws / "a.urdf"), Workspace([str(ws)]))
    assert formatted_text(doc, options_for(doc, 2, True)) == TWO.replace("    ", "\t\t").replace("  ", "\t")


# ------------------------------------------------------------------ completion keeps the style
def complete(marked, path=None, workspace=None):
    off = marked.index("|")
    doc = Document(marked[:off] + marked[off + 1:], path, workspace)
    return completion.completion(doc, off)


def test_snippets_use_the_document_indentation():
    four = '<robot name="r">\n    <link name="base"/>\n    <link name="arm"/>\n    |\n</robot>\n'
    items = {i.label: i for i in complete(four)}
    link = items["link (full)"]
    assert "\t" not in link.snippet and "\t" not in link.plain
    assert '\n    <inertial>\n        <origin' in link.snippet
    assert '\n        <inertial>\n            <origin' in link.plain       # plain text also carries the line's indent
    tabs = complete(four.replace("    ", "\t"))
    assert '\n\t<inertial>\n\t\t<origin' in {i.label: i for i in tabs}["link (full)"].snippet
    # no indentation yet: the snippet keeps its tabs for the client to expand by its own options
    flat = {i.label: i for i in complete('<robot name="r">\n|\n</robot>\n')}
    assert '\n\t<inertial>' in flat["link (full)"].snippet and '\n  <inertial>' in flat["link (full)"].plain


def test_joint_snippet_offers_the_document_links():
    text = ('<robot name="r">\n  <link name="base"/>\n  <link name="arm"/>\n  <link name="tool"/>\n'
            '  <joint name="j" type="fixed"><parent link="base"/><child link="arm"/></joint>\n  |\n</robot>\n')
    joint = {i.label: i for i in complete(text)}["joint (revolute)"]
    assert '<parent link="${3|base,arm,tool|}"/>' in joint.snippet
    assert '<child link="${4|tool,base,arm|}"/>' in joint.snippet      # not yet a child first, the root last
    assert '<parent link="base"/>' in joint.plain and '<child link="tool"/>' in joint.plain
    odd = {i.label: i for i in complete(text.replace("tool", "a,b"))}["joint (revolute)"]
    assert '<parent link="${3|base,arm|}"/>' in odd.snippet        # a name snippet syntax cannot hold is left out
    none = {i.label: i for i in complete('<robot name="r">\n  |\n</robot>\n')}["joint (revolute)"]
    assert '<parent link="${3:parent_link}"/>' in none.snippet
    many = "".join('  <link name="l%d"/>\n' % i for i in range(completion.MAX_CHOICES + 1))
    lots = {i.label: i for i in complete('<robot name="r">\n%s  |\n</robot>\n' % many)}["joint (revolute)"]
    assert '<parent link="${3:parent_link}"/>' in lots.snippet


def test_link_attribute_of_parent_and_child_offers_links():
    text = '<robot name="r">\n  <link name="base"/>\n  <link name="arm"/>\n  <joint name="j" type="fixed">\n' \
           '    <parent link="%s"/>\n    <child link="%s"/>\n  </joint>\n</robot>\n'
    assert [i.label for i in complete(text % ("|", ""))] == ["base", "arm"]
    assert [i.label for i in complete(text % ("base", "a|"))] == ["arm"]


XACRO = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <xacro:property name="len" value="1"/>\n'
         '  <link name="a"><visual><origin xyz="%s"/></visual></link>\n</robot>\n')


@pytest.mark.parametrize("value,inserted", [
    ("${le|", "len}"),          # nothing closes it: the '}' comes with the name
    ("${le|}", "len"),
    ("${le| * 2}", "len"),
    ("${|", "len}"),
    ("${le| ${len}", "len}"),    # the next '}' closes another expression
])
def test_expression_completion_closes_the_brace(value, inserted):
    items = complete(XACRO % value)
    got = {i.label: i for i in items}["len"]
    assert got.snippet == inserted and got.plain == inserted


@pytest.mark.parametrize("glob,rel,hit", [
    ("*.{urdf,xacro}", "a/b.xacro", True), ("*.{urdf,xacro}", "b.txt", False), ("{a,b}/*.urdf", "a/x.urdf", True),
    ("{a,b}/*.urdf", "c/x.urdf", False), ("file{1..3}.urdf", "file2.urdf", True), ("[!ab].urdf", "a.urdf", False),
    ("sub/*.urdf", "x/sub/a.urdf", False), ("**/sub/*.urdf", "x/sub/a.urdf", True), ("{a,b", "{a,b", True)])      # (an unmatched brace is literal)
def test_editorconfig_globs(tmp_path, glob, rel, hit):
    ws = project(tmp_path, {".editorconfig": "root = true\n[%s]\nindent_style = tab\n" % glob, rel: ""})
    assert (indent_config(str(ws / rel), [str(ws)]).style == "tab") is hit
