"""Mesh files written to defeat the readers (issue #39): every one gives a clear per-file problem, the same with and
without numpy, never "internal error"; instanced and huge work is counted before it is done; failures are kept
on disk like results, and a corrupt disk entry is a miss."""
import tracemalloc

import pytest

from tests.helpers import meshes as M
from tests.helpers.bounded import bounded
from urdf_ls.workspace.geometry import collada
from urdf_ls.workspace.geometry.meshes import mesh_properties
from urdf_ls.workspace.geometry.result import MeshResult

try:
    import numpy  # noqa: F401
    PATHS = [False, True]
except ImportError:  # pragma: no cover
    PATHS = [False]


def problems(path):
    """the problem of the file on each path (pure Python, numpy)"""
    return {mesh_properties(str(path), use_numpy=n).problem for n in PATHS}


def one_problem(path):
    found = problems(path)
    assert len(found) == 1, found       # (both paths give the same answer)
    [p] = found
    assert p is not None and "internal error" not in p, p
    return p


BOX = M.box_mesh(1, 1, 1)


def _with_corner(value):
    v, f = BOX
    return [value] + list(v[1:]), f


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -float("inf"), 1e300])
@pytest.mark.parametrize("fmt", ["stl", "ascii.stl", "obj", "dae"])
def test_a_coordinate_that_is_no_finite_metre_is_one_clear_problem(tmp_path, bad, fmt):
    v, f = _with_corner((bad, 0.0, 0.0))
    path = tmp_path / ("m." + fmt.split(".")[-1])
    if fmt == "stl":
        if abs(bad) == 1e300:
            pytest.skip("float32 holds no 1e300")
        M.stl_binary(path, v, f)
    elif fmt == "ascii.stl":
        M.stl_ascii(path, v, f)
    elif fmt == "obj":
        M.obj(path, v, f)
    else:
        M.dae(path, v, f)
    p = one_problem(path)
    assert ("coordinate" in p or "finite" in p) and p.startswith("malformed"), p


def _dae_text(tmp_path, **kw):
    M.dae(tmp_path / "m.dae", *BOX, **kw)
    return (tmp_path / "m.dae").read_text()


@pytest.mark.parametrize("change, word", [
    (lambda t: t.replace("<p>0 0 ", "<p>0 x ", 1), "<p>"),
    (lambda t: t.replace("<vcount>3 ", "<vcount>three ", 1), "<vcount>"),
    (lambda t: t.replace('<node id="n">', '<node id="n"><matrix>%s</matrix>' % " ".join(["1e308"] * 16)), "coordinate"),
    (lambda t: t.replace('<node id="n">', '<node id="n"><rotate>0 0 1 inf</rotate>'), "<rotate>"),
    (lambda t: t.replace('<node id="n">', '<node id="n"><translate>nan 0 0</translate>'), "<translate>"),
    (lambda t: t.replace("<asset>", '<asset><unit meter="1e308"/>'), "coordinate"),
    (lambda t: t.replace("<asset>", '<asset><unit meter="nan"/>'), "<unit meter>"),
    (lambda t: t.replace('stride="3"', 'stride="99999999999999999999999"'), ""),
])
def test_malformed_collada_numbers_are_clear_problems(tmp_path, change, word):
    primitive = "polylist" if "vcount" in word else "triangles"
    text = _dae_text(tmp_path, primitive=primitive)
    (tmp_path / "m.dae").write_text(change(text))
    p = one_problem(tmp_path / "m.dae")
    assert p.startswith("malformed COLLADA") and word in p, p


def _instanced(tmp_path, positions, instances):
    """one geometry of `positions` positions (one triangle) placed by `instances` nodes"""
    v = [(float(i), 0.0, 0.0) for i in range(positions - 3)] + [(0.0, 0.0, 0.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0)]
    f = [(positions - 3, positions - 2, positions - 1)]
    M.dae(tmp_path / "i.dae", v, f)
    text = (tmp_path / "i.dae").read_text()
    nodes = '<node id="n">' + '<node><instance_geometry url="#g"/></node>' * instances
    (tmp_path / "i.dae").write_text(text.replace('<node id="n">', nodes, 1))
    return tmp_path / "i.dae"


def test_instanced_work_is_counted_before_it_is_done(tmp_path, monkeypatch):
    """30,000 positions placed 9,000 times: the worker copied them per instance until it ran out of memory"""
    path = _instanced(tmp_path, 30_000, 9_000)

    def copied(*_a):
        raise AssertionError("positions copied before the work was counted")
    monkeypatch.setattr(collada._Dae, "add", copied)
    with bounded():
        assert problems(path) == {"too large"}


def test_instances_within_the_caps_are_placed(tmp_path):
    path = _instanced(tmp_path, 30, 4)
    r = mesh_properties(str(path), use_numpy=False)
    assert r.triangles == 5 and r.problem.startswith("degenerate")     # (the node's own instance and 4 more: flat)


def test_a_face_of_millions_of_corners_stops_before_it_is_built(tmp_path):
    path = tmp_path / "f.obj"
    path.write_bytes(b"v 0 0 0\nv 1 0 0\nv 0 1 0\nf" + b" 1 2 3" * 1_000_000 + b"\n")    # 6 MB, 3 million corners
    tracemalloc.start()
    try:
        with bounded():
            assert problems(path) == {"too large"}
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 40 * 1024 * 1024, peak      # (the file's bytes and its lines: the corners are never split out)


def test_a_vertex_line_of_millions_of_numbers_is_read_by_its_first_three(tmp_path):
    path = tmp_path / "v.obj"
    v, f = BOX
    M.obj(path, v, f)
    text = path.read_bytes().replace(b"v 0", b"v 0" + b" 0" * 1_000_000, 1)
    path.write_bytes(text)
    tracemalloc.start()
    try:
        r = mesh_properties(str(path), use_numpy=False)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert r.problem is None and peak < 40 * 1024 * 1024, (r.problem, peak)


def test_collada_nested_too_deep_is_too_deep_not_too_large(tmp_path):
    text = _dae_text(tmp_path)
    deep = "<node>" * 300 + '<instance_geometry url="#g"/>' + "</node>" * 300
    (tmp_path / "m.dae").write_text(text.replace('<node id="n">', '<node id="n">' + deep, 1))
    assert one_problem(tmp_path / "m.dae").startswith("too deep")


BOMB = ('<?xml version="1.0" encoding="%s"?><!DOCTYPE c [<!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><COLLADA><asset><unit meter="&b;"/></asset></COLLADA>')


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "latin-1", "cp037"])
def test_entities_are_refused_in_any_encoding(tmp_path, encoding):
    declared = {"utf-16-le": "UTF-16", "utf-16-be": "UTF-16", "utf-8-sig": "UTF-8", "cp037": "cp037"}.get(
        encoding, encoding)
    data = BOMB.replace("%s", declared)
    if encoding == "cp037":
        data = data.replace('<?xml version="1.0" encoding="cp037"?>', "")
        raw = '<?xml version="1.0" encoding="cp037"?>'.encode("ascii") + data.encode("cp037")
    else:
        raw = data.encode(encoding)
    (tmp_path / "b.dae").write_bytes(raw)
    p = one_problem(tmp_path / "b.dae")
    assert p.startswith("malformed COLLADA") and ("entit" in p or "document type" in p or "encoding" in p), p


def test_a_utf32_collada_file_is_refused_clearly(tmp_path):
    (tmp_path / "u.dae").write_bytes('<?xml version="1.0" encoding="UTF-32"?><COLLADA/>'.encode("utf-32"))
    assert one_problem(tmp_path / "u.dae").startswith("malformed COLLADA")


def test_a_plain_utf16_collada_file_is_read(tmp_path):
    text = _dae_text(tmp_path).replace('encoding="utf-8"', 'encoding="UTF-16"')
    (tmp_path / "m.dae").write_bytes(text.encode("utf-16"))
    r = mesh_properties(str(tmp_path / "m.dae"), use_numpy=False)
    assert r.problem is None and abs(r.properties.volume - 1.0) < 1e-9


# ------------------------------------------------------------------ the disk cache
def _fresh_disk_cache(monkeypatch, tmp_path):
    from urdf_ls.workspace.geometry import disk
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(disk, "_folders", {})
    return disk


def test_a_failure_is_kept_on_disk_as_a_result_is(monkeypatch, tmp_path):
    disk = _fresh_disk_cache(monkeypatch, tmp_path)
    where = disk.folder()
    key = ("/x.dae", 10, 20)
    disk.store(key, MeshResult(None, False, 0, problem="internal error: ValueError: x"), where)
    assert disk.load(key, where).problem == "internal error: ValueError: x"
    assert disk.load(("/x.dae", 10, 21), where) is None        # (another version of the file: another entry)


def test_a_failure_of_this_run_is_not_kept(monkeypatch, tmp_path):
    from urdf_ls.workspace.geometry.result import WORKER_FAILED
    from urdf_ls.workspace.geometry.result import OUT_OF_TIME
    disk = _fresh_disk_cache(monkeypatch, tmp_path)
    where = disk.folder()
    for i, problem in enumerate((WORKER_FAILED, OUT_OF_TIME, "too large")):
        disk.store(("/y.stl", i, 1), MeshResult(None, False, 0, problem=problem), where)
        assert disk.load(("/y.stl", i, 1), where) is None, problem


GOOD = '[[1.0, [0, 0, 0], [1, 0, 0, 1, 0, 1], true, [[0, 0, 0], [1, 1, 1]], ""], true, 12, null, null, []]'


@pytest.mark.parametrize("entry", [
    "[" * 200_000,
    "{" * 200_000,
    GOOD.replace("1.0", "NaN", 1),
    GOOD.replace("1.0", "-1.0", 1),
    GOOD.replace("1.0", "Infinity", 1),
    GOOD.replace("[0, 0, 0], [1, 0", "[0, 0], [1, 0", 1),
    GOOD.replace("12", '"12"'),
    GOOD.replace("12", "-3"),
    GOOD.replace("true, 12", "2, 12"),
    GOOD.replace('""', '"!!!"'),
    GOOD.replace("[]]", '[1]]'),
    GOOD.replace("null, null", '"km", null'),
    GOOD.replace("null, null", "null, 5"),
    '[null, true, 12, null, null]',
    '{"a": 1}',
    '"text"',
    "",
    "\x00\xff",
])
def test_a_corrupt_entry_is_a_miss(monkeypatch, tmp_path, entry):
    disk = _fresh_disk_cache(monkeypatch, tmp_path)
    where = disk.folder()
    key = ("/z.stl", 1, 1)
    disk.store(key, MeshResult(None, False, 0, problem="unsupported format"), where)
    with open(disk._entry(key, where), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(entry)
    assert disk.load(key, where) is None


def test_a_sound_entry_is_read(monkeypatch, tmp_path):
    disk = _fresh_disk_cache(monkeypatch, tmp_path)
    where = disk.folder()
    key = ("/z.stl", 1, 1)
    disk.store(key, MeshResult(None, False, 0, problem="unsupported format"), where)
    with open(disk._entry(key, where), "w") as f:
        f.write(GOOD)
    r = disk.load(key, where)
    assert r.properties.volume == 1.0 and r.triangles == 12 and r.closed


def test_numbers_of_thousands_of_digits_are_clear_problems(tmp_path):
    text = _dae_text(tmp_path)
    for change in (lambda t: t.replace('stride="3"', 'stride="%s"' % ("9" * 5000)),
                   lambda t: t.replace("<p>0 0 ", "<p>%s 0 " % ("9" * 5000), 1),
                   lambda t: t.replace('offset="0"', 'offset="%s"' % ("9" * 5000), 1)):
        (tmp_path / "m.dae").write_text(change(text))
        one_problem(tmp_path / "m.dae")
