"""Cooperative cancellation (urdf_ls/text/cancel.py) in the features' long loops, on a 10,000-link robot:
every feature that walks the whole document checks often (the longest stretch without a check bounds how
late a $/cancelRequest is answered). That a cancel seen at a check stops it there:
tests/unit/text/test_cancel.py."""
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

pytestmark = pytest.mark.slow     # (a 10,000-link robot)

N = 10000


# the longest stretch without a check, measured: 15-36 ms (formatting's gaps of the root's 20,000 children
# before the walk, folding's sort of 60,000 ranges after it); the bound is generous for a loaded 2-core
# machine and far below the 0.3-1.4 s the longest of these features take on this robot
BOUND = 0.25


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


def longest_stretch(feature, robot, xacro_robot):
    """(seconds of the longest stretch without a check, including the start and the end; checks made)"""
    token = Recording()
    t0 = time.perf_counter()
    with cancel.running(token):
        feature(robot, xacro_robot)
    times = [t0] + token.times + [time.perf_counter()]
    return max(b - a for a, b in zip(times, times[1:])), len(token.times)


@pytest.mark.parametrize("name", FEATURES)
def test_the_longest_stretch_without_a_check_is_short(name, robot, xacro_robot):
    for _ in range(3):      # a collection or another process can pause any one run; a missing check shows in all
        longest, checks = longest_stretch(FEATURES[name], robot, xacro_robot)
        if longest < BOUND:
            break
    assert checks >= N // 4, "a check per top-level element"
    assert longest < BOUND, "%.0f ms without a check in %s" % (longest * 1000, name)
