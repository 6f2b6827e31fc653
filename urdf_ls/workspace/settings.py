"""User settings: dataclasses with defaults, read from LSP initializationOptions or
workspace/didChangeConfiguration (`{"xacro": {"expand": true, "args": {...}}, "packages": {...}}`)."""
from __future__ import annotations

from dataclasses import dataclass, field, fields


@dataclass(frozen=True)
class XacroSettings:
    expand: bool = False                        # opt-in: xacro runs the document's Python expressions
    args: dict = field(default_factory=dict)    # xacro args (name -> value) for the expansion


@dataclass(frozen=True)
class Settings:
    xacro: XacroSettings = field(default_factory=XacroSettings)
    packages: dict = field(default_factory=dict)   # package name -> folder, searched before anything else
    inlay_hints: bool = True                        # evaluated ${...} values and rpy in degrees

    @classmethod
    def from_json(cls, obj) -> tuple[Settings, list[str]]:
        """settings from client JSON; invalid options fall back to their defaults, each with a problem"""
        problems = []
        if obj is None:
            return cls(), problems
        if not isinstance(obj, dict):
            return cls(), ["settings must be an object, got %s" % type(obj).__name__]
        x = obj.get("xacro", {})
        if not isinstance(x, dict):
            problems.append("xacro must be an object")
            x = {}
        xacro = XacroSettings(expand=_typed(x, "expand", bool, False, "xacro.", problems),
                              args=_str_map(x, "args", "xacro.", problems))
        known = {f.name for f in fields(cls)} - {"inlay_hints"} | {"inlayHints"}
        problems += ["unknown setting '%s' ignored" % k for k in obj if k not in known]
        return cls(xacro=xacro, packages=_str_map(obj, "packages", "", problems),
                   inlay_hints=_typed(obj, "inlayHints", bool, True, "", problems)), problems


def _typed(obj, key, typ, default, prefix, problems):
    v = obj.get(key, default)
    if isinstance(v, typ):
        return v
    problems.append("%s%s must be %s; using %r" % (prefix, key, typ.__name__, default))
    return default


def _str_map(obj, key, prefix, problems):
    v = obj.get(key, {})
    if isinstance(v, dict) and all(isinstance(a, str) and isinstance(b, str) for a, b in v.items()):
        return dict(v)
    problems.append("%s%s must map names to strings; ignored" % (prefix, key))
    return {}
