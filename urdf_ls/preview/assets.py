"""Images a served COLLADA file references (``<image><init_from>``): where they may be read from.

    path = dae_image_path(dae_path, ref)     # absolute path, or None when it is not allowed

The page asks for ``/asset/<key>?p=<ref>`` with ``<key>`` a COLLADA file of the current model and ``ref`` the
reference as the file writes it (relative to the file, ``file://`` or absolute, percent-encoded or not). It is
served only when it names an image type and lies under the file's root: the nearest folder above it that is a
ROS package (package.xml) or a Gazebo model (model.config), where ``../materials/textures/`` live; without one,
the COLLADA file's own folder. The caller still opens it as a regular file within the size cap.
"""
from __future__ import annotations

import os
from typing import Optional
from urllib.parse import unquote, urlsplit

IMAGE_TYPES = {
    ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".bmp": "image/bmp",
    ".tga": "image/x-tga", ".webp": "image/webp",
}
_ROOT_MARKERS = ("package.xml", "model.config")
_MAX_UP = 8          # folders searched upward for a package or model root
MAX_REF = 4096


def asset_root(dae_path: str) -> str:
    folder = os.path.dirname(os.path.realpath(dae_path))
    d = folder
    for _ in range(_MAX_UP):
        if any(os.path.isfile(os.path.join(d, m)) for m in _ROOT_MARKERS):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    return folder


def dae_image_path(dae_path: str, ref: str) -> Optional[str]:
    if not isinstance(ref, str) or not ref or len(ref) > MAX_REF or "\x00" in ref:
        return None
    if not dae_path.lower().endswith(".dae"):
        return None
    if ref.startswith("file://"):
        target = unquote(urlsplit(ref).path)
    elif "://" in ref:
        return None
    else:
        target = unquote(ref)
        if not os.path.isabs(target):
            target = os.path.join(os.path.dirname(dae_path), target)
    if "\x00" in target:
        return None
    real = os.path.realpath(target)
    if os.path.splitext(real)[1].lower() not in IMAGE_TYPES:
        return None
    root = asset_root(dae_path)
    if os.path.commonpath([root, real]) != root:
        return None
    return real
