"""Helpers of the adversarial suite (issue #9): a raw JSON-RPC client over the server's stdio that can send
malformed frames, and builders of hostile files and workspaces."""
