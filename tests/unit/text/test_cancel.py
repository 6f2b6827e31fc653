"""Cooperative cancellation (urdf_ls/text/cancel.py) in the features' long loops: every feature that walks the
whole document stops at the check where it sees a cancel. On a 1,000-link robot; how long the stretches between
checks are on a 10,000-link one: tests/e2e/test_cancel_latency.py."""
import os
import sys
import time

import pytest

from tests.helpers.paths import NO_FOLDER, ROOT
from urdf_ls.document.document import Document
from urdf_ls.features import colors, formatting, inlay, links, structure, symbols, xacro_refs
from urdf_ls.text import cancel
from urdf_ls.workspace.workspace import Workspace

sys.path.insert(0, os.path.join(ROOT, "bench"))
import bench  # noqa: E402 (the benchmark's robots)

N = 1000


class Recording(cancel.Token):
    """a token that notes when each check reads it, and is cancelled from the `stop_at`-th check on"""
    __slots__ = ("times", "stop_at")

    def __init__(self, stop_at=None):
        self.times, self.stop_at = [], stop_at

    @property
    def cancelled(self):
        self.times.append(time.perf_counter())
        return self.stop_at is not None and len(self.times) >= self.stop_at


@pytest.fixture(scope="module")
def robot():
    doc = Document(bench.make_robot(N), path=NO_FOLDER + "/cancel_robot.urdf")
    doc.analysis()
    doc.lines   # noqa: B018 (built before the timing, as a request finds it)
    return doc


@pytest.fixture(scope="module")
def xacro_robot():
    doc = Document(bench.make_xacro(N), path=NO_FOLDER + "/cancel_robot.urdf.xacro")
    doc.analysis()
    doc.lines   # noqa: B018
    return doc, doc.text.index("<xacro:seg i=") + len("<xacro:")


FEATURES = {
    "documentSymbol": lambda d, x: symbols.symbols(d),
    "foldingRange": lambda d, x: structure.folding_ranges(d),
    "inlayHint": lambda d, x: inlay.inlay_hints(d),
    "documentColor": lambda d, x: colors.document_colors(d),
    "documentLink": lambda d, x: links.document_links(d),
    "formatting": lambda d, x: formatting.format_document(d),
    "workspace/symbol": lambda d, x: structure.workspace_symbols([(d.path, d)]),
    "xacro references": lambda d, x: xacro_refs.references(x[0], x[1], Workspace(), {}),
    "xacro rename": lambda d, x: xacro_refs.rename(x[0], x[1], "renamed", Workspace(), {}),
}


@pytest.mark.parametrize("name", FEATURES)
def test_a_cancel_stops_the_feature_at_the_next_check(name, robot, xacro_robot):
    token = Recording(stop_at=N // 8)
    with cancel.running(token), pytest.raises(cancel.Cancelled):
        FEATURES[name](robot, xacro_robot)
    assert len(token.times) == N // 8
    cancel.check()      # outside the request: never cancelled
