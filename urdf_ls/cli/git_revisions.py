"""What `urdf-ls diff --git` asks of git: the robot files a revision range changed, their text at a revision,
and the content ids of the files of a revision (to tell whether a mesh changed).  Git runs as a child with
its arguments as a list (no shell); a revision that starts with '-' is refused (it would be read as an
option)."""
from __future__ import annotations

import hashlib
import os
import subprocess
from dataclasses import dataclass

ROBOT_SUFFIXES = (".urdf", ".xacro", ".srdf")
WORKING_TREE = None     # the new side of `--git REV`: the files as they are on disk


class GitError(Exception):
    """git is missing, the folder is no repository, or a revision is unknown (the message says which)"""


@dataclass(frozen=True)
class Range:
    old: str                  # a revision
    new: str | None           # a revision, or WORKING_TREE


@dataclass(frozen=True)
class ChangedFile:
    old_path: str | None      # relative to the repository; None when the file is new
    new_path: str | None      # None when the file was deleted


def _git(top, *args, check=True):
    try:
        done = subprocess.run(["git", *args], cwd=top, capture_output=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise GitError("git could not run: %s" % e) from None
    if check and done.returncode != 0:
        raise GitError(done.stderr.decode("utf-8", "replace").strip() or "git %s failed" % args[0])
    return done


def repository_top(folder) -> str:
    return os.fsdecode(_git(folder, "rev-parse", "--show-toplevel").stdout.rstrip(b"\n"))


def parse_range(top, spec) -> Range:
    """REV (against the working tree), A..B, A...B (from their merge base), or None (HEAD)"""
    if spec is None:
        return Range(_verified(top, "HEAD"), WORKING_TREE)
    if "..." in spec:
        a, b = spec.split("...", 1)
        a, b = _verified(top, a or "HEAD"), _verified(top, b or "HEAD")
        base = _git(top, "merge-base", a, b).stdout.decode().strip()
        return Range(base, b)
    if ".." in spec:
        a, b = spec.split("..", 1)
        return Range(_verified(top, a or "HEAD"), _verified(top, b or "HEAD"))
    return Range(_verified(top, spec), WORKING_TREE)


def _verified(top, rev):
    """the commit id of rev"""
    if rev.startswith("-"):
        raise GitError("not a revision: %s" % rev)
    done = _git(top, "rev-parse", "--verify", "--quiet", rev + "^{commit}", check=False)
    if done.returncode != 0:
        raise GitError("unknown revision: %s" % rev)
    return done.stdout.decode().strip()


def changed_files(top, rng: Range, paths=()) -> list:
    """the robot files (by suffix) that differ between the range's sides, renames followed"""
    args = ["diff", "--name-status", "-z", "-M", "--no-ext-diff", rng.old] + ([rng.new] if rng.new else [])
    out = _git(top, *args, "--", *paths).stdout.decode("utf-8", "surrogateescape").split("\0")
    files, i = [], 0
    while i < len(out) - 1:
        status = out[i]
        if status[:1] in ("R", "C"):
            old, new, i = out[i + 1], out[i + 2], i + 3
        else:
            old = new = out[i + 1]
            i += 2
        if status[:1] == "A" or status[:1] == "C":
            old = None if status[:1] == "A" else old
        if status[:1] == "D":
            new = None
        if any(p is not None and p.endswith(ROBOT_SUFFIXES) for p in (old, new)):
            files.append(ChangedFile(old, new))
    return files


def show(top, rev, path) -> bytes | None:
    """the file's content at rev (None: not there)"""
    done = _git(top, "show", "%s:%s" % (rev, path), check=False)
    return done.stdout if done.returncode == 0 else None


def has_file(top, rev, path) -> bool:
    return _git(top, "cat-file", "-e", "%s:%s" % (rev, path), check=False).returncode == 0


def blob_ids(top, rev) -> dict:
    """path (relative to the repository) -> git's id of its content, for every file of rev"""
    out = _git(top, "ls-tree", "-r", "-z", "--full-tree", rev).stdout.decode("utf-8", "surrogateescape")
    ids = {}
    for entry in out.split("\0"):
        head, _, path = entry.partition("\t")
        fields = head.split()
        if len(fields) == 3 and fields[1] == "blob":
            ids[path] = fields[2]
    return ids


def working_blob_ids(top, paths) -> dict:
    """path -> git's id of the file as it would be committed (its clean filters applied: a Git LFS file gets
    its pointer's id, as in ls-tree), for files of the working tree (relative to the repository)"""
    paths = [p for p in paths if "\n" not in p]
    if not paths:
        return {}
    try:
        done = subprocess.run(["git", "hash-object", "--stdin-paths"], cwd=top, capture_output=True, timeout=120,
                              input="".join(p + "\n" for p in paths).encode("utf-8", "surrogateescape"))
    except (OSError, subprocess.TimeoutExpired):
        return {}
    ids = done.stdout.decode().split()
    return dict(zip(paths, ids)) if done.returncode == 0 and len(ids) == len(paths) else {}


def file_blob_id(path, cap=256 * 1024 * 1024) -> str | None:
    """git's id of a file's content as it is on disk (None: unreadable, or over cap bytes)"""
    try:
        if not os.path.isfile(path) or os.path.getsize(path) > cap:
            return None
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
