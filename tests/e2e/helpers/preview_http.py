"""Talking to a PreviewServer over raw HTTP (no browser): requests, the tokened path, its event stream."""
import asyncio
import os

URDF = '<robot name="r"><link name="a"><visual><geometry><mesh filename="urdfls-file:f"/></geometry></visual></link></robot>'


async def request(port, method, target, body=None, headers=(), raw=None, read=True):
    r, w = await asyncio.open_connection("127.0.0.1", port)
    if raw is None:
        data = body.encode() if isinstance(body, str) else (body or b"")
        head = ["%s %s HTTP/1.1" % (method, target), "Host: 127.0.0.1:%d" % port, "Content-Length: %d" % len(data)]
        raw = ("\r\n".join(head + list(headers)) + "\r\n\r\n").encode() + data
    w.write(raw)
    await w.drain()
    if not read:
        return r, w
    resp = await asyncio.wait_for(r.read(), 10)
    w.close()
    head, _, payload = resp.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    hdrs = {k.strip().lower(): v.strip() for k, _, v in (l.partition(":") for l in lines[1:])}
    return status, hdrs, payload


def q(s, path, extra=""):
    return "%s?token=%s%s" % (path, s.token, extra)


async def read_event(reader, timeout=5):
    """one SSE event as (name, data) (comments skipped)"""
    name, data = None, []
    while True:
        line = (await asyncio.wait_for(reader.readline(), timeout)).decode().rstrip("\n")
        if line == "":
            if name or data:
                return name, "\n".join(data)
            continue
        if line.startswith(":") or line.startswith("retry:"):
            continue
        k, _, v = line.partition(": ")
        if k == "event":
            name = v
        elif k == "data":
            data.append(v)


async def open_events(srv):
    r, w = await asyncio.open_connection("127.0.0.1", srv.port)
    w.write(("GET %s HTTP/1.1\r\nHost: x\r\n\r\n" % q(srv, "/events")).encode())
    await w.drain()
    head = await asyncio.wait_for(r.readuntil(b"\r\n\r\n"), 5)
    assert b" 200 " in head and b"text/event-stream" in head
    return r, w


def unblock_readers(fifo):
    """let a reader stuck in open() of ``fifo`` go on (so a failing run ends instead of hanging the process)"""
    try:
        os.close(os.open(str(fifo), os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass
