"""One project configuration shared by the server, the CLI and the preview: `urdf-ls.toml`, or the
`[tool.urdf-ls]` table of a pyproject.toml, found upward from a file (the nearest wins; in one folder
urdf-ls.toml wins over pyproject.toml; a pyproject.toml without the table is passed over).

    [tool.urdf-ls]                      # in urdf-ls.toml: the same keys at the top level
    ignore = ["mesh-not-found"]         # codes never reported
    severity = { unknown-attribute = "error", mass-zero = "off" }   # error|warning|information|hint|off
    packages = { my_robot = "src/my_robot" }     # package name -> folder (relative to this file)
    package-paths = ["third_party"]              # more folders searched for packages
    targets = ["gazebo", "kdl"]         # consumers whose behaviour is reported (settings.TARGETS)
    [tool.urdf-ls.xacro]
    expand = false                      # run xacro (it executes the file's Python expressions)
    args = { use_gazebo = "true" }      # xacro args for the expansion
    [tool.urdf-ls.statics]              # the gravity effort-below-gravity assumes (default: fixed, upright base)
    gravity = [0, 0, -9.81]             # m/s² in the root link's frame
    base = "fixed"                      # "floating": the base may be held at any attitude
    [tool.urdf-ls.srdf]                 # the URDF (or xacro) an SRDF describes, when its robot name is not enough
    "config/panda.srdf" = "urdf/panda.urdf.xacro"

Paths are relative to the folder of the configuration file.  Invalid entries are dropped, each with a
problem message; the file is read only as a regular file within a size cap, and only when trusted (see
workspace.trust: another user's file, or one in a folder others may write, is ignored with a message)."""
from __future__ import annotations

import os
import re

from .files import Unreadable, folders_up, read_bytes, upward
from .settings import Record, severities_of, statics_of, targets_of
from .trust import ignored_message, refusal

FILE_NAME = "urdf-ls.toml"
PYPROJECT = "pyproject.toml"
MAX_BYTES = 1024 * 1024
_KEYS = {"ignore", "severity", "packages", "package-paths", "xacro", "targets", "srdf", "controllers", "statics"}


class ProjectConfig(Record):
    path: str | None
    severities: dict
    disabled: frozenset
    packages: dict
    package_paths: tuple
    xacro_args: dict
    xacro_expand: bool | None
    targets: tuple
    problems: tuple
    srdf: dict
    controllers: tuple
    statics: dict
    FIELDS = (("path", None),               # the file it was read from (None: no project file)
              ("severities", dict),         # code -> Severity
              ("disabled", frozenset()),    # codes never reported
              ("packages", dict),           # package name -> absolute folder
              ("package_paths", ()),        # absolute folders searched for packages
              ("xacro_args", dict),         # name -> value
              ("xacro_expand", None),       # None: not set (the client or CLI decides)
              ("targets", ()),              # consumers whose behaviour is reported
              ("problems", ()),             # what was wrong with the file
              ("srdf", dict),               # absolute SRDF path -> absolute path of its URDF/xacro
              ("controllers", ()),          # absolute paths of controller YAML files of the robot
              ("statics", dict))            # the [statics] table, read by settings.statics_of
    __slots__ = tuple(name for name, _d in FIELDS)

    @property
    def root(self):
        return os.path.dirname(self.path) if self.path else None

    def settings_json(self) -> dict:
        """the part of the LSP settings JSON (workspace.settings.Settings.from_json) this file sets;
        client settings and CLI flags are applied on top of it"""
        out: dict = {}
        if self.packages:
            out["packages"] = dict(self.packages)
        if self.package_paths:
            out["packagePaths"] = list(self.package_paths)
        if self.targets:
            out["targets"] = list(self.targets)
        severity = {c: s.name.lower() for c, s in self.severities.items()}
        severity.update((c, "off") for c in self.disabled)
        if severity:
            out["severity"] = severity
        x: dict = {}
        if self.xacro_expand is not None:
            x["expand"] = self.xacro_expand
        if self.xacro_args:
            x["args"] = dict(self.xacro_args)
        if x:
            out["xacro"] = x
        if self.statics:
            out["statics"] = dict(self.statics)
        return out


_NO_PROJECT = ProjectConfig()     # (immutable: the folders without a project file share it)


def find_config_file(path) -> tuple[str, bool] | None:
    """(file, is_pyproject) of the nearest project file above `path` (a file or a folder)"""
    start = os.path.join(os.path.abspath(path), "_") if os.path.isdir(path) else path
    for d in upward(start):
        found = config_file_in(d)
        if found is not None:
            return found
    return None


def config_file_in(folder) -> tuple[str, bool] | None:
    """(file, is_pyproject) of the project file in this very folder (not above)"""
    f = os.path.join(folder, FILE_NAME)
    if os.path.isfile(f):
        return f, False
    f = os.path.join(folder, PYPROJECT)
    if os.path.isfile(f) and _has_table(f):
        return f, True
    return None


def _has_table(pyproject):
    try:
        data = read_bytes(pyproject, MAX_BYTES)
    except Unreadable:
        return False
    return _TOOL_TABLE.search(data) is not None


# where a [tool.urdf-ls] table can be written: tool.urdf-ls (quoted or not, spaced or not), or a [tool] table /
# `tool =` key whose keys are only known by parsing (a project's own name "urdf-ls" does not make it one)
# (a line's own spaces: "^\s*" ran over every blank line below each line start, quadratic on a file of them)
_TOOL_TABLE = re.compile(rb"""tool["']?\s*\.\s*["']?urdf-ls|^[ \t]*\[[ \t]*["']?tool["']?[ \t]*\]|^[ \t]*["']?tool["']?[ \t]*=""",
                         re.M)


def find_project_config(path, trusted=()) -> ProjectConfig:
    """the configuration that applies to a file or folder (defaults when there is no project file)"""
    found = find_config_file(path)
    if found is None:
        return ProjectConfig()
    return load_config(*found, trusted=trusted)


def _toml_module():
    try:
        import tomllib
        return tomllib
    except ImportError:  # Python < 3.11
        try:
            import tomli
            return tomli
        except ImportError:
            return None


def load_config(file, is_pyproject=None, trusted=()) -> ProjectConfig:
    """read one urdf-ls.toml or pyproject.toml ([tool.urdf-ls]); `trusted`: paths trusted whoever owns them"""
    file = os.path.abspath(file)
    why = refusal(file, trusted)
    if why is not None:
        return ProjectConfig(file, problems=(ignored_message(file, why),))
    if is_pyproject is None:
        is_pyproject = os.path.basename(file) == PYPROJECT
    _toml = _toml_module()   # (imported only when a project file exists: the CLI's start-up counts)
    if _toml is None:
        return ProjectConfig(file, problems=("cannot read %s: install tomli (Python < 3.11)" % file,))
    try:
        raw = read_bytes(file, MAX_BYTES).decode("utf-8")
        data = _toml.loads(raw)
    except Unreadable as e:
        return ProjectConfig(file, problems=(str(e),))
    except (UnicodeDecodeError, ValueError) as e:      # TOMLDecodeError is a ValueError
        return ProjectConfig(file, problems=("%s: %s" % (file, e),))
    except RecursionError:     # (the reader recurses per nesting level: a = [[[...]]] 100,000 deep)
        return ProjectConfig(file, problems=("nested too deeply to be read; its settings are ignored",))
    if is_pyproject:
        data = data.get("tool", {}).get("urdf-ls", {})
    return from_table(data, os.path.dirname(file), file)


def from_table(data, base, file=None) -> ProjectConfig:
    """the configuration in a parsed TOML table; relative paths are relative to `base`"""
    problems = []
    if not isinstance(data, dict):
        return ProjectConfig(file, problems=("the urdf-ls table must be a table",))
    problems += ["unknown key '%s' ignored" % k for k in data if k not in _KEYS]
    if isinstance(data.get("ignore"), str):        # one code may be written without a list
        data = dict(data, ignore=[data["ignore"]])
    levels = severities_of(data, problems)        # the client settings' own reading of these keys
    disabled = {c for c, s in levels.items() if s is None}
    severities = {c: s for c, s in levels.items() if s is not None}
    packages = {}
    pk = data.get("packages", {})
    if isinstance(pk, dict):
        for name, folder in pk.items():
            if isinstance(folder, str) and folder:
                packages[name] = _abs(base, folder)
            else:
                problems.append("packages.%s must be a folder" % name)
    else:
        problems.append("packages must map package names to folders")
    paths = data.get("package-paths", [])
    if isinstance(paths, str):
        paths = [paths]
    if not isinstance(paths, list):
        problems.append("package-paths must be a list of folders")
        paths = []
    package_paths = []
    for p in paths:
        if isinstance(p, str) and p:
            package_paths.append(_abs(base, p))
        else:
            problems.append("package-paths: %r is not a folder" % (p,))
    x = data.get("xacro", {})
    if not isinstance(x, dict):
        problems.append("xacro must be a table")
        x = {}
    problems += ["unknown key 'xacro.%s' ignored" % k for k in x if k not in ("expand", "args")]
    expand = x.get("expand")
    if expand is not None and not isinstance(expand, bool):
        problems.append("xacro.expand must be true or false")
        expand = None
    args = {}
    xa = x.get("args", {})
    if isinstance(xa, dict):
        for k, v in xa.items():
            if isinstance(v, bool):
                args[k] = "true" if v else "false"
            elif isinstance(v, (str, int, float)):
                args[k] = str(v)
            else:
                problems.append("xacro.args.%s must be a string" % k)
    else:
        problems.append("xacro.args must map names to values")
    controllers = data.get("controllers", [])
    if isinstance(controllers, str):
        controllers = [controllers]
    if not isinstance(controllers, list) or not all(isinstance(c, str) and c for c in controllers):
        problems.append("controllers must be a list of YAML files")
        controllers = []
    targets = targets_of(data, problems)
    statics = data.get("statics", {})
    if not isinstance(statics, dict):
        problems.append("statics must be a table")
        statics = {}
    statics_of(statics, problems)       # (its problems said here, where the file is named)
    srdf = _srdf_map(data.get("srdf", {}), base, problems)
    return ProjectConfig(file, severities, frozenset(disabled), packages, tuple(package_paths), args, expand,
                         targets, tuple(problems), srdf, tuple(_abs(base, c) for c in controllers), statics)


def _srdf_map(table, base, problems) -> dict:
    """[srdf] "config/robot.srdf" = "urdf/robot.urdf.xacro": the URDF each SRDF describes"""
    out = {}
    if not isinstance(table, dict):
        problems.append("srdf must map SRDF files to URDF or xacro files")
        return out
    for srdf, urdf in table.items():
        if isinstance(urdf, str) and urdf:
            out[_abs(base, srdf)] = _abs(base, urdf)
        else:
            problems.append("srdf.%s must be a URDF or xacro file" % srdf)
    return out


def _abs(base, p):
    p = os.path.expanduser(p)
    return os.path.normpath(p if os.path.isabs(p) else os.path.join(base, p))


class ProjectConfigs:
    """configurations of many files (the server): which project file applies to a folder is cached until
    invalidate() (a project file was created or deleted); a file's contents are re-read when its
    modification time or size changes"""

    def __init__(self, max_dirs=4096, trusted=()):
        self.max_dirs = max_dirs
        self.trusted = tuple(trusted)     # paths whose project files are used whoever owns them (trust.py)
        self._where: dict = {}      # folder -> (file, is_pyproject) or None
        self._loaded: dict = {}     # file -> ((mtime_ns, size), ProjectConfig)

    def invalidate(self):
        self._where.clear()
        self._loaded.clear()

    def for_path(self, path) -> ProjectConfig:
        folder = os.path.abspath(path) if os.path.isdir(path) else os.path.dirname(os.path.abspath(path))
        return self.for_folder(folder)

    def for_folder(self, folder) -> ProjectConfig:
        """the configuration of the files in an absolute folder"""
        found = self._nearest(folder)
        if found is None:
            return _NO_PROJECT
        try:
            st = os.stat(found[0])
            key = (st.st_mtime_ns, st.st_ctime_ns, st.st_size)    # (ctime: a chown or chmod changes trust)
        except OSError:
            key = None
        hit = self._loaded.get(found[0])
        if hit is not None and hit[0] == key and key is not None:
            return hit[1]
        file, is_pyproject = found
        cfg = load_config(file, is_pyproject, trusted=self.trusted)
        self._loaded[found[0]] = (key, cfg)
        return cfg

    def _nearest(self, folder):
        """find_config_file for a folder, remembering the answer of every folder passed on the way up: the
        files of a tree (a CLI run over 1,000 robots) look at each folder and its project files once"""
        passed, found = [], None
        for d in folders_up(folder):
            if d in self._where:
                found = self._where[d]
                break
            passed.append(d)
            found = config_file_in(d)
            if found is not None:
                break
        if len(self._where) + len(passed) > self.max_dirs:
            self._where.clear()
        self._where.update(dict.fromkeys(passed, found))
        return found
