"""The live preview page for real: PreviewServer + the committed bundle in headless Chromium (software WebGL),
driven by tests/e2e/preview/agent.mjs (playwright-core from editors/preview). Each wait is a bounded poll of
window.urdfPreview, never a fixed sleep."""
import os
import queue

import pytest

from tests.e2e.preview.harness import FINGER, ServerThread, arm_state, arm_text, fixture_state
from urdf_ls.preview import PreviewState

from tests.helpers.paths import ROOT  # noqa: E402
PREVIEW = os.path.join(ROOT, "editors", "preview")
OUT = os.path.join(ROOT, "tests", "e2e", "preview", "out")
BG = [0x23, 0x27, 0x2e]
LINKS = ["base_link", "upper_arm", "forearm", "finger_left", "finger_right"]


@pytest.fixture
def server():
    s = ServerThread()
    yield s
    s.close()


def open_page(browser, server, version, **kw):
    browser.call("goto", url=server.url, **kw)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === %d" % version)


def differs(a, b, min_cells=5):
    n = sum(1 for x, y in zip(a["cells"], b["cells"]) if sum(abs(p - q) for p, q in zip(x, y)) > 40)
    return n >= min_cells


def is_bg(px):
    return sum(abs(p - q) for p, q in zip(px, BG)) <= 30


def test_robot_renders(browser, server):
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    assert browser.eval("urdfPreview.links") == LINKS
    assert browser.eval("urdfPreview.meshes") == {"total": 2, "loaded": 2, "failed": 0}
    for link in ["base_link", "upper_arm", "forearm", "finger_left", "finger_right"]:
        pt = browser.eval("urdfPreview.screenPoint(%r)" % link)
        px = browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))
        assert not is_bg(px), (link, pt, px)
    snap = browser.eval("urdfPreview.snapshot()")
    assert snap["nonBackground"] > snap["total"] * 0.03
    # an empty corner stays background
    assert is_bg(browser.eval("urdfPreview.pixelAt(890, 630)"))
    browser.call("screenshot", path=os.path.join(OUT, "arm.png"))
    assert browser.eval("document.title").startswith("arm.urdf")


def test_new_state_changes_render_keeps_camera(browser, server):
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    browser.eval("urdfPreview.fit()")
    cam = browser.eval("urdfPreview.camera()")
    before = browser.eval("urdfPreview.snapshot()")
    pt = browser.eval("urdfPreview.screenPoint('forearm')")
    green = browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))
    # an edit: the forearm sphere becomes a red, bigger one
    server.srv.publish(arm_state(2, arm_text(**{'<sphere radius="0.12"/>': '<sphere radius="0.2"/>',
                                                 '0.2 0.8 0.3 1': '0.9 0.1 0.1 1'})))
    browser.wait("urdfPreview.version === 2 && urdfPreview.ready")
    after = browser.eval("urdfPreview.snapshot()")
    assert differs(before, after)
    red = browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))
    assert red[0] > red[1] + 60 and green[1] > green[0], (green, red)
    assert browser.eval("urdfPreview.camera()") == cam          # the camera is kept
    assert browser.eval("urdfPreview.links") == LINKS


def test_an_edit_inside_one_link_rebuilds_only_that_link(browser, server):
    """a keystroke in one <link> swaps that link's geometry in place; the picture is the one a full build of
    the same text gives, and edits that reach beyond one link (or touch a mesh) still rebuild the robot"""
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    browser.eval("urdfPreview.setToggle('com', true); urdfPreview.setJoint('elbow', 0.7)")
    browser.eval("urdfPreview.fit()")
    pt = browser.eval("urdfPreview.screenPoint('forearm')")
    builds, patches = browser.eval("[urdfPreview.builds, urdfPreview.patches]")
    red = arm_text(**{'<sphere radius="0.12"/>': '<sphere radius="0.2"/>', '0.2 0.8 0.3 1': '0.9 0.1 0.1 1'})
    server.srv.publish(arm_state(2, red))
    browser.wait("urdfPreview.renderedVersion === 2 && urdfPreview.ready")
    assert browser.eval("[urdfPreview.builds, urdfPreview.patches]") == [builds, patches + 1]
    r, g, b = browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))
    assert r > g + 60, (r, g, b)
    assert browser.eval("urdfPreview.getJoint('elbow')") == 0.7 and browser.eval("urdfPreview.links") == LINKS
    patched = browser.eval("urdfPreview.snapshot()")
    # the same text built from scratch on a fresh page, with the same camera and pose, looks the same
    cam = browser.eval("urdfPreview.camera()")
    browser.call("goto", url=server.url)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 2")
    browser.eval("urdfPreview.setToggle('com', true); urdfPreview.setJoint('elbow', 0.7)")
    browser.eval("urdfPreview._debug.camera.position.set(%f, %f, %f); urdfPreview._debug.controls.target.set(%f, %f, %f);"
                 "urdfPreview._debug.controls.update()" % tuple(cam))
    browser.wait("urdfPreview.ready")
    assert not differs(patched, browser.eval("urdfPreview.snapshot()"), min_cells=1)
    # the centre of mass follows an edited <inertial> (the forearm had none: now it has a marker)
    builds, patches = browser.eval("[urdfPreview.builds, urdfPreview.patches]")
    count_coms = ("(() => { let n = 0; urdfPreview._debug.scene.traverse((o) => { if (o.userData.helper && o.parent "
                  "&& o.parent.isURDFLink) n++; }); return n; })()")
    coms = browser.eval(count_coms)
    massive = red.replace('<sphere radius="0.15"/></geometry>\n    </collision>',
                          '<sphere radius="0.15"/></geometry>\n    </collision>\n    <inertial><mass value="1"/>'
                          '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>')
    assert massive != red
    server.srv.publish(arm_state(3, massive))
    browser.wait("urdfPreview.renderedVersion === 3 && urdfPreview.ready")
    assert browser.eval("[urdfPreview.builds, urdfPreview.patches]") == [builds, patches + 1]
    assert browser.eval(count_coms) == coms + 1
    # a rename and an edit of a mesh link rebuild the robot
    for v, text in ((4, massive.replace('name="forearm"', 'name="lower_arm"').replace('link="forearm"', 'link="lower_arm"')),
                    (5, massive.replace('scale="0.001 0.001 0.001"', 'scale="0.002 0.002 0.002"', 1))):
        assert text != massive
        builds = browser.eval("urdfPreview.builds")
        server.srv.publish(arm_state(v, text))
        browser.wait("urdfPreview.renderedVersion === %d && urdfPreview.ready" % v)
        assert browser.eval("urdfPreview.builds") == builds + 1, v
    browser.eval("urdfPreview.setToggle('com', false)")


def test_broken_text_keeps_model_and_reveals_first_error(browser, server):
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    builds = browser.eval("urdfPreview.builds")
    server.srv.publish(arm_state(5, error_count=3, first_error=(12, 7), stale=True))   # the last good urdf
    browser.wait("urdfPreview.version === 5 && urdfPreview.errorCount === 3 && urdfPreview.ready")
    assert browser.eval("urdfPreview.links") == LINKS
    assert browser.eval("urdfPreview.builds") == builds                    # nothing rebuilt
    assert browser.eval("getComputedStyle(document.getElementById('errors')).display") != "none"
    assert "3 errors" in browser.eval("document.getElementById('errors').textContent")
    assert browser.eval("document.getElementById('messages').textContent").count("last good model") == 1
    browser.eval("document.getElementById('errors').click()")
    assert server.revealed.get(timeout=10) == (12, 7)
    # errors in a text that still renders (an unknown joint type): the badge, and no "last good" message
    server.srv.publish(arm_state(6, error_count=1, first_error=(20, 4)))
    browser.wait("urdfPreview.version === 6 && urdfPreview.errorCount === 1")
    assert "last good model" not in browser.eval("document.getElementById('messages').textContent")
    server.srv.publish(arm_state(7))
    browser.wait("urdfPreview.version === 7 && urdfPreview.errorCount === 0")
    assert browser.eval("getComputedStyle(document.getElementById('errors')).display") == "none"


def test_toggles_change_the_image(browser, server):
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    base = browser.eval("urdfPreview.snapshot()")
    browser.eval("document.getElementById('t-collision').click()")
    browser.wait("urdfPreview.toggles.collision === true && urdfPreview.ready")
    with_coll = browser.eval("urdfPreview.snapshot()")
    assert differs(base, with_coll)
    browser.eval("document.getElementById('t-visual').click()")
    browser.wait("urdfPreview.toggles.visual === false")
    only_coll = browser.eval("urdfPreview.snapshot()")
    assert differs(with_coll, only_coll)
    browser.call("screenshot", path=os.path.join(OUT, "arm-collision.png"))
    browser.eval("urdfPreview.setToggle('visual', true); urdfPreview.setToggle('collision', false)")
    browser.eval("document.getElementById('t-frames').click(); document.getElementById('t-com').click()")
    browser.wait("urdfPreview.toggles.frames && urdfPreview.toggles.com")
    frames = browser.eval("urdfPreview.snapshot()")
    assert differs(base, frames)
    browser.call("screenshot", path=os.path.join(OUT, "arm-frames.png"))


def test_click_selects_link_and_highlight_from_editor(browser, server):
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    pt = browser.eval("urdfPreview.screenPoint('upper_arm')")
    before = browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))
    browser.call("click", x=pt["x"], y=pt["y"])
    assert server.selected.get(timeout=10) == "upper_arm"
    assert browser.eval("urdfPreview.selected") == "upper_arm"
    assert browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"])) != before   # drawn highlighted
    # the editor's cursor moves into <joint name="elbow">: its child link lights up
    server.srv.highlight("elbow")
    browser.wait("urdfPreview.highlighted === 'forearm'")
    server.srv.highlight("base_link")
    browser.wait("urdfPreview.highlighted === 'base_link'")
    server.srv.highlight(None)
    browser.wait("urdfPreview.highlighted === null")
    # a click on the background selects nothing and tells nobody
    browser.call("click", x=20, y=320)
    browser.wait("urdfPreview.selected === null")
    with pytest.raises(queue.Empty):
        server.selected.get(timeout=0.5)


def test_joints_limits_mimic_and_reset(browser, server):
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    sliders = browser.eval("[...document.querySelectorAll('#joints input[type=range]')].map(i => [i.dataset.joint, +i.min, +i.max])")
    assert [s[0] for s in sliders] == ["shoulder", "elbow", "finger_left_joint"]     # the mimic joint follows
    assert sliders[0][1:] == [-1.57, 1.57]
    assert abs(sliders[1][1] + 3.14159) < 1e-3 and abs(sliders[1][2] - 3.14159) < 1e-3  # continuous: full turn
    tip = browser.eval("urdfPreview.screenPoint('finger_left')")
    assert browser.eval("urdfPreview.setJoint('finger_left_joint', 0.04)")
    assert abs(browser.eval("urdfPreview.getJoint('finger_right_joint')") - 0.04) < 1e-9
    assert browser.eval("urdfPreview.setJoint('shoulder', 5)") and browser.eval("urdfPreview.getJoint('shoulder')") == 1.57
    browser.eval("urdfPreview.setJoint('elbow', 1.2)")
    assert browser.eval("urdfPreview.screenPoint('finger_left')") != tip
    # the pose survives an edit
    server.srv.publish(arm_state(2, arm_text(**{'0.2 0.8 0.3 1': '0.9 0.1 0.1 1'})))
    browser.wait("urdfPreview.version === 2 && urdfPreview.ready")
    assert browser.eval("urdfPreview.getJoint('elbow')") == 1.2
    browser.eval("document.getElementById('reset').click()")
    assert browser.eval("urdfPreview.getJoint('elbow')") == 0
    assert browser.eval("urdfPreview.getJoint('finger_right_joint')") == 0
    back = browser.eval("urdfPreview.screenPoint('finger_left')")
    assert abs(back["x"] - tip["x"]) < 1e-6 and abs(back["y"] - tip["y"]) < 1e-6
    # a mimic offset applies from the start
    server.srv.publish(arm_state(3, arm_text(**{'multiplier="1" offset="0"': 'multiplier="2" offset="0.01"'})))
    browser.wait("urdfPreview.version === 3 && urdfPreview.ready")
    assert abs(browser.eval("urdfPreview.getJoint('finger_right_joint')") - 0.01) < 1e-9
    browser.eval("urdfPreview.setJoint('finger_left_joint', 0.015)")
    assert abs(browser.eval("urdfPreview.getJoint('finger_right_joint')") - 0.04) < 1e-9


def test_failed_meshes_show_placeholders(browser, server, tmp_path):
    text = arm_text().replace('filename="urdfls-file:finger"', 'filename="urdfls-file:gone"', 1)
    text = text.replace('filename="urdfls-file:finger"', 'filename="package://nowhere/meshes/x.stl"', 1)
    text = text.replace('<sphere radius="0.12"/>', '<mesh filename="urdfls-file:secret"/>')
    server.srv.publish(arm_state(1, text, files={"gone": str(tmp_path / "missing.stl")}))
    open_page(browser, server, 1)
    meshes = browser.eval("urdfPreview.meshes")
    assert meshes == {"total": 3, "loaded": 0, "failed": 3}, meshes
    failed = browser.eval("urdfPreview.failedMeshes")
    assert any("missing.stl" in f and "404" in f for f in failed), failed
    assert any("package://nowhere/meshes/x.stl" in f for f in failed), failed
    assert any("secret" in f for f in failed), failed
    assert "could not be loaded" in browser.eval("document.getElementById('messages').textContent")
    for link in ["forearm", "finger_left", "finger_right"]:   # a box where each mesh would be
        pt = browser.eval("urdfPreview.screenPoint(%r)" % link)
        assert not is_bg(browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))), link
    browser.call("screenshot", path=os.path.join(OUT, "arm-placeholders.png"))


def test_nothing_renderable_shows_the_message(browser, server):
    server.srv.publish(PreviewState(version=4, urdf=None, error_count=0, first_error=None, files={},
                                    message="xacro expansion is off: enable urdf-ls.xacro.expand to preview .xacro"))
    open_page(browser, server, 4)
    assert browser.eval("urdfPreview.links") == []
    assert "urdf-ls.xacro.expand" in browser.eval("document.getElementById('messages').textContent")
    server.srv.publish(arm_state(5))
    browser.wait("urdfPreview.version === 5 && urdfPreview.ready && urdfPreview.links.length === 5")
    assert "xacro" not in browser.eval("document.getElementById('messages').textContent")


def test_works_in_an_iframe(browser, server):
    server.srv.publish(arm_state(1))
    # sandboxed like an editor's webview frame (VS Code's: scripts, same origin, forms)
    browser.call("goto", url=server.url, iframe=True, sandbox="allow-scripts allow-same-origin allow-forms")
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")
    pt = browser.eval("urdfPreview.screenPoint('forearm')")
    browser.call("click", x=pt["x"], y=pt["y"])
    assert server.selected.get(timeout=10) == "forearm"
    server.srv.publish(arm_state(2, error_count=1, first_error=(3, 4)))
    browser.wait("urdfPreview.version === 2 && urdfPreview.errorCount === 1")


def test_every_mesh_format_and_texture(browser, server):
    server.srv.publish(fixture_state(1, "formats.urdf"))
    open_page(browser, server, 1)
    assert browser.eval("urdfPreview.meshes") == {"total": 5, "loaded": 5, "failed": 0}   # 4 meshes + 1 texture
    assert browser.eval("urdfPreview.failedMeshes") == []
    sizes = {}
    for link in ["ascii_stl", "binary_stl", "obj", "dae"]:
        pt = browser.eval("urdfPreview.screenPoint(%r)" % link)
        px = browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))
        assert not is_bg(px), (link, px)
        sizes[link] = browser.eval("urdfPreview.linkSize(%r)" % link)
    # the scales apply: the 100 mm cubes come out 0.1 m, the OBJ twice as tall, the 1 m COLLADA cube 0.1 m
    assert [round(v, 3) for v in sizes["binary_stl"]] == [0.1, 0.1, 0.1]
    assert [round(v, 3) for v in sizes["obj"]] == [0.1, 0.1, 0.2]
    assert [round(v, 3) for v in sizes["dae"]] == [0.1, 0.1, 0.1]
    assert [round(v, 3) for v in sizes["ascii_stl"]] == [0.02, 0.02, 0.12]
    # the COLLADA file keeps its own red material
    pt = browser.eval("urdfPreview.screenPoint('dae')")
    r, g, b = browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))
    assert r > g + 50 and r > b + 50, (r, g, b)
    browser.call("screenshot", path=os.path.join(OUT, "formats.png"))


def test_progress_while_many_meshes_load(browser, server):
    text = open(os.path.join(ROOT, "tests", "e2e", "preview", "arm.urdf")).read()
    links = "".join('<link name="m%d"><visual><origin xyz="%f 0.5 0"/><geometry><mesh filename="urdfls-file:k%d" '
                    'scale="0.001 0.001 0.001"/></geometry></visual></link><joint name="jm%d" type="fixed">'
                    '<parent link="base_link"/><child link="m%d"/></joint>' % (i, i * 0.03, i, i, i) for i in range(60))
    text = text.replace("</robot>", links + "</robot>").replace('filename="meshes/finger.stl"', 'filename="urdfls-file:finger"')
    files = {"k%d" % i: FINGER for i in range(60)}
    files["finger"] = FINGER
    browser.call("goto", url=server.url)
    browser.wait("window.urdfPreview && urdfPreview.connected")
    browser.eval("window.__status = []; new MutationObserver(() => __status.push(document.getElementById('status')"
                 ".textContent)).observe(document.getElementById('status'), {childList: true, characterData: true, subtree: true})")
    server.srv.publish(arm_state(1, text, files=files))
    browser.wait("urdfPreview.ready && urdfPreview.version === 1")
    assert browser.eval("urdfPreview.meshes") == {"total": 62, "loaded": 62, "failed": 0}
    seen = browser.eval("__status")
    assert any(s.startswith("loading meshes ") and s.endswith("/62") for s in seen), seen
    assert len(browser.eval("urdfPreview.links")) == 65


def test_works_behind_a_path_prefix_proxy(browser, server):
    # code-server and other remote setups forward the port under /proxy/PORT/: every URL of the page is relative
    server.srv.publish(arm_state(1))
    browser.call("goto", url=server.url, proxy=True)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")
    assert "/proxy/" in browser.eval("location.pathname")
    assert browser.eval("urdfPreview.meshes") == {"total": 2, "loaded": 2, "failed": 0}
    server.srv.publish(arm_state(2, error_count=2, first_error=(1, 2)))
    browser.wait("urdfPreview.version === 2 && urdfPreview.errorCount === 2")
    browser.eval("document.getElementById('errors').click()")
    assert server.revealed.get(timeout=10) == (1, 2)


TRICKY = """<?xml version="1.0" encoding="utf-8"?>
<!-- a comment with <link name="fake"/> inside -->
<!DOCTYPE robot>
<robot name='tricky' xmlns:xacro="http://www.ros.org/wiki/xacro">
  <material name="a&amp;b &lt;&gt; &quot;q&quot; &apos;s&apos; &#65;&#x42;"><color rgba="1 0 0"/></material>
  <link name="base"
        ><visual><geometry><box size="1 1 1"/></geometry><material name="x"><color rgba="0 0 1 1" /></material></visual>
    <![CDATA[ <link name="not_a_link"/> ]]>
    <collision><geometry/></collision>
  </link>
  <link name="tip"><visual><origin xyz="0 0 1"
     rpy="0	0 0"/><geometry><sphere radius="0.1"/></geometry></visual></link>
  <xacro:property name="p" value="${1 > 0}"/>
  <joint name="j" type="revolute"><parent link="base"/><child link="tip"/><axis xyz="0 0 0"/>
    <limit lower="-1" upper="1" effort="1" velocity="1"/><mimic joint="nope"/></joint>
  <joint name="dangling" type="fixed"><parent link="base"/><child link="missing"/></joint>
  <?pi something?>
</robot>
"""


def test_fast_xml_reader_matches_domparser(browser, server):
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    import json as _json
    texts = [arm_text(), TRICKY, open(os.path.join(ROOT, "tests", "e2e", "preview", "formats.urdf")).read()]
    for text in texts:
        fast = browser.eval("urdfPreview.readUrdf(%s, true)" % _json.dumps(text))
        dom = browser.eval("urdfPreview.readUrdf(%s, false)" % _json.dumps(text))
        assert fast == dom
    tricky = browser.eval("urdfPreview.readUrdf(%s, true)" % _json.dumps(TRICKY))
    assert tricky["children"][0]["attrs"]["name"] == "a&b <> \"q\" 's' AB"
    assert [c["attrs"].get("name") for c in tricky["children"] if c["name"] == "link"] == ["base", "tip"]
    joints = [c for c in tricky["children"] if c["name"] == "joint"]
    assert [j["attrs"]["name"] for j in joints] == ["j"]                           # dangling joint dropped
    assert [c["name"] for c in joints[0]["children"]] == ["parent", "child", "axis", "limit"]   # bad mimic dropped
    assert joints[0]["children"][2]["attrs"]["xyz"] == "1 0 0"                     # zero axis repaired
    assert tricky["children"][0]["children"][0]["attrs"]["rgba"] == "1 0 0 1"
    # malformed text falls back to DOMParser, which reports it
    for bad in ["<robot><link></robot>", "<robot a='1' a='2'/>", "<robot/><robot/>", "<robot a='&bogus;'/>"]:
        with pytest.raises(Exception):
            browser.eval("urdfPreview.readUrdf(%s, true)" % _json.dumps(bad))


def test_big_robot_update_latency(browser, server):
    """publish -> new version on screen for bench.py's 1,500-link robot (1 MB); the issue's target is 300 ms
    for keystroke -> preview, measured by bench/bench.py; here a loose bound, the numbers go to out/"""
    import json as _json
    import statistics
    import sys
    import time
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    from bench import make_robot
    text = make_robot(1500)
    server.srv.publish(arm_state(1, text, files={}))
    browser.call("goto", url=server.url)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1", timeout=60)
    assert len(browser.eval("urdfPreview.links")) == 1500
    lat, page = [], []
    for v in range(2, 9):
        edited = text.replace('<cylinder radius="0.02" length="0.1"/>', '<cylinder radius="0.0%d" length="0.1"/>' % (v + 1), 1)
        t0 = time.time() * 1000
        server.srv.publish(arm_state(v, edited, files={}))
        browser.wait("urdfPreview.renderedVersion === %d" % v, timeout=30)
        done, got = browser.eval("[urdfPreview.renderedAt, urdfPreview.receivedAt]")
        lat.append(done - t0)
        page.append(done - got)
    result = {"publish_to_screen_ms": sorted(round(x) for x in lat), "median_ms": round(statistics.median(lat)),
              "page_median_ms": round(statistics.median(page)), "timings": browser.eval("urdfPreview.timings")}
    with open(os.path.join(OUT, "latency.json"), "w") as f:
        _json.dump(result, f, indent=1)
    print(result)
    assert statistics.median(lat) < 3000, result     # a smoke bound: the machine may be shared
    # a burst of edits faster than the page builds: it ends on the newest and skips the stale ones
    builds = browser.eval("urdfPreview.builds")
    for v in range(100, 120):
        server.srv.publish(arm_state(v, text.replace('name="link_7"', 'name="link_7_%d"' % v).replace(
            'link="link_7"', 'link="link_7_%d"' % v), files={}))
    browser.wait("urdfPreview.renderedVersion === 119", timeout=60)
    assert "link_7_119" in browser.eval("urdfPreview.links")
    assert browser.eval("urdfPreview.builds") - builds < 20


def test_long_poll_fallback_without_event_source(browser, server):
    server.srv.publish(arm_state(1))
    browser.call("goto", url=server.url, noEventSource=True)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")
    assert browser.eval("typeof window.EventSource") == "undefined"
    server.srv.publish(arm_state(2, error_count=4, first_error=(0, 1)))
    browser.wait("urdfPreview.version === 2 && urdfPreview.errorCount === 4")
    server.srv.highlight("shoulder")
    browser.wait("urdfPreview.highlighted === 'upper_arm'")
    server.srv.publish(arm_state(3, arm_text(**{'<sphere radius="0.12"/>': '<sphere radius="0.2"/>'})))
    browser.wait("urdfPreview.version === 3 && urdfPreview.ready && urdfPreview.errorCount === 0")
    browser.call("goto", url=server.url)             # a normal page again for the tests after this one
    browser.wait("window.urdfPreview && urdfPreview.ready && typeof window.EventSource === 'function'")


def test_corpus_robots_render(browser, server):
    """real robots of the third-party corpus (meshes are not part of it: placeholders), every link built and
    no build error; the biggest ones and a fixed sample of the rest"""
    import random
    corpus = os.environ.get("URDF_LS_CORPUS", os.path.join(ROOT, ".corpus"))
    man = os.path.join(corpus, "MANIFEST.tsv")
    if not os.path.exists(man):
        if os.environ.get("URDF_LS_REQUIRE_TOOLS") == "1":
            pytest.fail("corpus missing at %s" % corpus)
        pytest.skip("corpus not built (set URDF_LS_CORPUS)")
    from urdf_ls.preview.files import link_files, simple_resolver
    rows = [l.rstrip("\n").split("\t") for l in open(man, encoding="utf-8")][1:]
    rows = [r for r in rows if len(r) > 8 and r[2] == "urdf" and r[7] == "yes" and r[8] == "ok"]
    rows.sort(key=lambda r: -int(r[5] or 0))
    sample = rows[:4] + random.Random(11).sample(rows[4:], min(12, len(rows) - 4))
    browser.call("goto", url=server.url)
    failures = []
    for v, r in enumerate(sample, start=1):
        path = os.path.join(corpus, "files", r[1])
        text, files = link_files(open(path, encoding="utf-8", errors="replace").read(),
                                 simple_resolver(os.path.dirname(path)))
        server.srv.publish(PreviewState(v, text, 0, None, files, title=os.path.basename(path)))
        browser.wait("urdfPreview.version === %d && urdfPreview.ready" % v, timeout=60)
        got = browser.eval("({n: urdfPreview.links.length, e: urdfPreview.buildError, "
                           "nb: urdfPreview.snapshot(32, 24).nonBackground})")
        if got["e"] or got["n"] != int(r[5]) or got["nb"] == 0:
            failures.append((r[1], r[5], got))
    assert not failures, failures


def test_without_webgl_the_page_says_so_and_keeps_following(browser, server):
    server.srv.publish(arm_state(1))
    browser.call("goto", url=server.url, initScript="HTMLCanvasElement.prototype.getContext = () => null;")
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")
    assert "WebGL is not available" in browser.eval("document.getElementById('messages').textContent")
    assert browser.eval("urdfPreview.links") == LINKS
    server.srv.publish(arm_state(2, error_count=1, first_error=(0, 0)))
    browser.wait("urdfPreview.version === 2 && urdfPreview.errorCount === 1")
    browser.call("goto", url=server.url)
    browser.wait("window.urdfPreview && urdfPreview.ready && !urdfPreview.webglError")


def test_page_notices_when_its_server_goes_away(browser):
    s = ServerThread()
    try:
        s.srv.publish(arm_state(1))
        open_page(browser, s, 1)
        port = s.srv.port
        s.run(s.srv.stop())
        browser.wait("urdfPreview.connected === false")
        assert browser.eval("urdfPreview.links") == LINKS           # the model stays on screen
        # another preview server on the same port (a restarted language server): the old token is refused
        s.srv = type(s.srv)()
        s.run(s.srv.start(port=port))
        browser.wait("urdfPreview.ended === true", timeout=30)
        assert "ended" in browser.eval("document.getElementById('status').textContent")
    finally:
        s.close()


def test_rebuilds_do_not_leak_gpu_memory(browser, server):
    server.srv.publish(fixture_state(1, "formats.urdf"))
    open_page(browser, server, 1)
    browser.eval("urdfPreview.setToggle('frames', true); urdfPreview.setToggle('com', true)")
    text = fixture_state(1, "formats.urdf").urdf
    for v in range(2, 5):
        server.srv.publish(fixture_state(v, "formats.urdf").__class__(
            version=v, urdf=text.replace('size="1.2 0.3 0.02"', 'size="1.2 0.3 0.0%d"' % v),
            files=fixture_state(1, "formats.urdf").files))
        browser.wait("urdfPreview.renderedVersion === %d" % v)
    base = browser.eval("urdfPreview.memory()")
    for v in range(5, 25):
        server.srv.publish(fixture_state(v, "formats.urdf").__class__(
            version=v, urdf=text.replace('size="1.2 0.3 0.02"', 'size="1.2 0.3 0.%02d"' % v),
            files=fixture_state(1, "formats.urdf").files))
        browser.wait("urdfPreview.renderedVersion === %d" % v)
    after = browser.eval("urdfPreview.memory()")
    assert after["geometries"] <= base["geometries"] + 2 and after["textures"] <= base["textures"] + 1, (base, after)
    assert after["programs"] <= base["programs"] + 2, (base, after)
    browser.eval("urdfPreview.setToggle('frames', false); urdfPreview.setToggle('com', false)")


def test_light_theme(browser, server):
    server.srv.publish(arm_state(1))
    browser.call("goto", url=server.url + "&theme=light")
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")
    assert browser.eval("document.body.classList.contains('light')")
    assert min(browser.eval("urdfPreview.pixelAt(890, 630)")) > 200          # a light background
    pt = browser.eval("urdfPreview.screenPoint('forearm')")
    assert max(browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))) < 235   # the robot on it
    browser.call("goto", url=server.url)


def test_hover_names_the_link_and_keys_toggle(browser, server):
    server.srv.publish(arm_state(1))
    open_page(browser, server, 1)
    pt = browser.eval("urdfPreview.screenPoint('forearm')")
    browser.call("move", x=pt["x"], y=pt["y"])
    browser.wait("urdfPreview.hovered === 'forearm'")
    assert browser.eval("document.getElementById('hover').textContent") == "forearm"
    browser.call("press", key="c")
    browser.wait("urdfPreview.toggles.collision === true && urdfPreview.ready")
    browser.call("press", key="c")
    browser.call("press", key="a")
    browser.wait("urdfPreview.toggles.collision === false && urdfPreview.toggles.frames === true")
    browser.call("press", key="a")
    browser.wait("urdfPreview.toggles.frames === false")
