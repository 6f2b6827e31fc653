"""What a consumer's child process does to itself before the consumer runs: it dies with the server, caps
its address space and CPU time, cuts itself off the network, works in a temporary folder, and takes over
file descriptors 1 and 2 so that what the consumer prints from C (pybullet's b3Warning, MuJoCo's WARNING,
Drake's log) is captured instead of going to the server's stdout, where it would corrupt LSP."""
from __future__ import annotations

import os
import signal
import sys

PR_SET_PDEATHSIG = 1
CLONE_NEWUSER, CLONE_NEWNET = 0x10000000, 0x40000000
PARENT_VAR, MEMORY_VAR, CPU_VAR = "URDF_LS_CONSUMER_PARENT", "URDF_LS_CONSUMER_MEMORY", "URDF_LS_CONSUMER_CPU"
CAPTURE = "consumer-output.txt"     # the file in the child's temporary folder that fds 1 and 2 write to


def die_with_parent():
    """the kernel kills this child when the thread that started it ends (Linux); exits at once when the
    server is already gone"""
    parent = os.environ.get(PARENT_VAR)
    if not parent or not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        return
    if str(os.getppid()) != parent:
        os._exit(1)


def limit_self():
    """RLIMIT_AS and RLIMIT_CPU from the environment the runner set: past the memory cap an allocation fails
    (a MemoryError, or the consumer's C++ bad_alloc, which aborts it: the runner reports the signal)"""
    try:
        import resource
    except ImportError:
        return
    for var, which in ((MEMORY_VAR, resource.RLIMIT_AS), (CPU_VAR, resource.RLIMIT_CPU)):
        value = os.environ.get(var, "")
        if not value.isdigit():
            continue
        try:
            _soft, hard = resource.getrlimit(which)
            n = int(value) if hard == resource.RLIM_INFINITY else min(int(value), hard)
            resource.setrlimit(which, (n, hard if hard != resource.RLIM_INFINITY else n))
        except (ValueError, OSError):
            pass


def cut_network() -> bool:
    """a network namespace of its own (through an unprivileged user namespace): no interface but a down
    loopback, so nothing the consumer does reaches the network.  Where the kernel refuses it, Python's
    sockets are disabled instead (a consumer's own C code could still connect: said in docs/consumers.md).
    Returns whether the namespace was made."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            if ctypes.CDLL(None, use_errno=True).unshare(CLONE_NEWUSER | CLONE_NEWNET) == 0:
                return True
        except (OSError, AttributeError):
            pass
    import socket

    def refused(*_args, **_kw):
        raise OSError("urdf-ls: no network in a consumer's worker")
    socket.socket.connect = refused     # type: ignore[method-assign]
    socket.create_connection = refused
    socket.getaddrinfo = refused
    return False


def capture_output(folder):
    """fds 1 and 2 now write to a file in `folder`; returns (a file object on the original stdout for the
    result, the capture's path)"""
    path = os.path.join(folder, CAPTURE)
    sys.stdout.flush()
    sys.stderr.flush()
    result = os.fdopen(os.dup(1), "w", encoding="utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    return result, path


def read_capture(path, cap) -> str:
    """what the consumer printed, flushed first (C's stdio buffers too), at most `cap` bytes of it"""
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        import ctypes
        ctypes.CDLL(None).fflush(None)
    except (OSError, AttributeError):
        pass
    try:
        with open(path, "rb") as f:
            return f.read(cap).decode("utf-8", "replace")
    except OSError:
        return ""
