"""`urdf-ls preview PATH`: the live 3D preview in a browser, following the file on disk; the page shows what
the Session makes of the file (the same diagnostics as `urdf-ls check`)."""
from __future__ import annotations

import os
import sys

from .args import EXIT_CLEAN, EXIT_USAGE, add_trust_argument, argument_parser, report_problems, xacro_missing

FOLLOW_INTERVAL = 0.25   # seconds between two looks at the file (no file-watch API in the standard library)


def _parser():
    ap = argument_parser(prog="urdf-ls preview", description="Serve a live 3D preview of a URDF file "
                         "on 127.0.0.1 (the first line printed is its URL); it follows changes on disk.")
    ap.add_argument("path", metavar="PATH")
    ap.add_argument("--port", type=int, default=0, help="port to serve on (default: any free port)")
    ap.add_argument("--no-open", action="store_true", help="do not open the page in a browser")
    ap.add_argument("--workspace", action="append", default=[], metavar="DIR",
                    help="folder to search for ROS packages (repeatable)")
    ap.add_argument("--expand-xacro", action="store_true",
                    help="preview a .xacro file through its expansion (runs its Python expressions)")
    add_trust_argument(ap)
    return ap


def cmd_preview(argv):
    import asyncio
    args = _parser().parse_args(argv)
    if args.expand_xacro and xacro_missing():
        print(xacro_missing(), file=sys.stderr)
        return EXIT_USAGE
    try:
        asyncio.run(_preview(args))
    except KeyboardInterrupt:
        pass
    except OSError as e:
        print("urdf-ls preview: %s" % e, file=sys.stderr)
        return EXIT_USAGE
    return EXIT_CLEAN


async def _preview(args):
    import asyncio
    from ..preview import PageFeed, PreviewServer
    from ..preview.browser import open_in_browser
    from .check import client_flags
    from .expansions import run_expansions
    from .single_file import open_session
    path = os.path.abspath(args.path)
    session = open_session(args.workspace or [os.path.dirname(path)],
                           client_flags(expand=args.expand_xacro, trusted=args.trust))
    srv, feed = PreviewServer(), PageFeed()
    url = await srv.start(args.port)
    print(url, flush=True)       # (the user's terminal gets the token; the browser's command line does not)
    if not args.no_open:
        open_in_browser(url)
    version, stamp, reported = 0, None, set()
    while True:
        now = _stamp(path)
        if now != stamp:
            stamp, version = now, version + 1
            session.close(path)
            session.workspace.files_changed()
            report_problems(run_expansions(session, session.open_file(path, path)).project_problems, reported)
            srv.publish(feed.state(version, session.preview_model(path),
                                   lambda u: session.workspace.packages.resolve(u, path)[0], os.path.basename(path)))
        await asyncio.sleep(FOLLOW_INTERVAL)


def _stamp(path):
    try:
        st = os.stat(path)
        return st.st_mtime_ns, st.st_size
    except OSError:
        return None
