"""Static evaluation of ${...} (hover and inlay hints) is bounded (issue #29): nested properties, each
level using the previous one several times, made the work exponential in the nesting (a 1 kB file blocked
the server for minutes).  Each property is now evaluated once per request and nesting depth (memo), and a
request may visit a bounded number of expression nodes; past it the value is said to be too costly.
Every call runs under an interval timer, so a regression fails in seconds instead of hanging."""
import contextlib
import signal

import pytest

from urdf_ls.document.document import Document
from urdf_ls.features import hover, inlay
from urdf_ls.vocabulary.xacro import Evaluator, evaluate

XMLNS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"'
BOUND = 1.0      # seconds, for a slow CI machine (the fixed code takes milliseconds)


@contextlib.contextmanager
def bounded(seconds=BOUND):
    """raise TimeoutError in this (main) thread when the block runs longer than `seconds`"""
    def fire(*_):
        raise TimeoutError("took longer than %.1f s" % seconds)
    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def nested(levels=25, uses=3):
    """p0 = 1; p<i> = (p<i-1> + ... uses times) / uses: every level is 1.0"""
    props = ['<xacro:property name="p0" value="1"/>']
    for i in range(1, levels):
        props.append('<xacro:property name="p%d" value="${(%s)/%d}"/>' % (i, "+".join(["p%d" % (i - 1)] * uses), uses))
    boxes = "".join('<box size="${p%d} 1 1"/>' % i for i in sorted({1, levels // 2, 14, 15, 16, levels - 1}))
    return '<robot name="r" %s>\n%s\n<link name="l"><visual><geometry>%s</geometry></visual></link>\n</robot>\n' % (
        XMLNS, "\n".join(props), boxes)


@pytest.fixture(scope="module")
def doc():
    text = nested()
    assert len(text) < 2048
    return Document(text)     # (unsaved: nothing on disk is read)


def hover_use(doc, i):
    return hover.hover(doc, doc.text.index("${p%d}" % i) + 2).markdown


def test_hover_on_deeply_nested_properties_is_fast_and_right(doc):
    with bounded():
        assert "= **1**" in hover_use(doc, 14)          # 15 levels down to p0: within the nesting bound
        deepest = hover_use(doc, 24)                   # deeper than the nesting bound: not computed
    assert "= **" not in deepest and "`p24` = `${(p23+p23+p23)/3}`" in deepest


def test_inlay_hints_on_deeply_nested_properties_are_fast_and_right(doc):
    with bounded():
        hints = inlay.inlay_hints(doc)
    values = {doc.text[doc.text.rfind("${", 0, h.offset):h.offset]: h.label for h in hints}
    assert values["${p1}"] == values["${p15}"] == "= 1"
    assert "${p16}" not in values and "${p24}" not in values      # past the nesting bound, as before


def test_the_memo_gives_what_evaluating_each_name_afresh_gives():
    props = {"a": "2", "b": "${a*a+a}", "c": "${b/a - a}", "d": "${c*b}", "s": "'text'", "bad": "${nope}"}
    for expr in ("b", "c + d", "d*d - b", "a+s", "bad", "pi*a", "sqrt(b)"):
        fresh = evaluate(expr, props.get)
        ev = Evaluator(props.get)
        assert ev.value(expr) == fresh and ev.value(expr) == fresh      # the second call answers from the memo


def test_past_its_budget_a_request_says_the_value_is_too_costly():
    # wide, not deep: the memo does not help a property summing 90 others
    props = {"q%d" % i: "%d" % i for i in range(90)}
    props["big"] = "${%s}" % "+".join("q%d" % i for i in range(90))
    ev = Evaluator(props.get, budget=200)
    with bounded():
        assert ev.value("big") is None and ev.exhausted
        assert ev.value("q1") is None                  # the request's budget is spent for good
    assert Evaluator(props.get).value("big") == sum(range(90))


def test_hover_says_when_the_value_was_too_costly(monkeypatch):
    monkeypatch.setattr("urdf_ls.vocabulary.xacro.MAX_STEPS", 50)
    text = nested(levels=8)
    d = Document(text)
    with bounded():
        md = hover_use(d, 7)
    assert "too costly" in md and "= **" not in md
