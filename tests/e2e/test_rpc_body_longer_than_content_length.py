"""A message whose body is longer than its Content-Length (issue #29): a client that counts characters
instead of UTF-8 bytes, or forgets a trailing part.  The bytes after the announced length cannot begin a
header; the server says so and exits 1 as soon as they arrive, also when the client then waits for an answer
and sends nothing more (it used to sit silently waiting for the end of a "header line").  No resynchronising:
see urdf_ls/lsp/protocol.py's docstring.  Every wait is bounded (rawclient.WAIT)."""
import io
import json

import pytest

from tests.e2e.helpers.rawclient import RawServer, frame
from urdf_ls.lsp.protocol import FrameReader, FramingError

SHUTDOWN = {"jsonrpc": "2.0", "id": 5, "method": "shutdown"}
DID_OPEN = {"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": "file:///r.urdf", "languageId": "urdf", "version": 1,
                                        "text": '<robot name="bräu">\n<link name="ä"/>\n</robot>\n'}}}
BODIES = [json.dumps(SHUTDOWN).encode(),
          json.dumps(SHUTDOWN, indent=2).encode(),                   # newlines inside the body
          json.dumps(DID_OPEN, ensure_ascii=False).encode()]         # non-ASCII; a tail like 'file:///r.urdf", ...'


class Blocked(Exception):
    """the reader asked for input a waiting client never sends"""


def reader_over(data):
    """a FrameReader over data that, once it is all read, blocks (here: raises Blocked)"""
    f = io.BytesIO(data)

    def read(n):
        chunk = f.read(n)
        if not chunk:
            raise Blocked()
        return chunk
    return FrameReader(read)


@pytest.mark.parametrize("body", BODIES, ids=["compact", "indented", "non-ascii"])
def test_every_too_small_content_length_is_a_framing_error_without_more_input(body):
    for n in range(len(body)):
        reader = reader_over(frame(body, content_length=n))
        assert reader.read_frame() == body[:n]
        with pytest.raises(FramingError, match="malformed header line"):
            reader.read_frame()


def test_a_whole_header_line_may_still_hold_braces():
    reader = reader_over(b'X-Note: {"a": [1]}\r\nContent-Length: 2\r\n\r\n{}')
    assert reader.read_frame() == b"{}"


def test_characters_counted_instead_of_bytes():
    body = BODIES[2]
    reader = reader_over(frame(body, content_length=len(body.decode("utf-8"))))
    reader.read_frame()
    with pytest.raises(FramingError):
        reader.read_frame()


def test_exact_frames_and_partial_headers_still_wait_for_input():
    """the early error never fires on a header that is still arriving"""
    good = b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" + frame(SHUTDOWN)
    for cut in range(len(good) - len(json.dumps(SHUTDOWN))):
        reader = reader_over(good + good[:cut])
        assert reader.read_frame() == json.dumps(SHUTDOWN).encode()
        with pytest.raises(Blocked):
            reader.read_frame()


@pytest.fixture
def srv():
    s = RawServer()
    yield s
    assert s.close(), "the server did not exit at end of input"


def test_server_exits_when_the_client_waits_for_the_answer(srv):
    srv.initialize()
    srv.send_bytes(frame(json.dumps(SHUTDOWN).encode(), content_length=30))
    assert srv.exit_code() == 1
    unrecoverable = srv.wait_for(lambda m: "unrecoverable" in m.get("error", {}).get("message", ""))
    assert unrecoverable["error"]["code"] == -32700 and unrecoverable["id"] is None
    assert b"urdf-ls: unrecoverable JSON-RPC framing error: malformed header line" in srv.stderr


def test_server_exits_when_a_request_follows(srv):
    srv.initialize()
    srv.send_bytes(frame(json.dumps(SHUTDOWN).encode(), content_length=30))
    srv.request("shutdown", None, msg_id=6)
    assert srv.exit_code() == 1
    assert b"unrecoverable JSON-RPC framing error" in srv.stderr
    while True:          # (the output ends: the reader thread puts None)
        m = srv.messages.get(timeout=10)
        if m is None:
            break
        assert m.get("id") not in (5, 6), m      # neither request ran
