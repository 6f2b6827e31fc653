"""The xacro index of a document: macros, properties and args defined in it, in the files it includes
(<xacro:include>, $(find pkg) resolved through Packages) and in the files of its package that include it."""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field


from ..vocabulary.xacro import parse_params
from ..vocabulary.xacro_static import keeps
from .files import FileCache
from .packages import Packages, package_root

INCLUDE_DEPTH = 8
INCLUDERS_SCANNED = 400     # xacro files looked at when searching for includers
INCLUDERS_DIRS = 2000       # folders visited by that search
INCLUDERS_SECONDS = 0.5     # and the time it may take; the result is cached until invalidate()

_FIND = re.compile(r"\$\(find\s+([^)\s]+)\)(.*)")
_ARG_OR_PROPERTY = re.compile(r"\$\(arg\s+([A-Za-z_][\w]*)\s*\)|\$\{\s*([A-Za-z_][\w]*)\s*\}")


def literal_path(value, idx):
    """an include path with its $(arg x) and ${x} replaced where the argument's default or the property's value
    read so far is literal (xacro reads them the same way: the include is then as certain as a literal one);
    the value unchanged where one is not"""
    if "$" not in value:
        return value

    def known(m):
        if m.group(1):
            d = idx.args.get(m.group(1))
            v = d.el.get("default") if d is not None and m.group(1) not in idx.given_args else None
        else:
            d = idx.properties.get(m.group(2))
            v = d.el.get("value") if d is not None and d.el.get("value") is not None else None
        return v if v is not None and "$" not in v else m.group(0)
    return _ARG_OR_PROPERTY.sub(known, value)


@dataclass
class Def:
    kind: str           # macro | property | arg | param
    name: str
    attr: object        # the name attribute (or the params attribute for a macro parameter)
    el: object
    path: str | None    # file that defines it (None: the document itself, unsaved)
    at: object = None   # the document's element that brings it in, in reading order: the definition itself or
    #                     the include of the file with it (None: from an includer of the document)


@dataclass
class Index:
    macros: dict = field(default_factory=dict)
    properties: dict = field(default_factory=dict)
    args: dict = field(default_factory=dict)
    complete: bool = True                             # every include resolved and parsed
    unresolved: list = field(default_factory=list)    # (attr, reason, missing) of includes that cannot be
    #                                                   followed; missing: a file or package that is not there
    namespaces: set = field(default_factory=set)      # ns names of includes (${ns.name} reads one)
    old_properties: dict = field(default_factory=dict)  # name -> <property> without the xacro: prefix
    includers: int = 0                                # files merged because they include the document
    computed_names: bool = False                      # a property named by an expression: any name may exist
    given_args: frozenset = frozenset()               # args the settings pass to xacro (xacro.args)
    find: object = None                               # find(pkg): the package is found from the document
    _params: frozenset | None = field(default=None, repr=False, compare=False)
    memo: dict = field(default_factory=dict, repr=False, compare=False)   # what the rules derive, per index

    @property
    def macro_params(self) -> frozenset:
        """the parameter names of every macro: a macro's body also reads its callers' (xacro scopes dynamically)"""
        if self._params is None:
            self._params = frozenset(p.name for m in self.macros.values() for p in parse_params(m.el.get("params")))
        return self._params
    files: dict = field(default_factory=dict)         # path -> ParsedFile of included/including files

    def merge(self, other):
        for table in ("macros", "properties", "args"):
            mine = getattr(self, table)
            for k, v in getattr(other, table).items():
                if k not in mine:
                    mine[k] = Def(v.kind, v.name, v.attr, v.el, v.path)   # (read before the document: no anchor)
        self.namespaces |= other.namespaces
        self.computed_names = self.computed_names or other.computed_names
        self.files.update(other.files)
        self.complete = self.complete and other.complete


class XacroWorkspace:
    """builds indexes; owns the caches shared by all documents (files, includer searches)"""

    def __init__(self, packages: Packages, files: FileCache, confined=False):
        self.packages, self.files = packages, files
        self._includers: dict = {}
        self._listings: dict = {}     # search root -> its xacro files and heads (a CLI run: files stable)
        self._built: dict = {}        # includer -> (its parse, its own index) (a CLI run: files stable)
        self.confined = confined     # True (the CLI): search for includers only inside the workspace folders
        self.generation = 0       # counts invalidate(): an index built before may be stale

    def invalidate(self):
        self._includers.clear()
        self._listings.clear()
        self._built.clear()
        self.generation += 1

    def resolve_include(self, value, doc_path):
        """(path or None, reason)"""
        v = value.strip()
        m = _FIND.match(v)
        if m:
            d = self.packages.find(m.group(1), doc_path)
            if d is None:
                return None, "package '%s' not found" % m.group(1)
            if "$" in m.group(2) or "$" in m.group(1):
                return None, "expression in include path"
            return os.path.normpath(d + "/" + m.group(2).lstrip("/")), None
        if "$" in v:
            return None, "expression in include path"
        if v.startswith("package://"):
            return self.packages.resolve(v, doc_path)
        if not doc_path:
            return None, "unsaved document"
        return os.path.normpath(os.path.join(os.path.dirname(doc_path), v)), None

    def build(self, tree, path, idx=None, ns="", depth=0, seen=None, anchor=None) -> Index:
        """anchor: the include element of the document that reads this file (None: this is the document)"""
        idx = idx if idx is not None else Index()
        seen = seen if seen is not None else set()
        if path:
            seen.add(os.path.abspath(path))
        if tree.root is None:
            return idx
        stack = [tree.root]
        while stack:
            el = stack.pop()
            name = el.name
            if name.startswith("xacro:"):
                if (name == "xacro:if" or name == "xacro:unless") and keeps(el) is False:
                    continue      # xacro never reads what a statically false condition holds
                self._index_directive(el, name[6:], path, idx, ns, depth, seen, anchor)
            elif name == "property" and depth == 0:
                n = el.get("name")
                if n:
                    idx.old_properties.setdefault(n, el)
            kids = [c for c in el.children if c.kind == "element"]
            kids.reverse()
            stack += kids
        return idx

    def _index_directive(self, el, d, path, idx, ns, depth, seen, anchor):
        if d in ("macro", "property", "arg"):
            a = el.attr("name")
            if a is not None:
                name = ns + a.value if d == "macro" else a.value
                if d == "property" and "$" in name:
                    idx.computed_names = True
                getattr(idx, _TABLE[d]).setdefault(name, Def(d, name, a, el, path, el if anchor is None else anchor))
        elif d == "include":
            a = el.attr("filename")
            if a is not None:
                self._follow_include(el, a, path, idx, ns, depth, seen, el if anchor is None else anchor)

    def _follow_include(self, el, a, path, idx, ns, depth, seen, anchor):
        sub_ns = el.get("ns")
        if sub_ns:
            idx.namespaces.add(sub_ns)
        target, reason = self.resolve_include(literal_path(a.value, idx), path)
        if target is None or depth > INCLUDE_DEPTH:
            idx.complete = False
            idx.unresolved.append((a, reason or "include nesting too deep", depth == 0 and reason is not None and
                                   reason.startswith("package")))
            return
        if os.path.abspath(target) in seen:
            return
        loaded = self.files.get(target)
        if loaded is None:
            idx.complete = False
            idx.unresolved.append((a, "not a readable file: %s" % target, depth == 0 and not os.path.exists(target)))
            return
        idx.files[target] = loaded
        self.build(loaded.tree, target, idx, ns + (sub_ns + "." if sub_ns else ""), depth + 1, seen, anchor)

    def includers(self, path):
        """xacro files of the same package that mention `path` and an include; cached until invalidate()
        (didChangeWatchedFiles, a save, a settings change)"""
        hit = self._includers.get(path)
        if hit is not None:
            return hit
        found = self._search_includers(path)
        if len(self._includers) > 4096:
            self._includers.clear()
        self._includers[path] = found
        return found

    def search_root(self, path):
        """where includers of `path` are searched: its package; outside any package its own folder, and the
        folder above when that is still inside a workspace folder (entry files sit above their parts).
        Never the file-system root."""
        root = package_root(path)
        if self.confined:
            return self._confine(root, path)
        if root is not None:
            return root
        here = os.path.dirname(os.path.abspath(path))
        parent = os.path.dirname(here)
        for w in self.packages.folders:
            w = os.path.abspath(w)
            if parent != here and (parent == w or parent.startswith(w.rstrip(os.sep) + os.sep)):
                return parent
        return here if os.path.dirname(here) != here else None

    def _confine(self, root, path):
        """the package root when it lies inside a workspace folder, else the workspace folder holding the file,
        else nothing: never a folder above or beside what was asked for"""
        def inside(p, w):
            return p == w or p.startswith(w.rstrip(os.sep) + os.sep)
        folders = [os.path.abspath(w) for w in self.packages.folders]
        if root is not None and any(inside(root, w) for w in folders):
            return root
        me = os.path.abspath(path)
        holding = [w for w in folders if inside(me, w)]
        return max(holding, key=len) if holding else None

    def _search_includers(self, path):
        root = self.search_root(path)
        if root is None:
            return []
        base = os.path.basename(path).encode()
        me = os.path.abspath(path)
        if self.packages.files_stable:
            # (a run over a tree asks for the includers of every xacro file of a package: walk and read it once)
            listing = self._listings.get(root)
            if listing is None:
                listing = self._listings[root] = list(self._xacro_heads(root, None, INCLUDERS_SCANNED + 1))
            others = [(p, data) for p, data in listing if p != me][:INCLUDERS_SCANNED]
        else:
            others = self._xacro_heads(root, me, INCLUDERS_SCANNED)
        return [p for p, data in others if base in data]

    @staticmethod
    def _xacro_heads(root, skip, most):
        """(path, its head when it mentions an include, else b"") of the first `most` xacro files below root
        but `skip`, within the search's folder and time limits"""
        files = 0
        deadline = time.monotonic() + INCLUDERS_SECONDS
        for n, (d, dirs, names) in enumerate(os.walk(root)):
            if n >= INCLUDERS_DIRS or time.monotonic() > deadline:
                return
            dirs[:] = sorted(x for x in dirs if not x.startswith("."))
            for f in sorted(names):
                p = os.path.join(d, f)
                if not f.endswith(".xacro") or os.path.abspath(p) == skip:
                    continue
                files += 1
                if files > most:
                    return
                data = FileCache.head(p)
                yield p, (data if data and b"include" in data else b"")

    def index(self, tree, path) -> Index:
        """the index of a document: its own definitions, its includes, and what its includers define"""
        idx = self.build(tree, path)
        if path:
            self._merge_includers(idx, os.path.abspath(path))
            idx.find = lambda pkg: self.packages.find(pkg, path) is not None
        return idx

    def _includer_index(self, loaded, path):
        """the index of an includer on its own (merged, never changed): built once per parse of the file in a
        run of the CLI, as many files of a package share their includers"""
        if not self.packages.files_stable:
            return self.build(loaded.tree, path)
        hit = self._built.get(path)
        if hit is None or hit[0] is not loaded:
            if len(self._built) >= 256:       # (as many as the file cache keeps)
                self._built.clear()
            hit = self._built[path] = (loaded, self.build(loaded.tree, path))
        return hit[1]

    def _merge_includers(self, idx, path):
        """a file included by others sees their macros, properties and args (xacro's scoping); includers
        are followed transitively, at most 12 files"""
        todo, done = [path], set()
        while todo and len(done) < 12:
            me = todo.pop()
            if me in done:
                continue
            done.add(me)
            for inc in self.includers(me):
                loaded = self.files.get(inc)
                if loaded is None:
                    continue
                sub = self._includer_index(loaded, inc)
                if me not in {os.path.abspath(p) for p in sub.files}:
                    if not sub.complete:
                        idx.complete = False  # may include us through a path we cannot resolve
                    continue
                idx.files[inc] = loaded
                idx.merge(sub)
                idx.includers += 1
                todo.append(os.path.abspath(inc))


_TABLE = {"macro": "macros", "property": "properties", "arg": "args"}
