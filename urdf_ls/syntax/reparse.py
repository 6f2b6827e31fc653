"""Incremental reparse: the tree of an edited text from the tree of the text before the edit.

Only the chunks (see nodes) that an edit touches are scanned again, up to where the scan meets an old chunk
boundary at the same text (resync); the chunks after it are reused and shifted in O(1) (XmlDoc.fence)."""
from __future__ import annotations

from .nodes import NO_SHIFT, XmlDoc, bisect_left_by, placed_attrs, whole_text
from .scanner import Scanner, ends_with_gt, parse

_BEGIN = lambda c: c.begin  # noqa: E731


def _root_tag_closed(doc):
    """the root start tag ends with its own '>' (not a '>' that ends a value cut short by '<', which the
    head chunk marks open-ended).  Read when the head was scanned: an edit may have changed that text"""
    return doc.root_tag_closed and not doc.chunks[0].open_end


def _first_affected(doc, start):
    """index (in doc.chunks) of the first middle chunk an edit at `start` touches, or None when only the
    head or a full parse is right: the edit touches the root start tag, or there is no middle chunk"""
    chunks, root = doc.chunks, doc.root
    if not doc.incremental_ok() or len(chunks) < 3 or root.self_closing:
        return None
    if start < root.tag_end or not _root_tag_closed(doc):
        return None  # an unterminated root start tag: any edit may complete or extend it
    # the last middle chunk beginning strictly before start (an edit in the tail rescans the last one)
    i = max(1, bisect_left_by(chunks, start, _BEGIN, 1, len(chunks) - 1) - 1)
    while i > 1 and chunks[i - 1].open_end:     # a chunk closed implicitly by the next one is rescanned
        i -= 1
    return i


def _move_fence(doc, k):
    """make the chunks before index k exact and those from k on take the shared shift"""
    chunks, sh, f = doc.chunks, doc.shift, doc.fence
    if k > f:
        for c in chunks[f:k]:
            c._d += sh.d
            c.blk = NO_SHIFT
    elif k < f:
        for c in chunks[k:f]:
            c._d -= sh.d
            c.blk = sh
    doc.fence = k


def _replace_chunks(doc, newdoc, i, j, added, delta):
    """doc.chunks[i:j] become `added` and the chunks after them shift by delta (the list is reused: the
    old tree is not valid after a reparse anyway)"""
    _move_fence(doc, j)
    doc.shift.d += delta
    doc.chunks[i:j] = added
    newdoc.chunks, newdoc.shift, newdoc.fence = doc.chunks, doc.shift, i + len(added)


def reparse(doc: XmlDoc, text, start: int, old_end: int, new_end: int) -> XmlDoc:
    """Return a tree for `text`, given `doc` parsed from the old text where
    old[start:old_end] was replaced by text[start:new_end].  Rescans from the first chunk the edit
    touches until the scan meets an old chunk boundary again (resync); reuses the chunks after it.
    `doc` must not be used afterwards (its root and chunks are reused).

    text: the new text, a str or a Rope.  Of a Rope only a window around the edit is read (see _window),
    and the whole text only when the rescan runs past it."""
    old_len = len(text) - (new_end - old_end)
    if doc.root is not None and doc.root.name != "robot":
        return _parse_again(doc, text, old_len)     # (a <robot> anywhere after it may become the root)
    if old_end <= (doc.root.tag_end if doc.root is not None else -1):
        newdoc = _reparse_head(doc, text, old_end, new_end)
        if newdoc is not None:
            return newdoc
    i = _first_affected(doc, start)
    if i is None:
        return _parse_again(doc, text, old_len)
    rescan_from = doc.chunks[i].begin if i > 1 else doc.root.tag_end
    window, base = _window(doc, text, i, rescan_from, old_end, new_end - old_end)
    newdoc = _rescan(doc, text, window, base, i, rescan_from, old_end, new_end)
    if newdoc is None and base + len(window) < len(text):   # it ran past the window: again over the whole text
        newdoc = _rescan(doc, text, text.text(), 0, i, rescan_from, old_end, new_end)
    return newdoc if newdoc is not None else _parse_again(doc, text, old_len)


_WINDOW_CHUNKS = 2      # old chunks after the edit that the window of a Rope takes in


def _window(doc, text, i, lo, old_end, delta):
    """(the text the rescan from chunk i, at lo, reads, where it begins in the document).  A str is read whole.  Of a
    Rope, the window runs to the start of an element a few chunks past the edit, as the old text had it,
    where the rescan most likely resyncs.  It ends just before a '<' of the whole text: each way a token or
    a lookahead (text up to the next '<', a tag's spacing or names) can read on past that point, it stops
    at a '<' as it stops at the window's end, except that text before it ends there (so the rescan cannot
    resync at the window's end, and reads the whole text)"""
    if text.__class__ is str:
        return text, 0
    chunks = doc.chunks
    last = len(chunks) - 1
    k = min(bisect_left_by(chunks, old_end, _BEGIN, i + 1, last) + _WINDOW_CHUNKS, last)
    while k < last and (chunks[k].node is None or chunks[k].node.kind != "element"):
        k += 1
    hi = chunks[k].begin + delta if k < last else len(text)
    if hi < len(text) and text[hi] != "<":   # (cannot happen for a consistent tree; read all then)
        hi = len(text)
    return text[lo:hi], lo


def _rescan(doc, text, window, base, i, rescan_from, old_end, new_end):
    """the tree of a rescan of `window` (the new text from `base` on) from chunk i (at rescan_from) to a resync
    or to the end of the text; None, with doc unchanged, when it reaches the end of a window before the end of
    the text, or finds only whitespace up to the end of a root never closed (no new chunk holds the errors
    Scanner.finish reports for it: a full parse has them)"""
    delta = new_end - old_end
    chunks, root = doc.chunks, doc.root
    last = len(chunks) - 1     # the tail: root close tag and epilog
    newdoc = XmlDoc(text, doc.no_nest)
    newdoc.root = root
    newdoc.root_tag_closed = doc.root_tag_closed
    b = Scanner(window, newdoc, None, base)
    b.doc_chunks, b.phase, b.chunk = [], 1, chunks[i]   # run() opens a new chunk at the first markup
    b.window_cut = base + len(window) < len(text)
    hit = []

    def stop(p):
        # resync where an old chunk (after the edit) began at the same text, at depth 1
        p += base
        q = p - delta
        if p < new_end or q < old_end:
            return False
        lo = bisect_left_by(chunks, q, _BEGIN, i + 1, last)
        if lo < last and chunks[lo].begin == q:
            hit.append(lo)
            return True
        return False

    kids, saved = root.children, (root._cs, root.closed, root._eo, root.ce)
    root.children, root.closed, root._cs = [], False, None
    newdoc.nodes = doc.nodes[:doc.nodes.index(root) + 1]
    b.run(rescan_from - base, [root], stop)
    if not hit and (base + len(window) < len(text) or not b.doc_chunks):
        root.children, (root._cs, root.closed, root._eo, root.ce) = kids, saved
        return None
    new_kids = root.children
    for k in new_kids:
        k.parent = root
    if hit:
        j = hit[0]
        root._cs, root.closed = saved[:2]
        newdoc.nodes = doc.nodes
    else:  # parsed through to the end of the document: the new chunks replace the rest
        b.finish(len(window))
        j = len(chunks)
    removed, added = chunks[i:j], b.doc_chunks
    newdoc.discarded = (chunks[j].begin if j < len(chunks) else len(text) - delta) - rescan_from
    if len(kids) == last - 1:  # one node per middle chunk: splice
        kids[i - 1:min(j, last) - 1] = new_kids
    else:
        kids = [c.node for c in chunks[1:i]] + new_kids + [c.node for c in chunks[j:last]]
    root.children = kids
    _replace_chunks(doc, newdoc, i, j, added, delta)
    newdoc.reused_chunks = len(newdoc.chunks) - len(added)
    gone = {id(c) for c in removed}
    newdoc.err_chunks = {k: c for k, c in doc.err_chunks.items() if k not in gone}
    newdoc.err_chunks.update((id(c), c) for c in added if c.errors)
    newdoc.delta = (removed, added)
    return newdoc


def _parse_again(doc, text, old_len):
    newdoc = parse(whole_text(text), doc.no_nest)
    newdoc.discarded = old_len
    return newdoc


_HEAD_LOOKAHEAD = 256    # characters after the root start tag that a rescan of a Rope's head reads too


def _reparse_head(doc, text, old_end, new_end):
    """an edit in the prolog or the root start tag: rescan the head alone when the new root start tag ends
    where the old one did (same name, closed by '>'); the root element and every later chunk are reused.
    None when that does not hold."""
    chunks, root = doc.chunks, doc.root
    if not doc.incremental_ok() or len(chunks) < 3 or root.self_closing or not root.closed:
        return None  # (the error of an unclosed root lives in the tail but points at the head)
    if not _root_tag_closed(doc):
        return None
    delta = new_end - old_end
    tag_end = root.tag_end + delta
    newdoc = XmlDoc(text, doc.no_nest)
    newdoc.discarded = root.tag_end
    head_text = text if text.__class__ is str else text[:tag_end + _HEAD_LOOKAHEAD]
    b = Scanner(head_text, newdoc)
    b.n = tag_end   # a head that does not end there fails below whatever comes after
    b.doc_chunks, b.phase = [], 0
    head = b.new_chunk(0)
    b.run(0, [])
    new = newdoc.root
    if (new is None or b.phase != 1 or b.stack != [new] or new.name != root.name or new._s + new._to != tag_end
            or not ends_with_gt(head_text, new) or head.open_end):
        return None
    newdoc.root_tag_closed = True
    end = root._e
    root.c, root._s, root._to = head, new._s, new._to
    root._e = end
    root.tag_attrs = placed_attrs(new.tag_attrs, root)
    head.node = root
    newdoc.root = root
    newdoc.nodes[-1] = root
    newdoc.nodes += doc.nodes[doc.nodes.index(root) + 1:]
    old_head = chunks[0]
    _move_fence(doc, 1)
    doc.shift.d += delta
    chunks[0] = head
    newdoc.chunks, newdoc.shift, newdoc.fence = chunks, doc.shift, 1
    newdoc.reused_chunks = len(chunks) - 1
    newdoc.err_chunks = {k: c for k, c in doc.err_chunks.items() if c is not old_head}
    if head.errors:
        newdoc.err_chunks[id(head)] = head
    newdoc.delta = ([], [])   # no rule summary depends on the head
    return newdoc
