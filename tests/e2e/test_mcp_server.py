"""`urdf-ls mcp` driven by the MCP SDK's own stdio client, as an agent host drives it: the tools and the
resource it lists, each tool's answer on real files, errors the agent can read, and no xacro code run
without the server's opt-in."""
import asyncio
import json
import os
import shutil
import sys

import pytest

from tests.helpers.paths import ROOT
from tests.helpers.robot_versions import ARM
from tests.helpers.tools import REQUIRE_TOOLS

try:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
except ImportError:
    if REQUIRE_TOOLS:
        raise
    pytest.skip("the mcp SDK is not installed (pip install mcp)", allow_module_level=True)

PACKAGE = os.path.join(ROOT, "examples", "demo_arm_description")


def _is_error(result):
    return getattr(result, "is_error", getattr(result, "isError", None))


def session_run(cwd, steps, *server_args):
    """run `steps(session)` against a fresh `urdf-ls mcp` and return what it returns"""
    async def main():
        params = StdioServerParameters(command=sys.executable, args=["-m", "urdf_ls", "mcp", *server_args],
                                       env={"PYTHONPATH": ROOT, "HOME": str(cwd)}, cwd=str(cwd))
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await steps(session)
    return asyncio.run(asyncio.wait_for(main(), 120))


def call(cwd, tool, arguments, *server_args):
    async def steps(session):
        return await session.call_tool(tool, arguments)
    result = session_run(cwd, steps, *server_args)
    return _is_error(result), result.content[0].text


def test_the_server_lists_its_tools_and_the_diagnostics_table(tmp_path):
    async def steps(session):
        tools = await session.list_tools()
        resources = await session.list_resources()
        table = await session.read_resource("urdf-ls://diagnostics")
        one = await session.read_resource("urdf-ls://diagnostics/unknown-link")
        return tools, resources, table, one
    tools, resources, table, one = session_run(tmp_path, steps)
    from urdf_ls.cli.agent_tools import convert_available
    assert sorted(t.name for t in tools.tools) == sorted(["check", "diff", "inertia", "tree"]
                                                         + (["convert"] if convert_available() else []))
    assert [str(r.uri) for r in resources.resources] == ["urdf-ls://diagnostics"]
    from urdf_ls.codes import Code
    rows = json.loads(table.contents[0].text)
    assert [r["code"] for r in rows] == [c.value for c in Code]
    assert json.loads(one.contents[0].text)["severity"] == "error"


def test_check_returns_diagnostics_with_lines_codes_and_fixes(tmp_path):
    broken = ARM.replace('<child link="tool"/>', '<child link="tol"/>')
    (tmp_path / "arm.urdf").write_text(broken)
    error, text = call(tmp_path, "check", {"path": str(tmp_path / "arm.urdf")})
    assert not error
    found = json.loads(text)["diagnostics"]
    unknown = [d for d in found if d["code"] == "unknown-link"]
    assert len(unknown) == 1
    d = unknown[0]
    line = broken.splitlines()[d["line"] - 1]
    assert '<child link="tol"/>' in line and line[d["column"] - 1:d["end_column"] - 1] == "tol"
    assert d["file"] == str(tmp_path / "arm.urdf") and d["severity"] == "error"
    titles = [f["title"] for f in d["fixes"]]
    assert any("tool" in t for t in titles), titles
    edit = next(f for f in d["fixes"] if "'tool'" in f["title"])["edits"][0]
    assert edit["new_text"] == "tool" and edit["line"] == d["line"]
    # the same diagnostics as `urdf-ls check` gives
    import subprocess
    cli = subprocess.run([sys.executable, "-m", "urdf_ls", "check", "--format", "json", str(tmp_path / "arm.urdf")],
                         capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert sorted(x["code"] for x in json.loads(cli.stdout)) == sorted(x["code"] for x in found)


def test_check_for_target_consumers(tmp_path):
    """the targets argument adds the consumers' rules, as `urdf-ls check --target`; an unknown one is refused"""
    floating = ARM.replace('"slide" type="prismatic"', '"slide" type="floating"')
    (tmp_path / "arm.urdf").write_text(floating)
    error, text = call(tmp_path, "check", {"path": str(tmp_path / "arm.urdf"), "targets": "mujoco, kdl"})
    codes = {d["code"] for d in json.loads(text)["diagnostics"]}
    assert not error and {"mujoco-free-joint", "kdl-joint-fixed"} <= codes, codes
    error, plain = call(tmp_path, "check", {"path": str(tmp_path / "arm.urdf")})
    assert not {c for c in (d["code"] for d in json.loads(plain)["diagnostics"]) if c.startswith(("mujoco", "kdl"))}
    error, text = call(tmp_path, "check", {"path": str(tmp_path / "arm.urdf"), "targets": "roblox"})
    assert error and "unknown target(s) roblox" in text


def test_tree_inertia_and_diff(tmp_path):
    (tmp_path / "old.urdf").write_text(ARM)
    (tmp_path / "new.urdf").write_text(ARM.replace('<mass value="2"/>', '<mass value="3"/>'))
    error, tree = call(tmp_path, "tree", {"path": str(tmp_path / "old.urdf")})
    assert not error and tree.splitlines()[:2] == ["robot 'arm': 4 links, 3 joints", "base"]
    error, inertia = call(tmp_path, "inertia", {"path": str(tmp_path / "new.urdf")})
    assert not error and json.loads(inertia)["total_mass"] == pytest.approx(4.0)
    error, diff = call(tmp_path, "diff", {"old": str(tmp_path / "old.urdf"), "new": str(tmp_path / "new.urdf")})
    changes = json.loads(diff)["files"][0]["changes"]
    assert not error and [(c["name"], c["what"], c["delta"]) for c in changes] == [("base", "mass", "+50%")]


def test_errors_reach_the_agent_with_their_reason(tmp_path):
    error, text = call(tmp_path, "tree", {"path": str(tmp_path / "missing.urdf")})
    assert error and "no such file or folder" in text and "missing.urdf" in text


def test_xacro_code_runs_only_with_the_servers_opt_in(tmp_path):
    shutil.copytree(PACKAGE, str(tmp_path / "demo_arm_description"))
    marker = tmp_path / "ran"
    xacro = tmp_path / "demo_arm_description" / "urdf" / "demo_arm.urdf.xacro"
    text = xacro.read_text()
    # an expression that leaves a file behind when xacro evaluates it
    xacro.write_text(text.replace("</robot>", '<xacro:property name="p" value="${open(%r, \'w\').close() or 1}"/>'
                                              '\n</robot>' % str(marker)))
    error, tree = call(tmp_path, "tree", {"path": str(xacro)})
    assert not error and tree.startswith("(xacro file as written, not expanded")
    assert not marker.exists()
    from urdf_ls.workspace import expansion
    if not expansion.xacro_available():
        return
    xacro.write_text(text)
    error, tree = call(tmp_path, "tree", {"path": str(xacro)}, "--expand-xacro")
    assert not error and tree.splitlines()[0] == "robot 'demo_arm': 4 links, 3 joints", tree


SMALL = """<robot name="small">
  <link name="base"><inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>
  </inertial><visual><geometry><box size="0.1 0.1 0.1"/></geometry></visual></link>
  <link name="arm"><inertial><mass value="0.5"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/>
  </inertial><visual><geometry><cylinder radius="0.02" length="0.3"/></geometry></visual></link>
  <joint name="j" type="revolute"><parent link="base"/><child link="arm"/><axis xyz="0 0 1"/>
    <limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
</robot>
"""


def test_convert_where_urdf_ls_convert_exists(tmp_path):
    """the consumer's own conversion (urdf-ls convert, where this build has it): MJCF from MuJoCo, the
    consumer's refusal passed on as the agent's error; a xacro file only with the server's opt-in"""
    from urdf_ls.cli.agent_tools import convert_available
    if not convert_available():
        pytest.skip("this build has no urdf-ls convert")
    try:
        import mujoco  # noqa: F401
    except ImportError:
        if REQUIRE_TOOLS:
            raise
        pytest.skip("MuJoCo is not installed")
    (tmp_path / "small.urdf").write_text(SMALL)
    error, text = call(tmp_path, "convert", {"path": str(tmp_path / "small.urdf"), "to": "mjcf"})
    assert not error and "<mujoco" in text and 'name="arm"' in text, text
    (tmp_path / "massless.urdf").write_text(SMALL.replace('<mass value="0.5"/>', '<mass value="0"/>'))
    error, text = call(tmp_path, "convert", {"path": str(tmp_path / "massless.urdf"), "to": "mjcf"})
    assert error and "MuJoCo refuses the file" in text
    error, text = call(tmp_path, "convert", {"path": str(tmp_path / "small.urdf"), "to": "--output=x"})
    assert error and "one of mjcf, sdf" in text and not (tmp_path / "x").exists()
    (tmp_path / "small.urdf.xacro").write_text(SMALL)
    error, text = call(tmp_path, "convert", {"path": str(tmp_path / "small.urdf.xacro"), "to": "mjcf"})
    assert error and "--expand-xacro" in text
