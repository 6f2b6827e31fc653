"""Renaming a joint into controller YAML files (issue #39): the new name was written unquoted, so `a: b`, `x #y`,
`[z]`, `{k}`, `- w`, `*q` changed the file's structure.  It is now written as YAML reads it back (PyYAML is the
oracle), in the scalar's own quoting where it has one; and only files inside the workspace folders are edited."""
import os

import pytest

from tests.helpers.controller_package import ROBOT
from urdf_ls.document.document import Document
from urdf_ls.features import controller_refs, xacro_refs
from urdf_ls.syntax.yaml_subset import plain_is_safe
from urdf_ls.workspace.controllers import ControllerFile

yaml = pytest.importorskip("yaml")

CONTROLLERS = """arm_controller:
  ros__parameters:
    joints:
      - shoulder_joint
      - "shoulder_joint"
      - 'shoulder_joint'
    command_joints: [shoulder_joint, "shoulder_joint", 'shoulder_joint']
    joint: shoulder_joint   # the one it claims
    constraints:
      goal_time: 0.6
      shoulder_joint: {goal: 0.1}
      elbow_joint: {goal: 0.2}
"""
HOSTILE = ["a: b", "x #y", "[z]", "{k}", "- w", "*q", "&a", "!t", "%p", "@x", "`x", "? q", "it's", 'say "hi"',
           "back\\slash", "123", "1e3", "true", "No", "null", "~", "-", "a,b", "a]b", "é_joint", " lead", "trail ",
           "shoulder_joint_2", "ns/shoulder.joint-1"]


def apply(text, edits):
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        text = text[:e.start] + e.new_text + text[e.end:]
    return text


def renamed(new):
    doc = Document(ROBOT)
    off = ROBOT.index('"shoulder_joint"') + 2
    f = ControllerFile("/ws/config/c.yaml", CONTROLLERS)
    [(path, _lines, edits)] = controller_refs.rename(doc, off, new, [f])
    return apply(CONTROLLERS, edits)


@pytest.mark.parametrize("new", HOSTILE)
def test_a_new_name_reads_back_as_itself_and_the_structure_stays(new):
    text = renamed(new)
    params = yaml.safe_load(text)["arm_controller"]["ros__parameters"]
    assert params["joints"] == [new] * 3
    assert params["command_joints"] == [new] * 3
    assert params["joint"] == new
    assert list(params["constraints"]) == ["goal_time", new, "elbow_joint"]
    assert params["constraints"][new] == {"goal": 0.1}
    assert [n.value for n in ControllerFile("/ws/config/c.yaml", text).names] == [new] * 8 + ["elbow_joint"]


def test_a_plain_name_stays_plain_and_a_quoted_one_keeps_its_quotes():
    text = renamed("wrist_joint")
    assert "      - wrist_joint\n      - \"wrist_joint\"\n      - 'wrist_joint'\n" in text
    assert "[wrist_joint, \"wrist_joint\", 'wrist_joint']" in text and "joint: wrist_joint   # the one" in text


@pytest.mark.parametrize("name, plain", [("shoulder_joint", True), ("ns/j.1-a", True), ("_x", True), ("1j", False),
                                         ("yes", False), ("On", False), ("j k", False), ("j:", False), ("", False)])
def test_what_is_written_plain(name, plain):
    assert plain_is_safe(name) is plain


def _edits(*paths):
    return [(p, None, ["edit"]) for p in paths]


def test_only_controller_files_inside_the_workspace_are_edited_symlinks_resolved(tmp_path):
    """the rule the LSP applies to every rename's edits (xacro_refs.inside_folders, lsp/edits.workspace_edit): a
    controller file reached through a symlink to outside the folders, or mapped from outside, is left"""
    ws, outside = tmp_path / "ws", tmp_path / "outside"
    (ws / "config").mkdir(parents=True)
    outside.mkdir()
    (outside / "c.yaml").write_text(CONTROLLERS)
    (ws / "config" / "real.yaml").write_text(CONTROLLERS)
    os.symlink(outside / "c.yaml", ws / "config" / "link.yaml")
    real, link, mapped = str(ws / "config" / "real.yaml"), str(ws / "config" / "link.yaml"), str(outside / "c.yaml")
    kept, left = xacro_refs.inside_folders(_edits(real, link, mapped, None), [str(ws)])
    assert [k[0] for k in kept] == [real, None] and sorted(x[0] for x in left) == sorted([link, mapped])
