"""Files made to be hostile to a reader: a package to fill, a FIFO that blocks whoever opens it."""
import os


def make_package(root, name="pkg"):
    pkg = root / name
    (pkg / "urdf").mkdir(parents=True)
    (pkg / "package.xml").write_text("<package><name>%s</name></package>" % name)
    return pkg


def fifo(path):
    os.mkfifo(path)
    return path
