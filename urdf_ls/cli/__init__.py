"""Command line: `urdf-ls` serves LSP on stdio; `urdf-ls check|tree|preview` run the same engine.

Start-up time counts (CI lints one file per call, editors wait for initialize): each command imports what
it uses when it runs, and `check` never imports the LSP libraries."""
from __future__ import annotations

import os
import sys

from .. import __version__
from .args import EXIT_USAGE

USAGE = """usage: urdf-ls [--version] [-h]          serve the Language Server Protocol on stdio
       urdf-ls check PATH... [options]    lint files (urdf-ls check --help lists the options)
       urdf-ls tree PATH [--format dot]   the kinematic tree as text or Graphviz
       urdf-ls inertia PATH [--format json]  declared mass and inertia beside the geometry's estimate
       urdf-ls statics ROBOT [--payload KG [--at LINK]]  each joint's worst gravity load against its effort
       urdf-ls preview PATH [options]     live 3D preview in a browser (urdf-ls preview --help)
       urdf-ls diff OLD NEW | --git [REV[..REV]]  what changed in a robot (urdf-ls diff --help)
       urdf-ls canonical PATH             the robot in one stable form (a git textconv driver)
       urdf-ls mcp                        serve the Model Context Protocol on stdio (for coding agents)
       urdf-ls collisions PATH [--srdf FILE] [--write]  MoveIt's collision matrix from the geometry
       urdf-ls collision PATH [--hull|--primitive|...]  collision geometry made from visual meshes
       urdf-ls convert ROBOT --to mjcf|sdf [-o OUT]  convert with MuJoCo's or sdformat's own compiler

urdf-ls is a language server: editors start it and talk to it on stdin/stdout."""


def exit_now(status):
    """end the program without the interpreter's teardown, which frees every object one by one (a tenth of a
    small check); what would still matter of it, the exit handlers and the output buffers, is done first"""
    import atexit
    atexit._run_exitfuncs()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


PIPE_CLOSED = 128 + 13     # the status of a Unix tool killed by SIGPIPE


def main(argv=None):
    try:
        _main(argv)
    except BrokenPipeError:
        _stdout_closed()


def _stdout_closed():
    """whoever read our output went away (`urdf-ls check . | head`): end quietly, as a Unix tool killed by
    SIGPIPE does.  (SIGPIPE itself stays ignored: the check pool needs to hear when a worker's pipe breaks.)"""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())    # (so that the interpreter's last flush has nowhere to fail)
    except (OSError, ValueError):
        pass
    os._exit(PIPE_CLOSED)


def _main(argv):
    as_program, argv = argv is None, sys.argv[1:] if argv is None else argv
    command = argv[0] if argv else None
    if command in ("check", "tree"):
        from .. import runtime
        runtime.tune(allocator=False)   # (one text at a time, never copied by edits)
    if command == "check":
        from .check import cmd_check
        status = cmd_check(argv[1:])
        if as_program:
            exit_now(status)
        sys.exit(status)
    if command == "tree":
        from .tree_command import cmd_tree
        sys.exit(cmd_tree(argv[1:]))
    if command == "inertia":
        from .inertia_command import cmd_inertia
        sys.exit(cmd_inertia(argv[1:]))
    if command == "statics":
        from .statics_command import cmd_statics
        sys.exit(cmd_statics(argv[1:]))
    if command == "collisions":
        from .collisions_command import cmd_collisions
        sys.exit(cmd_collisions(argv[1:]))
    if command == "collision":
        from .collision_command import cmd_collision
        sys.exit(cmd_collision(argv[1:]))
    if command == "convert":
        from .convert_command import cmd_convert
        sys.exit(cmd_convert(argv[1:]))
    if command == "preview":
        from .preview_command import cmd_preview
        sys.exit(cmd_preview(argv[1:]))
    if command == "diff":
        from .diff_command import cmd_diff
        sys.exit(cmd_diff(argv[1:]))
    if command == "canonical":
        from .canonical_command import cmd_canonical
        sys.exit(cmd_canonical(argv[1:]))
    if command == "mcp":
        from .mcp_command import cmd_mcp
        sys.exit(cmd_mcp(argv[1:]))
    if command in ("-h", "--help"):
        print(USAGE)
        return
    if command in ("-V", "--version"):
        print("urdf-ls", __version__)
        return
    if argv:
        print(USAGE, file=sys.stderr)
        sys.exit(EXIT_USAGE)
    if sys.stdin.isatty():
        print("urdf-ls %s: waiting for an LSP client on stdin (editors start this for you; "
              "`urdf-ls check PATH` lints from a terminal, Ctrl-C quits)" % __version__, file=sys.stderr)
    from ..lsp.router import serve
    serve()
