"""What every command's argument parser shares."""
from __future__ import annotations

import os
import sys

EXIT_CLEAN, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2


def argument_parser(**kw):
    """argparse's parser, told the terminal's width: its default formatter imports shutil (and with it bz2,
    lzma and zlib) just to read it, a twentieth of the start-up of a small check"""
    import argparse
    cols = os.environ.get("COLUMNS", "")
    try:
        width = int(cols) if cols.isdigit() else os.get_terminal_size(sys.__stdout__.fileno()).columns
    except (AttributeError, ValueError, OSError):
        width = 0
    width = width if width > 0 else 80
    return argparse.ArgumentParser(formatter_class=lambda prog: argparse.HelpFormatter(prog, width=width - 2),
                                   **kw)


def xacro_missing(flag="--expand-xacro"):
    """the message for a flag that needs the xacro package, or None when it is installed"""
    from ..workspace.expansion import xacro_available
    if xacro_available():
        return None
    return ("urdf-ls: %s needs the xacro package in urdf-ls's environment: pipx inject urdf-ls xacro pyyaml "
            "(installed with pipx), else pip install xacro pyyaml" % flag)


def add_trust_argument(ap):
    """--trust PATH: project files another user could have planted are ignored unless listed (workspace.trust)"""
    ap.add_argument("--trust", action="append", default=[], metavar="PATH",
                    help="use the project files at or below PATH even when another user owns them or their folder "
                         "is writable by others (repeatable; * trusts all)")


def report_problems(problems, reported):
    """print each problem of a project file once per run (`reported`: those printed so far), escaped"""
    from ..text.visible import printable
    for problem in problems:
        if problem not in reported:
            reported.add(problem)
            print(printable("urdf-ls: %s" % problem), file=sys.stderr)
