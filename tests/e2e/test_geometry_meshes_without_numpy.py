"""Mesh mass properties without numpy, in a Python that cannot import it (the .vsix's bundled server):
the package imports without it and computes the numbers the numpy path computes. The readers in process:
tests/unit/workspace/geometry/test_meshes.py."""
import pytest

from tests.helpers import meshes as M
from urdf_ls.workspace.geometry.meshes import mesh_properties


def test_without_numpy_the_same_numbers(tmp_path):
    # the .vsix's server has no numpy: the package must import and compute without it
    import json
    import subprocess
    import sys

    from tests.helpers.paths import ROOT
    M.stl_binary(tmp_path / "t.stl", *M.torus(0.3, 0.1, 30, 20))
    script = ("import sys; sys.modules['numpy'] = None\n"
              "from urdf_ls.workspace.geometry import meshes\n"
              "assert not meshes.numpy_available()\n"
              "r = meshes.mesh_properties(sys.argv[1])\n"
              "import json; print(json.dumps([r.properties.volume, r.properties.inertia]))")
    out = subprocess.run([sys.executable, "-c", script, str(tmp_path / "t.stl")], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    volume, inertia = json.loads(out)
    expected = mesh_properties(str(tmp_path / "t.stl")).properties
    assert volume == pytest.approx(expected.volume, rel=1e-12)
    assert inertia == pytest.approx(expected.inertia, rel=1e-9)


def test_importing_the_package_does_not_import_numpy():
    import subprocess
    import sys

    from tests.helpers.paths import ROOT
    script = "import sys, urdf_ls.workspace.geometry; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
