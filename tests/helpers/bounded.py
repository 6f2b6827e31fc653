"""A bound on how long a block of a test may run: a hang (a regular expression that backtracks, a loop that grows
faster than its input) fails the test in seconds instead of stopping the run.  The bound is generous (the code
under test takes milliseconds): it tells linear from quadratic on inputs where quadratic means minutes, and is
no timing assertion.  In-process only, in the main thread (SIGALRM interrupts the re module's matching too)."""
import contextlib
import signal

BOUND = 5.0     # seconds


class TookTooLong(Exception):
    pass


@contextlib.contextmanager
def bounded(seconds=BOUND, what="the block"):
    """raise TookTooLong in this (main) thread when the block runs longer than `seconds`"""
    def fire(*_):
        raise TookTooLong("%s took longer than %.1f s" % (what, seconds))
    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
