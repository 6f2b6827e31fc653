"""Which kind a file is: the registered DocumentKind classes, asked in order (document/kinds.py)."""
from __future__ import annotations

_REGISTERED: list = []      # kind classes, asked in order; see kind_for
_BUILTINS: list = []        # the built-in kinds, once registered


def register(kind: type, first=True):
    """make a kind of file known (first: before the built-in kinds, which claim every path they may)"""
    if kind not in _REGISTERED:
        _REGISTERED.insert(0, kind) if first else _REGISTERED.append(kind)


def unregister(kind: type):
    if kind in _REGISTERED:
        _REGISTERED.remove(kind)


def kind_for(path) -> type:
    """the kind of the file at path (or of a key that names no file)"""
    if not _BUILTINS:
        _register_builtins()
    return next(k for k in _REGISTERED if k.claims(path))


def _register_builtins():
    from .controller_kind import ControllerYamlKind
    from .robot_kind import RobotKind, SrdfKind
    _BUILTINS[:] = [ControllerYamlKind, SrdfKind, RobotKind]    # (RobotKind claims every path: it comes last)
    for kind in _BUILTINS:
        register(kind, first=False)
