"""The server's runs of the targets' consumers (document/consumers.py: the jobs; workspace/consumers: the
runner): a document asks for them after a save and once its edits pause (`Changes.consume`); each installed
consumer loads it in a contained child, at most one per document and consumer (a newer run kills the one
running), and what it said is published when it finishes, unless the document changed meanwhile.  Nothing
of it runs on the keystroke path: the loads wait for the pause, in threads that only wait for children."""
from __future__ import annotations

import asyncio
import logging

log = logging.getLogger("urdf-ls")


class ConsumerRuns:
    def __init__(self, server):
        self.server = server
        self._runner = None        # workspace.consumers.runner.ConsumerRunner, made when a run is first asked

    @property
    def runner(self):
        if self._runner is None:
            from ..workspace.consumers.runner import ConsumerRunner
            self._runner = ConsumerRunner()
        return self._runner

    def schedule(self, key, delay):
        """the document's consumers load it after `delay` seconds without another edit (0: now); an edit kills
        the loads of the text it changed at once (their answer would be dropped: the document changed)"""
        if delay:
            self.runner.close(key)
            self.runner.later((key, None), delay, lambda: self.start(key))
        else:
            self.start(key)

    def start(self, key):
        """one run per installed consumer of the document's targets; the runs of consumers no longer asked for
        are stopped"""
        jobs = self.server.session.consumer_jobs(key)
        wanted = {job.target for job in jobs}
        for running in [k for k in self.runner.running() if k[0] == key and k[1] not in wanted]:
            self.runner.cancel(running)
        return [asyncio.ensure_future(self._run(job)) for job in jobs]

    async def _run(self, job):
        task = self.runner.start((job.key, job.target), job.load)
        try:
            result = await task
        except asyncio.CancelledError:
            return
        except Exception:       # (a bug of the runner: the document keeps its other diagnostics)
            log.exception("consumer %s", job.target)
            return
        self.server.apply(self.server.session.consumer_finished(job, result))

    def close(self, key):
        if self._runner is not None:
            self._runner.close(key)

    def shutdown(self):
        if self._runner is not None:
            self._runner.shutdown()
