"""Controller YAML files of a robot's package: config/*.yaml with `ros__parameters` next to the package.xml above
the robot description (the ros2_control convention), plus those a project file maps (`controllers = [...]`).
Each is read with the tolerant YAML subset reader; the joint names its controllers list keep their offsets."""
from __future__ import annotations

import os

from ..syntax.yaml_subset import Mapping, Scalar, Sequence, parse
from ..text.guard import decode_bytes
from .files import Unreadable, is_regular_file, read_bytes
from .packages import package_root

MAX_BYTES = 1024 * 1024     # a parameter file is a few KB: larger ones are not read
MAX_FILES = 64
_UP = 8                     # folders looked through upward for the package.xml
JOINT_LISTS = ("joints", "left_wheel_names", "right_wheel_names", "command_joints")
JOINT_SCALARS = ("joint",)
JOINT_KEYED = ("constraints", "gains")          # mappings keyed by joint names ...
NOT_JOINTS = ("goal_time", "stopped_velocity_tolerance")    # ... but for these


class ControllerFile:
    """one YAML file: its text and, per controller, the joint names it lists (Scalars with offsets)"""
    __slots__ = ("path", "text", "controllers")

    def __init__(self, path, text):
        self.path, self.text = path, text
        self.controllers = controller_joints(parse(text))    # [(controller name Scalar, [joint Scalar])]

    @property
    def names(self):
        return [j for _c, joints in self.controllers for j in joints]


def config_package(path):
    """the package whose config/ holds the controller files: a package.xml at most _UP folders above path"""
    return package_root(path, _UP)


def controller_paths(robot_path, mapped=()):
    """the controller files of the robot at robot_path: mapped ones first, then its package's config/*.yaml"""
    out = [p for p in mapped if p.endswith((".yaml", ".yml"))]
    root = config_package(robot_path) if robot_path else None
    if root is not None:
        config = os.path.join(root, "config")
        try:
            names = sorted(os.listdir(config))
        except OSError:
            names = []
        out += [os.path.join(config, n) for n in names if n.endswith((".yaml", ".yml"))]
    seen, unique = set(), []
    for p in out:
        if p not in seen:
            seen.add(p)
            unique.append(p)
    return unique[:MAX_FILES]


def read_controller_file(path) -> ControllerFile | None:
    """the file when it is a regular file within the cap that holds ros__parameters and joint names"""
    if not is_regular_file(path):
        return None
    try:
        data = read_bytes(path, MAX_BYTES)
    except Unreadable:
        return None
    if b"ros__parameters" not in data:
        return None
    return controller_file_of_text(path, decode_bytes(data)[0])


def controller_file_of_text(path, text) -> ControllerFile | None:
    """the file of that text (an editor's buffer) when it holds ros__parameters and joint names"""
    if "ros__parameters" not in text or len(text) > MAX_BYTES:
        return None
    f = ControllerFile(path, text)
    return f if f.names else None


def controller_joints(doc):
    """[(controller name, [joint name Scalars])] of a parameter file's top-level controllers"""
    out = []
    if not isinstance(doc, Mapping):
        return out
    for key, value in doc.items:
        params = value.get("ros__parameters") if isinstance(value, Mapping) else None
        if isinstance(params, Mapping):
            out.append((key, _joint_names(params)))
    return out


def _joint_names(params):
    names = []
    for key, value in params.items:
        k = key.value
        if k in JOINT_LISTS and isinstance(value, Sequence):
            names += [x for x in value.items if isinstance(x, Scalar) and x.value]
        elif k in JOINT_SCALARS and isinstance(value, Scalar) and value.value:
            names.append(value)
        elif k in JOINT_KEYED and isinstance(value, Mapping):
            names += [jk for jk, _v in value.items if jk.value not in NOT_JOINTS]
    return names
