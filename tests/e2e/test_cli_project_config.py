"""The project configuration through the real command line: package paths, flags and xacro args."""
import pytest

from tests.helpers.project_files import project_tree, write


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


