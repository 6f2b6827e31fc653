"""The project configuration: found upward from a file (urdf-ls.toml, or [tool.urdf-ls] in pyproject.toml),
validated entry by entry, and applied to diagnostics.  Cases are data: files on disk and what they give."""
import os

import pytest

from tests.helpers.project_files import MESH_ROBOT, project_tree, write
from tests.helpers.rule_cases import robot
from urdf_ls.codes import Severity
from urdf_ls.document.document import Document
from urdf_ls.workspace import project
from urdf_ls.workspace.settings import Settings

FULL = """
ignore = ["mesh-not-found"]
severity = { unknown-attribute = "error", mass-zero = "off", inertia-zero = "information" }
packages = { my_robot = "src/my_robot", abs_pkg = "/opt/pkgs/abs_pkg" }
package-paths = ["third_party", "/opt/ros/share"]

[xacro]
expand = true
args = { use_gazebo = "true", count = 3, sim = false }
"""


def test_full_urdf_ls_toml(tmp_path):
    write(tmp_path, {"urdf-ls.toml": FULL, "robots/urdf/r.urdf": "<robot/>"})
    c = project.find_project_config(str(tmp_path / "robots" / "urdf" / "r.urdf"))
    assert c.path == str(tmp_path / "urdf-ls.toml") and c.root == str(tmp_path)
    assert c.disabled == {"mesh-not-found", "mass-zero"}
    assert c.severities == {"unknown-attribute": Severity.ERROR, "inertia-zero": Severity.INFORMATION}
    assert c.packages == {"my_robot": str(tmp_path / "src" / "my_robot"), "abs_pkg": "/opt/pkgs/abs_pkg"}
    assert c.package_paths == (str(tmp_path / "third_party"), "/opt/ros/share")
    assert c.xacro_expand is True
    assert c.xacro_args == {"use_gazebo": "true", "count": "3", "sim": "false"}
    assert c.problems == ()


FIND = [
    # (files, the file asked about, the configuration file found (relative) or None)
    ({"pyproject.toml": "[tool.urdf-ls]\nignore = []\n", "a/r.urdf": ""}, "a/r.urdf", "pyproject.toml"),
    ({"pyproject.toml": "[project]\nname = 'x'\n", "a/r.urdf": ""}, "a/r.urdf", None),
    ({"pyproject.toml": "[tool.urdf-ls]\n", "a/pyproject.toml": "[project]\nname='x'\n", "a/r.urdf": ""},
     "a/r.urdf", "pyproject.toml"),
    ({"urdf-ls.toml": "", "pyproject.toml": "[tool.urdf-ls]\n", "r.urdf": ""}, "r.urdf", "urdf-ls.toml"),
    ({"urdf-ls.toml": "", "a/b/urdf-ls.toml": "", "a/b/c/r.urdf": ""}, "a/b/c/r.urdf", "a/b/urdf-ls.toml"),
    ({"a/urdf-ls.toml": "", "a/r.urdf": ""}, "a", "a/urdf-ls.toml"),
]


@pytest.mark.parametrize("files,asked,found", FIND)
def test_found_upward(tmp_path, files, asked, found):
    write(tmp_path, files)
    c = project.find_project_config(str(tmp_path / asked))
    if found is None:
        # nothing in tmp_path; whatever lies above it is not ours to judge, only that ours was not taken
        assert c.path is None or not c.path.startswith(str(tmp_path))
    else:
        assert c.path == str(tmp_path / found)


def test_pyproject_table(tmp_path):
    write(tmp_path, {"pyproject.toml": '[project]\nname = "x"\n\n[tool.urdf-ls]\nignore = ["no-links"]\n'
                                       '[tool.urdf-ls.xacro]\nargs = { a = "1" }\n'})
    c = project.load_config(str(tmp_path / "pyproject.toml"))
    assert c.disabled == {"no-links"} and c.xacro_args == {"a": "1"} and c.xacro_expand is None


PROBLEMS = [
    ('ignore = ["not-a-code"]', "ignore: unknown code 'not-a-code'"),
    ('severity = { mass-zero = "loud" }', "severity of mass-zero must be error|warning|information|hint|off, got 'loud'"),
    ('severity = { nope = "error" }', "severity: unknown code 'nope'"),
    ('colour = 1', "unknown key 'colour' ignored"),
    ('packages = ["a"]', "packages must map package names to folders"),
    ('[xacro]\nexpand = "yes"', "xacro.expand must be true or false"),
    ('[xacro]\nrun = true', "unknown key 'xacro.run' ignored"),
    ('ignore = [', None),      # a TOML syntax error: one problem naming the file
]


@pytest.mark.parametrize("text,problem", PROBLEMS)
def test_problems(tmp_path, text, problem):
    write(tmp_path, {"urdf-ls.toml": text})
    c = project.load_config(str(tmp_path / "urdf-ls.toml"))
    if problem is None:
        assert len(c.problems) == 1 and "urdf-ls.toml" in c.problems[0]
    else:
        assert problem in c.problems
    assert c.disabled <= {"mass-zero"} and not c.severities


def test_not_a_regular_file(tmp_path):
    (tmp_path / "urdf-ls.toml").mkdir()
    found = project.find_project_config(str(tmp_path / "r.urdf")).path     # a folder named urdf-ls.toml
    assert found is None or not found.startswith(str(tmp_path))
    fifo = tmp_path / "sub"
    fifo.mkdir()
    os.mkfifo(str(fifo / "urdf-ls.toml"))
    c = project.load_config(str(fifo / "urdf-ls.toml"))
    assert c.problems and "not a regular file" in c.problems[0]


def test_apply_to_diagnostics(tmp_path):
    write(tmp_path, {"urdf-ls.toml": FULL})
    c = project.load_config(str(tmp_path / "urdf-ls.toml"))
    text = robot(links='<link name="a"/><link name="b" foo="1"><inertial><mass value="0"/><inertia ixx="0" ixy="0" '
                       'ixz="0" iyy="0" iyz="0" izz="0"/></inertial></link>')
    diags = Document(text, None).diagnostics()
    assert {d.code.value for d in diags} >= {"unknown-attribute", "mass-zero", "inertia-zero"}
    got = {d.code.value: d.severity for d in Settings.from_json(c.settings_json())[0].apply(diags)}
    assert "mass-zero" not in got
    assert got["unknown-attribute"] == Severity.ERROR and got["inertia-zero"] == Severity.INFORMATION
    assert Settings.from_json(project.ProjectConfig().settings_json())[0].apply(diags) == diags


def test_settings_json_reaches_settings(tmp_path):
    write(tmp_path, {"urdf-ls.toml": FULL})
    c = project.load_config(str(tmp_path / "urdf-ls.toml"))
    s, problems = Settings.from_json(c.settings_json())
    assert problems == []
    assert s.xacro.expand is True and s.xacro.args["use_gazebo"] == "true"
    assert s.packages["my_robot"] == str(tmp_path / "src" / "my_robot")
    assert project.ProjectConfig().settings_json() == {}


def test_cache_rereads_changed_files(tmp_path):
    write(tmp_path, {"urdf-ls.toml": 'ignore = ["no-links"]', "a/r.urdf": "", "a/s.urdf": ""})
    cache = project.ProjectConfigs()
    c1 = cache.for_path(str(tmp_path / "a" / "r.urdf"))
    assert c1.disabled == {"no-links"} and cache.for_path(str(tmp_path / "a" / "s.urdf")) is c1
    write(tmp_path, {"urdf-ls.toml": 'ignore = ["no-links", "mass-zero"]'})
    os.utime(str(tmp_path / "urdf-ls.toml"), ns=(1, 1))
    assert cache.for_path(str(tmp_path / "a" / "r.urdf")).disabled == {"no-links", "mass-zero"}
    write(tmp_path, {"a/urdf-ls.toml": ""})          # a nearer file appears: found after invalidate()
    cache.invalidate()
    assert cache.for_path(str(tmp_path / "a" / "r.urdf")).path == str(tmp_path / "a" / "urdf-ls.toml")


# ------------------------------------------------------------------ the effective settings of a file
def codes_of(ws, path):
    doc = Document(open(path).read(), path, ws)
    return {d.code.value: d.severity for d in ws.settings_for(path).apply(doc.diagnostics())}


def test_package_paths_and_map_reach_package_resolution(tmp_path):
    from urdf_ls.workspace.workspace import Workspace
    path = project_tree(tmp_path, "")
    assert "package-not-found" in codes_of(Workspace(), path)
    path = project_tree(tmp_path, 'package-paths = ["../third_party"]')
    assert codes_of(Workspace(), path) == {}
    path = project_tree(tmp_path, 'packages = { parts = "../third_party/parts" }')
    ws = Workspace()
    assert codes_of(ws, path) == {} and ws.packages.find("parts", path) == str(tmp_path / "third_party" / "parts")
    assert ws.packages.find("parts", None) is None      # another project (none) does not see the map


@pytest.mark.parametrize("client, expected", [
    (None, {"expand": True, "args": {"a": "1", "b": "2"}, "sev": Severity.ERROR, "pkg": "/p"}),
    ({"xacro": {"expand": False}}, {"expand": False, "args": {"a": "1", "b": "2"}, "sev": Severity.ERROR, "pkg": "/p"}),
    ({"xacro": {"args": {"b": "9"}}, "severity": {"no-links": "hint"}, "packages": {"x": "/c"}},
     {"expand": True, "args": {"a": "1", "b": "9"}, "sev": Severity.HINT, "pkg": "/c"}),
    ({"ignore": ["no-links"]}, {"expand": True, "args": {"a": "1", "b": "2"}, "sev": None, "pkg": "/p"}),
])
def test_client_settings_override_the_project_file(tmp_path, client, expected):
    from urdf_ls.workspace.workspace import Workspace
    write(tmp_path, {"urdf-ls.toml": 'severity = { no-links = "error" }\npackages = { x = "/p" }\n'
                                     '[xacro]\nexpand = true\nargs = { a = 1, b = "2" }\n'})
    ws = Workspace(client_json=client)
    s = ws.settings_for(str(tmp_path / "r.urdf"))
    assert (s.xacro.expand, s.xacro.args, s.severity.get("no-links", "unset"), s.packages["x"]) == (
        expected["expand"], expected["args"], expected["sev"], expected["pkg"])
    assert ws.settings_for(None) == ws.settings          # no path: the client's settings alone


def test_project_file_changes_are_seen_on_open_and_problems_reported_once(tmp_path):
    from urdf_ls.workspace.workspace import Workspace
    write(tmp_path, {"a/r.urdf": "<robot/>"})
    path = str(tmp_path / "a" / "r.urdf")
    ws = Workspace()
    assert ws.settings_for(path).severity == {} and not ws.project_changed(path)
    write(tmp_path, {"urdf-ls.toml": 'ignore = ["no-links", "bogus"]'})      # a project file appears
    assert ws.project_changed(path) and ws.settings_for(path).severity == {"no-links": None}
    assert [p for p in ws.take_problems() if "bogus" in p] and ws.take_problems() == []
    assert not ws.project_changed(path)
    write(tmp_path, {"urdf-ls.toml": 'severity = { no-links = "hint" }'})    # edited
    os.utime(str(tmp_path / "urdf-ls.toml"), ns=(1, 1))
    assert ws.project_changed(path) and ws.settings_for(path).severity == {"no-links": Severity.HINT}
    os.remove(str(tmp_path / "urdf-ls.toml"))                                # deleted
    assert ws.project_changed(path) and ws.settings_for(path).severity == {}


def test_package_completion_offers_the_project_packages(tmp_path):
    from urdf_ls.features import paths
    from urdf_ls.workspace.workspace import Workspace
    path = project_tree(tmp_path, 'package-paths = ["../third_party"]\npackages = { mapped = "../elsewhere" }')
    folders = paths.package_folders(Document(MESH_ROBOT, path, Workspace()))
    assert folders["parts"] == str(tmp_path / "third_party" / "parts")
    assert folders["mapped"] == str(tmp_path / "elsewhere")        # relative to the project file


def test_a_project_files_problems_are_reported_once_until_they_change(tmp_path):
    from urdf_ls.document.session import Session
    from urdf_ls.workspace.workspace import Workspace
    (tmp_path / "urdf-ls.toml").write_text('severity = { mass-zero = "fatal" }\n')
    path = str(tmp_path / "r.urdf")
    (tmp_path / "r.urdf").write_text(robot('<link name="a"/>'))
    session = Session(Workspace([str(tmp_path)]))
    # opening, the client's settings arriving, a watched-file change and a save: one report
    reported = session.open("k", (tmp_path / "r.urdf").read_text(), path).project_problems
    reported += session.configure({}).project_problems + session.files_changed().project_problems
    reported += session.save("k").project_problems
    assert len(reported) == 1 and "fatal" in reported[0], reported
    (tmp_path / "urdf-ls.toml").write_text('severity = { mass-zero = "fatal", inertia-zero = "loud" }\n')
    again = session.files_changed().project_problems
    assert len(again) == 2 and "loud" in again[1], again
