"""Per-document model: text, line index, tolerant tree, URDF summaries, diagnostics."""
from __future__ import annotations

import bisect
import os
import re

from . import analysis as an
from . import paths
from .analysis import ERROR, WARNING, Diag, on_name, on_value
from .schema import did_you_mean
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
        self.text = text
        self.lines = LineIndex(text)
        self.tree = parse(text)
        self._analysis = None
        self.version_ctx()

    def version_ctx(self):
        self.ctx = an.Ctx(is_xacro(self.path, self.text), self.path)
        self.ctx.workspace = self.workspace

    def apply_change(self, start, end, new_text):
        """replace self.text[start:end] by new_text (offsets in code points)"""
        old = self.text
        text = old[:start] + new_text + old[end:]
        self.text = text
        self.lines.replace(text, start, end, new_text)
        was_xacro = self.ctx.xacro
        self.tree = reparse(self.tree, text, start, end, start + len(new_text))
        self._analysis = None
        if is_xacro(self.path, text) != was_xacro:
            self.version_ctx()
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
        if tree._incremental_ok():
            for c in tree.middle():
                n = c.node
                if n is None or n.kind != "element":
                    continue
                if c.cache is None:
                    s = an.summarize(ctx, c.node)
                    paths.check_meshes(ctx, c.node, s)
                    c.cache = s
                self.summaries.append(c.cache)
        self.global_checks()
        for s in self.summaries:
            self.diags.extend(s.diags)
        if ctx.xacro:
            from . import xacro
            self.diags.extend(xacro.diagnostics(doc))
        self.diags.sort(key=lambda d: (d.start, d.end))

    def global_checks(self):
        ctx, root, out = self.ctx, self.root, self.diags
        if root.name != "robot" and not ctx.xacro:
            out.append(on_name(root, "root-not-robot", "The root element must be <robot> (found <%s>)" % root.name))
            return
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
        links, joints, mats, inline = {}, {}, {}, set()
        for s in self.summaries:
            for kind, name, attr, el in s.defs:
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
                    if x and any(_in_xacro_block(a) for a in attrs):
                        continue
                    for a in attrs[1:]:
                        out.append(on_value(a, "duplicate-" + what, "Duplicate %s name '%s'" % (what, name)))
        if not links and not x:
            out.append(on_name(root, "no-links", "The robot has no <link> elements"))
        for s in self.summaries:
            for kind, name, attr, role in s.refs:
                if x and (an.has_expr(name) or _in_xacro_block(attr)):
                    continue
                if kind == "link":
                    if name not in links and not x:
                        sugg = did_you_mean(name, links)
                        out.append(on_value(attr, "unknown-link", "%s link '%s' is not defined%s" % (
                            role.capitalize(), name, ("; did you mean '%s'?" % sugg) if sugg else ""), ERROR,
                            {"suggest": sugg} if sugg else None))
                elif kind == "joint":
                    if name not in joints and not x:
                        sugg = did_you_mean(name, joints)
                        out.append(on_value(attr, "unknown-joint", "%s refers to undefined joint '%s'%s" % (
                            "<mimic>" if role == "mimic" else "<transmission>", name,
                            ("; did you mean '%s'?" % sugg) if sugg else ""), WARNING,
                            {"suggest": sugg} if sugg else None))
                elif kind == "link-or-joint":
                    if name not in links and name not in joints and not x:
                        sugg = did_you_mean(name, list(links) + list(joints))
                        out.append(on_value(attr, "unknown-reference", "<gazebo reference> '%s' is neither a "
                                            "link nor a joint%s" % (name, ("; did you mean '%s'?" % sugg) if sugg
                                                                    else ""), WARNING,
                                            {"suggest": sugg} if sugg else None))
                elif kind == "material":
                    if name not in mats and name not in inline:
                        sugg = did_you_mean(name, list(mats) + list(inline))
                        if not x:
                            out.append(on_value(attr, "undefined-material", "Material '%s' is not defined (no "
                                                "top-level <material> and no colour here)%s" % (
                                                    name, ("; did you mean '%s'?" % sugg) if sugg else ""),
                                                WARNING, {"suggest": sugg} if sugg else None))
        if not x:
            self.tree_checks(links)

    def tree_checks(self, links):
        out = self.diags
        parent_of = {}   # child link -> (parent link, joint element, child attr)
        children = {}
        for s in self.summaries:
            if s.joint is None:
                continue
            jname, pa, ca, el = s.joint
            if pa is None or ca is None or pa.value not in links or ca.value not in links:
                continue
            child, parent = ca.value, pa.value
            if child in parent_of:
                out.append(on_value(ca, "link-two-parents", "Link '%s' already has parent joint '%s'; a link can "
                                    "have only one parent" % (child, parent_of[child][1].get("name"))))
                continue
            if child == parent:
                out.append(on_value(ca, "joint-self-loop", "Joint connects link '%s' to itself" % child))
                continue
            parent_of[child] = (parent, el, ca)
            children.setdefault(parent, []).append(child)
        self.parent_of, self.children = parent_of, children
        roots = [n for n in links if n not in parent_of]
        self.roots = roots
        if not links:
            return
        if not roots:
            first_attr = next(iter(links.values()))[0]
            out.append(on_value(first_attr, "no-root", "No root link: every link has a parent, so the joints form "
                                "a cycle"))
        reach = set()
        size = {}
        for r in roots:
            stack, seen = [r], 0
            while stack:
                n = stack.pop()
                if n in reach:
                    continue
                reach.add(n)
                seen += 1
                stack.extend(children.get(n, ()))
            size[r] = seen
        if len(roots) > 1:
            main = max(roots, key=lambda r: (size[r], -list(links).index(r)))
            self.main_root = main
            for r in roots:
                if r != main:
                    out.append(on_value(links[r][0], "multiple-roots", "Link '%s' is not connected to the tree: "
                                        "it is a second root besides '%s'" % (r, main)))
        else:
            self.main_root = roots[0] if roots else None
        for child, (parent, el, ca) in parent_of.items():
            if child not in reach:
                out.append(on_value(ca, "cycle", "Joint '%s' closes a cycle: link '%s' is its own ancestor" % (
                    el.get("name"), child)))


def _in_xacro_block(attr):
    """attribute sits inside a xacro macro/conditional (expansion-dependent)"""
    return False
