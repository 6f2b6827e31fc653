"""Which handler answers which LSP method: the one table of the server's methods (taplo's model), and the
loop that serves them on stdio."""
from __future__ import annotations

import logging
import os
import sys

from lsprotocol import types as T

from . import collision_commands, commands, kind_requests, lifecycle, text_sync, workspace_requests
from .server import CURSOR_MOVED, UrdfServer

NOTIFICATIONS_AND_LIFECYCLE = {
    T.INITIALIZE: lifecycle.on_initialize,
    T.INITIALIZED: lifecycle.on_initialized,
    T.WORKSPACE_DID_CHANGE_CONFIGURATION: lifecycle.did_change_configuration,
    T.WORKSPACE_DID_CHANGE_WATCHED_FILES: lifecycle.did_change_watched_files,
    T.SHUTDOWN: lifecycle.on_shutdown,
    T.TEXT_DOCUMENT_DID_OPEN: text_sync.did_open,
    T.TEXT_DOCUMENT_DID_CHANGE: text_sync.did_change,
    T.TEXT_DOCUMENT_DID_SAVE: text_sync.did_save,
    T.TEXT_DOCUMENT_DID_CLOSE: text_sync.did_close,
    CURSOR_MOVED: commands.cursor_moved,
}

REQUESTS = {    # method -> (the empty answer, its registration options); the document's kind answers (kind_requests)
    T.TEXT_DOCUMENT_COMPLETION: (None, T.CompletionOptions(trigger_characters=["<", '"', " ", ":", "{"])),
    T.TEXT_DOCUMENT_HOVER: (None, None),
    T.TEXT_DOCUMENT_DEFINITION: (None, None),
    T.TEXT_DOCUMENT_REFERENCES: (None, None),
    T.TEXT_DOCUMENT_PREPARE_RENAME: (None, None),
    T.TEXT_DOCUMENT_RENAME: (None, None),
    T.TEXT_DOCUMENT_DOCUMENT_SYMBOL: ([], None),
    T.TEXT_DOCUMENT_CODE_ACTION: ([], T.CodeActionOptions(code_action_kinds=[T.CodeActionKind.QuickFix,
                                                                                T.CodeActionKind.RefactorRewrite])),
    T.TEXT_DOCUMENT_INLAY_HINT: ([], None),
    T.TEXT_DOCUMENT_DOCUMENT_COLOR: ([], None),
    T.TEXT_DOCUMENT_COLOR_PRESENTATION: ([], None),
    T.TEXT_DOCUMENT_DOCUMENT_LINK: ([], None),
    T.TEXT_DOCUMENT_FOLDING_RANGE: ([], None),
    T.TEXT_DOCUMENT_SELECTION_RANGE: ([], None),
    T.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT: ([], None),
    T.TEXT_DOCUMENT_FORMATTING: ([], None),
    T.TEXT_DOCUMENT_RANGE_FORMATTING: ([], None),
}

WORKSPACE_REQUESTS = {T.WORKSPACE_SYMBOL: workspace_requests.workspace_symbol}

COMMANDS = {commands.PREVIEW: commands.preview,
            collision_commands.UPDATE_COLLISIONS: collision_commands.update_collisions,
            collision_commands.GENERATE_COLLISION: collision_commands.generate_collision}


def make_server() -> UrdfServer:
    ls = UrdfServer()
    for method, handler in NOTIFICATIONS_AND_LIFECYCLE.items():
        ls.feature(method)(handler)
    for method, (empty, options) in REQUESTS.items():
        ls.feature(method, options)(kind_requests.dispatcher(method, empty))
    for method, handler in WORKSPACE_REQUESTS.items():
        ls.feature(method)(handler)
    for name, handler in COMMANDS.items():
        ls.command(name)(handler)
    return ls


def serve():
    logging.basicConfig(level=os.environ.get("URDF_LS_LOG", "WARNING"))
    from .. import runtime
    from .protocol import Endpoint
    server = make_server()
    runtime.tune()      # collector thresholds and allocator settings, after every import
    collector = runtime.Collector(server.garbage_chars, server.live_chars)
    try:        # `kill -USR1 <pid>` prints every thread's stack to stderr: a hang can be diagnosed
        import faulthandler
        import signal
        faulthandler.register(signal.SIGUSR1, all_threads=True)
    except (ImportError, AttributeError, ValueError):
        pass
    code = Endpoint(server, collector, on_exit=[server.runner.shutdown]).run()
    sys.stdout.flush()
    os._exit(code)
