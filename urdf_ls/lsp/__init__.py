"""The LSP layer: the language server, its hardened JSON-RPC transport and the conversions to LSP types."""
from __future__ import annotations

import importlib


class Later:
    """a module imported on its first use: the server answers `initialize` without importing the document,
    rules and feature layers (an editor waits from spawning the server to that answer)"""
    __slots__ = ("_name", "_module")

    def __init__(self, name):
        self._name, self._module = name, None

    def __getattr__(self, attr):
        if self._module is None:
            self._module = importlib.import_module(self._name)
        return getattr(self._module, attr)
