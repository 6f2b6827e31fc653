"""Document symbols: a deep chain of links is listed without recursion."""
from urdf_ls.document.document import Document
from urdf_ls.features import symbols


def test_symbols_deep_chain_does_not_recurse():
    n = 3000
    links = "".join('<link name="l%d"/>' % i for i in range(n))
    joints = "".join('<joint name="j%d" type="fixed"><parent link="l%d"/><child link="l%d"/></joint>' % (i, i - 1, i)
                     for i in range(1, n))
    syms = symbols.symbols(Document('<robot name="r">%s%s</robot>' % (links, joints), None))
    depth, s = 0, syms[0]
    while s.children:
        s = s.children[0]
        depth += 1
    assert depth == 1 + 2 * (n - 1)
