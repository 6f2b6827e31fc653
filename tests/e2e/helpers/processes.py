"""Child processes of a test: alive, the children of a process, bounded waits that never hang the test."""
import asyncio
import os
import time

from urdf_ls.workspace import expansion

XMLNS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"'
BUSY = "${python.sum(python.range(10**11))}"       # minutes of CPU in the worker


def doc(body):
    """a xacro robot with `body` after its base link"""
    return '<robot %s name="r">\n<link name="base"/>\n%s\n</robot>\n' % (XMLNS, body)


def alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def children(ppid, marker="urdf_ls.workspace.expansion"):
    out = []
    for p in os.listdir("/proc"):
        if not p.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % p) as f:
                stat = f.read()
            with open("/proc/%s/cmdline" % p, "rb") as f:
                cmd = f.read()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == ppid and fields[0] != "Z" and marker.encode() in cmd:
            out.append(int(p))
    return out


def is_spare(pid):
    """a warm child waiting for its job on stdin (expansion.WARM)"""
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return expansion.WARM.encode() in f.read().split(b"\0")
    except OSError:
        return False


def run_bounded(coro, timeout):
    """run a coroutine for at most `timeout` seconds; leftover tasks are dropped, never awaited (so that the test
    cannot hang in a cleanup the code under test would wedge)"""
    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(asyncio.wait_for(coro, timeout))
    finally:
        loop.close()


def until(pred, timeout=20.0, step=0.05):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        v = pred()
        if v:
            return v
        time.sleep(step)
    return pred()
