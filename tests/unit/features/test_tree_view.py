"""`urdf-ls tree` text for hostile names (issue #29): a link or joint name holding a newline, CR or ESC is
shown escaped (text.visible), so it neither starts a line of its own nor drives the terminal."""
from urdf_ls.document.document import Document
from urdf_ls.features import tree_view


def test_tree_text_escapes_control_characters_of_names():
    doc = Document('<robot name="r\x1b]0;t\x07"><link name="a&#13;&#10;::error ::x"/><link name="b"/>'
                   '<joint name="j\x1b[2J" type="fixed"><parent link="a&#13;&#10;::error ::x"/><child link="b"/>'
                   '</joint></robot>\n', None)
    out = tree_view.render_text(tree_view.kinematic_tree(doc))
    assert not any(c in out for c in "\r\x1b\x07")
    assert out.splitlines()[1:] == ["a\\x0d\\x0a::error ::x", "└── j\\x1b[2J (fixed) → b"]
    assert "r\\x1b]0;t\\x07" in out.splitlines()[0]
