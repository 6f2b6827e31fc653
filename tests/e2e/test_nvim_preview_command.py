"""`:UrdfPreview` in real Neovim 0.7.2 and 0.11 in a terminal (tmux), through setup() and, on 0.11, through
vim.lsp.enable: the URL appears on the screen, the page at it answers with the buffer's robot, and moving the
cursor into a link highlights it there (urdf-ls/cursorMoved on both routes)."""
import json
import os
import re
import sys
import urllib.request

import pytest

from tests.e2e.helpers.nvims import NVIMS
from tests.e2e.helpers.processes import until
from tests.e2e.helpers.tmux import Terminal
from tests.helpers.paths import ROOT

SRC = os.environ.get("URDF_LS_SRC") or ROOT
ARM = open(os.path.join(ROOT, "tests", "e2e", "preview", "arm.urdf")).read()
URL = re.compile(r"urdf-ls preview: (http://127\.0\.0\.1:\d+/\?token=[\w-]+)")

# a user's init.lua: the plugin on the runtime path, one of the two routes, no browser (a terminal over SSH)
USER_INIT = """
dofile(%(init)s)
vim.g.urdf_ls_preview_open = false
local function attached() local f = io.open(%(marker)s, 'w'); f:write('1'); f:close() end
if %(route)s == 'enable' then
  vim.lsp.config('urdf_ls', { cmd = %(cmd)s })
  vim.lsp.enable('urdf_ls')
  vim.api.nvim_create_autocmd('LspAttach', { callback = attached })
else
  require('urdf_ls').setup({ cmd = %(cmd)s, on_attach = attached })
end
"""


def lua(v):
    return json.dumps(v).replace("[", "{").replace("]", "}")


def state(url):
    with urllib.request.urlopen(url.replace("/?", "/state?"), timeout=10) as r:
        return json.load(r)


@pytest.mark.parametrize("version,route", [("system", "setup"), ("0.11", "setup"), ("0.11", "enable")])
def test_urdf_preview_command_shows_the_url_on_screen(tmp_path, version, route):
    nvim = NVIMS[version]()
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "package.xml").write_text("<package><name>demo</name></package>\n")
    (proj / "arm.urdf").write_text(ARM)
    marker = tmp_path / "attached"
    init = tmp_path / "init.lua"
    init.write_text(USER_INIT % {"init": lua(os.path.join(ROOT, "tests", "e2e", "nvim", "init.lua")),
                                 "marker": lua(str(marker)), "route": lua(route),
                                 "cmd": lua([sys.executable, "-m", "urdf_ls"])})
    xdg = tmp_path / "xdg"
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path), "TERM": "xterm-256color", "PYTHONPATH": SRC,
           "URDF_NVIM_ROOT": ROOT, "XDG_CONFIG_HOME": str(xdg / "c"), "XDG_DATA_HOME": str(xdg / "d"),
           "XDG_STATE_HOME": str(xdg / "s"), "XDG_CACHE_HOME": str(xdg / "k")}
    term = Terminal([nvim, "-i", "NONE", "-n", "-u", str(init), str(proj / "arm.urdf")], env, proj)
    try:
        assert until(marker.exists, 30), term.screen()
        term.type(":UrdfPreview", "Enter")
        found = term.wait_for(URL.search)
        assert found, term.screen()
        url = found.group(1)
        robot = until(lambda: (state(url)["state"] or {}).get("urdf"), 20)
        assert robot and 'link name="upper_arm"' in robot, robot
        with urllib.request.urlopen(url, timeout=10) as page:
            assert page.status == 200 and b"<html" in page.read().lower()
        # the cursor onto the line after <link name="forearm"> (inside it): the page is told to highlight it
        line = ARM[:ARM.index('<link name="forearm"')].count("\n") + 2
        term.type("Escape", ":%d" % line, "Enter")
        assert until(lambda: state(url)["highlight"] == "forearm", 20), (state(url)["highlight"], term.screen())
        term.type(":qa!", "Enter")
    finally:
        term.close()
