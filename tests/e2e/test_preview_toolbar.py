"""The preview's toolbar in headless Chromium (#42): the "show" menu closes when the 3D view is clicked, so it no
longer covers the measuring hint, and the active "measure" button of the light theme is a visible blue, measured
from a screenshot's pixels. Each wait is a bounded poll of the page."""
import os

import pytest
from PIL import Image

from tests.e2e.preview.harness import ServerThread, arm_state

from tests.helpers.paths import ROOT  # noqa: E402
OUT = os.path.join(ROOT, "tests", "e2e", "preview", "out")
RECT = "(() => { const r = document.querySelector(%r).getBoundingClientRect(); " \
       "return {x: r.x, y: r.y, width: r.width, height: r.height}; })()"


@pytest.fixture
def server():
    s = ServerThread()
    yield s
    s.close()


def open_page(browser, server, query="", width=900):
    server.srv.publish(arm_state(1))
    browser.call("goto", url=server.url + query, width=width, height=640)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === 1")


def centre(browser, selector):
    r = browser.eval(RECT % selector)
    return r["x"] + r["width"] / 2, r["y"] + r["height"] / 2


def topmost_at(browser, x, y):
    """the id of the element (or of its nearest ancestor with one) a click at x, y would reach"""
    return browser.eval("(() => { let e = document.elementFromPoint(%f, %f); while (e && !e.id) e = e.parentElement; "
                        "return e && e.id; })()" % (x, y))


def test_a_click_in_the_3d_view_closes_the_show_menu_and_uncovers_the_measure_hint(browser, server):
    open_page(browser, server, width=560)      # an editor's side panel: the menu hangs over the hint's place
    browser.call("click", **dict(zip("xy", centre(browser, "#show summary"))))
    browser.wait("document.getElementById('show').open")
    browser.call("press", key="d")              # measuring on: the hint below the bar
    browser.wait("urdfPreview.measurement().active && getComputedStyle(document.getElementById('measure-out')).display"
                 " === 'block'")
    hint = centre(browser, "#measure-out")
    assert topmost_at(browser, *hint) == "show"         # the open menu covers the hint (as in #42)
    browser.call("click", x=880, y=600)                  # an empty place in the 3D view
    browser.wait("!document.getElementById('show').open")
    assert topmost_at(browser, *hint) == "measure-out"
    assert browser.eval("document.getElementById('measure-out').textContent") == "pick a point on the robot"
    assert browser.eval("urdfPreview.measurement().active")     # the click was the tool's, which stays on
    browser.call("click", **dict(zip("xy", centre(browser, "#show summary"))))
    browser.wait("document.getElementById('show').open")
    browser.call("press", key="Escape")                          # Escape closes it too
    browser.wait("!document.getElementById('show').open")


def relative_luminance(rgb):
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a, b):
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def button_colours(browser, selector, shot):
    """the fill (the commonest colour inside the button's border) and the colour of its text (the pixel of the
    inside furthest in contrast from the fill), from a screenshot of the page"""
    browser.call("screenshot", path=shot)
    image = Image.open(shot).convert("RGB")
    r = browser.eval(RECT % selector)
    scale = image.width / browser.eval("window.innerWidth")
    box = tuple(round(v * scale) for v in (r["x"] + 2, r["y"] + 2, r["x"] + r["width"] - 2, r["y"] + r["height"] - 2))
    inside = image.crop(box)
    counted = inside.getcolors(inside.width * inside.height)      # [(count, colour)]
    fill = max(counted)[1]
    text = max((colour for _, colour in counted), key=lambda c: contrast_ratio(c, fill))
    return fill, text


def test_the_active_measure_button_of_the_light_theme_is_visible(browser, server):
    open_page(browser, server, query="&theme=light")
    browser.call("click", **dict(zip("xy", centre(browser, "#measure"))))   # the pointer stays on it
    browser.wait("urdfPreview.measurement().active")
    idle_fill, _ = button_colours(browser, "#shot", os.path.join(OUT, "light-toolbar.png"))
    for case in ("hovered", "left"):
        fill, text = button_colours(browser, "#measure", os.path.join(OUT, "light-measure-%s.png" % case))
        assert contrast_ratio(fill, text) >= 4.5, (case, fill, text)         # its label reads (WCAG AA)
        assert contrast_ratio(fill, idle_fill) >= 3, (case, fill, idle_fill)  # and it stands out from the idle buttons
        browser.call("move", x=880, y=600)
