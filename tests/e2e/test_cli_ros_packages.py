"""`urdf-ls check` resolves packages through the environment and --package NAME=DIR."""
import json
import subprocess
import sys


ROBOT = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="package://%s/meshes/m.stl"/>'
         '</geometry></visual></link></robot>')


def make_pkg(folder, name):
    (folder / "meshes").mkdir(parents=True)
    (folder / "package.xml").write_text("<package><name>%s</name></package>" % name)
    (folder / "meshes" / "m.stl").write_text("solid m\nendsolid m\n")
    return str(folder)


def test_cli_resolves_through_the_environment_and_package_map(tmp_path):
    make_pkg(tmp_path / "prefix" / "share" / "env_pkg", "env_pkg")
    mapped = make_pkg(tmp_path / "elsewhere" / "x", "mapped_pkg")
    (tmp_path / "a.urdf").write_text(ROBOT % "env_pkg")
    (tmp_path / "b.urdf").write_text(ROBOT % "mapped_pkg")
    env = dict(__import__("os").environ, AMENT_PREFIX_PATH=str(tmp_path / "prefix"))
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", "a.urdf", "b.urdf",
                        "--package", "mapped_pkg=%s" % mapped], cwd=tmp_path, env=env, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0 and json.loads(p.stdout) == [], p.stdout
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", "b.urdf"], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)
    assert [d["code"] for d in json.loads(p.stdout)] == ["package-not-found"]


