"""The preview page's state, long-polled from its server (no sleeping)."""
import asyncio
import json
import urllib.parse
import urllib.request


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
