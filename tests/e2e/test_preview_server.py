"""PreviewServer over raw HTTP (no browser): token, routes, the file allow-list, callbacks, SSE and long-poll,
robustness against bad or abandoned requests, and that it never blocks the event loop it shares."""
import asyncio
import json
import os
import time
import zlib

import pytest

from urdf_ls.preview import PreviewServer, PreviewState
from urdf_ls.preview import serving

from tests.e2e.helpers.preview_http import URDF, open_events, q, read_event, request
from tests.helpers.paths import E2E
FINGER = os.path.join(E2E, "preview", "meshes", "finger.stl")


async def test_url_binds_loopback_with_token(srv):
    assert srv.url.startswith("http://127.0.0.1:%d/?token=" % srv.port)
    assert len(srv.token) >= 40
    assert srv._server.sockets[0].getsockname()[0] == "127.0.0.1"
    other = PreviewServer()
    await other.start()
    assert other.token != srv.token
    await other.stop()
    taken = PreviewServer()
    with pytest.raises(OSError):
        await taken.start(port=srv.port)
    await taken.stop()


async def test_requests_without_the_token_get_403(srv):
    srv.publish(PreviewState(1, URDF, 0, None, {"f": FINGER}))
    for path in ["/", "/index.html", "/preview.js", "/state", "/events", "/file/f", "/nope"]:
        status, _, _ = await request(srv.port, "GET", path)
        assert status == 403, path
        status, _, _ = await request(srv.port, "GET", path + "?token=" + srv.token[:-1] + "x")
        assert status == 403, path
    status, _, _ = await request(srv.port, "POST", "/select", '{"link": "a"}')
    assert status == 403 and srv.calls["select"] == []
    # the header form works too (for clients that cannot put it in the URL)
    status, _, _ = await request(srv.port, "GET", "/state", headers=["X-Urdfls-Token: " + srv.token])
    assert status == 200


async def test_page_and_bundle(srv):
    status, hdrs, page = await request(srv.port, "GET", q(srv, "/"))
    assert status == 200 and hdrs["content-type"].startswith("text/html")
    assert srv.token.encode() in page and b"__URDFLS_TOKEN__" not in page
    assert "frame-ancestors" not in hdrs.get("content-security-policy", "")   # embeddable (VS Code webview)
    assert "x-frame-options" not in hdrs
    status, hdrs, js = await request(srv.port, "GET", q(srv, "/preview.js"))
    assert status == 200 and hdrs["content-type"].startswith("text/javascript") and len(js) > 100000
    status, hdrs, body = await request(srv.port, "HEAD", q(srv, "/preview.js"))
    assert status == 200 and body == b"" and int(hdrs["content-length"]) == len(js)
    import gzip
    status, hdrs, gz = await request(srv.port, "GET", q(srv, "/preview.js"), headers=["Accept-Encoding: gzip, br"])
    assert status == 200 and hdrs["content-encoding"] == "gzip" and gzip.decompress(gz) == js and len(gz) < len(js) / 2
    status, _, _ = await request(srv.port, "GET", q(srv, "/secret.txt"))
    assert status == 404


async def test_only_current_state_files_are_served(srv, tmp_path):
    other = tmp_path / "other.stl"
    other.write_bytes(b"solid x\nendsolid x\n")
    status, _, _ = await request(srv.port, "GET", q(srv, "/file/f"))      # no state yet
    assert status == 404
    srv.publish(PreviewState(1, URDF, 0, None, {"f": FINGER, "sp ace/é": str(other)}))
    status, hdrs, body = await request(srv.port, "GET", q(srv, "/file/f"))
    assert status == 200 and body == open(FINGER, "rb").read() and hdrs["content-type"] == "model/stl"
    status, _, body = await request(srv.port, "GET", q(srv, "/file/sp%20ace%2F%C3%A9"))
    assert status == 200 and body.startswith(b"solid x")
    for bad in ["/file/g", "/file/", "/file/..%2F..%2Fetc%2Fpasswd", "/file/" + FINGER, "/file/f/../f"]:
        status, _, _ = await request(srv.port, "GET", q(srv, bad))
        assert status == 404, bad
    # a newer state without the key: no longer served
    srv.publish(PreviewState(2, URDF, 0, None, {}))
    status, _, _ = await request(srv.port, "GET", q(srv, "/file/f"))
    assert status == 404


async def test_files_must_be_regular_and_small(srv, tmp_path, monkeypatch):
    real = tmp_path / "real.stl"
    real.write_bytes(b"x" * 5000)
    link = tmp_path / "link.stl"
    link.symlink_to(real)
    dirlink = tmp_path / "dir.stl"
    dirlink.symlink_to(tmp_path)
    secret = tmp_path / "secret.txt"
    secret.write_text("not a mesh")
    files = {"link": str(link), "dir": str(tmp_path), "dirlink": str(dirlink), "dev": "/dev/zero",
             "rel": "real.stl", "missing": str(tmp_path / "none.stl"), "big": str(real), "txt": str(secret),
             "passwd": "/etc/passwd", "devstl": str(tmp_path / "zero.stl")}
    (tmp_path / "zero.stl").symlink_to("/dev/zero")
    srv.publish(PreviewState(1, URDF, 0, None, files))
    status, _, body = await request(srv.port, "GET", q(srv, "/file/link"))     # symlink to a regular file: fine
    assert status == 200 and len(body) == 5000
    for key in ["dir", "dirlink", "dev", "rel", "missing", "txt", "passwd", "devstl"]:
        status, _, _ = await request(srv.port, "GET", q(srv, "/file/" + key))
        assert status == 404, key
    monkeypatch.setattr(serving, "MAX_FILE", 4096)
    status, _, _ = await request(srv.port, "GET", q(srv, "/file/big"))
    assert status == 413


async def test_select_and_reveal_call_back(srv):
    srv.publish(PreviewState(3, URDF, 2, (7, 4), {}))
    status, _, _ = await request(srv.port, "POST", q(srv, "/select"), json.dumps({"link": "a"}))
    assert status == 204 and srv.calls["select"] == ["a"]
    status, _, _ = await request(srv.port, "POST", q(srv, "/reveal"), "{}")
    assert status == 204 and srv.calls["reveal"] == [(7, 4)]
    status, _, _ = await request(srv.port, "POST", q(srv, "/reveal"), json.dumps({"line": 1, "character": 2}))
    assert status == 204 and srv.calls["reveal"][-1] == (1, 2)
    for path, body in [("/select", "{}"), ("/select", '{"link": 3}'), ("/select", "not json"), ("/select", "[1]"),
                       ("/reveal", '{"line": -1, "character": 0}'), ("/reveal", '{"line": "1", "character": 0}'),
                       ("/reveal", '{"line": true, "character": 0}')]:
        status, _, _ = await request(srv.port, "POST", q(srv, path), body)
        assert status == 400, (path, body)
    status, _, _ = await request(srv.port, "POST", q(srv, "/nope"), "{}")
    assert status == 404
    srv.publish(PreviewState(4, URDF, 0, None, {}))
    status, _, _ = await request(srv.port, "POST", q(srv, "/reveal"), "")
    assert status == 409
    assert srv.calls["select"] == ["a"] and len(srv.calls["reveal"]) == 2


async def test_async_and_failing_callbacks():
    got = []

    async def on_select(name):
        await asyncio.sleep(0.01)
        got.append(name)

    def on_reveal(line, ch):
        raise RuntimeError("boom")

    s = PreviewServer(on_select=on_select, on_reveal=on_reveal)
    await s.start()
    try:
        s.publish(PreviewState(1, URDF, 1, (0, 0), {}))
        status, _, _ = await request(s.port, "POST", q(s, "/select"), '{"link": "b"}')
        assert status == 204 and got == ["b"]
        status, _, _ = await request(s.port, "POST", q(s, "/reveal"), "{}")
        assert status == 204             # the callback's exception is logged, the server keeps serving
        status, _, _ = await request(s.port, "GET", q(s, "/state"))
        assert status == 200
    finally:
        await s.stop()


async def test_bad_requests(srv):
    for raw in [b"garbage\r\n\r\n", b"GET\r\n\r\n", b"GET / HTTP/2\r\n\r\n", b"GET nope HTTP/1.1\r\n\r\n",
                b"GET /?token=x HTTP/1.1\r\nbad header\r\n\r\n", b"\xff\xfe / HTTP/1.1\r\n\r\n"]:
        status, _, _ = await request(srv.port, None, None, raw=raw)
        assert status in (400, 403), raw
    status, _, _ = await request(srv.port, None, None, raw=("GET %s HTTP/1.1\r\nX: %s\r\n\r\n" % (
        q(srv, "/state"), "a" * 70000)).encode())
    assert status == 431
    status, _, _ = await request(srv.port, "PUT", q(srv, "/state"))
    assert status == 405
    status, _, _ = await request(srv.port, "POST", q(srv, "/select"), "x" * 70000)
    assert status == 413
    status, _, _ = await request(srv.port, None, None, raw=("POST %s HTTP/1.1\r\nContent-Length: -5\r\n\r\n" % (
        q(srv, "/select"))).encode())
    assert status == 400
    # a client that connects and goes away, or sends half a request, does not disturb the others
    r, w = await asyncio.open_connection("127.0.0.1", srv.port)
    w.write(b"GET /sta")
    await w.drain()
    w.close()
    r2, w2 = await request(srv.port, "POST", q(srv, "/select"), '{"link": "a"}', read=False)
    w2.close()
    status, _, _ = await request(srv.port, "GET", q(srv, "/state"))
    assert status == 200


async def test_events_push_newest_state_and_highlight(srv, tmp_path):
    srv.publish(PreviewState(1, URDF, 0, None, {"f": FINGER}, title="r.urdf"))
    r, w = await open_events(srv)
    name, data = await read_event(r)
    st = json.loads(data)
    assert name == "state" and st["version"] == 1 and st["urdf"] == URDF and st["title"] == "r.urdf"
    assert st["files"]["f"]["ext"] == ".stl" and st["files"]["f"]["name"] == "finger.stl"
    assert FINGER not in data                      # the page gets no paths, only keys
    name, data = await read_event(r)
    assert name == "highlight" and json.loads(data) == {"name": None}
    # a burst of states: the page may skip some but ends on the newest
    for v in range(2, 30):
        srv.publish(PreviewState(v, URDF, v % 3, (v, 1) if v % 3 else None, {}))
    seen = []
    while not seen or seen[-1] != 29:
        name, data = await read_event(r)
        assert name == "state"
        seen.append(json.loads(data)["version"])
    assert seen == sorted(seen) and len(seen) <= 28
    srv.highlight("a")
    assert await read_event(r) == ("highlight", '{"name": "a"}')
    srv.highlight("a")                              # unchanged: nothing sent
    srv.highlight(None)
    assert await read_event(r) == ("highlight", '{"name": null}')
    w.close()


async def test_clients_counts_open_pages(srv):
    assert srv.clients == 0
    r, w = await open_events(srv)
    await read_event(r)
    assert srv.clients == 1
    r2, w2 = await open_events(srv)
    await read_event(r2)
    assert srv.clients == 2
    w.close()
    w2.close()
    for _ in range(100):
        if srv.clients == 0:
            break
        await asyncio.sleep(0.02)
    assert srv.clients == 0


async def test_publish_from_another_thread(srv):
    r, w = await open_events(srv)
    assert await read_event(r) == ("highlight", '{"name": null}')     # no state yet: only the highlight
    await asyncio.to_thread(srv.publish, PreviewState(9, URDF, 0, None, {}))
    name, data = await read_event(r)
    assert name == "state" and json.loads(data)["version"] == 9
    await asyncio.to_thread(srv.highlight, "a")
    while True:
        name, data = await read_event(r)
        if name == "highlight" and json.loads(data)["name"] == "a":
            break
    w.close()


async def test_long_poll(srv):
    status, _, body = await request(srv.port, "GET", q(srv, "/state"))
    j = json.loads(body)
    assert status == 200 and j["state"]["version"] is None
    seq = j["seq"]

    async def later():
        await asyncio.sleep(0.2)
        srv.publish(PreviewState(7, URDF, 1, (2, 3), {}))

    t0 = time.monotonic()
    task = asyncio.ensure_future(later())
    status, _, body = await request(srv.port, "GET", q(srv, "/state", "&since=%d" % seq))
    await task
    j = json.loads(body)
    assert status == 200 and j["state"]["version"] == 7 and j["state"]["firstError"] == [2, 3]
    assert 0.15 < time.monotonic() - t0 < 5
    status, _, _ = await request(srv.port, "GET", q(srv, "/state", "&since=abc"))
    assert status == 400


async def test_stop_closes_open_streams_promptly():
    s = PreviewServer()
    await s.start()
    s.publish(PreviewState(1, URDF, 0, None, {}))
    r, w = await open_events(s)
    await read_event(r)
    t0 = time.monotonic()
    await s.stop()
    assert time.monotonic() - t0 < 3
    rest = await asyncio.wait_for(r.read(), 5)      # EOF
    assert b"event: state" not in rest
    with pytest.raises(OSError):
        await asyncio.open_connection("127.0.0.1", s.port)
    await s.stop()                                    # twice is fine
    w.close()


async def test_slow_file_reader_does_not_block_the_loop(srv, tmp_path):
    big = tmp_path / "big.stl"
    big.write_bytes(os.urandom(8 * 1024 * 1024))
    srv.publish(PreviewState(1, URDF, 0, None, {"big": str(big)}))
    # a client that asks for a big file and never reads it
    r, w = await request(srv.port, "GET", q(srv, "/file/big"), read=False)
    # the loop keeps answering: ticks stay short and other requests are served
    worst = 0.0
    for _ in range(20):
        t = time.monotonic()
        await asyncio.sleep(0.005)
        worst = max(worst, time.monotonic() - t)
    status, _, _ = await request(srv.port, "GET", q(srv, "/state"))
    assert status == 200 and worst < 0.5
    w.close()
    status, _, body = await request(srv.port, "GET", q(srv, "/file/big"))
    assert status == 200 and len(body) == 8 * 1024 * 1024


async def test_paths_may_be_pathlike_and_bad_entries_do_not_break_the_state(srv, tmp_path):
    import pathlib
    srv.publish(PreviewState(1, URDF, 0, None, {"f": pathlib.Path(FINGER), "n": None, "z": "bad\0path", "y": "/tmp/bad\0path"}))
    status, _, body = await request(srv.port, "GET", q(srv, "/file/f"))
    assert status == 200 and body == open(FINGER, "rb").read()
    for key in ["n", "z", "y"]:
        status, _, _ = await request(srv.port, "GET", q(srv, "/file/" + key))
        assert status == 404
    status, _, body = await request(srv.port, "GET", q(srv, "/state"))
    files = json.loads(body)["state"]["files"]
    assert status == 200 and files["n"]["stamp"] == "missing" and files["f"]["name"] == "finger.stl"


async def test_many_concurrent_requests_while_publishing(srv):
    srv.publish(PreviewState(1, URDF, 0, None, {"f": FINGER}))
    streams = [await open_events(srv) for _ in range(5)]
    data = open(FINGER, "rb").read()

    async def fetch():
        status, _, body = await request(srv.port, "GET", q(srv, "/file/f"))
        return status == 200 and body == data

    async def churn():
        for v in range(2, 60):
            srv.publish(PreviewState(v, URDF, 0, None, {"f": FINGER}))
            srv.highlight("a" if v % 2 else None)
            await asyncio.sleep(0.002)

    results = await asyncio.wait_for(asyncio.gather(churn(), *[fetch() for _ in range(60)]), 30)
    assert all(results[1:])
    for r, w in streams:             # every stream ends on the newest state
        last = None
        while last != 59:
            name, d = await read_event(r)
            if name == "state":
                last = json.loads(d)["version"]
        w.close()


async def test_events_are_gzipped_when_accepted(srv):
    big = URDF.replace("</robot>", "<!--%s--></robot>" % ("x" * 200000))
    srv.publish(PreviewState(1, big, 0, None, {}))
    r, w = await asyncio.open_connection("127.0.0.1", srv.port)
    w.write(("GET %s HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, deflate\r\n\r\n" % q(srv, "/events")).encode())
    await w.drain()
    head = await asyncio.wait_for(r.readuntil(b"\r\n\r\n"), 5)
    assert b"Content-Encoding: gzip" in head
    d = zlib.decompressobj(31)
    text, wire = b"", 0
    while b"event: highlight" not in text:       # each event arrives whole (sync flush), without closing
        chunk = await asyncio.wait_for(r.read(65536), 5)
        assert chunk
        wire += len(chunk)
        text += d.decompress(chunk)
    state = json.loads(text.split(b"event: state\ndata: ")[1].split(b"\n\n")[0])
    assert state["urdf"] == big and wire < len(big) / 10
    srv.publish(PreviewState(2, URDF, 0, None, {}))
    while b'"version": 2' not in text:
        text += d.decompress(await asyncio.wait_for(r.read(65536), 5))
    w.close()
