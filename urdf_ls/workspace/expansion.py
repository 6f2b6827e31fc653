"""The opt-in xacro expansion (xacro evaluates the document's Python expressions, so it only runs when
the user asked).  It runs the `xacro` package in a child process with a time limit; $(find pkg) is
resolved by urdf-ls's package search, never by ROS tools."""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys

TIMEOUT = 20



def xacro_available():
    try:
        import xacro  # noqa: F401
    except ImportError:
        return False
    return True


def _cmd(path, folders, mappings, packages):
    return [sys.executable, "-m", "urdf_ls.workspace.expansion", path, json.dumps(list(folders)),
            json.dumps(mappings or {}), json.dumps(packages or {})]


def _result(returncode, stdout, stderr):
    if returncode != 0:
        return None, ((stderr or "").strip().splitlines() or ["xacro failed"])[-1]
    return stdout, None


async def run_xacro_async(path, folders=(), mappings=None, packages=None, timeout=TIMEOUT):
    """(urdf_text, None) or (None, error message), without blocking the event loop"""
    proc = await asyncio.create_subprocess_exec(*_cmd(path, folders, mappings, packages), stdin=subprocess.DEVNULL,
                                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    except asyncio.TimeoutError:
        proc.kill()
        await proc.wait()
        return None, "xacro expansion timed out after %d s" % timeout
    return _result(proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


def run_xacro(path, folders=(), mappings=None, packages=None, timeout=TIMEOUT):
    """(urdf_text, None) or (None, error message)"""
    try:
        p = subprocess.run(_cmd(path, folders, mappings, packages), capture_output=True, text=True, timeout=timeout,
                           stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, "xacro expansion timed out after %d s" % timeout
    return _result(p.returncode, p.stdout, p.stderr)


def _worker(path, folders, mappings, package_map):
    import xacro
    from xacro import substitution_args

    from .packages import Packages
    packages = Packages(folders, package_map)

    def eval_find(pkg):
        d = packages.find(pkg, path)
        if d is None:
            raise substitution_args.SubstitutionException("package '%s' not found" % pkg)
        return d
    substitution_args._eval_find = eval_find
    doc = xacro.process_file(path, mappings=mappings)
    sys.stdout.write(doc.toprettyxml(indent="  "))


if __name__ == "__main__":
    try:
        _worker(sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3]), json.loads(sys.argv[4]))
    except Exception as e:  # reported to the parent process on stderr
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        sys.stderr.write("%s: %s\n" % (type(e).__name__, first))
        sys.exit(1)
