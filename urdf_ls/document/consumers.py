"""The consumers of a document's targets, run on it (workspace/consumers: the runner; rules/targets: reading
and placing what they say): which loads a document asks for, and the diagnostics of a finished one.  No
processes here: the LSP server runs the jobs off the keystroke path (after a save, and once typing pauses;
a new one kills the running one), the CLI runs them in place (cli/consumers.py)."""
from __future__ import annotations

import os

from ..rules import suppress
from ..rules.targets.consumer_verdict import package_map, replaced_codes
from ..rules.targets.placing import load_diagnostics
from ..rules.targets.report import compare
from ..workspace.consumers.installed import runnable
from ..workspace.consumers.runner import LoadJob


class ConsumerJob:
    """one consumer's load of one document's text; `stamp` tells whether the document changed meanwhile"""
    __slots__ = ("key", "target", "load", "document", "stamp", "lines_match")

    def __init__(self, key, target, load, document, stamp, lines_match):
        self.key, self.target, self.load, self.document, self.stamp = key, target, load, document, stamp
        self.lines_match = lines_match      # the consumer loads the document's own text (not an expansion)


def consumer_jobs(key, doc, path, settings, find, expanded=None) -> list[ConsumerJob]:
    """the loads a document asks for: one per installed consumer of its targets, of its current text (a .xacro
    document: of its last expansion, `expanded`); none when consumers are not to run or there is no robot"""
    if not path or not doc.targets or not settings.run_consumers:
        return []
    if doc.ctx.xacro:
        if expanded is None or expanded.tree.root is None or expanded.tree.root.name != "robot":
            return []
        root, text, lines_match = expanded.tree.root, expanded.text, False
    else:
        root, text, lines_match = doc.tree.root, doc.text, True
        if root is None or root.name != "robot":
            return []
    packages = package_map(root, find)
    return [ConsumerJob(key, t, LoadJob(t, os.path.abspath(path), text=text, packages=packages), doc, doc.edits,
                        lines_match) for t in doc.targets if runnable(t)]


def consumer_finished(job: ConsumerJob, result, settings) -> tuple[list, set]:
    """(the diagnostics of a finished load on its document, the static codes they replace)"""
    doc = job.document
    root = doc.tree.root
    if root is None:
        return [], set()
    diags = load_diagnostics(root, doc.text, result, job.lines_match)
    if job.lines_match:
        diags += compare(root, result)[1]
    return suppress.reported(doc.tree, diags, settings, doc.may_suppress), replaced_codes(job.target)
