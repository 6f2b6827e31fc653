"""The preview's tools in headless Chromium (issues #31, #32): PNG export, link name labels, the measuring tool,
equivalent inertia boxes, centres of mass sized by mass and joint ranges. What is checked is what the user gets:
the downloaded file, DOM text at the links' screen positions, the distance between two clicked points, the
overlays' sizes and the pixels they change. Every wait is a bounded poll."""
import base64
import math
import os
import struct

import pytest

from tests.e2e.preview.harness import ServerThread
from tests.helpers.paths import ROOT
from urdf_ls.preview import PreviewState

OUT = os.path.join(ROOT, "tests", "e2e", "preview", "out")


@pytest.fixture
def server():
    s = ServerThread()
    yield s
    s.close()


def changed(a, b, min_cells=5):
    return sum(1 for x, y in zip(a["cells"], b["cells"]) if sum(abs(p - q) for p, q in zip(x, y)) > 40) >= min_cells


TOOLS = """<robot name="tools">
  <link name="a"><visual><geometry><box size="0.2 0.2 0.2"/></geometry></visual>
    <inertial><origin xyz="0 0 0" rpy="0 0 0"/><mass value="8"/>
      <inertia ixx="%(ixx)r" ixy="%(ixy)r" ixz="0" iyy="%(iyy)r" iyz="0" izz="%(izz)r"/></inertial></link>
  <link name="b"><visual><geometry><box size="0.2 0.2 0.2"/></geometry></visual>
    <inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/></inertial></link>
  <link name="c"><visual><geometry><box size="0.05 0.05 0.3"/></geometry></visual>
    <inertial><mass value="1"/><inertia ixx="0.5" ixy="0" ixz="0" iyy="0.1" iyz="0" izz="0.1"/></inertial></link>
  <joint name="slide" type="prismatic"><parent link="a"/><child link="b"/><origin xyz="0.6 0 0"/><axis xyz="1 0 0"/>
    <limit lower="0" upper="0.3" effort="1" velocity="1"/></joint>
  <joint name="turn" type="revolute"><parent link="a"/><child link="c"/><origin xyz="0 0.5 0"/><axis xyz="0 0 1"/>
    <limit lower="-1" upper="2" effort="1" velocity="1"/></joint>
</robot>"""


def box_tensor(m, sides, angle):
    """the inertia of a uniform box (sides along its own axes) turned by `angle` about z"""
    a, b, c = sides
    d = [m / 12 * (b * b + c * c), m / 12 * (a * a + c * c), m / 12 * (a * a + b * b)]
    co, si = math.cos(angle), math.sin(angle)
    ixx = co * co * d[0] + si * si * d[1]
    iyy = si * si * d[0] + co * co * d[1]
    ixy = co * si * (d[0] - d[1])
    return {"ixx": ixx, "iyy": iyy, "ixy": ixy, "izz": d[2]}


@pytest.fixture
def tools_page(browser, server):
    server.srv.publish(PreviewState(version=1, urdf=TOOLS % box_tensor(8, (0.1, 0.2, 0.3), 0.5), title="tools.urdf"))
    browser.call("goto", url=server.url)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")
    browser.eval("urdfPreview.fit()")
    return browser


def test_png_export_button(tools_page, tmp_path):
    got = tools_page.call("download", selector="#shot")
    data = base64.b64decode(got["base64"])
    assert got["name"] == "tools.png"
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == tuple(tools_page.eval("[document.getElementById('view').width, document.getElementById('view').height]"))
    # the picture is the robot, not an empty buffer: count pixels that are not background in a 2D canvas
    drawn = tools_page.eval("""(async () => {
        const img = new Image(); img.src = await urdfPreview.exportPng(); await img.decode();
        const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
        const g = c.getContext('2d'); g.drawImage(img, 0, 0);
        const d = g.getImageData(0, 0, c.width, c.height).data; let n = 0;
        for (let k = 0; k < d.length; k += 4) if (Math.abs(d[k] - 0x23) + Math.abs(d[k + 1] - 0x27) + Math.abs(d[k + 2] - 0x2e) > 60) n++;
        return n / (c.width * c.height); })()""")
    assert drawn > 0.02, drawn


def test_link_name_labels(tools_page):
    assert tools_page.eval("urdfPreview.labelTexts()") == []
    tools_page.eval("document.getElementById('t-labels').click()")
    tools_page.wait("urdfPreview.labelTexts().length === 3")
    assert sorted(tools_page.eval("urdfPreview.labelTexts()")) == ["a", "b", "c"]
    # each label sits at its link's origin on screen
    for name, xyz in [("a", (0, 0, 0)), ("b", (0.6, 0, 0)), ("c", (0, 0.5, 0))]:
        want = tools_page.eval("urdfPreview.project(%r)" % (list(xyz),))
        box = tools_page.eval("(() => { const d = [...document.querySelectorAll('#labels .label')].find((e) => e.textContent === %r);"
                              " const r = d.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()" % name)
        assert abs(box["x"] - want["x"]) < 3 and abs(box["y"] - want["y"]) < 3, (name, box, want)
    tools_page.call("press", key="l")
    tools_page.wait("urdfPreview.labelTexts().length === 0")


def test_measuring_two_picked_points(tools_page):
    tools_page.eval("document.getElementById('measure').click()")
    assert tools_page.eval("urdfPreview.measurement().active")
    for xyz in [(0, 0, 0.1), (0.6, 0, 0.1)]:                      # the tops of boxes a and b
        pt = tools_page.eval("urdfPreview.project(%r)" % (list(xyz),))
        tools_page.call("click", x=pt["x"], y=pt["y"])
    tools_page.wait("urdfPreview.measurement().points.length === 2")
    m = tools_page.eval("urdfPreview.measurement()")
    assert abs(m["distance"] - 0.6) < 0.01, m
    assert all(abs(p[2] - 0.1) < 1e-6 for p in m["points"]), m    # picked on the surfaces
    out = tools_page.eval("document.getElementById('measure-out').textContent")
    assert out.startswith("distance 6") and "mm" in out, out
    assert tools_page.eval("urdfPreview.selected") is None           # measuring clicks do not select links
    tools_page.call("press", key="Escape")
    tools_page.wait("!urdfPreview.measurement().active")


def test_inertia_boxes_com_markers_and_joint_ranges(tools_page, server):
    base = tools_page.eval("urdfPreview.snapshot()")
    tools_page.eval("document.getElementById('t-inertia').click()")
    tools_page.wait("urdfPreview.inertiaBoxes().length === 2")
    boxes = {b["link"]: b for b in tools_page.eval("urdfPreview.inertiaBoxes()")}
    assert "c" not in boxes        # ixx > iyy + izz: no body has these moments, so no box (as in RViz)
    # link a: a 0.1 x 0.2 x 0.3 box of 8 kg turned by 0.5 rad: the principal moments give its sides back
    assert sorted(round(s, 6) for s in boxes["a"]["size"]) == [0.1, 0.2, 0.3]
    # link b: equal moments 0.01 of 1 kg: a cube of side sqrt(6 * 0.01) each way
    assert [round(s, 6) for s in boxes["b"]["size"]] == [round(math.sqrt(0.06), 6)] * 3
    with_boxes = tools_page.eval("urdfPreview.snapshot()")
    assert changed(base, with_boxes)
    # typing in one link's <inertia> (the page patches that link in place): its box follows
    text = (TOOLS % box_tensor(8, (0.1, 0.2, 0.3), 0.5)).replace(
        'ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"', 'ixx="0.04" ixy="0" ixz="0" iyy="0.04" iyz="0" izz="0.04"')
    patches = tools_page.eval("urdfPreview.patches")
    server.srv.publish(PreviewState(version=2, urdf=text, title="tools.urdf"))
    tools_page.wait("urdfPreview.version === 2 && urdfPreview.patches === %d" % (patches + 1))
    tools_page.eval("urdfPreview.render()")
    b = [x for x in tools_page.eval("urdfPreview.inertiaBoxes()") if x["link"] == "b"][0]
    assert [round(v, 6) for v in b["size"]] == [round(math.sqrt(0.24), 6)] * 3
    tools_page.eval("urdfPreview.setToggle('inertia', false)")
    tools_page.eval("document.getElementById('t-com').click()")
    markers = {m["link"]: m["scale"] for m in tools_page.eval("urdfPreview.comMarkers()")}
    assert abs(markers["a"] / markers["b"] - 2) < 1e-9, markers       # 8 kg and 1 kg: cube root of the ratio
    tools_page.eval("urdfPreview.setToggle('com', false)")
    before = tools_page.eval("urdfPreview.snapshot()")
    tools_page.eval("document.getElementById('t-ranges').click()")
    tools_page.wait("urdfPreview.jointRanges().length === 2")
    ranges = {r["joint"]: r for r in tools_page.eval("urdfPreview.jointRanges()")}
    assert ranges["turn"]["type"] == "revolute" and (ranges["turn"]["lower"], ranges["turn"]["upper"]) == (-1, 2)
    assert ranges["slide"]["type"] == "prismatic" and abs(ranges["slide"]["length"] - 0.3) < 1e-12
    assert changed(before, tools_page.eval("urdfPreview.snapshot()"))
    # the range stays put while the joint moves (it shows where the joint can go, not where it is)
    assert tools_page.eval("urdfPreview.setJoint('turn', 1.5)")
    still = tools_page.eval("urdfPreview.snapshot()")
    tools_page.eval("urdfPreview.setToggle('visual', false)")
    only_ranges = tools_page.eval("urdfPreview.snapshot()")
    tools_page.eval("urdfPreview.setJoint('turn', -0.5)")
    assert not changed(only_ranges, tools_page.eval("urdfPreview.snapshot()"), min_cells=1)
    assert still["nonBackground"] > 0
    tools_page.call("screenshot", path=os.path.join(OUT, "tools-ranges.png"))
