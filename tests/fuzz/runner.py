"""Generate mutants, run both tools on them, compare, classify, minimise."""
from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time

from . import corpus, oracle
from .mutators import URDF_CLASSES, XACRO_CLASSES, encode, mutate

ALL_CLASSES = list(URDF_CLASSES) + list(XACRO_CLASSES)


class Mutant:
    __slots__ = ("id", "cls", "sub", "codec", "text", "entry", "path", "ref", "ours", "result", "inherited")

    def __init__(self, id, cls, sub, codec, text, entry):
        self.id, self.cls, self.sub, self.codec, self.text, self.entry = id, cls, sub, codec, text, entry
        self.path = self.ref = self.ours = self.result = None
        self.inherited = False  # the unmodified corpus file already disagrees the same way

    @property
    def is_xacro(self):
        return self.cls.startswith("xacro")

    @property
    def name(self):
        return "%s/%s" % (self.cls, self.sub)


def write_mutant(workdir, m):
    """the mutant in its own folder, under the original's name; a xacro mutant gets symlinks to the
    original's neighbours so that relative includes still resolve"""
    d = os.path.join(workdir, "m%06d" % m.id)
    os.makedirs(d, exist_ok=True)
    base = os.path.basename(m.entry.path)
    if m.is_xacro:
        src = os.path.dirname(m.entry.path)
        for n in os.listdir(src):
            if n != base:
                try:
                    os.symlink(os.path.join(src, n), os.path.join(d, n))
                except OSError:
                    pass
    m.path = os.path.join(d, base)
    with open(m.path, "wb") as f:
        f.write(encode(m.text, m.codec))
    return m.path


def generate(rnd, n, classes=None, start_id=0, max_bytes=150_000):
    """n mutants, the classes in turn, files picked per source"""
    classes = classes or ALL_CLASSES
    urdf = corpus.by_source(corpus.entries("urdf", max_bytes))
    xacro = corpus.by_source(corpus.entries("xacro", max_bytes))
    texts = {}
    out = []
    i = 0
    tries = 0
    while len(out) < n and tries < n * 20:
        tries += 1
        cls = classes[i % len(classes)]
        e = corpus.pick_file(rnd, xacro if cls.startswith("xacro") else urdf)
        if e.path not in texts:
            with open(e.path, "rb") as f:
                texts[e.path] = f.read().decode("utf-8", "replace")
        res = mutate(cls, texts[e.path], rnd)
        if res is None:
            continue
        i += 1
        sub, codec, text = res
        out.append(Mutant(start_id + len(out), cls, sub, codec, text, e))
    return out


_ORIGINAL = {}  # (path, is_xacro) -> result of the unmodified corpus file


def same_disagreement(a, b):
    if a is None or b is None or a[0] != b[0]:
        return False
    if a[0] in ("false-error", "false-warning"):
        return bool(set(a[1].split(",")) & set(b[1].split(",")))
    return a[1] == b[1]


def evaluate(mutants, workdir, batch=150, originals=True):
    """fill m.ref, m.ours, m.result for every mutant; check_urdf / xacro (2 at a time) run alongside urdf-ls.
    With originals, the unmodified corpus files are judged too (once per process): a mutant that only
    repeats its original's disagreement is marked inherited (the corpus file disagrees, not the mutation)."""
    if originals:
        todo = {}
        for m in mutants:
            k = (m.entry.path, m.is_xacro)
            if k not in _ORIGINAL and k not in todo:
                o = Mutant(-1 - len(todo), m.cls, "original", "utf-8", None, m.entry)
                with open(m.entry.path, "rb") as f:
                    o.text = f.read().decode("utf-8", "replace")
                todo[k] = o
        if todo:
            od = os.path.join(workdir, "originals")
            os.makedirs(od, exist_ok=True)
            evaluate(list(todo.values()), od, batch, originals=False)
            for k, o in todo.items():
                _ORIGINAL[k] = o.result
    for m in mutants:
        write_mutant(workdir, m)
    urdf = [m for m in mutants if not m.is_xacro]
    xac = [m for m in mutants if m.is_xacro]
    refs = {}

    def ref_side():
        refs.update(oracle.run_check_urdf_many([m.path for m in urdf]))
        refs.update(oracle.run_xacro_many([m.path for m in xac]))

    t = threading.Thread(target=ref_side)
    t.start()
    ours = {}
    groups = {}
    for m in mutants:
        groups.setdefault(m.entry.workspace, []).append(m.path)
    for ws, paths in sorted(groups.items()):
        for k in range(0, len(paths), batch):
            ours.update(oracle.run_urdf_ls(paths[k:k + batch], ws))
    t.join()
    for m in mutants:
        m.ref, m.ours = refs[m.path], ours[m.path]
        m.result = (oracle.compare_xacro if m.is_xacro else oracle.compare_urdf)(m.ref, m.ours)
        if m.is_xacro and m.result and m.result[0] == "false-warning" and all_in_uncalled_macros(m):
            # xacro never instantiates a macro nobody calls: a static warning there is not contradicted
            m.result = ("policy", "uncalled-macro:" + m.result[1])
        if m.is_xacro and m.result and m.result[0] == "missed-warning" and m.result[1] == "xacro-unknown-macro" \
                and included_elsewhere(m.entry):
            # xacro runs the file alone; urdf-ls also knows the macros of the files that include it
            m.result = ("policy", "included-elsewhere:" + m.result[1])
        if originals and is_disagreement(m.result):
            m.inherited = same_disagreement(m.result, _ORIGINAL.get((m.entry.path, m.is_xacro)))
    return mutants


_INCLUDERS = {}


def included_elsewhere(entry):
    """does another .xacro file of the same source include this one (by file name)?"""
    import re
    if entry.path not in _INCLUDERS:
        base = os.path.basename(entry.path)
        rx = re.compile(r"<xacro:include\b[^>]*filename\s*=\s*[\"'][^\"']*%s[\"']" % re.escape(base))
        found = False
        for d, _, fs in os.walk(entry.workspace):
            for f in fs:
                p = os.path.join(d, f)
                if f.endswith(".xacro") and p != entry.path:
                    try:
                        with open(p, encoding="utf-8", errors="replace") as fh:
                            if rx.search(fh.read()):
                                found = True
                                break
                    except OSError:
                        pass
            if found:
                break
        _INCLUDERS[entry.path] = found
    return _INCLUDERS[entry.path]


def all_in_uncalled_macros(m):
    import re
    text = m.text
    lines = text.splitlines(True)
    offs = [0]
    for l in lines:
        offs.append(offs[-1] + len(l))
    macros = []
    for mm in re.finditer(r"<xacro:macro\s[^>]*?name\s*=\s*[\"']([^\"']+)[\"'][^>]*>", text):
        end = text.find("</xacro:macro>", mm.end())
        if end > 0:
            called = re.search(r"<xacro:%s[\s/>]" % re.escape(mm.group(1)), text) is not None or \
                re.search(r"<xacro:call\s[^>]*macro\s*=\s*[\"']%s" % re.escape(mm.group(1)), text) is not None
            macros.append((mm.start(), end, called))
    flagged = [d for d in m.ours.diags if d.get("code") in oracle.XACRO_CODES]
    for d in flagged:
        ln = d["range"]["start"]["line"]
        off = offs[min(ln, len(offs) - 1)] + d["range"]["start"]["character"]  # (UTF-16 units: close enough)
        if not any(a <= off <= b and not called for a, b, called in macros):
            return False
    return bool(flagged)


def is_disagreement(result):
    return result is not None and result[0] not in ("policy", "skip")


# ---------------------------------------------------------------------------------------------- minimiser
class Minimiser:
    """delta debugging of a disagreeing mutant: lines, elements, tags, attributes, then characters, keeping
    the same disagreement (direction and key); candidates are judged in batches (one urdf-ls process each)"""

    def __init__(self, m, workdir, budget_s=120, batch=48):
        self.m, self.workdir, self.deadline = m, workdir, time.time() + budget_s
        self.batch = batch
        self.n = 0
        self.evals = 0

    def same(self, res):
        return same_disagreement(self.m.result, res)

    def judge(self, texts):
        """index of the first text that keeps the disagreement, or None"""
        for k in range(0, len(texts), self.batch):
            if time.time() > self.deadline:
                return None
            chunk = texts[k:k + self.batch]
            ms = []
            for t in chunk:
                self.n += 1
                mm = Mutant(self.n, self.m.cls, self.m.sub, self.m.codec, t, self.m.entry)
                ms.append(mm)
            d = tempfile.mkdtemp(dir=self.workdir)
            try:
                evaluate(ms, d, originals=False)
            finally:
                shutil.rmtree(d, ignore_errors=True)
            self.evals += len(ms)
            for i, mm in enumerate(ms):
                if self.same(mm.result):
                    self.last = mm
                    return k + i
        return None

    def ddmin(self, chunks):
        n = 2
        while len(chunks) >= 2 and time.time() < self.deadline:
            size = max(1, len(chunks) // n)
            parts = [(i, min(i + size, len(chunks))) for i in range(0, len(chunks), size)]
            cands = ["".join(chunks[:a] + chunks[b:]) for a, b in parts]
            hit = self.judge(cands)
            if hit is not None:
                a, b = parts[hit]
                chunks = chunks[:a] + chunks[b:]
                n = max(n - 1, 2)
            elif size == 1:
                break
            else:
                n = min(n * 2, len(chunks))
        return chunks

    def drop_spans(self, text, find):
        """try removing each span find(text) gives (largest first); repeat while it helps"""
        progress = True
        while progress and time.time() < self.deadline:
            progress = False
            spans = sorted(find(text), key=lambda s: s[0] - s[1])
            cands = [text[:a] + text[b:] for a, b in spans]
            hit = self.judge(cands)
            if hit is not None:
                text = cands[hit]
                progress = True
        return text

    def ddmin_with(self, chunks, build):
        """ddmin: keep only one part (subsets), else drop one part (complements)"""
        n = 2
        while len(chunks) >= 2 and time.time() < self.deadline:
            size = max(1, len(chunks) // n)
            parts = [(i, min(i + size, len(chunks))) for i in range(0, len(chunks), size)]
            subsets = [chunks[a:b] for a, b in parts] if n > 2 else []
            complements = [chunks[:a] + chunks[b:] for a, b in parts]
            cands = subsets + complements
            hit = self.judge([build(c) for c in cands])
            if hit is not None:
                chunks = cands[hit]
                n = 2 if hit < len(subsets) else max(n - 1, 2)
            elif size == 1:
                break
            else:
                n = min(n * 2, len(chunks))
        if len(chunks) == 1 and time.time() < self.deadline and self.judge([build([])]) == 0:
            chunks = []
        return chunks

    def run(self):
        import re
        from .mutators import ATTR, elements
        text = self.m.text
        self.last = self.m
        text = self.drop_elements_by_level(text)
        text = "".join(self.ddmin(text.splitlines(True)))
        text = self.drop_spans(text, lambda t: [(a, b) for a, b, n in elements(t)])
        text = "".join(self.ddmin(re.split(r"(?=<)", text)))
        text = self.drop_spans(text, lambda t: [(m.start(), m.end()) for m in ATTR.finditer(t)])
        squeezed = re.sub(r">\s+<", "><", text).strip()
        if squeezed != text and self.judge([squeezed]) == 0:
            text = squeezed
        if len(text) < 600:
            text = "".join(self.ddmin(list(text)))
        # verdicts of the final text
        final = self.judge([text])
        return text, (self.last if final is not None else self.m)

    def drop_elements_by_level(self, text):
        """ddmin over the children of the root element, then over the children of what is left at the next
        level, and so on: removing whole elements keeps the rest well formed, so big files shrink fast"""
        from .mutators import element_tree
        for level in range(1, 6):
            if time.time() > self.deadline:
                break
            spans = [(a, b) for a, b, d in element_tree(text) if d == level]
            if not spans:
                break
            # chunk i = element i and the text up to the next element of this level (or the end of its parent)
            pos = 0
            out_chunks = []
            for a, b in spans:
                out_chunks.append(("keep", text[pos:a]))
                out_chunks.append(("elem", text[a:b]))
                pos = b
            out_chunks.append(("keep", text[pos:]))
            elems = [i for i, (k, _) in enumerate(out_chunks) if k == "elem"]

            def build(kept_idx, out_chunks=out_chunks):
                ks = set(kept_idx)
                return "".join(t for i, (k, t) in enumerate(out_chunks) if k == "keep" or i in ks)
            kept = self.ddmin_with(elems, build)
            text = build(kept)
        return text


def minimise(m, workdir, budget_s=120):
    mm = Minimiser(m, workdir, budget_s)
    text, last = mm.run()
    return text, last, mm.evals
