"""What the rules of one document share: the analysis context, made by the Document and handed to every rule."""
from __future__ import annotations


class Ctx:
    """what the rules of one document need to know"""

    def __init__(self, xacro_mode=False, path=None, packages=None, shared_checks=None):
        self.xacro = xacro_mode
        self.path = path
        self.packages = packages
        self.targets = ()   # the consumers the project targets (settings `targets`), for rules that need meshes
        # (check, its argument, start tag text) -> diagnostics (see leaf_check): the document's own, or what
        # the documents of a batch share (shared_checks: {xacro mode: dict}, the checks' only other input)
        self.checked = {} if shared_checks is None else shared_checks[bool(xacro_mode)]
        self.checked_max = _MAX_CHECKED if shared_checks is None else _MAX_SHARED_CHECKS


_MAX_CHECKED = 1024     # distinct start tags remembered per document (at most a few hundred KB)
_MAX_SHARED_CHECKS = 20000      # remembered for a batch of documents (about 100 bytes each)
