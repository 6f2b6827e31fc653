"""Requests about the whole workspace rather than one document."""
from __future__ import annotations

from pathlib import Path

from lsprotocol import types as T

from . import convert
from .handling import safe


@safe([])
def workspace_symbol(ls, params: T.WorkspaceSymbolParams):
    from ..features.structure import SYMBOL_SCAN, workspace_files, workspace_symbols
    ws = ls.session.workspace
    files = workspace_files(ws.folders, ws.files, ls.open_by_path(), budget=SYMBOL_SCAN)
    kinds = {"link": T.SymbolKind.Struct, "joint": T.SymbolKind.Interface, "macro": T.SymbolKind.Function}
    return [T.WorkspaceSymbol(name=s.name, kind=kinds.get(s.kind, T.SymbolKind.Object),
                              container_name=s.container or None,
                              location=T.Location(Path(s.path).as_uri(), convert.rng(s.lines, s.start, s.end, ls.enc)))
            for s in workspace_symbols(files, params.query)]
