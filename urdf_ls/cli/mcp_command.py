"""`urdf-ls mcp`: the Model Context Protocol on stdio, for coding agents (Claude Code, Cursor, VS Code's
agent mode ...): the tools check, tree, inertia and diff, and the table of diagnostic codes as resources
(cli.agent_tools).  The `mcp` SDK is an optional extra, imported only here."""
from __future__ import annotations

import sys

from .args import EXIT_USAGE, add_trust_argument, argument_parser, xacro_missing

MISSING = ("urdf-ls mcp needs the Model Context Protocol SDK in urdf-ls's environment: pip install mcp (pipx "
           "inject urdf-ls mcp when urdf-ls was installed with pipx)")
INSTRUCTIONS = ("urdf-ls checks robot descriptions (URDF, xacro, SRDF, ros2_control). Call check after editing "
                "a robot file: each diagnostic has file, line, code and, where there is one, a fix (text edits). "
                "tree and inertia show the kinematic tree and the mass properties; diff shows what changed "
                "between two versions in mm, degrees and %. The resource urdf-ls://diagnostics lists every code.")


def _parser():
    ap = argument_parser(prog="urdf-ls mcp", description="Serve the Model Context Protocol on stdin/stdout: "
                         "tools check, tree, inertia and diff for coding agents")
    ap.add_argument("--expand-xacro", action="store_true",
                    help="let the tools expand .xacro files (runs their ${...} Python expressions); without it "
                         "only a project file's `expand = true` does")
    add_trust_argument(ap)
    return ap


def cmd_mcp(argv):
    args = _parser().parse_args(argv)
    if args.expand_xacro and xacro_missing():
        print(xacro_missing(), file=sys.stderr)
        return EXIT_USAGE
    try:
        server = build_server(args)
    except ImportError:
        print(MISSING, file=sys.stderr)
        return EXIT_USAGE
    server.run("stdio")
    return 0


def _sdk():
    """(a function that makes the SDK's high-level server, the errors it reports to the agent with their message:
    any other exception is a crash the agent sees no text of): mcp 2's MCPServer, else mcp 1's FastMCP (which
    takes no version)"""
    from .. import __version__
    try:
        from mcp.server.mcpserver import MCPServer
        from mcp.server.mcpserver.exceptions import ResourceError, ToolError
        return lambda: MCPServer("urdf-ls", instructions=INSTRUCTIONS, version=__version__), ToolError, ResourceError
    except ImportError:
        from mcp.server.fastmcp import FastMCP
        from mcp.server.fastmcp.exceptions import ResourceError, ToolError
        return lambda: FastMCP("urdf-ls", instructions=INSTRUCTIONS), ToolError, ResourceError


def build_server(args):
    from . import agent_tools as tools
    settings = tools.ToolSettings(args.expand_xacro, list(args.trust))
    new_server, tool_error, resource_error = _sdk()
    server = new_server()

    @server.tool()
    def check(path: str, targets: str = "") -> str:
        """Check a URDF, xacro or SRDF file, or every such file below a folder, with urdf-ls's rules. Returns
        JSON: diagnostics with file, line, column, severity, code, message and fixes (text edits, 1-based
        lines and columns). targets: consumers to check for too, comma separated (gazebo, kdl, mujoco,
        pybullet, drake, isaac), as urdf-ls check --target."""
        return _answer(tool_error, tools.check, path, settings, targets)

    @server.tool()
    def tree(path: str) -> str:
        """The kinematic tree of a robot file: links, and joints with their types, axes and limits."""
        return _answer(tool_error, tools.tree, path, settings)

    @server.tool()
    def inertia(path: str) -> str:
        """Per link, the declared mass, centre of mass and inertia beside the estimate from its geometry, and
        the total mass (JSON)."""
        return _answer(tool_error, tools.inertia, path, settings)

    @server.tool()
    def diff(old: str = "", new: str = "", git: str = "") -> str:
        """What changed in a robot, as a consumer sees it (JSON): between the files old and new, or, without
        them, in the robot files of a git revision range (git: "" for HEAD against the working tree, "REV",
        "A..B"). Renames, links, joints, limits (degrees, mm), masses (%), geometry, ros2_control, SRDF."""
        return _answer(tool_error, tools.diff, old, new, git, settings)

    if tools.convert_available():
        @server.tool()
        def convert(path: str, to: str) -> str:
            """The robot converted by the consumer's own compiler: to "mjcf" (MuJoCo) or "sdf" (sdformat), as
            urdf-ls convert does. Returns the converted text, or why the consumer refused the file."""
            return _answer(tool_error, tools.convert, path, to, settings)

    @server.resource("urdf-ls://diagnostics", mime_type="application/json")
    def diagnostics() -> str:
        """Every diagnostic code urdf-ls reports: severity, what urdfdom does with such a file, meaning."""
        return tools.diagnostics_table()

    @server.resource("urdf-ls://diagnostics/{code}", mime_type="application/json")
    def diagnostic(code: str) -> str:
        """One diagnostic code: severity, what urdfdom does, meaning."""
        return _answer(resource_error, tools.code_description, code)

    return server


def _answer(sdk_error, tool, *args):
    """the tool's answer; a ToolError as the SDK's error, whose message the agent reads"""
    from .agent_tools import ToolError
    try:
        return tool(*args)
    except ToolError as e:
        raise sdk_error(str(e)) from None
