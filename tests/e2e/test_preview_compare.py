"""The preview's comparison for real (PreviewServer + the committed bundle in headless Chromium): another version
of the robot drawn as a ghost where it differs, the changed links tinted, the ghost hidden and shown by its
button, and gone when the state no longer carries it. Waits are bounded polls of window.urdfPreview."""
import pytest

from tests.e2e.preview.harness import ServerThread, arm_state, arm_text

LINKS = ["base_link", "upper_arm", "forearm", "finger_left", "finger_right"]
BG = [0x23, 0x27, 0x2e]
# the version compared with: the upper arm drawn 0.6 m to the side (where the current robot leaves background)
OTHER = arm_text(**{'<origin xyz="0 0 0.25" rpy="0 0 0"/>\n      <geometry><cylinder radius="0.06"':
                    '<origin xyz="0.6 0 0.25" rpy="0 0 0"/>\n      <geometry><cylinder radius="0.06"'})


@pytest.fixture
def server():
    s = ServerThread()
    yield s
    s.close()


def is_bg(px):
    return sum(abs(p - q) for p, q in zip(px, BG)) <= 30


def test_the_other_version_is_a_ghost_and_changed_links_are_tinted(browser, server):
    assert OTHER != arm_text()
    server.srv.publish(arm_state(1))
    browser.call("goto", url=server.url)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")
    browser.eval("urdfPreview.fit()")
    forearm = browser.eval("urdfPreview.screenPoint('forearm')")
    plain = browser.eval("urdfPreview.pixelAt(%f, %f)" % (forearm["x"], forearm["y"]))
    ghost_at = browser.eval("urdfPreview.project([0.6, 0, 0.3])")
    assert is_bg(browser.eval("urdfPreview.pixelAt(%f, %f)" % (ghost_at["x"], ghost_at["y"])))
    assert browser.eval("urdfPreview.compare") is None
    assert browser.eval("document.getElementById('compare').hidden") is True

    server.srv.publish(arm_state(2, compare={"urdf": OTHER, "label": "HEAD", "changed": ["upper_arm", "forearm"]}))
    browser.wait("urdfPreview.version === 2 && urdfPreview.ready && urdfPreview.compare "
                 "&& urdfPreview.compare.ghostLinks.length === 5")
    compare = browser.eval("urdfPreview.compare")
    assert compare["ghostLinks"] == LINKS and compare["changed"] == ["upper_arm", "forearm"]
    assert compare["label"] == "HEAD" and compare["hidden"] is False
    assert browser.eval("document.getElementById('compare').textContent") == "vs HEAD · 2 changed"
    assert browser.eval("urdfPreview.links") == LINKS            # the current robot is still the one picked
    ghost = browser.eval("urdfPreview.pixelAt(%f, %f)" % (ghost_at["x"], ghost_at["y"]))
    assert not is_bg(ghost), ghost
    tinted = browser.eval("urdfPreview.pixelAt(%f, %f)" % (forearm["x"], forearm["y"]))
    assert tinted[0] > plain[0] + 40, (plain, tinted)           # green forearm, tinted towards magenta

    browser.eval("document.getElementById('compare').click()")   # hidden: no ghost, no tint
    browser.wait("urdfPreview.compare.hidden === true")
    assert is_bg(browser.eval("urdfPreview.pixelAt(%f, %f)" % (ghost_at["x"], ghost_at["y"])))
    assert browser.eval("urdfPreview.pixelAt(%f, %f)" % (forearm["x"], forearm["y"])) == plain
    browser.eval("document.getElementById('compare').click()")
    browser.wait("urdfPreview.compare.hidden === false")

    server.srv.publish(arm_state(3))                             # the comparison is over
    browser.wait("urdfPreview.version === 3 && urdfPreview.ready && urdfPreview.compare === null")
    assert is_bg(browser.eval("urdfPreview.pixelAt(%f, %f)" % (ghost_at["x"], ghost_at["y"])))
    assert browser.eval("document.getElementById('compare').hidden") is True
