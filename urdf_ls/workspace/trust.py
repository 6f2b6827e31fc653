"""Whether a project file may be used: git's rule since CVE-2022-24765, for files that can silence rules,
remap package:// and $(find) to other folders and turn on the xacro expansion (which runs Python).

A project file is used when it is listed as trusted (the `trustedPaths` setting, `urdf-ls check --trust`:
the file, a folder above it, or "*"), or else when
- it is owned by the current user or by root (a file root owns cannot be planted by another user), and
- its folder is not writable by others, unless the folder has the sticky bit and belongs to the current user
  or root (then only the file's owner can replace it, like a file of ours directly in /tmp)."""
from __future__ import annotations

import os
import stat

ANY = "*"


def refusal(file, trusted=(), uid=None) -> str | None:
    """why the project file is not to be used (None: it may be); uid: whose it should be (the current user's)"""
    if not hasattr(os, "geteuid") or listed(file, trusted):     # (Windows has no owners to compare)
        return None
    uid = os.geteuid() if uid is None else uid
    folder = os.path.dirname(file)
    try:
        st, fst = os.stat(file), os.stat(folder)
    except OSError:
        return None      # (reading it reports what is wrong)
    if st.st_uid not in (uid, 0):
        return "it is owned by another user (uid %d)" % st.st_uid
    if fst.st_mode & stat.S_IWOTH and not (fst.st_mode & stat.S_ISVTX and fst.st_uid in (uid, 0)):
        return "its folder %s is writable by other users" % folder
    return None


def listed(file, trusted) -> bool:
    """the file, or a folder above it, is among the trusted paths"""
    for t in trusted:
        if t == ANY:
            return True
        t = os.path.normpath(os.path.abspath(os.path.expanduser(t)))
        if file == t or file.startswith(t.rstrip(os.sep) + os.sep):
            return True
    return False


def ignored_message(file, why) -> str:
    return ("ignored: %s; if you trust it, add %s to the trustedPaths setting (urdf-ls check: --trust %s)"
            % (why, os.path.dirname(file), os.path.dirname(file)))
