"""The URDF an SRDF describes, and the link and joint names an SRDF may use from it.

MoveIt pairs an SRDF with the URDF of the same `<robot name>`.  The URDF is found by that name among the
.urdf and .xacro files of the workspace (only the first bytes of each are read, within the walk's caps), or
taken from the project file's `[srdf]` table.  Its names are read the static way the xacro index reads a
xacro file: literal names of `<link>` and `<joint>` elements in it and in the files it includes.  A name
built from an expression (`${prefix}link1`), an include that cannot be followed or a macro makes the list
uncertain: then a name missing from it is not flagged."""
from __future__ import annotations

import os
import re
import time

from .files import is_regular_file
from .packages import package_root

INCLUDE_DEPTH = 8
SCAN_FILES, SCAN_DIRS, SCAN_SECONDS, HEAD_BYTES = 2000, 20000, 1.0, 32768
_SKIP_DIRS = ("node_modules", "build", "install", "log")
# (a tag's attributes hold no '<': each match attempt stops at the next tag, so a head of 5,000 `<robot ` costs
# one pass, not 5,000 passes to its end)
_ROBOT_NAME = re.compile(r"<robot\b[^<>]*?\bname\s*=\s*(?:\"([^\"<]*)\"|'([^'<]*)')")
_ARG_DEFAULT = r"<xacro:arg\b[^<>]*?\bname\s*=\s*[\"']%s[\"'][^<>]*?\bdefault\s*=\s*[\"']([^\"'$<]*)[\"']"
_DEPEND = re.compile(r"<(?:exec_|build_|run_|)depend>\s*([\w-]+)\s*</")
_LIKELY_PACKAGES = 32       # dependencies of the SRDF's package searched before the workspace


class RobotNames:
    """what the SRDF checks read of a URDF: its link and joint definitions (name -> (path, attr, lines))"""

    def __init__(self, path):
        self.path = path
        self.links: dict = {}
        self.joints: dict = {}
        self.child_of: dict = {}     # joint name -> (parent link, child link)
        self.collision_links: set = set()   # links with a <collision> (MoveIt's links with collision geometry)
        self.certain = True          # every name literal and every include followed
        self.robot_name = None       # the literal <robot name> of the file (None: none, or an expression)


class Found:
    """the outcome of the search: the URDF's path (None: not found or ambiguous), the candidates, how, and whether
    every folder was searched (False: a budget cut the search short)"""
    __slots__ = ("path", "candidates", "how", "complete", "srdf")

    def __init__(self, path, candidates=(), how="", complete=True, srdf=None):
        self.path, self.candidates, self.how, self.complete = path, list(candidates), how, complete
        self.srdf = srdf        # the SRDF's own path (for the project-file line that settles an ambiguity)

    def mapping_line(self) -> str:
        """what to write in the project file to map the SRDF to its first candidate: 'in FILE: [srdf] "a" = "b"'
        (the file beside the SRDF's package; its paths relative to it), or "" """
        if not self.srdf or not self.candidates:
            return ""
        from .packages import package_root
        root = package_root(self.srdf) or os.path.dirname(os.path.dirname(os.path.abspath(self.srdf)))
        rel = lambda p: os.path.relpath(os.path.abspath(p), root).replace(os.sep, "/")  # noqa: E731
        return 'in %s: [srdf] "%s" = "%s"' % (os.path.join(root, "urdf-ls.toml"), rel(self.srdf),
                                             rel(self.candidates[0]))


class Budget:
    """what one search may spend: SCAN_DIRS folders, SCAN_FILES files and SCAN_SECONDS, checked at every file;
    `cut` says whether it ran out"""
    __slots__ = ("dirs", "files", "deadline", "cut")

    def __init__(self):
        self.dirs, self.files, self.deadline, self.cut = SCAN_DIRS, SCAN_FILES, time.monotonic() + SCAN_SECONDS, False

    def spend(self, dirs=0, files=0) -> bool:
        """take dirs folders and files files from the budget; False (and cut) once it is spent"""
        self.dirs -= dirs
        self.files -= files
        if self.dirs < 0 or self.files < 0 or time.monotonic() > self.deadline:
            self.cut = True
        return not self.cut


class Scan:
    """robot name -> paths found below a folder, and whether the walk saw all of it"""
    __slots__ = ("names", "complete")

    def __init__(self, names, complete):
        self.names, self.complete = names, complete


class SrdfTargets:
    """robot name -> URDF/xacro files, per search root; dropped when files change (invalidate)"""

    def __init__(self, files, xacro_ws):
        self.files, self.xacro_ws = files, xacro_ws
        self._by_root: dict = {}
        self._names: dict = {}      # path -> RobotNames
        self._generation = None

    def _fresh(self):
        if self._generation != self.xacro_ws.generation:
            self._generation = self.xacro_ws.generation
            self._by_root.clear()
            self._names.clear()

    def find(self, srdf_path, robot_name, folders, mapping, open_docs=None) -> Found:
        """the URDF of the SRDF at srdf_path whose `<robot name>` is robot_name; mapping: the project file's
        [srdf] table; open_docs: path -> text of open documents (they win over the disk)"""
        self._fresh()
        if srdf_path:
            mapped = mapping.get(os.path.abspath(srdf_path))
            if mapped is not None:
                return Found(mapped if is_regular_file(mapped) or mapped in (open_docs or {}) else None, [mapped],
                             "mapped")
        if not robot_name:
            return Found(None, (), "no-name")
        budget = Budget()
        likely = likely_roots(srdf_path, self.xacro_ws.packages, self.files)
        hits, complete = self._hits(likely, robot_name, budget)
        if not hits:    # (then the whole workspace)
            hits, complete = self._hits(search_roots(srdf_path, folders), robot_name, budget)
        for p, text in (open_docs or {}).items():
            if is_urdf_path(p) and robot_name_of(text) == robot_name and p not in hits:
                hits.append(p)
        if len(hits) > 1:       # the usual convention settles it: robot.srdf describes robot.urdf(.xacro)
            same = [p for p in hits if _stem(p) == _stem(srdf_path or "")] or hits
            chosen = same[0] if len(same) == 1 else _generated_urdf(same)
            if chosen is not None:
                return Found(chosen, hits, "name", srdf=srdf_path)
        return Found(hits[0] if len(hits) == 1 else None, hits, "name", complete, srdf_path)

    def _hits(self, roots, robot_name, budget):
        """(the files of that robot name below the roots, whether every root was searched whole)"""
        hits, complete = [], True
        for root in roots:
            scan = self._robots_below(root, budget)
            complete = complete and scan.complete
            hits += [p for p in scan.names.get(robot_name, ()) if p not in hits]
        return hits, complete

    def _robots_below(self, root, budget) -> Scan:
        found = self._by_root.get(root)
        if found is None or (not found.complete and not budget.cut):
            found = self._by_root[root] = _scan_robot_names(root, self.files, budget)
        return found

    def names(self, path, parse, text=None) -> RobotNames:
        """the link and joint names of the URDF/xacro file (parse: text -> tree); text: an open document's"""
        self._fresh()
        if text is None:
            hit = self._names.get(path)
            if hit is not None:
                return hit
        names = RobotNames(path)
        head = text if text is not None else self.files.head(path, HEAD_BYTES)
        if head is not None:
            names.robot_name = robot_name_of(head if isinstance(head, str) else head.decode("utf-8", "replace"))
        if text is not None:
            from ..text.lines import LineIndex
            self._collect(names, parse(text), path, LineIndex(text), set(), 0)
        else:
            self._collect_file(names, path, set(), 0)
            self._names[path] = names
        return names

    def _collect_file(self, names, path, seen, depth):
        ap = os.path.abspath(path)
        if ap in seen or depth > INCLUDE_DEPTH:
            return
        seen.add(ap)
        parsed = self.files.get(path)
        if parsed is None:
            names.certain = False
            return
        self._collect(names, parsed.tree, path, parsed.lines, seen, depth)

    def _collect(self, names, tree, path, lines, seen, depth):
        seen.add(os.path.abspath(path))
        root = tree.root
        if root is None:
            return
        stack = list(reversed(root.children))       # (popped in document order: the first definition wins)
        while stack:
            el = stack.pop()
            if getattr(el, "kind", "") != "element":
                continue
            if el.name == "xacro:include":
                target, _why = self.xacro_ws.resolve_include(el.get("filename", ""), path)
                if target is None:
                    names.certain = False
                else:
                    self._collect_file(names, target, seen, depth + 1)
                continue
            if el.name.startswith("xacro:") and el.name not in ("xacro:macro", "xacro:if", "xacro:unless"):
                if el.name not in ("xacro:property", "xacro:arg", "xacro:include"):
                    names.certain = False   # a macro call: the links it makes may carry a prefix
            if el.name in ("link", "joint"):
                self._define(names, el, path, lines)
            elif el.name.startswith("xacro:"):
                # links and joints stand at the top or in xacro blocks; a <joint> in <transmission> or
                # <ros2_control> names one, it does not define one
                stack.extend(reversed(el.children))

    @staticmethod
    def _define(names, el, path, lines):
        a = el.attr("name")
        if a is None:
            return
        name = a.value
        if "$" in name:
            names.certain = False
            return
        table = names.links if el.name == "link" else names.joints
        table.setdefault(name, (path, a, lines))
        if el.name == "link" and any(getattr(ch, "kind", "") == "element" and ch.name == "collision"
                                     for ch in el.children):
            names.collision_links.add(name)
        if el.name == "joint":
            ends = {}
            for ch in el.children:
                if getattr(ch, "kind", "") == "element" and ch.name in ("parent", "child"):
                    ends[ch.name] = ch.get("link", "")
            names.child_of.setdefault(name, (ends.get("parent", ""), ends.get("child", "")))


def robot_name_of(text) -> str | None:
    """the literal robot name at the head of a URDF/xacro text; `$(arg x)` is read as x's literal default"""
    m = _ROBOT_NAME.search(text[:HEAD_BYTES])
    if m is None:
        return None
    name = (m.group(1) if m.group(1) is not None else m.group(2)).strip()
    arg = re.fullmatch(r"\$\(arg\s+(\w+)\)", name)
    if arg is not None:
        d = re.search(_ARG_DEFAULT % re.escape(arg.group(1)), text[:HEAD_BYTES])
        return d.group(1).strip() if d else None
    return None if "$" in name else name


def is_urdf_path(path):
    """a URDF or xacro file that may describe a robot (an SRDF in xacro does not)"""
    return path.endswith((".urdf", ".xacro")) and not path.endswith(".srdf.xacro")


def _generated_urdf(paths):
    """of a URDF generated from xacro and its sources side by side (urdf/robot.urdf and urdf/robot.urdf.xacro, one
    robot), the URDF: its names are literal; None when the files are not one URDF beside xacro of its stem"""
    plain = [p for p in paths if not p.endswith(".xacro")]
    if len(plain) != 1:
        return None
    stem = _stem(plain[0])
    return plain[0] if all(_stem(p) == stem for p in paths) else None


def _stem(path):
    base = os.path.basename(path)
    for ext in (".xacro", ".urdf", ".srdf"):
        if base.endswith(ext):
            base = base[:-len(ext)]
    return base


def search_roots(srdf_path, folders):
    """where the URDF is searched: the workspace folders, else the folder above the SRDF's package (a MoveIt
    config package sits beside the description package), else the folder above the SRDF's (srdf/ beside
    urdf/)"""
    if folders:
        return [os.path.abspath(f) for f in folders]
    if not srdf_path:
        return []
    pkg = package_root(srdf_path)
    return [os.path.dirname(pkg or os.path.dirname(os.path.abspath(srdf_path)))]


def likely_roots(srdf_path, packages, files) -> list:
    """where an SRDF's URDF most likely is, searched before the rest of the workspace: the SRDF's own package, then
    the packages its package.xml depends on (`*_description` ones first)"""
    pkg = package_root(srdf_path) if srdf_path else None
    if pkg is None:
        return []
    raw = files.head(os.path.join(pkg, "package.xml"), HEAD_BYTES)
    deps = list(dict.fromkeys(_DEPEND.findall(raw.decode("utf-8", "replace")))) if raw else []
    deps.sort(key=lambda d: not d.endswith("_description"))     # (stable: package.xml order within each)
    out = [pkg]
    for dep in deps[:_LIKELY_PACKAGES]:
        folder = packages.find(dep, srdf_path)
        if folder is not None and os.path.abspath(folder) not in out:
            out.append(os.path.abspath(folder))
    return out


def _scan_robot_names(root, files, budget: Budget) -> Scan:
    """robot name -> paths of the .urdf/.xacro files below root, from the first bytes of each (a walk within the
    budget, which every folder and file spends; hidden and build folders skipped, folder symlinks not followed)"""
    out: dict = {}
    for d, subdirs, names in os.walk(root):
        if not budget.spend(dirs=1):
            return Scan(out, False)
        subdirs[:] = sorted(x for x in subdirs if not x.startswith(".") and x not in _SKIP_DIRS)
        for f in sorted(names):
            if not is_urdf_path(f):
                continue
            if not budget.spend(files=1):
                return Scan(out, False)
            head = files.head(os.path.join(d, f), HEAD_BYTES)
            if head is None:
                continue
            name = robot_name_of(head.decode("utf-8", "replace"))
            if name:
                out.setdefault(name, []).append(os.path.join(d, f))
    return Scan(out, True)
