"""Cross-chunk URDF rules (names, references, kinematic tree), maintained incrementally.

Each analysis hands over the list of chunk summaries; only summaries that were added or removed since
the previous analysis are applied, and only the names they touch are re-checked.  The tree is rebuilt
when a joint or a link definition changed.  The result equals a from-scratch computation (the property
test in tests/unit/syntax/test_reparse.py compares both)."""
from __future__ import annotations

from ..codes import Code, FixData, Severity
from ..vocabulary.suggest import suggestion
from ..workspace.packages import has_expr
from .contained import guarded
from .urdf import MESH_COLOURS, colours_itself, on_value

_DUPLICATE = {"link": Code.DUPLICATE_LINK, "joint": Code.DUPLICATE_JOINT, "material": Code.DUPLICATE_MATERIAL}
_BULK = 256     # edges moved by one analysis beyond which walking every link is cheaper than the forest
REF_KEYS = {"link": ("link", "link-or-joint"), "joint": ("joint", "link-or-joint"), "material": ("material",)}


def _first(x):
    return x[0]


def _add(table, key, item):
    """append an item to table[key]; True when the key appeared"""
    lst = table.get(key)
    if lst is None:
        table[key] = [item]
        return True
    lst.append(item)
    return False


def _toggle(items, x):
    """x joins the set, or leaves it when it was there"""
    if x in items:
        items.remove(x)
    else:
        items.add(x)


class _Removals:
    """items leaving the tables, removed per key in one pass: a name used 10,000 times loses half of its
    uses in O(uses), not O(uses) per use"""

    def __init__(self):
        self.keys = {}

    def add(self, table, key, target, ident=None, kind=None):
        e = self.keys.get((id(table), key))
        if e is None:
            e = self.keys[(id(table), key)] = (table, key, set(), ident, kind)
        e[2].add(id(target))

    def apply(self, aff):
        """remove them (by identity of ident(item)); a key that vanishes marks its kind affected"""
        for table, key, ids, ident, kind in self.keys.values():
            lst = table.get(key, [])
            lst[:] = [x for x in lst if id(ident(x) if ident else x) not in ids]
            if not lst:
                table.pop(key, None)
                if kind is not None:
                    aff.kinds.add(kind)
                    aff.names.add((kind, key))


class _Affected:
    """what one apply() touched"""

    def __init__(self, first):
        self.defs, self.refs, self.kinds, self.children, self.links = set(), set(), set(), set(), set()
        self.tree_dirty = self.full = first
        self.names = set()      # (kind, name) defined or undefined by this apply: each flip toggles it


class GlobalState:
    """names, references and the kinematic tree of a document, updated by the summaries that changed"""

    def __init__(self, xacro=False):
        # xacro source: duplicates that depend on the expansion (names with expressions, names defined
        # in macros or conditionals) are not flagged; references and the tree are left to the expansion
        self.xacro = xacro
        self.defs = {"link": {}, "joint": {}, "material": {}}
        self.inline = {}        # material name -> [name attrs of visual materials that define it]
        self.refs = {}          # (kind, name) -> [(attr, role)]
        self.local = {}         # id(summary) -> summary with local diagnostics
        self.dup = {}           # (kind, name) -> [Diag]
        self.refd = {}          # (kind, name) -> [Diag]
        self.tree_diags = []
        self.claims = {}        # child link name -> [joint tuples] (in document order when resolved)
        self.by_parent = {}     # parent link name -> [joint tuples]
        self.child_diags = {}   # child link name -> [Diag] (two parents, self loops)
        self.parent_of, self.children, self.roots, self.main_root = {}, {}, [], None
        self.first = True
        self._roots = set()     # links without a parent
        self._size = {}         # root -> links reachable from it (when there are several roots)
        self._unreached = ()    # children no root reaches (cycles)
        # the parent edges as a dynamic forest, built at the first edit that moves a joint; an edge that
        # would close a cycle stays out of it: its child (in `_virtual`) tops a tree no root reaches
        self._forest = None
        self._virtual = set()
        self._names_version = 0  # bumped when a name is defined for the first time or no longer defined
        self._sorted = {}       # reference kind -> (names version, sorted candidate names for "did you mean")

    def apply(self, removed, added):
        """summaries that left the document and summaries that entered it"""
        if self.first and not removed:
            return self._fill(added)
        aff = _Affected(self.first)
        gone = _Removals()
        for s in removed:
            self._apply(s, aff, gone)
            self.local.pop(id(s), None)
        gone.apply(aff)
        for s in added:
            self._apply(s, aff, None)
            if s.diags:
                self.local[id(s)] = s
        if aff.names or self.first:     # a name that left and came back (an edit inside it) changes nothing
            self._names_version += 1
        self.first = False
        self._recheck(aff)

    def _fill(self, added):
        """the first apply: the tables are filled without noting what each summary touches, since every
        name is checked"""
        defs, inline, refs, claims, by_parent = self.defs, self.inline, self.refs, self.claims, self.by_parent
        for s in added:     # (setdefault, not _add: no call per name of the file)
            for kind, name, attr, _el in s.defs:
                (inline if kind == "material-inline" else defs[kind]).setdefault(name, []).append(attr)
            for kind, name, attr, role in s.refs:
                refs.setdefault((kind, name), []).append((attr, role))
            j = s.joint
            if j is not None:
                claims.setdefault(j[2].value if j[2] is not None else None, []).append(j)
                by_parent.setdefault(j[1].value if j[1] is not None else None, []).append(j)
            if s.diags:
                self.local[id(s)] = s
        for kind, table in defs.items():
            for name, attrs in table.items():
                if len(attrs) > 1:
                    self._dups(kind, name)
        aff = _Affected(True)
        aff.kinds = {kind for kind, table in defs.items() if table}
        if inline:
            aff.kinds.add("material")
        aff.refs = set(refs)
        aff.links = set(defs["link"])
        aff.children = set(claims)
        self._names_version += 1
        self.first = False
        self._recheck_uses(aff)

    def _apply(self, s, aff, gone):
        """add a summary's names (gone is None) or queue their removal"""
        self._apply_defs(s, aff, gone)
        for kind, name, attr, role in s.refs:
            key = (kind, name)
            if gone is None:
                _add(self.refs, key, (attr, role))
            else:
                gone.add(self.refs, key, attr, _first)
            aff.refs.add(key)
        if s.joint is not None:
            self._apply_joint(s.joint, aff, gone)

    def _apply_defs(self, s, aff, gone):
        for kind, name, attr, _el in s.defs:
            table, affected_kind = (self.inline, "material") if kind == "material-inline" else (self.defs[kind], kind)
            if gone is not None:
                gone.add(table, name, attr, None, affected_kind)
            elif _add(table, name, attr):
                aff.kinds.add(affected_kind)
                _toggle(aff.names, (affected_kind, name))
            if kind == "material-inline":
                aff.refs.add(("material", name))
                continue
            aff.defs.add((kind, name))
            if kind == "link":
                aff.tree_dirty = True
                aff.links.add(name)

    def _apply_joint(self, j, aff, gone):
        aff.tree_dirty = True
        cn = j[2].value if j[2] is not None else None
        pn = j[1].value if j[1] is not None else None
        if gone is None:
            _add(self.claims, cn, j)
            _add(self.by_parent, pn, j)
        else:
            gone.add(self.claims, cn, j)
            gone.add(self.by_parent, pn, j)
        aff.children.add(cn)

    def _recheck(self, aff):
        refs, refd = self.refs, self.refd
        for k in aff.defs:
            self._dups(*k)
            for rk in REF_KEYS[k[0]]:
                key = (rk, k[1])
                if key in refs or key in refd:      # (_refs changes nothing for the others)
                    aff.refs.add(key)
        self._recheck_uses(aff)

    def _recheck_uses(self, aff):
        """the references and the tree after the definitions were re-checked"""
        if self.xacro:
            return None
        if aff.kinds:
            # suggestions of unresolved references depend on the whole name set
            aff.refs.update(self.refd.keys())
        for k in aff.refs:
            self._refs(k)
        if aff.tree_dirty:
            for name in aff.links:
                aff.children.add(name)
                for j in self.by_parent.get(name, ()):
                    aff.children.add(j[2].value if j[2] is not None else None)
            self._tree(aff.children, "link" in aff.kinds, aff.full)

    # ------------------------------------------------------------------ rules
    def _dups(self, kind, name):
        attrs = self.defs[kind].get(name)
        if not attrs or len(attrs) < 2 or (self.xacro and self._expansion_dependent(name, attrs)):
            self.dup.pop((kind, name), None)
            return None
        attrs.sort(key=lambda a: a.name_start)
        self.dup[(kind, name)] = [on_value(a, _DUPLICATE[kind], "Duplicate %s name '%s'" % (kind, name))
                                  for a in attrs[1:]]

    @staticmethod
    def _expansion_dependent(name, attrs):
        from ..vocabulary.xacro import in_block     # (here: only xacro files need it)
        return has_expr(name) or any(in_block(a.owner) for a in attrs)

    def _refs(self, key):
        kind, name = key
        refs = self.refs.get(key)
        if not refs or self._resolves(kind, name):
            self.refd.pop(key, None)
        else:
            hint = suggestion(name, self._candidates(kind), presorted=True)    # (the same for each of its uses)
            self.refd[key] = [self._unresolved(kind, name, attr, role, hint) for attr, role in refs]

    def _resolves(self, kind, name):
        """a reference of this kind to this name has its target"""
        d = self.defs
        if kind == "link":
            return name in d["link"]
        if kind == "joint":
            return name in d["joint"]
        if kind == "link-or-joint":
            return name in d["link"] or name in d["joint"]
        return name in d["material"] or name in self.inline

    def _unresolved(self, kind, name, attr, role, hint):
        """the diagnostic of a reference whose target is not defined; hint: suggestion() for its name"""
        if kind == "link":
            code, fmt = Code.UNKNOWN_LINK, "%s link '%%s' is not defined" % role.capitalize()
        elif kind == "joint" and role == "ros2_control":
            code, fmt = Code.ROS2_CONTROL_UNKNOWN_JOINT, "<ros2_control> joint '%s' is not defined: ros2_control throws"
        elif kind == "joint":
            code = Code.UNKNOWN_JOINT
            fmt = "%s refers to undefined joint '%%s'" % ("<mimic>" if role == "mimic" else "<transmission>")
        elif kind == "link-or-joint":
            code, fmt = Code.UNKNOWN_REFERENCE, "<gazebo reference> '%s' is neither a link nor a joint"
        else:
            code = Code.UNDEFINED_MATERIAL
            fmt = "Material '%s' is not defined (no top-level <material> and no colour here)"
        text, sugg = hint
        d = on_value(attr, code, fmt % name + text, FixData(suggest=sugg) if sugg else None)
        owner = attr.owner
        if code == Code.UNDEFINED_MATERIAL and owner is not None and colours_itself(owner.parent):
            return d.with_severity(Severity.INFORMATION, d.message + MESH_COLOURS)
        return d

    def _candidates(self, kind):
        """the defined names a reference of this kind may have meant, sorted once per change of the name set
        (a keystroke in a 10,000-link robot must not sort them again)"""
        hit = self._sorted.get(kind)
        if hit is None or hit[0] != self._names_version:
            hit = self._sorted[kind] = (self._names_version, sorted(self._defined(kind)))
        return hit[1]

    def _defined(self, kind):
        d = self.defs
        if kind in ("link", "joint"):
            return list(d[kind])
        if kind == "link-or-joint":
            return list(d["link"]) + list(d["joint"])
        return list(d["material"]) + list(self.inline)

    def _resolve_child(self, child):
        """parent of `child` from its claims in document order (first valid claim wins)"""
        links = self.defs["link"]
        old = self.parent_of.pop(child, None)
        if old is not None:
            kids = self.children.get(old[0])
            if kids is not None:
                kids.remove(child)
                if not kids:
                    del self.children[old[0]]
        self.child_diags.pop(child, None)
        claims = self.claims.get(child)
        if not claims or child is None:
            return None
        if len(claims) > 1:
            claims.sort(key=lambda j: j[3].start)
        out = []
        got = None
        for _jname, pa, ca, el in claims:
            if pa is None or ca is None or pa.value not in links or ca.value not in links:
                continue
            if got is not None:
                out.append(on_value(ca, Code.LINK_TWO_PARENTS, "Link '%s' already has parent joint '%s'; a link can "
                                    "have only one parent" % (child, got[1].get("name"))))
                continue
            if child == pa.value:
                out.append(on_value(ca, Code.JOINT_SELF_LOOP, "Joint connects link '%s' to itself" % child))
                continue
            got = (pa.value, el, ca)
        if out:
            self.child_diags[child] = out
        if got is not None:
            self.parent_of[child] = got
            self.children.setdefault(got[0], []).append(child)
            return got[0]
        return None

    def _tree(self, affected, names_changed, full):
        """re-resolve the affected children; the reachability walk (O(links)) runs only when an edge or the
        set of link names changed, the diagnostics are rebuilt from its cached result"""
        links, parent_of, children = self.defs["link"], self.parent_of, self.children
        moved = []
        grown = set()
        for child in affected:
            before = parent_of.get(child)
            before = before[0] if before is not None else None
            after = self._resolve_child(child)
            grown.add(after)
            if after != before:
                moved.append((child, before, after))
            if child in links and child not in parent_of:
                self._roots.add(child)
            else:
                self._roots.discard(child)
        for parent in grown - {None}:   # children in document order, one sort per parent (not per joint)
            kids = children.get(parent)
            if kids is not None and len(kids) > 1:
                kids.sort(key=lambda c: parent_of[c][1].start)
        if moved or names_changed or full:
            self._restructure(moved, affected, names_changed, full)
        out = []
        for lst in self.child_diags.values():
            out.extend(lst)
        first = lambda n: min(links[n], key=lambda a: a.name_start)
        roots = list(self._roots)
        if len(roots) > 1:
            roots.sort(key=lambda n: first(n).name_start)
        if links and not roots:
            first_attr = min((a for lst in links.values() for a in lst), key=lambda a: a.name_start)
            out.append(on_value(first_attr, Code.NO_ROOT, "No root link: every link has a parent, so the joints form "
                                "a cycle"))
        main = None
        if len(roots) > 1:
            rank = {n: i for i, n in enumerate(roots)}
            main = max(roots, key=lambda r: (self._size[r], -rank[r]))
            for r in roots:
                if r != main:
                    out.append(on_value(first(r), Code.MULTIPLE_ROOTS, "Link '%s' is not connected to the tree: it is "
                                        "a second root besides '%s'" % (r, main)))
        elif roots:
            main = roots[0]
        for child in self._unreached:
            _parent, el, ca = parent_of[child]
            out.append(on_value(ca, Code.CYCLE, "Joint '%s' is part of a cycle: link '%s' cannot be reached "
                                "from the root" % (el.get("name"), child)))
        self.tree_diags = out
        self.roots, self.main_root = roots, main

    def _restructure(self, moved, affected, names_changed, full):
        """roots' sizes and unreachable children after edges moved: the forest follows one edit's few
        moves in O(log n) each; a first analysis or a bulk change walks every link instead"""
        if full or len(moved) + len(affected) > _BULK:
            self._forest = None
            return self._walk()
        if self._forest is None or not self._move_edges(moved, affected if names_changed else ()):
            self._build_forest()
        f = self._forest
        if len(self._roots) > _BULK:
            return self._walk()
        self._size = {r: f.size(r) for r in self._roots} if len(self._roots) > 1 else {}
        self._unreached = [c for t in self._virtual for c in f.members(t)]
        return None

    def _build_forest(self):
        links, parent_of = self.defs["link"], self.parent_of
        tops = [n for n in links if n not in parent_of]
        reach = self._reach(tops)
        self._virtual = set()
        for n in links:     # one edge of each cycle stays out; its child tops the cycle's tree
            path = set()
            while n not in reach and n not in path:
                path.add(n)
                n = parent_of[n][0]
            if n in path:
                self._virtual.add(n)
                tops.append(n)
                reach |= self._reach([n])
        self._roots = {n for n in links if n not in parent_of}
        from .forest import Forest     # (here: only edits build one, and `urdf-ls check` starts faster without it)
        self._forest = Forest.of(tops, self.children)

    def _move_edges(self, moved, names):
        f, links, virtual = self._forest, self.defs["link"], self._virtual
        cut = False
        for child, before, _after in moved:
            if before is None:
                continue
            if child in virtual:
                virtual.discard(child)
            else:
                f.cut(child)
                cut = True
        for name in names:
            if name in links and name not in f:
                f.add(name)
            elif name not in links and name in f:
                if not f.alone(name):   # an edge to a vanished link was not moved: cannot happen; rebuild
                    return False
                f.remove(name)
        todo = [(c, a) for c, _b, a in moved if a is not None]
        if cut and virtual:     # a cut may have opened the cycle an edge was left out for
            todo += [(c, self.parent_of[c][0]) for c in virtual]
            virtual.clear()
        for child, parent in todo:
            if f.same_tree(child, parent):
                virtual.add(child)
            else:
                f.link(child, parent)
        return True

    def _reach(self, tops):
        reach, stack = set(), list(tops)
        while stack:
            n = stack.pop()
            if n not in reach:
                reach.add(n)
                stack.extend(self.children.get(n, ()))
        return reach

    def _walk(self):
        """the links each root reaches; the children none reaches"""
        links, children = self.defs["link"], self.children
        self._roots = {n for n in links if n not in self.parent_of}
        reach, size = set(), {}
        for r in self._roots:
            stack, seen = [r], 0
            while stack:
                n = stack.pop()
                if n in reach:
                    continue
                reach.add(n)
                seen += 1
                stack.extend(children.get(n, ()))
            size[r] = seen
        self._size = size
        self._unreached = [c for c in self.parent_of if c not in reach] if len(reach) < len(links) else ()

    @guarded("names and tree")
    def diagnostics(self):
        out = []
        for lst in self.dup.values():
            out.extend(lst)
        for lst in self.refd.values():
            out.extend(lst)
        out.extend(self.tree_diags)
        for s in self.local.values():
            out.extend(s.diags)
        return out
