"""ROS package resolution (package://, $(find pkg)) and file references of a document."""
from __future__ import annotations

import os
import re
import time

from .files import FileCache, folders_up, is_regular_file, upward

_UNKNOWN = object()
_NAME_RE = re.compile(rb"<name>\s*([^<\s]+)\s*</name>")
_SKIP_DIRS = ("node_modules", "build", "install", "log")
SCAN_DIRS = 20000     # folders the scans of one request visit at most, all package folders together
SCAN_SECONDS = 1.0    # and the time they may take; a scan is cached until invalidate() (file changes, settings)


def has_expr(v):
    """a xacro expression: its value is known only after expansion"""
    return v is not None and ("${" in v or "$(" in v)


def package_name(pkg_xml):
    head = FileCache.head(pkg_xml, 65536)
    m = _NAME_RE.search(head) if head else None
    return m.group(1).decode("utf-8", "replace") if m else None


def _env_paths(name):
    return [p for p in os.environ.get(name, "").split(os.pathsep) if p]


def project_root(path):
    """the folder a file's project starts at: the nearest one above it holding `.git` (a repository, or a
    worktree's .git file), else its package root (package.xml), else None.  Searches from a repository's root
    skip hidden folders, so for a file inside one (a vendored `.corpus/`) it is the topmost hidden folder."""
    hidden = None
    for d in upward(path):
        if os.path.lexists(os.path.join(d, ".git")):
            return hidden or d
        if os.path.basename(d).startswith("."):
            hidden = d
    return package_root(path)


def package_root(path, limit=64):
    """the nearest folder above `path` (at most `limit` folders up) holding a package.xml, or None"""
    for d in upward(path, limit):
        if is_regular_file(os.path.join(d, "package.xml")):
            return d
    return None


PACKAGE = "package://"
FOLDER_LEVELS = 3   # how far up from the file pybullet-style resolution looks (package://pkg/x -> <dir>/pkg/x)


class Packages:
    """finds package folders: package.xml upward from the document, an explicit map, the workspace
    folders (bounded, cached scan), then the ROS environment (AMENT_PREFIX_PATH, ROS_PACKAGE_PATH, a colcon
    install space, /opt/ros)"""

    ros_root = "/opt/ros"   # ROS distributions: /opt/ros/<distro>/share/<pkg>

    def __init__(self, folders=(), package_map=None, package_paths=(), settings_for=None):
        self.folders = list(folders)
        self.package_map = dict(package_map or {})
        self.package_paths = tuple(package_paths)
        self.settings_for = settings_for   # doc path -> Settings of its project (package map and paths)
        self._scans: dict = {}
        self._budget = None        # the walks of the current request (new_request())
        self._found: dict = {}     # (package, folder of the document) -> its folder or None, until invalidate()
        self._last_folder = (None, None)    # (document path, its absolute folder)
        # on while the files cannot change (a CLI run): what resolve() and exists() answered is remembered, a
        # mesh shared by visual and collision, or by the robots of a folder, is looked up once
        self.files_stable = False
        self._resolved: dict = {}   # (reference, folder of the document) -> resolve()
        self._exists: dict = {}     # path -> exists()
        self._folders: dict = {}    # folder -> it exists

    def invalidate(self, walked=None):
        """forget what was found; walked: {root: scan} made meanwhile (walk_packages): they are kept and the
        other roots' scans too (only the roots of changed files were walked again)"""
        if walked is None:
            self._scans.clear()
        else:
            self._scans.update(walked)
        self._found.clear()
        self._resolved.clear()
        self._exists.clear()
        self._folders.clear()

    def new_request(self):
        """the scans from now on share a new budget (a document opened or analysed again)"""
        self._budget = None

    def roots_holding(self, paths) -> list:
        """the scanned roots some of the paths (changed files) are in, the root itself or where it leads"""
        out = []
        for root in self._scans:
            inside = (root.rstrip(os.sep) + os.sep, os.path.realpath(root).rstrip(os.sep) + os.sep)
            if any(p.startswith(inside) for p in paths):
                out.append(root)
        return out

    def config(self, doc_path=None):
        """(package map, extra package folders) that apply to a document: its project's when known"""
        if doc_path and self.settings_for is not None:
            s = self.settings_for(doc_path)
            return s.packages, s.package_paths
        return self.package_map, self.package_paths

    def find(self, pkg, doc_path=None):
        """the folder of package `pkg` as seen from a document (every document of a folder sees the same: a robot
        with 500 meshes, or a CLI run over 1,000 files, walks up to the package.xml once per folder)"""
        key = (pkg, self._folder_of(doc_path) if doc_path else None)
        hit = self._found.get(key, _UNKNOWN)
        if hit is _UNKNOWN:
            if len(self._found) > 4096:
                self._found.clear()
            hit = self._found[key] = self._find(pkg, doc_path)
        return hit

    def _find(self, pkg, doc_path):
        package_map, package_paths = self.config(doc_path)
        if pkg in package_map:
            return package_map[pkg]
        return (self._near(pkg, doc_path) or self._in_folders(pkg) or self._in_paths(pkg, package_paths)
                or self._in_env(pkg))

    def _in_paths(self, pkg, package_paths):
        """the project's extra package search paths (each scanned like a workspace folder)"""
        for root in package_paths:
            hit = self.packages_below(root).get(pkg)
            if hit:
                return hit
        return None

    def _near(self, pkg, doc_path):
        if not doc_path:
            return None
        for d in upward(doc_path):
            px = os.path.join(d, "package.xml")
            if is_regular_file(px):
                if os.path.basename(d) == pkg or package_name(px) == pkg:
                    return d
                sibling = os.path.join(os.path.dirname(d), pkg)  # a sibling package in the same workspace
                if is_regular_file(os.path.join(sibling, "package.xml")):
                    return sibling
            if os.path.basename(d) == pkg:
                return d
        return None

    def _in_folders(self, pkg):
        for w in self.folders:
            hit = self.packages_below(w).get(pkg)
            if hit:
                return hit
        return None

    def _in_env(self, pkg):
        """where ROS users have packages: AMENT_PREFIX_PATH (share/<pkg>), ROS_PACKAGE_PATH (crawled like
        rospack), a colcon workspace's install space, and the ROS installs under /opt/ros"""
        for prefix in _env_paths("AMENT_PREFIX_PATH"):
            cand = os.path.join(prefix, "share", pkg)
            if is_regular_file(os.path.join(cand, "package.xml")):
                return cand
        for root in _env_paths("ROS_PACKAGE_PATH"):
            hit = self.packages_below(root).get(pkg)
            if hit:
                return hit
        for w in self.folders:
            for cand in (os.path.join(w, "install", pkg, "share", pkg), os.path.join(w, "install", "share", pkg)):
                if is_regular_file(os.path.join(cand, "package.xml")):
                    return cand
        import glob     # (here: a small check does not need it at start-up)
        for cand in sorted(glob.glob(os.path.join(glob.escape(self.ros_root), "*", "share", pkg)), reverse=True):
            if is_regular_file(os.path.join(cand, "package.xml")):
                return cand
        return None

    def packages_below(self, root):
        """package name -> folder for every package.xml below root (a walk within the request's shared budget,
        symlinks not followed, cached until invalidate())"""
        hit = self._scans.get(root)
        if hit is None:
            if self._budget is None:
                self._budget = WalkBudget()
            hit = self._scans[root] = scan(root, self._budget)
        return hit

    def resolve(self, uri, doc_path):
        """(path or None, problem or None) for a mesh/texture/include reference.  (None, None): not checkable"""
        if not self.files_stable:
            return self._resolve(uri, doc_path)
        key = (uri, self._folder_of(doc_path) if doc_path else None)   # (what it finds depends on the folder)
        hit = self._resolved.get(key)
        if hit is None:
            hit = self._resolved[key] = self._resolve(uri, doc_path)
        return hit

    def exists(self, path):
        """os.path.exists(path), remembered while files_stable"""
        if not self.files_stable:
            return os.path.exists(path)
        hit = self._exists.get(path)
        if hit is None:
            hit = self._exists[path] = self._folder_exists(os.path.dirname(path)) and os.path.exists(path)
        return hit

    def _folder_exists(self, folder):
        """os.path.isdir(folder), remembered: the meshes of a missing folder need no look each"""
        hit = self._folders.get(folder)
        if hit is None:
            hit = self._folders[folder] = os.path.isdir(folder) if folder else True
        return hit

    def _resolve(self, uri, doc_path):
        if not uri or has_expr(uri):
            return None, None
        if uri.startswith(PACKAGE):
            pkg, rel = split_package_uri(uri)
            if not pkg:
                return None, "no package name: write package://<package>/%s" % rel
            d = self.find(pkg, doc_path)
            if d is None:
                return None, "package '%s' not found (no package.xml for it above this file or in the workspace)" % pkg
            return os.path.join(d, rel), None
        if uri.startswith("file://"):
            p = _unquoted(uri[len("file://"):])
            if not p.startswith("/") and doc_path:
                p = os.path.join(os.path.dirname(doc_path), p)
            return p, None
        if "://" in uri or not doc_path:
            return None, None
        return os.path.join(self._folder_of(doc_path), uri), None

    def _folder_of(self, doc_path):
        """the absolute folder of a document, remembered for the last one (asked again for each of its meshes)"""
        if self._last_folder[0] != doc_path:
            self._last_folder = (doc_path, os.path.dirname(os.path.abspath(doc_path)))
        return self._last_folder[1]

    @staticmethod
    def in_plain_folder(uri, doc_path, levels=FOLDER_LEVELS):
        """package://pkg/x found as <folder>/pkg/x next to the file or up to `levels` - 1 folders above, the
        way pybullet and yourdfpy resolve it without package.xml; None when it is not there"""
        pkg, rel = split_package_uri(uri)
        if not rel:     # package://wheel.obj: pybullet reads the file next to the URDF
            found = os.path.join(os.path.dirname(os.path.abspath(doc_path)), pkg)
            return found if is_regular_file(found) else None
        for d in folders_up(os.path.dirname(os.path.abspath(doc_path)), levels):
            found = os.path.join(d, pkg, rel)
            if is_regular_file(found):
                return found
        return None

    @staticmethod
    def exists_below(folder, rel) -> bool:
        """the relative path names a regular file from this folder"""
        return is_regular_file(os.path.join(folder, _unquoted(rel)))

    @staticmethod
    def in_folder_above(rel, doc_path, levels=FOLDER_LEVELS):
        """a relative path found from one of the `levels` folders above the file's (a xacro's relative mesh
        path is relative to the URDF generated from it, often written one level up); None when it is not"""
        above = folders_up(os.path.dirname(os.path.abspath(doc_path)), levels + 1)
        next(above)     # (the file's own folder)
        for d in above:
            found = os.path.join(d, _unquoted(rel))
            if is_regular_file(found):
                return found
        return None


class WalkBudget:
    """what the folder walks of one request may take together: a package path that is a huge tree, or a
    symlink to /, leaves the others what it did not use instead of taking SCAN_SECONDS each"""

    def __init__(self):
        self.deadline = time.monotonic() + SCAN_SECONDS
        self.dirs = SCAN_DIRS

    def spend(self) -> bool:
        """one more folder may be read"""
        self.dirs -= 1
        return self.dirs >= 0 and time.monotonic() <= self.deadline


def scan(root, budget):
    """package name -> folder for every package.xml below root (walk within the budget, symlinks below root
    not followed, hidden and build folders skipped)"""
    found = {}
    if os.path.isdir(root):
        for d, dirs, files in os.walk(root):
            if not budget.spend():
                break
            dirs[:] = sorted(x for x in dirs if not x.startswith(".") and x not in _SKIP_DIRS)
            if "package.xml" in files:
                px = os.path.join(d, "package.xml")
                if is_regular_file(px):
                    found.setdefault(package_name(px) or os.path.basename(d), d)
    return found


def walk_packages(roots) -> dict:
    """{root: scan} of the roots within one budget; touches nothing shared, so it runs in a thread"""
    budget = WalkBudget()
    return {root: scan(root, budget) for root in roots}


def split_package_uri(uri):
    """(package name, path inside it) of a package:// URI"""
    pkg, _, rel = uri[len(PACKAGE):].partition("/")
    return pkg, _unquoted(rel)


def _unquoted(s):
    """s with its %XX escapes decoded; urllib.parse is imported for one only (its import is a twentieth of the
    start of a check of one file)"""
    if "%" not in s:
        return s
    from urllib.parse import unquote
    return unquote(s)
