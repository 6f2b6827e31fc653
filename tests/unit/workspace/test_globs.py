"""EditorConfig globs are matched by an automaton (workspace/globs.py), linear in the path (issue #39): compiled to a
regular expression, `[*a*a*a*a*a*a*a*ab]` in a repository's .editorconfig backtracked for minutes on a long file
name.  The automaton answers as that regular expression did (the oracle below, with '/' never in a class)."""
import re
import warnings

from hypothesis import given, settings, strategies as st

from tests.helpers.bounded import bounded
from urdf_ls.workspace.globs import compile_glob


def regex_of(glob):
    """the regular expression the globs were compiled to before (the oracle on small inputs)"""
    out, i, n, depth = [], 0, len(glob), 0
    while i < n:
        c = glob[i]
        if c == "\\" and i + 1 < n:
            out.append(re.escape(glob[i + 1]))
            i += 2
            continue
        if glob.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
            continue
        if glob.startswith("**", i):
            out.append(".*")
            i += 2
            continue
        if c == "*":
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif c == "[":
            j = glob.find("]", i + 1)
            if j < 0:
                out.append(r"\[")
            else:
                body = glob[i + 1:j]
                neg = body.startswith("!")
                body = (body[1:] if neg else body).replace("\\", "\\\\").replace("/", "")
                out.append("[^/%s]" % body if neg else "[%s]" % body)
                i = j
        elif c == "{":
            j = glob.find("}", i + 1)
            m = re.fullmatch(r"(-?\d+)\.\.(-?\d+)", glob[i + 1:j]) if j > 0 else None
            if m:
                lo, hi = sorted((int(m.group(1)), int(m.group(2))))
                out.append("(?:%s)" % "|".join(str(k) for k in range(lo, hi + 1)))
                i = j
            elif j > 0 and "," in glob[i + 1:j]:
                out.append("(?:")
                depth += 1
            else:
                out.append(r"\{")
        elif c == "," and depth:
            out.append("|")
        elif c == "}" and depth:
            out.append(")")
            depth -= 1
        else:
            out.append(re.escape(c))
        i += 1
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)     # ("[[" in a class: the old compile took it so)
        return None if depth else re.compile("".join(out), re.S)


PIECES = ["a", "b", ".", "/", "*", "?", "**", "**/", "[ab]", "[!a]", "{a,b}", "{a,{b,.}}", "{1..3}", "1", "{", "}",
          ",", "[", "\\*"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=7).map("".join),
       st.lists(st.sampled_from(["a", "b", ".", "/", "1", "2", "*"]), max_size=10).map("".join))
def test_the_automaton_answers_as_the_regular_expression_did(glob, path):
    mine, oracle = compile_glob(glob), regex_of(glob)
    assert (mine is None) == (oracle is None)
    if oracle is not None:
        assert bool(mine.fullmatch(path)) == (oracle.fullmatch(path) is not None), (glob, path, oracle.pattern)


def test_a_glob_of_many_stars_is_linear_in_the_path():
    glob = compile_glob("**/" + "*a" * 40 + "b")
    with bounded(2.0):
        assert glob.fullmatch("src/" + "a" * 4000 + ".urdf") is None
        assert glob.fullmatch("src/" + "a" * 4000 + "b") is True


def test_a_range_of_thousands_of_digits_is_text():
    assert compile_glob("{%s..1}.urdf" % ("9" * 5000)).fullmatch("{%s..1}.urdf" % ("9" * 5000))
