"""The LSP layer: the language server, its hardened JSON-RPC transport and the conversions to LSP types."""
