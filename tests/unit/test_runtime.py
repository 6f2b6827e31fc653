"""Garbage collection in the server: no collection rescans the documents' trees while a message is handled,
and the trees edits replace are still freed (when idle, or at once when garbage piles up)."""
import gc
import weakref

import pytest

from tests.helpers.paths import NO_FOLDER
from urdf_ls import runtime
from urdf_ls.document.document import Document


def robot(n, name="r"):
    links = "".join('  <link name="l%d"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" '
                    'iyz="0" izz="1"/></inertial></link>\n  <joint name="j%d" type="fixed"><parent link="l%d"/>'
                    '<child link="l%d"/></joint>\n' % (i, i, i, i + 1) for i in range(n))
    return '<robot name="%s">\n%s  <link name="l%d"/>\n</robot>\n' % (name, links, n)


class Loop:
    """the one event-loop method Collector.settle uses"""

    def __init__(self):
        self.timers = []

    def call_later(self, delay, fn):
        t = Timer(delay, fn)
        self.timers.append(t)
        return t


class Timer:
    def __init__(self, delay, fn):
        self.delay, self.fn, self.cancelled = delay, fn, False

    def cancel(self):
        self.cancelled = True


class Cycle:
    def __init__(self):
        self.me = self


@pytest.fixture
def gc_restored():
    yield
    gc.unfreeze()
    gc.enable()


def test_a_burst_keeps_the_collector_off_and_freezes_what_it_kept(gc_restored):
    c = runtime.Collector(lambda: 0, lambda: 0)
    with c.burst():
        assert not gc.isenabled()
        with c.burst():
            pass
        assert not gc.isenabled()       # nested: still one burst
        dead = weakref.ref(Cycle())      # cyclic garbage made during the burst
    assert gc.isenabled()
    gc.collect()
    assert dead() is not None            # frozen: no collection sees it ...
    c.collect()
    assert dead() is None                # ... until the collector's own full collection


def test_settle_collects_when_idle_then_at_once_as_garbage_grows(gc_restored):
    dropped, live = [0], [1_000_000]
    c = runtime.Collector(lambda: dropped[0], lambda: live[0])
    loop = Loop()
    dropped[0] = live[0]                 # as much garbage as live text, below the minimum: nothing
    c.settle(loop)
    assert loop.timers == []
    dropped[0] = 2 * live[0] + runtime.MIN_GARBAGE
    c.settle(loop)
    assert [t.delay for t in loop.timers] == [runtime.IDLE_COLLECT_S]
    c.settle(loop)                       # another message: the first timer is postponed
    assert loop.timers[0].cancelled and not loop.timers[1].cancelled
    dropped[0] = 5 * live[0] + 2 * runtime.MIN_GARBAGE
    c.settle(loop)                       # far past: collected now, no timer left
    assert loop.timers[1].cancelled and len(loop.timers) == 2
    assert c.collected_at == dropped[0]
    c.settle(loop)
    assert len(loop.timers) == 2         # nothing pending since that collection


def test_documents_count_the_text_whose_trees_they_dropped():
    text = robot(200)
    doc = Document(text, NO_FOLDER + "/r.urdf")
    assert doc.dropped == 0
    at = text.index('<mass value="1"/>', len(text) // 2) + len('<mass value="')
    doc.apply_change(at, at, "2")
    assert 0 < doc.dropped < 400        # the one link rescanned, not the document
    before = doc.dropped
    a, b = doc.text.index('<link name="l100">'), doc.text.index('<link name="l200"/>')
    doc.apply_change(a, b, "")
    assert doc.dropped - before >= b - a
    before, old_len = doc.dropped, len(doc.text)
    doc.set_text(robot(3))
    assert doc.dropped - before == old_len


