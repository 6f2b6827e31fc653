"""Mesh mass properties: each reader on small files written here, closed meshes against closed forms, open and
inside-out meshes, COLLADA's unit and node transforms, the limits, and the numpy and pure-Python paths agreeing."""
import math

import pytest

from tests.helpers import meshes as M
from urdf_ls.workspace.geometry import meshes, solids
from urdf_ls.workspace.geometry.meshes import mesh_properties
from urdf_ls.workspace.geometry.result import OUT_OF_TIME

try:
    import numpy  # noqa: F401
    PATHS = [False, True]
except ImportError:  # pragma: no cover
    PATHS = [False]


@pytest.fixture(params=PATHS, ids=lambda p: "numpy" if p else "pure")
def use_numpy(request):
    return request.param


def props(path, use_numpy, scale=(1, 1, 1)):
    r = mesh_properties(str(path), scale, use_numpy=use_numpy)
    assert r.problem is None, r.problem
    return r


def assert_same(p, q, rel=1e-9, abs_=1e-12):
    assert p.volume == pytest.approx(q.volume, rel=rel, abs=abs_)
    assert p.center == pytest.approx(q.center, rel=rel, abs=abs_)
    assert p.inertia == pytest.approx(q.inertia, rel=rel, abs=abs_ * max(1.0, max(abs(x) for x in q.inertia)))


def test_box_stl_binary_is_exact(tmp_path, use_numpy):
    M.stl_binary(tmp_path / "b.stl", *M.box_mesh(0.5, 1.0, 2.0))   # values exact in float32
    r = props(tmp_path / "b.stl", use_numpy)
    assert r.closed and r.triangles == 12 and r.properties.exact
    assert_same(r.properties, solids.box((0.5, 1.0, 2.0)))
    assert r.properties.bounds == ((-0.25, -0.5, -1.0), (0.25, 0.5, 1.0))
    assert len(r.properties.hull) == 8


def test_tessellated_cylinder_within_its_tessellation_error(tmp_path, use_numpy):
    n, r_, h = 64, 0.05, 0.2
    v, f = M.cylinder_mesh(r_, h, n)
    M.stl_ascii(tmp_path / "c.stl", v, f)
    got = props(tmp_path / "c.stl", use_numpy).properties
    exact = solids.cylinder(r_, h)
    area_error = 1 - n * math.sin(2 * math.pi / n) / (2 * math.pi)   # inscribed polygon's area deficit
    assert 0 < 1 - got.volume / exact.volume <= area_error * 1.0001
    for k in (0, 3, 5):   # the r^4 terms lose at most twice the area's share
        assert 0 < 1 - got.inertia[k] / exact.inertia[k] <= 2 * area_error
    assert got.center == pytest.approx((0, 0, 0), abs=1e-12)
    assert got.inertia[1] == pytest.approx(0, abs=1e-12) and got.inertia[2] == pytest.approx(0, abs=1e-12)


def test_icosphere_obj_within_its_tessellation_error(tmp_path, use_numpy):
    v, f = M.icosphere(0.1, 3)
    M.obj(tmp_path / "s.obj", v, f)
    got = props(tmp_path / "s.obj", use_numpy).properties
    exact = solids.sphere(0.1)
    assert 0 < 1 - got.volume / exact.volume < 0.02
    for k in (0, 3, 5):
        assert 0 < 1 - got.inertia[k] / exact.inertia[k] < 0.035
    assert got.inertia[1] == pytest.approx(0, abs=1e-9 * exact.inertia[0])


def test_obj_polygons_and_negative_indices(tmp_path, use_numpy):
    v, _ = M.box_mesh(1, 1, 1)
    quads = [(0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)]
    M.obj(tmp_path / "q.obj", v, [], quads=quads)
    M.obj(tmp_path / "n.obj", v, [], negative=True, quads=quads)
    for name in ("q.obj", "n.obj"):
        r = props(tmp_path / name, use_numpy)
        assert r.closed and r.triangles == 12
        assert_same(r.properties, solids.box((1, 1, 1)))


@pytest.mark.parametrize("primitive", ["triangles", "polylist", "polygons"])
def test_collada_primitives(tmp_path, use_numpy, primitive):
    M.dae(tmp_path / "b.dae", *M.box_mesh(1, 2, 3), primitive=primitive)
    r = props(tmp_path / "b.dae", use_numpy)
    assert r.closed and r.unit is None
    assert_same(r.properties, solids.box((1, 2, 3)))


def test_collada_unit_is_applied(tmp_path, use_numpy):
    M.dae(tmp_path / "mm.dae", *M.box_mesh(100, 200, 300), unit=0.001)
    r = props(tmp_path / "mm.dae", use_numpy)
    assert r.unit == 0.001
    assert_same(r.properties, solids.box((0.1, 0.2, 0.3)))


def test_collada_node_matrix_and_nested_nodes(tmp_path, use_numpy):
    v, f = M.box_mesh(1, 2, 3)
    # the node's matrix: turn 90 degrees about z, move by (1, 0, 0)
    M.dae(tmp_path / "m.dae", v, f, matrix=[0, -1, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    r = props(tmp_path / "m.dae", use_numpy).properties
    assert_same(r, solids.transformed(solids.box((1, 2, 3)), (1, 0, 0), (0, 0, math.pi / 2)), abs_=1e-12)
    # a node translated by (0, 0, 5) with the geometry, and a child node scaled by 2 with it again
    nested = ('<translate>0 0 5</translate><node id="child"><scale>2 2 2</scale>'
              '<instance_geometry url="#g"/></node>')
    M.dae(tmp_path / "n.dae", v, f, node_xml=nested)
    r = props(tmp_path / "n.dae", use_numpy).properties
    one = solids.transformed(solids.box((1, 2, 3)), (0, 0, 5))
    two = solids.transformed(solids.box((2, 4, 6)), (0, 0, 5))
    assert_same(r, solids.combined([one, two]))


def test_collada_up_axis_is_ignored_as_rviz_does(tmp_path, use_numpy):
    v, f = M.box_mesh(1, 2, 3)
    M.dae(tmp_path / "z.dae", v, f, up_axis="Z_UP")
    M.dae(tmp_path / "y.dae", v, f, up_axis="Y_UP")
    assert_same(props(tmp_path / "y.dae", use_numpy).properties, props(tmp_path / "z.dae", use_numpy).properties)


def test_open_mesh_is_flagged_and_bounded_by_its_hull(tmp_path, use_numpy):
    v, f = M.box_mesh(1, 1, 1)
    M.stl_binary(tmp_path / "open.stl", v, f[:-2])          # one face missing
    r = props(tmp_path / "open.stl", use_numpy)
    assert not r.closed and not r.properties.exact
    assert any("convex hull" in n for n in r.notes)
    assert_same(r.properties, solids.box((1, 1, 1)))


def test_non_manifold_mesh_is_not_closed(tmp_path, use_numpy):
    v, f = M.box_mesh(1, 1, 1)
    M.stl_binary(tmp_path / "dup.stl", v, f + [f[0]])       # a triangle twice: three faces on its edges
    assert not props(tmp_path / "dup.stl", use_numpy).closed
    flipped = f[:-1] + [(f[-1][0], f[-1][2], f[-1][1])]      # one face wound the wrong way
    M.stl_binary(tmp_path / "flip.stl", v, flipped)
    assert not props(tmp_path / "flip.stl", use_numpy).closed


def test_inside_out_mesh_takes_the_absolute(tmp_path, use_numpy):
    v, f = M.box_mesh(1, 2, 3)
    M.stl_binary(tmp_path / "in.stl", v, [(a, c, b) for a, b, c in f])
    r = props(tmp_path / "in.stl", use_numpy)
    assert r.closed and r.properties.exact
    assert any("inside-out" in n for n in r.notes)
    assert_same(r.properties, solids.box((1, 2, 3)))


def test_mesh_scale_and_offset_centre(tmp_path, use_numpy):
    v, f = M.box_mesh(1, 2, 3)
    M.stl_binary(tmp_path / "off.stl", [(x + 10, y - 4, z + 7) for x, y, z in v], f)
    r = props(tmp_path / "off.stl", use_numpy, scale=(0.001, 0.001, 0.001)).properties
    assert_same(r, solids.transformed(solids.box((0.001, 0.002, 0.003)), (0.01, -0.004, 0.007)), rel=1e-7)


def test_numpy_and_pure_agree_on_a_big_torus(tmp_path):
    if True not in PATHS:
        pytest.skip("numpy not installed")
    v, f = M.torus(0.3, 0.1, 80, 60)
    M.stl_binary(tmp_path / "t.stl", v, f)
    pure, fast = (mesh_properties(str(tmp_path / "t.stl"), use_numpy=u) for u in (False, True))
    assert pure.closed and fast.closed
    assert_same(pure.properties, fast.properties, rel=1e-9)
    flat = [[c for p in r.properties.hull for c in p] for r in (pure, fast)]
    assert flat[0] == pytest.approx(flat[1])
    assert pure.properties.bounds == fast.properties.bounds
    exact_volume = 2 * math.pi ** 2 * 0.3 * 0.1 ** 2
    assert pure.properties.volume == pytest.approx(exact_volume, rel=0.01)


def test_problems_not_exceptions(tmp_path, use_numpy, monkeypatch):
    (tmp_path / "m.ply").write_bytes(b"ply\n")
    assert mesh_properties(str(tmp_path / "m.ply"), use_numpy=use_numpy).problem == "unsupported format: .ply"
    (tmp_path / "bad.stl").write_bytes(b"\x01" * 200)
    assert mesh_properties(str(tmp_path / "bad.stl"), use_numpy=use_numpy).problem.startswith("malformed STL")
    (tmp_path / "bad.dae").write_bytes(b"<COLLADA><asset>")
    assert mesh_properties(str(tmp_path / "bad.dae"), use_numpy=use_numpy).problem.startswith("malformed COLLADA")
    (tmp_path / "bad.obj").write_bytes(b"v 0 0 0\nf 1 2 3\n")
    assert mesh_properties(str(tmp_path / "bad.obj"), use_numpy=use_numpy).problem.startswith("malformed OBJ")
    assert mesh_properties(str(tmp_path / "none.stl"), use_numpy=use_numpy).problem.startswith("unreadable")
    M.stl_binary(tmp_path / "flat.stl", [(0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0)], [(0, 1, 2), (1, 3, 2)])
    assert mesh_properties(str(tmp_path / "flat.stl"), use_numpy=use_numpy).problem.startswith("degenerate")
    M.stl_binary(tmp_path / "b.stl", *M.box_mesh(1, 1, 1))
    monkeypatch.setattr(meshes, "MAX_TRIANGLES", 11)
    monkeypatch.setattr(meshes, "MAX_TRIANGLES_PURE", 11)
    assert mesh_properties(str(tmp_path / "b.stl"), use_numpy=use_numpy).problem == "too large"
    monkeypatch.setattr(meshes, "MAX_TRIANGLES", 100)
    monkeypatch.setattr(meshes, "MAX_TRIANGLES_PURE", 100)
    monkeypatch.setattr(meshes, "MAX_MESH_BYTES", 600)
    assert mesh_properties(str(tmp_path / "b.stl"), use_numpy=use_numpy).problem == "too large"


def test_time_budget_gives_up_as_too_large(tmp_path):
    M.stl_binary(tmp_path / "t.stl", *M.torus(0.3, 0.1, 40, 30))
    r = mesh_properties(str(tmp_path / "t.stl"), seconds=0.0, use_numpy=False)
    assert r.properties is None and r.problem == OUT_OF_TIME and r.problem.startswith("too large")


def test_near_duplicate_corners_are_welded(tmp_path, use_numpy):
    # exporters write one corner as slightly different numbers in different triangles (1e-20 for 0, float32
    # rounding of a computed point): closer than 1e-7 of the mesh's size they are one vertex
    v, f = M.box_mesh(1, 1, 1)
    pts = [v[i] for t in f for i in t]
    pts[0] = (pts[0][0] + 2e-8, pts[0][1], pts[0][2] + 1e-20)
    M.obj(tmp_path / "near.obj", pts, [(3 * k, 3 * k + 1, 3 * k + 2) for k in range(len(f))])
    r = props(tmp_path / "near.obj", use_numpy)
    assert r.closed and r.properties.exact
    assert r.properties.volume == pytest.approx(1.0, rel=1e-6)
    pts[0] = (pts[0][0] + 1e-3, pts[0][1], pts[0][2])     # a real gap stays open
    M.obj(tmp_path / "gap.obj", pts, [(3 * k, 3 * k + 1, 3 * k + 2) for k in range(len(f))])
    assert not props(tmp_path / "gap.obj", use_numpy).closed


def test_hull_of_a_nonconvex_mesh_leaves_out_its_inner_vertices(tmp_path, use_numpy):
    v, f = M.torus(0.3, 0.1, 24, 12)       # inner ring vertices are not on the hull
    M.stl_binary(tmp_path / "t.stl", v, f)
    hull = props(tmp_path / "t.stl", use_numpy).properties.hull
    assert 0 < len(hull) < len(v)
    assert all(math.hypot(x, y) > 0.3 - 1e-6 for x, y, _ in hull)


def test_numpy_and_pure_agree_on_an_open_mesh_hull(tmp_path):
    if True not in PATHS:
        pytest.skip("numpy not installed")
    v, f = M.torus(0.3, 0.1, 40, 20)
    M.stl_binary(tmp_path / "open.stl", v, f[:-40])          # a strip of faces missing
    pure, fast = (mesh_properties(str(tmp_path / "open.stl"), use_numpy=u) for u in (False, True))
    assert not pure.closed and not fast.closed
    assert_same(pure.properties, fast.properties, rel=1e-9)
    # the torus's hull: a cylinder of radius 0.3 and height 0.2, and the outer half of the torus (Pappus)
    half_disk = math.pi * 0.1 ** 2 / 2
    hull_volume = math.pi * 0.3 ** 2 * 0.2 + 2 * math.pi * (0.3 + 4 * 0.1 / (3 * math.pi)) * half_disk
    assert 0.98 * hull_volume < pure.properties.volume < hull_volume     # inscribed: a little less


def test_binary_stl_with_trailing_bytes_and_a_solid_header(tmp_path, use_numpy):
    M.stl_binary(tmp_path / "b.stl", *M.box_mesh(1, 1, 1))
    data = (tmp_path / "b.stl").read_bytes()
    (tmp_path / "tail.stl").write_bytes(data + b"\0" * 7)
    r = props(tmp_path / "tail.stl", use_numpy)
    assert r.closed and r.notes == ("7 bytes after the last triangle ignored",)
    (tmp_path / "solid.stl").write_bytes(b"solid exported by a CAD tool".ljust(80, b" ") + data[80:])
    assert props(tmp_path / "solid.stl", use_numpy).properties.volume == 1.0


def test_collada_library_nodes_and_no_scene(tmp_path, use_numpy):
    v, f = M.box_mesh(1, 1, 1)
    M.dae(tmp_path / "lib.dae", v, f)
    text = (tmp_path / "lib.dae").read_text()
    # the scene's node instances a library node (moved by 3 along y) that holds the geometry
    text = text.replace('<node id="n"><instance_geometry url="#g"/></node>',
                        '<node id="n"><translate>0 3 0</translate><instance_node url="#part"/></node>')
    text = text.replace("<library_visual_scenes>", '<library_nodes><node id="part"><instance_geometry url="#g"/>'
                                                   '</node></library_nodes><library_visual_scenes>')
    (tmp_path / "lib.dae").write_text(text)
    assert props(tmp_path / "lib.dae", use_numpy).properties.center == pytest.approx((0, 3, 0))
    # no visual scene: each geometry where its numbers put it
    bare = text[:text.index("<library_visual_scenes>")] + "</COLLADA>\n"
    (tmp_path / "bare.dae").write_text(bare)
    r = props(tmp_path / "bare.dae", use_numpy).properties
    assert r.volume == pytest.approx(1.0) and r.center == pytest.approx((0, 0, 0))


def test_collada_cycles_and_multiplying_instances_end(tmp_path, use_numpy):
    v, f = M.box_mesh(1, 1, 1)
    M.dae(tmp_path / "cyc.dae", v, f, node_xml='<instance_node url="#n"/>')     # a node instancing itself
    assert props(tmp_path / "cyc.dae", use_numpy).properties.volume == pytest.approx(1.0)
    # 40 library nodes each instancing the next twice: 2^40 instances
    lib = "".join('<node id="l%d"><instance_node url="#l%d"/><instance_node url="#l%d"/></node>' % (i, i + 1, i + 1)
                  for i in range(40)) + '<node id="l40"/>'
    M.dae(tmp_path / "boom.dae", v, f, node_xml='<instance_node url="#l0"/>')
    text = (tmp_path / "boom.dae").read_text()
    (tmp_path / "boom.dae").write_text(text.replace("<library_visual_scenes>",
                                                    "<library_nodes>%s</library_nodes><library_visual_scenes>" % lib))
    assert mesh_properties(str(tmp_path / "boom.dae"), use_numpy=use_numpy).problem == "too large"


def test_collada_with_entities_is_refused(tmp_path, use_numpy):
    bomb = (b'<?xml version="1.0"?><!DOCTYPE c [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>'
            b'<COLLADA><asset><unit meter="&b;"/></asset></COLLADA>')
    (tmp_path / "bomb.dae").write_bytes(bomb)
    assert "entities" in mesh_properties(str(tmp_path / "bomb.dae"), use_numpy=use_numpy).problem


def test_mesh_hull_contains_the_mesh_and_bounds_distances_from_above(tmp_path, use_numpy):
    import random
    rng = random.Random(7)
    for name, (v, f) in (("s.stl", M.icosphere(0.2, 3)), ("t.stl", M.torus(0.3, 0.1, 40, 20))):
        M.stl_binary(tmp_path / name, v, f)
        p = props(tmp_path / name, use_numpy).properties
        assert len(p.hull) <= 2 * len(meshes.pure.DIRECTIONS)
        assert all(solids.contains(p, q, tolerance=1e-6) for q in v)     # (the file holds float32)
        for _ in range(200):
            q = [rng.uniform(-0.4, 0.4) for _ in range(3)]
            true = max(math.dist(q, w) for w in v)
            assert true - 1e-6 <= solids.farthest_distance(p, q) <= 1.05 * true
    # a point 6% outside the sphere is outside its hull
    assert not solids.contains(props(tmp_path / "s.stl", use_numpy).properties, (0.212, 0, 0), tolerance=0)
