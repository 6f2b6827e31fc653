"""A plain reference walk of a subtree's names and files, to hold rules.summary.collect_names against."""
from urdf_ls.document.document import Document
from urdf_ls.rules.meshes import FILE_ELEMENTS
from urdf_ls.rules.summary import Summary, collect_names
from urdf_ls.vocabulary.schema import child_spec, defines_material, spec_for


def reference(node):
    """every element of the subtree, popped from a stack (so siblings come last first), each read with the
    entry child_spec gives it: (defs, refs, files in document order)"""
    defs, refs, files = [], [], []
    stack = [(node, spec_for(node))]
    while stack:
        el, spec = stack.pop()
        if el.name in FILE_ELEMENTS:
            files.append(el)
        for a in el.attrs:
            named = spec.names.get(a.name) if spec is not None else None
            if named is None:
                continue
            what, is_def = named
            if is_def:
                defs.append((what, a.value, a, el))
            elif what == "material" and defines_material(el):
                defs.append(("material-inline", a.value, a, el))
            elif el.name in ("parent", "child") and (not a.value or first_named(el.parent, el.name) is not el):
                continue    # urdfdom reads a joint's first <parent> and <child> only; an empty name is none
            else:
                refs.append((what, a.value, a, el.parent.name if el.name in ("joint", "material") else el.name))
        stack += [(c, child_spec(el, spec, c)) for c in el.children if c.kind == "element"]
    files.sort(key=lambda e: e.start)
    return defs, refs, files


def first_named(el, name):
    return next(c for c in el.children if c.kind == "element" and c.name == name)


def assert_same(text, path):
    doc = Document(text, path)
    for chunk in doc.tree.middle():
        node = chunk.node
        if node is None or node.kind != "element":
            continue
        s = Summary()
        files = collect_names(node, s)
        defs, refs, ref_files = reference(node)
        assert (s.defs, s.refs, files) == (defs, refs, ref_files), (path, node.name, node.start)
