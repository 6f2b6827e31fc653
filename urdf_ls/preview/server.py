"""The preview's HTTP server: asyncio streams, HTTP/1.1 with one request per connection, no dependencies.

Routes (every one needs the URL's token, as ``?token=`` or an ``X-Urdfls-Token`` header, else 403):

    GET  /                the page (index.html with the token filled in)
    GET  /preview.js      the bundle
    GET  /state[?since=N] the current state as JSON; with ``since`` it waits (up to 25 s) for a newer one
    GET  /events          Server-Sent Events: ``state`` and ``highlight``, newest wins
    GET  /file/<key>      a mesh/texture whose key is in the current state's ``files`` (mesh and image types,
                          both the name's and the resolved target's, which must be a regular file of at
                          most MAX_FILE bytes: never a FIFO or device, nor a link named .stl to a key)
    GET  /asset/<key>?p=R an image that the COLLADA file <key> references as R, within bounds (assets.py)
    POST /select          {"link": name}           -> on_select(name)
    POST /reveal          {"line": l, "character": c} (optional; default: the state's first error) -> on_reveal(l, c)

Connections are capped (connections.py): idle ones that never show the token make way for newer ones.

Everything that touches the disk (bundle, mesh files, stat of the files for the page's cache) runs in a
thread, so the event loop it shares with the language server never waits on I/O.
"""
from __future__ import annotations

import asyncio
import inspect
import json
import logging
import os
import secrets
import threading
import zlib
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Optional, Tuple
from urllib.parse import parse_qs, quote, unquote, urlsplit

from .assets import IMAGE_TYPES, dae_image_path
from .connections import ConnectionCap, descriptor_share
from .serving import CONTENT_TYPES, REASONS, HttpError, ext, file_info, open_regular
from .threads import DaemonPool

log = logging.getLogger(__name__)

STATIC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "static")
MAX_HEADER = 64 * 1024
MAX_BODY = 64 * 1024
HEADER_TIMEOUT = 20.0
KEEPALIVE = 15.0                  # SSE comment interval (also finds closed connections)
LONGPOLL = 25.0
CHUNK = 1024 * 1024

CSP = ("default-src 'self' blob: data:; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' blob: data:; connect-src 'self' blob: data:; worker-src 'self' blob:; base-uri 'none'; "
       "form-action 'none'")


@dataclass(frozen=True)
class PreviewState:
    """What the page shows. ``urdf`` is the last good URDF (None: nothing renderable yet); its mesh/texture
    filename attributes read ``urdfls-file:<key>`` for the keys of ``files`` (key -> absolute path), and only
    those files are served. ``stale``: the document's text is broken now, ``urdf`` is an older text.
    ``pending``: ``urdf`` is an older text and the document's own (its xacro expansion) is on its way.
    ``compare``: another version to draw as a ghost, {"urdf": its text (files linked as urdf's, into ``files``),
    "label": what it is ("HEAD"), "changed": the names of the links that differ in this version}."""
    version: int
    urdf: Optional[str] = None
    error_count: int = 0
    first_error: Optional[Tuple[int, int]] = None
    files: Dict[str, str] = field(default_factory=dict)
    message: Optional[str] = None
    title: str = ""
    stale: bool = False
    pending: bool = False
    compare: Optional[Dict[str, Any]] = None


def _state_json(seq, state):
    if state is None:
        return json.dumps({"seq": seq, "version": None, "urdf": None, "errorCount": 0, "firstError": None,
                           "files": {}, "message": None, "title": "", "stale": False, "pending": False,
                           "compare": None})
    fe = state.first_error
    return json.dumps({
        "seq": seq, "version": state.version, "urdf": state.urdf, "errorCount": int(state.error_count or 0),
        "firstError": [int(fe[0]), int(fe[1])] if fe else None, "files": file_info(state.files or {}),
        "message": state.message, "title": state.title or "", "stale": bool(state.stale),
        "pending": bool(state.pending), "compare": state.compare,
    })


def _deflate(comp, data):
    return comp.compress(data) + comp.flush(zlib.Z_SYNC_FLUSH)


class PreviewServer:
    """HTTP server of the live preview, bound to 127.0.0.1. Thread-safe ``publish``/``highlight``."""

    def __init__(self, on_select: Optional[Callable[[str], Any]] = None,
                 on_reveal: Optional[Callable[[int, int], Any]] = None):
        self.on_select = on_select
        self.on_reveal = on_reveal
        self.token = secrets.token_urlsafe(32)
        self.port: Optional[int] = None
        self._server: Optional[asyncio.AbstractServer] = None
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._state: Optional[PreviewState] = None
        self._highlight: Optional[str] = None
        self._seq = 0                      # bumps on every publish/highlight
        self._state_seq = 0                # seq of the last publish
        self._payload: Optional[Tuple[int, asyncio.Future]] = None
        self._changed: Optional[asyncio.Event] = None
        self._conns = ConnectionCap()
        self._clients = 0
        self._tasks: set = set()
        self._static: Dict[str, bytes] = {}
        self._lock = threading.Lock()
        self._pool: Optional[DaemonPool] = None   # own threads: never starve the loop's default executor

    # ---- public interface -------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        if self.port is None:
            raise RuntimeError("PreviewServer is not started")
        return "http://127.0.0.1:%d/?token=%s" % (self.port, self.token)

    @property
    def state(self) -> Optional[PreviewState]:
        return self._state

    @property
    def clients(self) -> int:
        """pages connected right now (event streams and pending long-polls): 0 means nobody is watching, so
        a caller may skip building states until one connects (``publish`` the current one then)"""
        return self._clients

    async def start(self, port: int = 0) -> str:
        """bind 127.0.0.1:``port`` (0: any free port; OSError when taken) and serve; returns the URL"""
        if self._server is not None:
            return self.url
        self._loop = asyncio.get_running_loop()
        self._changed = asyncio.Event()
        self._conns.share = descriptor_share()
        self._pool = DaemonPool(4, "urdf-ls-preview")
        self._static = await self._io(self._read_static)
        try:
            self._server = await asyncio.start_server(self._handle, "127.0.0.1", port, limit=MAX_HEADER)
        except BaseException:
            self._pool.shutdown(wait=False)
            self._pool = None
            raise
        self.port = self._server.sockets[0].getsockname()[1]
        return self.url

    async def stop(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        server.close()
        for w in list(self._conns.open):
            try:
                w.close()
            except Exception:
                pass
        for t in list(self._tasks):
            t.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        try:
            await asyncio.wait_for(server.wait_closed(), 5)
        except (asyncio.TimeoutError, Exception):
            pass
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False)

    def publish(self, state: PreviewState) -> None:
        """show ``state`` on every open page (a page that is behind gets only the newest)"""
        if not isinstance(state, PreviewState):
            raise TypeError("publish() takes a PreviewState")
        self._call(self._set_state, state)

    def highlight(self, name: Optional[str]) -> None:
        """highlight the link ``name`` (or a joint's child link) on every open page; None clears"""
        self._call(self._set_highlight, name if name else None)

    def _io(self, fn, *args):
        """run blocking work (disk, serialisation) in the preview's threads"""
        return asyncio.get_running_loop().run_in_executor(self._pool, fn, *args)

    # ---- state changes (on the loop) --------------------------------------------------------------------
    def _call(self, fn, arg):
        loop = self._loop
        if loop is None or loop.is_closed():
            fn(arg)
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            fn(arg)
        else:
            loop.call_soon_threadsafe(fn, arg)

    def _set_state(self, state):
        with self._lock:
            self._state = state
            self._seq += 1
            self._state_seq = self._seq
            self._payload = None
        self._notify()

    def _set_highlight(self, name):
        with self._lock:
            if name == self._highlight:
                return
            self._highlight = name
            self._seq += 1
        self._notify()

    def _notify(self):
        ev = self._changed
        if ev is not None:
            self._changed = asyncio.Event()
            ev.set()

    async def _state_payload(self) -> Tuple[int, str]:
        """(seq, JSON) of the current state, built once per publish in a thread (stat of the files, dumps)"""
        while True:
            seq, state, cached = self._state_seq, self._state, self._payload
            if cached is None or cached[0] != seq:
                fut = asyncio.ensure_future(self._io(_state_json, seq, state))
                cached = self._payload = (seq, fut)
            text = await asyncio.shield(cached[1])
            if self._state_seq == seq:
                return seq, text
            # a newer state arrived while this one was being serialised: serve the newest

    def _read_static(self):
        out = {}
        for name in ("index.html", "preview.js"):
            p = os.path.join(STATIC, name)
            try:
                with open(p, "rb") as f:
                    out[name] = f.read()
            except OSError:
                log.error("preview: missing %s (build it with scripts/build-preview.sh)", p)
        if "preview.js" in out:     # 700 kB -> ~200 kB for previews reached through a forwarded port
            c = zlib.compressobj(6, zlib.DEFLATED, 31)
            out["preview.js.gz"] = c.compress(out["preview.js"]) + c.flush()
        return out

    # ---- HTTP -------------------------------------------------------------------------------------------
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
        if not self._conns.admit(writer, self._loop.time()):
            writer.transport.abort()
            return
        task = asyncio.current_task()
        self._tasks.add(task)
        try:
            await self._serve_one(reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError, TimeoutError,
                asyncio.TimeoutError):
            pass
        except Exception:  # never let one request take the loop down
            log.exception("preview: request failed")
        finally:
            self._tasks.discard(task)
            self._conns.closed(writer)
            try:
                writer.close()
            except Exception:
                pass

    async def _serve_one(self, reader, writer):
        try:
            try:
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), HEADER_TIMEOUT)
            except asyncio.LimitOverrunError:
                raise HttpError(431)
            except asyncio.IncompleteReadError:
                return
            method, target, headers = self._parse_head(head)
            parts = urlsplit(target)
            query = parse_qs(parts.query, keep_blank_values=True)
            token = (query.get("token") or [headers.get("x-urdfls-token", "")])[0]
            if not secrets.compare_digest(token.encode("utf-8", "replace"), self.token.encode()):
                raise HttpError(403, "This preview link is not valid (any more): open the preview again from "
                                      "your editor or with `urdf-ls preview`.")
            self._conns.authenticated(writer)
            path = parts.path
            if method == "POST":
                body = await self._read_body(reader, headers)
                if path == "/select":
                    await self._post_select(body)
                elif path == "/reveal":
                    await self._post_reveal(body)
                else:
                    raise HttpError(404)
                await self._send(writer, 204, b"", "text/plain")
                return
            if method not in ("GET", "HEAD"):
                raise HttpError(405)
            head_only = method == "HEAD"
            if path in ("/", "/index.html"):
                page = self._static.get("index.html")
                if page is None:
                    raise HttpError(503, "the preview bundle is not built")
                page = page.replace(b"__URDFLS_TOKEN__", quote(self.token, safe="").encode())
                await self._send(writer, 200, page, "text/html; charset=utf-8", head_only)
            elif path == "/preview.js":
                js = self._static.get("preview.js")
                if js is None:
                    raise HttpError(503, "the preview bundle is not built")
                gz = self._static.get("preview.js.gz")
                if gz is not None and "gzip" in headers.get("accept-encoding", ""):
                    await self._send(writer, 200, gz, "text/javascript; charset=utf-8", head_only,
                                     extra=("Content-Encoding: gzip", "Vary: Accept-Encoding"))
                else:
                    await self._send(writer, 200, js, "text/javascript; charset=utf-8", head_only,
                                     extra=("Vary: Accept-Encoding",))
            elif path == "/state":
                await self._get_state(writer, query, head_only)
            elif path == "/events":
                await self._events(reader, writer, headers)
            elif path.startswith("/file/"):
                await self._get_file(writer, unquote(path[len("/file/"):]), head_only)
            elif path.startswith("/asset/"):
                await self._get_asset(writer, unquote(path[len("/asset/"):]), (query.get("p") or [""])[0], head_only)
            else:
                raise HttpError(404)
        except HttpError as e:
            try:
                await self._send(writer, e.status, (e.text + "\n").encode(), "text/plain; charset=utf-8")
            except (ConnectionError, RuntimeError):
                pass

    @staticmethod
    def _parse_head(head: bytes):
        try:
            text = head.decode("latin-1")
        except Exception:
            raise HttpError(400)
        lines = text.split("\r\n")
        parts = lines[0].split(" ")
        if len(parts) != 3 or not parts[2].startswith("HTTP/1.") or not parts[1].startswith("/"):
            raise HttpError(400)
        headers = {}
        for line in lines[1:]:
            if not line:
                continue
            k, sep, v = line.partition(":")
            if not sep or not k.strip():
                raise HttpError(400)
            headers[k.strip().lower()] = v.strip()
        return parts[0], parts[1], headers

    async def _read_body(self, reader, headers):
        if "chunked" in headers.get("transfer-encoding", "").lower():
            raise HttpError(400, "chunked bodies are not supported")
        try:
            n = int(headers.get("content-length", "0"))
        except ValueError:
            raise HttpError(400)
        if n < 0:
            raise HttpError(400)
        if n > MAX_BODY:
            raise HttpError(413)
        if n == 0:
            return {}
        try:
            data = await asyncio.wait_for(reader.readexactly(n), HEADER_TIMEOUT)
            body = json.loads(data.decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            raise HttpError(400, "body must be JSON")
        if not isinstance(body, dict):
            raise HttpError(400, "body must be a JSON object")
        return body

    async def _send(self, writer, status, body, ctype, head_only=False, extra=()):
        hdr = ["HTTP/1.1 %d %s" % (status, REASONS.get(status, "")),
               "Content-Type: " + ctype, "Content-Length: %d" % len(body), "Cache-Control: no-store",
               "X-Content-Type-Options: nosniff", "Referrer-Policy: no-referrer",
               "Content-Security-Policy: " + CSP, "Connection: close"]
        hdr.extend(extra)
        writer.write(("\r\n".join(hdr) + "\r\n\r\n").encode("latin-1"))
        if body and not head_only:
            writer.write(body)
        await writer.drain()

    async def _callback(self, fn, *args):
        if fn is None:
            return
        try:
            r = fn(*args)
            if inspect.isawaitable(r):
                await r
        except Exception:
            log.exception("preview: callback %r failed", fn)

    async def _post_select(self, body):
        link = body.get("link")
        if not isinstance(link, str) or not link or len(link) > 4096:
            raise HttpError(400, "select needs {\"link\": name}")
        await self._callback(self.on_select, link)

    async def _post_reveal(self, body):
        line, ch = body.get("line"), body.get("character")
        if line is None and ch is None:
            st = self._state
            if st is None or not st.first_error:
                raise HttpError(409, "no error to reveal")
            line, ch = st.first_error
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1 << 31 for v in (line, ch)):
            raise HttpError(400, "reveal needs integer line and character")
        await self._callback(self.on_reveal, line, ch)

    async def _get_state(self, writer, query, head_only):
        since = (query.get("since") or [None])[0]
        if since is not None:
            try:
                since = int(since)
            except ValueError:
                raise HttpError(400)
            deadline = self._loop.time() + LONGPOLL
            self._clients += 1
            try:
                await self._wait_change(since, deadline)
            finally:
                self._clients -= 1
        seq, text = await self._state_payload()
        body = '{"seq":%d,"state":%s,"highlight":%s}' % (self._seq, text, json.dumps(self._highlight))
        await self._send(writer, 200, body.encode(), "application/json", head_only)

    async def _wait_change(self, since, deadline):
        while self._seq <= since:
            left = deadline - self._loop.time()
            if left <= 0:
                return
            try:
                await asyncio.wait_for(self._changed.wait(), left)
            except asyncio.TimeoutError:
                return

    async def _events(self, reader, writer, headers):
        # gzip when the page accepts it: a 1 MB robot per edit is ~60 kB on the wire, which matters when the
        # port is forwarded (code-server, SSH); each event is flushed whole (Z_SYNC_FLUSH), big ones compressed
        # in the preview's threads
        comp = zlib.compressobj(1, zlib.DEFLATED, 31) if "gzip" in headers.get("accept-encoding", "") else None

        async def send(data):
            if comp is not None:
                if len(data) > 4096:
                    data = await self._io(_deflate, comp, data)
                else:
                    data = _deflate(comp, data)
            writer.write(data)
            await writer.drain()

        writer.write(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                      "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
                      + ("Content-Encoding: gzip\r\n" if comp is not None else "")
                      + "Connection: close\r\n\r\n").encode())
        await send(b"retry: 1000\n\n")
        closed = asyncio.ensure_future(reader.read(1))   # EOF (or anything) from the page: it went away
        sent_state, sent_hl = -1, object()
        self._clients += 1
        try:
            while not closed.done():
                ev = self._changed
                if self._state_seq != sent_state and self._state is not None:
                    seq, text = await self._state_payload()
                    sent_state = seq
                    await send(b"event: state\ndata: " + text.encode() + b"\n\n")
                    continue   # a newer state may have arrived while sending: check again
                if self._highlight != sent_hl:
                    hl = sent_hl = self._highlight
                    await send(b"event: highlight\ndata: " + json.dumps({"name": hl}).encode() + b"\n\n")
                    continue
                waiter = asyncio.ensure_future(ev.wait())
                try:
                    done, _ = await asyncio.wait({closed, waiter}, timeout=KEEPALIVE,
                                                 return_when=asyncio.FIRST_COMPLETED)
                finally:
                    waiter.cancel()
                if not done:
                    await send(b": keepalive\n\n")
        finally:
            self._clients -= 1
            closed.cancel()

    async def _get_file(self, writer, key, head_only):
        st = self._state
        path = (st.files or {}).get(key) if st is not None else None
        if path is None:
            raise HttpError(404, "not a file of the current model")
        try:
            ctype = CONTENT_TYPES.get(ext(os.fspath(path)))
        except TypeError:
            ctype = None
        if ctype is None:   # defence in depth: meshes and textures only, whatever the model points at
            raise HttpError(404, "not a mesh or texture file")
        await self._send_file(writer, path, ctype, head_only)

    async def _get_asset(self, writer, key, ref, head_only):
        st = self._state
        dae = (st.files or {}).get(key) if st is not None else None
        if not isinstance(dae, str) or ext(dae) != ".dae":
            raise HttpError(404, "not a COLLADA file of the current model")
        path = await self._io(dae_image_path, dae, ref)
        if path is None:
            raise HttpError(404, "not an image beside the COLLADA file")
        await self._send_file(writer, path, IMAGE_TYPES[ext(path)], head_only)

    async def _send_file(self, writer, path, ctype, head_only):
        f, size, real = await self._io(open_regular, path)
        try:
            hdr = ["HTTP/1.1 200 OK", "Content-Type: " + ctype, "Content-Length: %d" % size,
                   "Cache-Control: no-store", "X-Content-Type-Options: nosniff", "Referrer-Policy: no-referrer",
                   "Connection: close"]
            writer.write(("\r\n".join(hdr) + "\r\n\r\n").encode("latin-1"))
            if head_only:
                await writer.drain()
                return
            left = size
            while left > 0:
                data = await self._io(f.read, min(CHUNK, left))
                if not data:       # the file shrank meanwhile: close the connection short
                    break
                writer.write(data)
                left -= len(data)
                await writer.drain()
        finally:
            await self._io(f.close)
