"""What the cancellation tests of both tiers share: a token that records its checks, the benchmark's robots as
analysed documents, and the features that walk a whole document (tests/unit/text/test_cancel.py: a cancel stops
them; tests/e2e/test_cancel_latency.py: how far apart their checks are on a 10,000-link robot)."""
import os
import sys
import time

from tests.helpers.paths import NO_FOLDER, ROOT
from urdf_ls.document.document import Document
from urdf_ls.features import colors, formatting, inlay, links, structure, symbols, xacro_refs
from urdf_ls.text import cancel
from urdf_ls.workspace.workspace import Workspace

sys.path.insert(0, os.path.join(ROOT, "bench"))
import bench  # noqa: E402 (the benchmark's robots)


class Recording(cancel.Token):
    """a token that notes when each check reads it, and is cancelled from the `stop_at`-th check on"""
    __slots__ = ("times", "stop_at")

    def __init__(self, stop_at=None):
        self.times, self.stop_at = [], stop_at

    @property
    def cancelled(self):
        self.times.append(time.perf_counter())
        return self.stop_at is not None and len(self.times) >= self.stop_at


def robot_document(n):
    """the benchmark's n-link robot, analysed and with its line index built (as a request finds it)"""
    doc = Document(bench.make_robot(n), path=NO_FOLDER + "/cancel_robot.urdf")
    doc.analysis()
    doc.lines   # noqa: B018
    return doc


def xacro_document(n):
    """(the benchmark's n-segment xacro robot, analysed; the offset of a macro call's name in it)"""
    doc = Document(bench.make_xacro(n), path=NO_FOLDER + "/cancel_robot.urdf.xacro")
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
