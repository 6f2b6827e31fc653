"""xacro over LSP and the CLI: definition across includes, and the opt-in expansion (on open, on save, on unsaved
edits, errors in included files)."""
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.helpers.xacro_packages import EXP_MACROS, WHEEL_MACROS as MACROS, WHEEL_ROBOT as ROBOT


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("visual_studio_code")))
    yield
    await lsp_client.shutdown_session()


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


LIVE_MACROS = EXP_MACROS
LIVE_ROBOT = """<robot name="bot" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="wheels.xacro"/>
  <link name="base"/>
</robot>
"""


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


