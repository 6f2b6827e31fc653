"""What a Session call changed, for its caller to pass on (records shared by the Session and the document kinds).

Plain classes, not dataclasses: making a dataclass costs ~0.3 ms at import, and `urdf-ls check` of one small
file imports this module."""
from __future__ import annotations


class Published:
    """the diagnostics of one file, all of them (an empty list clears the file's)"""
    __slots__ = ("key", "path", "diagnostics", "lines")

    def __init__(self, key, path, diagnostics, lines=None):
        self.key = key                    # the open document's key; None for a file that is not open (see path)
        self.path = path
        self.diagnostics = diagnostics
        self.lines = lines                # a LineIndex of the text (None: the open document's)

    def __repr__(self):
        return "Published(%r, %r, %d diagnostics)" % (self.key, self.path, len(self.diagnostics))


class ExpansionJob:
    """what running xacro on a document takes; `stamp` tells whether the document changed meanwhile"""
    __slots__ = ("key", "path", "folders", "args", "packages", "text", "document", "stamp")

    def __init__(self, key, path, folders, args, packages, text, document, stamp):
        self.key, self.path, self.folders, self.args, self.packages = key, path, folders, args, packages
        self.text, self.document, self.stamp = text, document, stamp


class ExpansionDelay:
    """an expansion to start for the document `key` after `delay` seconds (0: now)"""
    __slots__ = ("key", "delay")

    def __init__(self, key, delay):
        self.key, self.delay = key, delay


class Changes:
    """what a Session call changed, for its caller to pass on"""
    __slots__ = ("published", "previews", "messages", "project_problems", "expand", "closed", "remeasure",
                 "consume")

    def __init__(self, expand=None, closed=None, messages=None):
        self.published = []          # [Published], in order
        self.previews = []           # keys whose preview model may have changed
        self.messages = messages or []       # warnings for the user about settings
        self.project_problems = []   # "path: problem" of project files, each once
        self.expand = expand or []   # [ExpansionDelay]: call expansion_job then
        self.closed = closed or []   # keys of documents closed
        self.remeasure = []          # keys with links left to measure: call continue_physics soon
        self.consume = []            # [ExpansionDelay]: the targets' consumers load the document then (consumer_jobs)

    def add(self, other: Changes):
        self.published += other.published
        self.previews += other.previews
        self.messages += other.messages
        self.project_problems += other.project_problems
        self.expand += other.expand
        self.closed += other.closed
        self.remeasure += other.remeasure
        self.consume += other.consume

    def expand_later(self, key, delay=0.0):
        self.expand.append(ExpansionDelay(key, delay))

    def consume_later(self, key, delay=0.0):
        self.consume.append(ExpansionDelay(key, delay))


def logged(what):
    """log the exception being handled (the logging module is loaded here, only when something failed: a
    check of one file must not pay for its import)"""
    import logging
    import traceback
    logging.getLogger("urdf_ls").error("%s failed: %s", what, traceback.format_exc())
