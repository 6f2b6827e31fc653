"""Scale tests of pure functions: inputs of thousands of elements that once took time or output quadratic in their
size (issue #39).  In process, but seconds each: kept out of the unit tier, which stays within 15 s."""
from urdf_ls.document.document import Document
from urdf_ls.features import tree_view


def test_a_one_line_file_of_thousands_of_elements_is_formatted_in_linear_time():
    """issue #39: each start tag's attribute indent searched back to the start of the file for its line"""
    from tests.helpers.bounded import bounded
    from urdf_ls.document.document import Document
    from urdf_ls.features.formatting import format_document
    n = 20_000
    text = '<robot name="r">' + "".join('<link name="l%d"/><joint name="j%d" type="fixed"><parent link="l%d"/>'
                                       '<child link="l%d"/></joint>' % (i, i, i, i + 1) for i in range(n)) + "</robot>"
    with bounded(20.0):
        assert format_document(Document(text, None)) == []      # (markup on one line stays as it is)


def test_a_deep_chain_is_drawn_in_output_linear_in_its_length():
    """issue #39: each level indented four more characters made a 20,000-joint chain 800 MB of text; past
    MAX_DRAWN_DEPTH levels the lines stay at that indent and say their depth"""
    n = 5000
    body = "".join('<link name="l%d"/>' % i for i in range(n)) + "".join(
        '<joint name="j%d" type="fixed"><parent link="l%d"/><child link="l%d"/></joint>' % (i, i - 1, i)
        for i in range(1, n))
    out = tree_view.render_text(tree_view.kinematic_tree(Document('<robot name="r">%s</robot>' % body, None)))
    lines = out.splitlines()
    assert len(lines) == n + 1 and max(map(len, lines)) < 4 * tree_view.MAX_DRAWN_DEPTH + 80
    assert "[depth %d] j%d (fixed) → l%d" % (n - 1, n - 1, n - 1) in lines[-1]
