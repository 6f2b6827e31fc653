"""Property: a xacro document's index and xacro diagnostics, kept across edits (rules.xacro.Incremental),
equal a fresh computation on the same text after any sequence of edits - including edits of included files
on disk, of macro parameters, property and arg names, includes and broken XML."""
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.examples import examples
from urdf_ls.document.document import Document
from urdf_ls.workspace.workspace import Workspace

MAIN = ('<?xml version="1.0"?>\n<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
        '  <xacro:include filename="parts.xacro"/>\n'
        '  <xacro:property name="len" value="0.1"/>\n'
        '  <xacro:arg name="prefix" default="p"/>\n'
        '  <xacro:macro name="seg" params="i parent *origin">\n'
        '    <link name="l${i}"><visual><geometry><cylinder radius="${rad}" length="${len}"/></geometry>'
        '</visual></link>\n'
        '    <joint name="j${i}" type="fixed"><parent link="${parent}"/><child link="l${i}"/>'
        '<xacro:insert_block name="origin"/></joint>\n'
        '  </xacro:macro>\n  <link name="base"/>\n'
        + "".join('  <xacro:seg i="%d" parent="%s"><origin xyz="0 0 ${len}"/></xacro:seg>\n'
                  % (i, "base" if i == 0 else "l%d" % (i - 1)) for i in range(8))
        + '  <xacro:wheel side="$(arg prefix)" radius="${rad * 2}"/>\n  <link name="${undefined_thing}"/>\n'
        '</robot>\n')
PARTS = ('<robot xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <xacro:property name="rad" value="0.02"/>\n'
         '  <xacro:macro name="wheel" params="side radius:=1"><link name="${side}_wheel"/></xacro:macro>\n'
         '</robot>\n')
FRAGMENTS = st.sampled_from([
    '<', '>', '/>', '"', ' ', '\n', 'x', '${', '}', '${len}', '${rad}', '${nope}', '$(arg prefix)', '$(arg q)',
    '<xacro:seg i="9" parent="base"/>', '<xacro:seg/>', '<xacro:wheel side="a"/>', '<xacro:whee side="a"/>',
    '<xacro:property name="rad" value="1"/>', '<xacro:property name="nope" value="1"/>',
    '<xacro:arg name="q"/>', '<xacro:macro name="seg" params="i">', '</xacro:macro>',
    '<xacro:include filename="missing.xacro"/>', '<xacro:include filename="parts.xacro"/>',
    ' params="i parent"', ' name="other"', '<link name="a"/>', '</robot>', '<!--', '-->', 'é', '</link>'])
PART_EDITS = st.sampled_from([
    None, None, None, PARTS, PARTS.replace('name="rad"', 'name="radius"'),
    PARTS.replace('params="side radius:=1"', 'params="side"'), PARTS.replace("wheel", "tyre"), "<robot"])


def snapshot(doc):
    """the index's tables and the xacro diagnostics, as plain values"""
    idx = doc.xacro_index
    defs = {t: [(k, d.attr.value_start, d.path) for k, d in getattr(idx, t).items()]
            for t in ("macros", "properties", "args")}
    diags = [(d.start, d.end, d.code.value, d.severity, d.message) for d in doc.diagnostics()
             if d.code.value.startswith("xacro")]
    return defs, idx.complete, [(a.value_start, why, missing) for a, why, missing in idx.unresolved], \
        sorted(idx.files), diags


@st.composite
def edit_sequences(draw):
    edits, n = [], len(MAIN)
    for _ in range(draw(st.integers(1, 10))):
        s = draw(st.integers(0, n))
        e = min(n, s + draw(st.sampled_from([0, 0, 1, 3, 12, 60])))
        ins = "".join(draw(st.lists(FRAGMENTS, max_size=2)))
        edits.append((s, e, ins, draw(PART_EDITS)))
        n += len(ins) - (e - s)
    return edits


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(edit_sequences())
def test_incremental_xacro_equals_fresh(tmp_path, edits):
    parts = tmp_path / "parts.xacro"
    parts.write_text(PARTS)
    path = str(tmp_path / "main.urdf.xacro")
    ws = Workspace([str(tmp_path)])
    doc, text = Document(MAIN, path, ws), MAIN
    assert snapshot(doc) == snapshot(Document(text, path, Workspace([str(tmp_path)])))
    for step, (s, e, ins, part_text) in enumerate(edits):
        if part_text is not None and part_text != parts.read_text():
            parts.write_text(part_text)
            os.utime(parts, ns=(step + 1, step + 1))       # a new stamp even within one clock tick
        text = text[:s] + ins + text[e:]
        doc.apply_change(s, e, ins)
        assert snapshot(doc) == snapshot(Document(text, path, Workspace([str(tmp_path)])))


def test_a_keystroke_in_a_call_reuses_the_index_and_the_other_chunks():
    ws = Workspace()
    doc = Document(MAIN.replace('<xacro:include filename="parts.xacro"/>', ""), "/nowhere/k.urdf.xacro", ws)
    before = doc.xacro_index
    assert before.complete and doc.diagnostics()
    lists = dict(doc._index._diags)
    off = doc.text.index('<xacro:seg i="4"') + len('<xacro:seg i="')
    doc.apply_change(off, off, "7")
    assert doc.xacro_index is before                 # no directive changed
    doc.diagnostics()
    chunks = doc.tree.middle()
    assert sum(1 for c in chunks if doc._index._diags[c] is lists.get(c)) == len(chunks) - 1
    off = doc.text.index('params="i parent') + len('params="i ')
    doc.apply_change(off, off + len("parent"), "")     # a directive changed: a new index, every chunk again
    assert doc.xacro_index is not before
    assert sum("Macro 'seg' has no parameter 'parent'" in d.message for d in doc.diagnostics()) == 8


def test_saving_an_included_file_is_seen_by_the_includer(tmp_path):
    parts = tmp_path / "parts.xacro"
    parts.write_text(PARTS)
    ws = Workspace([str(tmp_path)])
    doc = Document(MAIN, str(tmp_path / "main.urdf.xacro"), ws)
    assert "wheel" in doc.xacro_index.macros
    parts.write_text(PARTS.replace("wheel", "tyre"))
    os.utime(parts, ns=(5, 5))
    off = doc.text.index("<link name=\"base\"/>")
    doc.apply_change(off, off, " ")
    assert "tyre" in doc.xacro_index.macros and "wheel" not in doc.xacro_index.macros
    assert any("Unknown xacro macro 'wheel'" in d.message for d in doc.diagnostics())
