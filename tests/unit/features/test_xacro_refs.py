"""References and rename of xacro macros, properties and args across files: a macro defined in one
package's file and called from another file (plain include, $(find pkg) include, include with ns),
properties and args likewise; macro parameters and properties defined inside a macro stay local; a file
that does not include the definition is never touched.  Unit level, then over LSP with the real server."""

import pytest

from tests.helpers.paths import NO_FOLDER
from tests.helpers.xacro_packages import OTHER, PARTS, ROBOT, write_parts_packages
from urdf_ls.document.document import Document
from urdf_ls.features import xacro_refs
from urdf_ls.workspace.workspace import Workspace


@pytest.fixture
def ws_root(tmp_path):
    return write_parts_packages(tmp_path)


def open_doc(root, rel, ws):
    path = root / rel
    return Document(path.read_text(), str(path), ws)


def at(text, needle, delta=0, nth=0):
    off = -1
    for _ in range(nth + 1):
        off = text.index(needle, off + 1)
    return off + delta


def found(locs, root, texts):
    """{file: [the text at each location]}; None stands for the document asked about"""
    out = {}
    for loc in locs:
        name = None if loc.path is None else str(loc.path).replace(str(root) + "/", "")
        text = texts[name]
        out.setdefault(name, []).append(text[loc.start:loc.end])
    return out


def line_of(text, off):
    return text.count("\n", 0, off)


def test_macro_references_reach_every_including_file(ws_root):
    ws = Workspace([str(ws_root)])
    doc = open_doc(ws_root, "bot/urdf/robot.xacro", ws)
    locs = xacro_refs.references(doc, at(ROBOT, "xacro:wheel side", 8), ws)
    texts = {None: ROBOT, "bot/urdf/parts.xacro": PARTS, "tools/urdf/other.xacro": OTHER}
    assert found(locs, ws_root, texts) == {None: ["wheel"] * 3, "bot/urdf/parts.xacro": ["wheel"],
                                           "tools/urdf/other.xacro": ["wheel", "wheel"]}
    other = [l for l in locs if l.path and l.path.endswith("other.xacro")]
    assert [line_of(OTHER, l.start) for l in other] == [3, 4]       # the call tag and <xacro:call macro=>
    without_decl = xacro_refs.references(doc, at(ROBOT, "xacro:wheel side", 8), ws, include_declaration=False)
    assert len(without_decl) == len(locs) - 1


def test_macro_rename_from_its_definition(ws_root):
    ws = Workspace([str(ws_root)])
    doc = open_doc(ws_root, "bot/urdf/parts.xacro", ws)
    edits = xacro_refs.rename(doc, at(PARTS, 'name="wheel"', 7), "tyre", ws)
    by_file = {(p or "parts").rsplit("/", 1)[-1]: es for p, _lines, es in edits}
    assert sorted(by_file) == ["other.xacro", "parts", "robot.xacro"]
    assert apply(ROBOT, by_file["robot.xacro"]).count("xacro:tyre") == 3 and "wheel" not in \
        apply(ROBOT, by_file["robot.xacro"])
    assert "<xacro:p.tyre side" in apply(OTHER, by_file["other.xacro"]) and 'macro="p.tyre"' in \
        apply(OTHER, by_file["other.xacro"])
    assert 'name="tyre"' in apply(PARTS, by_file["parts"])
    assert xacro_refs.rename(doc, at(PARTS, 'name="wheel"', 7), "no spaces", ws) is None


def apply(text, edits):
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        text = text[:e.start] + e.new_text + text[e.end:]
    return text


def test_property_and_arg_across_files_but_not_the_macro_parameter(ws_root):
    ws = Workspace([str(ws_root)])
    doc = open_doc(ws_root, "bot/urdf/robot.xacro", ws)
    locs = xacro_refs.references(doc, at(ROBOT, "radius * 4", 1), ws)
    texts = {None: ROBOT, "bot/urdf/parts.xacro": PARTS}
    got = found(locs, ws_root, texts)
    assert got == {None: ["radius", "radius"], "bot/urdf/parts.xacro": ["radius", "radius"]}
    parts_lines = sorted(line_of(PARTS, l.start) for l in locs if l.path)
    assert parts_lines == [3, 4]          # the definition and the default of r; never the axle's parameter
    args = xacro_refs.references(doc, at(ROBOT, "arg prefix", 5), ws)
    assert found(args, ws_root, texts) == {None: ["prefix"], "bot/urdf/parts.xacro": ["prefix", "prefix"]}


def test_locals_stay_in_their_macro(ws_root):
    ws = Workspace([str(ws_root)])
    doc = open_doc(ws_root, "bot/urdf/parts.xacro", ws)
    param = xacro_refs.references(doc, at(PARTS, "${radius}\"/>", 3), ws)     # the axle's parameter
    assert [(l.path, line_of(PARTS, l.start)) for l in param] == [(None, 10), (None, 11)]
    local = xacro_refs.references(doc, at(PARTS, "${half}", 3), ws)
    assert [line_of(PARTS, l.start) for l in local] == [5, 7] and all(l.path is None for l in local)
    r = xacro_refs.rename(doc, at(PARTS, "${r}", 3), "rad", ws)
    assert len(r) == 1 and r[0][0] is None
    assert 'params="side rad:=${radius}"' in apply(PARTS, r[0][2]) and "${rad/2}" in apply(PARTS, r[0][2])


def test_open_documents_use_their_unsaved_text(ws_root):
    ws = Workspace([str(ws_root)])
    edited = ROBOT.replace("<link name=", '<xacro:wheel side="mid"/>\n  <link name=')
    robot = Document(edited, str(ws_root / "bot/urdf/robot.xacro"), ws)
    parts = open_doc(ws_root, "bot/urdf/parts.xacro", ws)
    locs = xacro_refs.references(parts, at(PARTS, 'name="wheel"', 7), ws, {robot.path: robot})
    assert sum(1 for l in locs if l.path == robot.path) == 4 and all(
        edited[l.start:l.end] == "wheel" for l in locs if l.path == robot.path)


def test_nothing_for_builtins_and_plain_urdf(ws_root):
    ws = Workspace([str(ws_root)])
    doc = Document(ROBOT.replace("radius * 4", "pi * 4"), str(ws_root / "bot/urdf/robot.xacro"), ws)
    assert xacro_refs.references(doc, at(doc.text, "pi * 4", 1), ws) is None
    urdf = Document('<robot name="r"><link name="a"/></robot>', str(ws_root / "r.urdf"), ws)
    assert xacro_refs.references(urdf, 20, ws) is None


# ------------------------------------------------------------------ over LSP
def test_definition_of_a_parameter_that_shadows_a_property(ws_root):
    from urdf_ls.features import navigation
    ws = Workspace([str(ws_root)])
    doc = open_doc(ws_root, "bot/urdf/parts.xacro", ws)
    locs = navigation.definition(doc, at(PARTS, '${radius}"/>', 3))       # inside the axle macro
    assert [(l.path, line_of(PARTS, l.start)) for l in locs] == [(None, 10)]


def test_find_through_the_project_package_map(tmp_path):
    """the defining package lives outside the workspace; $(find xbot) resolves through urdf-ls.toml"""
    files = {"app/urdf-ls.toml": 'packages = { xbot = "../vendor/xbot" }',
             "app/robot.xacro": ROBOT.replace("$(find bot)/urdf/parts.xacro", "$(find xbot)/parts.xacro"),
             "vendor/xbot/parts.xacro": PARTS}
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    ws = Workspace([str(tmp_path / "app")])
    parts = open_doc(tmp_path, "vendor/xbot/parts.xacro", ws)
    locs = xacro_refs.references(parts, at(PARTS, 'name="wheel"', 7), ws)
    assert sorted((l.path or "parts", line_of(ROBOT if l.path else PARTS, l.start)) for l in locs) == [
        (str(tmp_path / "app" / "robot.xacro"), 4), (str(tmp_path / "app" / "robot.xacro"), 5),
        (str(tmp_path / "app" / "robot.xacro"), 5), ("parts", 4)]
    edits = xacro_refs.rename(parts, at(PARTS, "radius", 0), "rim", ws)
    robot = [es for p, _l, es in edits if p and p.endswith("robot.xacro")][0]
    assert "${rim * 4}" in apply(files["app/robot.xacro"], robot) and "${rim * 2}" in apply(
        files["app/robot.xacro"], robot)


def test_block_parameter_and_insert_block():
    text = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
            '<xacro:macro name="m" params="*origin">\n<joint name="j" type="fixed">'
            '<xacro:insert_block name="origin"/></joint>\n</xacro:macro>\n</robot>\n')
    doc = Document(text, None)
    ws = Workspace()
    for off in (text.index("*origin") + 2, text.index('name="origin"') + 7):
        got = [(text[s:e], d) for s, e, d in xacro_refs.in_document(doc, off)]
        assert got == [("origin", True), ("origin", False)]
    r = xacro_refs.rename(doc, text.index("*origin") + 2, "pose", ws)
    assert 'params="*pose"' in apply(text, r[0][2]) and '<xacro:insert_block name="pose"/>' in apply(text, r[0][2])


def test_property_uses_in_element_text_are_renamed_too():
    """<mu1>${mu}</mu1> in a gazebo block reads the property: renaming from the definition or from that use
    changes every use, in attributes and in text"""
    text = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
            '<xacro:property name="mu" value="0.5"/>\n<link name="a"/>\n'
            '<gazebo reference="a"><mu1>${mu}</mu1><mu2>${mu * 2}</mu2><kp value="${mu}"/></gazebo>\n</robot>')
    doc = Document(text, NO_FOLDER + "/refs_text.urdf.xacro")
    for at in (text.index('name="mu"') + 7, text.index("${mu}") + 3):
        [(_path, _lines, edits)] = xacro_refs.rename(doc, at, "friction", Workspace())
        new = text
        for e in sorted(edits, key=lambda e: -e.start):
            new = new[:e.start] + e.new_text + new[e.end:]
        assert "${mu" not in new and new.count("friction") == 4, new
