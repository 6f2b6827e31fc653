"""The one registry of diagnostic codes: severity, meaning, and whether urdfdom rejects the file.

Every diagnostic urdf-ls emits names a member of `Code`; its severity comes from here (Error exactly
where check_urdf prints `Error:`, plus broken kinematic trees).  The code table of docs/diagnostics.md is generated
from this module by scripts/gen_readme_codes.py."""
from __future__ import annotations

from enum import IntEnum
from operator import attrgetter


class Severity(IntEnum):
    """LSP DiagnosticSeverity values"""
    ERROR = 1
    WARNING = 2
    INFORMATION = 3
    HINT = 4


E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFORMATION
REJECTS, POLICY, LOADS = "rejects", "policy", "loads"
XACRO_FAILS = "xacro-fails"    # `xacro FILE` fails (an Error where xacro certainly evaluates it, else a Warning)
TARGET_FAILS = "target-fails"  # urdfdom loads it, a consumer the project targets refuses it


class _Registry(type):
    """makes each (value, severity, verdict, meaning) tuple of the class body a member: a str equal to its
    value, with its name and those fields as attributes.  What an Enum would give (iteration in order,
    __members__, a member as an attribute), at a tenth of its start-up cost: an Enum of this many members took 2.5 ms to
    create, a tenth of `urdf-ls check` on a small file beyond what Python itself needs"""

    def __new__(mcls, name, bases, namespace):
        cls = super().__new__(mcls, name, bases, {k: v for k, v in namespace.items() if not isinstance(v, tuple)})
        members = {}
        for key, spec in namespace.items():
            if isinstance(spec, tuple):
                member = members[key] = cls(*spec)
                member.name = key
                setattr(cls, key, member)
        cls.__members__ = members
        return cls

    def __iter__(cls):
        return iter(cls.__members__.values())

    def __len__(cls):
        return len(cls.__members__)


class Code(str, metaclass=_Registry):
    """code -> (severity, what urdfdom does, one-line meaning[, source]); each member is a str equal to its code"""

    def __new__(cls, value, severity, verdict, meaning, source=None):
        member = str.__new__(cls, value)
        member.value = value
        member.severity = severity
        member.verdict = verdict        # rejects: check_urdf prints Error; policy: our own Error; loads: it loads;
        #                                 xacro-fails: the xacro expansion fails; target-fails: a targeted
        #                                 consumer refuses what urdfdom loads
        member.meaning = meaning
        member.source = source          # where a consumer's behaviour is shown (its loader's source, an issue)
        return member

    def __str__(self):
        return self.value

    def __repr__(self):
        return "<Code.%s>" % self.name

    def __reduce__(self):       # (pickled by name, like an Enum member: the registry's own object comes back)
        return getattr, (Code, self.name)

    __hash__ = str.__hash__    # equal to its string, so hash like it (the slot itself: a method would add a call)

    # --- input
    FILE_TOO_LARGE = ("file-too-large", E, POLICY, "The document is larger than the size cap and is not analysed")
    BINARY_FILE = ("binary-file", E, REJECTS, "The document is binary data, not XML text")
    ENCODING = ("encoding", E, REJECTS, "An encoding urdfdom cannot read: UTF-16/32 (an empty document), or bytes "
                "that are not UTF-8 where it reads UTF-8 and loses a quote")
    IO_ERROR = ("io-error", E, POLICY, "The file cannot be read (not a regular file, or an OS error)")
    INTERNAL_ERROR = ("internal-error", W, LOADS, "urdf-ls failed on this document; see the server log")
    TOO_MANY_DIAGNOSTICS = ("too-many-diagnostics", I, LOADS, "More diagnostics than the per-document cap; the rest are left out")
    # --- XML syntax
    XML_NO_ROOT = ("xml-no-root", E, REJECTS, "No root element")
    XML_UNCLOSED = ("xml-unclosed", E, REJECTS, "An element is never closed")
    XML_MISMATCHED_TAG = ("xml-mismatched-tag", E, REJECTS, "A close tag does not match the open element")
    XML_BAD_CLOSE_TAG = ("xml-bad-close-tag", E, REJECTS, "A malformed close tag")
    XML_BAD_TAG = ("xml-bad-tag", E, REJECTS, "An unexpected character inside a start tag")
    XML_UNTERMINATED_TAG = ("xml-unterminated-tag", E, REJECTS, "A start tag without its closing '>'")
    XML_UNTERMINATED_VALUE = ("xml-unterminated-value", E, REJECTS, "An attribute value without its closing quote")
    XML_UNTERMINATED_COMMENT = ("xml-unterminated-comment", E, REJECTS, "A comment without '-->'")
    XML_UNTERMINATED_CDATA = ("xml-unterminated-cdata", E, REJECTS, "A CDATA section without ']]>'")
    XML_UNTERMINATED_PI = ("xml-unterminated-pi", E, REJECTS, "A processing instruction without '?>'")
    XML_UNTERMINATED_DOCTYPE = ("xml-unterminated-doctype", E, REJECTS, "A DOCTYPE without its closing '>'")
    XML_DOCTYPE_SUBSET = ("xml-doctype-subset", E, REJECTS, "A DOCTYPE internal subset: urdfdom loses <robot>")
    XML_DOCTYPE_IN_ELEMENT = ("xml-doctype-in-element", W, LOADS, "A DOCTYPE inside an element: urdfdom skips "
                              "it, lxml and expat (xacro) reject the file")
    XML_ENTITY_DECL = ("xml-entity-decl", E, REJECTS, "Entity declarations: never expanded, urdfdom fails")
    XML_ATTR_NO_VALUE = ("xml-attr-no-value", E, REJECTS, "An attribute without '=value'")
    XML_DUPLICATE_ATTR = ("xml-duplicate-attr", E, REJECTS, "The same attribute twice on one element")
    XML_STRAY_LT = ("xml-stray-lt", W, LOADS, "'<' not followed by a name: urdfdom skips it to the next '>', "
                    "lxml-based tools reject it")
    XML_UNTERMINATED_MARKUP = ("xml-unterminated-markup", E, REJECTS, "'<' with no '>' after it")
    XML_BAD_ATTR_NAME = ("xml-bad-attr-name", E, REJECTS, "An attribute name urdfdom cannot read")
    XML_BAD_CHAR_REF = ("xml-bad-char-ref", E, REJECTS, "A malformed character reference (&#...;)")
    XML_LT_IN_VALUE = ("xml-lt-in-value", W, LOADS, "'<' inside an attribute value: lxml-based tools reject it")
    XML_TOO_DEEP = ("xml-too-deep", E, POLICY, "Elements nested deeper than the analysis cap")
    XML_TEXT_OUTSIDE_ROOT = ("xml-text-outside-root", W, LOADS, "Text outside the root element")
    XML_MULTIPLE_ROOTS = ("xml-multiple-roots", W, LOADS, "A top-level element besides the root; urdfdom reads only "
                          "the first <robot>")
    XML_CONTROL_SPACE = ("xml-control-space", W, LOADS, "A form feed or vertical tab inside a tag: whitespace to "
                         "urdfdom, lxml-based tools reject it")
    XML_UNQUOTED_VALUE = ("xml-unquoted-value", W, LOADS, "Unquoted attribute value: lxml-based tools reject it")
    XML_ENTITY = ("xml-entity", W, LOADS, "Not an entity reference: urdfdom drops the '&', lxml-based tools reject it")
    # --- robot
    ROOT_NOT_ROBOT = ("root-not-robot", E, REJECTS, "The root element is not <robot>")
    ROBOT_NO_NAME = ("robot-no-name", E, REJECTS, "<robot> has no name")
    ROBOT_VERSION = ("robot-version", E, REJECTS, "version is not 1.0")
    NO_LINKS = ("no-links", E, REJECTS, "The robot has no links")
    UNKNOWN_ELEMENT = ("unknown-element", W, LOADS, "An element URDF parsers ignore (often a typo)")
    UNKNOWN_ATTRIBUTE = ("unknown-attribute", W, LOADS, "An attribute URDF parsers ignore (often a typo)")
    DUPLICATE_CHILD = ("duplicate-child", W, LOADS, "A repeated child element; only the first is read")
    # --- names and references
    LINK_NO_NAME = ("link-no-name", E, REJECTS, "<link> has no name")
    JOINT_NO_NAME = ("joint-no-name", E, REJECTS, "<joint> has no name")
    MATERIAL_NO_NAME = ("material-no-name", E, REJECTS, "<material> has no name")
    DUPLICATE_LINK = ("duplicate-link", E, REJECTS, "Two links with the same name")
    DUPLICATE_JOINT = ("duplicate-joint", E, REJECTS, "Two joints with the same name")
    DUPLICATE_MATERIAL = ("duplicate-material", E, REJECTS, "Two top-level materials with the same name")
    UNKNOWN_LINK = ("unknown-link", E, REJECTS, "A joint's parent or child link is not defined")
    UNKNOWN_JOINT = ("unknown-joint", W, LOADS, "<mimic> or <transmission> names an undefined joint")
    UNKNOWN_REFERENCE = ("unknown-reference", W, LOADS, "<gazebo reference> names neither a link nor a joint")
    UNDEFINED_MATERIAL = ("undefined-material", W, LOADS, "A visual names a material that is defined nowhere")
    # --- kinematic tree
    MULTIPLE_ROOTS = ("multiple-roots", E, REJECTS, "A link not connected to the tree (a second root)")
    NO_ROOT = ("no-root", E, POLICY, "Every link has a parent: the joints form a cycle")
    CYCLE = ("cycle", E, POLICY, "A joint closes a cycle; its child cannot be reached from the root")
    LINK_TWO_PARENTS = ("link-two-parents", E, POLICY, "A link is the child of two joints")
    JOINT_SELF_LOOP = ("joint-self-loop", E, POLICY, "A joint whose parent and child are the same link")
    # --- joint
    JOINT_NO_TYPE = ("joint-no-type", E, REJECTS, "<joint> has no type")
    JOINT_TYPE_UNKNOWN = ("joint-type-unknown", E, REJECTS, "type is not one of the six URDF joint types")
    JOINT_NO_PARENT = ("joint-no-parent", E, REJECTS, "<joint> has no <parent link>")
    JOINT_NO_CHILD = ("joint-no-child", E, REJECTS, "<joint> has no <child link>")
    JOINT_NO_LIMIT = ("joint-no-limit", E, REJECTS, "A revolute or prismatic joint without <limit>")
    LIMIT_EFFORT_MISSING = ("limit-effort-missing", E, REJECTS, "<limit> without effort")
    LIMIT_VELOCITY_MISSING = ("limit-velocity-missing", E, REJECTS, "<limit> without velocity")
    LIMIT_LOWER_NAN = ("limit-lower-nan", E, REJECTS, "<limit lower> is not a number")
    LIMIT_UPPER_NAN = ("limit-upper-nan", E, REJECTS, "<limit upper> is not a number")
    LIMIT_EFFORT_NAN = ("limit-effort-nan", E, REJECTS, "<limit effort> is not a number")
    LIMIT_VELOCITY_NAN = ("limit-velocity-nan", E, REJECTS, "<limit velocity> is not a number")
    LIMIT_LOWER_GT_UPPER = ("limit-lower-gt-upper", W, LOADS, "lower is greater than upper")
    AXIS_XYZ = ("axis-xyz", E, REJECTS, "<axis xyz> is not three numbers")
    AXIS_ZERO = ("axis-zero", W, LOADS, "The joint axis is the zero vector")
    DYNAMICS_EMPTY = ("dynamics-empty", E, REJECTS, "<dynamics> without damping or friction")
    DYNAMICS_VALUE_NAN = ("dynamics-value-nan", E, REJECTS, "damping or friction is not a number")
    MIMIC_NO_JOINT = ("mimic-no-joint", E, REJECTS, "<mimic> without joint")
    MIMIC_VALUE_NAN = ("mimic-value-nan", E, REJECTS, "multiplier or offset is not a number")
    SAFETY_K_VELOCITY_MISSING = ("safety-k-velocity-missing", E, REJECTS, "<safety_controller> without k_velocity")
    SAFETY_K_VELOCITY_NAN = ("safety-k-velocity-nan", E, REJECTS, "k_velocity is not a number")
    SAFETY_VALUE_NAN = ("safety-value-nan", E, REJECTS, "A soft limit or k_position is not a number")
    CALIBRATION_VALUE_NAN = ("calibration-value-nan", E, REJECTS, "rising or falling is not a number")
    # --- poses and geometry
    ORIGIN_XYZ = ("origin-xyz", E, REJECTS, "<origin xyz> is not three numbers")
    ORIGIN_RPY = ("origin-rpy", E, REJECTS, "<origin rpy> is not three numbers")
    GEOMETRY_MISSING = ("geometry-missing", E, REJECTS, "<visual> or <collision> without <geometry>")
    GEOMETRY_EMPTY = ("geometry-empty", E, REJECTS, "<geometry> without a shape")
    GEOMETRY_UNKNOWN = ("geometry-unknown", E, REJECTS, "A shape other than box, cylinder, sphere or mesh")
    GEOMETRY_EXTRA_SHAPE = ("geometry-extra-shape", W, LOADS, "A second shape in <geometry> is ignored")
    BOX_SIZE = ("box-size", E, REJECTS, "<box size> is not three numbers")
    BOX_SIZE_MISSING = ("box-size-missing", E, REJECTS, "<box> without size")
    BOX_SIZE_NONPOSITIVE = ("box-size-nonpositive", W, LOADS, "A box side is zero or negative")
    CYLINDER_MISSING = ("cylinder-missing", E, REJECTS, "<cylinder> without radius or length")
    CYLINDER_RADIUS_NAN = ("cylinder-radius-nan", E, REJECTS, "<cylinder radius> is not a number")
    CYLINDER_LENGTH_NAN = ("cylinder-length-nan", E, REJECTS, "<cylinder length> is not a number")
    SPHERE_RADIUS_MISSING = ("sphere-radius-missing", E, REJECTS, "<sphere> without radius")
    SPHERE_RADIUS_NAN = ("sphere-radius-nan", E, REJECTS, "<sphere radius> is not a number")
    MESH_NO_FILENAME = ("mesh-no-filename", E, REJECTS, "<mesh> without filename")
    MESH_SCALE = ("mesh-scale", E, REJECTS, "<mesh scale> is not three numbers")
    MESH_NOT_FOUND = ("mesh-not-found", W, LOADS, "The mesh or texture file does not exist")
    PACKAGE_NOT_FOUND = ("package-not-found", I, LOADS, "The package:// package is not found where the file is "
                         "checked (not installed here): reported once per package")
    PACKAGE_FOLDER_ONLY = ("package-folder-only", I, LOADS, "package:// resolves only to a plain folder near the file "
                           "(pybullet, yourdfpy find it; ROS tools need a package.xml)")
    MESH_SOME_LOADERS = ("mesh-some-loaders", I, LOADS, "A relative mesh path found from the package root, not from "
                         "the file's folder: the loaders that resolve from the package root find it, the others not")
    # --- inertial
    INERTIAL_NO_MASS = ("inertial-no-mass", E, REJECTS, "<inertial> without <mass>")
    INERTIAL_NO_INERTIA = ("inertial-no-inertia", E, REJECTS, "<inertial> without <inertia>")
    MASS_VALUE_MISSING = ("mass-value-missing", E, REJECTS, "<mass> without value")
    MASS_VALUE_NAN = ("mass-value-nan", E, REJECTS, "<mass value> is not a number")
    MASS_ZERO = ("mass-zero", W, LOADS, "Zero mass: physics engines ignore or destabilise the link")
    MASS_NEGATIVE = ("mass-negative", W, LOADS, "Negative mass")
    INERTIA_MISSING = ("inertia-missing", E, REJECTS, "<inertia> lacks one of its six entries")
    INERTIA_VALUE_NAN = ("inertia-value-nan", E, REJECTS, "An inertia entry is not a number")
    INERTIA_ZERO = ("inertia-zero", W, LOADS, "All inertia entries are zero")
    INERTIA_NOT_PD = ("inertia-not-pd", W, LOADS, "The inertia matrix is not positive definite")
    INERTIA_TRIANGLE = ("inertia-triangle", W, LOADS, "Principal moments violate the triangle inequality")
    # --- materials
    MATERIAL_UNDEFINED = ("material-undefined", E, REJECTS, "A top-level material without colour or texture")
    COLOR_NO_RGBA = ("color-no-rgba", E, REJECTS, "<color> without rgba")
    RGBA_NAN = ("rgba-nan", E, REJECTS, "An rgba component is not a number")
    RGBA_RANGE = ("rgba-range", E, REJECTS, "An rgba component outside [0, 1]")
    RGBA_COUNT = ("rgba-count", W, LOADS, "rgba does not have four numbers")
    # --- xacro
    XACRO_INCLUDE_UNRESOLVED = ("xacro-include-unresolved", E, XACRO_FAILS, "An include xacro reads cannot be "
                                "followed (an Information when it cannot be resolved without evaluation); "
                                "unknown-name checks are off for the file")
    XACRO_UNKNOWN_MACRO = ("xacro-unknown-macro", E, XACRO_FAILS, "A call of a macro (or a directive) defined nowhere")
    XACRO_MISSING_PARAM = ("xacro-missing-param", E, XACRO_FAILS, "A macro call without a required parameter or block")
    XACRO_UNKNOWN_PARAM = ("xacro-unknown-param", E, XACRO_FAILS, "A macro call with a parameter the macro lacks")
    XACRO_UNUSED_BLOCK = ("xacro-unused-block", E, XACRO_FAILS, "A macro call with more child elements than the "
                          "macro has *block parameters")
    XACRO_UNDEFINED_BLOCK = ("xacro-undefined-block", E, XACRO_FAILS, "<xacro:insert_block> of a block its macro "
                             "does not declare")
    XACRO_UNDEFINED_PROPERTY = ("xacro-undefined-property", E, XACRO_FAILS, "${name} of a property defined nowhere")
    XACRO_FIND_UNRESOLVED = ("xacro-find-unresolved", E, XACRO_FAILS, "$(find pkg) of a package not found where "
                             "the file is checked: xacro fails on it")
    XACRO_UNDEFINED_ARG = ("xacro-undefined-arg", E, XACRO_FAILS, "$(arg name) without <xacro:arg>")
    XACRO_USED_BEFORE_DEFINITION = ("xacro-used-before-definition", E, XACRO_FAILS, "A macro, property or arg used "
                                    "before the element (or include) that defines it: xacro reads in order")
    XACRO_BAD_EXPRESSION = ("xacro-bad-expression", E, XACRO_FAILS, "${...} that cannot parse, an unclosed ${ or "
                            "$(, or an expression of literals that fails (1/0)")
    XACRO_NOT_BOOLEAN = ("xacro-not-boolean", E, XACRO_FAILS, "An xacro:if / xacro:unless value that is not a "
                         "boolean (true, false, True, False or an integer)")
    XACRO_MISSING_ATTRIBUTE = ("xacro-missing-attribute", E, XACRO_FAILS, "A directive without an attribute "
                               "xacro requires")
    XACRO_BAD_NAME = ("xacro-bad-name", E, XACRO_FAILS, "A property name that is not a Python identifier, or a "
                      "macro named 'call' or with a '.'")
    XACRO_OLD_DIRECTIVE = ("xacro-old-directive", W, LOADS, "<property> or <macro> without the xacro: prefix: "
                           "xacro 2 ignores it, its names stay undefined")
    XACRO_EXPANSION_FAILED = ("xacro-expansion-failed", W, LOADS, "The opt-in xacro expansion failed")
    XACRO_MACRO_LIBRARY = ("xacro-macro-library", I, LOADS, "A file of macros only expands to no robot on its "
                           "own; it is checked where it is included")
    # --- consumers (reported only for the `targets` a project names; rules/targets/)
    KDL_ROOT_INERTIA = ("kdl-root-inertia", W, LOADS, "kdl: KDL (robot_state_publisher, MoveIt) warns about and "
                        "ignores the root link's inertia", "kdl_parser.cpp treeFromUrdfModel (\"KDL does not "
                        "support a root link with an inertia\"); kdl_parser#27, husarion/rosbot_ros#7")
    KDL_JOINT_FIXED = ("kdl-joint-fixed", W, LOADS, "kdl: KDL turns a floating or planar joint into a fixed one",
                       "kdl_parser.cpp toKdl (\"Converting unknown joint type of "
                       "joint ... into a fixed joint\")")
    GAZEBO_LINK_DROPPED = ("gazebo-link-dropped", W, LOADS, "gazebo: a link without mass (none, or < 1e-6 with "
                           "what is lumped into it) is left out of the SDF, with every link and joint below it",
                           "sdformat parser_urdf.cc CreateSDF; sdformat#199, gazebo-classic#2732")
    GAZEBO_LUMPED_EXTENSION = ("gazebo-lumped-extension", W, LOADS, "gazebo: <gazebo reference> of a link that a "
                               "fixed joint lumps into its parent: its sensors and plugins move there and its name "
                               "is gone", "sdformat parser_urdf.cc ReduceFixedJoints; hector_gazebo#74, "
                               "ros_kortex#312")
    MUJOCO_MASSLESS_BODY = ("mujoco-massless-body", E, TARGET_FAILS, "mujoco: a link on a moving joint without mass (with "
                            "what is fused into it): MuJoCo refuses the model", "MuJoCo's compiler (\"mass and inertia of moving "
                            "bodies must be larger than mjMINVAL\")")
    MUJOCO_FREE_JOINT = ("mujoco-free-joint", E, TARGET_FAILS, "mujoco: a floating joint below the root: MuJoCo refuses "
                         "it (a free joint only at the top level)", "MuJoCo's compiler (\"free joint can only be used on top "
                         "level\")")
    MUJOCO_PACKAGE_URI = ("mujoco-package-uri", E, TARGET_FAILS, "mujoco: a package:// file name: MuJoCo does not resolve "
                          "packages and fails to open it", "MuJoCo's URDF reader (\"Error opening file "
                          "'package:/...'\"); mujoco#1432")
    MUJOCO_MESH_FORMAT = ("mujoco-mesh-format", E, TARGET_FAILS, "mujoco: a mesh that is not STL, OBJ or MSH: MuJoCo has "
                          "no decoder for it and refuses the model", "MuJoCo's compiler (\"no decoder found for mesh "
                          "file\")")
    MUJOCO_INERTIA_INVALID = ("mujoco-inertia-invalid", E, TARGET_FAILS, "mujoco: an inertia that is not positive "
                              "definite or whose principal moments violate the triangle inequality: MuJoCo refuses "
                              "the model", "MuJoCo's compiler (\"inertia must satisfy A + B >= C\", \"inertia must "
                              "have positive eigenvalues\")")
    PYBULLET_DEFAULT_MASS = ("pybullet-default-mass", W, LOADS, "pybullet: a link without <inertial> gets a mass "
                             "of 1 kg (DART does the same)", "BulletUrdfImporter.cpp (\"No inertial data for "
                             "link, using mass=1\"); bullet3#3110, dart#1604")
    PYBULLET_JOINT_FIXED = ("pybullet-joint-fixed", W, LOADS, "pybullet: a floating joint becomes a fixed one "
                            "(the child is welded to its parent)", "pybullet's URDF importer (\"joint unsupported, "
                            "creating a fixed joint instead\")")
    DRAKE_FLOATING_JOINT = ("drake-floating-joint", W, LOADS, "drake: Drake does not support a floating joint: "
                            "its child becomes a free body, not attached to the parent", "Drake's URDF parser "
                            "(\"not supported by MultibodyPlant.  Leaving ... as a free body\")")
    DRAKE_TRANSMISSION_IGNORED = ("drake-transmission-ignored", W, LOADS, "drake: a <transmission> that is not a "
                                  "SimpleTransmission: Drake ignores it (no actuator)", "Drake's URDF parser "
                                  "(\"Drake only supports 'SimpleTransmission'\")")
    DRAKE_TRANSMISSION_INVALID = ("drake-transmission-invalid", E, TARGET_FAILS, "drake: a SimpleTransmission "
                                  "without <actuator> or of a joint the robot lacks: Drake refuses the file",
                                  "Drake's URDF parser (\"Transmission is missing an actuator element\", "
                                  "\"Transmission specifies joint ... which does not exist\")")
    ISAAC_MASSLESS_MERGED = ("isaac-massless-merged", I, LOADS, "isaac: Isaac Sim's URDF importer merges a link "
                             "without mass into its parent", "IsaacSim#91")
    # --- consumers themselves (installed: `--target` loads the file in them; workspace/consumers/)
    MUJOCO_LOAD_FAILED = ("mujoco-load-failed", E, TARGET_FAILS, "mujoco: MuJoCo, run on the file, refuses it (or "
                          "crashes, or hangs); its message is quoted on the element it names",
                          "mujoco.MjModel.from_xml_path, run by urdf-ls")
    MUJOCO_LOAD_WARNING = ("mujoco-load-warning", W, LOADS, "mujoco: MuJoCo, run on the file, loads it with a "
                           "warning; quoted on the element it names", "MuJoCo's warnings (mju_warning, stderr)")
    MUJOCO_MODEL_DIFFERS = ("mujoco-model-differs", W, LOADS, "mujoco: the model MuJoCo made of the file differs "
                            "from the file's own beyond a tolerance (mass, centre of mass, inertia after fusing)",
                            "the compiled mjModel compared with urdf-ls's reading (check --report)")
    PYBULLET_LOAD_FAILED = ("pybullet-load-failed", E, TARGET_FAILS, "pybullet: pybullet, run on the file, refuses "
                            "it (\"Cannot load URDF file\"), crashes or hangs; what it printed is quoted on the "
                            "element it names", "pybullet.loadURDF, run by urdf-ls; bullet3#2006, #3985")
    PYBULLET_LOAD_WARNING = ("pybullet-load-warning", W, LOADS, "pybullet: pybullet, run on the file, prints a "
                             "warning (b3Warning) while loading it", "pybullet's b3Warning lines on stdout")
    PYBULLET_MODEL_DIFFERS = ("pybullet-model-differs", W, LOADS, "pybullet: the model pybullet made of the file "
                              "differs from the file's own beyond a tolerance", "pybullet's getDynamicsInfo "
                              "compared with urdf-ls's reading (check --report)")
    DRAKE_LOAD_FAILED = ("drake-load-failed", E, TARGET_FAILS, "drake: Drake, run on the file, refuses it (or "
                         "crashes, or hangs); its message is quoted on the line it names",
                         "pydrake Parser.AddModels, run by urdf-ls; drake#12506")
    DRAKE_LOAD_WARNING = ("drake-load-warning", W, LOADS, "drake: Drake, run on the file, warns while parsing it",
                          "Drake's parser warnings (its log)")
    DRAKE_MODEL_DIFFERS = ("drake-model-differs", W, LOADS, "drake: the model Drake made of the file differs "
                           "from the file's own beyond a tolerance", "MultibodyPlant compared with urdf-ls's "
                           "reading (check --report)")
    GAZEBO_LOAD_FAILED = ("gazebo-load-failed", E, TARGET_FAILS, "gazebo: sdformat (gz sdf -p), run on the file, "
                          "refuses it; its message is quoted on the element it names", "gz sdf -p, run by urdf-ls")
    GAZEBO_LOAD_WARNING = ("gazebo-load-warning", W, LOADS, "gazebo: sdformat (gz sdf -p), run on the file, warns "
                           "while converting it", "gz sdf -p's warnings")
    GAZEBO_MODEL_DIFFERS = ("gazebo-model-differs", W, LOADS, "gazebo: the SDF sdformat made of the file differs "
                            "from the file's own beyond a tolerance (links dropped, mass lost)", "gz sdf -p's SDF "
                            "compared with urdf-ls's reading (check --report)")
    MUJOCO_MESH_MISSING = ("mujoco-mesh-missing", E, TARGET_FAILS, "mujoco: a mesh MuJoCo opens does not exist where "
                           "it looks: the robot's <mujoco><compiler meshdir> joined with the filename (a visual mesh "
                           "too when discardvisual is false)", "MuJoCo's URDF reader (\"Error opening file\")")
    MUJOCO_REPEATED_ELEMENT = ("mujoco-repeated-element", E, TARGET_FAILS, "mujoco: an element MuJoCo's URDF reader "
                               "takes once appears twice where it reads it (two <material> in a <visual>, two "
                               "<inertial>, two <axis>)", "MuJoCo's URDF reader (\"XML Error: repeated element\")")
    DRAKE_MESH_MISSING = ("drake-mesh-missing", E, TARGET_FAILS, "drake: a mesh Drake cannot open (no such file, "
                          "or a package its package map lacks): Drake refuses the file, visual meshes too",
                          "Drake's URDF parser (\"URI ... which does not exist\", \"refers to unknown package\")")
    DRAKE_MESH_FORMAT = ("drake-mesh-format", E, TARGET_FAILS, "drake: a collision mesh that is not .obj, .vtk or "
                         ".gltf: Drake cannot build its convex hull and refuses the file", "Drake's SceneGraph "
                         "(\"MakeConvexHull only applies to .obj, .vtk, and .gltf meshes\")")
    DRAKE_SHAPE_INVALID = ("drake-shape-invalid", E, TARGET_FAILS, "drake: a box, cylinder or sphere whose size is "
                           "not positive: Drake aborts (crashes) on it, visual geometry too", "Drake's "
                           "shape_specification.cc (\"condition 'std::isfinite(width) && width > 0' failed\")")
    DRAKE_MATERIAL_UNDEFINED = ("drake-material-undefined", E, TARGET_FAILS, "drake: a <material> named only (no "
                                "color, no texture) that no material defined before it names: Drake refuses the "
                                "file", "Drake's URDF parser (\"Material ... not previously defined, but has no "
                                "color or texture information\")")
    PYBULLET_MESH_MISSING = ("pybullet-mesh-missing", E, TARGET_FAILS, "pybullet: a mesh pybullet does not find "
                             "under any folder of the URDF's path (package:// dropped), or of an extension it does "
                             "not read: pybullet refuses the whole robot", "pybullet's UrdfFindMeshFile (\"cannot "
                             "find ... in any directory in urdf path\"); bullet3#2006, #3985")
    # --- ros2_control (Error where hardware_interface's parser or resource manager throws)
    ROS2_CONTROL_INVALID = ("ros2-control-invalid", E, POLICY, "A <ros2_control> block ros2_control's parser "
                            "rejects: no name or type, no <plugin>, an unnamed joint or interface, an unknown tag")
    ROS2_CONTROL_UNKNOWN_JOINT = ("ros2-control-unknown-joint", E, POLICY, "<ros2_control> names a joint the robot "
                                  "does not define: ros2_control fails to load the hardware")
    ROS2_CONTROL_FIXED_JOINT = ("ros2-control-fixed-joint", E, POLICY, "<ros2_control> names a fixed joint: "
                                "ros2_control refuses it")
    ROS2_CONTROL_DUPLICATE_JOINT = ("ros2-control-duplicate-joint", E, POLICY, "A joint in two <ros2_control> "
                                    "blocks: the same interface twice fails, distinct ones split the joint")
    ROS2_CONTROL_INTERFACE = ("ros2-control-interface", W, LOADS, "An interface name that is likely a typo of a "
                              "standard one, or a multi-axis joint that ros2_control drives as one axis")
    ROS2_CONTROL_NESTED = ("ros2-control-nested", W, LOADS, "<ros2_control> inside another element: ros2_control "
                           "reads it only as a child of <robot>, so it is ignored")
    CONTROLLER_UNKNOWN_JOINT = ("controller-unknown-joint", W, LOADS, "A controller YAML joint list names a joint "
                                "of no <ros2_control> block: the controller fails to claim it")
    CONTROLLER_PREFIX_DRIFT = ("controller-prefix-drift", W, LOADS, "A controller's joints match the robot's only "
                               "with a prefix added or removed (tf_prefix drift between files)")
    # --- physics from geometry (off when the geometry is absent, unresolved or its mesh not yet read)
    COM_OUTSIDE_GEOMETRY = ("com-outside-geometry", W, LOADS, "The centre of mass lies outside the link's geometry: "
                            "simulators tip, drift or explode")
    INERTIA_EXCEEDS_GEOMETRY = ("inertia-exceeds-geometry", W, LOADS, "A principal moment larger than m·R², R the "
                                "geometry's farthest point from the centre of mass: no mass inside it can have it")
    DENSITY_IMPLAUSIBLE = ("density-implausible", W, LOADS, "Mass / volume of the geometry outside any solid "
                           "material's: a mass off by 1000 or a mesh in millimetres")
    INERTIA_PLACEHOLDER = ("inertia-placeholder", W, LOADS, "The inertia is orders of magnitude off the uniform body "
                           "of the declared mass and geometry (a 1e-6 placeholder): joints jitter or explode")
    MESH_UNITS_SUSPECT = ("mesh-units-suspect", W, LOADS, "A mesh ~1000x larger or smaller than the rest of the "
                          "robot (millimetres read as metres), or a COLLADA unit its scale applies again")
    LIMIT_LOOKS_DEGREES = ("limit-looks-degrees", W, LOADS, "Revolute limits beyond ±2π that look like degrees: "
                           "URDF limits are radians")
    EFFORT_BELOW_GRAVITY = ("effort-below-gravity", W, LOADS, "A joint's <limit effort> is below the torque (or "
                            "force) gravity asks of it at some pose within the limits: the robot sags there or its "
                            "controller saturates", "universal_robot #32, #69; baxter_common #45; "
                            "icub-models-generator #34")
    # --- collision geometry (rules/collision_checks.py, from the mesh cache's results)
    COLLISION_IS_VISUAL_MESH = ("collision-is-visual-mesh", W, LOADS, "A collision mesh that is the visual mesh (the "
                                "same file or the same content) with more triangles than collision checking "
                                "handles quickly: planning and simulation slow down")
    COLLISION_MESH_DEGENERATE = ("collision-mesh-degenerate", W, LOADS, "A collision mesh that is flat, encloses no "
                                 "volume or is inside out (faces wound inward): contacts and penetration depths go "
                                 "wrong")
    COLLISION_APART_FROM_VISUAL = ("collision-apart-from-visual", W, LOADS, "A link's collision geometry does not "
                                   "overlap its visual geometry, or is many times its size: an offset or scale "
                                   "mismatch, so collisions happen where nothing is drawn")
    COLLISION_MISSING = ("collision-missing", I, LOADS, "A moving link with visual geometry and no collision "
                         "geometry: planners and simulators let it pass through everything")
    MUJOCO_MESH_FACES = ("mujoco-mesh-faces", E, TARGET_FAILS, "mujoco: an STL collision mesh with more than 200,000 "
                         "faces: MuJoCo refuses the model", "MuJoCo's mesh loader (\"number of faces should be "
                         "between 1 and 200000 in STL file\"); mujoco#327")

    # --- SRDF (MoveIt's semantic description, checked against its URDF: rules/srdf.py)
    SRDF_MISSING_ATTRIBUTE = ("srdf-missing-attribute", E, POLICY, "An SRDF element without an attribute srdfdom "
                              "requires: MoveIt loses the group, state, end effector or pair",
                              "srdfdom model.cpp (\"... not specified\", the element skipped)")
    SRDF_UNKNOWN_LINK = ("srdf-unknown-link", W, LOADS, "An SRDF names a link its URDF does not have: srdfdom skips "
                         "it", "srdfdom model.cpp (\"... is not known to the URDF\"); moveit#3031, "
                         "moveit_tutorials#728")
    SRDF_UNKNOWN_JOINT = ("srdf-unknown-joint", W, LOADS, "An SRDF names a joint its URDF does not have (nor a "
                          "virtual joint): srdfdom skips it", "srdfdom model.cpp isValidJoint; moveit#3031")
    SRDF_UNKNOWN_GROUP = ("srdf-unknown-group", W, LOADS, "A group state, end effector or subgroup names a group "
                          "the SRDF does not define: srdfdom skips it", "srdfdom model.cpp (\"that group is not "
                          "known\", \"has unsatisfied subgroups\")")
    SRDF_STALE_COLLISION_PAIR = ("srdf-stale-collision-pair", W, LOADS, "A disable_collisions pair names a link "
                                 "the URDF no longer has: the pair is dropped", "srdfdom model.cpp "
                                 "loadCollisionPairs; panda_moveit_config#125")
    SRDF_COLLISION_STALE = ("srdf-collision-stale", W, LOADS, "A disable_collisions pair whose reason no longer "
                            "holds for the URDF (no longer adjacent; or, by the collision matrix computed for the "
                            "URDF as it is, no longer Default, Always or Never): real collisions go unchecked",
                            "moveit_setup_srdf_plugins compute_default_collisions.cpp; moveit2#724")
    SELF_COLLISION = ("self-collision", W, LOADS, "Two links MoveIt checks (not adjacent, not disabled) collide in "
                      "the default state or in a group state, by the collision matrix computed for the URDF: "
                      "MoveIt reports the robot in collision there and plans from it fail",
                      "moveit_core planning_scene checkSelfCollision")
    SRDF_STATE_JOINT_NOT_IN_GROUP = ("srdf-state-joint-not-in-group", W, LOADS, "A group state sets a joint that "
                                     "is not in its group: MoveIt ignores the value", "moveit_core robot_model.cpp "
                                     "(group state joint not part of the group)")
    SRDF_BAD_VALUE = ("srdf-bad-value", W, LOADS, "An SRDF value srdfdom replaces: a virtual joint type other "
                      "than fixed, floating or planar (read as fixed), a joint value that is not a number",
                      "srdfdom model.cpp (\"Assuming 'fixed' instead\", \"Unable to parse joint value\")")
    SRDF_NOT_ROBOT = ("srdf-not-robot", E, POLICY, "An SRDF whose root element is not <robot>: srdfdom fails to "
                      "load it", "srdfdom model.cpp initXml (\"Could not find the 'robot' element\")")
    SRDF_UNKNOWN_ELEMENT = ("srdf-unknown-element", W, LOADS, "An element srdfdom does not read where it stands "
                            "(a misspelt <disable_collisions> disables nothing); an Information for an "
                            "element that resembles none (an extension other tools read)",
                            "srdfdom model.cpp (reads its elements by name only)")
    SRDF_ROBOT_NAME_MISMATCH = ("srdf-robot-name-mismatch", W, LOADS, "The SRDF's robot name differs from the "
                                "URDF's it is mapped to: srdfdom logs an error", "srdfdom model.cpp (\"not "
                                "specified for the same robot as the URDF\")")
    SRDF_NO_URDF = ("srdf-no-urdf", I, LOADS, "The URDF of an SRDF was not found, or several match its robot name: "
                    "its names are not checked; map it in the project file's [srdf] table")

class FixData:
    """what a quick fix needs, carried in the LSP diagnostic's `data` (a plain class: a dataclass costs
    0.3 ms to make at import, and every `urdf-ls check` imports this module)"""
    __slots__ = ("suggest", "replacement", "joint_type", "pair")

    def __init__(self, suggest=None, replacement=None, joint_type=None, pair=None):
        self.suggest = suggest            # replace the range by this name
        self.replacement = replacement    # replace the range by this corrected value
        self.joint_type = joint_type      # the joint needs a <limit> (revolute/prismatic)
        self.pair = pair                  # two links an SRDF may disable (link1, link2)

    def to_json(self):
        return {k: v for k, v in (("suggest", self.suggest), ("replacement", self.replacement),
                                  ("joint_type", self.joint_type), ("pair", self.pair)) if v is not None}


class RelatedPlace:
    """a place in another file that a diagnostic's cause lies in (LSP's relatedInformation): the file, its
    positions (a LineIndex or Positions), the offsets and what is there"""
    __slots__ = ("path", "lines", "span", "message")

    def __init__(self, path, lines, start, end, message):
        self.path, self.lines, self.span, self.message = path, lines, (start, end), message


class Diag:
    """A diagnostic with offsets relative to its owner's shift `c.d` (a syntax chunk, or any
    object with a `d` attribute), so shifting a chunk after an edit moves its diagnostics for free."""
    __slots__ = ("c", "_s", "_e", "code", "message", "severity", "data", "related")

    def __init__(self, c, s, e, code: Code, message, data: FixData | None = None, severity: Severity | None = None):
        self.c, self._s, self._e = c, s, max(e, s)
        self.code, self.message, self.data = code, message, data
        self.severity = code.severity if severity is None else severity
        self.related = ()     # the other places of the same cause (Diags whose message says what each is)

    start = property(lambda self: self._s + self.c.d)
    end = property(lambda self: self._e + self.c.d)
    relative_start = property(lambda self: self._s)     # start less c.d: what the constructor takes, with c
    relative_end = property(lambda self: self._e)

    @property
    def span(self):
        """(start, end), the owner's shift read once (for callers that need both of thousands)"""
        shift = self.c.d
        return self._s + shift, self._e + shift

    def with_severity(self, severity, message=None) -> Diag:
        """a copy with another severity (and message)"""
        d = Diag(self.c, self._s, self._e, self.code, self.message if message is None else message, self.data,
                 severity)
        d.related = self.related
        return d

    def with_related(self, message, related) -> Diag:
        """a copy that stands for the other diagnostics of the same cause, shown as its related places"""
        d = Diag(self.c, self._s, self._e, self.code, message, self.data, self.severity)
        d.related = tuple(related)
        return d

    def __repr__(self):
        return "Diag(%s %s @%d-%d: %s)" % (self.severity.name[0], self.code.value, self.start, self.end,
                                           self.message)


by_position = attrgetter("span")     # the sort key of diagnostics: by start, then end


class Fixed:
    """an owner whose shift never changes (whole-document diagnostics)"""
    d = 0


FIXED = Fixed()


def at(start, end, code: Code, message, data=None, severity=None) -> Diag:
    """a diagnostic at absolute offsets"""
    return Diag(FIXED, start, end, code, message, data, severity)
