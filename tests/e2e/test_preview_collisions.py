"""The preview's self-collision view and convex hulls in headless Chromium: links whose collision hulls meet at
the current pose (adjacent ones left out, as MoveIt) are listed and drawn red, live as a joint moves; the convex
hulls of the visual meshes are drawn before anything is generated."""
import pytest

from tests.e2e.preview.harness import ServerThread
from urdf_ls.preview import PreviewState

# arm turns about base's z axis; at 0 its box sits on post's (both are children of base: not adjacent), at 1 rad
# it has swung 0.42 m away
ROBOT = """<robot name="contacts">
  <link name="base"><visual><geometry><box size="0.2 0.2 0.2"/></geometry></visual>
    <collision><geometry><box size="0.2 0.2 0.2"/></geometry></collision></link>
  <link name="arm"><visual><origin xyz="0.5 0 0"/><geometry><box size="0.1 0.1 0.1"/></geometry></visual>
    <collision><origin xyz="0.5 0 0"/><geometry><box size="0.1 0.1 0.1"/></geometry></collision></link>
  <link name="post"><visual><geometry><cylinder radius="0.04" length="0.3"/></geometry></visual>
    <collision><geometry><cylinder radius="0.04" length="0.3"/></geometry></collision></link>
  <joint name="turn" type="revolute"><parent link="base"/><child link="arm"/><axis xyz="0 0 1"/>
    <limit lower="-2" upper="2" effort="1" velocity="1"/></joint>
  <joint name="fix" type="fixed"><parent link="base"/><child link="post"/><origin xyz="0.5 0 0.1"/></joint>
</robot>"""


@pytest.fixture
def server():
    s = ServerThread()
    yield s
    s.close()


@pytest.fixture
def page(browser, server):
    server.srv.publish(PreviewState(version=1, urdf=ROBOT, title="contacts.urdf"))
    browser.call("goto", url=server.url)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")
    return browser


def test_colliding_links_are_listed_and_red_live_as_the_joint_moves(page):
    assert page.eval("urdfPreview.setToggle('contacts', true)")
    page.wait("urdfPreview.ready && urdfPreview.contacts.length === 1")
    assert page.eval("urdfPreview.contacts") == [["arm", "post"]]
    assert page.eval("document.getElementById('contacts-out').textContent") == "in collision: arm – post"
    # (a tint is the material's emissive colour: the links drawn with the contact colour)
    red = """(() => { const { scene } = urdfPreview._debug; const out = new Set();
        scene.traverse((o) => { if (o.isMesh && o.material && o.material.emissive && o.material.emissive.getHex() === 0xe5534b) {
            let l = o; while (l && !l.isURDFLink) l = l.parent; if (l) out.add(l.name); } });
        return [...out].sort(); })()"""
    assert page.eval(red) == ["arm", "post"]
    assert page.eval("urdfPreview.setJoint('turn', 1)")
    page.wait("urdfPreview.contacts.length === 0")
    assert page.eval("document.getElementById('contacts-out').classList.contains('on')") is False
    assert page.eval(red) == []
    assert page.eval("urdfPreview.setJoint('turn', 0.05)")
    page.wait("urdfPreview.contacts.length === 1")


def test_the_visual_meshes_convex_hulls_are_drawn_on_request(page):
    count = """(() => { let n = 0; urdfPreview._debug.scene.traverse((o) => { if (o.userData.hullPreview && o.visible) n++; });
        return n; })()"""
    assert page.eval(count) == 0
    assert page.eval("urdfPreview.setToggle('hulls', true)")
    page.wait("(() => { let n = 0; urdfPreview._debug.scene.traverse((o) => { if (o.userData.hullPreview && o.visible) n++; }); return n === 3; })()")
    assert page.eval("urdfPreview.setToggle('hulls', false)")
    page.wait("(() => { let n = 0; urdfPreview._debug.scene.traverse((o) => { if (o.userData.hullPreview && o.visible) n++; }); return n === 0; })()")


def test_the_enclosing_primitives_are_drawn_on_request(page):
    kinds = """(() => { const out = []; urdfPreview._debug.scene.traverse((o) => {
        if (o.userData.primitivePreview && o.visible) { let l = o; while (l && !l.isURDFLink) l = l.parent;
            out.push(l.name + ':' + o.userData.primitive); } }); return out.sort(); })()"""
    assert page.eval(kinds) == []
    assert page.eval("urdfPreview.setToggle('primitives', true)")
    page.wait("(%s).length === 3" % kinds)
    assert page.eval(kinds) == ["arm:box", "base:box", "post:cylinder"]
