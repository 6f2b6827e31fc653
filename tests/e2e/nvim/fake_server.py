"""A stand-in LSP server that records what a client sends in `initialize` (its real capabilities) and
answers just enough for the client to carry on.   python fake_server.py OUT.json"""
import json
import sys

out = sys.argv[1]
inp, outp = sys.stdin.buffer, sys.stdout.buffer


def read():
    length = None
    while True:
        line = inp.readline()
        if not line:
            return None
        if line in (b"\r\n", b"\n"):
            break
        k, _, v = line.decode().partition(":")
        if k.strip().lower() == "content-length":
            length = int(v)
    return json.loads(inp.read(length))


def send(obj):
    body = json.dumps(obj).encode()
    outp.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    outp.flush()


while True:
    msg = read()
    if msg is None or msg.get("method") == "exit":
        break
    if msg.get("method") == "initialize":
        with open(out, "w") as f:
            json.dump(msg["params"], f, indent=1)
        send({"jsonrpc": "2.0", "id": msg["id"], "result": {"capabilities": {"textDocumentSync": 1},
                                                            "serverInfo": {"name": "fake"}}})
    elif "id" in msg and "method" in msg:
        send({"jsonrpc": "2.0", "id": msg["id"], "result": None})
