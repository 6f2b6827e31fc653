"""`--target NAME` with the consumer installed: `urdf-ls check` loads each file in it (a contained child,
workspace.consumers.runner) and reports what it said on the source lines, in place of the static guesses
(rules.targets.consumer_verdict).  Without the consumer, the static rules answer and the preflight says so."""
from __future__ import annotations

import os

from ..rules.suppress import reported
from ..rules.targets.consumer_verdict import package_map, replaced_codes
from ..rules.targets.placing import load_diagnostics
from ..rules.targets.report import compare
from ..workspace.consumers.installed import CONSUMERS, consumer_name, install_hint, runnable
from ..workspace.consumers.runner import LoadJob, run_load


_STATIC_ONLY = {"kdl": "KDL", "isaac": "Isaac Sim"}


class ConsumerRun:
    """what one consumer made of one file: its LoadResult, the diagnostics placed on the source, and the
    comparison of its model with the file's (rules.targets.report.Report)"""
    __slots__ = ("target", "result", "diagnostics", "report")

    def __init__(self, target, result, diagnostics, report):
        self.target, self.result, self.diagnostics, self.report = target, result, diagnostics, report


def run_consumers(session, path, convert=False) -> list[ConsumerRun]:
    """load the file (a .xacro file's expansion, when it has one) in each installed consumer of its targets,
    the consumers side by side (each waits for its own child)"""
    doc = session.document(path)
    settings = session.workspace.settings_for(doc.path)
    targets = [t for t in doc.targets if runnable(t)] if settings.run_consumers else []
    source = _source(session, path, doc) if targets else None
    if source is None:
        return []
    root, _text, lines_match, loaded_text = source
    packages = package_map(root, lambda name: session.workspace.packages.find(name, doc.path))
    jobs = [LoadJob(t, os.path.abspath(doc.path), text=loaded_text, packages=packages, convert=convert)
            for t in targets]
    if len(jobs) == 1:
        results = [run_load(jobs[0])]
    else:
        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(len(jobs)) as pool:
            results = list(pool.map(run_load, jobs))
    runs = []
    for result in results:
        diags = load_diagnostics(doc.tree.root, doc.text, result, lines_match) if doc.tree.root else []
        report, differs = compare(root, result)
        if lines_match:         # (the warnings are on the loaded tree: the document's own, not an expansion's)
            diags += differs
        runs.append(ConsumerRun(result.target, result, reported(doc.tree, diags, settings), report))
    return runs


def _source(session, path, doc):
    """(the robot the consumer loads, its text, whether its lines are the document's, the text to send or None
    for the file on disk); None when there is no robot to load (a .xacro file not expanded)"""
    root = doc.tree.root
    if doc.ctx.xacro:
        expanded = session.expanded_document(path)
        if expanded is None or expanded.tree.root is None or expanded.tree.root.name != "robot":
            return None
        return expanded.tree.root, expanded.text, False, expanded.text
    if root is None or root.name != "robot":
        return None
    return root, doc.text, True, None


def merged(found, path, lines, runs):
    """the file's results with each run consumer's diagnostics in place of its target's static refusals"""
    if not runs:
        return found
    gone = set().union(*(replaced_codes(r.target) for r in runs))
    kept = [r for r in found if not (r[0] == path and r[2].code in gone)]
    return kept + [(path, lines, d) for run in runs for d in run.diagnostics]


def answered_by(target, runs, static=False) -> str:
    """the preflight's word on who answered for a target"""
    if static:
        return "answered by the static rules (--static)"
    for run in runs:
        if run.target == target:
            return "answered by %s, run on the file (%s)" % (
                consumer_name(target), "it loads it" if run.result.loaded else "it refuses it")
    if target not in CONSUMERS:
        return "answered by the static rules: %s is not run by urdf-ls" % _STATIC_ONLY.get(target, target)
    if runnable(target):
        return "answered by the static rules (no robot to load)"
    return "answered by the static rules: %s is not installed here (%s)" % (consumer_name(target),
                                                                            install_hint(target))
