"""Over LSP with the real server: a link with geometry and no <inertial> offers "Add <inertial> from geometry", and
the edit it carries, applied, adds the element (#42)."""
from tests.e2e.helpers.rawclient import RawServer
from tests.unit.features.test_add_inertial import ROBOT


def test_the_code_action_adds_an_inertial_from_geometry(tmp_path):
    f = tmp_path / "r.urdf"
    f.write_text(ROBOT)
    s = RawServer()
    try:
        s.initialize(tmp_path.as_uri())
        s.open(f.as_uri(), ROBOT)
        s.diagnostics(f.as_uri())
        line = ROBOT[:ROBOT.index("<collision>")].count("\n")
        r = s.call("textDocument/codeAction", {"textDocument": {"uri": f.as_uri()},
                                                "range": {"start": {"line": line, "character": 6},
                                                          "end": {"line": line, "character": 6}},
                                                "context": {"diagnostics": []}})
    finally:
        s.close()
    actions = [a for a in r["result"] if a["title"].startswith("Add <inertial> from geometry")]
    assert len(actions) == 3 and all(a["kind"] == "refactor.rewrite" for a in actions)
    (edit,) = actions[2]["edit"]["changes"][f.as_uri()]
    assert edit["range"]["start"] == edit["range"]["end"] == {"line": 2, "character": len('  <link name="box">')}
    assert edit["newText"].startswith('\n    <inertial>\n      <origin xyz="0 0 0" rpy="0 0 0"/>\n'
                                      '      <mass value="47.1"/>')
