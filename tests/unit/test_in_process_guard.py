"""The unit tier's guard (tests/helpers/in_process.py, armed by tests/unit/conftest.py): a process or a socket
connection is refused and recorded for the running test; the event loop's socketpair is not."""
import asyncio
import multiprocessing
import os
import socket
import subprocess
import sys

import pytest

from tests.helpers.in_process import STARTED, ProcessStartedInUnitTest


@pytest.fixture
def started(request):
    """what this test started (the test empties it once checked: a refusal left in it fails the test)"""
    return request.node.stash[STARTED]


@pytest.mark.parametrize("start", [
    lambda: subprocess.run([sys.executable, "-c", "pass"]),
    lambda: os.system("true"),
    os.fork,
    lambda: os.posix_spawn("/bin/true", ["true"], {}),
    lambda: multiprocessing.get_context("fork").Process(target=print).start(),
    lambda: socket.create_connection(("127.0.0.1", 9), timeout=1),
], ids=["subprocess", "system", "fork", "posix_spawn", "multiprocessing", "connect"])
def test_a_process_or_a_connection_is_refused_and_recorded(started, start):
    with pytest.raises(ProcessStartedInUnitTest):
        start()
    assert len(started) == 1
    started.clear()


def test_the_event_loop_runs(started):
    async def answer():
        await asyncio.sleep(0)
        return 42
    assert asyncio.run(answer()) == 42
    assert started == []
