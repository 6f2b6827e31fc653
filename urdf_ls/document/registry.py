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
    if _is_yaml(path) and not _YAML_KIND:    # (its modules load with the first YAML file)
        from .controller_kind import ControllerYamlKind
        _REGISTERED.insert(_REGISTERED.index(_BUILTINS[0]), ControllerYamlKind)
        _BUILTINS.insert(0, ControllerYamlKind)
        _YAML_KIND.append(ControllerYamlKind)
    return next(k for k in _REGISTERED if k.claims(path))


_YAML_KIND: list = []       # ControllerYamlKind, once a YAML file was asked about


def _is_yaml(path):
    return bool(path) and path.lower().endswith((".yaml", ".yml"))


def _register_builtins():
    from .robot_kind import RobotKind, SrdfKind
    _BUILTINS[:] = [SrdfKind, RobotKind]    # (RobotKind claims every path: it comes last; YAML's: see kind_for)
    for kind in _BUILTINS:
        register(kind, first=False)
