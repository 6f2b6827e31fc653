""".editorconfig: parsed, the nearest file and section win, the search stops at root = true and at the workspace
folder, unreadable or odd files are ignored, and the globs match as EditorConfig says."""
import pytest

from urdf_ls.workspace.editorconfig import IndentConfig, indent_config, parse


def test_editorconfig_parse():
    root, sections = parse("root = TRUE\n; c\n[*]\nindent_style=space\n# c\n[*.{urdf,xacro}]\n"
                           "Indent_Size : 4\n[Makefile]\nindent_style = tab\n")
    assert root
    assert sections == [("*", {"indent_style": "space"}), ("*.{urdf,xacro}", {"indent_size": "4"}),
                        ("Makefile", {"indent_style": "tab"})]


def project(tmp_path, files):
    ws = tmp_path / "ws"
    for name, text in files.items():
        p = ws / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return ws


def test_editorconfig_nearest_wins_and_sections_match(tmp_path):
    ws = project(tmp_path, {
        ".editorconfig": "root = true\n[*]\nindent_style = space\nindent_size = 2\n[**.xacro]\nindent_size = 3\n",
        "robots/.editorconfig": "[*.urdf]\nindent_size = 4\n[/sub/*.urdf]\nindent_style = tab\n",
        "robots/a.urdf": "", "robots/sub/b.urdf": "", "robots/x/c.urdf.xacro": "", "d.txt": ""})
    folders = [str(ws)]
    assert indent_config(str(ws / "robots/a.urdf"), folders) == IndentConfig("space", 4, 4)
    assert indent_config(str(ws / "robots/sub/b.urdf"), folders) == IndentConfig("tab", 4, 4)
    assert indent_config(str(ws / "robots/x/c.urdf.xacro"), folders) == IndentConfig("space", 3, 3)
    assert indent_config(str(ws / "d.txt"), folders) == IndentConfig("space", 2, 2)


def test_editorconfig_stops_at_root_and_at_the_workspace_folder(tmp_path):
    ws = project(tmp_path, {"proj/.editorconfig": "root=true\n", "proj/a.urdf": "", "b.urdf": ""})
    (tmp_path / ".editorconfig").write_text("[*]\nindent_style = tab\n")
    (ws / ".editorconfig").write_text("[*]\nindent_style = tab\n")
    assert indent_config(str(ws / "proj/a.urdf"), [str(ws)]) == IndentConfig()       # root = true above it
    assert indent_config(str(ws / "b.urdf"), [str(ws)]).style == "tab"
    (ws / ".editorconfig").unlink()
    assert indent_config(str(ws / "b.urdf"), [str(ws)]) == IndentConfig()   # not above the workspace folder


def test_editorconfig_unreadable_or_odd_is_ignored(tmp_path):
    ws = project(tmp_path, {"a.urdf": ""})
    (ws / ".editorconfig").mkdir()          # not a regular file
    assert indent_config(str(ws / "a.urdf"), [str(ws)]) == IndentConfig()
    (ws / ".editorconfig").rmdir()
    (ws / ".editorconfig").write_text("[*\nindent_style = tab\n[{a,b]\nindent_size = x\n[*.urdf]\nindent_size=99\n")
    assert indent_config(str(ws / "a.urdf"), [str(ws)]) == IndentConfig()


@pytest.mark.parametrize("glob,rel,hit", [
    ("*.{urdf,xacro}", "a/b.xacro", True), ("*.{urdf,xacro}", "b.txt", False), ("{a,b}/*.urdf", "a/x.urdf", True),
    ("{a,b}/*.urdf", "c/x.urdf", False), ("file{1..3}.urdf", "file2.urdf", True), ("[!ab].urdf", "a.urdf", False),
    ("sub/*.urdf", "x/sub/a.urdf", False), ("**/sub/*.urdf", "x/sub/a.urdf", True), ("{a,b", "{a,b", True)])      # (an unmatched brace is literal)
def test_editorconfig_globs(tmp_path, glob, rel, hit):
    ws = project(tmp_path, {".editorconfig": "root = true\n[%s]\nindent_style = tab\n" % glob, rel: ""})
    assert (indent_config(str(ws / rel), [str(ws)]).style == "tab") is hit
