"""Development runner of the preview, without the language server:

    python -m urdf_ls.preview ROBOT.urdf [--port N] [--no-open]

serves the page for one URDF file (meshes: relative, file:// and package:// found upward from the file),
prints the URL as the first line, and follows the file on disk (well-formedness errors keep the last good
model and show the error count). The real entry points are `urdf-ls preview` and the LSP command, which
publish the language server's own model.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import sys
import xml.etree.ElementTree as ET

from . import PreviewServer, PreviewState
from .browser import open_in_browser
from .files import link_files, simple_resolver


def read_state(path, version, last_good):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError as e:
        return PreviewState(version, last_good, 1, None, {}, message="cannot read %s: %s" % (path, e),
                            title=os.path.basename(path)), last_good
    error = None
    try:
        root = ET.fromstring(text)
        if root.tag != "robot":
            error = (0, 0)
    except ET.ParseError as e:
        line, col = e.position
        error = (max(0, line - 1), col)
    if error is None:
        last_good = text
    urdf = last_good
    files = {}
    if urdf is not None:
        urdf, files = link_files(urdf, simple_resolver(os.path.dirname(os.path.abspath(path))))
    return PreviewState(version, urdf, 1 if error else 0, error, files, title=os.path.basename(path),
                        stale=error is not None and urdf is not None), last_good


async def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m urdf_ls.preview", description=__doc__.split("\n\n")[0])
    ap.add_argument("path")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--no-open", action="store_true")
    a = ap.parse_args(argv)
    srv = PreviewServer(on_select=lambda name: print("selected", name, flush=True),
                        on_reveal=lambda line, ch: print("reveal %d:%d" % (line + 1, ch + 1), flush=True))
    await srv.start(port=a.port)
    version, last_good, stamp = 1, None, None
    try:
        while True:
            try:
                st = os.stat(a.path)
                now = (st.st_mtime_ns, st.st_size)
            except OSError:
                now = None
            if now != stamp:
                stamp = now
                state, last_good = await asyncio.to_thread(read_state, a.path, version, last_good)
                srv.publish(state)
                if version == 1:      # the URL once there is something to show
                    print(srv.url, flush=True)
                    if not a.no_open:
                        open_in_browser(srv.url)
                version += 1
            await asyncio.sleep(0.2)
    finally:
        await srv.stop()


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        sys.exit(0)
