"""Hypothesis budgets: a test asks for the examples it runs under the default ("ci") profile; the active
profile (tests/conftest.py; "fast" for tests/unit unless --hypothesis-profile says otherwise) scales that by its
max_examples.  Seeded random loops whose every case is checked alike ask here too: the fast profile runs their
first tenth, CI (--hypothesis-profile=ci) all of them."""
from hypothesis import settings

DEFAULT = 100   # Hypothesis's own max_examples, the "ci" profile's


def examples(n):
    return max(1, n * settings.default.max_examples // DEFAULT)
