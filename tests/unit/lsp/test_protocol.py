"""Unit tests of the hardened JSON-RPC layer (urdf_ls/lsp/protocol.py): framing, message classification and
the cancellation of a running request, without a server process.  Bounded: every wait has a timeout."""
import io
import threading
import time

import pytest

from urdf_ls.lsp.protocol import (
    MAX_CONTENT_LENGTH,
    Cancellation,
    FrameReader,
    FramingError,
    Invalid,
    RequestCancelled,
    classify,
)
from urdf_ls.text import cancel


def reader(data: bytes, chunk=7):
    f = io.BytesIO(data)
    return FrameReader(lambda n: f.read(min(n, chunk)))


def test_frames_split_across_reads():
    r = reader(b"Content-Length: 2\r\nContent-Type: x\r\n\r\n{}\r\n" + b"content-LENGTH:3\r\n\r\n[1]", chunk=1)
    assert r.read_frame() == b"{}"
    assert r.read_frame() == b"[1]"
    assert r.read_frame() is None


@pytest.mark.parametrize("data", [
    b"Content-Length: 100000000000\r\n\r\n",
    b"Content-Length: %d\r\n\r\n" % (MAX_CONTENT_LENGTH + 1),
    b"Content-Length: 1\r\nContent-Length: 2\r\n\r\nab",
    b"Content-Length: 0x10\r\n\r\n",
    b"Content-Type: x\r\n\r\n{}",
    b"no colon here\r\n\r\n",
    b"Content-Length: 10\r\n\r\nabc",
    b"Content-Length: 10\r\n",
    b"A" * 10000,
])
def test_unframeable(data):
    with pytest.raises(FramingError):
        reader(data).read_frame()


def test_announced_size_is_not_allocated_up_front():
    # a large announced body arrives in pieces; nothing is allocated beyond what arrived
    r = reader(b"Content-Length: 50000000\r\n\r\n" + b"x" * 1000)
    with pytest.raises(FramingError, match="1000 of 50000000"):
        r.read_frame()


@pytest.mark.parametrize("obj,code", [
    ([], -32600), (5, -32600), ({"jsonrpc": "2.0"}, -32600), ({"jsonrpc": "2.0", "id": 1.5, "method": "x"}, -32600),
    ({"jsonrpc": "2.0", "id": True, "method": "x"}, -32600), ({"jsonrpc": "2.0", "id": None, "method": "x"}, -32600),
    ({"jsonrpc": "2", "id": 1, "method": "x"}, -32600), ({"jsonrpc": "2.0", "id": 1, "method": "x", "params": 3}, -32602),
])
def test_classify_invalid(obj, code):
    with pytest.raises(Invalid) as e:
        classify(obj)
    assert e.value.code == code


def test_classify_valid():
    assert classify({"jsonrpc": "2.0", "id": "a", "method": "m"})[:3] == ("request", "a", "m")
    assert classify({"jsonrpc": "2.0", "method": "m", "params": [1]})[0] == "notification"
    assert classify({"jsonrpc": "2.0", "id": 3, "result": None})[0] == "response"


def test_running_request_stops_at_its_next_check():
    c = Cancellation()
    c.received(1)
    started, checks = threading.Event(), []

    def busy():
        started.set()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            checks.append(1)
            cancel.check()
        return "finished"

    canceller = threading.Thread(target=lambda: (started.wait(10), c.cancel(1)))
    canceller.start()
    t0 = time.monotonic()
    with pytest.raises(RequestCancelled):
        c.run(1, busy)
    assert time.monotonic() - t0 < 10 and checks
    canceller.join(10)
    # nothing pending afterwards: the next request runs normally, and checks outside a request never raise
    c.received(2)
    assert c.run(2, lambda: sum(range(100000))) == sum(range(100000))
    cancel.check()


def test_cancelled_after_the_last_check_is_answered_cancelled():
    """the answer of a request cancelled while it ran is not sent, checks or not"""
    c = Cancellation()
    c.received(3)
    with pytest.raises(RequestCancelled):
        c.run(3, lambda: c.cancel(3) or "result")


def test_an_exception_handler_in_a_feature_does_not_swallow_the_cancel():
    c = Cancellation()
    c.received(4)
    went_on = []

    def guarded():
        try:
            c.cancel(4)
            cancel.check()
        except Exception:
            went_on.append("swallowed")
        went_on.append("after the check")
    with pytest.raises(RequestCancelled):
        c.run(4, guarded)
    assert not went_on


def test_cancelled_before_start_never_runs():
    c = Cancellation()
    c.received(5)
    c.cancel(5)
    ran = []
    with pytest.raises(RequestCancelled):
        c.run(5, lambda: ran.append(1))
    assert not ran


def test_cancel_after_finish_does_not_leak_into_later_code():
    c = Cancellation()
    c.received(7)
    assert c.run(7, lambda: 42) == 42
    c.answered(7)
    c.cancel(7)          # too late: unknown id now
    cancel.check()
    c.received(8)
    assert c.run(8, lambda: cancel.check() or 43) == 43
