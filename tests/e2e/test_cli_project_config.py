"""The project configuration through the real command line: package paths, flags and xacro args."""
import os

import pytest


def write(root, files):
    for rel, text in files.items():
        p = os.path.join(root, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)


MESH_ROBOT = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="package://parts/m.stl"/>'
              '</geometry></visual></link></robot>')


def project_tree(tmp_path, config):
    """a robot in proj/urdf/, its mesh in a package under third_party/, and the project file"""
    write(tmp_path, {"proj/urdf-ls.toml": config, "proj/urdf/r.urdf": MESH_ROBOT,
                     "third_party/parts/package.xml": "<package><name>parts</name></package>",
                     "third_party/parts/m.stl": "solid m\nendsolid m\n"})
    return str(tmp_path / "proj" / "urdf" / "r.urdf")


def test_cli_reads_package_paths_and_flags_override(tmp_path):
    import json
    import subprocess
    import sys
    path = project_tree(tmp_path, 'package-paths = ["../third_party"]\nseverity = { package-not-found = "hint" }')

    def check(*flags):
        p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", path, *flags],
                           capture_output=True, text=True, timeout=120)
        return {d["code"]: d["severity"] for d in json.loads(p.stdout)}
    assert check() == {}
    write(tmp_path, {"proj/urdf-ls.toml": 'severity = { package-not-found = "hint" }'})
    assert check() == {"package-not-found": 4}
    assert check("--package", "parts=%s" % (tmp_path / "third_party" / "parts")) == {}


def test_cli_expansion_takes_project_args_and_flags_override(tmp_path):
    import json
    import subprocess
    import sys
    pytest.importorskip("xacro")
    write(tmp_path, {"urdf-ls.toml": '[xacro]\nexpand = true\nargs = { size = "1 2" }\n',
                     "e.xacro": '<robot name="e" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
                                '<xacro:arg name="size" default="1 1 1"/>\n<link name="a"><visual><geometry>'
                                '<box size="$(arg size)"/></geometry></visual></link>\n</robot>\n'})

    def codes(*flags):
        p = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json",
                            str(tmp_path / "e.xacro"), *flags], capture_output=True, text=True, timeout=120)
        return {d["code"] for d in json.loads(p.stdout)}
    assert codes() == {"box-size"}                              # the project expands, with its args
    assert codes("--xacro-arg", "size=1 1 1") == set()


