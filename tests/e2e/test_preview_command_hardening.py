"""`urdf-ls preview` as a process: Ctrl-C ends it promptly whatever requests are in flight (a FIFO named like
a mesh used to park a thread that exit then waited for), and the browser is opened through a private redirect
file, so the long-lived token never appears on a command line (which every local user can read in /proc)."""
import json
import os
import select
import signal
import socket
import stat
import subprocess
import sys
import time
import urllib.request
from urllib.parse import unquote, urlsplit

import pytest

from tests.e2e.helpers.preview_http import unblock_readers

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROBOT = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="%s"/></geometry></visual></link>'
         '</robot>')
EXIT_BOUND = 5.0


def start_preview(robot, *flags, env=None):
    return subprocess.Popen([sys.executable, "-m", "urdf_ls", "preview", *flags, str(robot)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def read_line(p, bound=30):
    assert select.select([p.stdout], [], [], bound)[0], "nothing printed within %s s" % bound
    return p.stdout.readline().strip()


def get_json(url, bound=10):
    with urllib.request.urlopen(url, timeout=bound) as r:
        return json.loads(r.read())


def send_request(port, target):
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(("GET %s HTTP/1.1\r\nHost: x\r\n\r\n" % target).encode())
    return s


def answered_within(sock, bound):
    """whether the server answers (or closes) within bound seconds"""
    return bool(select.select([sock], [], [], bound)[0])


@pytest.fixture
def robot_with_fifo_mesh(tmp_path):
    fifo = tmp_path / "x.stl"
    os.mkfifo(str(fifo))
    robot = tmp_path / "r.urdf"
    robot.write_text(ROBOT % "x.stl")
    yield robot
    unblock_readers(fifo)


def test_ctrl_c_exits_promptly_with_requests_in_flight(robot_with_fifo_mesh):
    p = start_preview(robot_with_fifo_mesh, "--no-open")
    socks = []
    try:
        parts = urlsplit(read_line(p))
        base, token = "http://%s" % parts.netloc, parts.query
        got = get_json("%s/state?%s&since=-1" % (base, token))
        while not got["state"]["files"]:               # (the first state may come before the file is linked)
            got = get_json("%s/state?%s&since=%d" % (base, token, got["seq"]))
        key = next(iter(got["state"]["files"]))
        events = send_request(parts.port, "/events?" + token)
        assert answered_within(events, 10) and b" 200 " in events.recv(4096)
        socks += [events, send_request(parts.port, "/state?%s&since=%d" % (token, got["seq"]))]   # long-poll
        idle = socket.create_connection(("127.0.0.1", parts.port), timeout=10)
        idle.sendall(b"GET /sta")                          # half a request
        fifo_request = send_request(parts.port, "/file/%s?%s" % (key, token))
        socks += [idle, fifo_request]
        if answered_within(fifo_request, 2):               # refused at once, as it should be
            assert b" 404 " in fifo_request.recv(4096)
        t0 = time.monotonic()
        p.send_signal(signal.SIGINT)
        try:
            rc = p.wait(EXIT_BOUND)
        except subprocess.TimeoutExpired:
            raise AssertionError("urdf-ls preview still running %s s after Ctrl-C" % EXIT_BOUND)
        assert rc == 0 and time.monotonic() - t0 < EXIT_BOUND
        assert "Traceback" not in p.stderr.read()
    finally:
        for s in socks:
            s.close()
        p.kill()
        p.wait(10)


def browser_recorder(tmp_path):
    """a BROWSER command that prints the arguments it was given on the preview's stdout"""
    script = tmp_path / "browser.py"
    script.write_text("#!%s\nimport json, sys\nprint('BROWSER-ARGV ' + json.dumps(sys.argv[1:]), flush=True)\n"
                      % sys.executable)
    script.chmod(0o700)
    return str(script)


def test_the_browser_gets_a_private_redirect_file_not_the_token(tmp_path):
    robot = tmp_path / "r.urdf"
    robot.write_text(ROBOT % "m.stl")
    env = dict(os.environ, BROWSER=browser_recorder(tmp_path))
    p = start_preview(robot, env=env)
    try:
        url = read_line(p)                                 # the terminal still gets the full URL first
        token = urlsplit(url).query.split("token=")[1]
        assert url.startswith("http://127.0.0.1:") and len(token) >= 40
        line = read_line(p)
        assert line.startswith("BROWSER-ARGV ")
        argv = json.loads(line[len("BROWSER-ARGV "):])
        assert len(argv) == 1 and token not in argv[0] and token not in unquote(argv[0])
        assert argv[0].startswith("file://")
        page = unquote(urlsplit(argv[0]).path)
        assert stat.S_IMODE(os.stat(page).st_mode) == 0o600
        assert stat.S_IMODE(os.stat(os.path.dirname(page)).st_mode) == 0o700
        text = open(page, encoding="utf-8").read()
        target = text.split('http-equiv="refresh" content="0;url=')[1].split('"')[0].replace("&amp;", "&")
        assert target == url
        with urllib.request.urlopen(target, timeout=10) as r:           # following it reaches the page
            assert r.status == 200 and r.headers["Content-Type"].startswith("text/html")
        p.send_signal(signal.SIGINT)
        assert p.wait(EXIT_BOUND) == 0
        assert not os.path.exists(os.path.dirname(page))  # removed on exit
    finally:
        p.kill()
        p.wait(10)


HUNG_SERVER = r'''
import asyncio, sys, threading
from urdf_ls.preview import PreviewServer, PreviewState, server

def hung_open(path):            # what a read on a hung file system (NFS, FUSE) does: never return
    print("stuck", flush=True)
    threading.Event().wait()

server.open_regular = hung_open     # (what the server calls for each /file request)

async def main():
    srv = PreviewServer()
    print(await srv.start(), flush=True)
    srv.publish(PreviewState(1, "<robot name='r'/>", 0, None, {"f": "/hung/m.stl"}))
    await asyncio.Event().wait()

try:
    asyncio.run(main())
except KeyboardInterrupt:
    pass
'''


def test_ctrl_c_exits_while_a_thread_is_stuck_on_the_disk():
    """no request can park a thread in a way Ctrl-C must wait for: the preview's threads do not hold up exit"""
    p = subprocess.Popen([sys.executable, "-c", HUNG_SERVER], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    sock = None
    try:
        parts = urlsplit(read_line(p))
        sock = send_request(parts.port, "/file/f?" + parts.query)
        assert read_line(p) == "stuck"
        p.send_signal(signal.SIGINT)
        try:
            rc = p.wait(EXIT_BOUND)
        except subprocess.TimeoutExpired:
            raise AssertionError("still running %s s after Ctrl-C" % EXIT_BOUND)
        assert rc == 0
    finally:
        if sock is not None:
            sock.close()
        p.kill()
        p.wait(10)
