"""Live 3D preview of a URDF document: a small HTTP server on 127.0.0.1 that serves a three.js page
(built bundle in ``static/``) and pushes the document's current model to it.

Standard library only: this package does not import the rest of urdf_ls, pygls or lsprotocol.

    srv = PreviewServer(on_select=lambda link: ..., on_reveal=lambda line, character: ...)
    await srv.start(port=0)
    print(srv.url)
    text, files = link_files(urdf_text, resolve)      # mesh/texture filenames -> urdfls-file:<key>
    srv.publish(PreviewState(version=1, urdf=text, error_count=0, first_error=None, files=files))
    srv.highlight("base_link")
    await srv.stop()
"""
from .feed import PageFeed
from .files import link_files
from .server import PreviewServer, PreviewState

__all__ = ["PageFeed", "PreviewServer", "PreviewState", "link_files"]
