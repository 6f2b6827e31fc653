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


# ------------------------------------------------------------------ hostile files (issue #39)
from tests.helpers.bounded import bounded  # noqa: E402
from urdf_ls.workspace.controllers import controller_joints  # noqa: E402

SPACES = 400_000        # one line inside the 1 MB cap: quadratic backtracking took minutes on it


@pytest.mark.parametrize("line", [
    "    x" + " " * SPACES + "y",             # no key: every position of the run was tried against the colon
    "    x" + " " * SPACES + ": v",           # a key with the run before its colon
    "    items:\n      - x" + " " * SPACES + "y",   # a sequence item
    "    k: " + " " * SPACES + "v",
    "    " + "a " * (SPACES // 2),
    "    " + ": " * (SPACES // 2),
    "    " + "x:" * (SPACES // 2),
])
def test_a_long_line_is_read_in_linear_time(line):
    text = "c:\n  ros__parameters:\n" + line + "\n    joints: [j]\n"
    with bounded(what="a %d-character line" % len(line)):
        params = parse(text).get("c").get("ros__parameters")
    assert plain(params.get("joints")) == ["j"]


def test_a_key_before_spaces_and_colon_is_read_as_pyyaml_reads_it():
    text = "c:\n  ros__parameters:\n    a key  : 1\n    b:c: 2\n    'q':   3\n"
    assert plain(parse(text)) == as_text(yaml.safe_load(text))


def controllers(deep):
    """a file whose first controller holds `deep` and whose second lists a joint"""
    return "first:\n  ros__parameters:\n    deep: %s\nsecond:\n  ros__parameters:\n    joints: [real_joint]\n" % deep


@pytest.mark.parametrize("deep", [
    "[" * 20_000 + "]" * 20_000,
    "{a: " * 20_000 + "}" * 20_000,
    "[{a: " * 10_000 + "}]" * 10_000,
    "\n" + "".join("      " + "  " * i + "k%d:\n" % i for i in range(700)),
    "\n" + "".join("      " + "  " * i + "- \n" for i in range(700)),
    "\n" + "".join("      " + "  " * i + "- k%d:\n" % i for i in range(700)),
])
def test_deep_nesting_is_skipped_and_the_other_controllers_stay(deep):
    text = controllers(deep)
    with bounded():
        doc = parse(text)
    names = [[j.value for j in joints] for _c, joints in controller_joints(doc)]
    assert names[-1] == ["real_joint"]


@pytest.mark.parametrize("text", ["a: " + "[" * 20_000, "[" * 20_000, "a: " + "{a: " * 20_000, "{" * 20_000,
                                  "- " * 20_000, "a: '" + "[" * 20_000])
def test_unclosed_deep_nesting_does_not_raise(text):
    with bounded():
        parse(text)


def test_nesting_as_deep_as_real_files_go_is_read():
    depth = 40
    text = "a:\n" + "".join("  " * (i + 1) + "k%d:\n" % i for i in range(depth)) + "  " * (depth + 1) + "v: [[[1]]]\n"
    assert plain(parse(text)) == as_text(yaml.safe_load(text))


@pytest.mark.parametrize("text", ["a: [: ]", "a: [x, :, y]", "a: [:]", "[: : :]"])
def test_a_colon_that_ends_no_scalar_is_read_past(text):
    with bounded(1.0):      # (it looped forever, growing a list)
        parse(text)
