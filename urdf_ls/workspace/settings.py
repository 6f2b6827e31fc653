"""User settings: frozen records with defaults, read from LSP initializationOptions, workspace/configuration
or workspace/didChangeConfiguration (`{"xacro": {"expand": true, "args": {...}}, "packages": {...}}`).

The settings that apply to a file are the project file's (workspace.project) with the client's settings
(or the CLI's flags) merged over them: `merge_json(project, client)`, then `Settings.from_json`."""
from __future__ import annotations

from ..codes import Code, Diag, Severity

SEVERITIES = {"error": Severity.ERROR, "warning": Severity.WARNING, "information": Severity.INFORMATION,
              "info": Severity.INFORMATION, "hint": Severity.HINT}
OFF = ("off", "none", "ignore", "disable", "disabled")
_CODES = {c.value for c in Code}
_CLIENT_ONLY = {"server", "trace"}     # settings of an editor extension in the same section (VS Code)
_JSON_NAMES = {"inlay_hints": "inlayHints", "package_paths": "packagePaths",   # field -> client key
               "trusted_paths": "trustedPaths", "run_consumers": "runConsumers"}
# the programs that load URDF beyond urdfdom, whose behaviour `targets` asks to be told (rules/targets/)
TARGETS = ("gazebo", "kdl", "mujoco", "pybullet", "drake", "isaac")


class Record:
    """a frozen record: FIELDS are (name, default) in order, a default that is a type is called for each record
    (dict: a new dict); positional or keyword arguments, equality and repr by value.  What a frozen dataclass
    gives, without importing dataclasses (with inspect, ast and dis): a fifth of checking one small file."""
    __slots__ = ()
    FIELDS: tuple = ()

    def __init__(self, *args, **kw):
        if len(args) > len(self.FIELDS):
            raise TypeError("%s takes at most %d arguments" % (type(self).__name__, len(self.FIELDS)))
        for i, (name, default) in enumerate(self.FIELDS):
            if i < len(args):
                value = args[i]
            elif name in kw:
                value = kw.pop(name)
            else:
                value = default() if isinstance(default, type) else default
            object.__setattr__(self, name, value)
        if kw:
            raise TypeError("%s has no field %s" % (type(self).__name__, ", ".join(sorted(kw))))

    def __setattr__(self, name, value):
        raise AttributeError("%s is frozen" % type(self).__name__)

    def _values(self):
        return tuple(getattr(self, name) for name, _d in self.FIELDS)

    def __eq__(self, other):
        return type(other) is type(self) and self._values() == other._values()

    __hash__ = None     # type: ignore[assignment]  # (their dicts are not hashable)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join("%s=%r" % (n, getattr(self, n)) for n, _d in self.FIELDS))


class XacroSettings(Record):
    expand: bool
    args: dict
    FIELDS = (("expand", False),     # opt-in: xacro runs the document's Python expressions
              ("args", dict))        # xacro args (name -> value) for the expansion
    __slots__ = tuple(name for name, _d in FIELDS)


GRAVITY = (0.0, 0.0, -9.81)     # m/s², in the root link's frame: the base fixed and upright


class StaticsSettings(Record):
    gravity: tuple
    floating: bool
    FIELDS = (("gravity", GRAVITY),  # the gravity vector in the root link's frame
              ("floating", False))   # the base may be held at any attitude: gravity from any direction
    __slots__ = tuple(name for name, _d in FIELDS)


class Settings(Record):
    xacro: XacroSettings
    packages: dict
    inlay_hints: bool
    package_paths: tuple
    severity: dict
    trusted_paths: tuple
    targets: tuple
    statics: StaticsSettings
    FIELDS = (("xacro", XacroSettings),
              ("packages", dict),        # package name -> folder, searched before anything else
              ("inlay_hints", True),     # evaluated ${...} values and rpy in degrees
              ("package_paths", ()),     # more folders searched for packages
              ("severity", dict),        # code -> Severity, or None: never reported
              ("trusted_paths", ()),     # project files used whoever owns them (workspace.trust)
              ("targets", ()),           # consumers (TARGETS) whose behaviour is reported
              ("statics", StaticsSettings),  # the gravity the effort-below-gravity rule assumes
              ("run_consumers", True))   # load the file in a target's consumer where it is installed
    __slots__ = tuple(name for name, _d in FIELDS)

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
        known = {_JSON_NAMES.get(name, name) for name, _d in cls.FIELDS} | {"ignore"} | _CLIENT_ONLY
        problems += ["unknown setting '%s' ignored" % k for k in obj if k not in known]
        return cls(xacro=xacro, packages=_str_map(obj, "packages", "", problems),
                   inlay_hints=_typed(obj, "inlayHints", bool, True, "", problems),
                   package_paths=_str_list(obj, "packagePaths", problems),
                   severity=severities_of(obj, problems),
                   trusted_paths=_str_list(obj, "trustedPaths", problems),
                   targets=targets_of(obj, problems),
                   statics=statics_of(obj.get("statics", {}), problems),
                   run_consumers=_typed(obj, "runConsumers", bool, True, "", problems)), problems

    def apply(self, diags) -> list[Diag]:
        """the diagnostics without the codes turned off, with the configured severities"""
        if not self.severity:
            return list(diags)
        out = []
        for d in diags:
            sev = self.severity.get(d.code.value, d.severity)
            if sev is None:
                continue
            out.append(d if sev == d.severity else d.with_severity(sev))
        return out


def merge_json(base, over):
    """`over` merged into `base` (tables merged key by key, anything else replaced): client settings over
    the project file's"""
    if not isinstance(base, dict) or not isinstance(over, dict):
        return over if over is not None else base
    out = dict(base)
    for k, v in over.items():
        out[k] = merge_json(base[k], v) if isinstance(base.get(k), dict) and isinstance(v, dict) else v
    return out


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


def _str_list(obj, key, problems):
    v = obj.get(key, [])
    if isinstance(v, list) and all(isinstance(a, str) and a for a in v):
        return tuple(v)
    problems.append("%s must be a list of folders; ignored" % key)
    return ()


def targets_of(obj, problems) -> tuple:
    """{"targets": ["gazebo", "kdl"]} (or one name, or "gazebo,kdl") -> the known names, in TARGETS order"""
    v = obj.get("targets", [])
    if isinstance(v, str):
        v = v.split(",")
    if not isinstance(v, list):
        problems.append("targets must be a list of %s; ignored" % ", ".join(TARGETS))
        return ()
    names = set()
    for t in v:
        name = t.strip().lower() if isinstance(t, str) else t
        if name in TARGETS:
            names.add(name)
        elif name != "":
            problems.append("targets: unknown consumer %r (known: %s)" % (t, ", ".join(TARGETS)))
    return tuple(t for t in TARGETS if t in names)


def statics_of(obj, problems) -> StaticsSettings:
    """{"gravity": [x, y, z], "base": "fixed" | "floating"} (project files: a [statics] table)"""
    if not isinstance(obj, dict):
        problems.append("statics must be an object; ignored")
        return StaticsSettings()
    problems += ["unknown setting 'statics.%s' ignored" % k for k in obj if k not in ("gravity", "base")]
    gravity = obj.get("gravity", list(GRAVITY))
    if not (isinstance(gravity, (list, tuple)) and len(gravity) == 3
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) and abs(v) < 1e6 for v in gravity)):
        problems.append("statics.gravity must be three numbers (m/s², root frame); using %s" % list(GRAVITY))
        gravity = GRAVITY
    base = obj.get("base", "fixed")
    if base not in ("fixed", "floating"):
        problems.append("statics.base must be \"fixed\" or \"floating\"; using \"fixed\"")
        base = "fixed"
    return StaticsSettings(tuple(float(v) for v in gravity), base == "floating")


def severities_of(obj, problems):
    """{"severity": {code: error|warning|information|hint|off}, "ignore": [code]} -> code -> Severity|None"""
    out = {}
    sv = obj.get("severity", {})
    if not isinstance(sv, dict):
        problems.append("severity must map codes to error|warning|information|hint|off; ignored")
        sv = {}
    for c, s in sv.items():
        word = s.lower() if isinstance(s, str) else None
        if c not in _CODES:
            problems.append("severity: unknown code %r" % c)
        elif word in OFF or word in SEVERITIES:
            out[c] = SEVERITIES.get(word)
        else:
            problems.append("severity of %s must be error|warning|information|hint|off, got %r" % (c, s))
    ig = obj.get("ignore", [])
    if not isinstance(ig, list):
        problems.append("ignore must be a list of codes; ignored")
        ig = []
    for c in ig:
        if isinstance(c, str) and c in _CODES:
            out[c] = None
        else:
            problems.append("ignore: unknown code %r" % (c,))
    return out
