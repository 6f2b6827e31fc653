"""The mesh worker process: one JSON request a line on stdin ({"path", "seconds"}), one JSON answer a line on
stdout, until stdin closes (the server exited or was killed).

Meshes are integrated here, apart from the server: pure-Python integration would hold the server's GIL for
seconds, slowing every keystroke meanwhile, and its peak memory would stay in the server's heap."""
from __future__ import annotations

import json
import os
import sys

from .codec import encode
from .meshes import mesh_properties

MEMORY_CAP = 2 * 1024 ** 3    # bytes of address space (RLIMIT_AS): past it a mesh fails with MemoryError


def _cap_memory():
    try:
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = MEMORY_CAP if hard == resource.RLIM_INFINITY else min(MEMORY_CAP, hard)
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (ImportError, ValueError, OSError):
        pass


def main():
    _cap_memory()
    for line in sys.stdin:
        request = json.loads(line)
        sys.stdout.write(encode(mesh_properties(request["path"], seconds=request["seconds"])) + "\n")
        sys.stdout.flush()


def command():
    """how the server starts this process (one BLAS thread: the process has one mesh to do at a time)"""
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
    return [sys.executable, "-m", "urdf_ls.workspace.geometry.child"], env


if __name__ == "__main__":
    main()
