"""collect_names (the names and mesh/texture elements of a top-level element, which feed the name tables,
navigation, rename and completion) against a plain reference walk of the whole subtree: the same
definitions, references and files, in the same order, on random trees and on the corpus."""
import random

from tests.helpers.collect_names import assert_same
from tests.helpers.examples import examples
from tests.helpers.paths import NO_FOLDER
from urdf_ls.vocabulary.schema import ELEMENTS, IN_CONTEXT

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
    for i in range(examples(400)):
        body = "".join(random_element(rng, 5) for _ in range(rng.randint(1, 6)))
        text = '<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">%s</robot>' % body
        assert_same(text, NO_FOLDER + "/t%d.urdf.xacro" % i if i % 2 else NO_FOLDER + "/t%d.urdf" % i)


