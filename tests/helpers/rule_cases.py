"""The rule cases as data (a faulty text, the code, severity and range text it gives, and its corrected
variant) and lint(): shared by the rule tests and their check_urdf comparison."""
import os

from urdf_ls.document.document import Document

E, W, I = 1, 2, 3

LINKS = ('<link name="a"/>'
         '<link name="b"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/>'
         '</inertial><visual><geometry><box size="1 1 1"/></geometry></visual></link>')
JOINT = '<joint name="j" type="{type}"><parent link="a"/><child link="b"/>{body}</joint>'


def robot(body="", joint_type="fixed", joint_body="", links=LINKS, head='<robot name="r">'):
    return head + links + JOINT.format(type=joint_type, body=joint_body) + body + "</robot>"


def link_b(inner):
    return robot(links='<link name="a"/><link name="b">%s</link>' % inner)


INERT = '<inertial><mass value="{m}"/><inertia ixx="{xx}" ixy="0" ixz="0" iyy="{yy}" iyz="0" izz="{zz}"/></inertial>'
VIS = '<visual><geometry>{g}</geometry></visual>'
COLLIDES = '<collision><geometry><box size="1 1 1"/></geometry></collision>'   # (a massless link without it is a frame)

# id, document, code, severity, text the range must cover (None: don't check), corrected document
CASES = [
    ("robot-no-name", robot(head="<robot>"), "robot-no-name", E, "robot", robot()),
    ("robot-version-2", robot(head='<robot name="r" version="2.0">'), "robot-version", E, "2.0",
     robot(head='<robot name="r" version="1.0">')),
    ("robot-version-form", robot(head='<robot name="r" version="one">'), "robot-version", E, "one", robot()),
    ("root-not-robot", "<model name='m'>" + LINKS + "</model>", "root-not-robot", E, "model", robot()),
    ("no-links", '<robot name="r"></robot>', "no-links", E, "robot", '<robot name="r"><link name="a"/></robot>'),
    ("xml-mismatch", robot().replace("</robot>", "</robt>"), "xml-mismatched-tag", E, "robt", robot()),
    ("xml-unclosed", robot().replace("</robot>", ""), "xml-unclosed", E, "robot", robot()),
    ("xml-unclosed-link", robot(body='<material name="c">'), "xml-unclosed", E, "material",
     robot(body='<material name="c"><color rgba="1 0 0 1"/></material>')),
    ("xml-dup-attr", robot(body='<material name="m" name="n"><color rgba="1 0 0 1"/></material>'),
     "xml-duplicate-attr", E, "name", robot(body='<material name="m"><color rgba="1 0 0 1"/></material>')),
    ("xml-unterminated-comment", robot().replace("</robot>", "<!-- x </robot>"), "xml-unterminated-comment", E,
     "<!--", robot()),
    ("entity-decl", '<!DOCTYPE r [<!ENTITY a "b">]>' + robot(), "xml-entity-decl", E, "<!ENTITY", robot()),
    ("duplicate-link", robot(body='<link name="a"/>'), "duplicate-link", E, "a", robot(body='<link name="c"/>')
     .replace("</robot>", '<joint name="k" type="fixed"><parent link="a"/><child link="c"/></joint></robot>')),
    ("duplicate-joint", robot(body=JOINT.format(type="fixed", body="")), "duplicate-joint", E, "j", robot()),
    ("duplicate-material", robot(body='<material name="m"><color rgba="1 0 0 1"/></material>' * 2),
     "duplicate-material", E, "m", robot(body='<material name="m"><color rgba="1 0 0 1"/></material>')),
    ("joint-type-unknown", robot(joint_type="ball"), "joint-type-unknown", E, "ball", robot()),
    ("joint-no-type", robot().replace(' type="fixed"', ""), "joint-no-type", E, "joint", robot()),
    ("joint-no-name", robot().replace('<joint name="j"', "<joint"), "joint-no-name", E, "joint", robot()),
    ("revolute-no-limit", robot(joint_type="revolute"), "joint-no-limit", E, "revolute",
     robot(joint_type="revolute", joint_body='<limit effort="1" velocity="1"/>')),
    ("prismatic-no-limit", robot(joint_type="prismatic"), "joint-no-limit", E, "prismatic",
     robot(joint_type="prismatic", joint_body='<limit effort="1" velocity="1"/>')),
    ("limit-no-effort", robot(joint_type="revolute", joint_body='<limit velocity="1"/>'), "limit-effort-missing",
     E, "limit", robot(joint_type="revolute", joint_body='<limit effort="1" velocity="1"/>')),
    ("limit-no-velocity", robot(joint_type="continuous", joint_body='<limit effort="1"/>'),
     "limit-velocity-missing", E, "limit", robot(joint_type="continuous")),
    ("limit-lower-nan", robot(joint_type="revolute", joint_body='<limit lower="x" effort="1" velocity="1"/>'),
     "limit-lower-nan", E, "x", robot(joint_type="revolute", joint_body='<limit lower="0" effort="1" velocity="1"/>')),
    ("limit-effort-trailing-space", robot(joint_type="revolute", joint_body='<limit effort="1 " velocity="1"/>'),
     "limit-effort-nan", E, "1 ", robot(joint_type="revolute", joint_body='<limit effort=" 1" velocity="1"/>')),
    ("lower-gt-upper", robot(joint_type="revolute", joint_body='<limit lower="1" upper="0" effort="1" velocity="1"/>'),
     "limit-lower-gt-upper", W, "limit",
     robot(joint_type="revolute", joint_body='<limit lower="0" upper="1" effort="1" velocity="1"/>')),
    ("parent-missing", robot().replace('<parent link="a"/>', ""), "joint-no-parent", E, "joint", robot()),
    ("child-no-link-attr", robot().replace('<child link="b"/>', "<child/>"), "joint-no-child", E, "child", robot()),
    ("unknown-parent", robot().replace('<parent link="a"/>', '<parent link="zz"/>'), "unknown-link", E, "zz",
     robot()),
    ("two-roots", robot(body='<link name="c"/>'), "multiple-roots", E, "c", robot()),
    ("cycle", robot(body='<joint name="k" type="fixed"><parent link="b"/><child link="a"/></joint>'),
     "no-root", E, None, robot()),
    ("two-parents", robot(body='<link name="c"/><joint name="k" type="fixed"><parent link="c"/><child link="b"/>'
                               '</joint>'), "link-two-parents", E, "b", robot()),
    ("link-no-name", robot(body="<link/>"), "link-no-name", E, "link", robot()),
    ("inertial-no-mass", link_b('<inertial><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>'),
     "inertial-no-mass", E, "inertial", link_b(INERT.format(m=1, xx=1, yy=1, zz=1))),
    ("inertial-no-inertia", link_b('<inertial><mass value="1"/></inertial>'), "inertial-no-inertia", E, "inertial",
     link_b(INERT.format(m=1, xx=1, yy=1, zz=1))),
    ("inertia-missing-attr", link_b(INERT.format(m=1, xx=1, yy=1, zz=1).replace(' iyz="0"', "")),
     "inertia-missing", E, "inertia", link_b(INERT.format(m=1, xx=1, yy=1, zz=1))),
    ("mass-nan", link_b(INERT.format(m="nan", xx=1, yy=1, zz=1)), "mass-value-nan", E, "nan",
     link_b(INERT.format(m="2.5", xx=1, yy=1, zz=1))),
    ("mass-inf", link_b(INERT.format(m="inf", xx=1, yy=1, zz=1)), "mass-value-nan", E, "inf",
     link_b(INERT.format(m="1e3", xx=1, yy=1, zz=1))),
    ("inertia-nan", link_b(INERT.format(m=1, xx="a", yy=1, zz=1)), "inertia-value-nan", E, "a",
     link_b(INERT.format(m=1, xx=1, yy=1, zz=1))),
    ("mass-zero", robot(joint_type="continuous", links='<link name="a"/><link name="b">%s%s</link>'
                        % (INERT.format(m=0, xx=1, yy=1, zz=1), COLLIDES)), "mass-zero", W, "0",
     robot(joint_type="continuous")),
    ("mass-negative", link_b(INERT.format(m=-1, xx=1, yy=1, zz=1)), "mass-negative", W, "-1",
     link_b(INERT.format(m=1, xx=1, yy=1, zz=1))),
    ("inertia-not-pd", link_b(INERT.format(m=1, xx=-1, yy=1, zz=1)), "inertia-not-pd", W, "inertia",
     link_b(INERT.format(m=1, xx=1, yy=1, zz=1))),
    ("inertia-triangle", link_b(INERT.format(m=1, xx=1, yy=1, zz=5)), "inertia-triangle", W, "inertia",
     link_b(INERT.format(m=1, xx=1, yy=1, zz=2))),
    ("geometry-missing", link_b("<visual></visual>"), "geometry-missing", E, "visual",
     link_b(VIS.format(g='<sphere radius="1"/>'))),
    ("geometry-empty", link_b("<collision><geometry/></collision>"), "geometry-empty", E, "geometry",
     link_b(VIS.format(g='<sphere radius="1"/>'))),
    ("geometry-unknown", link_b(VIS.format(g='<capsule radius="1" length="1"/>')), "geometry-unknown", E,
     "capsule", link_b(VIS.format(g='<cylinder radius="1" length="1"/>'))),
    ("box-no-size", link_b(VIS.format(g="<box/>")), "box-size-missing", E, "box",
     link_b(VIS.format(g='<box size="1 2 3"/>'))),
    ("box-two-numbers", link_b(VIS.format(g='<box size="1 2"/>')), "box-size", E, "1 2",
     link_b(VIS.format(g='<box size="1  2 3"/>'))),
    ("box-commas", link_b(VIS.format(g='<box size="1,2,3"/>')), "box-size", E, "1,2,3",
     link_b(VIS.format(g='<box size="1 2 3"/>'))),
    ("box-tab", link_b(VIS.format(g='<box size="1\t2 3"/>')), "box-size", E, "1\t2 3",
     link_b(VIS.format(g='<box size=" 1 2 3 "/>'))),
    ("cylinder-missing", link_b(VIS.format(g='<cylinder radius="1"/>')), "cylinder-missing", E, "cylinder",
     link_b(VIS.format(g='<cylinder radius="1" length="2"/>'))),
    ("cylinder-nan", link_b(VIS.format(g='<cylinder radius="r" length="2"/>')), "cylinder-radius-nan", E, "r",
     link_b(VIS.format(g='<cylinder radius="+1" length="2"/>'))),
    ("sphere-no-radius", link_b(VIS.format(g="<sphere/>")), "sphere-radius-missing", E, "sphere",
     link_b(VIS.format(g='<sphere radius=".5"/>'))),
    ("mesh-no-filename", link_b(VIS.format(g="<mesh/>")), "mesh-no-filename", E, "mesh",
     link_b(VIS.format(g='<mesh filename="package://nopkg_here/x.stl"/>'))),
    ("mesh-bad-scale", link_b(VIS.format(g='<mesh filename="x.stl" scale="1 1"/>')), "mesh-scale", E, "1 1",
     link_b(VIS.format(g='<mesh filename="x.stl" scale="1 1 1"/>'))),
    ("origin-bad", robot(joint_body='<origin xyz="1 2"/>'), "origin-xyz", E, "1 2",
     robot(joint_body='<origin xyz="1 2 3"/>')),
    ("origin-hex", robot(joint_body='<origin rpy="0x10 0 0"/>'), "origin-rpy", E, "0x10 0 0",
     robot(joint_body='<origin rpy="1e1 0 0"/>')),
    ("origin-inf", robot(joint_body='<origin xyz="inf 0 0"/>'), "origin-xyz", E, "inf 0 0",
     robot(joint_body='<origin xyz="-0 0 0"/>')),
    ("axis-zero", robot(joint_type="continuous", joint_body='<axis xyz="0 0 0"/>'), "axis-zero", W, "0 0 0",
     robot(joint_type="continuous", joint_body='<axis xyz="0 0 1"/>')),
    ("axis-two", robot(joint_type="continuous", joint_body='<axis xyz="0 1"/>'), "axis-xyz", E, "0 1",
     robot(joint_type="continuous", joint_body='<axis xyz="0 1 0"/>')),
    ("axis-ignored-on-fixed", robot(joint_body='<axis xyz="a b c"/>'), None, None, None, robot()),
    ("visual-material-no-name", link_b(VIS.format(g='<sphere radius="1"/>').replace("</visual>",
                                                                                    "<material/></visual>")),
     "material-no-name", E, "material", link_b(VIS.format(g='<sphere radius="1"/>'))),
    ("undefined-material", link_b(VIS.format(g='<sphere radius="1"/>').replace("</visual>",
                                                                               '<material name="zz"/></visual>')),
     "undefined-material", W, "zz", link_b(VIS.format(g='<sphere radius="1"/>').replace(
         "</visual>", '<material name="zz"><color rgba="1 0 0 1"/></material></visual>'))),
    ("material-no-color", robot(body='<material name="m"/>'), "material-undefined", E, "material",
     robot(body='<material name="m"><texture filename="t.png"/></material>')),
    ("color-no-rgba", robot(body='<material name="m"><color/></material>'), "color-no-rgba", E, "color",
     robot(body='<material name="m"><color rgba="0 0 0 0"/></material>')),
    ("rgba-nan", robot(body='<material name="m"><color rgba="1 x 0 1"/></material>'), "rgba-nan", E, "1 x 0 1",
     robot(body='<material name="m"><color rgba="1 1 0 1"/></material>')),
    ("rgba-range", robot(body='<material name="m"><color rgba="2 0 0 1"/></material>'), "rgba-range", E,
     "2 0 0 1", robot(body='<material name="m"><color rgba="1 0 0 1"/></material>')),
    ("rgba-three", robot(body='<material name="m"><color rgba="1 0 0"/></material>'), "rgba-count", W, "1 0 0",
     robot(body='<material name="m"><color rgba="1 0 0 1"/></material>')),
    ("rgba-five", robot(body='<material name="m"><color rgba="1 0 0 1 1"/></material>'), "rgba-count", W,
     "1 0 0 1 1", robot(body='<material name="m"><color rgba="1 0 0 1"/></material>')),
    ("mimic-no-joint", robot(joint_body="<mimic/>"), "mimic-no-joint", E, "mimic",
     robot(joint_body='<mimic joint="j"/>')),
    ("mimic-unknown", robot(joint_body='<mimic joint="zz"/>'), "unknown-joint", W, "zz",
     robot(joint_body='<mimic joint="j"/>')),
    ("dynamics-empty", robot(joint_body="<dynamics/>"), "dynamics-empty", E, "dynamics",
     robot(joint_body='<dynamics damping="0.1"/>')),
    ("safety-no-kv", robot(joint_type="revolute", joint_body='<limit effort="1" velocity="1"/><safety_controller/>'),
     "safety-k-velocity-missing", E, "safety_controller",
     robot(joint_type="revolute", joint_body='<limit effort="1" velocity="1"/><safety_controller k_velocity="1"/>')),
    ("calibration-nan", robot(joint_body='<calibration rising="x"/>'), "calibration-value-nan", E, "x",
     robot(joint_body='<calibration rising="0.5"/>')),
    ("unknown-element", robot(joint_body='<limits effort="1" velocity="1"/>'), "unknown-element", W, "limits",
     robot(joint_body='<limit effort="1" velocity="1"/>')),
    ("unknown-attribute", robot(joint_body='<origin xzy="0 0 0"/>'), "unknown-attribute", W, "xzy",
     robot(joint_body='<origin xyz="0 0 0"/>')),
    ("unquoted-value", robot(body='<material name=m><color rgba="1 0 0 1"/></material>'), "xml-unquoted-value", W,
     "m", robot(body='<material name="m"><color rgba="1 0 0 1"/></material>')),
    ("unquoted-value-with-quote", robot(body='<material name=m"><color rgba="1 0 0 1"/></material>'), "xml-bad-tag",
     E, '"', robot(body='<material name="m"><color rgba="1 0 0 1"/></material>')),
    ("unquoted-value-ends-at-slash", robot(body='<material name=m/n><color rgba="1 0 0 1"/></material>'),
     "xml-bad-tag", E, "/", robot(body='<material name="m/n"><color rgba="1 0 0 1"/></material>')),
    ("undefined-entity", robot(body='<material name="&zz;"><color rgba="1 0 0 1"/></material>'), "xml-entity", W,
     "&zz;", robot(body='<material name="&amp;z"><color rgba="1 0 0 1"/></material>')),
    ("gazebo-unknown-ref", robot(body='<gazebo reference="nope"><material>Gazebo/Red</material></gazebo>'),
     "unknown-reference", W, "nope", robot(body='<gazebo reference="b"><material>Gazebo/Red</material></gazebo>')),
    ("gazebo-content-ignored", robot(body='<gazebo><plugin name="x" filename="y"><bogus a="b"/></plugin></gazebo>'),
     None, None, None, robot()),
    ("transmission-joint-in-conditional", robot(body='<transmission name="t"><xacro:if value="1"><joint name="j"/>'
                                               '</xacro:if></transmission>'), None, None, None, robot()),
    ("unterminated-lt-after-root", robot() + "<", "xml-text-outside-root", W, "<", robot()),
    ("unterminated-comment-after-root", robot() + "<!-- x", "xml-text-outside-root", W, "<!--", robot()),
    ("unterminated-tag-after-root", robot() + "<foo", "xml-unterminated-tag", E, None, robot()),
    ("transmission-ignored", robot(body='<transmission name="t"><type>x</type><joint name="j"><hardwareInterface>'
                                   'x</hardwareInterface></joint><actuator name="m"/></transmission>'),
     None, None, None, robot()),
    # how urdfdom (TinyXML) reads numbers, markup and references
    ("fullwidth-digit-mass", link_b(INERT.format(m="１", xx=1, yy=1, zz=1)), "mass-value-nan", E, "１",
     link_b(INERT.format(m="1", xx=1, yy=1, zz=1))),
    ("arabic-indic-digit-vector", robot(joint_body='<origin xyz="٣ 0 0"/>'), "origin-xyz", E, "٣ 0 0",
     robot(joint_body='<origin xyz="3 0 0"/>')),
    ("lt-in-value", robot(head='<robot name="a<b">'), "xml-lt-in-value", W, "<", robot()),
    ("lt-gt-in-value", link_b(VIS.format(g='<mesh filename="<>"/>')), "xml-lt-in-value", W, "<",
     link_b(VIS.format(g='<box size="1 1 1"/>'))),
    ("material-in-collision-is-no-definition", robot(body='<material name="w"><color rgba="1 1 1 1"/></material>')
     .replace('<link name="a"/>', '<link name="a"><collision><geometry><box size="1 1 1"/></geometry>'
              '<material name="w"/></collision></link>'), "unknown-element", I, "material", robot()),
    # physics warnings no consumer acts on are information (rules/consumers.py)
    ("mass-zero-frame-link", robot(links='<link name="a"/><link name="b">%s</link>' % INERT.format(m=0, xx=1, yy=1,
                                                                                                   zz=1)),
     "mass-zero", I, "0", robot()),
    ("inertia-zero-frame-link", robot(links='<link name="a"/><link name="b">%s</link>' % INERT.format(m=1, xx=0, yy=0,
                                                                                                      zz=0)),
     "inertia-zero", I, "inertia", robot()),
    ("inertia-zero-moving-link", robot(joint_type="continuous", links='<link name="a"/><link name="b">%s%s</link>'
                                       % (INERT.format(m=1, xx=0, yy=0, zz=0), COLLIDES)),
     "inertia-zero", W, "inertia", robot(joint_type="continuous")),
    ("pybullet-inertia-not-pd", robot(joint_type="continuous", links='<link name="a"/><link name="b"><contact>'
                                      '<lateral_friction value="1"/></contact>%s</link>' % INERT.format(m=1, xx=1,
                                                                                                        yy=1, zz=0)),
     "inertia-not-pd", I, "inertia", robot()),
    ("pybullet-limit-off", robot(joint_type="revolute", joint_body='<limit effort="1" velocity="1" lower="1" '
                                 'upper="-1"/>', links='<link name="a"><contact><lateral_friction value="1"/>'
                                 '</contact></link><link name="b"/>'), "limit-lower-gt-upper", I, "limit", robot()),
    ("joint-properties-zero", robot(joint_body='<joint_properties damping="0.0" friction="0.0"/>'), "unknown-element",
     I, "joint_properties", robot()),
    ("joint-properties-damping", robot(joint_body='<joint_properties damping="0.5"/>'), "unknown-element", W,
     "joint_properties", robot(joint_body='<dynamics damping="0.5"/>')),
    ("stray-lt-then-space", robot(body="< gazebo/>"), "xml-stray-lt", W, "<", robot()),
    ("stray-lt-then-digit", robot(body="<1gazebo/>"), "xml-stray-lt", W, "<", robot()),
    ("stray-lt-swallows-close-tag", robot().replace("</robot>", " a < b </robot>"), "xml-unclosed", E, None,
     robot()),
    ("attr-name-digit", robot(head='<robot name="r" 1x="2">'), "xml-bad-attr-name", E, "1x", robot()),
    ("attr-name-dash", robot(head='<robot name="r" -x="2">'), "xml-bad-attr-name", E, "-x", robot()),
    ("attr-name-colon", robot(head='<robot name="r" :x="2">'), "xml-bad-attr-name", E, ":x", robot()),
    ("attr-name-at", robot(head='<robot name="r" x@="2">'), "xml-bad-attr-name", E, "x@", robot()),
    ("char-ref-bad-hex", robot(head='<robot name="r&#xZZ;">'), "xml-bad-char-ref", E, "&#xZZ;",
     robot(head='<robot name="r&#x41;">')),
    ("char-ref-bad-decimal", robot(head='<robot name="r&#12a;">'), "xml-bad-char-ref", E, "&#12a;",
     robot(head='<robot name="r&#65;">')),
    ("inline-color-without-rgba", link_b(VIS.format(g='<box size="1 1 1"/>').replace(
        "</visual>", '<material name="m"><color/></material></visual>')), "undefined-material", W, "m",
     link_b(VIS.format(g='<box size="1 1 1"/>').replace(
         "</visual>", '<material name="m"><color rgba="1 0 0 1"/></material></visual>'))),
    ("top-level-color-without-rgba", robot(body='<material name="m"><color/></material>'), "color-no-rgba", E,
     "color", robot(body='<material name="m"><color rgba="1 0 0 1"/></material>')),
    ("xacro-namespaced-ignored", robot(head='<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">',
                                       body='<xacro:property name="p" value="1"/>'), None, None, None, robot()),
]


def lint(text, tmp_path=None, name="case.urdf"):
    path = None
    if tmp_path is not None:
        path = os.path.join(str(tmp_path), name)
        with open(path, "w") as f:
            f.write(text)
    doc = Document(text, path)
    return doc, doc.diagnostics()
