"""package:// and $(find) resolve the way ROS users have packages: AMENT_PREFIX_PATH, ROS_PACKAGE_PATH
(crawled), a colcon workspace's install space and /opt/ros/<distro>/share, plus --package NAME=DIR."""

from urdf_ls.workspace.packages import Packages, split_package_uri


def make_pkg(folder, name):
    (folder / "meshes").mkdir(parents=True)
    (folder / "package.xml").write_text("<package><name>%s</name></package>" % name)
    (folder / "meshes" / "m.stl").write_text("solid m\nendsolid m\n")
    return str(folder)


def test_ament_prefix_path(tmp_path, monkeypatch):
    want = make_pkg(tmp_path / "install" / "share" / "arm_description", "arm_description")
    monkeypatch.setenv("AMENT_PREFIX_PATH", "%s:/nonexistent" % (tmp_path / "install"))
    assert Packages().find("arm_description") == want


def test_ros_package_path_is_crawled(tmp_path, monkeypatch):
    want = make_pkg(tmp_path / "ws" / "src" / "deep" / "leg_description", "leg_description")
    monkeypatch.setenv("ROS_PACKAGE_PATH", str(tmp_path / "ws" / "src"))
    assert Packages().find("leg_description") == want


def test_colcon_install_space_of_a_workspace_folder(tmp_path):
    want = make_pkg(tmp_path / "install" / "hand_description" / "share" / "hand_description", "hand_description")
    assert Packages([str(tmp_path)]).find("hand_description") == want


def test_ros_installs(tmp_path):
    want = make_pkg(tmp_path / "opt" / "jazzy" / "share" / "tiago_description", "tiago_description")
    p = Packages()
    p.ros_root = str(tmp_path / "opt")
    assert p.find("tiago_description") == want


def test_package_uri_paths_decode_percent_escapes():
    assert split_package_uri("package://p/my%20meshes/a%2Bb.stl") == ("p", "my meshes/a+b.stl")
    assert split_package_uri("package://p/meshes/a.stl") == ("p", "meshes/a.stl")
    assert split_package_uri("package://p") == ("p", "")


def test_a_files_project_is_its_repository_else_its_package(tmp_path):
    from urdf_ls.workspace.packages import project_root
    repo, pkg = tmp_path / "repo", tmp_path / "repo" / "src" / "pkg"
    (pkg / "urdf").mkdir(parents=True)
    (pkg / "package.xml").write_text("<package><name>pkg</name></package>")
    (tmp_path / "loose").mkdir()
    (repo / ".vendored" / "x").mkdir(parents=True)
    assert project_root(str(pkg / "urdf" / "r.urdf")) == str(pkg)       # no repository: the package
    assert project_root(str(tmp_path / "loose" / "r.urdf")) is None
    (repo / ".git").write_text("gitdir: elsewhere\n")                     # a worktree's .git is a file
    assert project_root(str(pkg / "urdf" / "r.urdf")) == str(repo)
    # a walk from the repository skips hidden folders: a file in one has that folder for its project
    assert project_root(str(repo / ".vendored" / "x" / "r.urdf")) == str(repo / ".vendored")
