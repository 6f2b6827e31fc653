"""Hypothesis budgets: a test asks for the examples it runs under the default ("ci") profile; the active
profile (tests/conftest.py; --hypothesis-profile=fast for the unit tier) scales that by its max_examples."""
from hypothesis import settings

DEFAULT = 100   # Hypothesis's own max_examples, the "ci" profile's


def examples(n):
    return max(1, n * settings.default.max_examples // DEFAULT)
