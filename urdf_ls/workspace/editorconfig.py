""".editorconfig: the indentation properties a file's sections give it (indent_style, indent_size, tab_width).

A small reader of the INI subset EditorConfig uses: `key = value` lines, `[glob]` sections, `;`/`#`
comments.  The files are looked for from the file's folder upward, the nearest winning, until one says
`root = true` or the search leaves the workspace folder holding the file.  Only regular files are read, each
capped; an unreadable or malformed one is skipped (a style hint is never worth an error)."""
from __future__ import annotations

import os
import re
from dataclasses import dataclass

from .files import Unreadable, folders_up, read_bytes
from .globs import compile_glob

MAX_FILE_BYTES = 64 * 1024
MAX_LEVELS = 32          # folders climbed when the file lies outside every workspace folder
_SECTION = re.compile(r"\s*\[(.*)\]\s*\Z")
_PAIR = re.compile(r"\s*([^=:\s][^=:]*?)\s*[=:]\s*(.*?)\s*\Z")


@dataclass(frozen=True)
class IndentConfig:
    style: str | None = None     # "tab" | "space"
    size: int | None = None      # columns of one level
    tab_width: int | None = None


def indent_config(path, folders=()) -> IndentConfig:
    """what the .editorconfig files above `path` say about its indentation (fields None where they say nothing)"""
    props = {}
    for conf_dir, sections in _files_above(path, folders):
        found = {}
        for glob, pairs in sections:
            if _matches(glob, conf_dir, path):
                found.update(pairs)
        for k, v in found.items():
            props.setdefault(k, v)          # a nearer file already said it
    return _indent(props)


def _indent(props) -> IndentConfig:
    style = props.get("indent_style")
    style = style if style in ("tab", "space") else None
    tab_width = _positive(props.get("tab_width"))
    size_raw = props.get("indent_size")
    size = tab_width if size_raw == "tab" else _positive(size_raw)
    if tab_width is None and size is not None:
        tab_width = size
    return IndentConfig(style, size, tab_width)


def _positive(value):
    if value is None or not value.isdigit() or len(value) > 4:     # (int() of 4,300 digits raises)
        return None
    n = int(value)
    return n if 0 < n <= 16 else None


def _files_above(path, folders):
    """(folder, sections) of each .editorconfig from the file's folder upward, nearest first"""
    here = os.path.dirname(os.path.abspath(path))
    top = _folder_of(here, folders)
    for d in folders_up(here, MAX_LEVELS):
        root, sections = _read(os.path.join(d, ".editorconfig"))
        if sections is not None:
            yield d, sections
        if root or d == top:
            return


def _folder_of(d, folders):
    """the deepest workspace folder holding d, or None"""
    best = None
    for f in folders:
        f = os.path.abspath(f)
        if (d == f or d.startswith(f.rstrip(os.sep) + os.sep)) and (best is None or len(f) > len(best)):
            best = f
    return best


def _read(conf_path):
    """(root, [(glob, {key: value})]) of one file; (False, None) when there is none or it is unreadable"""
    try:
        text = read_bytes(conf_path, MAX_FILE_BYTES).decode("utf-8", "replace")
    except Unreadable:
        return False, None
    return parse(text)


def parse(text):
    """(root, [(glob, {key: value})]): keys and values of the preamble and of each section, keys lower-cased,
    values lower-cased (the properties read here are case-insensitive)"""
    root, sections, current = False, [], None
    for line in text.splitlines():
        s = line.strip()
        if not s or s[0] in "#;":
            continue
        m = _SECTION.match(s)
        if m:
            current = {}
            sections.append((m.group(1), current))
            continue
        m = _PAIR.match(s)
        if not m:
            continue
        key, value = m.group(1).lower(), m.group(2).lower()
        if current is None:
            root = root or (key == "root" and value == "true")
        else:
            current[key] = value
    return root, sections


# ------------------------------------------------------------------ globs
_GLOB_CACHE: dict = {}


def _matches(glob, conf_dir, path):
    """EditorConfig's rule: a glob without '/' matches the name in any folder below the file's folder;
    with one, the path relative to it"""
    rel = os.path.relpath(os.path.abspath(path), conf_dir).replace(os.sep, "/")
    if rel.startswith("../"):
        return False
    if "/" not in glob:
        glob = "**/" + glob
    elif glob.startswith("/"):
        glob = glob[1:]
    rx = _GLOB_CACHE.get(glob)
    if rx is None:
        if len(_GLOB_CACHE) > 512:
            _GLOB_CACHE.clear()
        rx = _GLOB_CACHE[glob] = _compile(glob)
    return rx is not None and rx.fullmatch(rel) is not None


def _compile(glob):
    """the glob as a matcher (workspace.globs: linear in the path, not a backtracking regular expression); None
    when malformed"""
    return compile_glob(glob)
