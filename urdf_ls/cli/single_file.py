"""What the commands that look at one file (tree, preview) share: their Session and its counts."""
from __future__ import annotations

from ..codes import Severity


def open_session(folders, flags):
    """a Session over these folders with the command line's settings; a project file's `expand = true` lets
    it run xacro, as `urdf-ls check` does"""
    from ..document.session import Session
    from ..workspace.workspace import Workspace
    return Session(Workspace(folders, client_json=flags), project_may_expand=True)


def problems_line(diags):
    """"2 errors, 1 warning" of the diagnostics shown (hints and information not counted); "" for none"""
    words = []
    for severity, name in ((Severity.ERROR, "error"), (Severity.WARNING, "warning")):
        n = sum(1 for d in diags if d.severity == severity)
        if n:
            words.append("%d %s%s" % (n, name, "" if n == 1 else "s"))
    return ", ".join(words)
