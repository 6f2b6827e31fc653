"""Controller YAML files over LSP with the real server (issue #33): diagnostics from the open buffer, definition,
references, hover and rename from a joint name in the YAML to the robot and back; a YAML file that is no controller
file gets nothing; UR's real files lead into the xacro macro that names the joint."""
import shutil
import sys

import pytest
import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient

from tests.e2e.helpers.lsp_steps import diagnostics_until, initialize_in, lsp_pos, open_file
from tests.helpers.controller_package import package
from tests.helpers.paths import DATA


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


def _edit(uri, text, new, start, end):
    return T.DidChangeTextDocumentParams(T.VersionedTextDocumentIdentifier(version=2, uri=uri), [
        T.TextDocumentContentChangePartial(range=T.Range(lsp_pos(text, start), lsp_pos(text, end)), text=new)])


async def test_a_controller_file_is_checked_from_its_buffer_and_leads_to_the_robot(client: LanguageClient, tmp_path):
    pkg = package(tmp_path, b="elbow_jiont")
    await initialize_in(client, pkg)
    yaml, urdf = pkg / "config" / "controllers.yaml", pkg / "urdf" / "r.urdf"
    ytext, utext = yaml.read_text(), urdf.read_text()
    yuri = open_file(client, yaml, "yaml")

    got = await diagnostics_until(client, yuri, lambda g: "controller-unknown-joint" in g)
    assert got == {"controller-unknown-joint": [(ytext.count("\n", 0, ytext.index("elbow_jiont")), 2)]}

    # an edit in the buffer (not saved) fixes it
    s = ytext.index("elbow_jiont")
    client.text_document_did_change(_edit(yuri, ytext, "elbow_joint", s, s + len("elbow_jiont")))
    await diagnostics_until(client, yuri, lambda g: g == {})
    ytext = ytext.replace("elbow_jiont", "elbow_joint")

    # definition: the YAML's joint -> the robot's <joint name>
    pos = lsp_pos(ytext, ytext.index("shoulder_joint") + 3)
    defs = await client.text_document_definition_async(T.DefinitionParams(T.TextDocumentIdentifier(yuri), pos))
    at = utext.index('<joint name="shoulder_joint"') + len('<joint name="')
    assert [(d.uri, d.range.start) for d in defs] == [(urdf.as_uri(), lsp_pos(utext, at))]

    # hover says what the joint is
    h = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(yuri), pos))
    assert "revolute" in h.contents.value and "base → a" in h.contents.value

    # references: the robot's joint, its <ros2_control> entry and both YAML uses
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=T.TextDocumentIdentifier(yuri), position=pos, context=T.ReferenceContext(True)))
    assert sorted((r.uri == yuri) for r in refs) == [False, False, True, True]

    # completion of a new list item offers the robot's <ros2_control> joints
    s = ytext.index("      - elbow_joint\n") + len("      - elbow_joint\n")
    client.text_document_did_change(_edit(yuri, ytext, "      - sh\n", s, s))
    ytext = ytext[:s] + "      - sh\n" + ytext[s:]
    items = await client.text_document_completion_async(T.CompletionParams(
        T.TextDocumentIdentifier(yuri), lsp_pos(ytext, s + len("      - sh"))))
    assert [i.label for i in items.items] == ["elbow_joint", "shoulder_joint"]
    client.text_document_did_change(_edit(yuri, ytext, "", s, s + len("      - sh\n")))
    ytext = ytext[:s] + ytext[s + len("      - sh\n"):]

    # rename from the YAML edits the robot and every YAML use; the buffer's own text is the one edited
    prep = await client.text_document_prepare_rename_async(T.PrepareRenameParams(T.TextDocumentIdentifier(yuri), pos))
    assert prep.placeholder == "shoulder_joint"
    edit = await client.text_document_rename_async(T.RenameParams(T.TextDocumentIdentifier(yuri), pos, "shoulder"))
    assert sorted(edit.changes) == sorted([yuri, urdf.as_uri()])
    assert len(edit.changes[urdf.as_uri()]) == utext.count('"shoulder_joint"')
    assert len(edit.changes[yuri]) == ytext.count("shoulder_joint")
    assert all(ytext[_offset(ytext, e.range.start):_offset(ytext, e.range.end)] == "shoulder_joint"
               for e in edit.changes[yuri])


def _offset(text, pos):
    lines = text.split("\n")
    return sum(len(x) + 1 for x in lines[:pos.line]) + pos.character


async def test_a_yaml_file_that_is_no_controller_file_gets_nothing(client: LanguageClient, tmp_path):
    pkg = package(tmp_path)
    await initialize_in(client, pkg)
    other = pkg / "config" / "camera.yaml"
    other.write_text("camera:\n  width: 640\n  joints: [not, a, controller]\n")
    uri = open_file(client, other, "yaml")
    await diagnostics_until(client, uri, lambda g: g == {})
    pos = lsp_pos(other.read_text(), other.read_text().index("not"))
    assert await client.text_document_definition_async(T.DefinitionParams(T.TextDocumentIdentifier(uri), pos)) is None
    assert await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri), pos)) is None
    assert await client.text_document_document_symbol_async(
        T.DocumentSymbolParams(T.TextDocumentIdentifier(uri))) in (None, [])


async def test_urs_controllers_lead_into_the_macro_that_names_the_joint(client: LanguageClient, tmp_path):
    root = tmp_path / "ws"
    shutil.copytree(DATA / "ros2_control" / "ur", root)
    await initialize_in(client, root)
    yaml = root / "ur_robot_driver" / "config" / "ur_controllers.yaml"
    macro = root / "ur_description" / "urdf" / "inc" / "ur_joint_control.xacro"
    ytext, mtext = yaml.read_text(), macro.read_text()
    yuri = open_file(client, yaml, "yaml")
    await diagnostics_until(client, yuri, lambda g: g == {})
    pos = lsp_pos(ytext, ytext.index("$(var tf_prefix)elbow_joint") + len("$(var tf_prefix)el"))
    defs = await client.text_document_definition_async(T.DefinitionParams(T.TextDocumentIdentifier(yuri), pos))
    at = mtext.index('<joint name="${tf_prefix}elbow_joint"') + len('<joint name="')
    assert [(d.uri, d.range.start) for d in defs] == [(macro.as_uri(), lsp_pos(mtext, at))]
    # a name built with a launch substitution is not renamed from here
    assert await client.text_document_prepare_rename_async(
        T.PrepareRenameParams(T.TextDocumentIdentifier(yuri), pos)) is None
    with pytest.raises(Exception, match="substitution"):
        await client.text_document_rename_async(T.RenameParams(T.TextDocumentIdentifier(yuri), pos, "x"))


async def test_saving_a_yaml_file_keeps_it_a_yaml_document(client: LanguageClient, tmp_path):
    """didSave without its text used to adopt the file as a new robot document (eglot's save-as path): the YAML
    then got XML errors"""
    pkg = package(tmp_path, b="elbow_jiont")
    await initialize_in(client, pkg)
    yuri = open_file(client, pkg / "config" / "controllers.yaml", "yaml")
    await diagnostics_until(client, yuri, lambda g: "controller-unknown-joint" in g)
    other = pkg / "config" / "camera.yaml"
    other.write_text("camera:\n  width: 640\n")
    ouri = open_file(client, other, "yaml")
    for uri in (yuri, ouri):
        client.text_document_did_save(T.DidSaveTextDocumentParams(T.TextDocumentIdentifier(uri)))
    # answered after both saves were handled, so their publications have arrived
    assert not await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(ouri)))
    assert {d.code for d in client.diagnostics.get(yuri, [])} == {"controller-unknown-joint"}
    assert not client.diagnostics.get(ouri)
