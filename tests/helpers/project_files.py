"""Files of a project on disk: a robot whose mesh lives in a package elsewhere, and its project file."""
import os


def write(root, files):
    for rel, text in files.items():
        p = os.path.join(root, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)


MESH_ROBOT = ('<robot name="r"><link name="a"><visual><geometry><mesh filename="package://parts/m.stl"/>'
              '</geometry></visual></link></robot>')


def project_tree(tmp_path, config):
    """a robot in proj/urdf/, its mesh in a package under third_party/, and the project file"""
    write(tmp_path, {"proj/urdf-ls.toml": config, "proj/urdf/r.urdf": MESH_ROBOT,
                     "third_party/parts/package.xml": "<package><name>parts</name></package>",
                     "third_party/parts/m.stl": "solid m\nendsolid m\n"})
    return str(tmp_path / "proj" / "urdf" / "r.urdf")
