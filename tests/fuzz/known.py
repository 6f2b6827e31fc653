"""Known disagreements between urdf-ls and check_urdf / xacro (today's bugs, see issue #13).

Each entry names the mutation class(es), the direction and a pattern of the key (check_urdf's normalised
first Error message for missed-error, urdf-ls's error codes for false-error, urdf-ls's xacro codes for
xacro disagreements), the issue, and a minimised reproducer.  tests/test_fuzz_differential.py fails on a
disagreement that matches no entry, and on an entry whose reproducer no longer disagrees: remove the entry
when the fix lands."""
from __future__ import annotations

import re


class Known:
    def __init__(self, id, classes, direction, key, issue, note, example, ext=".urdf", codec="utf-8", subs=None):
        self.id, self.classes, self.direction, self.key = id, set(classes), direction, re.compile(key)
        self.issue, self.note, self.example, self.ext, self.codec = issue, note, example, ext, codec
        self.subs = set(subs) if subs else None

    def matches(self, cls, sub, result):
        return (cls in self.classes and (self.subs is None or sub in self.subs) and result[0] == self.direction
                and self.key.search(result[1]) is not None)


KNOWN = []


def match_known(cls, sub, result):
    return next((k for k in KNOWN if k.matches(cls, sub, result)), None)
