"""Reading what a consumer said (rules/targets/readings.py) and placing it on the document (placing.py), on
texts the consumers print (recorded from MuJoCo 4.0.1, pybullet 3.2.7, Drake 1.51 and libsdformat 12; the
e2e tests run the consumers themselves).  And the static rules' one diagnostic per cause."""
import json

from urdf_ls.document.diagnostic_json import diagnostics_json
from urdf_ls.document.document import Document
from urdf_ls.rules.targets.placing import load_diagnostics
from urdf_ls.rules.targets.readings import messages
from urdf_ls.syntax.scanner import parse
from urdf_ls.text.lines import Positions
from urdf_ls.workspace.consumers.runner import LoadJob, LoadResult
from urdf_ls.workspace.workspace import Workspace

TEXT = """<robot name="r">
  <link name="base">
    <visual><geometry><box size="1 1 1"/></geometry><material name="a"/><material name="b"/></visual>
    <collision><geometry><mesh filename="package://foo/x.stl"/></geometry></collision>
  </link>
  <link name="arm"/>
  <joint name="j" type="revolute"><parent link="base"/><child link="arm"/></joint>
</robot>
"""


def placed(result, text=TEXT, lines_match=True):
    """[(code, the text it covers, message)]"""
    root = parse(text).root
    return [(d.code.value, text[d.start:d.end], d.message) for d in load_diagnostics(root, text, result, lines_match)]


def test_mujoco_line_and_tag_go_on_the_repeated_element():
    result = LoadResult("mujoco", error="XML Error: repeated element: 'material'\nElement 'material', line 3\n")
    (code, on, msg), = placed(result)
    assert (code, on) == ("mujoco-load-failed", "b")
    assert msg.startswith("mujoco: MuJoCo refuses the file: \"XML Error: repeated element: 'material' Element "
                          "'material', line 3\" (MuJoCo's URDF reader takes this element once")


def test_mujoco_element_name_goes_on_the_link_and_without_lines_too():
    error = ("Error: mass and inertia of moving bodies must be larger than mjMINVAL\nElement name 'arm', id 1\n"
             "The static bodies of the spec were fused before this error, and remain so.")
    for lines_match in (True, False):
        (code, on, msg), = placed(LoadResult("mujoco", error=error), lines_match=lines_match)
        assert (code, on) == ("mujoco-load-failed", "arm") and "has no mass" in msg


def test_mujoco_file_goes_on_the_mesh_and_stderr_warnings_are_warnings():
    result = LoadResult("mujoco", error="Error: Error opening file 'package:/foo/x.stl'",
                        log="WARNING: Geom with duplicate name 'zz' encountered in URDF, creating an unnamed geom.\n")
    found = placed(result)
    assert found[0][:2] == ("mujoco-load-failed", "package://foo/x.stl") and "does not resolve package://" in \
        found[0][2]
    assert found[1][:2] == ("mujoco-load-warning", "r")      # (no geometry named zz: on <robot>)


def test_pybullet_fragments_join_and_the_error_goes_on_the_mesh_it_could_not_read():
    log = ("pybullet build time: Jan 29 2025 23:17:20\nb3Warning[examples/Importers/ImportURDFDemo/UrdfFindMeshFile"
           ".h,102]:\n/w/r.urdf:4: cannot find 'foo/x.stl' in any directory in urdf path\nb3Error[examples/Import"
           "ers/ImportURDFDemo/BulletUrdfImporter.cpp,121]:\nCould not parse collision element for Link:b3Error[ex"
           "amples/Importers/ImportURDFDemo/BulletUrdfImporter.cpp,121]:\nbaseb3Error[examples/Importers/ImportURDF"
           "Demo/BulletUrdfImporter.cpp,121]:\nfailed to parse link")
    found = placed(LoadResult("pybullet", error="Cannot load URDF file.", log=log))
    assert [(c, on) for c, on, _ in found] == [("pybullet-load-warning", "package://foo/x.stl"),
                                               ("pybullet-load-failed", "package://foo/x.stl")]
    assert 'Could not parse collision element for Link: base failed to parse link → Cannot load URDF file."' in \
        found[1][2]


def test_drake_line_and_quoted_material():
    error = "/w/r.urdf:3: error: Material 'a' not previously defined, but has no color or texture information."
    (code, on, msg), = placed(LoadResult("drake", error=error))
    assert (code, on) == ("drake-load-failed", "a") and "define the material at the top" in msg


def test_sdformat_names_in_brackets_and_continuation_lines():
    result = LoadResult("gazebo", error="Error: Joint [j] is of type REVOLUTE but it does not specify limits "
                                        "at line 461 in ./urdf_parser/src/joint.cpp",
                        warnings=("Warning: link 'base' material 'b' undefined.",
                                  "at line 84 in ./urdf_parser/src/model.cpp"))
    found = placed(result)
    assert [(c, on) for c, on, _ in found] == [("gazebo-load-warning", "b"), ("gazebo-load-failed", "j")]
    assert "at line 84" in found[0][2]


def test_a_crash_and_a_timeout_are_errors_on_the_robot():
    job = LoadJob("pybullet", "/w/r.urdf")
    crashed = placed(LoadResult("pybullet", crashed="SIGSEGV", job=job, log="b3Printf: loading"))
    assert crashed[0][:2] == ("pybullet-load-failed", "r") and \
        crashed[0][2].startswith('pybullet: pybullet refuses the file: "pybullet crashed (SIGSEGV) loading this file')
    hung = messages(LoadResult("drake", timed_out=True, error="no answer within 60 s (killed)", job=job))
    assert hung[0].text == "Drake did not finish loading this file: no answer within 60 s (killed)"


MESHES = """<robot name="r">
  <link name="a"><collision><geometry><mesh filename="package://p/a.stl"/></geometry></collision></link>
  <link name="b"><collision><geometry><mesh filename="package://p/b.stl"/></geometry></collision></link>
  <joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>
  <link name="c"><collision><geometry><mesh filename="package://p/c.stl"/></geometry></collision></link>
  <joint name="k" type="fixed"><parent link="a"/><child link="c"/></joint>
</robot>
"""


def test_one_static_diagnostic_per_cause_with_the_others_as_related_locations():
    doc = Document(MESHES, None, Workspace(client_json={"targets": ["mujoco"]}))
    found = [d for d in doc.diagnostics() if d.code.value == "mujoco-package-uri"]
    assert len(found) == 1 and MESHES[found[0].start:found[0].end] == "package://p/a.stl"
    assert "(and 2 more meshes: related locations)" in found[0].message
    assert [MESHES[r.start:r.end] for r in found[0].related] == ["package://p/b.stl", "package://p/c.stl"]
    encoded = json.loads(diagnostics_json(Positions(MESHES), found, uri="file:///w/r.urdf")[0])
    lines = MESHES.split("\n")
    assert [(r["location"]["uri"], r["location"]["range"]["start"]) for r in encoded["relatedInformation"]] == [
        ("file:///w/r.urdf", {"line": 2, "character": lines[2].index("package://p/b.stl")}),
        ("file:///w/r.urdf", {"line": 4, "character": lines[4].index("package://p/c.stl")})]


def test_static_mujoco_reads_the_robots_compiler_block():
    text = MESHES.replace('<robot name="r">', '<robot name="r"><mujoco><compiler meshdir="m" strippath="true"/>'
                                              '</mujoco>')
    doc = Document(text, None, Workspace(client_json={"targets": ["mujoco"]}))
    assert [d.code.value for d in doc.diagnostics() if d.code.value.startswith("mujoco-")] == ["mujoco-package-uri"]
    doubled = MESHES.replace('<robot name="r">', '<robot name="r"><mujoco><compiler meshdir="meshes"/></mujoco>') \
        .replace("package://p/", "meshes/")
    doc = Document(doubled, None, Workspace(client_json={"targets": ["mujoco"]}))
    found = [d for d in doc.diagnostics() if d.code.value.startswith("mujoco-")]
    assert [d.code.value for d in found] == ["mujoco-mesh-missing"] and "opens 'meshes/meshes/a.stl'" in \
        found[0].message and len(found[0].related) == 2
