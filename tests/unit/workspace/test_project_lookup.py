"""Project-file lookup in `urdf-ls check`: each folder looked at once, answering as a fresh search does, and a
project file created above found after invalidate."""
import os

from urdf_ls.workspace import project


def write(root, files):
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)


def test_project_lookup_looks_at_each_folder_once_and_agrees_with_a_fresh_search(tmp_path, monkeypatch):
    write(tmp_path, {"urdf-ls.toml": 'ignore = ["no-links"]', "a/b/r.urdf": "", "a/c/s.urdf": "",
                     "d/pyproject.toml": '[tool.urdf-ls]\nignore = ["mass-zero"]\n', "d/e/t.urdf": ""})
    folders = [str(tmp_path / rel) for rel in ("a/b", "a/c", "d/e", "d", "a")]
    fresh = [project.find_config_file(os.path.join(f, "x.urdf"))[0] for f in folders]
    looked = []
    real = project.config_file_in
    monkeypatch.setattr(project, "config_file_in", lambda d: looked.append(d) or real(d))
    cache = project.ProjectConfigs()
    assert [cache.for_folder(f).path for f in folders] == fresh
    assert len(looked) == len(set(looked))


def test_project_file_created_above_is_found_after_invalidate(tmp_path):
    write(tmp_path, {"a/b/r.urdf": ""})
    cache = project.ProjectConfigs()
    assert cache.for_path(str(tmp_path / "a" / "b" / "r.urdf")).path is None
    write(tmp_path, {"a/urdf-ls.toml": ""})
    cache.invalidate()
    assert cache.for_path(str(tmp_path / "a" / "b" / "r.urdf")).path == str(tmp_path / "a" / "urdf-ls.toml")
    assert cache.for_folder(str(tmp_path / "a")).path == str(tmp_path / "a" / "urdf-ls.toml")
