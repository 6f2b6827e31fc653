"""The includer search of `urdf-ls check`: each search root walked once per run, finding what a fresh search finds."""
import os


def write(root, files):
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)


def test_a_run_walks_each_includer_search_root_once_and_finds_what_a_fresh_search_finds(tmp_path, monkeypatch):
    from urdf_ls.workspace import xacro_index
    from urdf_ls.workspace.files import FileCache
    from urdf_ls.workspace.packages import Packages
    lib = '<robot xmlns:xacro="http://www.ros.org/wiki/xacro"><xacro:macro name="m%d" params=""/></robot>'
    top = ('<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">%s<xacro:m0/></robot>'
           % "".join('<xacro:include filename="parts/p%d.xacro"/>' % i for i in range(6)))
    files = {"pkg/package.xml": "<package><name>pkg</name></package>", "pkg/urdf/robot.urdf.xacro": top,
             "pkg/urdf/other.xacro": '<robot name="o"><xacro:include filename="parts/p5.xacro"/></robot>'}
    files.update({"pkg/urdf/parts/p%d.xacro" % i: lib % i for i in range(6)})
    write(tmp_path, files)
    parts = [str(tmp_path / ("pkg/urdf/parts/p%d.xacro" % i)) for i in range(6)]

    def searched(stable):
        packages = Packages([str(tmp_path)])
        packages.files_stable = stable
        ws = xacro_index.XacroWorkspace(packages, FileCache(), confined=True)
        return [sorted(ws.includers(p)) for p in parts]
    fresh = searched(False)
    walked = []
    real = os.walk
    monkeypatch.setattr(xacro_index.os, "walk", lambda root: walked.append(root) or real(root))
    assert searched(True) == fresh
    assert walked == [str(tmp_path / "pkg")]
    assert fresh[5] == sorted(str(tmp_path / "pkg/urdf" / f) for f in ("other.xacro", "robot.urdf.xacro"))
    assert fresh[0] == [str(tmp_path / "pkg/urdf/robot.urdf.xacro")]
