"""The tolerant YAML subset reader against PyYAML (the oracle), and the offsets it keeps."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers.paths import DATA
from urdf_ls.syntax.yaml_subset import Mapping, Scalar, Sequence, parse

yaml = pytest.importorskip("yaml")


def plain(n):
    if isinstance(n, Mapping):
        return {k.value: plain(v) for k, v in n.items}
    if isinstance(n, Sequence):
        return [plain(x) for x in n.items]
    return n.value if isinstance(n, Scalar) else None


def as_text(x):
    """PyYAML's typed values as the text they were written as (the reader keeps scalars as text)"""
    if isinstance(x, dict):
        return {str(k): as_text(v) for k, v in x.items()}
    if isinstance(x, list):
        return [as_text(v) for v in x]
    if isinstance(x, bool):
        return str(x).lower()
    return None if x is None else str(x)


def test_universal_robots_controllers_read_as_pyyaml_reads_them():
    text = (DATA / "ros2_control" / "ur" / "ur_robot_driver" / "config" / "ur_controllers.yaml").read_text()
    assert plain(parse(text)) == as_text(yaml.safe_load(text))


def test_block_and_flow_forms_comments_and_quotes():
    text = ('ctrl:  # the controller\n'
            '  ros__parameters:\n'
            '    joints:\n'
            '    - j1   # first\n'
            '    - "j 2"\n'
            '    other: [a, \'b\', "c d"]\n'
            '    gains: {j1: {p: 1.0}, j2: {p: 2}}\n'
            '    items:\n'
            '      - name: x\n'
            '        value: 1\n'
            '    text: |\n'
            '      not: a key\n'
            '    after: 3\n'
            '    multi: [x,\n      y]\n')
    mine, theirs = plain(parse(text)), as_text(yaml.safe_load(text))
    assert mine["ctrl"]["ros__parameters"].pop("text") is None      # (a block scalar's text is not read)
    theirs["ctrl"]["ros__parameters"].pop("text")
    assert mine == theirs


def test_offsets_point_at_the_scalars():
    text = 'c:\n  ros__parameters:\n    joints: ["a_joint", b_joint]\n    joint: \'c\'\n'
    params = parse(text).get("c").get("ros__parameters")
    a, b = params.get("joints").items
    c = params.get("joint")
    assert text[slice(*a.inner)] == "a_joint" and text[a.start:a.end] == '"a_joint"'
    assert text[slice(*b.inner)] == "b_joint"
    assert text[slice(*c.inner)] == "c"


def test_what_it_cannot_read_is_skipped_not_raised():
    for text in ("", ":", "- - -", "a: [b, {c", "a:\n\tb: 1", "key: 'unclosed\n", "\x00: \x01", "a: &x 1\nb: *x"):
        parse(text)


NAME = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True)


@given(st.dictionaries(NAME, st.one_of(NAME, st.lists(NAME, max_size=4),
                                       st.dictionaries(NAME, st.lists(NAME, max_size=3), max_size=3)),
                       max_size=5),
       st.booleans())
def test_generated_parameter_files_agree_with_pyyaml(data, flow):
    text = yaml.safe_dump({"ctrl": {"ros__parameters": data}}, default_flow_style=flow or None)
    assert plain(parse(text)) == as_text(yaml.safe_load(text))
