"""The unit tier runs in this process alone: a unit test that starts a process or connects or binds a socket fails
(tests/helpers/in_process.py), naming what it started. Tests that need one belong in tests/e2e/. The guard is
armed only while a test of this folder runs, its fixtures included: a whole-tree run (`pytest tests`) leaves the
e2e tests' processes alone.

Hypothesis runs the "fast" profile here unless --hypothesis-profile says otherwise (CI: --hypothesis-profile=ci,
the full budget), so that the folder runs in seconds."""
import os

import pytest

from tests.helpers import in_process
from tests.helpers.in_process import STARTED

_HERE = os.path.dirname(os.path.abspath(__file__))


def pytest_configure(config):
    """(before the test modules are imported: tests.helpers.examples scales their budgets by the profile)"""
    if config.getoption("hypothesis_profile", None) is None:
        from hypothesis import settings
        settings.load_profile("fast")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """(called for every test of the run: only those under this folder arm the guard)"""
    if not str(item.path).startswith(_HERE + os.sep):
        yield
        return
    in_process.arm(item.stash.setdefault(STARTED, []))
    try:
        yield
    finally:
        in_process.disarm()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    report = (yield).get_result()
    started = item.stash.get(STARTED, None)
    if started:
        said = "a unit test started a process or opened a socket: %s" % ", ".join(started)
        if report.passed:      # (the code under test caught the guard's exception)
            report.outcome = "failed"
            report.longrepr = said
        else:                  # (it failed on what the refusal left undone: say why)
            report.sections.append(("tests/unit/conftest.py", said))
        started.clear()
