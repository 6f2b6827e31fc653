"""Package-path walks and bursts of workspace/didChangeWatchedFiles (#29): a package-paths entry that is a
symlink to / is walked within one shared budget, off the event loop when files change; a burst of 200
notifications (a build writing package.xml files) re-analyses the open documents O(1) times, not 200, and a
request sent meanwhile is answered within a bound."""
import time
import uuid

from tests.e2e.helpers.rawclient import RawServer

BURST = 200
ANSWER_BOUND = 10.0    # seconds for a hover sent right after the burst (200 walks of / took minutes)
LATE, MISSING = "late_%s" % uuid.uuid4().hex, "missing_%s" % uuid.uuid4().hex   # (/ is walked: no other test's)
ROBOT = """<robot name="r">
  <link name="a">
    <visual><geometry><mesh filename="package://%s/m.stl"/></geometry></visual>
    <visual><geometry><mesh filename="package://%s/m.stl"/></geometry></visual>
  </link>
</robot>
""" % (LATE, MISSING)


def workspace(tmp_path):
    """ws/ (the editor's folder: a robot and a project file) whose package paths are third_party/ (where
    LATE appears later) and everything/ (a symlink to /)"""
    ws = tmp_path / "ws"
    ws.mkdir()
    (tmp_path / "third_party").mkdir()
    (tmp_path / "everything").symlink_to("/")
    (ws / "urdf-ls.toml").write_text('package-paths = ["../third_party", "../everything"]\n')
    (ws / "r.urdf").write_text(ROBOT)
    return ws


def make_late_pkg(tmp_path):
    pkg = tmp_path / "third_party" / LATE
    pkg.mkdir()
    (pkg / "package.xml").write_text("<package><name>%s</name></package>" % LATE)
    (pkg / "m.stl").write_text("solid m\nendsolid m\n")
    return pkg


def not_found(diags):
    return sorted(d["message"].split("'")[1] for d in diags if d["code"] == "package-not-found")


def test_a_burst_is_one_reload_and_requests_are_answered_meanwhile(tmp_path):
    ws = workspace(tmp_path)
    uri = (ws / "r.urdf").as_uri()
    with RawServer() as s:
        s.initialize(ws.as_uri())
        s.open(uri, ROBOT)
        assert not_found(s.diagnostics(uri)) == sorted([LATE, MISSING])
        pkg = make_late_pkg(tmp_path)
        for i in range(BURST):       # the build writes package.xml files; the last one is LATE's
            where = pkg if i == BURST - 1 else tmp_path / "third_party" / ("gen%d" % i)
            s.notify("workspace/didChangeWatchedFiles",
                     {"changes": [{"uri": (where / "package.xml").as_uri(), "type": 1}]})
        sent = time.monotonic()
        hover = s.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                 "position": {"line": 1, "character": 15}})
        s.response(hover, timeout=ANSWER_BOUND)
        assert time.monotonic() - sent < ANSWER_BOUND
        # the reload: LATE is found now (its package.xml was notified), MISSING still is not
        assert not_found(s.diagnostics(uri)) == [MISSING]
        # every publish of the document up to the answer of a request sent after it: the burst's reloads
        last = s.request("shutdown")
        publishes = 1
        while True:
            m = s.next_message()
            if m.get("id") == last:
                break
            publishes += m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
        publishes += sum(m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                         for m in s.backlog)
        assert publishes <= 3, publishes
