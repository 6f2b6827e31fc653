"""Optional xacro expansion (opt-in: xacro evaluates Python expressions of the document).

The expansion runs the `xacro` package in a separate process with a time limit; $(find pkg) is
resolved by urdf-ls's package search (package.xml upward and in the workspace), never by ROS tools.
URDF diagnostics of the expanded robot are mapped back to the xacro source: to the element with the
same literal name, else to the element inside the macro whose name pattern produced it, else to the
root element."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

from . import analysis as an
from .analysis import Diag

TIMEOUT = 20


def _cmd(path, workspace, mappings):
    return [sys.executable, "-m", "urdf_ls.expand", path, json.dumps(list(workspace)), json.dumps(mappings or {})]


def _result(returncode, stdout, stderr):
    if returncode != 0:
        return None, ((stderr or "").strip().splitlines() or ["xacro failed"])[-1]
    return stdout, None


async def run_xacro_async(path, workspace=(), mappings=None, timeout=TIMEOUT):
    """like run_xacro, without blocking the server's event loop"""
    import asyncio
    proc = await asyncio.create_subprocess_exec(*_cmd(path, workspace, mappings), stdin=subprocess.DEVNULL,
                                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    except asyncio.TimeoutError:
        proc.kill()
        await proc.wait()
        return None, "xacro expansion timed out after %d s" % timeout
    return _result(proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


def run_xacro(path, workspace=(), mappings=None, timeout=TIMEOUT):
    """(urdf_text, None) or (None, error message)"""
    cmd = _cmd(path, workspace, mappings)
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, "xacro expansion timed out after %d s" % timeout
    return _result(p.returncode, p.stdout, p.stderr)


def _worker(path, workspace, mappings):
    import xacro
    from xacro import substitution_args

    from .paths import find_package

    def eval_find(pkg):
        d = find_package(pkg, path, workspace)
        if d is None:
            raise substitution_args.SubstitutionException("package '%s' not found" % pkg)
        return d
    substitution_args._eval_find = eval_find
    doc = xacro.process_file(path, mappings=mappings)
    sys.stdout.write(doc.toprettyxml(indent="  "))


def _pattern(value):
    """regex for a name attribute with ${...}/$(...) parts as wildcards"""
    parts = re.split(r"\$\{[^}]*\}|\$\([^)]*\)", value)
    if len(parts) == 1:
        return None
    return re.compile(".*".join(re.escape(p) for p in parts) + r"\Z", re.S)


def _top(el):
    while el.parent is not None and el.parent.parent is not None:
        el = el.parent
    return el


def _path_below(top, el):
    names = []
    while el is not None and el is not top:
        names.append(el.name)
        el = el.parent
    return list(reversed(names))


def _descend(el, names):
    for n in names:
        nxt = next((c for c in el.children if c.kind == "element" and c.name == n), None)
        if nxt is None:
            return el, False
        el = nxt
    return el, True


def _macro_of(el):
    p = el
    while p is not None and p.kind == "element":
        if p.name == "xacro:macro":
            return p.get("name")
        p = p.parent
    return None


def map_back(src_doc, exp_doc, diags):
    """map diagnostics of the expanded document onto elements of the xacro source"""
    from . import xacro as xm
    out = []
    src_root = src_doc.tree.root
    if src_root is None:
        return out
    trees = [(src_doc.path, src_doc.tree, src_doc.lines)]
    trees += [(p, t, li) for p, (_, t, li) in xm.index_for(src_doc).docs.items()]
    by_name, patterns = {}, []
    for path, tree, lines in trees:
        if tree.root is None:
            continue
        for el in tree.root.iter():
            if el.name in ("link", "joint", "material"):
                a = el.attr("name")
                if a is None:
                    continue
                pat = _pattern(a.value)
                if pat is None:
                    by_name.setdefault((el.name, a.value), (path, lines, el))
                else:
                    patterns.append((el.name, pat, (path, lines, el)))
    calls = [el for el in src_root.iter() if el.name.startswith("xacro:")]
    for d in diags:
        el = exp_doc.tree.element_at(d.start + 1) or exp_doc.tree.root
        top = _top(el) if el is not None else None
        where, what = None, ""
        if top is not None and top.name in ("link", "joint", "material"):
            name = top.get("name") or ""
            what = " (in expanded %s '%s')" % (top.name, name)
            hit = by_name.get((top.name, name))
            if hit is None:
                hit = next((t for kind, pat, t in patterns if kind == top.name and pat.match(name)), None)
            if hit is not None:
                path, lines, target = hit
                node, _ = _descend(target, _path_below(top, el))
                if path == src_doc.path:
                    where = node
                else:
                    # defined in an included file: point at the macro call that produced it
                    macro = _macro_of(target)
                    line = lines.line_of(node._ns + node.c.d) + 1
                    what += " — from %s:%d%s" % (os.path.basename(path), line,
                                                 (" in macro '%s'" % macro) if macro else "")
                    cands = [c for c in calls if macro and c.name.split(":", 1)[1].split(".")[-1] == macro]
                    cands.sort(key=lambda c: -sum(1 for a in c.attrs if a.value and a.value in name))
                    where = cands[0] if cands else None
        if where is None:
            where = src_root
        out.append(Diag(where.c, where._ns, where._ne, d.code, "[xacro expansion] " + d.message + what,
                        d.severity, d.data))
    return out


def expanded_diagnostics(src_doc, workspace=(), mappings=None):
    if not src_doc.path:
        return []
    text, err = run_xacro(src_doc.path, workspace, mappings)
    return diagnostics_of_expansion(src_doc, text, err, workspace)


def diagnostics_of_expansion(src_doc, text, err, workspace=()):
    """URDF diagnostics of an expansion result, mapped onto src_doc"""
    from .model import Document
    root = src_doc.tree.root
    if err is not None:
        if root is None:
            return []
        return [an.on_name(root, "xacro-expansion-failed", "xacro could not expand this file: %s" % err,
                           an.WARNING)]
    exp = Document(text, src_doc.path[:-len(".xacro")] if src_doc.path.endswith(".xacro") else src_doc.path + ".urdf",
                   workspace)
    exp.ctx.xacro = False
    diags = [d for d in exp.diagnostics() if d.code not in ("mesh-not-found", "package-not-found")]
    return map_back(src_doc, exp, diags)


if __name__ == "__main__":
    try:
        _worker(sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3]))
    except Exception as e:  # reported to the parent process on stderr
        sys.stderr.write("%s: %s\n" % (type(e).__name__, str(e).strip().splitlines()[0] if str(e).strip() else ""))
        sys.exit(1)
