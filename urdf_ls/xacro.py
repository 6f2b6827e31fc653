"""xacro awareness.

Directives (property/arg/macro/include/if/unless/insert_block/...) and ${...}/$(...) expressions are
understood and never produce errors.  An index of macros, properties and args is built for each xacro
document, following <xacro:include> ($(find pkg) resolved through package.xml, relative paths against
the including file).  When every include resolved, calls to unknown macros, missing/unknown macro
parameters and undefined properties/args are reported as warnings.  No code from the document is run."""
from __future__ import annotations

import os
import re

from . import analysis as an
from . import paths

DIRECTIVES = {"macro", "property", "arg", "include", "if", "unless", "insert_block", "call", "element",
              "attribute", "eval-comments", "loop"}

BUILTINS = set("""abs all any bool dict divmod enumerate filter float format hash hex int isinstance len list map
max min oct ord pow range repr reversed round set sorted str sum tuple zip True False None and or not in is if
else for lambda math pi e inf nan sin cos tan asin acos atan atan2 sinh cosh tanh exp log log10 sqrt ceil floor
fabs fmod radians degrees hypot copysign xacro load_yaml dotify abs_path arg env optenv find cwd eval""".split())

_EXPR = re.compile(r"\$\{(.*?)\}", re.S)
_DOLLAR = re.compile(r"\$\((\w+)\s*([^)]*)\)")
_IDENT = re.compile(r"(?<![\w.'\"])([A-Za-z_]\w*)")
_STR = re.compile(r"'[^']*'|\"[^\"]*\"")


def parse_params(spec):
    """macro params attribute -> list of (name, has_default, kind, raw)"""
    out = []
    for p in (spec or "").split():
        kind = "value"
        if p.startswith("**"):
            kind, p = "blocks", p[2:]
        elif p.startswith("*"):
            kind, p = "block", p[1:]
        name, sep, default = p.partition(":=")
        if not sep:
            name, sep, default = p.partition("=")
        inherit = name.startswith("^") or default.startswith("^")
        out.append((name.lstrip("^"), bool(sep) or inherit, kind, p))
    return out


class Def:
    __slots__ = ("kind", "name", "attr", "el", "path", "ns")

    def __init__(self, kind, name, attr, el, path, ns=""):
        self.kind, self.name, self.attr, self.el, self.path, self.ns = kind, name, attr, el, path, ns


class Index:
    """macros/properties/args of one document and everything it includes"""

    def __init__(self):
        self.macros: dict[str, Def] = {}
        self.properties: dict[str, Def] = {}
        self.args: dict[str, Def] = {}
        self.complete = True       # every include resolved and parsed
        self.unresolved: list = []  # (attr, reason) of includes we could not follow
        self.docs = {}             # path -> (text, tree, LineIndex) of included files


_file_cache: dict = {}


def _load(path):
    from .model import LineIndex
    from .xmltree import parse
    try:
        st = os.stat(path)
    except OSError:
        return None
    key = (path, st.st_mtime_ns, st.st_size)
    hit = _file_cache.get(path)
    if hit and hit[0] == key:
        return hit[1]
    if st.st_size > 20 * 1024 * 1024:
        return None
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", "replace")
    val = (text, parse(text), LineIndex(text))
    _file_cache[path] = (key, val)
    return val


def resolve_include(value, doc_path, workspace=()):
    """(path or None, reason)"""
    v = value.strip()
    m = re.match(r"\$\(find\s+([^)\s]+)\)(.*)", v)
    if m:
        d = paths.find_package(m.group(1), doc_path, workspace)
        if d is None:
            return None, "package '%s' not found" % m.group(1)
        rest = m.group(2)
        if "$" in rest:
            return None, "expression in include path"
        return os.path.normpath(d + "/" + rest.lstrip("/")), None
    if "$" in v:
        return None, "expression in include path"
    if v.startswith("package://"):
        p, problem = paths.resolve(v, doc_path, workspace)
        return p, problem
    if not doc_path:
        return None, "unsaved document"
    return os.path.normpath(os.path.join(os.path.dirname(doc_path), v)), None


def build_index(tree, path, workspace=(), idx=None, ns="", depth=0, seen=None):
    idx = idx or Index()
    seen = seen if seen is not None else set()
    if path:
        seen.add(os.path.abspath(path))
    root = tree.root
    if root is None:
        return idx
    for el in root.iter():
        n = el.name
        if not n.startswith("xacro:"):
            continue
        d = n[6:]
        if d == "macro":
            a = el.attr("name")
            if a is not None:
                idx.macros.setdefault(ns + a.value, Def("macro", ns + a.value, a, el, path, ns))
        elif d == "property":
            a = el.attr("name")
            if a is not None:
                idx.properties.setdefault(a.value, Def("property", a.value, a, el, path, ns))
        elif d == "arg":
            a = el.attr("name")
            if a is not None:
                idx.args.setdefault(a.value, Def("arg", a.value, a, el, path, ns))
        elif d == "include":
            a = el.attr("filename")
            if a is None:
                continue
            target, reason = resolve_include(a.value, path, workspace)
            if target is None or depth > 8:
                idx.complete = False
                idx.unresolved.append((a, reason or "include nesting too deep"))
                continue
            if os.path.abspath(target) in seen:
                continue
            loaded = _load(target)
            if loaded is None:
                idx.complete = False
                idx.unresolved.append((a, "file not found: %s" % target))
                continue
            idx.docs[target] = loaded
            sub_ns = el.get("ns")
            build_index(loaded[1], target, workspace, idx, ns + (sub_ns + "." if sub_ns else ""), depth + 1, seen)
    return idx


_includer_cache: dict = {}


def _package_root(path):
    d = os.path.dirname(os.path.abspath(path))
    cur = d
    for _ in range(8):
        if os.path.isfile(os.path.join(cur, "package.xml")):
            return cur
        nxt = os.path.dirname(cur)
        if nxt == cur:
            break
        cur = nxt
    # no package.xml: look a few folders up (entry files usually sit above their parts)
    up = d
    for _ in range(3):
        up = os.path.dirname(up)
    return up


def includers(path, limit=400):
    """xacro files of the same package that include `path` (they provide its context)"""
    root = _package_root(path)
    base = os.path.basename(path).encode()
    found = []
    n = 0
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if not x.startswith(".")]
        for f in files:
            if not f.endswith(".xacro"):
                continue
            p = os.path.join(d, f)
            if os.path.abspath(p) == os.path.abspath(path):
                continue
            n += 1
            if n > limit:
                return found
            try:
                st = os.stat(p)
                key = (st.st_mtime_ns, st.st_size)
                hit = _includer_cache.get(p)
                if hit is None or hit[0] != key:
                    with open(p, "rb") as fh:
                        hit = (key, fh.read(2_000_000))
                    _includer_cache[p] = hit
                data = hit[1]
            except OSError:
                continue
            if base in data and b"include" in data:
                found.append(p)
    return found


def index_for(doc):
    cached = getattr(doc, "_xacro_index", None)
    if cached is not None and cached[0] is doc.tree:
        return cached[1]
    ws = getattr(doc, "workspace", ()) or ()
    idx = build_index(doc.tree, doc.path, ws)
    if doc.path:
        # a file included by others sees their macros, properties and args (xacro's scoping);
        # follow includers transitively (bounded), merging what each of them defines
        todo, done = [os.path.abspath(doc.path)], set()
        while todo and len(done) < 12:
            me = todo.pop()
            if me in done:
                continue
            done.add(me)
            for inc in includers(me):
                loaded = _load(inc)
                if loaded is None:
                    continue
                sub = build_index(loaded[1], inc, ws)
                if me not in {os.path.abspath(p) for p in sub.docs}:
                    if not sub.complete:
                        idx.complete = False  # may include us through a path we cannot resolve
                    continue
                idx.docs[inc] = loaded
                idx.docs.update(sub.docs)
                for table in ("macros", "properties", "args"):
                    mine, theirs = getattr(idx, table), getattr(sub, table)
                    for k, v in theirs.items():
                        mine.setdefault(k, v)
                idx.complete = idx.complete and sub.complete
                todo.append(os.path.abspath(inc))
    doc._xacro_index = (doc.tree, idx)
    return idx


# ------------------------------------------------------------------ per-chunk collection (local rules)
def collect(ctx, node, s):
    """check URDF elements nested in xacro blocks of a top-level chunk"""
    if not node.name.startswith("xacro:"):
        return
    stack = [node]
    while stack:
        el = stack.pop()
        for c in el.children:
            if c.kind != "element":
                continue
            if c.name.startswith("xacro:"):
                stack.append(c)
            elif c.name == "link":
                an.check_link(ctx, s.diags, c, s)
            elif c.name == "joint":
                an.check_joint(ctx, s.diags, c, s)
            elif c.name == "material":
                an.check_material(ctx, s.diags, c, True)
                a = c.attr("name")
                if a is not None:
                    s.defs.append(("material", a.value, a, c))


# ------------------------------------------------------------------ document-level diagnostics
def identifiers(expr):
    body = _STR.sub("''", expr)
    return [m for m in _IDENT.finditer(body)]


def _in_macro(el):
    p = el
    while p is not None and p.kind == "element":
        if p.name == "xacro:macro":
            return True
        p = p.parent
    return False


def _scope_params(el):
    """names bound by enclosing macros (params) and xacro:loop-like constructs"""
    names = set()
    p = el
    while p is not None and p.kind == "element":
        if p.name == "xacro:macro":
            for name, _, _, _ in parse_params(p.get("params")):
                names.add(name)
        p = p.parent
    return names


def diagnostics(doc):
    """xacro warnings for the whole document (cheap: xacro files are small)"""
    out = []
    tree = doc.tree
    if tree.root is None:
        return out
    idx = index_for(doc)
    for a, reason in idx.unresolved:
        out.append(an.on_value(a, "xacro-include-unresolved", "Cannot follow include (%s); macros and properties "
                               "from it are unknown, so unknown-name checks are off" % reason, an.INFO))
    complete = idx.complete
    props = idx.properties
    top_level = tree.root.get("name") is not None
    for el in tree.root.iter():
        if el.name.startswith("xacro:"):
            d = el.name[6:]
            if d not in DIRECTIVES:
                m = idx.macros.get(d)
                if m is None:
                    if complete:
                        sugg = an.schema.did_you_mean(d, idx.macros)
                        out.append(an.on_name(el, "xacro-unknown-macro", "Unknown xacro macro '%s'%s" % (
                            d, ("; did you mean '%s'?" % sugg) if sugg else ""), an.WARNING))
                else:
                    params = parse_params(m.el.get("params"))
                    names = {p[0] for p in params if p[2] == "value"}
                    given = {a.name for a in el.attrs}
                    for pn, has_def, kind, _ in params:
                        if kind == "value" and not has_def and pn not in given:
                            out.append(an.on_name(el, "xacro-missing-param", "Macro '%s' needs parameter '%s'" % (
                                d, pn), an.WARNING))
                    for a in el.attrs:
                        if a.name not in names and not a.name.startswith("xmlns"):
                            sugg = an.schema.did_you_mean(a.name, names)
                            out.append(an.on_attr_name(a, "xacro-unknown-param", "Macro '%s' has no parameter "
                                                       "'%s'%s" % (d, a.name, ("; did you mean '%s'?" % sugg)
                                                                   if sugg else ""), an.WARNING))
        if not complete:
            continue
        if not top_level and _in_macro(el):
            continue  # evaluated in the caller's scope, which a library file does not know
        scope = None
        for a in el.attrs:
            v = a.value
            if "$" not in v:
                continue
            for m in _EXPR.finditer(v):
                for im in identifiers(m.group(1)):
                    name = im.group(1)
                    if name in BUILTINS or name in props:
                        continue
                    if scope is None:
                        scope = _scope_params(el)
                    if name in scope:
                        continue
                    s = a.value_start + m.start(1) + im.start(1)
                    out.append(an.Diag(a.c, s - a.c.d, s - a.c.d + len(name), "xacro-undefined-property",
                                       "Property '%s' is not defined" % name, an.WARNING))
            for m in _DOLLAR.finditer(v):
                if m.group(1) == "arg":
                    name = m.group(2).strip()
                    if name and name not in idx.args:
                        s = a.value_start + m.start(2)
                        out.append(an.Diag(a.c, s - a.c.d, s - a.c.d + len(name), "xacro-undefined-arg",
                                           "Argument '%s' is not declared with <xacro:arg>" % name, an.WARNING))
    return out


# ------------------------------------------------------------------ editor features
DIRECTIVE_SNIPPETS = {
    "xacro:property": ('xacro:property name="$1" value="$2"/>', "define a property"),
    "xacro:arg": ('xacro:arg name="$1" default="$2"/>', "declare an argument"),
    "xacro:macro": ('xacro:macro name="$1" params="$2">\n\t$0\n</xacro:macro>', "define a macro"),
    "xacro:include": ('xacro:include filename="$1"/>', "include another xacro file"),
    "xacro:if": ('xacro:if value="$1">\n\t$0\n</xacro:if>', "conditional block"),
    "xacro:unless": ('xacro:unless value="$1">\n\t$0\n</xacro:unless>', "negated conditional block"),
    "xacro:insert_block": ('xacro:insert_block name="$1"/>', "insert a block parameter"),
}


def macros(doc):
    return {k: v.el for k, v in index_for(doc).macros.items()}


def element_completions(doc, parent):
    items = [(k, body, d) for k, (body, d) in DIRECTIVE_SNIPPETS.items()]
    for name, m in index_for(doc).macros.items():
        attrs, i = [], 1
        for pn, has_def, kind, _ in parse_params(m.el.get("params")):
            if kind == "value" and not has_def:
                attrs.append('%s="$%d"' % (pn, i))
                i += 1
        body = "xacro:%s %s/>" % (name, " ".join(attrs)) if attrs else "xacro:%s/>" % name
        where = "" if m.path == doc.path else " (from %s)" % os.path.basename(m.path or "?")
        items.append(("xacro:" + name, body, "macro" + where))
    return items


def attr_completions(doc, el):
    m = index_for(doc).macros.get(el.name[6:])
    if m is None:
        return []
    return [(pn, "macro parameter" + ("" if not has_def else " (has default)"))
            for pn, has_def, kind, _ in parse_params(m.el.get("params")) if kind == "value"]


def value_completions(doc, el, a, off):
    """inside ${...}: properties and the parameters of enclosing macros"""
    before = doc.text[a.value_start:off]
    if before.rfind("${") <= before.rfind("}"):
        return []
    idx = index_for(doc)
    out = [(n, "property") for n in idx.properties] + [(n, "macro parameter") for n in sorted(_scope_params(el))]
    return out


def definition(ls, doc, uri, off):
    """macro call -> macro; ${name} -> property/param; $(arg x) -> xacro:arg"""
    from lsprotocol import types as T
    from .server import rng
    el = doc.tree.element_at(off)
    if el is None:
        return None
    idx = index_for(doc)
    target = None
    if el.name.startswith("xacro:") and el.name_start <= off <= el.name_end:
        target = idx.macros.get(el.name[6:])
    else:
        for a in el.attrs:
            if a.value_start <= off <= a.value_end and "$" in a.value:
                rel = off - a.value_start
                for m in _EXPR.finditer(a.value):
                    if m.start(1) <= rel <= m.end(1):
                        for im in identifiers(m.group(1)):
                            if m.start(1) + im.start(1) <= rel <= m.start(1) + im.end(1):
                                name = im.group(1)
                                target = idx.properties.get(name)
                                if target is None:
                                    p = el
                                    while p is not None and p.kind == "element" and target is None:
                                        if p.name == "xacro:macro" and name in {x[0] for x in parse_params(
                                                p.get("params"))}:
                                            target = Def("param", name, p.attr("params"), p, doc.path)
                                        p = p.parent
                for m in _DOLLAR.finditer(a.value):
                    if m.group(1) == "arg" and m.start() <= rel <= m.end():
                        target = idx.args.get(m.group(2).strip())
    if target is None:
        return None
    a = target.attr
    if target.path is None or target.path == doc.path:
        return [T.Location(uri, rng(doc, a.value_start, a.value_end))]
    text, tree, lines = idx.docs[target.path]
    sl, sc = lines.position(a.value_start, ls.enc)
    el_, ec = lines.position(a.value_end, ls.enc)
    from pathlib import Path
    return [T.Location(Path(target.path).as_uri(), T.Range(T.Position(sl, sc), T.Position(el_, ec)))]
