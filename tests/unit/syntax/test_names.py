"""Start-up helpers: pyproject.toml is read only when it can hold the table; the name pattern is the readable one."""

import pytest

from urdf_ls.workspace import project


@pytest.mark.parametrize("text,is_project", [
    ('[project]\nname = "urdf-ls"\n[project.scripts]\nurdf-ls = "urdf_ls.cli:main"\n[tool.setuptools]\n', False),
    ('[tool.urdf-ls]\nignore = ["no-links"]\n', True),
    ('[tool."urdf-ls"]\nignore = ["no-links"]\n', True),
    ('[ tool . urdf-ls . severity ]\nno-links = "hint"\n', True),
    ('[tool]\nurdf-ls = { ignore = ["no-links"] }\n', True),
    ('tool = { urdf-ls = { ignore = ["no-links"] } }\n', True),
])
def test_pyproject_is_read_only_when_it_can_hold_the_table(tmp_path, text, is_project):
    (tmp_path / "pyproject.toml").write_text(text)
    (tmp_path / "r.urdf").write_text("<robot/>")
    found = project.find_config_file(str(tmp_path / "r.urdf"))
    assert (found is not None) == is_project
    if is_project:
        cfg = project.load_config(*found)
        assert not cfg.problems and cfg.settings_json(), cfg


@pytest.mark.slow     # (seconds: left out of the fast tier)
def test_the_name_pattern_is_the_readable_one_written_to_compile_fast():
    """syntax.names.NAME spells [A-Za-z_\\u0080-\\U0010ffff][-\\w:.\\u0080-\\U0010ffff]* as the ASCII characters it
    excludes (the readable form takes milliseconds to compile at every start); the same matches for every code
    point as a first character and as a later one"""
    import re

    from urdf_ls.syntax import names
    readable = re.compile(r"[A-Za-z_\u0080-\U0010ffff][-\w:.\u0080-\U0010ffff]*")
    every = [chr(c) for c in range(0x110000)]
    for text in ("\x00".join(every), "\x00a".join(every)):      # ('\x00' never belongs to a name)
        assert names.NAME.sub("#", text) == readable.sub("#", text)
