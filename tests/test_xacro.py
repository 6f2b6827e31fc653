"""xacro: directives and expressions are never flagged; macros/properties/args are indexed across
includes ($(find pkg) via package.xml) for diagnostics, completion and go to definition."""
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from urdf_ls.features import completion as features
from urdf_ls.document.document import Document

MACROS = """<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="base_width" value="0.3"/>
  <xacro:macro name="wheel" params="name radius:=0.1 *origin">
    <link name="${name}_wheel">
      <visual><geometry><cylinder radius="${radius}" length="${base_width/10}"/></geometry></visual>
    </link>
  </xacro:macro>
</robot>
"""

ROBOT = """<?xml version="1.0"?>
<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:arg name="prefix" default=""/>
  <xacro:include filename="$(find my_robot)/urdf/macros.xacro"/>
  <link name="$(arg prefix)base"><visual><geometry><box size="${base_width} 0.2 0.1"/></geometry></visual></link>
  <xacro:wheel name="left"><origin xyz="0 0 0"/></xacro:wheel>
  <xacro:wheel radius="0.2"><origin xyz="0 0 0"/></xacro:wheel>
  <xacro:wheell name="x"/>
  <xacro:wheel name="right" colour="red"><origin xyz="0 0 0"/></xacro:wheel>
  <link name="l2"><visual><geometry><box size="${base_widht} 1 1"/></geometry></visual></link>
  <link name="l3"><visual><geometry><box size="$(arg nope) 1 1"/></geometry></visual></link>
  <xacro:if value="${base_width > 0.1}"><link name="maybe"/></xacro:if>
</robot>
"""


@pytest.fixture
def pkg(tmp_path):
    (tmp_path / "package.xml").write_text("<package><name>my_robot</name></package>")
    (tmp_path / "urdf").mkdir()
    (tmp_path / "urdf" / "macros.xacro").write_text(MACROS)
    (tmp_path / "urdf" / "robot.urdf.xacro").write_text(ROBOT)
    return tmp_path


def diags(path):
    doc = Document(path.read_text(), str(path))
    return doc, doc.diagnostics()


def test_xacro_diagnostics(pkg):
    doc, ds = diags(pkg / "urdf" / "robot.urdf.xacro")
    text = doc.text
    got = {(d.code, text[d.start:d.end]) for d in ds}
    assert ("xacro-missing-param", "xacro:wheel") in got
    assert ("xacro-unknown-macro", "xacro:wheell") in got
    assert ("xacro-unknown-param", "colour") in got
    assert ("xacro-undefined-property", "base_widht") in got
    assert ("xacro-undefined-arg", "nope") in got
    # each stops `xacro FILE` where it stands (outside any macro or condition): Errors (tests/test_xacro_failures.py)
    assert all(d.severity == 1 for d in ds if d.code.startswith("xacro-")), ds
    # the correct uses are not flagged
    assert not any(text[d.start:d.end] in ("base_width", "prefix", "radius") for d in ds)
    unknown = next(d for d in ds if d.code == "xacro-unknown-macro")
    assert "did you mean 'wheel'" in unknown.message


def test_library_file_uses_includer_context(pkg):
    # macros.xacro alone defines everything it uses; nothing to report
    _, ds = diags(pkg / "urdf" / "macros.xacro")
    assert ds == [], ds


def test_unresolvable_include_disables_unknown_name_checks(pkg):
    p = pkg / "urdf" / "other.xacro"
    p.write_text(ROBOT.replace("$(find my_robot)", "$(find not_a_package)"))
    doc, ds = diags(p)
    codes = {d.code for d in ds}
    assert "xacro-include-unresolved" in codes
    assert not codes & {"xacro-unknown-macro", "xacro-undefined-property"}


def test_xacro_completion(pkg):
    doc = Document((pkg / "urdf" / "robot.urdf.xacro").read_text(), str(pkg / "urdf" / "robot.urdf.xacro"))
    off = doc.text.index("<xacro:wheell") + 1
    labels = {i.label for i in features.completion(doc, off)}
    assert "xacro:wheel" in labels and "xacro:property" in labels and "link" in labels
    off = doc.text.index('name="right"') + 1
    attrs = {i.label for i in features.completion(doc, off - 1)}
    assert {"radius"} <= attrs
    off = doc.text.index("${base_widht}") + 3
    vals = {i.label for i in features.completion(doc, off)}
    assert "base_width" in vals


def test_urdf_rules_still_apply_to_literal_values(pkg):
    p = pkg / "urdf" / "bad.xacro"
    p.write_text(ROBOT.replace('<box size="${base_width} 0.2 0.1"/>', '<box size="0.1,0.2,0.1"/>'))
    _, ds = diags(p)
    assert any(d.code == "box-size" and d.severity == 1 for d in ds)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("visual_studio_code")))
    yield
    await lsp_client.shutdown_session()


async def test_definition_across_include(client: LanguageClient, tmp_path):
    (tmp_path / "package.xml").write_text("<package><name>my_robot</name></package>")
    (tmp_path / "urdf").mkdir()
    (tmp_path / "urdf" / "macros.xacro").write_text(MACROS)
    path = tmp_path / "urdf" / "robot.urdf.xacro"
    path.write_text(ROBOT)
    uri = path.as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "xacro", 1, ROBOT)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    lines = ROBOT.splitlines()
    ln = next(i for i, l in enumerate(lines) if '<xacro:wheel name="left">' in l)
    locs = await client.text_document_definition_async(T.DefinitionParams(
        text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(ln, lines[ln].index("wheel") + 2)))
    assert locs[0].uri == (tmp_path / "urdf" / "macros.xacro").as_uri()
    assert locs[0].range.start.line == 3
    ln = next(i for i, l in enumerate(lines) if "${base_width}" in l)
    locs = await client.text_document_definition_async(T.DefinitionParams(
        text_document=T.TextDocumentIdentifier(uri=uri),
        position=T.Position(ln, lines[ln].index("${base_width}") + 4)))
    assert locs[0].uri.endswith("macros.xacro") and locs[0].range.start.line == 2


EXP_MACROS = """<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:macro name="wheel" params="name parent">
    <link name="${name}_wheel"/>
    <joint name="${name}_joint" type="revolute">
      <parent link="${parent}"/>
      <child link="${name}_wheel"/>
    </joint>
  </xacro:macro>
</robot>
"""
EXP_ROBOT = """<?xml version="1.0"?>
<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="$(find exp_robot)/urdf/macros.xacro"/>
  <xacro:property name="w" value="0.5"/>
  <link name="base"><visual><geometry><box size="${w} ${w}"/></geometry></visual></link>
  <xacro:wheel name="left" parent="base"/>
</robot>
"""


@pytest.fixture
def exp_pkg(tmp_path):
    (tmp_path / "package.xml").write_text("<package><name>exp_robot</name></package>")
    (tmp_path / "urdf").mkdir()
    (tmp_path / "urdf" / "macros.xacro").write_text(EXP_MACROS)
    p = tmp_path / "urdf" / "robot.urdf.xacro"
    p.write_text(EXP_ROBOT)
    return p


def test_expansion_is_opt_in_and_maps_errors_back(exp_pkg):
    import json
    import subprocess
    base = [sys.executable, "-m", "urdf_ls", "check", "--format", "json", str(exp_pkg)]
    p = subprocess.run(base, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and json.loads(p.stdout) == []  # without expansion: expressions are not evaluated
    p = subprocess.run(base + ["--expand-xacro"], capture_output=True, text=True, timeout=120)
    assert p.returncode == 1, p.stderr
    ds = {d["code"]: d for d in json.loads(p.stdout)}
    lines = EXP_ROBOT.splitlines()
    box = ds["box-size"]  # ${w} ${w} expands to two numbers: reported on the <box> of the source
    assert lines[box["range"]["start"]["line"]][box["range"]["start"]["character"]:].startswith("box")
    lim = ds["joint-no-limit"]  # the joint comes from a macro in another file: reported at the call
    assert lines[lim["range"]["start"]["line"]].strip().startswith("<xacro:wheel")
    assert "macros.xacro:5" in lim["message"] and "left_joint" in lim["message"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def expanding_client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("neovim"),
                                                           initialization_options={"xacro": {"expand": True}}))
    yield
    await lsp_client.shutdown_session()


async def _until(client, uri, pred, timeout=60):
    import asyncio
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not (uri in client.diagnostics and pred({d.code for d in client.diagnostics[uri]})):
        assert loop.time() < end, client.diagnostics.get(uri)
        try:
            await asyncio.wait_for(client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), end - loop.time())
        except asyncio.TimeoutError:
            pass
    return {d.code for d in client.diagnostics[uri]}


async def test_lsp_expansion_on_open_and_save(expanding_client: LanguageClient, exp_pkg):
    client = expanding_client
    uri = exp_pkg.as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "xacro", 1, EXP_ROBOT)))
    # the expansion runs in the background; its result arrives in a later publish
    await _until(client, uri, lambda codes: {"box-size", "joint-no-limit"} <= codes)
    # the server keeps answering while xacro runs
    fixed = EXP_ROBOT.replace("${w} ${w}", "${w} ${w} ${w}")
    exp_pkg.write_text(fixed)
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri), [T.TextDocumentContentChangeWholeDocument(text=fixed)]))
    client.text_document_did_save(T.DidSaveTextDocumentParams(T.TextDocumentIdentifier(uri=uri)))
    # the new expansion: the box is fixed, the macro's joint still lacks <limit>
    await _until(client, uri, lambda codes: "joint-no-limit" in codes and "box-size" not in codes)


def test_duplicates_in_xacro_conditionals_are_not_flagged(tmp_path):
    text = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro"><xacro:arg name="big" default="true"/>'
            '<xacro:if value="$(arg big)"><link name="body"/></xacro:if>'
            '<xacro:unless value="$(arg big)"><link name="body"/></xacro:unless>'
            '<link name="twice"/><link name="twice"/></robot>')
    p = tmp_path / "c.xacro"
    p.write_text(text)
    ds = Document(text, str(p)).diagnostics()
    dups = [text[d.start:d.end] for d in ds if d.code == "duplicate-link"]
    assert dups == ["twice"]


async def test_lsp_expansion_error_in_an_included_file_is_shown_in_that_file(expanding_client: LanguageClient,
                                                                             tmp_path):
    """xacro names a line of an included file: the error is published on that file (and on the include)"""
    client = expanding_client
    (tmp_path / "inc.xacro").write_text('<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
                                        '<xacro:macro name="m">\n<link name="a">\n</robot>\n')
    main = tmp_path / "main.urdf.xacro"
    main.write_text('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
                    '<xacro:include filename="inc.xacro"/>\n<link name="b"/>\n</robot>\n')
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(
        main.as_uri(), "xacro", 1, main.read_text())))
    inc_uri = (tmp_path / "inc.xacro").as_uri()
    await _until(client, inc_uri, lambda codes: "xacro-expansion-failed" in codes)
    d, = client.diagnostics[inc_uri]
    assert d.range.start.line == 3 and "main.urdf.xacro" in d.message
    codes = await _until(client, main.as_uri(), lambda codes: "xacro-expansion-failed" in codes)
    assert "xacro-expansion-failed" in codes
    client.text_document_did_close(T.DidCloseTextDocumentParams(T.TextDocumentIdentifier(main.as_uri())))
    await _until(client, inc_uri, lambda codes: not codes)


LIVE_MACROS = EXP_MACROS
LIVE_ROBOT = """<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="wheels.xacro"/>
  <link name="base"/>
</robot>
"""


async def test_lsp_expansion_follows_unsaved_edits(expanding_client: LanguageClient, tmp_path):
    """the expansion runs on the editor's text once typing pauses, never on the file (which stays as it was),
    and resolves the include relative to the file"""
    client = expanding_client
    (tmp_path / "wheels.xacro").write_text(LIVE_MACROS)
    main = tmp_path / "robot.urdf.xacro"
    main.write_text(LIVE_ROBOT)
    uri = main.as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "xacro", 1, LIVE_ROBOT)))
    await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    lines = LIVE_ROBOT.splitlines()
    after_base = T.Position(2, len(lines[2]))

    def insert(version, text, at=after_base, end=None):
        client.text_document_did_change(T.DidChangeTextDocumentParams(
            T.VersionedTextDocumentIdentifier(version=version, uri=uri),
            [T.TextDocumentContentChangePartial(range=T.Range(at, end or at), text=text)]))
    # unsaved: the macro called without its `name`: xacro fails, and says so on this document
    call = '\n  <xacro:wheel parent="base"/>'
    insert(2, call)
    await _until(client, uri, lambda codes: "xacro-expansion-failed" in codes)
    failed = next(d for d in client.diagnostics[uri] if d.code == "xacro-expansion-failed")
    assert "Undefined parameters [name]" in failed.message
    assert failed.range.start == T.Position(3, 3)    # on the call, a line only the unsaved text has
    # fixed, still unsaved: the expansion succeeds; the macro's joint (read from the included file) lacks a
    # <limit>, which only the expansion can tell
    at = T.Position(3, len('  <xacro:wheel '))
    insert(3, 'name="left" ', at)
    codes = await _until(client, uri, lambda codes: "joint-no-limit" in codes)
    assert "xacro-expansion-failed" not in codes
    assert main.read_text() == LIVE_ROBOT


def test_the_joint_of_an_included_macro_is_only_seen_by_the_expansion(tmp_path):
    """(what the test above relies on)"""
    (tmp_path / "wheels.xacro").write_text(LIVE_MACROS)
    p = tmp_path / "robot.urdf.xacro"
    text = LIVE_ROBOT.replace('<link name="base"/>', '<link name="base"/>\n  <xacro:wheel name="left" parent="base"/>')
    assert "joint-no-limit" not in {d.code for d in Document(text, str(p)).diagnostics()}


def test_an_expansion_error_in_a_macro_call_is_shown_on_that_call(tmp_path):
    from urdf_ls.document.expansion import diagnostics_of_expansion
    (tmp_path / "wheels.xacro").write_text(LIVE_MACROS)
    text = LIVE_ROBOT.replace('<link name="base"/>', '<link name="base"/>\n  <xacro:wheel name="a" parent="base"/>'
                              '\n  <xacro:wheel parent="base"/>\n  <xacro:wheel name="c" parent="base" size="1"/>')
    doc = Document(text, str(tmp_path / "robot.urdf.xacro"))

    def shown_on(err):
        d, = diagnostics_of_expansion(doc, None, err)
        assert d.code == "xacro-expansion-failed" and err in d.message
        return doc.lines.line_of(d.start), text[d.start:d.end]
    assert shown_on("XacroException: Undefined parameters [name] (calling xacro:wheel)") == (4, "xacro:wheel")
    assert shown_on('XacroException: Invalid parameter "size" (calling xacro:wheel)') == (5, "xacro:wheel")
    # inside the macro (a call it makes): the first call of this file
    assert shown_on("XacroException: name 'x' is not defined (calling xacro:wheel > xacro:tyre)") == (3, "xacro:wheel")
    assert shown_on("XacroException: name 'x' is not defined") == (0, "robot")
