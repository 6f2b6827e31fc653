"""The CLI runs the xacro expansions a Session asks for at once, in this process's child, and waits."""
from __future__ import annotations


def run_expansions(session, changes):
    """start each expansion `changes` asks for, wait for it and add what its result changed (in place)"""
    asked, changes.expand = changes.expand, []
    for item in asked:
        job = session.expansion_job(item.key)
        if job is not None:
            from ..workspace.expansion import run_xacro     # (here: checking URDF files never loads asyncio)
            text, err = run_xacro(job.path, job.folders, job.args, job.packages)
            changes.add(session.expansion_finished(job, text, err))
    return changes


def latest(changes):
    """{(key, path): the last Published of each file}, in the order the files were first published"""
    out = {}
    for pub in changes.published:
        out[(pub.key, pub.path)] = pub
    return out
