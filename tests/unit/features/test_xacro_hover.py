"""Hover on xacro: directives and their attributes from the vocabulary's table, a macro call with the macro's
signature and where it is defined (another package's file too), a call's parameter with its default and value."""
import pytest

from tests.helpers.xacro_packages import ROBOT, write_parts_packages
from urdf_ls.document.document import Document
from urdf_ls.features.hover import hover
from urdf_ls.vocabulary.xacro_docs import DIRECTIVE_DOCS
from urdf_ls.workspace.workspace import Workspace

LOCAL = """<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="len" value="0.5"/>
  <xacro:arg name="mode" default="sim"/>
  <xacro:macro name="leg" params="name side:=^|left length:='0.3 m' *origin **rest">
    <link name="${name}"/>
    <xacro:insert_block name="origin"/>
  </xacro:macro>
  <xacro:if value="true"><link name="x"/></xacro:if>
  <xacro:leg name="l1" length="${len}" colour="red">
    <origin xyz="0 0 0"/>
  </xacro:leg>
  <xacro:nope a="1"/>
</robot>
"""


def hover_at(doc, text, needle, delta=1, nth=0):
    off = -1
    for _ in range(nth + 1):
        off = text.index(needle, off + 1)
    h = hover(doc, off + delta)
    return h.markdown if h is not None else None


@pytest.fixture
def local():
    return Document(LOCAL, None)


@pytest.mark.parametrize("directive,attr", [
    ("xacro:property", "name"), ("xacro:property", "value"), ("xacro:arg", "default"), ("xacro:macro", "params"),
    ("xacro:if", "value"), ("xacro:insert_block", "name")])
def test_directive_and_attribute_docs_come_from_the_table(local, directive, attr):
    d = DIRECTIVE_DOCS[directive[6:]]
    md = hover_at(local, LOCAL, "<" + directive, 2)
    assert d.doc.split("`")[0] in md and "not a known" not in md
    tag = LOCAL.index("<" + directive)
    a = hover(local, LOCAL.index(" %s=" % attr, tag) + 2).markdown
    assert d.attrs[attr].split("`")[0] in a and "not a known" not in a


def test_every_directive_has_docs_on_hover():
    for name, d in DIRECTIVE_DOCS.items():
        text = '<robot xmlns:xacro="x"><xacro:%s %s/></robot>' % (name, " ".join('%s="v"' % a for a in d.attrs))
        doc = Document(text, None)
        assert d.doc.split("`")[0] in hover(doc, text.index("xacro:" + name) + 2).markdown
        for a in d.attrs:
            assert d.attrs[a].split("`")[0] in hover(doc, text.index(" %s=" % a) + 2).markdown, (name, a)


def test_macro_call_shows_the_signature(local):
    md = hover_at(local, LOCAL, "<xacro:leg", 3)
    assert md.startswith("**macro `leg`** — defined in this file, line 4")
    assert '<xacro:leg name="…" side="^|left" length="0.3 m">' in md
    for line in ("- `name` — required", "- `side` — the caller's `side`, else `left`",
                 "- `length` — default `0.3 m`", "- `*origin` — block", "- `**rest` — blocks"):
        assert line in md, md
    assert hover_at(local, LOCAL, "</xacro:leg", 3) == md       # the close tag too


def test_call_parameter_shows_default_and_value(local):
    assert hover_at(local, LOCAL, 'name="l1"') == "**name** — parameter of macro `leg`; required\n\nthis call: `l1`"
    assert hover_at(local, LOCAL, '"l1"') == hover_at(local, LOCAL, 'name="l1"')
    assert "default `0.3 m`" in hover_at(local, LOCAL, 'length="${len}"')
    assert "**0.5**" in hover_at(local, LOCAL, '${len}', 3)          # the value: the expression's
    assert "not a parameter of macro `leg`" in hover_at(local, LOCAL, "colour=")
    assert "`nope`, not found" in hover_at(local, LOCAL, "xacro:nope", 2)


def test_params_value_lists_the_parameters(local):
    md = hover_at(local, LOCAL, 'params="', 9)
    assert md.startswith("Parameters:\n- `name` — required")


def test_macro_from_another_package_and_the_include(tmp_path):
    root = write_parts_packages(tmp_path)
    path = root / "bot/urdf/robot.xacro"
    doc = Document(ROBOT, str(path), Workspace([str(root)]))
    md = hover_at(doc, ROBOT, "<xacro:wheel", 3)
    assert md.startswith("**macro `wheel`** — defined in `parts.xacro`, line 5"), md
    assert "- `r` — default `${radius}`" in md
    assert "default `${radius}`" in hover_at(doc, ROBOT, ' r="', 1)
    assert hover_at(doc, ROBOT, 'filename="', 12) == "includes `%s`" % (root / "bot/urdf/parts.xacro")
