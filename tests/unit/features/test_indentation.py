"""The document's own indentation: detected from its lines, and kept by formatting and by the snippets completion
inserts; .editorconfig beats it, and the client's options count only for a file with no indentation yet."""
import pytest

from urdf_ls.document.document import Document
from urdf_ls.features import completion
from urdf_ls.features.formatting import formatted_text, options_for
from urdf_ls.features.indentation import Detected, detect, resolve
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


def project(tmp_path, files):
    ws = tmp_path / "ws"
    for name, text in files.items():
        p = ws / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return ws


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
