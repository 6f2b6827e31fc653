"""collect_names (the names and mesh/texture elements of a top-level element, which feed the name tables,
navigation, rename and completion) against a plain reference walk of the whole subtree: the same
definitions, references and files, in the same order, on random trees and on the corpus."""
import random


from urdf_ls.document.document import Document
from urdf_ls.rules.meshes import FILE_ELEMENTS
from urdf_ls.rules.summary import Summary, collect_names
from urdf_ls.vocabulary.schema import ELEMENTS, IN_CONTEXT, child_spec, defines_material, spec_for

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


NAMES = ("robot", "link", "joint", "material", "visual", "collision", "inertial", "origin", "geometry", "mesh",
         "texture", "color", "parent", "child", "mimic", "gazebo", "transmission", "box", "limit", "plugin",
         "sensor", "foo", "xacro:if", "xacro:macro", "xacro:unless", "xacro:insert_block", "drake:x")
ATTRS = ("name", "link", "joint", "reference", "filename", "rgba", "xyz", "type")


def random_element(rng, depth, parent="robot"):
    """mostly what the vocabulary allows where it stands (else names are rare), sometimes anything"""
    spec = ELEMENTS.get(parent)
    fitting = [c for (p, c) in IN_CONTEXT if p == parent] + list(spec.children if spec is not None else ())
    name = rng.choice(fitting) if fitting and rng.random() < 0.6 else rng.choice(NAMES)
    pool = list(ELEMENTS[name].attrs) if name in ELEMENTS and rng.random() < 0.6 else ATTRS
    attrs = "".join(' %s="%s"' % (a, rng.choice(("a", "b", "${x}")))
                    for a in rng.sample(pool, rng.randint(0, min(3, len(pool)))))
    if depth == 0 or rng.random() < 0.3:
        return "<%s%s/>" % (name, attrs)
    kids = "".join(random_element(rng, depth - 1, name) for _ in range(rng.randint(0, 4)))
    return "<%s%s>%s</%s>" % (name, attrs, kids, name)


def test_random_trees():
    rng = random.Random(7)
    for i in range(400):
        body = "".join(random_element(rng, 5) for _ in range(rng.randint(1, 6)))
        text = '<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">%s</robot>' % body
        assert_same(text, "/tmp/t%d.urdf.xacro" % i if i % 2 else "/tmp/t%d.urdf" % i)


