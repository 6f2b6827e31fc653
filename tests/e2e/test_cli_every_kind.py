"""`urdf-ls check` checks every kind the server serves (URDF, xacro, SRDF, .srdf.xacro, controller YAML) by naming
the file or its folder, with the diagnostics the editor shows for it (#42)."""
import json
import os
import subprocess
import sys

import pytest

from tests.e2e.helpers.rawclient import RawServer
from tests.helpers.controller_package import package

SRDF = ('<robot name="r">\n  <group name="arm"><joint name="elbow_joint"/><joint name="wrist_joint"/></group>\n'
        '  <disable_collisions link1="a" link2="ghost" reason="Never"/>\n</robot>\n')
SRDF_XACRO = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
              '  <group name="hand"><link name="hand_link"/></group>\n</robot>\n')
XACRO = ('<robot name="x" xmlns:xacro="http://www.ros.org/wiki/xacro">\n  <xacro:property name="l" value="1"/>\n'
         '  <link name="a"><visual><geometry><box size="${l} ${missing} 1"/></geometry></visual></link>\n</robot>\n')


@pytest.fixture
def pkg(tmp_path):
    p = package(tmp_path, b="elbow_jiont")
    robot = p / "urdf" / "r.urdf"
    robot.write_text(robot.read_text().replace('<link name="base"/>', '<link name="base" colour="red"/>'))
    (p / "srdf").mkdir()
    (p / "srdf" / "r.srdf").write_text(SRDF)
    (p / "srdf" / "hand.srdf.xacro").write_text(SRDF_XACRO)
    (p / "urdf" / "x.urdf.xacro").write_text(XACRO)
    return p


FILES = ["urdf/r.urdf", "urdf/x.urdf.xacro", "srdf/r.srdf", "srdf/hand.srdf.xacro", "config/controllers.yaml"]


def check(*args, cwd):
    out = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", *args], cwd=cwd,
                         capture_output=True, text=True, timeout=120)
    assert "Traceback" not in out.stderr, out.stderr
    return out.returncode, json.loads(out.stdout)


def key(d):
    return (d["range"]["start"]["line"], d["range"]["start"]["character"], d["code"], d["severity"])


def editor(pkg, rel):
    """what the editor shows on the file (the package the workspace folder, the file alone open)"""
    s = RawServer()
    try:
        s.initialize(pkg.as_uri())
        f = pkg / rel
        s.open(f.as_uri(), f.read_text(), "yaml" if rel.endswith(".yaml") else "xml")
        return s.diagnostics(f.as_uri())
    finally:
        s.close()


@pytest.mark.parametrize("rel", FILES)
def test_each_kind_checked_by_name_shows_what_the_editor_shows(pkg, rel):
    status, found = check(rel, cwd=pkg)
    own = [d for d in found if d["path"] == rel]
    assert own, found       # (every fixture file has a finding of its kind)
    assert sorted(map(key, own)) == sorted(map(key, editor(pkg, rel)))
    assert status == (1 if any(d["severity"] == 1 for d in found) else 0)


def test_a_folder_is_checked_for_every_kind_and_each_finding_is_reported_once(pkg):
    _status, found = check(".", cwd=pkg)
    per_file = {rel: [key(d) for d in found if os.path.normpath(d["path"]) == rel] for rel in FILES}
    assert all(per_file.values()), per_file
    for rel, keys in per_file.items():
        assert len(keys) == len(set(keys)), rel      # (the YAML's findings once, not also via its robot)
    _status, config = check("config", cwd=pkg)
    assert [key(d) for d in config] == per_file["config/controllers.yaml"]
    _status, inside = check("controllers.yaml", cwd=pkg / "config")
    assert [key(d) for d in inside] == per_file["config/controllers.yaml"]


def test_a_missing_yaml_file_is_an_io_error_not_a_traceback(pkg):
    status, found = check("config/missing.yaml", cwd=pkg)
    assert status == 2 and [d["code"] for d in found] == ["io-error"]
