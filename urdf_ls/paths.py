"""Resolve mesh/texture file references: relative paths, file:// and package:// URIs."""
from __future__ import annotations

import os
import re
import time
from urllib.parse import unquote

from .analysis import WARNING, on_value, has_expr

_pkg_cache: dict = {}
_CACHE_TTL = 30.0
_NAME_RE = re.compile(rb"<name>\s*([^<\s]+)\s*</name>")


def _package_name(pkg_xml):
    try:
        with open(pkg_xml, "rb") as f:
            m = _NAME_RE.search(f.read(65536))
        return m.group(1).decode("utf-8", "replace") if m else None
    except OSError:
        return None


def _scan_workspace(root, limit=20000):
    """map package name -> dir for every package.xml below root (bounded walk, cached)"""
    now = time.monotonic()
    hit = _pkg_cache.get(root)
    if hit and now - hit[0] < _CACHE_TTL:
        return hit[1]
    found = {}
    n = 0
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if not x.startswith(".") and x not in ("node_modules", "build", "install", "log")]
        n += 1
        if n > limit:
            break
        if "package.xml" in files:
            name = _package_name(os.path.join(d, "package.xml")) or os.path.basename(d)
            found.setdefault(name, d)
    _pkg_cache[root] = (now, found)
    return found


def find_package(pkg, doc_path, workspace=()):
    """directory of ROS package `pkg`: package.xml upward from the document, then the workspace folders"""
    if doc_path:
        d = os.path.dirname(os.path.abspath(doc_path))
        while True:
            px = os.path.join(d, "package.xml")
            if os.path.isfile(px):
                name = _package_name(px)
                if name == pkg or os.path.basename(d) == pkg:
                    return d
                # a sibling package in the same workspace
                parent = os.path.dirname(d)
                for cand in (os.path.join(parent, pkg),):
                    if os.path.isfile(os.path.join(cand, "package.xml")):
                        return cand
            if os.path.basename(d) == pkg:
                return d
            nd = os.path.dirname(d)
            if nd == d:
                break
            d = nd
    for w in workspace:
        if w and os.path.isdir(w):
            hit = _scan_workspace(w).get(pkg)
            if hit:
                return hit
    for env in ("ROS_PACKAGE_PATH", "AMENT_PREFIX_PATH"):
        for p in os.environ.get(env, "").split(os.pathsep):
            if not p:
                continue
            for cand in (os.path.join(p, pkg), os.path.join(p, "share", pkg)):
                if os.path.isfile(os.path.join(cand, "package.xml")):
                    return cand
    return None


def resolve(uri, doc_path, workspace=()):
    """(path or None, problem or None).  None/None means: not checkable."""
    if not uri or has_expr(uri):
        return None, None
    if uri.startswith("package://"):
        rest = uri[len("package://"):]
        pkg, _, rel = rest.partition("/")
        d = find_package(pkg, doc_path, workspace)
        if d is None:
            return None, "package '%s' not found (no package.xml for it above this file or in the workspace)" % pkg
        return os.path.join(d, unquote(rel)), None
    if uri.startswith("file://"):
        p = unquote(uri[len("file://"):])
        if not p.startswith("/") and doc_path:
            p = os.path.join(os.path.dirname(doc_path), p)
        return p, None
    if "://" in uri:
        return None, None
    if not doc_path:
        return None, None
    return os.path.join(os.path.dirname(os.path.abspath(doc_path)), uri), None


def check_meshes(ctx, node, summary):
    if node is None or node.kind != "element" or not ctx.path or node.name not in ("link",) and not ctx.xacro:
        return
    for el in node.iter():
        if el.name not in ("mesh", "texture"):
            continue
        a = el.attr("filename")
        if a is None or not a.value:
            continue
        p, problem = resolve(a.value, ctx.path, getattr(ctx, "workspace", ()))
        if problem:
            summary.diags.append(on_value(a, "package-not-found", "Cannot resolve %s: %s" % (a.value, problem),
                                          WARNING))
        elif p is not None and not os.path.exists(p):
            summary.diags.append(on_value(a, "mesh-not-found", "File not found: %s" % p, WARNING))
