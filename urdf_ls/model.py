"""Per-document model: text, line index, tolerant tree, URDF summaries, diagnostics."""
from __future__ import annotations

import bisect
import re

from . import analysis as an
from . import paths
from .analysis import Diag, on_name, on_value
from .xmltree import parse, reparse

MAX_BYTES = 50 * 1024 * 1024


class LineIndex:
    def __init__(self, text):
        self.text = text
        self.starts = [0]
        self.starts.extend(m.end() for m in re.finditer("\n", text))

    def replace(self, text, start, end, new_text):
        """update for text = old[:start] + new_text + old[end:] without rescanning the file"""
        starts = self.starts
        a = bisect.bisect_right(starts, start)      # first line start after `start`
        b = bisect.bisect_right(starts, end)        # first line start after `end`
        delta = len(new_text) - (end - start)
        new = [start + m.end() for m in re.finditer("\n", new_text)]
        tail = starts[b:]
        if delta:
            tail = [x + delta for x in tail]
        starts[a:] = new + tail
        self.text = text

    def line_of(self, off):
        return bisect.bisect_right(self.starts, off) - 1

    def position(self, off, enc="utf-16"):
        off = max(0, min(off, len(self.text)))
        line = self.line_of(off)
        ls = self.starts[line]
        seg = self.text[ls:off]
        if enc == "utf-32" or seg.isascii():
            return line, len(seg)
        if enc == "utf-8":
            return line, len(seg.encode("utf-8", "surrogatepass"))
        return line, len(seg.encode("utf-16-le", "surrogatepass")) // 2

    def offset(self, line, char, enc="utf-16"):
        if line < 0:
            return 0
        if line >= len(self.starts):
            return len(self.text)
        ls = self.starts[line]
        le = self.starts[line + 1] - 1 if line + 1 < len(self.starts) else len(self.text)
        seg = self.text[ls:le]
        if enc == "utf-32" or seg.isascii():
            return ls + min(char, len(seg))
        units = 0
        for i, ch in enumerate(seg):
            if units >= char:
                return ls + i
            cp = ord(ch)
            if enc == "utf-8":
                units += 1 if cp < 0x80 else 2 if cp < 0x800 else 3 if cp < 0x10000 else 4
            else:
                units += 2 if cp >= 0x10000 else 1
        return ls + len(seg)


def is_xacro(path, text):
    """xacro source?  A saved .urdf file is consumed as-is by URDF parsers, so it is
    checked as plain URDF even when it carries a xacro namespace."""
    if path:
        if path.endswith(".xacro"):
            return True
        if path.endswith(".urdf"):
            return False
    head = text[:4000]
    return "xmlns:xacro" in head or "<xacro:" in head


class Document:
    def __init__(self, text, path=None, workspace=()):
        self.path = path
        self.workspace = list(workspace)
        self.set_text(text)

    # -------------------------------------------------------------- text
    def set_text(self, text):
        self.edits = getattr(self, "edits", 0) + 1
        self.text = text
        self.lines = LineIndex(text)
        self.tree = parse(text)
        self._analysis = None
        self._pending = None  # chunks removed/added since the last analysis; None: analyse everything
        self.reset_ctx()

    def reset_ctx(self):
        self.ctx = an.Ctx(is_xacro(self.path, self.text), self.path)
        self.ctx.workspace = self.workspace

    def apply_change(self, start, end, new_text):
        """replace self.text[start:end] by new_text (offsets in code points)"""
        self.edits += 1
        old = self.text
        text = old[:start] + new_text + old[end:]
        self.text = text
        self.lines.replace(text, start, end, new_text)
        was_xacro = self.ctx.xacro
        self.tree = reparse(self.tree, text, start, end, start + len(new_text))
        self._analysis = None
        delta = self.tree.delta
        if delta is None:
            self._pending = None
        elif self._pending is not None:
            removed, added = self._pending
            for c in delta[0]:
                if added.pop(id(c), None) is None:
                    removed[id(c)] = c
            for c in delta[1]:
                added[id(c)] = c
        if is_xacro(self.path, text) != was_xacro:
            self.reset_ctx()
            self._pending = None
            for c in self.tree.chunks:
                c.cache = None

    def apply_lsp_change(self, rng, new_text, enc):
        if rng is None:
            self.set_text(new_text)
            return
        s = self.lines.offset(rng[0][0], rng[0][1], enc)
        e = self.lines.offset(rng[1][0], rng[1][1], enc)
        if e < s:
            s, e = e, s
        self.apply_change(s, e, new_text)

    # -------------------------------------------------------------- analysis
    @property
    def analysis(self):
        if self._analysis is None:
            self._analysis = Analysis(self)
        return self._analysis

    def diagnostics(self):
        return self.analysis.diags


def _summary(ctx, chunk):
    """the chunk's cached rule summary (computed on first use); None for text/comment chunks"""
    n = chunk.node
    if n is None or n.kind != "element":
        return None
    if chunk.cache is None:
        s = an.summarize(ctx, n)
        paths.check_meshes(ctx, n, s)
        chunk.cache = s
    return chunk.cache


class Analysis:
    def __init__(self, doc: Document):
        self.doc = doc
        tree = doc.tree
        ctx = doc.ctx
        self.ctx = ctx
        self.diags: list[Diag] = an.xml_diags(tree)
        self.summaries = []
        root = tree.root
        self.root = root
        if root is None:
            return
        pending, doc._pending = doc._pending, ({}, {})
        st = getattr(doc, "_gstate", None)
        if (tree._incremental_ok() and not ctx.xacro and pending is not None and st is not None
                and getattr(doc, "_gstate_tree_root", None) is root):
            # only the chunks an edit replaced are summarised and applied to the cross-chunk state
            removed, added = pending
            gone = [c.cache for c in removed.values() if c.cache is not None]
            new = [s for s in (_summary(ctx, c) for c in added.values()) if s is not None]
            self.root_checks()
            self.incremental_checks(gone, new)
        elif tree._incremental_ok():
            self.summaries = [s for s in (_summary(ctx, c) for c in tree.middle()) if s is not None]
            if ctx.xacro:
                self.global_checks()
                for s in self.summaries:
                    self.diags.extend(s.diags)
            else:
                self.root_checks()
                doc._gstate = None
                self.incremental_checks([], self.summaries)
        else:
            self.global_checks()
        if ctx.xacro:
            from . import xacro
            self.diags.extend(xacro.diagnostics(doc))
        self.diags.sort(key=lambda d: (d.start, d.end))

    def incremental_checks(self, removed, added):
        from .globalstate import GlobalState
        doc, out = self.doc, self.diags
        st = getattr(doc, "_gstate", None)
        if st is None:
            st = GlobalState()
            doc._gstate = st
            doc._gstate_tree_root = doc.tree.root
        st.apply(removed, added)
        self.links, self.joints, self.materials = st.defs["link"], st.defs["joint"], st.defs["material"]
        self.inline_materials = set(st.inline)
        self.parent_of, self.children, self.roots, self.main_root = st.parent_of, st.children, st.roots, \
            st.main_root
        if self.root.name != "robot":
            return
        out.extend(st.diagnostics())
        if not self.links:
            out.append(on_name(self.root, "no-links", "The robot has no <link> elements"))

    def root_checks(self):
        """checks of the <robot> element itself; False when the root is not <robot>"""
        ctx, root, out = self.ctx, self.root, self.diags
        if root.name != "robot" and not ctx.xacro:
            out.append(on_name(root, "root-not-robot", "The root element must be <robot> (found <%s>)" % root.name))
            return False
        an.check_unknown(ctx, out, root, children=False)
        if root.attr("name") is None and not ctx.xacro:
            out.append(on_name(root, "robot-no-name", "<robot> needs a name attribute"))
        va = root.attr("version")
        if va is not None and an._lit(ctx, va):
            v = va.value
            m = re.fullmatch(r"(\d+)\.(\d+)", v)
            if not m:
                out.append(on_value(va, "robot-version", "version should be in the form x.y (e.g. 1.0)"))
            elif (int(m.group(1)), int(m.group(2))) != (1, 0):
                out.append(on_value(va, "robot-version", "Unsupported URDF version %s: urdfdom only accepts 1.0" % v))
        return True

    def global_checks(self):
        """from-scratch cross-chunk rules (xacro mode, and documents without a chunked root)"""
        ctx, out = self.ctx, self.diags
        if not self.root_checks():
            return
        links, joints, mats, inline = {}, {}, {}, set()
        in_block = set()  # names defined inside a xacro macro or conditional: duplicates depend on expansion
        for s in self.summaries:
            for kind, name, attr, el in s.defs:
                if ctx.xacro and _in_xacro_block(el):
                    in_block.add((kind, name))
                if kind == "link":
                    links.setdefault(name, []).append(attr)
                elif kind == "joint":
                    joints.setdefault(name, []).append(attr)
                elif kind == "material":
                    mats.setdefault(name, []).append(attr)
                elif kind == "material-inline":
                    inline.add(name)
        self.links, self.joints, self.materials, self.inline_materials = links, joints, mats, inline
        x = ctx.xacro
        for table, what in ((links, "link"), (joints, "joint"), (mats, "material")):
            for name, attrs in table.items():
                if len(attrs) > 1 and not (x and an.has_expr(name)):
                    if x and (what, name) in in_block:
                        continue
                    for a in attrs[1:]:
                        out.append(on_value(a, "duplicate-" + what, "Duplicate %s name '%s'" % (what, name)))
        if not links and not x:
            out.append(on_name(self.root, "no-links", "The robot has no <link> elements"))
        # references and the kinematic tree depend on the xacro expansion: not checked here


_XACRO_BLOCKS = ("xacro:macro", "xacro:if", "xacro:unless")


def _in_xacro_block(el):
    """element sits inside a xacro macro or conditional (instantiated 0..n times by the expansion)"""
    return any(p.kind == "element" and p.name in _XACRO_BLOCKS for p in el.ancestors())
