"""What a consumer said, read: its refusal, warnings and printed lines (workspace.consumers.runner.LoadResult)
split into messages, each with where it points (a line of the file, a link, joint or geometry name, a mesh
file, an element's tag) and urdf-ls's reading of it (the cause and the fix).  Pure: the messages are quoted
verbatim (whitespace folded) and placed on the document by `placing`.

Every expression here is linear: no nested or adjacent unbounded repeats over the same characters."""
from __future__ import annotations

import re

from ...workspace.settings import Record

_LINE_OF_FILE = re.compile(r":(\d+): (?:error: |warning: )?")            # "/x/r.urdf:5: ..." (pybullet, Drake)
_MJ_LINE = re.compile(r"Element '([^'\n]*)', line (\d+)")                # MuJoCo's XML errors
_MJ_NAME = re.compile(r"Element name '([^'\n]*)', id (\d+)")             # MuJoCo's compiler errors
_QUOTED = re.compile(r"'([^'\n]{1,512})'")
_B3 = re.compile(r"b3(Warning|Error|Printf)\[[^\]\n]*\]:[ \t]*\n?")
_DRAKE_LOG = re.compile(r"\[(warning|error)\] ")
_SDF_LOG = re.compile(r"(Error|Warning|Msg) \[[^\]\n]*\] ?")


class Message(Record):
    level: str
    text: str
    line: int | None
    tag: str | None
    names: tuple
    reading: str
    FIELDS = (("level", "error"),    # error: the consumer refuses the file; warning: it loads it and says this
              ("text", ""),          # verbatim, whitespace folded
              ("line", None),        # 1-based line of the loaded text it names
              ("tag", None),         # the element it names at that line (MuJoCo's "Element 'material', line 4")
              ("names", ()),         # link, joint, geometry or body names and mesh files it quotes
              ("reading", ""))       # urdf-ls's reading: the cause, and what to change
    __slots__ = tuple(name for name, _d in FIELDS)


def fold(text) -> str:
    return " ".join(text.split())


def messages(result) -> list[Message]:
    """the messages of a LoadResult (a crash or timeout is one error message)"""
    if result.crashed or result.timed_out or result.memory_exceeded:
        return [_ended(result)]
    reader = _READERS.get(result.target)
    return reader(result) if reader is not None else []


def _ended(result):
    name = _NAMES.get(result.target, result.target)
    if result.timed_out:
        text = "%s did not finish loading this file: %s" % (name, result.error)
        why = "a hang, or a model too large for the time budget; load it in %s by hand to see where" % name
    elif result.memory_exceeded:
        text = "%s ran out of memory loading this file (cap %d MB): %s" % (name, _cap_mb(result),
                                                                          fold(result.error or "")[:300])
        why = "a mesh or model larger than the worker's memory cap: simplify the meshes"
    else:
        text = "%s crashed (%s) loading this file" % (name, result.crashed)
        why = ("the consumer itself failed; past the worker's memory cap (%d MB) this is how an allocation "
               "fails, else it is a bug of %s on this file" % (_cap_mb(result), name))
    tail = fold(result.log)[-600:]
    return Message("error", text + (": " + tail if tail else ""), reading=why)


def _cap_mb(result):
    return (result.job.memory if result.job is not None else 0) // 2 ** 20


# ------------------------------------------------------------------ MuJoCo
def _mujoco(result):
    out = []
    if result.error:
        out.append(_mujoco_message("error", result.error))
    for w in list(result.warnings) + [line for line in result.log.splitlines() if "WARNING" in line]:
        out.append(_mujoco_message("warning", w))
    return out


def _mujoco_message(level, raw):
    text = fold(raw)
    m = _MJ_LINE.search(raw)
    names = tuple(_QUOTED.findall(raw.split("\n", 1)[0]))
    named = _MJ_NAME.search(raw)
    if named:
        names = (named.group(1),) + names
    return Message(level, text, line=int(m.group(2)) if m else None, tag=m.group(1) if m else None, names=names,
                   reading=_reading(_MUJOCO_READINGS, text))


_MUJOCO_READINGS = (
    ("Error opening file 'package:", "MuJoCo does not resolve package://: it opens the text after 'package:' as a "
     "path. Give the mesh a path relative to the file (with <mujoco><compiler meshdir=\"...\"/></mujoco> for "
     "its folder), or convert the robot with the package resolved"),
    ("Error opening file", "the file is not where MuJoCo opens it: the folder of the robot, joined with "
     "<mujoco><compiler meshdir>, joined with the filename as written (a meshdir of 'meshes' and a filename "
     "'meshes/x.stl' open meshes/meshes/x.stl); with discardvisual=\"false\" the visual meshes are opened too"),
    ("repeated element", "MuJoCo's URDF reader takes this element once where it stands (urdfdom reads the "
     "first): remove the repeated one"),
    ("mass and inertia of moving bodies", "a link on a moving joint has no mass (with what fixed joints fuse "
     "into it): give it an <inertial> with a mass and inertia, or <mujoco><compiler inertiafromgeom=\"true\"/>"),
    ("inertia must satisfy", "the principal moments of this inertia violate the triangle inequality: no "
     "physical body has it; recompute it (or set <mujoco><compiler balanceinertia=\"true\"/>)"),
    ("eigenvalues", "the inertia matrix is not positive definite: recompute it from the geometry"),
    ("free joint can only be used on top level", "a floating joint whose parent moves: MuJoCo allows a free "
     "joint only on a body of the world; make it fixed, or split the robot"),
    ("no decoder found for mesh", "MuJoCo reads STL, OBJ and MSH meshes only: convert the mesh"),
    ("multiple parents", "a link is the child of two joints: a tree has one parent per link"),
    ("parent or child missing", "a joint names a link the robot does not define"),
    ("repeated URDF name", "two links (or two materials) share a name"),
    ("duplicate name", "two geometries (<visual> or <collision>) share a name: MuJoCo leaves the second "
     "unnamed; rename one"),
    ("mesh volume is too small", "a closed mesh of (almost) no volume: MuJoCo cannot compute its inertia; fix the "
     "mesh or give the link an <inertial>"),
    ("faces", "a mesh MuJoCo cannot build a hull or inertia of: check the mesh file"),
)


# ------------------------------------------------------------------ pybullet
def _pybullet(result):
    out, errors = [], []
    for level, body in _b3_blocks(result.log):
        if level == "Error":
            errors.append(body)
            continue
        text = fold(body)
        if text and " " not in text and out:
            # (pybullet prints the link's name as a fragment of its own after "No inertial data for link")
            last = out[-1]
            out[-1] = Message(last.level, "%s (%s)" % (last.text, text), last.line, last.tag,
                              last.names + (text,), last.reading)
        elif text:
            out.append(_line_message("warning", text, _PYBULLET_READINGS))
    if result.error or errors:
        text = fold(" ".join(errors) + (" → " if errors else "") + (result.error or ""))
        located = [m for m in out if m.line is not None]
        line = located[-1].line if located else None
        names = (located[-1].names if located else ()) + tuple(_link_after(text))   # (the file it could not read)
        out.append(Message("error", text, line=line, names=names,
                           reading=_reading(_PYBULLET_READINGS, text)))
    return out


def _b3_blocks(log):
    """(Warning|Error|Printf, the text after the marker up to the next one) of pybullet's output"""
    marks = list(_B3.finditer(log))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(log)
        body = log[m.end():end]
        if i + 1 == len(marks):
            body = body.split("\n", 1)[0] if m.group(1) != "Error" else body
        yield m.group(1), body


def _link_after(text):
    """pybullet prints "... for Link:" and the link's name as the next fragment"""
    i = text.find("Link:")
    if i < 0:
        return []
    rest = text[i + 5:].split()
    return [rest[0]] if rest else []


def _line_message(level, text, readings):
    """a message that may name a line of the file ("/x/r.urdf:5: ..."), else quoted names, else (pybullet's
    urdfdom lines: "... defaulting to (1,0,0) axis j") the name it ends with"""
    m = _LINE_OF_FILE.search(text)
    names = tuple(_QUOTED.findall(text)) or tuple(text.split()[-1:])
    return Message(level, text, line=int(m.group(1)) if m else None, names=names, reading=_reading(readings, text))


_PYBULLET_READINGS = (
    ("cannot find", "pybullet looks for a mesh beside the URDF and in its search path (package:// dropped, so "
     "'package://pkg/m.stl' is looked up as 'pkg/m.stl'): give a path relative to the file, or call "
     "setAdditionalSearchPath with the folder that holds the package"),
    ("Could not parse collision element", "pybullet could not build this collision geometry (most often its mesh "
     "file was not found, see the warning before it), and refuses the whole robot"),
    ("Could not parse visual element", "pybullet could not build this visual geometry (most often its mesh file "
     "was not found, see the warning before it), and refuses the whole robot"),
    ("No inertial data", "a link without <inertial>: pybullet gives it a mass of 1 kg"),
    ("Cannot load URDF file", "pybullet says no more than this; the lines it printed before it name the cause"),
    ("joint unsupported", "pybullet makes this joint fixed"),
)


# ------------------------------------------------------------------ Drake
def _drake(result):
    out = []
    for m in _DRAKE_LOG.finditer(result.log):
        text = fold(result.log[m.end():].split("\n", 1)[0])
        if text:
            out.append(_line_message("warning", text, _DRAKE_READINGS))     # (it loads: its log only warns)
    if result.error:
        out += [_line_message("error", fold(part), _DRAKE_READINGS)
                for part in result.error.split("\n") if part.strip()]
    return out


_DRAKE_READINGS = (
    ("MakeConvexHull only applies to", "Drake builds a convex hull of a collision mesh from .obj, .vtk or .gltf "
     "files only: convert the collision mesh (STL and DAE are refused)"),
    ("unknown package", "Drake resolves package:// only through its package map: urdf-ls gave it the packages "
     "it found; add this one to the workspace (or ROS_PACKAGE_PATH, or Parser.package_map().Add in your code)"),
    ("does not exist", "the file is not where Drake resolved it (relative to the URDF's folder)"),
    ("not previously defined", "a <material> by name only, never defined with a color or texture before it: "
     "Drake refuses it (urdfdom accepts it); define the material at the top of the robot"),
    ("Could not find link named", "a joint names a link the robot does not define"),
    ("missing an actuator", "a SimpleTransmission without <actuator>"),
    ("SimpleTransmission", "Drake reads only SimpleTransmission: this one makes no actuator"),
    ("floating", "Drake makes the child of a floating joint a free body"),
    ("ignored", "Drake does not read this element"),
)


# ------------------------------------------------------------------ sdformat (gz sdf -p)
def _sdformat(result):
    out = []
    for w in _joined(result.warnings):
        out.append(_sdf_message("warning", w))
    if result.error:
        parts = [p for p in _SDF_LOG.split(result.error) if p.strip() and p not in ("Error", "Warning", "Msg")]
        out += [_sdf_message("error", p) for p in (parts or [result.error])]
    return out


def _joined(lines):
    """sdformat's messages, each with its continuation lines ("at line 84 in ./urdf_parser/src/model.cpp")"""
    out = []
    for line in lines:
        if out and not _SDF_LOG.match(line.strip()) and not line.strip().startswith(("Error", "Warning")):
            out[-1] += " " + line.strip()
        else:
            out.append(line.strip())
    return out


def _sdf_message(level, raw):
    text = fold(_SDF_LOG.sub("", raw))
    return Message(level, text, names=tuple(_QUOTED.findall(text)) + tuple(_bracketed(text)),
                   reading=_reading(_SDF_READINGS, text))


def _bracketed(text):
    """names sdformat writes as link[name] or joint [name]"""
    out, i = [], text.find("[")
    while i >= 0:
        j = text.find("]", i)
        if j < 0:
            break
        out.append(text[i + 1:j])
        i = text.find("[", j)
    return out


_SDF_READINGS = (
    ("Unable to call parseURDF", "sdformat's URDF reader (urdfdom) refuses the file: see urdf-ls's own errors"),
    ("massless", "sdformat leaves a link without mass out of the SDF, with what is below it"),
    ("mass", "a mass sdformat does not accept"),
)


def _reading(table, text):
    for key, why in table:
        if key in text:
            return why
    return ""


_NAMES = {"mujoco": "MuJoCo", "pybullet": "pybullet", "drake": "Drake", "gazebo": "sdformat"}
_READERS = {"mujoco": _mujoco, "pybullet": _pybullet, "drake": _drake, "gazebo": _sdformat}


def consumer_title(target) -> str:
    return _NAMES.get(target, target)
