"""A xacro document's `python` namespace (xacro's Python builtins) is not an undefined property."""

import pytest

from tests.helpers.paths import NO_FOLDER

pytest.importorskip("xacro")

XMLNS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"'
def doc(body):
    return '<robot %s name="r">\n<link name="base"/>\n%s\n</robot>\n' % (XMLNS, body)


def test_python_namespace_is_not_an_undefined_property():
    from urdf_ls.document.document import Document
    d = Document(doc('<link name="l${python.len(\'abc\')}"/>'), NO_FOLDER + "/adv_py.xacro")
    assert [x for x in d.diagnostics() if x.code == "xacro-undefined-property"] == []


