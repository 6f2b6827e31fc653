"""Inlay hints, colours, document links, path completion, folding/selection/highlight/workspace symbols,
the kinematic-tree view, suppression comments and the CI output formats.  Cases are data: a document with
a `|` marking the cursor and what the feature must return."""
import json
import os

import pytest

from tests.helpers.paths import NO_FOLDER
from tests.helpers.rule_cases import robot
from urdf_ls.cli import formats as cli_formats
from urdf_ls.codes import Code
from urdf_ls.document.document import Document
from urdf_ls.features import colors, inlay, links, paths, structure, tree_view
from urdf_ls.rules import suppress
from urdf_ls.workspace.files import FileCache
from urdf_ls.workspace.workspace import Workspace

XACRO = '<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">%s</robot>'


def at_cursor(marked, path=None, ws=None):
    off = marked.index("|")
    return Document(marked[:off] + marked[off + 1:], path, ws), off


def hints_by_text(doc):
    """(text just before the hint, label) for each hint"""
    return [(doc.text[max(0, h.offset - 6):h.offset], h.label) for h in inlay.inlay_hints(doc)]


# ------------------------------------------------------------------ inlay hints
INLAY = [
    ("property", XACRO % '<xacro:property name="w" value="0.5"/><link name="a"><visual><geometry>'
                         '<box size="${w*2} 1 1"/></geometry></visual></link>', [("${w*2}", "= 1")]),
    ("chained properties and pi", XACRO % '<xacro:property name="a" value="${pi/4}"/><xacro:property name="b" '
                                          'value="${a*2}"/><link name="l"><visual><origin xyz="${b} 0 0"/></visual>'
                                          '</link>', [("{pi/4}", "= 0.785398"), ("${a*2}", "= 1.5708"), ('="${b}', "= 1.5708")]),
    ("math function", XACRO % '<link name="l"><visual><origin xyz="${sqrt(4)} 0 0"/></visual></link>',
     [("rt(4)}", "= 2")]),
    ("rpy in degrees", XACRO % '<link name="l"><visual><origin rpy="0 0 ${pi/2}"/></visual></link>',
     [("{pi/2}", "= 1.5708"), ('pi/2}"', "0° 0° 90°")]),
    ("literal rpy in URDF", robot(joint_body='<origin rpy="1.5707963 0 0"/>'), [('3 0 0"', "90° 0° 0°")]),
    ("zero rpy: no hint", robot(joint_body='<origin rpy="0 0 0"/>'), []),
    ("unknown property: no hint", XACRO % '<link name="l"><visual><origin xyz="${q} 0 0"/></visual></link>', []),
    ("macro parameter shadows a property", XACRO % '<xacro:property name="w" value="1"/><xacro:macro name="m" '
                                                   'params="w"><link name="l"><visual><origin xyz="${w} 0 0"/>'
                                                   '</visual></link></xacro:macro>', []),
    ("arg default", XACRO % '<xacro:arg name="s" default="0.2"/><link name="l"><visual><origin '
                            'xyz="$(arg s) 0 0"/></visual></link>', [("arg s)", "= 0.2")]),
    ("property from an arg", XACRO % '<xacro:arg name="s" default="3"/><xacro:property name="p" value="$(arg s)"/>'
                                     '<link name="l"><visual><origin xyz="${p*2} 0 0"/></visual></link>',
     [("arg s)", "= 3"), ("${p*2}", "= 6")]),
    ("plain number: no hint", XACRO % '<link name="l"><visual><origin xyz="${0.5} 0 0"/></visual></link>', []),
    ("revolute limits in degrees", robot(joint_type="revolute", joint_body='<limit lower="-3.1415926" upper="1.5707963"'
                                                                           ' effort="1" velocity="1"/>'),
     [('15926"', "-180°"), ('07963"', "90°")]),
]


@pytest.mark.parametrize("name,text,expected", INLAY, ids=[c[0] for c in INLAY])
def test_inlay_hints(name, text, expected):
    doc = Document(text, NO_FOLDER + "/x.xacro" if "xacro" in text else None)
    assert hints_by_text(doc) == expected


def test_inlay_hints_settings_and_range():
    text = XACRO % ('<xacro:property name="w" value="2"/><link name="l"><visual><origin xyz="${w} 0 0" '
                    'rpy="0 0 ${pi}"/></visual></link>')
    doc = Document(text, NO_FOLDER + "/x.xacro")
    assert [h.kind for h in inlay.inlay_hints(doc, degrees=False)] == ["value", "value"]
    assert [h.kind for h in inlay.inlay_hints(doc, values=False)] == ["degrees"]
    assert inlay.inlay_hints(doc, values=False, degrees=False) == []
    assert inlay.inlay_hints(doc, 0, text.index("<link")) == []
    assert [h.label for h in inlay.inlay_hints(doc, args={})][0] == "= 2"


def test_inlay_args_override():
    text = XACRO % '<xacro:arg name="s" default="1"/><link name="l"><visual><origin xyz="$(arg s) 0 0"/></visual></link>'
    doc = Document(text, NO_FOLDER + "/x.xacro")
    assert [h.label for h in inlay.inlay_hints(doc, args={"s": "7"})] == ["= 7"]


# ------------------------------------------------------------------ colours
def test_document_colors():
    text = robot(body='<material name="m"><color rgba="1 0.5 0 1"/></material><material name="n">'
                      '<color rgba="2 0 0 1"/></material><material name="o"><color rgba="0 0 0"/></material>')
    doc = Document(text, None)
    found = colors.document_colors(doc)
    assert [(text[c.start:c.end], c.red, c.green, c.blue, c.alpha) for c in found] == [("1 0.5 0 1", 1, 0.5, 0, 1)]


@pytest.mark.parametrize("rgba,text", [
    ((1, 0.5, 0, 1), "1 0.5 0 1"),
    ((0.50196078, 0.25098039, 0.1, 0.3), "0.501961 0.25098 0.1 0.3"),
    ((0.00001, 1.0000001, -0.0, 1), "0.00001 1 0 1"),
])
def test_color_presentation_is_urdfdom_format(rgba, text):
    p = colors.color_presentations(5, 9, *rgba)
    assert p[0].label == text and p[0].edit.new_text == text and (p[0].edit.start, p[0].edit.end) == (5, 9)
    doc = Document(robot(body='<material name="m"><color rgba="%s"/></material>' % text), None)
    assert not [d for d in doc.diagnostics() if d.code.value.startswith("rgba")]


# ------------------------------------------------------------------ a package on disk
@pytest.fixture()
def pkg(tmp_path):
    ws = tmp_path / "ws"
    p = ws / "my_pkg"
    for d in ("meshes/arm", "textures", "urdf", ".hidden"):
        (p / d).mkdir(parents=True)
    (p / "package.xml").write_text("<package><name>my_pkg</name></package>")
    for f in ("meshes/base.stl", "meshes/arm/upper.dae", "meshes/readme.txt", "meshes/Tool.OBJ", "textures/wood.png",
              "urdf/parts.xacro"):
        (p / f).write_text("x")
    other = ws / "other_pkg"
    other.mkdir()
    (other / "package.xml").write_text("<package><name>other_pkg</name></package>")
    return ws


def test_document_links(pkg):
    path = str(pkg / "my_pkg" / "urdf" / "robot.urdf.xacro")
    text = XACRO % ('<xacro:include filename="$(find my_pkg)/urdf/parts.xacro"/>'
                    '<xacro:include filename="missing.xacro"/>'
                    '<link name="a"><visual><geometry><mesh filename="package://my_pkg/meshes/base.stl"/></geometry>'
                    '<material name="w"><texture filename="../textures/wood.png"/></material></visual>'
                    '<collision><geometry><mesh filename="$(find my_pkg)/meshes/arm/upper.dae"/></geometry></collision>'
                    '<collision><geometry><mesh filename="package://my_pkg/meshes/nope.stl"/></geometry></collision>'
                    '<collision><geometry><mesh filename="package://my_pkg/meshes"/></geometry></collision>'
                    '</link>')
    doc = Document(text, path, Workspace([str(pkg)]))
    found = [(text[k.start:k.end], os.path.relpath(k.target, str(pkg))) for k in links.document_links(doc)]
    assert found == [("$(find my_pkg)/urdf/parts.xacro", "my_pkg/urdf/parts.xacro"),
                     ("package://my_pkg/meshes/base.stl", "my_pkg/meshes/base.stl"),
                     ("../textures/wood.png", "my_pkg/textures/wood.png"),
                     ("$(find my_pkg)/meshes/arm/upper.dae", "my_pkg/meshes/arm/upper.dae")]


PATHS = [
    # (value with the cursor, element, expected labels, text the first item replaces)
    ('package://|', "mesh", ["my_pkg", "other_pkg"], ""),
    ('package://my|', "mesh", ["my_pkg", "other_pkg"], "my"),
    ('package://my_pkg/|', "mesh", ["arm/", "meshes/", "textures/", "urdf/"], ""),
    ('package://my_pkg/meshes/|', "mesh", ["arm/", "base.stl", "Tool.OBJ"], ""),
    ('package://my_pkg/meshes/ba|se.stl', "mesh", ["arm/", "base.stl", "Tool.OBJ"], "base.stl"),
    ('package://my_pkg/textures/|', "texture", ["wood.png"], ""),
    ('$(find |', "xacro:include", ["my_pkg", "other_pkg"], ""),
    ('$(find my|)/urdf', "xacro:include", ["my_pkg", "other_pkg"], "my"),
    ('$(find my_pkg)/urdf/|', "xacro:include", ["parts.xacro"], ""),
    ('$(find my_pkg)/|', "xacro:include", ["arm/", "meshes/", "textures/", "urdf/"], ""),
    ('meshes/|', "mesh", [], None),
    ('package://nope/|', "mesh", [], None),
    ('package://my_pkg/../|', "mesh", [], None),
    ('package://my_pkg//etc/|', "mesh", [], None),
]


@pytest.mark.parametrize("value,element,labels,replaced", PATHS, ids=[p[0] for p in PATHS])
def test_path_completion(pkg, value, element, labels, replaced):
    path = str(pkg / "my_pkg" / "urdf" / "robot.urdf.xacro")
    if element == "xacro:include":
        marked = XACRO % '<xacro:include filename="%s"/>' % value
    else:
        attr = "filename"
        marked = XACRO % ('<link name="a"><visual><geometry><%s %s="%s"/></geometry></visual></link>'
                          % (element, attr, value))
    doc, off = at_cursor(marked, path, Workspace([str(pkg)]))
    items = paths.path_completion(doc, off)
    got = [i.label for i in items]
    if "arm/" in labels and "meshes/" in labels:   # the package root: its folders (and no hidden ones)
        assert got == ["meshes/", "textures/", "urdf/"]
        return
    assert got == labels
    if items:
        assert doc.text[items[0].start:items[0].end] == replaced
        assert items[0].start <= off <= items[0].end


def test_path_completion_inserts_separator(pkg):
    path = str(pkg / "my_pkg" / "urdf" / "robot.urdf.xacro")
    doc, off = at_cursor(XACRO % '<xacro:include filename="$(find |"/>', path, Workspace([str(pkg)]))
    item = next(i for i in paths.path_completion(doc, off) if i.label == "my_pkg")
    assert item.plain == "my_pkg)/"
    doc, off = at_cursor(XACRO % '<xacro:include filename="$(find m|)/x"/>', path, Workspace([str(pkg)]))
    assert next(i for i in paths.path_completion(doc, off) if i.label == "my_pkg").plain == "my_pkg"


# ------------------------------------------------------------------ folding, selection, highlight
def test_folding_ranges():
    text = ('<robot name="r">\n'          # 0
            '  <!-- a\n'                  # 1
            '       b -->\n'              # 2
            '  <link name="a">\n'         # 3
            '    <visual/>\n'             # 4
            '  </link>\n'                 # 5
            '  <link name="b"/>\n'        # 6
            '  <joint name="j"\n'         # 7
            '         type="fixed"/>\n'   # 8
            '</robot>\n')                 # 9
    got = [(f.start_line, f.end_line, f.kind) for f in structure.folding_ranges(Document(text, None))]
    assert got == [(0, 8, "region"), (1, 2, "comment"), (3, 4, "region"), (7, 8, "region")]


SELECTION = [
    # cursor, the texts of the chain from the innermost out (the whole document last, not listed)
    ('<robot name="r"><link name="a"><visual><origin xyz="1 |2 3"/></visual></link></robot>',
     ['1 2 3', 'xyz="1 2 3"', '<origin xyz="1 2 3"/>', '<origin xyz="1 2 3"/>', '<visual><origin xyz="1 2 3"/></visual>',
      '<link name="a"><visual><origin xyz="1 2 3"/></visual></link>']),
    ('<robot name="r"><link name="a"><vis|ual/></link></robot>',
     ['visual', '<visual/>', '<link name="a"><visual/></link>']),
    ('<robot name="r" xmlns:xacro="x"><xacro:property name="w" value="1"/><link name="a"><visual><origin '
     'xyz="${w|*2} 0 0"/></visual></link></robot>', ['w', '${w*2}', '${w*2} 0 0', 'xyz="${w*2} 0 0"']),
]


@pytest.mark.parametrize("marked,chain", SELECTION)
def test_selection_ranges(marked, chain):
    doc, off = at_cursor(marked)
    r = structure.selection_ranges(doc, [off])[0]
    got = []
    while r is not None:
        got.append(doc.text[r.start:r.end])
        r = r.parent
    assert got[-1] == doc.text
    chain = [c for i, c in enumerate(chain) if i == 0 or c != chain[i - 1]]
    assert got[:len(chain)] == chain
    assert all(len(a) < len(b) for a, b in zip(got, got[1:]))


HIGHLIGHT = [
    (robot(body='<gazebo reference="b"/>').replace('link name="b"', 'link name="|b"'),
     [("b", "write"), ("b", "read"), ("b", "read")]),
    (XACRO % ('<xacro:property name="w" value="1"/><link name="l"><visual><origin xyz="${w|} ${w*2} 0"/>'
              '</visual></link><xacro:macro name="m" params="w"><link name="${w}"/></xacro:macro>'),
     [("w", "write"), ("w", "read"), ("w", "read")]),
    (robot().replace('type="fixed"', 'type="fi|xed"'), []),
    (XACRO % ('<xacro:macro name="m" params="">\n<link name="l"/></xacro:macro><xacro:m|/><xacro:m></xacro:m>'),
     [("m", "write"), ("m", "read"), ("m", "read"), ("m", "read")]),
    (XACRO % ('<xacro:arg name="s" default="1"/><xacro:property name="p" value="$(arg |s)"/>'
              '<link name="$(arg s)_l"/>'), [("s", "write"), ("s", "read"), ("s", "read")]),
    (XACRO % ('<xacro:property name="w" value="1"/><xacro:macro name="m" params="w"><link name="${w|}"/>'
              '</xacro:macro><link name="${w}"/>'), [("w", "write"), ("w", "read")]),       # the parameter
    (XACRO % ('<xacro:property name="h" value="1"/><xacro:macro name="m" params=""><xacro:property name="h" '
              'value="2"/><link name="${h|}"/></xacro:macro><link name="${h}"/>'), [("h", "write"), ("h", "read")]),
]


@pytest.mark.parametrize("marked,expected", HIGHLIGHT)
def test_document_highlights(marked, expected):
    doc, off = at_cursor(marked, NO_FOLDER + "/x.xacro" if "xacro" in marked else None)
    got = structure.document_highlights(doc, off)
    assert [(doc.text[h.start:h.end], h.kind) for h in got] == expected


def test_workspace_symbols(tmp_path):
    a = tmp_path / "a.urdf"
    a.write_text(robot(body='<transmission name="t"><joint name="j"/></transmission>'))
    b = tmp_path / "b.xacro"
    b.write_text(XACRO % ('<xacro:macro name="arm" params="p"><link name="${p}_base"/><xacro:if value="1">'
                          '<joint name="${p}_j" type="fixed"/></xacro:if></xacro:macro><gazebo><link name="g"/>'
                          '</gazebo>'))
    cache = FileCache()
    files = [(str(a), Document(a.read_text(), str(a))), (str(b), cache.get(str(b)))]
    got = [(os.path.basename(s.path), s.kind, s.name, s.container) for s in structure.workspace_symbols(files)]
    assert got == [("a.urdf", "link", "a", "r"), ("a.urdf", "link", "b", "r"), ("a.urdf", "joint", "j", "r"),
                   ("b.xacro", "macro", "arm", "r"), ("b.xacro", "link", "${p}_base", "arm"),
                   ("b.xacro", "joint", "${p}_j", "arm")]
    assert [s.name for s in structure.workspace_symbols(files, "pbs")] == ["${p}_base"]
    s = structure.workspace_symbols(files, "arm")[0]
    assert s.lines.position(s.start) == (0, b.read_text().index('arm"'))


# ------------------------------------------------------------------ kinematic tree view
TREE_DOC = ('<robot name="r"><link name="base"/><link name="a"/><link name="b"/><link name="c"/><link name="x"/>'
            '<joint name="j1" type="revolute"><parent link="base"/><child link="a"/><axis xyz="0 0 1"/>'
            '<limit lower="-1" upper="1" effort="5" velocity="2"/></joint>'
            '<joint name="j2" type="fixed"><parent link="a"/><child link="b"/></joint>'
            '<joint name="j3" type="continuous"><origin xyz="1 0 0" rpy="0 0 1"/><parent link="base"/>'
            '<child link="c"/></joint>'
            '<joint name="j4" type="fixed"><parent link="base"/><child link="zz"/></joint></robot>')


def test_tree_text():
    out = tree_view.render_text(tree_view.kinematic_tree(Document(TREE_DOC, None)))
    assert out == ("robot 'r': 5 links, 4 joints\n"
                   "base\n"
                   "├── j1 (revolute, axis 0 0 1, lower -1, upper 1, effort 5, velocity 2) → a\n"
                   "│   └── j2 (fixed) → b\n"
                   "└── j3 (continuous) → c\n"
                   "\n"
                   "not connected to the main tree:\n"
                   "x\n"
                   "\n"
                   "joints with an undefined link:\n"
                   "  j4 (fixed): base → zz\n")


def test_tree_dot():
    out = tree_view.render_dot(tree_view.kinematic_tree(Document(TREE_DOC, None)))
    assert out.startswith("digraph G {\n") and out.endswith("}\n")
    assert '"link:base" -> "joint:j3" [label="xyz: 1 0 0 \\nrpy: 0 0 1"];' in out
    assert '"joint:j3" -> "link:c";' in out
    assert '"joint:j4"' not in out
    assert out.index('"link:base" [') < out.index("node [shape=ellipse")


def test_tree_deep_chain_and_cycle():
    n = 3000
    body = "".join('<link name="l%d"/>' % i for i in range(n)) + "".join(
        '<joint name="j%d" type="fixed"><parent link="l%d"/><child link="l%d"/></joint>' % (i, i - 1, i)
        for i in range(1, n))
    t = tree_view.kinematic_tree(Document('<robot name="r">%s</robot>' % body, None))
    assert len(tree_view.render_text(t).splitlines()) == n + 1
    cyc = ('<robot name="r"><link name="a"/><link name="b"/><joint name="x" type="fixed"><parent link="a"/>'
           '<child link="b"/></joint><joint name="y" type="fixed"><parent link="b"/><child link="a"/></joint></robot>')
    t = tree_view.kinematic_tree(Document(cyc, None))
    assert t.roots == [] and t.unreached == ["a", "b"]


# ------------------------------------------------------------------ suppression
SUPPRESS = [
    ("element", robot(links='<link name="a"/><!-- urdf-ls: ignore unknown-attribute -->\n<link name="b" foo="1">'
                            '<visual foo="2"><geometry><box size="1 1 1"/></geometry></visual></link><link name="c" '
                            'bar="1"/>', body='<joint name="k" type="fixed"><parent link="b"/><child link="c"/></joint>'),
     ["unknown-attribute"]),
    ("file", robot(links='<link name="a"/><link name="b" foo="1"/>', body='<!-- urdf-ls: ignore-file '
                   'unknown-attribute, mass-zero ; placeholder -->'), []),
    ("stacked comments", robot(links='<link name="a"/><!-- urdf-ls: ignore mass-zero --><!-- urdf-ls: ignore '
                                     'unknown-attribute -->\n  <link name="b" foo="1"/>'), []),
    ("all", robot(links='<link name="a"/><!-- urdf-ls: ignore -->\n<link name="b" foo="1"><inertial><mass '
                        'value="0"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>'), []),
    ("other code kept", robot(links='<link name="a"/><!-- urdf-ls: ignore mass-zero --><link name="b" foo="1"/>'),
     ["unknown-attribute"]),
    ("only the next element", robot(links='<!-- urdf-ls: ignore unknown-attribute --><link name="a"/>'
                                          '<link name="b" foo="1"/>'), ["unknown-attribute"]),
]


@pytest.mark.parametrize("name,text,codes", SUPPRESS, ids=[s[0] for s in SUPPRESS])
def test_suppression(name, text, codes):
    doc = Document(text, None)
    kept = suppress.filter(doc.tree, doc.diagnostics())
    assert sorted(d.code.value for d in kept if d.code.value in ("unknown-attribute", "mass-zero")) == codes


def test_suppression_directive_parsing():
    assert suppress.parse_directive(" urdf-ls: ignore a-b,c-d ") == ("ignore", frozenset({"a-b", "c-d"}))
    assert suppress.parse_directive("urdf-ls:ignore-file x; because") == ("ignore-file", frozenset({"x"}))
    assert suppress.parse_directive("urdf-ls: ignore") == ("ignore", frozenset({"all"}))
    assert suppress.parse_directive("just a comment") is None


# ------------------------------------------------------------------ CI formats
RESULTS = [
    {"path": "robots/r.urdf", "range": {"start": {"line": 2, "character": 4}, "end": {"line": 2, "character": 9}},
     "severity": 1, "code": "unknown-link", "message": "Parent link 'x' is not defined", "source": "urdf-ls"},
    {"path": "robots/a,b:c.urdf", "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}},
     "severity": 2, "code": "mass-zero", "message": "50% of\nthe mass", "source": "urdf-ls"},
    {"path": "robots/r.urdf", "range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 1}},
     "severity": 3, "code": "xacro-macro-library", "message": "info"},
]


def test_github_annotations():
    out = cli_formats.to_github(RESULTS).splitlines()
    assert out[0] == ("::error file=robots/r.urdf,line=3,col=5,endLine=3,endColumn=10,title=urdf-ls unknown-link::"
                      "Parent link 'x' is not defined [unknown-link]")
    assert out[1] == ("::warning file=robots/a%2Cb%3Ac.urdf,line=1,col=1,endLine=1,endColumn=2,title=urdf-ls "
                      "mass-zero::50%25 of\\x0athe mass [mass-zero]")     # (escaped as the text format does)
    assert out[2].startswith("::notice ")


def test_sarif():
    log = json.loads(cli_formats.to_sarif(RESULTS, base=os.getcwd()))   # relative paths: below the base
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json")
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == [c.value for c in Code]
    r0 = run["results"][0]
    assert rules[r0["ruleIndex"]]["id"] == "unknown-link"
    assert rules[r0["ruleIndex"]]["shortDescription"]["text"] == Code.UNKNOWN_LINK.meaning
    assert rules[r0["ruleIndex"]]["defaultConfiguration"]["level"] == "error"
    assert rules[[r["id"] for r in rules].index("mass-zero")]["defaultConfiguration"]["level"] == "warning"
    assert [r["level"] for r in run["results"]] == ["error", "warning", "note"]
    loc = r0["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"] == {"uri": "robots/r.urdf", "uriBaseId": "%SRCROOT%"}
    assert loc["region"] == {"startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 10}
    assert run["results"][1]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "robots/a%2Cb%3Ac.urdf"
    assert run["columnKind"] == "utf16CodeUnits"


def test_sarif_validates_against_the_schema_shape():
    """the required properties of SARIF 2.1.0 (sarifLog, run, tool.driver, result.message) are there"""
    log = json.loads(cli_formats.to_sarif([{"path": "/abs/x.urdf", "range": {"start": {"line": 0, "character": 0},
                                                                                "end": {"line": 0, "character": 0}},
                                            "severity": 1, "code": "no-links", "message": "m"}], base="/elsewhere"))
    res = log["runs"][0]["results"][0]
    assert res["message"]["text"] == "m" and log["runs"][0]["tool"]["driver"]["name"] == "urdf-ls"
    assert res["locations"][0]["physicalLocation"]["artifactLocation"] == {"uri": "file:///abs/x.urdf"}


def test_workspace_files_prefers_open_documents(tmp_path):
    (tmp_path / "a.urdf").write_text(robot())
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.xacro").write_text(XACRO % '<xacro:macro name="m"/>')
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "c.urdf").write_text(robot())
    (tmp_path / "notes.txt").write_text("x")
    edited = Document(robot().replace('link name="a"', 'link name="edited"'), str(tmp_path / "a.urdf"))
    files = list(structure.workspace_files([str(tmp_path)], FileCache(), {str(tmp_path / "a.urdf"): edited}))
    assert [os.path.relpath(p, str(tmp_path)) for p, _ in files] == ["a.urdf", os.path.join("sub", "b.xacro")]
    names = [s.name for s in structure.workspace_symbols(files)]
    assert names == ["edited", "b", "j", "m"]


SELECT = [
    ((), (), ["unknown-link", "mass-zero", "xacro-macro-library"]),
    (("unknown-link",), (), ["unknown-link"]),
    (("xacro",), (), ["xacro-macro-library"]),
    (("mass-*", "unknown-"), (), ["unknown-link", "mass-zero"]),
    ((), ("mass-zero", "xacro"), ["unknown-link"]),
    (("unknown",), ("unknown-link",), []),
    (("mass-z",), (), []),              # a prefix names whole words only
]


@pytest.mark.parametrize("select,ignore,codes", SELECT)
def test_select_and_ignore(select, ignore, codes):
    assert [d["code"] for d in RESULTS if cli_formats.code_selected(d["code"], select, ignore)] == codes


def test_select_entries():
    assert cli_formats.split_entries(["a,b", " c ", ""]) == ["a", "b", "c"]
    assert cli_formats.unknown_entries(["xml", "mass-zero", "nope", "mass-z"]) == ["nope", "mass-z"]


def test_a_deep_chain_is_drawn_in_output_linear_in_its_length():
    """issue #39: each level indented four more characters made a 20,000-joint chain 800 MB of text; past
    MAX_DRAWN_DEPTH levels the lines stay at that indent and say their depth"""
    n = 5000
    body = "".join('<link name="l%d"/>' % i for i in range(n)) + "".join(
        '<joint name="j%d" type="fixed"><parent link="l%d"/><child link="l%d"/></joint>' % (i, i - 1, i)
        for i in range(1, n))
    out = tree_view.render_text(tree_view.kinematic_tree(Document('<robot name="r">%s</robot>' % body, None)))
    lines = out.splitlines()
    assert len(lines) == n + 1 and max(map(len, lines)) < 4 * tree_view.MAX_DRAWN_DEPTH + 80
    assert "[depth %d] j%d (fixed) → l%d" % (n - 1, n - 1, n - 1) in lines[-1]
