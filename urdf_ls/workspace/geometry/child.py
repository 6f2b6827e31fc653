"""The mesh worker process: one JSON request a line on stdin ({"path", "seconds"}), one JSON answer a line on
stdout, until stdin closes (the server exited or was killed).

Meshes are integrated here, apart from the server: pure-Python integration would hold the server's GIL for
seconds, slowing every keystroke meanwhile, and its peak memory would stay in the server's heap."""
from __future__ import annotations

import json
import os
import sys

from .meshes import MeshResult, mesh_properties
from .solids import MassProperties

MEMORY_CAP = 2 * 1024 ** 3    # bytes of address space (RLIMIT_AS): past it a mesh fails with MemoryError


def encode(result: MeshResult) -> str:
    p = result.properties
    props = None if p is None else [p.volume, p.center, p.inertia, p.exact, p.bounds, p.hull]
    return json.dumps([props, result.closed, result.triangles, result.unit, result.problem, result.notes])


def decode(line) -> MeshResult:
    props, closed, triangles, unit, problem, notes = json.loads(line)
    if props is not None:
        volume, center, inertia, exact, bounds, hull = props
        props = MassProperties(volume, tuple(center), tuple(inertia), exact, (tuple(bounds[0]), tuple(bounds[1])),
                               tuple(map(tuple, hull)))
    return MeshResult(props, closed, triangles, unit, problem, tuple(notes))


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
