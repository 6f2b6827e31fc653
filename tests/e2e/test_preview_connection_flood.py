"""Connections that never send a valid request cannot take the preview down: the server holds at most a
bounded number of sockets, the oldest not yet authenticated make way for new ones, those that send nothing are
dropped after HEADER_TIMEOUT, and the page (its event stream, /state) is served through a flood of a
thousand idle sockets, also when the process may open only 512 descriptors."""
import asyncio
import errno
import json
import os
import resource
import select
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

import pytest

from tests.e2e.helpers.preview_http import URDF, open_events, q, read_event, request
from urdf_ls.preview import PreviewState
from urdf_ls.preview import connections, server as server_mod

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLOOD = 1000
BOUND = 5.0      # seconds the page may wait for /state under the flood
LIMIT = 512      # descriptors of the preview process in the subprocess test (a cap of 128)


def idle_sockets(port, n):
    """n connections that send nothing (non-blocking connects: some wait in the listen backlog)"""
    out = []
    for _ in range(n):
        s = socket.socket()
        s.setblocking(False)
        err = s.connect_ex(("127.0.0.1", port))
        assert err in (0, errno.EINPROGRESS, errno.EAGAIN), os.strerror(err)
        out.append(s)
    return out


async def state_within(srv, bound):
    """/state as the page gets it: it retries a connection refused while the cap is full of young ones"""
    deadline = time.monotonic() + bound
    while True:
        try:
            status, _, body = await asyncio.wait_for(request(srv.port, "GET", q(srv, "/state")), bound)
            if status:
                return status, json.loads(body)
        except (ConnectionError, IndexError):      # (IndexError: closed without a status line)
            pass
        assert time.monotonic() < deadline, "no /state within %s s" % bound
        await asyncio.sleep(0.05)


def state_within_sync(url, bound):
    deadline = time.monotonic() + bound
    while True:
        try:
            with urllib.request.urlopen("http://%s/state?%s" % (url.netloc, url.query), timeout=bound) as resp:
                return resp.status, json.loads(resp.read())
        except (ConnectionError, urllib.error.URLError) as e:
            assert time.monotonic() < deadline, "no /state within %s s: %s" % (bound, e)
        time.sleep(0.05)


async def next_state(reader):
    while True:
        name, data = await read_event(reader)
        if name == "state":
            return json.loads(data)


async def closed_unanswered(reader):
    """the server closed the connection without a byte of answer (a reset counts)"""
    try:
        return await asyncio.wait_for(reader.read(), BOUND) == b""
    except ConnectionResetError:
        return True


def close_all(socks):
    for s in socks:
        s.close()


@pytest.fixture
def descriptors():
    """room in this process for the flood's client ends (CI's soft limit may be 1024)"""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = 4 * FLOOD if hard == resource.RLIM_INFINITY else min(hard, 4 * FLOOD)
    if soft != resource.RLIM_INFINITY and soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    yield
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


async def test_idle_connections_make_way_and_the_page_keeps_its_stream(srv, monkeypatch, descriptors):
    monkeypatch.setattr(connections, "MAX_CONNECTIONS", 128)   # (above the 100 asyncio accepts in one go)
    srv.publish(PreviewState(1, URDF, 0, None, {}))
    r, w = await open_events(srv)                       # the page's stream, authenticated before the flood
    assert (await read_event(r))[0] == "state"
    socks = idle_sockets(srv.port, 400)
    try:
        status, body = await state_within(srv, BOUND)
        assert status == 200 and body["state"]["version"] == 1
        srv.publish(PreviewState(2, URDF, 0, None, {}))   # the stream was not evicted: it gets the new state
        assert (await next_state(r))["version"] == 2
    finally:
        close_all(socks)
        w.close()


async def test_the_page_is_not_evicted_when_only_pages_are_connected(srv, monkeypatch):
    monkeypatch.setattr(connections, "MAX_CONNECTIONS", 2)
    srv.publish(PreviewState(1, URDF, 0, None, {}))
    streams = [await open_events(srv) for _ in range(2)]
    for r, _ in streams:
        assert (await read_event(r))[0] == "state"
    # full of the page's own connections: a newcomer is closed at once (no answer), the streams stay
    r3, w3 = await asyncio.open_connection("127.0.0.1", srv.port)
    w3.write(("GET %s HTTP/1.1\r\n\r\n" % q(srv, "/state")).encode())
    assert await closed_unanswered(r3)
    w3.close()
    srv.publish(PreviewState(2, URDF, 0, None, {}))
    for r, w in streams:
        assert (await next_state(r))["version"] == 2
        w.close()


async def test_a_connection_that_sends_nothing_is_dropped(srv, monkeypatch):
    monkeypatch.setattr(server_mod, "HEADER_TIMEOUT", 0.3)
    r, w = await asyncio.open_connection("127.0.0.1", srv.port)
    w.write(b"GET /state?tok")                            # half a request line, then silence
    await w.drain()
    assert await closed_unanswered(r)
    w.close()


def descriptors_of(pid):
    return len(os.listdir("/proc/%d/fd" % pid))


def flood(pid, port, n, deadline):
    """n idle connections to the server process pid, in batches its listen backlog takes whole, each once the
    server has accepted the last (it holds them, or it has closed some: made way for newer ones, refused
    them); a server that stops accepting (at EMFILE) leaves it at the deadline"""
    base = descriptors_of(pid)
    socks, closed = [], 0
    poller = select.poll()
    while len(socks) < n and time.monotonic() < deadline:
        for s in idle_sockets(port, min(50, n - len(socks))):
            poller.register(s.fileno(), select.POLLIN)      # (EOF or reset: these never get data)
            socks.append(s)
        while descriptors_of(pid) - base + closed < len(socks) and time.monotonic() < deadline:
            for fd, _ in poller.poll(10):
                poller.unregister(fd)
                closed += 1
    return socks


def test_a_flood_of_idle_sockets_does_not_take_down_a_preview_with_few_descriptors(tmp_path, descriptors):
    robot = tmp_path / "r.urdf"
    robot.write_text(URDF.replace("urdfls-file:f", "m.stl"))

    def few_descriptors():
        resource.setrlimit(resource.RLIMIT_NOFILE, (LIMIT, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))

    p = subprocess.Popen([sys.executable, "-m", "urdf_ls", "preview", "--no-open", str(robot)], cwd=ROOT,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, preexec_fn=few_descriptors)
    socks = []
    try:
        url = urlsplit(p.stdout.readline().strip())
        # a server that holds every socket until HEADER_TIMEOUT is at EMFILE long before the end, its listen
        # backlog full, and /state is never accepted
        socks = flood(p.pid, url.port, FLOOD, time.monotonic() + 10)
        assert descriptors_of(p.pid) < LIMIT / 2
        status, body = state_within_sync(url, BOUND)
        assert status == 200 and body["state"] is not None
    finally:
        close_all(socks)
        p.kill()
        p.wait(10)
