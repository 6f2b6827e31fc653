"""Completion of `package://` and `$(find ...)` paths in attribute values: package names first, then the
folders and files of the package (mesh filenames offer meshes, textures images, includes xacro/URDF).

Package names come from the package map, the package around the document and its sibling packages,
the workspace folders' package scan and ROS_PACKAGE_PATH / AMENT_PREFIX_PATH; every listing is bounded."""
from __future__ import annotations

import os

from ..workspace.files import is_regular_file
from ..workspace.files import upward
from ..workspace.packages import package_name
from .cursor import cursor_at
from .types import CompletionItem, ItemKind

MESH_EXT = (".stl", ".dae", ".obj")
IMAGE_EXT = (".png", ".jpg", ".jpeg", ".bmp", ".tga", ".tif", ".tiff", ".gif")
XACRO_EXT = (".xacro", ".urdf")
MAX_ENTRIES = 1000        # folder entries listed at most
MAX_PACKAGES = 2000

_PKG = "package://"
_FIND = "$(find "


def path_completion(doc, off) -> list[CompletionItem]:
    """items for the cursor inside a package:// or $(find ...) path; [] anywhere else"""
    cur = cursor_at(doc, off)
    if cur.kind != "attr-value" or cur.attr is None:
        return []
    a, el = cur.attr, cur.element
    vs, ve = a.value_start, a.value_end
    text = doc.text
    typed, rest = text[vs:off], text[off:ve]
    exts = _extensions(el)
    lead = len(typed) - len(typed.lstrip())
    if typed[lead:].startswith(_PKG):
        base = vs + lead + len(_PKG)
        after = text[base:off]
        if "/" not in after:
            end = off + _segment_len(rest, "/\"'")
            return _packages(doc, base, end, "" if text[end:end + 1] == "/" else "/")
        pkg, _, tail = after.partition("/")
        return _in_package(doc, pkg, tail, base + len(pkg) + 1, off, rest, exts)
    i = typed.rfind(_FIND)
    if i < 0:
        return []
    base = vs + i + len(_FIND)
    after = text[base:off]
    if ")" not in after:
        if "$" in after:
            return []
        start = base + len(after) - len(after.lstrip())
        end = off + _segment_len(rest, ")/ \"'")
        return _packages(doc, start, end, "" if text[end:end + 1] == ")" else ")/")
    close = after.index(")")
    tail = after[close + 1:]
    if not tail.startswith("/") or "$" in tail:
        return []
    return _in_package(doc, after[:close].strip(), tail[1:], base + close + 2, off, rest, exts)


def _extensions(el):
    if el.name == "mesh":
        return MESH_EXT
    if el.name == "texture":
        return IMAGE_EXT
    if el.name == "xacro:include":
        return XACRO_EXT
    return None


def _packages(doc, start, end, suffix):
    return [CompletionItem(name, ItemKind.VALUE, _escape(name + suffix), name + suffix, start, end,
                           detail="package " + folder, filter_text=name)
            for name, folder in sorted(package_folders(doc).items())]


def _in_package(doc, pkg, tail, tail_start, off, rest, exts):
    folder = doc.workspace.packages.find(pkg, doc.path)
    if folder is None:
        return []
    sub, _, _partial = tail.rpartition("/")
    if ".." in sub.split("/") or sub.startswith("/") or "\\" in sub:
        return []       # stays inside the package folder
    where = os.path.join(folder, sub) if sub else folder
    start = tail_start + (len(sub) + 1 if sub else 0)
    end = off + _segment_len(rest, "/\"'")
    return _listing(where, start, end, exts)


def _segment_len(rest, stops):
    n = 0
    while n < len(rest) and rest[n] not in stops:
        n += 1
    return n


def _listing(where, start, end, exts):
    items = []
    try:
        entries = os.scandir(where)
    except OSError:
        return []
    with entries as it:
        for n, e in enumerate(it):
            if n >= MAX_ENTRIES:
                break
            if e.name.startswith("."):
                continue
            try:
                is_dir = e.is_dir()
                is_file = not is_dir and e.is_file()
            except OSError:
                continue
            if is_dir:
                label = e.name + "/"
                items.append(CompletionItem(label, ItemKind.VALUE, _escape(label), label, start, end, detail="folder",
                                            filter_text=e.name))
            elif is_file and (exts is None or e.name.lower().endswith(exts)):
                items.append(CompletionItem(e.name, ItemKind.VALUE, _escape(e.name), e.name, start, end,
                                            detail="file"))
    items.sort(key=lambda i: (not i.label.endswith("/"), i.label.lower()))
    return items


def _escape(s):
    return s.replace("\\", "\\\\").replace("$", "\\$").replace("}", "\\}")


def package_folders(doc) -> dict:
    """package name -> folder for the packages the document can name (bounded)"""
    pk = doc.workspace.packages
    found = {}

    def add(name, folder):
        if name and len(found) < MAX_PACKAGES:
            found.setdefault(name, folder)

    package_map, package_paths = pk.config(doc.path)
    for name, folder in package_map.items():
        add(name, folder)
    if doc.path:
        for d in upward(doc.path):
            px = os.path.join(d, "package.xml")
            if is_regular_file(px):
                add(package_name(px) or os.path.basename(d), d)
                _packages_in(os.path.dirname(d), add)     # sibling packages of the same workspace
                break
    for w in (*pk.folders, *package_paths):
        for name, folder in pk.packages_below(w).items():
            add(name, folder)
    for env in ("ROS_PACKAGE_PATH", "AMENT_PREFIX_PATH"):
        for p in os.environ.get(env, "").split(os.pathsep):
            if p:
                _packages_in(os.path.join(p, "share") if env == "AMENT_PREFIX_PATH" else p, add)
    return found


def _packages_in(folder, add):
    """the packages directly inside folder"""
    try:
        entries = os.scandir(folder)
    except OSError:
        return
    with entries as it:
        for n, e in enumerate(it):
            if n >= MAX_ENTRIES:
                break
            px = os.path.join(folder, e.name, "package.xml")
            if not e.name.startswith(".") and is_regular_file(px):
                add(package_name(px) or e.name, os.path.join(folder, e.name))
