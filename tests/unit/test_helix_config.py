"""editors/helix: Helix is not packaged for Debian 12, so the configuration is checked statically (TOML syntax
with tomllib, the keys Helix reads, the query files that make the "urdf" language inherit the XML queries), and
with `hx --health urdf` where Helix happens to be installed."""
import os

import pytest

from tests.helpers.paths import ROOT  # noqa: E402

HELIX = os.path.join(ROOT, "editors", "helix")
tomllib = pytest.importorskip("tomllib")


def load():
    with open(os.path.join(HELIX, "languages.toml"), "rb") as f:
        return tomllib.load(f)


def test_languages_toml_is_valid_and_complete():
    cfg = load()
    assert cfg["language-server"]["urdf-ls"]["command"] == "urdf-ls"
    assert cfg["language-server"]["urdf-ls"]["config"] == {"xacro": {"expand": False}}
    (lang,) = [l for l in cfg["language"] if l["name"] == "urdf"]
    assert lang["grammar"] == "xml"  # Helix's bundled XML grammar: nothing to fetch or build
    assert set(lang["file-types"]) == {"urdf", "xacro", "srdf"}
    assert lang["language-servers"] == ["urdf-ls"]
    assert lang["roots"] == ["package.xml"]
    assert lang["scope"].startswith("text.xml")
    assert lang["block-comment-tokens"] == {"start": "<!--", "end": "-->"}
    known = {"name", "scope", "injection-regex", "file-types", "roots", "language-servers", "grammar",
             "block-comment-tokens", "comment-tokens", "indent", "auto-pairs", "auto-format", "formatter"}
    assert set(lang) <= known, set(lang) - known
    assert "grammar" not in cfg  # no [[grammar]] entry: the xml grammar already exists


def test_queries_inherit_xml():
    qdir = os.path.join(HELIX, "runtime", "queries", "urdf")
    files = sorted(os.listdir(qdir))
    assert "highlights.scm" in files and "indents.scm" in files
    for f in files:
        first = open(os.path.join(qdir, f)).readline().strip()
        assert first == "; inherits: xml", (f, first)


