"""What the preview shows of a xacro document between its edits and their expansion: the previous expansion
marked pending (never as the document's current model), then the new one, or on a failure the last good
model marked stale with the failure.  The expansion results are given to the Session as the server gives
them (the Session runs no process)."""
from urdf_ls.document.session import Session
from urdf_ls.preview import PageFeed

SOURCE = """<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="len" value="0.3"/>
  <link name="a"><visual><geometry><box size="${len} 1 1"/></geometry></visual></link>
</robot>
"""
EXPANDED = '<robot name="r"><link name="a"><visual><geometry><box size="%s 1 1"/></geometry></visual></link></robot>'


def _open(tmp_path, expand=True):
    session = Session()
    session.configure({"xacro": {"expand": expand}})
    path = str(tmp_path / "r.urdf.xacro")
    session.open("r", SOURCE, path)
    return session


def _edit(session, old, new):
    text = session.document("r").text
    session.change("r", [(None, text.replace(old, new, 1))])


def _state(session, feed):
    return feed.state(session.document("r").edits, session.preview_model("r"), lambda u: None, "r.urdf.xacro")


def test_an_edit_marks_the_previous_expansion_pending_until_its_own_arrives(tmp_path):
    session, feed = _open(tmp_path), PageFeed()
    first = session.expansion_job("r")
    assert session.preview_model("r").pending and session.preview_model("r").urdf is None
    session.expansion_finished(first, EXPANDED % "0.3", None)
    shown = _state(session, feed)
    assert (shown.urdf, shown.pending, shown.stale) == (EXPANDED % "0.3", False, False)

    _edit(session, 'value="0.3"', 'value="0.5"')
    waiting = _state(session, feed)
    assert waiting.pending and not waiting.stale and waiting.urdf == EXPANDED % "0.3"
    session.expansion_finished(session.expansion_job("r"), EXPANDED % "0.5", None)
    shown = _state(session, feed)
    assert (shown.urdf, shown.pending, shown.stale) == (EXPANDED % "0.5", False, False)


def test_the_result_of_an_older_text_leaves_the_preview_pending(tmp_path):
    session = _open(tmp_path)
    session.expansion_finished(session.expansion_job("r"), EXPANDED % "0.3", None)
    _edit(session, 'value="0.3"', 'value="0.4"')
    outdated = session.expansion_job("r")
    _edit(session, 'value="0.4"', 'value="0.5"')
    session.expansion_finished(outdated, EXPANDED % "0.4", None)
    model = session.preview_model("r")
    assert model.pending and model.urdf == EXPANDED % "0.3"


def test_a_failed_expansion_keeps_the_last_good_model_marked_stale_with_the_failure(tmp_path):
    session, feed = _open(tmp_path), PageFeed()
    session.expansion_finished(session.expansion_job("r"), EXPANDED % "0.3", None)
    _state(session, feed)
    _edit(session, 'value="0.3"', 'value="${0.3"')
    err = "XacroException: unclosed ${ in value"
    session.expansion_finished(session.expansion_job("r"), None, err)
    model = session.preview_model("r")
    assert model.urdf is None and not model.pending and err in model.message
    shown = _state(session, feed)
    assert (shown.urdf, shown.stale, shown.pending) == (EXPANDED % "0.3", True, False)
    assert "The xacro expansion failed" in shown.message

    _edit(session, 'value="${0.3"', 'value="0.3"')
    assert _state(session, feed).pending and not _state(session, feed).stale
    session.expansion_finished(session.expansion_job("r"), EXPANDED % "0.3", None)
    shown = _state(session, feed)
    assert (shown.stale, shown.pending, shown.message) == (False, False, None)


def test_without_the_opt_in_nothing_is_pending(tmp_path):
    session = _open(tmp_path, expand=False)
    model = session.preview_model("r")
    assert session.expansion_job("r") is None
    assert not model.pending and model.urdf is None and "urdf-ls.xacro.expand" in model.message
