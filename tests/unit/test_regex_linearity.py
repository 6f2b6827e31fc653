"""Every regular expression of urdf_ls that runs on user text is linear (issue #39): each is fed worst cases built
from its own pieces (tests/helpers/regexes.py), long enough that a quadratic pattern takes minutes, under a bound
of seconds.  A pattern used only anchored (match, fullmatch, a scanner's match) is tried anchored; any other is
tried at every position (finditer), as search, sub and split try it."""
import re

import pytest

from tests.helpers.bounded import bounded
from tests.helpers.regexes import Found, all_patterns, worst_cases
from urdf_ls.syntax import markup
from urdf_ls.workspace import srdf_target

N = 100_000     # characters: a quadratic pattern does 10^10 steps here

# patterns compiled from a template or in a function, which the source scan does not see as such
DYNAMIC = [
    Found("srdf_target._ARG_DEFAULT", srdf_target._ARG_DEFAULT % "name", 0, {"search"}),
    Found("markup._lookahead_tag", markup._lookahead_tag().pattern, re.S, {"match"}),
]


# patterns searched only in a window before the cursor (`search(text, max(0, off - 100), off)`): quadratic in the
# window at most, so they are fed inputs of its size
WINDOWED = {"urdf_ls.features.completion._IDENT_BACK": 200, "urdf_ls.features.cursor._WORD_BACK": 100,
            "urdf_ls.features.cursor._OPEN_BACK": 100}


def _all():
    found = [f for f in all_patterns() if not (isinstance(f.pattern, str) and "%s" in f.pattern)] + DYNAMIC
    return sorted(found, key=lambda f: f.where)


@pytest.mark.slow
@pytest.mark.parametrize("found", _all(), ids=lambda f: f.where)
def test_the_pattern_is_linear_on_its_worst_cases(found):
    rx = re.compile(found.pattern, found.flags)
    inputs = worst_cases(found, WINDOWED.get(found.where, N))
    with bounded(10.0, what=repr(found)):
        for s in inputs:
            if found.anchored:
                rx.match(s)
            else:
                for _ in rx.finditer(s):
                    pass


def test_the_scan_finds_the_patterns_and_how_they_are_used():
    by_name = {f.where: f for f in _all()}
    assert len(by_name) > 60
    assert by_name["urdf_ls.vocabulary.numbers._DOUBLE"].anchored
    assert by_name["urdf_ls.syntax.scanner._FAST_TOKEN"].anchored           # (a scanner's match)
    assert not by_name["urdf_ls.workspace.srdf_target._ROBOT_NAME"].anchored
    assert not by_name["urdf_ls.workspace.project._TOOL_TABLE"].anchored
