"""Issue #32 end to end: a mesh measured off the keystroke path reaches the editor as a republished diagnostic,
its quick fix over LSP gives a document that checks clean; `urdf-ls check` waits for meshes; `urdf-ls inertia`
prints the table and the total mass."""
import json
import subprocess
import sys

import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.e2e.helpers.lsp_steps import diagnostics_until, open_file
from tests.helpers.paths import ROOT
from tests.helpers.physics_robot import MESH_SCALE_X1000, PLACEHOLDER, mutated, write_robot


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "urdf_ls"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(T.InitializeParams(capabilities=client_capabilities("visual_studio_code")))
    yield
    await lsp_client.shutdown_session()


def _apply(text, edits):
    """LSP text edits on an ASCII text (UTF-16 positions are code points)"""
    lines = text.split("\n")
    offs = [sum(len(line) + 1 for line in lines[:i]) for i in range(len(lines) + 1)]
    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        s = offs[e.range.start.line] + e.range.start.character
        t = offs[e.range.end.line] + e.range.end.character
        text = text[:s] + e.new_text + text[t:]
    return text


async def test_a_measured_mesh_is_published_and_its_fix_checks_clean(client: LanguageClient, tmp_path):
    path = write_robot(tmp_path, mutated(MESH_SCALE_X1000))
    uri = open_file(client, path)
    got = await diagnostics_until(client, uri, lambda got: "mesh-units-suspect" in got)
    assert got["mesh-units-suspect"] == [(64, 2)]
    d = next(d for d in client.diagnostics[uri] if d.code == "mesh-units-suspect")
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(uri), d.range, T.CodeActionContext(diagnostics=[d])))
    scale = next(a for a in actions if a.title == "Scale mesh by 0.001")
    fixed = _apply(path.read_text(), scale.edit.changes[uri])
    assert 'scale="1 1 1"' in fixed
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri), [T.TextDocumentContentChangeWholeDocument(fixed)]))
    await diagnostics_until(client, uri, lambda got: got == {})


async def test_the_inertial_fix_over_lsp(client: LanguageClient, tmp_path):
    path = write_robot(tmp_path, mutated(PLACEHOLDER))
    uri = open_file(client, path)
    await diagnostics_until(client, uri, lambda got: "inertia-placeholder" in got)
    d = next(d for d in client.diagnostics[uri] if d.code == "inertia-placeholder")
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(uri), d.range, T.CodeActionContext(diagnostics=[d])))
    keep = next(a for a in actions if a.title.startswith("Compute <inertial> from geometry (keep mass 8.393 kg)"))
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(version=2, uri=uri),
        [T.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in keep.edit.changes[uri]]))
    await diagnostics_until(client, uri, lambda got: got == {})
    hover = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri), d.range.start))
    assert "ixx+iyy+izz 1x the uniform body's" in hover.contents.value


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "urdf_ls", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)


def test_check_waits_for_meshes_and_reports_the_new_codes(tmp_path):
    clean, bad = write_robot(tmp_path), write_robot(tmp_path, mutated(MESH_SCALE_X1000), "bad.urdf")
    p = _cli("check", str(clean))
    assert p.returncode == 0 and p.stdout == ""
    p = _cli("check", str(bad), "--format", "json")
    assert p.returncode == 0      # (Warnings)
    assert sorted(d["code"] for d in json.loads(p.stdout)) == ["density-implausible", "mesh-units-suspect"]


def test_inertia_prints_each_link_and_the_total_mass(tmp_path):
    path = write_robot(tmp_path)
    p = _cli("inertia", str(path))
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    at = lines.index("upper_arm_link")
    assert lines[at + 1] == ("  declared: mass 8.393 kg, centre of mass (0, 0, 0.28), ixx 0.1339 iyy 0.1339 "
                             "izz 0.01511 (trace 0.2829)")
    assert lines[at + 2] == "  geometry (collision): volume 0.004015 m³, centre (0, 0, 0.2475), density 2090 kg/m³"
    assert lines[-1] == "total mass: 20.99 kg (7 links)"
    p = _cli("inertia", str(path), "--format", "json")
    table = json.loads(p.stdout)
    assert abs(table["total_mass"] - 20.9939) < 1e-9
    forearm = next(r for r in table["links"] if r["link"] == "forearm_link")
    # the 64-sided mesh of a 0.06 m x 0.39225 m cylinder: its volume within the tessellation's error
    assert abs(forearm["volume"] - 3.14159265 * 0.06 ** 2 * 0.39225) / forearm["volume"] < 0.005
    assert forearm["source"] == "collision" and forearm["why"] is None


def test_inertia_of_a_missing_file_is_a_usage_error(tmp_path):
    p = _cli("inertia", str(tmp_path / "nope.urdf"))
    assert p.returncode == 2 and "nope.urdf" in p.stderr


def _xacro_robot(tmp_path):
    """the robot as xacro, its forearm mesh scaled x1000 through a property: known after expansion only"""
    text = mutated(MESH_SCALE_X1000).replace('<robot name="ur5">', '<robot name="ur5" '
                                             'xmlns:xacro="http://www.ros.org/wiki/xacro">\n  '
                                             '<xacro:property name="s" value="1000"/>')
    return write_robot(tmp_path, text.replace('scale="1000 1000 1000"', 'scale="${s} ${s} ${s}"'), "ur5.urdf.xacro")


def test_check_expand_xacro_waits_for_the_expansion_s_meshes(tmp_path):
    path = _xacro_robot(tmp_path)
    assert _cli("check", str(path), "--format", "json").stdout.strip() == "[]"     # (unexpanded: not literal)
    p = _cli("check", str(path), "--expand-xacro", "--format", "json")
    units = [d for d in json.loads(p.stdout) if d["code"] == "mesh-units-suspect"]
    assert len(units) == 1 and units[0]["message"].startswith("[xacro expansion] This mesh is 392.3 m across")


async def test_an_expansion_s_mesh_is_published_when_measured(expanding_client: LanguageClient, tmp_path):
    uri = open_file(expanding_client, _xacro_robot(tmp_path), "xacro")
    await diagnostics_until(expanding_client, uri, lambda got: "mesh-units-suspect" in got)
