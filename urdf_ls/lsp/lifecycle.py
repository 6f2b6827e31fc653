"""Handlers of the server's life and settings: initialize, configuration, watched files, shutdown."""
from __future__ import annotations

import asyncio
import logging
import traceback

from lsprotocol import types as T

from ..workspace.workspace import Workspace
from . import convert
from .handling import uri_to_path

log = logging.getLogger("urdf_ls")

# project files (settings) and package.xml (package resolution): reloaded on workspace/didChangeWatchedFiles
WATCHED_FILES = ("**/urdf-ls.toml", "**/pyproject.toml", "**/package.xml")


def on_initialize(ls, params: T.InitializeParams):
    folders = [p for p in (uri_to_path(f.uri) for f in params.workspace_folders or []) if p]
    if not folders and params.root_uri and uri_to_path(params.root_uri):
        folders.append(uri_to_path(params.root_uri))
    ls.ws = Workspace(folders)
    enc = ls.workspace.position_encoding if ls.workspace is not None else None
    enc = str(getattr(enc, "value", enc) or "utf-16")
    ls.client = convert.Client(params.capabilities, enc if enc in ("utf-8", "utf-16", "utf-32") else "utf-16")
    ls.configure(params.initialization_options)


async def on_initialized(ls, params):
    """a client that gave no initializationOptions is asked for its settings (an extension that gives them,
    like VS Code's, has already decided what they are, e.g. no expansion in an untrusted workspace)"""
    register_file_watchers(ls)
    if not ls.ws.client_json:
        await pull_configuration(ls)


def client_registers_watchers(ls) -> bool:
    ws = getattr(ls.client_capabilities, "workspace", None)
    watched = getattr(ws, "did_change_watched_files", None)
    return bool(watched and watched.dynamic_registration)


def register_file_watchers(ls):
    """ask the client to watch WATCHED_FILES for us (editors that do not watch them on their own would never
    tell), only when it said it accepts such a registration; sent at once, its answer is not waited for"""
    if not client_registers_watchers(ls):
        return
    options = T.DidChangeWatchedFilesRegistrationOptions([T.FileSystemWatcher(glob_pattern=g) for g in WATCHED_FILES])
    sent = ls.client_register_capability(T.RegistrationParams([T.Registration(
        id="urdf-ls/watched-files", method=T.WORKSPACE_DID_CHANGE_WATCHED_FILES, register_options=options)]))

    def answered(f):
        if f.cancelled() or f.exception() is not None:   # files changed outside the editor go unnoticed
            log.warning("file watchers not registered: %s", "cancelled" if f.cancelled() else f.exception())
    sent.add_done_callback(answered)


async def pull_configuration(ls):
    """the client's `urdf-ls` settings section, when it can be asked (they override initializationOptions)"""
    if not getattr(getattr(ls.client_capabilities, "workspace", None), "configuration", False):
        return False
    try:
        got = await ls.workspace_configuration_async(T.ConfigurationParams([T.ConfigurationItem(section="urdf-ls")]))
    except Exception:  # a client that fails the request keeps the settings it gave at initialize
        log.warning("workspace/configuration failed: %s", traceback.format_exc())
        return False
    section = got[0] if got else None
    if isinstance(section, dict) and section:
        ls.configure(section)
    return True


def did_change_configuration(ls, params: T.DidChangeConfigurationParams):
    """settings sent with the notification apply before the next message is handled; without them (a
    pull-model client) they are asked for"""
    s = params.settings
    if isinstance(s, dict) and s:
        ls.configure(s.get("urdf-ls", s))
    else:
        asyncio.ensure_future(_pull_or_reset(ls, s))


async def _pull_or_reset(ls, sent):
    if not await pull_configuration(ls):
        ls.configure(sent)


def did_change_watched_files(ls, params: T.DidChangeWatchedFilesParams):
    ls.file_changes.changed([c.uri for c in params.changes])


def on_shutdown(ls, params):
    ls.runner.shutdown()
    ls.consumers.shutdown()
