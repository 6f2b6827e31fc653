"""Document kinds (document/kinds.py, registry.py; lsp/kind_requests.py): a file's kind is chosen once from its path,
the Session hands each call to the kind, and a new kind is served by registering it, without editing the Session or
the router."""
import pytest
from lsprotocol import types as T

from urdf_ls.codes import Code, at
from urdf_ls.document import registry
from urdf_ls.document.changes import Published
from urdf_ls.document.kinds import DocumentKind
from urdf_ls.document.session import Session
from urdf_ls.lsp import kind_requests, router, text_sync


class ToyKind(DocumentKind):
    """a file type of one rule: every TODO is a warning; its text is the model"""
    name = "toy"

    @staticmethod
    def claims(path):
        return bool(path) and path.endswith(".toy")

    def open(self, entry, text, changes, problems=None):
        entry.model = text
        self.publish(entry, changes)

    def change(self, entry, edits, enc, changes):
        entry.model = edits[-1][1]      # (whole-text edits only: enough for a toy)
        self.publish(entry, changes)

    def publish(self, entry, changes):
        text, found, i = entry.model, [], entry.model.find("TODO")
        while i >= 0:
            found.append(at(i, i + 4, Code.INTERNAL_ERROR, "TODO"))
            i = text.find("TODO", i + 1)
        changes.published.append(Published(entry.key, entry.path, found))

    def text(self, entry):
        return entry.model

    def size(self, entry):
        return len(entry.model)


def toy_hover(ls, entry, params):
    return T.Hover(contents="%d TODOs" % entry.model.count("TODO"))


@pytest.fixture
def toy_kind():
    registry.register(ToyKind)
    kind_requests.register("toy", {T.TEXT_DOCUMENT_HOVER: toy_hover})
    yield ToyKind
    registry.unregister(ToyKind)


def test_each_built_in_kind_claims_its_files():
    names = {p: registry.kind_for(p).name for p in (
        "/p/urdf/r.urdf", "/p/urdf/r.urdf.xacro", "/p/srdf/r.srdf", "/p/srdf/r.srdf.xacro", "/p/config/c.yaml",
        "/p/config/c.YML", "untitled:1")}
    assert names == {"/p/urdf/r.urdf": "robot", "/p/urdf/r.urdf.xacro": "robot", "/p/srdf/r.srdf": "srdf",
                     "/p/srdf/r.srdf.xacro": "srdf", "/p/config/c.yaml": "controller-yaml",
                     "/p/config/c.YML": "controller-yaml", "untitled:1": "robot"}


def test_a_toy_kind_is_served_by_the_session_without_editing_it(toy_kind):
    session = Session()
    changes = session.open("file:///w/a.toy", "x TODO y TODO", "/w/a.toy")
    (pub,) = changes.published
    assert [(d.start, d.message) for d in pub.diagnostics] == [(2, "TODO"), (9, "TODO")]
    assert session.entry("file:///w/a.toy").kind.name == "toy" and session.document("file:///w/a.toy") is None
    assert [p.diagnostics for p in session.change("file:///w/a.toy", [(None, "done")]).published] == [[]]
    assert session.live_chars() == 4
    closed = session.close("file:///w/a.toy")
    assert [(p.key, p.diagnostics) for p in closed.published] == [("file:///w/a.toy", [])] and not session.entries


def test_a_toy_kind_answers_requests_through_the_router_and_no_other_kind_does(toy_kind, monkeypatch):
    ls = router.make_server()
    monkeypatch.setattr(ls.protocol, "notify_json", lambda method, params: None)
    hover = ls.protocol.fm.features[T.TEXT_DOCUMENT_HOVER]
    for uri, text in (("file:///w/a.toy", "TODO TODO"), ("file:///w/r.urdf", '<robot name="r"><link name="a"/></robot>')):
        text_sync.did_open(ls, T.DidOpenTextDocumentParams(T.TextDocumentItem(uri, "x", 1, text)))
    at_start = T.Position(0, 0)
    assert hover(T.HoverParams(T.TextDocumentIdentifier("file:///w/a.toy"), at_start)).contents == "2 TODOs"
    symbols = ls.protocol.fm.features[T.TEXT_DOCUMENT_DOCUMENT_SYMBOL]
    assert symbols(T.DocumentSymbolParams(T.TextDocumentIdentifier("file:///w/a.toy"))) == []  # (no handler: empty)
    urdf = hover(T.HoverParams(T.TextDocumentIdentifier("file:///w/r.urdf"), T.Position(0, 18)))
    assert urdf.contents.value.startswith("<link>")       # (the robot kind's handler, not the toy's)


def test_a_file_that_changes_kind_under_the_same_key_is_closed_and_opened_anew():
    session = Session()
    session.open("k", '<robot name="r"/>', "/w/r.urdf")
    changes = session.open("k", "a: 1\n", "/w/c.yaml")
    assert "k" in changes.closed and session.entry("k").kind.name == "controller-yaml"
