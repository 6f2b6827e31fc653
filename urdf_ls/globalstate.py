"""Cross-chunk URDF rules (names, references, kinematic tree), maintained incrementally.

Each analysis hands over the list of chunk summaries; only summaries that were added or removed since
the previous analysis are applied, and only the names they touch are re-checked.  The tree is rebuilt
when a joint or a link definition changed.  The result equals a from-scratch computation (the property
test in tests/test_incremental.py compares both)."""
from __future__ import annotations

from .analysis import ERROR, WARNING, on_value
from .schema import did_you_mean

REF_KEYS = {"link": ("link", "link-or-joint"), "joint": ("joint", "link-or-joint"), "material": ("material",)}


def _remove(lst, obj):
    for i, x in enumerate(lst):
        if (x[0] if isinstance(x, tuple) else x) is obj:
            del lst[i]
            return


class GlobalState:
    def __init__(self):
        self.by_id = {}
        self.defs = {"link": {}, "joint": {}, "material": {}}
        self.inline = {}
        self.refs = {}          # (kind, name) -> [(attr, role)]
        self.joints = {}        # id(summary) -> (name, parent_attr, child_attr, element)
        self.local = {}         # id(summary) -> summary with local diagnostics
        self.dup = {}           # (kind, name) -> [Diag]
        self.refd = {}          # (kind, name) -> [Diag]
        self.tree_diags = []
        self.claims = {}        # child link name -> [joint tuples] (in document order when resolved)
        self.by_parent = {}     # parent link name -> [joint tuples]
        self.child_diags = {}   # child link name -> [Diag] (two parents, self loops)
        self.parent_of, self.children, self.roots, self.main_root = {}, {}, [], None
        self.first = True

    # ------------------------------------------------------------------ apply a new summary list
    def update(self, summaries):
        """from a complete list of summaries (diffed against the previous one)"""
        new = {id(s): s for s in summaries}
        old = self.by_id
        removed = [s for k, s in old.items() if k not in new] if not self.first else []
        added = [s for k, s in new.items() if k not in old]
        self.apply(removed, added)

    def apply(self, removed, added):
        """summaries that left the document and summaries that entered it"""
        for s in removed:
            self.by_id.pop(id(s), None)
        for s in added:
            self.by_id[id(s)] = s
        aff_defs, aff_refs, changed_kinds = set(), set(), set()
        aff_children, link_names = set(), set()
        tree_dirty = self.first
        for s, sign in [(s, -1) for s in removed] + [(s, 1) for s in added]:
            key = id(s)
            for kind, name, attr, _el in s.defs:
                if kind == "material-inline":
                    c = self.inline.get(name, 0) + sign
                    if c > 0:
                        self.inline[name] = c
                    else:
                        self.inline.pop(name, None)
                    if c in (0, 1):
                        changed_kinds.add("material")
                    aff_refs.add(("material", name))
                    continue
                table = self.defs[kind]
                if sign > 0:
                    lst = table.setdefault(name, [])
                    lst.append(attr)
                    if len(lst) == 1:
                        changed_kinds.add(kind)
                else:
                    lst = table.get(name, [])
                    _remove(lst, attr)
                    if not lst:
                        table.pop(name, None)
                        changed_kinds.add(kind)
                aff_defs.add((kind, name))
                if kind == "link":
                    tree_dirty = True
                    link_names.add(name)
            for kind, name, attr, role in s.refs:
                k = (kind, name)
                if sign > 0:
                    self.refs.setdefault(k, []).append((attr, role))
                else:
                    lst = self.refs.get(k, [])
                    _remove(lst, attr)
                    if not lst:
                        self.refs.pop(k, None)
                aff_refs.add(k)
            j = s.joint
            if j is not None:
                tree_dirty = True
                cn = j[2].value if j[2] is not None else None
                pn = j[1].value if j[1] is not None else None
                if sign > 0:
                    self.joints[key] = j
                    self.claims.setdefault(cn, []).append(j)
                    self.by_parent.setdefault(pn, []).append(j)
                else:
                    self.joints.pop(key, None)
                    for table, k in ((self.claims, cn), (self.by_parent, pn)):
                        lst = table.get(k, [])
                        for i, x in enumerate(lst):
                            if x is j:
                                del lst[i]
                                break
                        if not lst:
                            table.pop(k, None)
                aff_children.add(cn)
            if sign > 0 and s.diags:
                self.local[key] = s
            elif sign < 0:
                self.local.pop(key, None)
        self.first = False
        for k in aff_defs:
            self._dups(*k)
            for rk in REF_KEYS[k[0]]:
                aff_refs.add((rk, k[1]))
        if changed_kinds:
            # suggestions of unresolved references depend on the whole name set
            aff_refs.update(self.refd.keys())
        for k in aff_refs:
            self._refs(k)
        if tree_dirty:
            for name in link_names:
                aff_children.add(name)
                for j in self.by_parent.get(name, ()):
                    aff_children.add(j[2].value if j[2] is not None else None)
            self._tree(aff_children)

    # ------------------------------------------------------------------ rules
    def _dups(self, kind, name):
        attrs = self.defs[kind].get(name)
        if not attrs or len(attrs) < 2:
            self.dup.pop((kind, name), None)
            return
        attrs.sort(key=lambda a: a.name_start)
        self.dup[(kind, name)] = [on_value(a, "duplicate-" + kind, "Duplicate %s name '%s'" % (kind, name))
                                  for a in attrs[1:]]

    def _refs(self, key):
        kind, name = key
        refs = self.refs.get(key)
        out = []
        links, joints, mats = self.defs["link"], self.defs["joint"], self.defs["material"]
        for attr, role in refs or ():
            if kind == "link":
                if name not in links:
                    sugg = did_you_mean(name, links)
                    out.append(on_value(attr, "unknown-link", "%s link '%s' is not defined%s" % (
                        role.capitalize(), name, ("; did you mean '%s'?" % sugg) if sugg else ""), ERROR,
                        {"suggest": sugg} if sugg else None))
            elif kind == "joint":
                if name not in joints:
                    sugg = did_you_mean(name, joints)
                    out.append(on_value(attr, "unknown-joint", "%s refers to undefined joint '%s'%s" % (
                        "<mimic>" if role == "mimic" else "<transmission>", name,
                        ("; did you mean '%s'?" % sugg) if sugg else ""), WARNING,
                        {"suggest": sugg} if sugg else None))
            elif kind == "link-or-joint":
                if name not in links and name not in joints:
                    sugg = did_you_mean(name, list(links) + list(joints))
                    out.append(on_value(attr, "unknown-reference", "<gazebo reference> '%s' is neither a link nor "
                                        "a joint%s" % (name, ("; did you mean '%s'?" % sugg) if sugg else ""),
                                        WARNING, {"suggest": sugg} if sugg else None))
            elif kind == "material":
                if name not in mats and name not in self.inline:
                    sugg = did_you_mean(name, list(mats) + list(self.inline))
                    out.append(on_value(attr, "undefined-material", "Material '%s' is not defined (no top-level "
                                        "<material> and no colour here)%s" % (
                                            name, ("; did you mean '%s'?" % sugg) if sugg else ""),
                                        WARNING, {"suggest": sugg} if sugg else None))
        if out:
            self.refd[key] = out
        else:
            self.refd.pop(key, None)

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
            return
        claims.sort(key=lambda j: j[3].start)
        out = []
        got = None
        for _jname, pa, ca, el in claims:
            if pa is None or ca is None or pa.value not in links or ca.value not in links:
                continue
            if got is not None:
                out.append(on_value(ca, "link-two-parents", "Link '%s' already has parent joint '%s'; a link can "
                                    "have only one parent" % (child, got[1].get("name"))))
                continue
            if child == pa.value:
                out.append(on_value(ca, "joint-self-loop", "Joint connects link '%s' to itself" % child))
                continue
            got = (pa.value, el, ca)
        if out:
            self.child_diags[child] = out
        if got is not None:
            self.parent_of[child] = got
            kids = self.children.setdefault(got[0], [])
            kids.append(child)
            if len(kids) > 1:
                kids.sort(key=lambda c: self.parent_of[c][1].start)

    def _tree(self, affected):
        for child in affected:
            self._resolve_child(child)
        links, parent_of, children = self.defs["link"], self.parent_of, self.children
        out = []
        for lst in self.child_diags.values():
            out.extend(lst)
        first = lambda n: min(links[n], key=lambda a: a.name_start)
        roots = [n for n in links if n not in parent_of]
        if len(roots) > 1:
            roots.sort(key=lambda n: first(n).name_start)
        if links and not roots:
            first_attr = min((a for lst in links.values() for a in lst), key=lambda a: a.name_start)
            out.append(on_value(first_attr, "no-root", "No root link: every link has a parent, so the joints form "
                                "a cycle"))
        reach, size = set(), {}
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
        main = None
        if len(roots) > 1:
            rank = {n: i for i, n in enumerate(roots)}
            main = max(roots, key=lambda r: (size[r], -rank[r]))
            for r in roots:
                if r != main:
                    out.append(on_value(first(r), "multiple-roots", "Link '%s' is not connected to the tree: it is "
                                        "a second root besides '%s'" % (r, main)))
        elif roots:
            main = roots[0]
        if len(reach) < len(links):
            for child, (_parent, el, ca) in parent_of.items():
                if child not in reach:
                    out.append(on_value(ca, "cycle", "Joint '%s' is part of a cycle: link '%s' cannot be reached "
                                        "from the root" % (el.get("name"), child)))
        self.tree_diags = out
        self.roots, self.main_root = roots, main

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
