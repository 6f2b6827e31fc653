"""Warnings a user acts on (issue #30): what urdfdom ignores is said plainly, inert cases are information, a missing
package is one fact per package, and meshes resolve from where the tools look."""
from urdf_ls.document.document import Document
from urdf_ls.workspace.workspace import Workspace

W, I = 2, 3
LIMIT = '<limit effort="1" velocity="1" lower="0" upper="1"/>'


def diags(text, path=None):
    return [(d.code.value, int(d.severity), d.message) for d in Document(text, path).diagnostics()]


def inertia(extra, ixy="0.1"):
    return ('<robot name="r"><link name="a"><inertial><mass value="1"/><inertia ixx="1" ixy="%s" ixz="0" iyy="1" '
            'iyz="0" izz="1" %s/></inertial></link></robot>' % (ixy, extra))


def test_lower_triangle_inertia_names_its_symmetric_entry():
    [(code, sev, msg)] = diags(inertia('iyx="0"'))
    assert (code, sev) == ("unknown-attribute", I) and "reads only 'ixy' (0.1)" in msg and "iyz" not in msg
    [(code, sev, msg)] = diags(inertia('iyx="0.1"'))
    assert sev == I
    [(code, sev, msg)] = diags(inertia('izy="0.5"'))
    assert sev == W and "reads only 'iyz'" in msg and "differs" in msg


def test_lower_triangle_inertia_without_its_partner_suggests_it():
    text = inertia('iyx="0.1"').replace('ixy="0.1" ', "")
    got = [(c, s, m) for c, s, m in diags(text) if c == "unknown-attribute"]
    assert [(c, s) for c, s, _ in got] == [("unknown-attribute", W)] and "did you mean 'ixy'?" in got[0][2]


def joint_axis(rpy):
    return ('<robot name="r"><link name="a"/><link name="b"/><joint name="j" type="revolute"><parent link="a"/>'
            '<child link="b"/><axis xyz="0 0 1" rpy="%s"/>%s</joint></robot>' % (rpy, LIMIT))


def test_rpy_on_axis_says_the_axis_has_no_rotation():
    [(code, sev, msg)] = diags(joint_axis("0 1 0"))
    assert (code, sev) == ("unknown-attribute", W) and "has no rotation" in msg and "<origin>" in msg
    assert [s for _, s, _ in diags(joint_axis("0 0 0"))] == [I]


def test_origin_directly_in_link_says_where_it_belongs():
    text = '<robot name="r"><link name="a"><origin xyz="%s"/></link></robot>'
    [(code, sev, msg)] = diags(text % "0 0 1")
    assert (code, sev) == ("unknown-element", W) and "only inside <visual>, <collision> or <inertial>" in msg
    assert [s for _, s, _ in diags(text % "0 0 0")] == [I]


MASSLESS = '<inertial><mass value="0"/><inertia ixx="0" ixy="0" ixz="0" iyy="0" iyz="0" izz="0"/></inertial>'
MASSIVE = '<inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>'
COLLIDES = '<collision><geometry><box size="0.1 0.1 0.1"/></geometry></collision>'
JOINT = '<joint name="%s" type="%s"><parent link="%s"/><child link="%s"/><axis xyz="0 0 1"/>%s</joint>'


def tree(root_joint, tail_joint="revolute", geometry=COLLIDES, second=""):
    """base -> body -> arm, base and arm massless with the geometry given; second: a second joint below base"""
    more = '<link name="leg">%s</link>' % MASSIVE + JOINT % ("j2", second, "base", "leg", LIMIT) if second else ""
    return ('<robot name="r"><link name="base">%s%s</link><link name="body">%s</link><link name="arm">%s%s</link>'
            '%s%s%s</robot>' % (MASSLESS, geometry, MASSIVE, MASSLESS, geometry,
                                JOINT % ("j0", root_joint, "base", "body", LIMIT),
                                JOINT % ("j1", tail_joint, "body", "arm", LIMIT), more))



def test_massless_root_fixed_to_its_children_is_information():
    got = [(c, s, m) for c, s, m in diags(tree("fixed")) if c in ("mass-zero", "inertia-zero")]
    root = [x for x in got if "the root link" in x[2]]
    assert [(c, s) for c, s, _ in root] == [("mass-zero", I), ("inertia-zero", I)]
    # the massless arm on a revolute joint stays a warning
    assert [(c, s) for c, s, m in got if "root" not in m] == [("mass-zero", W), ("inertia-zero", W)]


def test_massless_root_of_several_moving_joints_stays_a_warning():
    got = [s for c, s, _ in diags(tree("revolute", second="revolute")) if c in ("mass-zero", "inertia-zero")]
    assert got == [W, W, W, W]


def test_massless_root_of_a_fixed_base_arm_is_information():
    got = [(c, s, m) for c, s, m in diags(tree("revolute")) if c in ("mass-zero", "inertia-zero")]
    root = [(c, s) for c, s, m in got if "the root of a fixed-base model" in m]
    assert root == [("mass-zero", I), ("inertia-zero", I)]
    assert [s for c, s, m in got if "root" not in m] == [W, W]


def test_massless_frames_and_visual_only_markers_are_information():
    bare = [(s, m) for c, s, m in diags(tree("revolute", second="revolute", geometry=""))
            if c in ("mass-zero", "inertia-zero")]
    assert [s for s, _ in bare] == [I] * 4 and all("a frame without geometry" in m for _, m in bare)
    visual = '<visual><geometry><sphere radius="0.01"/></geometry></visual>'
    marker = [(s, m) for c, s, m in diags(tree("revolute", second="revolute", geometry=visual))
              if c in ("mass-zero", "inertia-zero")]
    assert [s for s, _ in marker] == [I] * 4 and all("a visual-only marker" in m for _, m in marker)


def test_frame_link_in_a_xacro_whose_parent_is_in_the_includer_is_information():
    text = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro"><link name="cam">%s</link>'
            '<joint name="j" type="fixed"><parent link="base_link"/><child link="cam"/></joint></robot>' % MASSLESS)
    got = [(c, s, m) for c, s, m in diags(text, "/nonexistent/r.xacro") if c in ("mass-zero", "inertia-zero")]
    assert [s for _, s, _ in got] == [I, I] and all("fixed joint 'j'" in m for _, _, m in got)


def mesh_robot(*uris):
    links = "".join('<link name="l%d"><visual><geometry><mesh filename="%s"/></geometry></visual></link>' % (i, u)
                    for i, u in enumerate(uris))
    return '<robot name="r">%s</robot>' % links


def test_a_missing_package_is_one_information_per_package(tmp_path):
    f = tmp_path / "r.urdf"
    text = mesh_robot("package://nopkg/a.stl", "package://nopkg/b.stl", "package://nopkg/c.stl",
                      "package://other/x.stl")
    got = [(c, s, m) for c, s, m in diags(text, str(f)) if c == "package-not-found"]
    assert [(c, s) for c, s, _ in got] == [("package-not-found", I)] * 2
    assert "nopkg/a.stl" in got[0][2] and "2 more places" in got[0][2]
    assert "package://other/x.stl" in got[1][2] and "more place" not in got[1][2]
    [first] = [d for d in Document(text, str(f)).diagnostics() if "nopkg" in d.message]
    assert [r.message.split(":")[1] for r in first.related] == ["//nopkg/b.stl", "//nopkg/c.stl"]


def test_the_meshes_of_a_folder_that_is_not_there_are_one_warning(tmp_path):
    (tmp_path / "meshes").mkdir()
    (tmp_path / "meshes" / "here.stl").write_text("solid x\nendsolid x\n")
    text = mesh_robot("gone/a.stl", "gone/b.stl", "gone/c.stl", "meshes/here.stl", "meshes/typo.stl")
    found = [d for d in Document(text, str(tmp_path / "r.urdf")).diagnostics() if d.code.value == "mesh-not-found"]
    assert len(found) == 2, found
    grouped, single = found
    assert grouped.message.startswith("3 references to 3 files missing from %s (a folder that does not exist)"
                                      % (tmp_path / "gone"))
    assert [r.message for r in grouped.related] == ["File not found: %s" % (tmp_path / "gone" / n)
                                                    for n in ("b.stl", "c.stl")]
    assert single.message == "File not found: %s" % (tmp_path / "meshes" / "typo.stl") and not single.related


def test_a_relative_mesh_under_the_package_root_names_the_loaders_that_find_it(tmp_path):
    (tmp_path / "package.xml").write_text("<package><name>p</name></package>")
    (tmp_path / "meshes").mkdir()
    (tmp_path / "meshes" / "m.stl").write_text("solid x\nendsolid x\n")
    (tmp_path / "urdf" / "hand").mkdir(parents=True)
    got = diags(mesh_robot("meshes/m.stl"), str(tmp_path / "urdf" / "hand" / "r.urdf"))
    assert [(c, s) for c, s, _ in got] == [("mesh-some-loaders", I)]
    assert "pybullet, MuJoCo, Drake and yourdfpy" in got[0][2] and str(tmp_path) in got[0][2]


def test_package_uri_of_a_file_or_folder_next_to_the_urdf_says_the_relative_path(tmp_path):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "x.stl").write_text("solid x\nendsolid x\n")
    (tmp_path / "wheel.obj").write_text("v 0 0 0\n")
    got = [x for x in diags(mesh_robot("package://wheel.obj", "package://assets/x.stl"), str(tmp_path / "r.urdf"))
           if x[0].startswith("package")]
    assert [(c, s) for c, s, _ in got] == [("package-folder-only", I)] * 2, got
    assert "'wheel.obj'" in got[0][2] and "'assets/x.stl'" in got[1][2]


def test_package_uri_of_a_folder_next_to_the_urdf_when_a_package_has_that_name(tmp_path):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "package.xml").write_text("<package><name>assets</name></package>")
    (tmp_path / "robot" / "assets").mkdir(parents=True)
    (tmp_path / "robot" / "assets" / "x.stl").write_text("solid x\nendsolid x\n")
    doc = Document(mesh_robot("package://assets/x.stl"), str(tmp_path / "robot" / "r.urdf"),
                   Workspace([str(tmp_path)]))
    got = [(d.code.value, int(d.severity), d.message) for d in doc.diagnostics()]
    assert [(c, s) for c, s, _ in got] == [("package-folder-only", I)], got
    assert "is not in package 'assets'" in got[0][2] and "'assets/x.stl'" in got[0][2]


def test_xacro_relative_mesh_resolves_from_the_folders_above(tmp_path):
    (tmp_path / "meshes").mkdir()
    (tmp_path / "meshes" / "m.stl").write_text("solid x\nendsolid x\n")
    (tmp_path / "xacro").mkdir()
    text = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro"><link name="a"><visual><geometry>'
            '<mesh filename="./meshes/m.stl"/></geometry></visual><collision><geometry>'
            '<mesh filename="meshes/gone.stl"/></geometry></collision></link></robot>')
    got = diags(text, str(tmp_path / "xacro" / "r.xacro"))
    assert [(c, s) for c, s, _ in got] == [("mesh-not-found", W)] and "gone.stl" in got[0][2]
    assert "folders above" in got[0][2]
    # a URDF's relative path stays relative to the URDF itself
    urdf = text.replace(' xmlns:xacro="http://www.ros.org/wiki/xacro"', "")
    got = diags(urdf, str(tmp_path / "xacro" / "r.urdf"))
    assert [c for c, _, _ in got] == ["mesh-not-found", "mesh-not-found"]


def box(size):
    return ('<robot name="r"><link name="a"><visual><geometry><box size="%s"/></geometry></visual></link></robot>'
            % size)


def test_an_all_zero_box_is_an_inert_placeholder_and_a_degenerate_one_a_warning():
    [(code, sev, msg)] = diags(box("0 0 0"))
    assert (code, sev) == ("box-size-nonpositive", I) and "placeholder" in msg
    [(code, sev, _)] = diags(box("0.1 0 0.2"))
    assert (code, sev) == ("box-size-nonpositive", W)
    [(code, sev, _)] = diags(box("0.1 -1 0.2"))
    assert (code, sev) == ("box-size-nonpositive", W)


def test_a_diagnostic_of_several_places_carries_them_as_related_information(tmp_path):
    import json

    from urdf_ls.document.diagnostic_json import diagnostics_json
    path = str(tmp_path / "r.urdf")
    doc = Document(mesh_robot("gone/a.stl", "gone/b.stl"), path)
    [d] = [d for d in doc.diagnostics() if d.related]
    [item] = [json.loads(x) for x in diagnostics_json(doc.lines, [d], path=path)]
    [related] = item["relatedInformation"]
    assert related["location"]["uri"] == (tmp_path / "r.urdf").as_uri()
    assert related["message"].endswith("b.stl")
    assert related["location"]["range"]["start"]["character"] > item["range"]["start"]["character"]
    [lsp] = [json.loads(x) for x in diagnostics_json(doc.lines, [d], uri="file:///x.urdf")]
    assert lsp["relatedInformation"][0]["location"]["uri"] == "file:///x.urdf" and "path" not in lsp


def visual(mesh, materials):
    return ('<robot name="r"><link name="a"><visual><geometry><mesh filename="%s"/></geometry>%s</visual></link>'
            '</robot>' % (mesh, materials))


def test_materials_of_a_mesh_that_colours_itself_are_information():
    named = '<material name="ID2"/>'
    two = '<material name="a"><color rgba="1 0 0 1"/></material><material name="b"><color rgba="0 1 0 1"/></material>'
    for mesh, sev in (("m.dae", I), ("m.GLB", I), ("m.stl", W)):
        got = [(c, s, m) for c, s, m in diags(visual(mesh, named)) if c == "undefined-material"]
        assert [s for _, s, _ in got] == [sev], (mesh, got)
        got = [(c, s, m) for c, s, m in diags(visual(mesh, two)) if c == "duplicate-child"]
        assert [s for _, s, _ in got] == [sev], (mesh, got)
        assert ("carries its own materials" in got[0][2]) == (sev == I)


XACRO = '<robot name="%s" xmlns:xacro="http://www.ros.org/wiki/xacro">%s</robot>'


def test_a_zero_sdf_pose_in_a_link_is_information_and_a_set_one_a_warning():
    for pose, sev in (("0 0 0 0 0 0", I), ("0 0 0.1 0 0 0", W)):
        got = [(c, s) for c, s, _ in diags('<robot name="r"><link name="a"><pose>%s</pose></link></robot>' % pose)]
        assert got == [("unknown-element", sev)], (pose, got)


def test_an_undefined_macro_alone_under_a_condition_is_the_assertion_idiom(tmp_path):
    body = ('<xacro:macro name="j" params="t"><xacro:if value="${t == 1}"><xacro:ERROR_t_must_not_be_1/></xacro:if>'
            '<xacro:if value="${t == 2}"><xacro:typo_macro a="1"/></xacro:if></xacro:macro>')
    got = [(c, s, m) for c, s, m in diags(XACRO % ("r", body), str(tmp_path / "r.xacro"))]
    assert [(c, s) for c, s, _ in got] == [("xacro-unknown-macro", I), ("xacro-unknown-macro", W)], got
    assert "the idiom that stops xacro" in got[0][2]


def test_a_named_robot_that_only_defines_a_macro_is_a_library(tmp_path):
    body = '<xacro:macro name="wheel" params="p"><link name="${p}_${radius}"/></xacro:macro>'
    assert diags(XACRO % ("wheel", body), str(tmp_path / "wheel.xacro")) == []
    used = body + '<link name="x_${radius}"/>'      # (a robot of its own: its macros are checked too)
    assert [c for c, _, _ in diags(XACRO % ("wheel", used), str(tmp_path / "wheel.xacro"))] == \
        ["xacro-undefined-property"] * 2


def test_an_extension_used_throughout_a_file_is_one_information():
    joints = "".join('<joint name="j%d" type="fixed"><parent link="a"/><child link="b%d"/><controller_gains '
                     'kp="1"/></joint><link name="b%d"/>' % (i, i, i) for i in range(4))
    text = '<robot name="r"><link name="a"/>%s</robot>' % joints
    doc = Document(text, None)
    found = [d for d in doc.diagnostics() if d.code.value == "unknown-element"]
    assert len(found) == 1 and int(found[0].severity) == I and len(found[0].related) == 3
    assert "<controller_gains> inside <joint>, 4 times in this file, is not URDF" in found[0].message
    twice = text.replace("<controller_gains ", "<controllergains ", 2)      # (2 left: below the threshold)
    assert [int(d.severity) for d in Document(twice, None).diagnostics() if d.code.value == "unknown-element"] == \
        [W] * 4
    typo = text.replace("controller_gains", "orign")        # (a typo of <origin>, however often: a warning each)
    assert [int(d.severity) for d in Document(typo, None).diagnostics() if d.code.value == "unknown-element"] == \
        [W] * 4
