"""Rename cannot damage what it must not touch (issue #29), through a real server process:
- files outside the workspace folders (an include of ../other, a symlink inside the folder pointing out)
  get no edit; the rest is renamed and a window/showMessage names the files left;
- a new name that cannot be written into every occurrence's quoting (a ' in a single-quoted value, markup,
  NUL, C0/C1 controls, U+FFFE/U+FFFF, lone surrogates, or not a xacro name for a xacro name) is refused with
  an InvalidParams error saying why, for URDF and xacro names alike."""
import pytest

from tests.e2e.helpers.rawclient import RawServer

XMLNS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"'
INVALID_PARAMS = -32602

LIB = """<robot %s>
  <xacro:macro name="wheel" params="side"><link name="${side}_wheel"/></xacro:macro>
</robot>
""" % XMLNS

ROBOT = """<robot name="r" %s>
  <xacro:include filename="../../other/lib.xacro"/>
  <xacro:wheel side="l"/>
</robot>
""" % XMLNS

USER = """<robot name="u" %s>
  <xacro:include filename="../../other/lib.xacro"/>
  <xacro:wheel side="%s"/>
</robot>
"""


def pos(text, needle, delta=0):
    off = text.index(needle) + delta
    return {"line": text.count("\n", 0, off), "character": off - (text.rfind("\n", 0, off) + 1)}


def rename(s, uri, position, new_name):
    return s.call("textDocument/rename", {"textDocument": {"uri": uri}, "position": position, "newName": new_name})


@pytest.fixture
def outside_layout(tmp_path):
    """ws/bot/robot.xacro and ws/bot/inner.xacro (inside) use the macro of other/lib.xacro (outside);
    ws/bot/linked.xacro is a symlink to other/real.xacro (outside) using it too"""
    ws, other = tmp_path / "ws", tmp_path / "other"
    (ws / "bot").mkdir(parents=True)
    other.mkdir()
    (other / "lib.xacro").write_text(LIB)
    (ws / "bot" / "robot.xacro").write_text(ROBOT)
    (ws / "bot" / "inner.xacro").write_text(USER % (XMLNS, "in"))
    (other / "real.xacro").write_text(USER % (XMLNS, "out"))
    (ws / "bot" / "linked.xacro").symlink_to(other / "real.xacro")
    return ws


def test_rename_edits_only_files_inside_the_workspace_folders(outside_layout):
    ws = outside_layout
    robot = (ws / "bot" / "robot.xacro").as_uri()
    with RawServer() as s:
        s.initialize(ws.as_uri())
        s.open(robot, ROBOT, "xacro")
        s.diagnostics(robot)
        r = rename(s, robot, pos(ROBOT, "xacro:wheel side", 8), "tyre")
        changes = r["result"]["changes"]
        assert sorted(u.rsplit("/", 1)[-1] for u in changes) == ["inner.xacro", "robot.xacro"]
        assert all(e["newText"] == "tyre" for es in changes.values() for e in es)
        shown = s.wait_for(lambda m: m.get("method") == "window/showMessage")["params"]
        assert shown["type"] == 2          # a warning
        assert "lib.xacro" in shown["message"] and "linked.xacro" in shown["message"]
        assert "outside the workspace folders" in shown["message"]
        assert "inner.xacro" not in shown["message"]


def test_rename_inside_the_folders_shows_no_message(outside_layout):
    ws = outside_layout
    robot = (ws / "bot" / "robot.xacro").as_uri()
    with RawServer() as s:
        s.initialize(ws.parent.as_uri())        # the folder holds ws and other: nothing is outside
        s.open(robot, ROBOT, "xacro")
        s.diagnostics(robot)
        r = rename(s, robot, pos(ROBOT, "xacro:wheel side", 8), "tyre")
        assert sorted(u.rsplit("/", 1)[-1] for u in r["result"]["changes"]) == [
            "inner.xacro", "lib.xacro", "linked.xacro", "robot.xacro"]
        assert not [m for m in s.backlog if m.get("method") == "window/showMessage"]


# ------------------------------------------------------------------ names that break the file
URDF = """<robot name="r">
  <link name='a'/>
  <link name="b"/>
  <joint name="j" type="fixed"><parent link="a"/><child link="b"/></joint>
</robot>
"""

XACRO = """<robot name="x" %s>
  <xacro:property name="w" value="1"/>
  <link name="l"><visual><geometry><box size="${w} 1 1"/></geometry></visual></link>
</robot>
""" % XMLNS

BAD = [("b'c", "'"), ("<b", "<"), ("b&c", "&"), ('b"c', '"'), ("b\x00c", "U+0000"), ("b\x01c", "U+0001"),
       ("b\tc", "U+0009"), ("b\nc", "U+000A"), ("b\x85c", "U+0085"), ("b\x9fc", "U+009F"), ("b\ufffec", "U+FFFE"),
       ("b\uffffc", "U+FFFF"), ("b\ud800c", "U+D800"), ("", "empty")]


@pytest.fixture(scope="module")
def srv(tmp_path_factory):
    root = tmp_path_factory.mktemp("names")
    with RawServer() as s:
        s.initialize(root.as_uri())
        for name, text, lang in (("r.urdf", URDF, "urdf"), ("x.xacro", XACRO, "xacro")):
            s.open((root / name).as_uri(), text, lang)
            s.diagnostics((root / name).as_uri())
        s.root = root
        yield s


@pytest.mark.parametrize("new_name, why", BAD)
def test_a_name_that_cannot_be_written_is_refused_with_the_reason(srv, new_name, why):
    uri = (srv.root / "r.urdf").as_uri()
    r = rename(srv, uri, pos(URDF, "name='a'", 7), new_name)
    assert "error" in r, r
    assert r["error"]["code"] == INVALID_PARAMS
    assert why in r["error"]["message"]


def test_a_quote_is_refused_only_where_an_occurrence_uses_that_quote(srv):
    uri = (srv.root / "r.urdf").as_uri()
    r = rename(srv, uri, pos(URDF, 'name="b"', 7), "b'c")      # b is double-quoted everywhere
    assert [e["newText"] for e in r["result"]["changes"][uri]] == ["b'c", "b'c"]
    r = rename(srv, uri, pos(URDF, 'name="b"', 7), 'b"c')
    assert r["error"]["code"] == INVALID_PARAMS and "double-quoted" in r["error"]["message"]
    r = rename(srv, uri, pos(URDF, "name='a'", 7), "b'c")
    assert "single-quoted" in r["error"]["message"]


@pytest.mark.parametrize("new_name, why", [("w'x", "'"), ("w x", "xacro property name"), ("1w", "xacro property name"),
                                           ("w\x00", "U+0000"), ("w\ufffe", "U+FFFE"), ("w-x", "xacro property name")])
def test_a_xacro_name_that_xacro_would_not_read_is_refused(srv, new_name, why):
    uri = (srv.root / "x.xacro").as_uri()
    r = rename(srv, uri, pos(XACRO, "${w}", 2), new_name)
    assert r.get("error", {}).get("code") == INVALID_PARAMS, r
    assert why in r["error"]["message"]
    ok = rename(srv, uri, pos(XACRO, "${w}", 2), "width")
    assert [e["newText"] for e in ok["result"]["changes"][uri]] == ["width", "width"]
