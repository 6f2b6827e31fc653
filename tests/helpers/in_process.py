"""The unit tier's guard (tests/unit/conftest.py arms it per test): starting a process (subprocess, fork,
posix_spawn, os.system, multiprocessing) or connecting or binding a socket is refused while it is armed, and
recorded for the running test, which then fails.

The functions are wrapped once, at import; disarmed, the wrappers call through. The event loop's self-pipe is a
socketpair (no connect, no bind), so asyncio and pygls run in process unhindered."""
import multiprocessing.process
import os
import socket
import subprocess

import pytest

STARTED = pytest.StashKey[list]()     # a unit test's list of what it started (item.stash)
_armed: list = []     # the running unit test's list of what it started, while one runs
_OS_STARTERS = ("fork", "forkpty", "posix_spawn", "posix_spawnp", "system")


class ProcessStartedInUnitTest(RuntimeError):
    """raised in place of the start, so that no process runs; the test fails even when the code catches it"""


def _guarded(what, original):
    def guard(*args, **kwargs):
        if not _armed:
            return original(*args, **kwargs)
        started = "%s%r" % (what, args[1:2] if what.startswith(("socket", "subprocess")) else args[:1])
        _armed[-1].append(started)
        raise ProcessStartedInUnitTest("a unit test may not start a process or open a socket: %s "
                                       "(move the test to tests/e2e/)" % started)
    guard.__wrapped__ = original
    return guard


def _install():
    subprocess.Popen._execute_child = _guarded("subprocess.Popen", subprocess.Popen._execute_child)
    for name in _OS_STARTERS:
        if hasattr(os, name):
            setattr(os, name, _guarded("os." + name, getattr(os, name)))
    multiprocessing.process.BaseProcess.start = _guarded("multiprocessing.Process.start",
                                                         multiprocessing.process.BaseProcess.start)
    for name in ("connect", "connect_ex", "bind"):
        setattr(socket.socket, name, _guarded("socket." + name, getattr(socket.socket, name)))


_install()


def arm(started: list):
    """refuse and record into `started` until disarm()"""
    _armed.append(started)


def disarm():
    _armed.pop()
