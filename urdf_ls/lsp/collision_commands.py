"""The server's collision commands.

urdf-ls.updateCollisions [srdf uri, {samples, seed}?]: MoveIt's collision matrix of the SRDF's URDF, computed in
a thread with $/progress (cancellable), kept for the SRDF rules, and written into the SRDF by
workspace/applyEdit (its hand-written pairs kept).

urdf-ls.generateCollision [urdf uri, link]: the convex hull of the link's visual mesh written as a new STL next
to it (never over a file), and the link's <collision> edited to use it by workspace/applyEdit (the editor shows
the edit; nothing is saved)."""
from __future__ import annotations

import asyncio
import logging
import uuid

from lsprotocol import types as T

UPDATE_COLLISIONS = "urdf-ls.updateCollisions"
GENERATE_COLLISION = "urdf-ls.generateCollision"
log = logging.getLogger("urdf_ls")
SAMPLES, SEED = 10000, 0


class Cancelled(Exception):
    pass


async def update_collisions(ls, *args):
    if len(args) == 1 and isinstance(args[0], list):   # (pygls versions differ in how they pass arguments)
        args = args[0]
    uri = args[0] if args and isinstance(args[0], str) else None
    entry = ls.session.entry(uri) if uri else None
    if entry is None or entry.kind.name != "srdf":
        return _tell(ls, "%s takes the URI of an open SRDF document" % UPDATE_COLLISIONS)
    robot = _robot(ls, entry.model)
    if isinstance(robot, str):
        return _tell(ls, robot)
    options = args[1] if len(args) > 1 and isinstance(args[1], dict) else {}
    samples, seed = options.get("samples", SAMPLES), options.get("seed", SEED)
    if not isinstance(samples, int) or not isinstance(seed, int) or samples < 0:
        return _tell(ls, "%s: samples and seed are whole numbers" % UPDATE_COLLISIONS)
    progress = await _Progress.start(ls, "urdf-ls: collision matrix")
    doc = entry.model
    try:
        matrix = await asyncio.get_running_loop().run_in_executor(None, _computed, robot, samples, seed,
                                                                  progress.thread_report, doc.text)
    except Cancelled:
        progress.end("cancelled: nothing changed")
        return {"cancelled": True}
    from ..features.srdf_collisions import updated_text
    new = updated_text(doc.text, matrix.reasons)
    changed = new != doc.text
    if changed:
        end = ls.rng(doc, 0, len(doc.text)).end
        edit = T.WorkspaceEdit(changes={uri: [T.TextEdit(T.Range(T.Position(0, 0), end), new)]})
        await ls.workspace_apply_edit_async(T.ApplyWorkspaceEditParams(edit=edit, label="disable_collisions"))
    disabled = len(matrix.disabled())
    progress.end("%d of %d pairs disabled%s" % (disabled, len(matrix.reasons), "" if changed else ", already so"))
    return {"pairs": len(matrix.reasons), "disabled": disabled, "changed": changed}


async def generate_collision(ls, *args):
    if len(args) == 1 and isinstance(args[0], list):
        args = args[0]
    uri, link = (list(args) + [None, None])[:2]
    entry = ls.session.entry(uri) if isinstance(uri, str) else None
    if entry is None or entry.kind.name != "robot" or not isinstance(link, str) or entry.model.ctx.xacro:
        return _tell(ls, "%s takes the URI of an open URDF document (not xacro) and a link name" % GENERATE_COLLISION)
    try:
        import numpy  # noqa: F401
    except ImportError:
        return _tell(ls, "the convex hull needs numpy in urdf-ls's environment: pip install numpy")
    doc = entry.model
    text = doc.text
    from argparse import Namespace

    from ..features.collision_plan import plan
    options = Namespace(hull=True, primitive=False, decimate=None, decompose=False, tolerance=0.0)
    edits, files, notes = await asyncio.get_running_loop().run_in_executor(None, plan, doc, options, link)
    if doc.text != text:
        return _tell(ls, "%s changed while its hull was computed: nothing written" % doc.path)
    if not edits:
        return _tell(ls, "link %s: nothing to generate%s" % (link, (": " + "; ".join(notes)) if notes else ""))
    from ..features.collision_edits import text_edits
    for path, data in files:
        try:
            with open(path, "xb") as f:      # (x: never over an existing file)
                f.write(data)
        except OSError as e:
            return _tell(ls, "%s: %s; nothing changed" % (path, e))
    changes = [T.TextEdit(ls.rng(doc, s, e), new) for s, e, new in text_edits(text, edits)]
    await ls.workspace_apply_edit_async(T.ApplyWorkspaceEditParams(
        edit=T.WorkspaceEdit(changes={uri: changes}), label="collision geometry of %s" % link))
    return {"files": [p for p, _ in files]}


def _computed(robot, samples, seed, report, srdf_text):
    """the matrix, kept with the contacts in the default state and the SRDF's group states (a worker thread)"""
    from ..features.srdf_collisions import keep_with_contacts
    from ..workspace.collision.checker import Checker
    from ..workspace.collision.matrix import compute
    checker = Checker(robot, hulls=False)
    matrix = compute(robot, samples, seed, False, report, checker)
    keep_with_contacts(robot, checker, matrix, srdf_text)
    return matrix


def _robot(ls, doc):
    """the Robot of the SRDF's URDF (a plain .urdf, read from disk), or why not"""
    from ..rules.collision_model import Unreadable, read_robot
    from ..rules.physics import resolver
    from ..rules.srdf_document import robot_of
    from ..rules.context import Ctx
    from ..workspace.collision.bodies import MissingLibrary, require_collision_libraries
    try:
        require_collision_libraries()
    except MissingLibrary as e:
        return str(e)
    _idx, found, _names = robot_of(doc)
    if found.path is None:
        return "The SRDF's URDF was not found: nothing to compute the collision matrix from"
    if not found.path.endswith(".urdf"):
        return ("The SRDF's URDF is %s, a xacro file: run `urdf-ls collisions %s --expand-xacro --srdf %s --write`"
                % (found.path, found.path, doc.path))
    parsed = doc.workspace.files.get(found.path)
    if parsed is None:
        return "The SRDF's URDF %s cannot be read" % found.path
    try:
        return read_robot(parsed.tree.root, resolver(Ctx(False, found.path, doc.workspace.packages)))
    except Unreadable as e:
        return "The SRDF's URDF %s: %s" % (found.path, e)


def _tell(ls, message):
    ls.window_show_message(T.ShowMessageParams(T.MessageType.Warning, message))
    return {"error": message}


class _Progress:
    """$/progress of one run: reports from the computing thread go through the event loop, a percent at a time;
    the client's cancel (window/workDoneProgress/cancel) makes the next report raise Cancelled"""

    def __init__(self, ls, token, loop):
        self.ls, self.token, self.loop, self.last = ls, token, loop, -1

    @classmethod
    async def start(cls, ls, title):
        token = "urdf-ls-collisions-%s" % uuid.uuid4().hex
        progress = cls(ls, token, asyncio.get_running_loop())
        window = getattr(ls.client_capabilities, "window", None)
        if not getattr(window, "work_done_progress", False):
            progress.token = None       # (the client shows no progress: the work goes on without a bar)
        else:
            try:
                await ls.work_done_progress.create_async(token)
            except Exception:    # (a client that refuses: the work goes on without a bar)
                log.info("window/workDoneProgress/create refused", exc_info=True)
                progress.token = None
        if progress.token is not None:
            ls.work_done_progress.begin(token, T.WorkDoneProgressBegin(title=title, cancellable=True, percentage=0))
        return progress

    def thread_report(self, fraction):
        if self.token is None:
            return
        future = self.ls.work_done_progress.tokens.get(self.token)
        if future is not None and future.cancelled():
            raise Cancelled
        percent = int(fraction * 100)
        if percent != self.last:
            self.last = percent
            self.loop.call_soon_threadsafe(self.ls.work_done_progress.report, self.token,
                                           T.WorkDoneProgressReport(percentage=percent))

    def end(self, message):
        if self.token is not None:
            self.ls.work_done_progress.end(self.token, T.WorkDoneProgressEnd(message=message))
            self.ls.work_done_progress.tokens.pop(self.token, None)
