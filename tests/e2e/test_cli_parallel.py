"""`urdf-ls check` over many files runs on every core: the output is the same, byte for byte and in input
order, as checking the files one after another in one process, and a project file's problem is reported
once although every worker reads it."""
import subprocess
import sys

import pytest

from urdf_ls.cli import check as cli

ROBOT = '<robot name="r%d">\n  <link name="a"/>\n%s</robot>\n'
EXTRA = ['', '  <link name="a"/>\n', '  <joint name="j" type="spin"><parent link="a"/><child link="b"/></joint>\n',
         '  <link name="b" colour="red"/>\n', '  <material name="m"/>\n',
         '  <joint name="k" type="fixed"><parent link="aa"/><child link="a"/><origin rpy="90 0 0"/></joint>\n']


def make_files(tmp_path, n):
    """n files in three folders (one with a project file that has an unknown code), listed interleaved"""
    files = []
    for i in range(n):
        folder = tmp_path / ("p%d" % (i % 3))
        folder.mkdir(exist_ok=True)
        f = folder / ("r%02d.urdf" % i)
        f.write_text(ROBOT % (i, EXTRA[i % len(EXTRA)] * (i % 4)))
        files.append(str(f))
    (tmp_path / "p1" / "urdf-ls.toml").write_text('ignore = ["unknown-attribute", "bogus-code"]\n')
    return files


def sequential(files, fmt):
    """what the CLI prints, computed in this process one file after another"""
    check = cli.Checker(cli.default_workspace(files), {"packages": {}}, [], [], fmt)
    pieces = []
    for path in files:
        rendered = check.checked(path).rendered
        pieces += [rendered] if rendered else []
    if fmt == "json":
        return "[\n" + ",\n".join(pieces) + "\n]\n" if pieces else "[]\n"
    return "".join(pieces)


@pytest.mark.parametrize("fmt", ["json", "text"])
def test_many_files_give_the_output_of_one_by_one_checks(tmp_path, fmt):
    files = make_files(tmp_path, cli.PARALLEL_FROM + 9)
    r = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", fmt] + files,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == cli.EXIT_ERRORS
    assert r.stdout == sequential(files, fmt)
    assert "duplicate-link" in r.stdout and "joint-type" in r.stdout
    assert r.stderr.count("bogus-code") == 1, r.stderr


def test_json_output_of_many_files_is_one_lsp_diagnostic_a_line(tmp_path):
    """the array is streamed file by file, one diagnostic a line, each as the server publishes it plus a path"""
    import json
    files = make_files(tmp_path, cli.PARALLEL_FROM + 2)
    r = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json"] + files,
                       capture_output=True, text=True, timeout=120)
    lines = r.stdout.splitlines()
    assert lines[0] == "[" and lines[-1] == "]" and len(lines) == len(json.loads(r.stdout)) + 2
    items = [json.loads(line.rstrip(",")) for line in lines[1:-1]]
    assert all(list(d)[:5] == ["range", "message", "severity", "code", "source"] and "path" in d for d in items)
    assert '"data":{' in r.stdout
    assert [d["path"] for d in json.loads(r.stdout)] == sorted((d["path"] for d in json.loads(r.stdout)),
                                                                key=files.index)


def test_clean_files_print_an_empty_array(tmp_path):
    files = []
    for i in range(cli.PARALLEL_FROM + 1):
        f = tmp_path / ("ok%d.urdf" % i)
        f.write_text('<robot name="r"><link name="a"/></robot>\n')
        files.append(str(f))
    r = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json"] + files,
                       capture_output=True, text=True, timeout=120)
    assert (r.returncode, r.stdout) == (cli.EXIT_CLEAN, "[]\n")
