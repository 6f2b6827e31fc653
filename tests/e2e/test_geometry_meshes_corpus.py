"""The mass properties of the corpus's real meshes against trimesh's (a test-only oracle): every mesh urdf-ls
finds closed must agree in volume, centre and inertia. trimesh reads COLLADA without its `<unit>`, so the
comparison is in the file's own units. And every corpus mesh, open ones too, gives the same numbers with numpy
and without."""
import math
import os
import warnings

import pytest

from tests.helpers.tools import REQUIRE_TOOLS
from urdf_ls.workspace.geometry.meshes import mesh_properties

CORPUS = os.environ.get("URDF_LS_CORPUS", os.path.join(os.path.dirname(__file__), "..", "..", ".corpus"))
AGREE = 1e-5      # relative: the files hold float32 numbers (or decimals), both sides integrate in float64


def corpus_meshes():
    root = os.path.join(CORPUS, "files")
    return sorted(os.path.join(d, f) for d, _, files in os.walk(root) for f in files
                  if f.lower().endswith((".stl", ".dae", ".obj")))


def oracle():
    try:
        import trimesh
        import collada  # noqa: F401  (trimesh's COLLADA reader)
    except ImportError:
        if REQUIRE_TOOLS:
            pytest.fail("trimesh and pycollada are required (URDF_LS_REQUIRE_TOOLS=1): pip install '.[test]'")
        pytest.skip("trimesh or pycollada not installed")
    return trimesh


def disagreement(ours, unit, inside_out, theirs):
    """the largest relative difference of volume, centre (to the mesh's size) and inertia (to its largest
    entry), in the file's units; an inside-out mesh has negative volume and inertia in trimesh"""
    u = unit or 1.0
    sign = -1 if inside_out else 1
    volume = ours.volume / u ** 3
    center = [c / u for c in ours.center]
    inertia = [i / u ** 5 for i in ours.inertia]
    t = theirs.moment_inertia
    t6 = (t[0][0], t[0][1], t[0][2], t[1][1], t[1][2], t[2][2])
    size = max(b - a for a, b in zip(*ours.bounds)) / u
    return max(abs(volume - sign * theirs.volume) / abs(theirs.volume),
               math.dist(center, theirs.center_mass) / size,
               max(abs(a - sign * b) for a, b in zip(inertia, t6)) / max(abs(x) for x in t6))


@pytest.mark.slow
def test_closed_corpus_meshes_agree_with_trimesh():
    trimesh = oracle()
    paths = corpus_meshes()
    if not paths:
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    compared, worst = 0, (0.0, "")
    for path in paths:
        r = mesh_properties(path)
        if r.properties is None or not r.closed:
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            theirs = trimesh.load(path, force="mesh")
        d = disagreement(r.properties, r.unit, any("inside-out" in n for n in r.notes), theirs)
        compared += 1
        worst = max(worst, (d, path))
    assert compared >= 0.5 * len(paths), (compared, len(paths))
    assert worst[0] < AGREE, worst


@pytest.mark.slow
def test_corpus_meshes_give_the_same_numbers_with_and_without_numpy():
    pytest.importorskip("numpy")
    paths = corpus_meshes()
    if not paths:
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    worst = (0.0, "")
    for path in paths:
        fast, pure = (mesh_properties(path, use_numpy=u, seconds=120) for u in (True, False))
        assert (fast.problem, fast.closed, fast.triangles) == (pure.problem, pure.closed, pure.triangles), path
        if fast.properties is None:
            continue
        a, b = fast.properties, pure.properties
        size = max(hi - lo for lo, hi in zip(*a.bounds))
        d = max(abs(a.volume - b.volume) / a.volume, math.dist(a.center, b.center) / size,
                max(abs(x - y) for x, y in zip(a.inertia, b.inertia)) / max(abs(x) for x in a.inertia))
        worst = max(worst, (d, path))
    assert worst[0] < 1e-9, worst
