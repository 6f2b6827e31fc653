"""Turn the mesh/texture filenames of a URDF text into the preview's file keys.

    text, files = link_files(urdf_text, resolve)

``resolve(uri)`` gets each ``<mesh filename>`` / ``<texture filename>`` value as written (XML entities decoded:
``package://pkg/m.stl``, ``file:///abs/m.dae``, ``meshes/m.obj``...) and returns an absolute path, or None when it
cannot be resolved. Resolved values are replaced by ``urdfls-file:<key>`` (key: a hash of the path, stable across
edits, so the page's mesh cache is reused); the rest stay as they are and the page shows them as placeholders.
``files`` maps the keys to the paths: pass both to ``PreviewState``.
"""
from __future__ import annotations

import hashlib
import html
import os
import re
from typing import Callable, Dict, Optional, Tuple
from urllib.parse import unquote, urlsplit

_FILENAME = re.compile(r"""(<(?:mesh|texture)\b[^<>]*?\bfilename\s*=\s*)("([^"]*)"|'([^']*)')""")


def file_key(path: str) -> str:
    return hashlib.sha1(os.fsencode(path)).hexdigest()[:16]


def link_files(text: str, resolve: Callable[[str], Optional[str]]) -> Tuple[str, Dict[str, str]]:
    files: Dict[str, str] = {}
    cache: Dict[str, Optional[str]] = {}

    def repl(m):
        raw = m.group(3) if m.group(3) is not None else m.group(4)
        uri = html.unescape(raw).strip()
        if uri not in cache:
            try:
                path = resolve(uri)
            except Exception:
                path = None
            cache[uri] = os.path.abspath(path) if path else None
        path = cache[uri]
        if path is None:
            return m.group(0)
        key = file_key(path)
        files[key] = path
        return '%s"urdfls-file:%s"' % (m.group(1), key)

    return _FILENAME.sub(repl, text), files


def simple_resolver(base_dir: str, package_dirs: Optional[Dict[str, str]] = None) -> Callable[[str], Optional[str]]:
    """relative paths and file:// against ``base_dir``; package://NAME/... from ``package_dirs`` or, failing
    that, the nearest folder upward from base_dir that is NAME or holds NAME/package.xml (enough for
    ``python -m urdf_ls.preview``; the language server resolves with its own package index)"""
    package_dirs = dict(package_dirs or {})

    def find_package(name):
        if name in package_dirs:
            return package_dirs[name]
        d = os.path.abspath(base_dir)
        while True:
            if os.path.basename(d) == name and os.path.isfile(os.path.join(d, "package.xml")):
                return d
            cand = os.path.join(d, name)
            if os.path.isfile(os.path.join(cand, "package.xml")):
                return cand
            parent = os.path.dirname(d)
            if parent == d:
                return None
            d = parent

    def resolve(uri):
        if uri.startswith("package://"):
            rest = uri[len("package://"):]
            name, _, rel = rest.partition("/")
            root = find_package(name)
            return os.path.join(root, rel) if root and rel else None
        if uri.startswith("file://"):
            return unquote(urlsplit(uri).path) or None
        if "://" in uri or not uri:
            return None
        return os.path.join(base_dir, uri)

    return resolve
