"""What `urdf-ls mcp` gives a coding agent, as plain functions that return JSON text or text: check (the
diagnostics with their quick fixes), tree, inertia, diff and the table of diagnostic codes.

They run the CLI's engine the way the CLI does.  Whether a xacro file's code runs is the server's to decide,
never the agent's: `urdf-ls mcp --expand-xacro` (the user's command line) or the project file's
`expand = true`, the same opt-in as `urdf-ls check`."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from types import SimpleNamespace

from ..codes import Code, Severity
from ..text.lines import Positions

MAX_RESULTS = 2000      # diagnostics one check returns (a folder of broken files must not flood the agent)
MESH_WAIT = 30.0


@dataclass
class ToolSettings:
    """what the user allowed on the server's command line"""
    expand_xacro: bool = False
    trusted: list = field(default_factory=list)


class ToolError(Exception):
    """a request the tool cannot answer (the message says why); the server returns it as a tool error"""


def _existing(path):
    if not path or not os.path.exists(path):
        raise ToolError("no such file or folder: %s" % path)
    return os.path.abspath(path)


# ------------------------------------------------------------------ check
def check(path, settings: ToolSettings, targets="") -> str:
    """JSON: {"diagnostics": [{file, line, column, end_line, end_column (1-based), severity, code, message,
    fixes: [{title, edits: [{line, column, end_line, end_column, new_text}]}]}], "truncated": bool};
    targets: consumers to check for too, comma separated (as `urdf-ls check --target`)"""
    from .check import client_flags, default_workspace, expand_paths
    from ..document.session import Session
    from ..workspace.workspace import Workspace
    target = _existing(path)
    files = list(expand_paths([target]))
    ws = Workspace(default_workspace([target]), client_json=client_flags(expand=settings.expand_xacro,
                                                                          trusted=settings.trusted,
                                                                          targets=target_names(targets)))
    session = Session(ws, project_may_expand=True, caller_waits=True)
    found = []
    for f in files:
        found += _checked(session, f)
        if len(found) >= MAX_RESULTS:
            break
    return json.dumps({"diagnostics": found[:MAX_RESULTS], "truncated": len(found) > MAX_RESULTS}, indent=1)


def target_names(text):
    """"mujoco, kdl" -> ["mujoco", "kdl"]; a ToolError for a name urdf-ls does not know"""
    from ..workspace.settings import TARGETS
    names = [n.strip().lower() for n in (text or "").split(",") if n.strip()]
    unknown = [n for n in names if n not in TARGETS]
    if unknown:
        raise ToolError("unknown target(s) %s; known: %s" % (", ".join(unknown), ", ".join(TARGETS)))
    return names


def _checked(session, path):
    from .expansions import latest, run_expansions
    from ..features.fixes import fixes
    changes = run_expansions(session, session.open_file(path, path))
    changes.add(session.wait_for_meshes(path, MESH_WAIT))
    doc = session.document(path)
    out = []
    for pub in latest(changes).values():
        own = pub.key == path and doc is not None
        lines = doc.lines if own else pub.lines if pub.key is None else Positions(session.text(pub.key))
        for d in pub.diagnostics:
            out.append(_diagnostic(path if pub.key is not None else pub.path, lines, d,
                                   fixes(doc, d) if own else []))
    for where, text, diags in session.diagnostics_elsewhere(path):
        positions = Positions(text)
        out += [_diagnostic(where, positions, d, []) for d in diags]
    session.close(path)
    return out


def _span(lines, start, end):
    line, col, end_line, end_col = lines.span(start, end)
    return {"line": line + 1, "column": col + 1, "end_line": end_line + 1, "end_column": end_col + 1}


def _diagnostic(path, lines, d, fixes):
    """(names and messages with a file name's undecodable bytes escaped: the SDK writes strict JSON)"""
    from ..text.visible import decodable
    return {"file": decodable(path), **_span(lines, d.start, d.end), "severity": Severity(d.severity).name.lower(),
            "code": d.code.value, "message": decodable(d.message),
            "fixes": [{"title": f.title, "edits": [{**_span(lines, e.start, e.end), "new_text": e.new_text}
                                                   for e in f.edits]} for f in fixes]}


# ------------------------------------------------------------------ tree, inertia
def _opened(path, settings, prog):
    from .single_file import open_robot
    args = SimpleNamespace(path=_existing(path), expand_xacro=settings.expand_xacro, trust=settings.trusted)
    opened = open_robot(prog, args, lambda p: "%s: xacro file read as written, not expanded" % p)
    if isinstance(opened, int):
        raise ToolError("%s could not be read as a robot (or its xacro expansion failed)" % path)
    return opened


def tree(path, settings: ToolSettings) -> str:
    """the kinematic tree as `urdf-ls tree` prints it"""
    from ..features import tree_view
    opened = _opened(path, settings, "urdf-ls mcp tree")
    note = ("(xacro file as written, not expanded: the server was not started with --expand-xacro and its "
            "project file does not set expand = true)\n" if opened.unexpanded else "")
    return note + tree_view.render_text(tree_view.kinematic_tree(opened.doc))


def inertia(path, settings: ToolSettings) -> str:
    """per link, the declared mass and inertia beside the geometry's estimate (`urdf-ls inertia --format json`)"""
    from ..features.physics_table import inertia_table, render_json
    doc = _opened(path, settings, "urdf-ls mcp inertia").doc
    table = inertia_table(doc)
    for mesh_path, scale in table.pending:
        doc.workspace.meshes.wait(mesh_path, scale, MESH_WAIT)
    return render_json(inertia_table(doc))


# ------------------------------------------------------------------ diff
def diff(old, new, git, settings: ToolSettings, cwd=None) -> str:
    """JSON as `urdf-ls diff --format json`: two files (old, new), or git: a revision range ("" for HEAD
    against the working tree) in the repository of cwd"""
    from .check import client_flags
    from .diff_command import git_range, render, two_files
    flags = client_flags(expand=settings.expand_xacro, trusted=settings.trusted)
    if old or new:
        diffs, problems = two_files([_existing(old), _existing(new)], flags)
    else:
        diffs, problems = git_range(git or None, [], flags, cwd or os.getcwd())
    if diffs is None:
        raise ToolError("; ".join(problems))
    result = json.loads(render(diffs, "json"))
    return json.dumps({"files": result, "problems": problems}, indent=1)


# ------------------------------------------------------------------ convert (where `urdf-ls convert` exists)
CONVERT_MODULE = "urdf_ls.cli.convert_command"
CONVERT_FORMATS = ("mjcf", "sdf")


def convert_available():
    from importlib.util import find_spec
    return find_spec(CONVERT_MODULE) is not None


def convert(path, to, settings: ToolSettings) -> str:
    """the robot converted by the consumer's own compiler (`urdf-ls convert PATH --to mjcf|sdf`), run as that
    command runs: its text, or a ToolError with what it said.  A xacro file needs the server's opt-in"""
    import subprocess
    import sys
    source = _existing(path)
    if to not in CONVERT_FORMATS:
        raise ToolError("to: one of %s, not %r" % (", ".join(CONVERT_FORMATS), to))
    if source.endswith(".xacro") and not settings.expand_xacro:
        raise ToolError("converting a .xacro file expands it (runs its Python expressions): start the server with "
                        "urdf-ls mcp --expand-xacro to allow it")
    argv = [sys.executable, "-m", "urdf_ls", "convert", source, "--to", to, "--quiet"]
    argv += [a for p in settings.trusted for a in ("--trust", p)]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise ToolError("urdf-ls convert could not run: %s" % e) from None
    if done.returncode != 0:
        raise ToolError(done.stderr.strip() or "urdf-ls convert failed (status %d)" % done.returncode)
    return done.stdout


# ------------------------------------------------------------------ the table of codes
def diagnostics_table() -> str:
    """every diagnostic code: severity, what urdfdom does, meaning (JSON)"""
    return json.dumps([{"code": c.value, "severity": Severity(c.severity).name.lower(), "urdfdom": c.verdict,
                        "meaning": c.meaning, **({"source": c.source} if c.source else {})} for c in Code],
                      indent=1)


def code_description(code) -> str:
    for c in Code:
        if c.value == code:
            return json.dumps({"code": c.value, "severity": Severity(c.severity).name.lower(),
                               "urdfdom": c.verdict, "meaning": c.meaning}, indent=1)
    raise ToolError("no diagnostic code %s" % code)
