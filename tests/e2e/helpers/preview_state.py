"""The preview page's state, long-polled from its server or read from its event stream as the page reads it
(no sleeping)."""
import asyncio
import json
import urllib.parse
import urllib.request

from tests.e2e.helpers.preview_http import read_event


def state_url(url, since=None):
    u = urllib.parse.urlsplit(url)
    q = urllib.parse.parse_qs(u.query)
    extra = "" if since is None else "&since=%d" % since
    return "%s://%s/state?token=%s%s" % (u.scheme, u.netloc, q["token"][0], extra)


async def fetch(url):
    def get():
        with urllib.request.urlopen(url, timeout=30) as r:
            return json.loads(r.read())
    return await asyncio.get_running_loop().run_in_executor(None, get)


async def state_where(url, pred, timeout=20):
    """the first page state for which pred holds (long-polls the server: no sleeping)"""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    got = await fetch(state_url(url))
    while not (got["state"] and pred(got["state"])):
        assert loop.time() < end, got
        got = await fetch(state_url(url, got["seq"]))
    return got["state"]


async def open_stream(url):
    """(reader, writer) of the page's event stream (SSE) of the preview at `url`"""
    u = urllib.parse.urlsplit(url)
    r, w = await asyncio.open_connection(u.hostname, u.port)
    token = urllib.parse.parse_qs(u.query)["token"][0]
    w.write(("GET /events?token=%s HTTP/1.1\r\nHost: %s\r\n\r\n" % (token, u.netloc)).encode())
    await w.drain()
    head = await asyncio.wait_for(r.readuntil(b"\r\n\r\n"), 10)
    assert b" 200 " in head and b"text/event-stream" in head, head
    return r, w


async def states_until(reader, pred, timeout=20):
    """the states the event stream delivers, in order, up to the first for which pred holds"""
    got = []
    while not got or not pred(got[-1]):
        name, data = await read_event(reader, timeout)
        if name == "state":
            got.append(json.loads(data))
    return got
