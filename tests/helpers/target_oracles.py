"""The consumers themselves, as test oracles of the target rules: sdformat (what Gazebo loads) and kdl_parser
(robot_state_publisher) through small C++ programs built from tests/oracles/ against Debian's libsdformat-dev and
libkdl-parser-dev (cached under .cache/oracles/), and MuJoCo, pybullet and Drake from PyPI, each run in a child
process (pybullet can crash on a bad file).  Missing, they skip locally and fail on CI (URDF_LS_REQUIRE_TOOLS=1)."""
import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys

import pytest

from tests.helpers.paths import ROOT
from tests.helpers.tools import REQUIRE_TOOLS, need

SOURCES = os.path.join(ROOT, "tests", "oracles")
CACHE = os.path.join(ROOT, ".cache", "oracles")
# pkg-config modules and further flags (Debian's kdl_parser.pc requires pluginlib, which it does not install)
BUILD = {"sdf_of_urdf": (["sdformat12"], []), "kdl_of_urdf": (["orocos-kdl", "urdfdom"], ["-lkdl_parser"])}


def _missing(what):
    if REQUIRE_TOOLS:
        pytest.fail("%s is required (URDF_LS_REQUIRE_TOOLS=1) but missing" % what)
    pytest.skip("%s missing" % what)


def oracle_binary(name):
    """the program built from tests/oracles/NAME.cc (rebuilt when its source changes)"""
    gxx, pkg_config = need("g++"), need("pkg-config")
    src = os.path.join(SOURCES, name + ".cc")
    with open(src, "rb") as f:
        digest = hashlib.sha1(f.read()).hexdigest()[:12]
    exe = os.path.join(CACHE, "%s-%s" % (name, digest))
    if os.path.exists(exe):
        return exe
    modules, extra = BUILD[name]
    flags = subprocess.run([pkg_config, "--cflags", "--libs"] + modules, capture_output=True, text=True)
    if flags.returncode != 0:
        _missing("the development package of %s (pkg-config: %s)" % (name, flags.stderr.strip()))
    os.makedirs(CACHE, exist_ok=True)
    tmp = exe + ".%d" % os.getpid()
    built = subprocess.run([gxx, "-O1", "-o", tmp, src] + flags.stdout.split() + extra, capture_output=True,
                           text=True, timeout=300)
    if built.returncode != 0:
        _missing("a build of %s (%s)" % (name, built.stderr.strip()[-300:]))
    os.replace(tmp, exe)
    return exe


def sdf_of(path, must_load=True):
    """(the SDF text sdformat makes of a URDF file, its links in order, sensor name -> the link holding it);
    None when sdformat refuses the file and must_load is False"""
    p = subprocess.run([oracle_binary("sdf_of_urdf"), path], capture_output=True, text=True, errors="replace",
                       timeout=60)
    if p.returncode != 0 and not must_load:
        return None
    assert p.returncode == 0, p.stderr
    links, sensors, current = [], {}, None
    for m in re.finditer(r"<(link|sensor) name='([^']*)'", p.stdout):
        if m.group(1) == "link":
            current = m.group(2)
            links.append(current)
        else:
            sensors[m.group(2)] = current
    return p.stdout, links, sensors


def kdl_of(path):
    """(segment name -> (KDL joint type, mass), what kdl_parser printed)"""
    p = subprocess.run([oracle_binary("kdl_of_urdf"), path], capture_output=True, text=True, errors="replace",
                       timeout=60)
    assert p.returncode == 0, p.stdout + p.stderr
    segments = {m.group(1): (m.group(2), float(m.group(3)))
                for m in re.finditer(r"^segment (\S+) joint \S+ type (\S+) mass (\S+)$", p.stdout, re.M)}
    return segments, p.stdout + p.stderr


def _result(stdout):
    """the JSON the child printed after its marker (the consumer's own output may surround it)"""
    return json.JSONDecoder().raw_decode(stdout.rsplit("@@", 1)[1])[0]


def _need_module(name):
    if importlib.util.find_spec(name) is None:
        _missing("the Python package %s (pip install '.[test]')" % name)


_MUJOCO = """
import json, sys, mujoco
try:
    m = mujoco.MjModel.from_xml_path(sys.argv[1])
except ValueError as e:
    print("\\n@@" + json.dumps({"error": str(e)}))
else:
    print("\\n@@" + json.dumps({"bodies": [m.body(i).name for i in range(m.nbody)], "neq": m.neq,
                      "joints": {m.joint(i).name: int(m.jnt_type[i]) for i in range(m.njnt)}}))
"""


def mujoco_load(path):
    """{"error": message} or {"bodies": [...], "joints": {name: mjtJoint}, "neq": n} of MuJoCo's compiled model"""
    _need_module("mujoco")
    os.makedirs(CACHE, exist_ok=True)      # (MuJoCo writes MUJOCO_LOG.TXT into its working folder on an error)
    p = subprocess.run([sys.executable, "-c", _MUJOCO, os.path.abspath(path)], capture_output=True, text=True,
                       timeout=120, cwd=CACHE)
    assert p.returncode == 0, p.stderr
    return _result(p.stdout)


_PYBULLET = """
import json, sys, pybullet as p
p.connect(p.DIRECT)
b = p.loadURDF(sys.argv[1])
out = {"mass": {p.getBodyInfo(b)[0].decode(): p.getDynamicsInfo(b, -1)[0]}, "joint_type": {}}
for j in range(p.getNumJoints(b)):
    info = p.getJointInfo(b, j)
    out["mass"][info[12].decode()] = p.getDynamicsInfo(b, j)[0]
    out["joint_type"][info[1].decode()] = info[2]
sys.stdout.flush()
print("\\n@@" + json.dumps(out))
"""


def pybullet_load(path):
    """{"mass": {link: kg}, "joint_type": {joint: pybullet joint type}} as pybullet loads the file"""
    _need_module("pybullet")
    p = subprocess.run([sys.executable, "-c", _PYBULLET, path], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
    return _result(p.stdout)


_DRAKE = """
import json, sys
from pydrake.multibody.parsing import Parser
from pydrake.multibody.plant import MultibodyPlant
from pydrake.multibody.tree import JointIndex
plant = MultibodyPlant(0.0)
try:
    Parser(plant).AddModels(sys.argv[1])
    plant.Finalize()
except Exception as e:
    print("\\n@@" + json.dumps({"error": str(e)}))
else:
    joints = [plant.get_joint(JointIndex(i)) for i in range(plant.num_joints())]
    print("\\n@@" + json.dumps({"joints": {j.name(): [j.type_name(), j.parent_body().name(), j.child_body().name()]
                                            for j in joints}}))
"""


def drake_load(path):
    """({"error": message} or {"joints": {name: [type, parent body, child body]}}, what Drake warned)"""
    _need_module("pydrake")
    p = subprocess.run([sys.executable, "-c", _DRAKE, path], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    return _result(p.stdout), p.stderr
