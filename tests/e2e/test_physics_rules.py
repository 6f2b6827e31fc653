"""Issue #32: the physics rules on a robot with the UR5's parameters and on its mutants, through a Session
whose meshes the mesh worker process measures; the quick fixes give files that check clean; the hover says what
the geometry says, or why it says nothing."""
import pytest

from tests.helpers.physics_robot import (
    COM_DROPPED,
    COM_OUTSIDE,
    DEGREES,
    INERTIA_TOO_BIG,
    MASS_X1000,
    MESH_SCALE_X1000,
    MUTANTS,
    PLACEHOLDER,
    UR5,
    mutated,
    write_robot,
)
from urdf_ls.codes import Code
from urdf_ls.document.session import Session
from urdf_ls.features.fixes import fixes
from urdf_ls.features.hover import hover
from urdf_ls.workspace.workspace import Workspace

PHYSICS = {Code.COM_OUTSIDE_GEOMETRY, Code.INERTIA_EXCEEDS_GEOMETRY, Code.DENSITY_IMPLAUSIBLE,
           Code.INERTIA_PLACEHOLDER, Code.MESH_UNITS_SUSPECT, Code.LIMIT_LOOKS_DEGREES}


def checked(path):
    """(session, diagnostics) of the file once its meshes are measured, as urdf-ls check sees it"""
    session = Session(Workspace([str(path.parent)]))
    key = str(path)
    session.open_file(key, key)
    session.wait_for_meshes(key, 30)
    return session, session.diagnostics(key)


def physics(diags):
    return [d for d in diags if d.code in PHYSICS]


def test_the_original_robot_is_silent(tmp_path):
    _s, diags = checked(write_robot(tmp_path))
    assert diags == []


@pytest.mark.parametrize("mutant", MUTANTS, ids=lambda m: m[2] + ":" + m[1][:24])
def test_each_mutant_is_caught_on_the_element_to_change(tmp_path, mutant):
    path = write_robot(tmp_path, mutated(mutant))
    session, diags = checked(path)
    found = [d for d in physics(diags) if d.code == mutant[2]]
    assert len(found) == 1, diags
    text = path.read_text()
    element = session.document(str(path)).tree.element_at(found[0].start)
    expected = {"density-implausible": "mass", "mesh-units-suspect": "mesh", "inertia-placeholder": "inertia",
                "inertia-exceeds-geometry": "inertia", "limit-looks-degrees": "limit"}.get(mutant[2])
    if mutant is COM_DROPPED:
        expected = "inertial"       # (no <origin> left: the <inertial> gets one)
    elif mutant is COM_OUTSIDE:
        expected = "origin"
    assert element.name == expected, (element, text[found[0].start:found[0].end])
    assert any(ch.isdigit() for ch in found[0].message)


def test_messages_carry_the_numbers(tmp_path):
    _s, diags = checked(write_robot(tmp_path, mutated(MASS_X1000)))
    assert "8393 kg in the 0.004015 m³" in diags[0].message and "2.09e+06 kg/m³" in diags[0].message
    _s, diags = checked(write_robot(tmp_path, mutated(MESH_SCALE_X1000)))
    units = next(d for d in diags if d.code == Code.MESH_UNITS_SUSPECT)
    assert "392.3 m across" in units.message and units.message.endswith("Scale it by 0.001")


def _without_geometry(text, link):
    start = text.index('<link name="%s">' % link)
    s, e = text.index("<collision>", start), text.index("</collision>", start) + len("</collision>")
    return text[:s] + text[e:]


def test_a_pending_mesh_is_checked_when_the_cache_has_read_it(tmp_path):
    path = write_robot(tmp_path, mutated(MESH_SCALE_X1000))
    # (caller_waits: every link is measured in the first analysis, whatever a loaded machine's 10 ms budget allows)
    session, key = Session(Workspace([str(tmp_path)]), caller_waits=True), str(path)
    first = session.open_file(key, key)
    assert physics(first.published[-1].diagnostics) == []      # (the forearm's mesh is being read)
    ws = session.workspace
    assert ws.meshes.wait(str(tmp_path / "meshes" / "forearm.stl"), (1000.0, 1000.0, 1000.0), 30) is not None
    later = session.meshes_ready(str(tmp_path / "meshes" / "forearm.stl"))
    assert Code.MESH_UNITS_SUSPECT in {d.code for d in later.published[-1].diagnostics}


def test_mesh_reads_look_up_each_awaited_path_once(tmp_path, monkeypatch):
    """each mesh read compares the meshes every document awaits: their real paths are looked up once each, not
    once per read (a robot of n meshes, read one by one, would cost n² lookups)"""
    import os

    from tests.helpers import meshes as M
    n = 12
    (tmp_path / "meshes").mkdir()
    links = []
    for i in range(n):
        M.stl_binary(str(tmp_path / "meshes" / ("m%d.stl" % i)), *M.box_mesh(0.1, 0.1, 0.1 + i / 100))
        links.append('<link name="l%d"><inertial><mass value="1"/><inertia ixx="0.001" ixy="0" ixz="0" iyy="0.001" '
                     'iyz="0" izz="0.001"/></inertial><collision><geometry><mesh filename="meshes/m%d.stl"/>'
                     '</geometry></collision></link>' % (i, i))
    path = tmp_path / "many.urdf"
    path.write_text('<robot name="many">%s</robot>' % "".join(links))
    # (caller_waits: every link is measured in the first analysis, whatever a loaded machine's 10 ms budget allows)
    session, key = Session(Workspace([str(tmp_path)]), caller_waits=True), str(path)
    session.open_file(key, key)
    assert len(session.document(key).pending_meshes) == n
    calls = []
    real = os.path.realpath
    monkeypatch.setattr(os.path, "realpath", lambda p, *a, **k: calls.append(p) or real(p, *a, **k))
    for i in range(n):      # (other files' meshes, read while this robot's still wait)
        session.meshes_ready(str(tmp_path / "meshes" / ("elsewhere%d.stl" % i)))
    assert len(session.document(key).pending_meshes) == n
    assert len(calls) == 2 * n, len(calls)      # (each awaited path once, each read's own path once)
    monkeypatch.undo()
    for i in range(n):      # (no worker left measuring into a later test's cache folder)
        assert session.workspace.meshes.wait(str(tmp_path / "meshes" / ("m%d.stl" % i)), (1.0, 1.0, 1.0), 30)


def _applied(text, fix):
    for e in sorted(fix.edits, key=lambda e: e.start, reverse=True):
        text = text[:e.start] + e.new_text + text[e.end:]
    return text


@pytest.mark.parametrize("mutant, title", [
    (MASS_X1000, "at 2700 kg/m³"), (COM_DROPPED, "keep mass"), (COM_OUTSIDE, "keep mass"),
    (PLACEHOLDER, "keep mass"), (INERTIA_TOO_BIG, "keep mass"), (MESH_SCALE_X1000, "Scale mesh by 0.001"),
    (DEGREES, "Convert limits to radians")], ids=lambda x: x[2] if isinstance(x, tuple) else x)
def test_the_quick_fix_gives_a_file_that_checks_clean(tmp_path, mutant, title):
    path = write_robot(tmp_path, mutated(mutant))
    session, diags = checked(path)
    doc = session.document(str(path))
    d = next(d for d in diags if d.code == mutant[2])
    fix = next(f for f in fixes(doc, d) if title in f.title)
    fixed = write_robot(tmp_path, _applied(doc.text, fix), "fixed.urdf")
    _s, after = checked(fixed)
    assert after == [], after


def test_the_computed_inertial_keeps_the_indentation_and_six_digits(tmp_path):
    path = write_robot(tmp_path, mutated(COM_OUTSIDE))
    session, diags = checked(path)
    doc = session.document(str(path))
    fix = next(f for f in fixes(doc, diags[0]) if "keep mass" in f.title)
    text = _applied(doc.text, fix)
    # the closed form: 8.393 kg * (3 * 0.06² + 0.355²) / 12 = 0.0956977; 8.393 * 0.06² / 2 = 0.0151074
    assert ('    <inertial>\n      <origin xyz="0 0 0.2475" rpy="0 0 0"/>\n      <mass value="8.393"/>\n'
            '      <inertia ixx="0.0956977" ixy="0" ixz="0" iyy="0.0956977" iyz="0" izz="0.0151074"/>\n'
            '    </inertial>') in text


def _hover_at(session, path, marker, after):
    doc = session.document(str(path))
    off = doc.text.index(marker, doc.text.index(after)) + 1
    return hover(doc, off).markdown


def test_hover_on_inertial_shows_the_geometry_and_the_gap(tmp_path):
    path = write_robot(tmp_path, mutated(PLACEHOLDER))
    session, _d = checked(path)
    text = _hover_at(session, path, "<inertia ", "upper_arm_link")
    assert "volume: 0.004015 m³" in text
    assert "density implied by the mass: 2090 kg/m³" in text
    assert "a uniform 8.393 kg body: ixx 0.0957, iyy 0.0957, izz 0.01511" in text
    assert "ixx+iyy+izz 1.453e-05x the uniform body's" in text
    for marker in ("<mass", "<inertial>"):
        assert "volume: 0.004015 m³" in _hover_at(session, path, marker, "upper_arm_link")


def test_hover_says_why_nothing_is_computed(tmp_path):
    path = write_robot(tmp_path, _without_geometry(UR5, "upper_arm_link"))
    session, _d = checked(path)
    assert "not computed, the link has no geometry" in _hover_at(session, path, "<mass", "upper_arm_link")
    path = write_robot(tmp_path, UR5.replace("meshes/forearm.stl", "meshes/nope.stl"), "gone.urdf")
    session, _d = checked(path)
    assert "is not resolved: file not found" in _hover_at(session, path, "<mass", "forearm_link")


def test_a_collada_unit_its_scale_applies_again_is_caught_and_fixed(tmp_path):
    from tests.helpers import meshes as M
    path = write_robot(tmp_path, UR5.replace('filename="meshes/forearm.stl"/>',
                                             'filename="meshes/forearm.dae" scale="0.001 0.001 0.001"/>'))
    M.dae(tmp_path / "meshes" / "forearm.dae", *M.cylinder_mesh(60, 392.25, 64), unit=0.001)    # (millimetres)
    session, diags = checked(path)
    units = [d for d in diags if d.code == Code.MESH_UNITS_SUSPECT]
    assert len(units) == 1, diags
    assert "only 0.0003923 m across" in units[0].message
    assert "its COLLADA unit is 0.001 m and its scale 0.001 0.001 0.001" in units[0].message
    doc = session.document(str(path))
    fix, = [f for f in fixes(doc, units[0]) if f.title == "Scale mesh by 1000"]
    _s, after = checked(write_robot(tmp_path, _applied(doc.text, fix), "fixed.urdf"))
    assert after == [], after


def test_hover_on_a_mesh_link_gives_the_mesh_s_volume(tmp_path):
    path = write_robot(tmp_path)
    session, _d = checked(path)
    # the 64-gon prism inscribed in the 0.06 m x 0.39225 m cylinder: 32 sin(2π/64) 0.06² 0.39225 = 0.0044291 m³
    assert "volume: 0.004429 m³, centre (0, 0, 0.1961)" in _hover_at(session, path, "<mass", "forearm_link")


def test_a_keystroke_measures_only_the_link_it_touched(tmp_path):
    """the physics of a link are kept with its element: an edit elsewhere reuses them (PERFORMANCE.md)"""
    path = write_robot(tmp_path)
    session, key = checked(path)[0], str(path)
    doc = session.document(key)
    root = doc.tree.root
    before = {c.get("name"): doc.physics_cache.links[c] for c in root.children
              if c.kind == "element" and c.name == "link"}
    at = doc.text.index('<mass value="1.219"/>') + len('<mass value="1.2')
    session.change(key, [((doc.lines.position(at), doc.lines.position(at + 1)), "3")])
    after = {c.get("name"): doc.physics_cache.links[c] for c in doc.tree.root.children
             if c.kind == "element" and c.name == "link"}
    changed = [name for name in before if after[name] is not before[name]]
    assert changed == ["wrist_1_link"]
    assert session.diagnostics(key) == []


def test_edits_give_the_diagnostics_of_a_fresh_open(tmp_path):
    """the physics kept across edits (joints and links replaced, removed, added) equal a fresh check's"""
    path = write_robot(tmp_path)
    session, key = checked(path)[0], str(path)
    doc = session.document(key)
    for mutant in (MASS_X1000, DEGREES, COM_DROPPED, PLACEHOLDER):
        old, new, _code = mutant
        at = doc.text.index(old)
        lines = doc.lines
        session.change(key, [((lines.position(at), lines.position(at + len(old))), new)])
        session.wait_for_meshes(key, 30)
        _s, fresh = checked(write_robot(tmp_path, doc.text, "fresh.urdf"))
        key_of = lambda ds: sorted((d.start, d.end, d.code, d.message) for d in ds)     # noqa: E731
        assert key_of(session.diagnostics(key)) == key_of(fresh), mutant
    wrist = doc.text.index('  <joint name="wrist_3_joint"')
    end = doc.text.index("</link>", wrist) + len("</link>\n")
    session.change(key, [((doc.lines.position(wrist), doc.lines.position(end)), "")])
    _s, fresh = checked(write_robot(tmp_path, doc.text, "fresh.urdf"))
    assert sorted(d.code for d in session.diagnostics(key)) == sorted(d.code for d in fresh)


def test_links_beyond_an_analysis_s_budget_are_measured_in_later_rounds(tmp_path):
    path = write_robot(tmp_path, mutated(PLACEHOLDER, mutated(INERTIA_TOO_BIG)))
    session, key = Session(Workspace([str(tmp_path)])), str(path)
    session.open_file(key, key)
    session.wait_for_meshes(key, 30)
    doc = session.document(key)
    doc.physics_budget = 0.0        # (one link per round: the budget is checked before each)
    start, end = doc.text.index("<link"), doc.text.index("</robot>")
    body = doc.text[start:end]
    session.change(key, [((doc.lines.position(start), doc.lines.position(end)), "")])     # (delete them all,)
    changes = session.change(key, [((doc.lines.position(start), doc.lines.position(start)), body)])   # (undo)
    rounds = 0
    while changes.remeasure:
        changes = session.continue_physics(key)
        rounds += 1
    assert rounds == 6      # (7 links: one per round)
    assert sorted(d.code for d in session.diagnostics(key)) == ["inertia-exceeds-geometry", "inertia-placeholder"]
