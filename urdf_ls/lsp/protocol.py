"""The JSON-RPC / LSP base protocol on stdio, hardened, in front of pygls's dispatch.

pygls 2 reads frames with a strict regex and silently waits on anything else, allocates the body size a
client announces, answers nothing when params do not deserialize, and exits 0 on `exit` without
`shutdown`.  This layer owns the transport instead and hands pygls only well-formed, validated messages:

* framing: header names are case-insensitive, header lines and their number are capped, Content-Length is
  required and capped (MAX_CONTENT_LENGTH); the body is read in chunks as it arrives.  A frame that cannot
  be delimited (no or bad Content-Length, a malformed header, end of input inside a frame) is unrecoverable:
  the server logs why and exits with code 1, so that the client restarts it instead of talking to a process
  that never answers.  So is a body longer than its Content-Length: its tail cannot begin a header line, which
  is seen when it arrives (the client may await an answer, sending nothing more).  The server does not
  resynchronise on a later header: a body can hold text that looks like one.
* messages: a body that is not JSON gets -32700; not a JSON-RPC 2.0 request/notification/response -32600;
  an unknown request method -32601; params that do not deserialize into the method's LSP type -32602.
* lifecycle: requests before `initialize` get -32002 (notifications are dropped), a second `initialize`
  and any request after `shutdown` get -32600; `exit` ends the process with 0 after `shutdown`, else 1.
  End of input also ends it (0 after shutdown, else 1).
* cancellation: `$/cancelRequest` is seen by the reader thread as soon as it arrives.  A request that has
  not started is answered -32800 without running; a running one is stopped at the next check of its loops
  (text.cancel, between elements) and answered -32800, and so is one cancelled after its last check.
"""
from __future__ import annotations

import asyncio
import json
import logging
import os
import re
import sys
import threading
from collections import OrderedDict

import attrs
from lsprotocol import types as T
from pygls.exceptions import JsonRpcRequestCancelled
from pygls.protocol import LanguageServerProtocol

from ..text import cancel

log = logging.getLogger("urdf_ls.protocol")

MAX_CONTENT_LENGTH = 256 * 1024 * 1024   # a 100 MB document as JSON fits; 10^11 is refused
MAX_HEADER_LINE = 8192
MAX_HEADERS = 32
MAX_QUEUED = 1000       # messages read ahead while the event loop is busy; then the reader waits (backpressure)
READ_CHUNK = 1 << 20

PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, INTERNAL_ERROR = -32700, -32600, -32601, -32602, -32603
SERVER_NOT_INITIALIZED, REQUEST_CANCELLED = -32002, -32800

_HEADER = re.compile(rb"([A-Za-z0-9!#$%&'*+.^_`|~-]+):[ \t]*([^\r\n]*?)[ \t]*\r?\n")
# how a header line awaiting its newline begins: no LSP header has a JSON quote, brace or bracket; a body's
# tail past its Content-Length does, its closing } or ] (even one like 'file:///r.urdf"}}}')
_HEADER_START = re.compile(rb"(?:[A-Za-z0-9!#$%&'*+.^_`|~-]+(?::[^\r\n\"{}\[\]]*)?)?\r?")


class FramingError(Exception):
    """the byte stream cannot be split into messages any more"""


class FrameReader:
    """LSP base-protocol frames from a `read(n) -> bytes` function (b"" at end of input)"""

    def __init__(self, read, max_content_length=MAX_CONTENT_LENGTH):
        self._read = read
        self._buf = bytearray()
        self._eof = False
        self.max_content_length = max_content_length

    def _fill(self):
        if self._eof:
            return False
        data = self._read(READ_CHUNK)
        if not data:
            self._eof = True
            return False
        self._buf += data
        return True

    def _line(self):
        """one header line including its '\\n'; b"" at end of input"""
        start = 0
        while True:
            i = self._buf.find(b"\n", start)
            if i >= 0:
                if i + 1 > MAX_HEADER_LINE:
                    raise FramingError("header line longer than %d bytes" % MAX_HEADER_LINE)
                line = bytes(self._buf[:i + 1])
                del self._buf[:i + 1]
                return line
            if len(self._buf) > MAX_HEADER_LINE:
                raise FramingError("header line longer than %d bytes" % MAX_HEADER_LINE)
            if self._buf and _HEADER_START.fullmatch(self._buf) is None:    # (now: no newline may follow)
                raise FramingError("malformed header line %r (a body longer than its Content-Length?)"
                                   % bytes(self._buf[:80]))
            start = len(self._buf)
            if not self._fill():
                if self._buf:
                    raise FramingError("end of input inside a header")
                return b""

    def _exactly(self, n):
        chunks, have = [], 0
        if self._buf:
            take = bytes(self._buf[:n])
            del self._buf[:len(take)]
            chunks.append(take)
            have = len(take)
        while have < n:
            data = b"" if self._eof else self._read(min(READ_CHUNK, n - have))
            if not data:
                self._eof = True
                raise FramingError("end of input after %d of %d body bytes" % (have, n))
            chunks.append(data)
            have += len(data)
        return b"".join(chunks)

    def read_frame(self) -> bytes | None:
        """the next message body; None at end of input between messages"""
        length, lines = None, 0
        while True:
            line = self._line()
            if not line:
                if lines:
                    raise FramingError("end of input inside the headers")
                return None
            if line in (b"\r\n", b"\n"):
                if length is None:
                    if lines == 0:       # stray blank lines between messages are tolerated
                        continue
                    raise FramingError("a message without a Content-Length header")
                break
            lines += 1
            if lines > MAX_HEADERS:
                raise FramingError("more than %d header lines" % MAX_HEADERS)
            m = _HEADER.fullmatch(line)
            if m is None:
                raise FramingError("malformed header line %r" % line[:80])
            if m.group(1).lower() == b"content-length":
                value = m.group(2)
                if not value.isdigit() or len(value) > 18:
                    raise FramingError("bad Content-Length %r" % value[:40])
                n = int(value)
                if length is not None and n != length:
                    raise FramingError("two different Content-Length headers")
                if n > self.max_content_length:
                    raise FramingError("Content-Length %d is larger than the %d byte cap"
                                       % (n, self.max_content_length))
                length = n
        return self._exactly(length)


# ---------------------------------------------------------------------------------------------- messages
def _valid_id(v):
    return (isinstance(v, int) and not isinstance(v, bool)) or isinstance(v, str)


class Invalid(Exception):
    def __init__(self, code, message, msg_id=None):
        super().__init__(message)
        self.code, self.msg_id = code, msg_id


def classify(obj):
    """('request', id, method, params) | ('notification', None, method, params) | ('response', id, None, obj);
    raises Invalid for anything JSON-RPC 2.0 does not allow"""
    if not isinstance(obj, dict):
        raise Invalid(INVALID_REQUEST, "a message must be a JSON object%s" %
                      (" (batches are not part of LSP)" if isinstance(obj, list) else ""))
    msg_id = obj.get("id")
    if "id" in obj and not _valid_id(msg_id):
        raise Invalid(INVALID_REQUEST, "id must be an integer or a string")
    if obj.get("jsonrpc") != "2.0":
        raise Invalid(INVALID_REQUEST, 'jsonrpc must be "2.0"', msg_id)
    if "method" in obj:
        method = obj["method"]
        if not isinstance(method, str):
            raise Invalid(INVALID_REQUEST, "method must be a string", msg_id)
        params = obj.get("params")
        if "params" in obj and params is not None and not isinstance(params, (dict, list)):
            raise Invalid(INVALID_PARAMS, "params must be an object or an array", msg_id)
        return ("request" if "id" in obj else "notification"), msg_id, method, params
    if "id" in obj and ("result" in obj or "error" in obj):
        return "response", msg_id, None, obj
    raise Invalid(INVALID_REQUEST, "neither a request, a notification nor a response", msg_id)


# ---------------------------------------------------------------------------------------------- cancellation
class RequestCancelled(JsonRpcRequestCancelled):
    """the request was cancelled: answered -32800"""

    def __init__(self, message="request cancelled"):
        super().__init__(message)


class Cancellation:
    """which in-flight requests the client cancelled; the running one stops at its next cancel.check()"""

    MAX_REMEMBERED = 4096

    def __init__(self):
        self._lock = threading.Lock()
        self._inflight: OrderedDict = OrderedDict()   # id -> cancel.Token

    def received(self, msg_id):
        """reader thread: a request is on its way to the event loop"""
        with self._lock:
            self._inflight[msg_id] = cancel.Token()
            while len(self._inflight) > self.MAX_REMEMBERED:
                self._inflight.popitem(last=False)

    def cancel(self, msg_id):
        """reader thread: $/cancelRequest"""
        with self._lock:
            token = self._inflight.get(msg_id)
        if token is not None:
            token.cancel()

    def is_cancelled(self, msg_id):
        with self._lock:
            token = self._inflight.get(msg_id)
        return token is not None and token.cancelled

    def answered(self, msg_id):
        with self._lock:
            self._inflight.pop(msg_id, None)

    def run(self, msg_id, fn, *args):
        """fn(*args), stopped at a check by cancel(msg_id); raises RequestCancelled"""
        with self._lock:
            token = self._inflight.get(msg_id) or cancel.Token()
        if token.cancelled:
            raise RequestCancelled()
        try:
            with cancel.running(token):
                result = fn(*args)
        except cancel.Cancelled:
            raise RequestCancelled() from None
        if token.cancelled:     # cancelled after the last check: the answer is not worth writing
            raise RequestCancelled()
        return result


def _strict_scalars(converter):
    """cattrs converts 5 to "5" and "5" or 5.7 to 5; JSON-RPC params of the wrong type must be refused (-32602)"""
    def strict_str(v, _):
        if not isinstance(v, str):
            raise TypeError("expected a string, got %s" % type(v).__name__)
        return v

    def strict_int(v, _):
        if isinstance(v, bool) or not isinstance(v, int):
            if isinstance(v, float) and v.is_integer():
                return int(v)
            raise TypeError("expected an integer, got %s" % type(v).__name__)
        return v

    def strict_bool(v, _):
        if not isinstance(v, bool):
            raise TypeError("expected a boolean, got %s" % type(v).__name__)
        return v
    converter.register_structure_hook(str, strict_str)
    converter.register_structure_hook(int, strict_int)
    converter.register_structure_hook(bool, strict_bool)


class Json:
    """a request's result as JSON text, written the way json.dumps writes with separators (",", ":"): ASCII,
    no spaces (big answers are a tenth shorter to write and for the client to read)"""
    __slots__ = ("text",)

    def __init__(self, text):
        self.text = text

    @property
    def value(self):
        return json.loads(self.text)


class RobustProtocol(LanguageServerProtocol):
    """pygls's protocol, with cancellation checked before a request runs and quiet cancelled answers"""

    def __init__(self, server, converter):
        _strict_scalars(converter)
        super().__init__(server, converter)
        self.cancels = Cancellation()

    def _handle_request(self, msg_id, method_name, params):
        if self.cancels.is_cancelled(msg_id):
            self.cancels.answered(msg_id)
            self.send_error(msg_id, REQUEST_CANCELLED, "request cancelled")
            return
        super()._handle_request(msg_id, method_name, params)

    def _send_handler_result(self, future, *, msg_id):
        self.cancels.answered(msg_id)
        done = not future.cancelled()
        if done and isinstance(future.exception(), RequestCancelled):
            self._request_futures.pop(msg_id, None)
            self.send_error(msg_id, REQUEST_CANCELLED, "request cancelled")
            return
        if done and future.exception() is None and isinstance(future.result(), Json):
            self._request_futures.pop(msg_id, None)
            self._send_body('{"id":%s,"result":%s,"jsonrpc":"2.0"}' % (json.dumps(msg_id), future.result().text))
            return
        super()._send_handler_result(future, msg_id=msg_id)

    def _send_body(self, body: str):
        """one message whose JSON text is ready, framed as pygls frames its own"""
        if self.writer is None:
            return
        header = "Content-Length: %d\r\nContent-Type: %s; charset=%s\r\n\r\n" % (len(body), self.CONTENT_TYPE,
                                                                                   self.CHARSET)
        self.writer.write((header + body).encode(self.CHARSET))

    def notify_json(self, method, params: Json):
        """a notification whose params are ready as JSON text"""
        self._send_body('{"method":%s,"params":%s,"jsonrpc":"2.0"}' % (json.dumps(method), params.text))

    def send_error(self, msg_id, code, message):
        self._send_data({"jsonrpc": "2.0", "id": msg_id, "error": {"code": code, "message": message}})


# ---------------------------------------------------------------------------------------------- the endpoint
UNINITIALIZED, INITIALIZED, SHUTDOWN = "uninitialized", "initialized", "shutdown"


class _Writer:
    def __init__(self, stream, lost):
        self._stream, self._lost = stream, lost

    def write(self, data: bytes):
        try:
            self._stream.write(data)
            self._stream.flush()
        except (BrokenPipeError, OSError, ValueError):
            self._lost()

    def close(self):
        try:
            self._stream.flush()
        except (OSError, ValueError):
            pass


class Endpoint:
    """runs a pygls LanguageServer (with a RobustProtocol) on a pair of file descriptors"""

    def __init__(self, server, collector, in_fd=0, out_stream=None, on_exit=()):
        self.server = server
        self.collector = collector    # runtime.Collector: each message is handled as one burst
        self.protocol: RobustProtocol = server.protocol
        self.in_fd = in_fd
        self.out = out_stream if out_stream is not None else sys.stdout.buffer
        self.on_exit = list(on_exit)
        self.state = UNINITIALIZED
        self.exit_code = None
        self.loop = None
        self._done = None
        self._slots = threading.BoundedSemaphore(MAX_QUEUED)

    # -------------------------------------------------------------- running
    def run(self) -> int:
        """serve until exit; the caller ends the process with the returned code.  Tasks still pending then
        are not awaited (asyncio.run would: a subprocess cancelled while it starts can wait forever); the
        exit hooks have killed the expansion workers' process groups synchronously before."""
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._main())
        except KeyboardInterrupt:
            self.exit_code = 1 if self.exit_code is None else self.exit_code
        return self.exit_code if self.exit_code is not None else 1

    async def _main(self):
        self.loop = asyncio.get_running_loop()
        self._done = asyncio.Event()
        self.protocol.set_writer(_Writer(self.out, self._lost))
        threading.Thread(target=self._read_loop, name="urdf-ls-reader", daemon=True).start()
        await self._done.wait()
        for f in self.on_exit:
            try:
                res = f()
                if asyncio.iscoroutine(res):
                    await asyncio.wait_for(res, 5)
            except Exception:
                log.exception("exit hook failed")
        self.protocol.writer.close()

    def finish(self, code):
        if self.exit_code is None:
            self.exit_code = code
        self._done.set()

    def _lost(self):
        log.error("the client closed the connection; exiting")
        self.finish(0 if self.state == SHUTDOWN else 1)

    def _post(self, fn, *args):
        try:
            self.loop.call_soon_threadsafe(fn, *args)
            return True
        except RuntimeError:     # the loop is closed: the server is exiting
            return False

    # -------------------------------------------------------------- reader thread
    def _read_loop(self):
        def read(n):
            while True:
                try:
                    return os.read(self.in_fd, n)
                except InterruptedError:
                    continue
        reader = FrameReader(read)
        while True:
            try:
                body = reader.read_frame()
            except FramingError as e:
                self._post(self._fatal, str(e))
                return
            except OSError as e:
                self._post(self._fatal, "cannot read the input: %s" % e)
                return
            if body is None:
                self._post(self._eof)
                return
            try:
                obj = json.loads(body)
            except (ValueError, RecursionError, MemoryError) as e:
                if not self._post(self._send_error, None, PARSE_ERROR, "parse error: %s" % str(e)[:200]):
                    return
                continue
            del body
            if isinstance(obj, dict) and _valid_id(obj.get("id")) and isinstance(obj.get("method"), str):
                self.protocol.cancels.received(obj["id"])
            elif isinstance(obj, dict) and obj.get("method") == T.CANCEL_REQUEST and "id" not in obj:
                p = obj.get("params")
                if isinstance(p, dict) and _valid_id(p.get("id")):
                    self.protocol.cancels.cancel(p["id"])
            self._slots.acquire()
            if not self._post(self._dispatch, obj):
                return

    # -------------------------------------------------------------- event-loop thread
    def _fatal(self, why):
        log.error("unrecoverable framing error, exiting: %s", why)
        sys.stderr.write("urdf-ls: unrecoverable JSON-RPC framing error: %s\n" % why)
        self._send_error(None, PARSE_ERROR, "unrecoverable framing error: %s" % why)
        self.finish(1)

    def _eof(self):
        self.finish(0 if self.state == SHUTDOWN else 1)

    def _send_error(self, msg_id, code, message):
        if self.exit_code is None:
            self.protocol.send_error(msg_id, code, message)

    def _dispatch(self, obj):
        self._slots.release()
        if self.exit_code is not None:
            return
        with self.collector.burst():
            self._handle(obj)
        self.collector.settle(self.loop)

    def _handle(self, obj):
        try:
            kind, msg_id, method, params = classify(obj)
        except Invalid as e:
            self._send_error(e.msg_id, e.code, str(e))
            return
        try:
            if kind == "response":
                self._response(msg_id, params)
            elif kind == "notification":
                self._notification(method, obj)
            else:
                self._request(msg_id, method, obj)
        except Exception:     # never let one message kill the server
            log.exception("failed to handle %s %r", kind, method)
            if kind == "request":
                self.protocol.cancels.answered(msg_id)
                self._send_error(msg_id, INTERNAL_ERROR, "internal error")

    def _structure(self, method, obj, request):
        typ = self.protocol.get_message_type(method)
        if typ is None:
            return None
        data = dict(obj)
        if data.get("params") is None:
            data.pop("params", None)
        return self.protocol._converter.structure(data, typ)

    def _known(self, method):
        fm = self.protocol.fm
        return method in fm.builtin_features or method in fm.features

    def _request(self, msg_id, method, obj):
        def refuse(code, message):
            self.protocol.cancels.answered(msg_id)
            self._send_error(msg_id, code, message)
        if self.state == SHUTDOWN:
            return refuse(INVALID_REQUEST, "the server is shutting down; only 'exit' is accepted")
        if self.state == UNINITIALIZED and method != T.INITIALIZE:
            return refuse(SERVER_NOT_INITIALIZED, "the server is not initialized")
        if self.state != UNINITIALIZED and method == T.INITIALIZE:
            return refuse(INVALID_REQUEST, "initialize may only be sent once")
        typ = self.protocol.get_message_type(method)
        if not self._known(method) or typ is None or not _has_id(typ):   # unknown, or a notification's name
            return refuse(METHOD_NOT_FOUND, "method not found: %s" % method[:200])
        try:
            msg = self._structure(method, obj, True)
        except Exception as e:
            return refuse(INVALID_PARAMS, "invalid params for %s: %s" % (method, _reason(e)))
        if msg is None:
            return refuse(METHOD_NOT_FOUND, "method not found: %s" % method[:200])
        if method == T.INITIALIZE:
            self.state = INITIALIZED
        elif method == T.SHUTDOWN:
            self.state = SHUTDOWN
        self.protocol.handle_message(msg)

    def _notification(self, method, obj):
        if method == T.EXIT:
            self.finish(0 if self.state == SHUTDOWN else 1)
            return
        if method == T.CANCEL_REQUEST or self.state != INITIALIZED:
            return      # cancellation was handled by the reader; before initialize/after shutdown: dropped
        if not self._known(method):
            log.info("ignoring notification %r", method[:200])
            return
        try:
            msg = self._structure(method, obj, False)
        except Exception as e:
            log.warning("dropping %s with invalid params: %s", method, _reason(e))
            return
        if msg is not None:
            self.protocol.handle_message(msg)

    def _response(self, msg_id, obj):
        if "error" in obj:
            e = obj.get("error")
            self.protocol._handle_response(msg_id, None, T.ResponseError(
                code=e.get("code", INTERNAL_ERROR) if isinstance(e, dict) else INTERNAL_ERROR,
                message=str(e.get("message", "")) if isinstance(e, dict) else str(e)))
        else:
            self.protocol._handle_response(msg_id, obj.get("result"))


def _has_id(typ):
    try:
        return "id" in attrs.fields_dict(typ)
    except (TypeError, attrs.exceptions.NotAnAttrsClassError):
        return False


def _reason(e):
    """a short description of a deserialization failure (cattrs nests them)"""
    parts = []
    stack = [e]
    while stack and len(parts) < 3:
        x = stack.pop()
        subs = getattr(x, "exceptions", None)
        if subs:
            stack.extend(subs)
        else:
            parts.append("%s: %s" % (type(x).__name__, str(x)[:120]))
    return "; ".join(parts) or type(e).__name__
