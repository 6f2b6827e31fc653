"""Number parsing that matches urdfdom 3.x (istringstream in the classic locale)."""
import math
import re
from functools import lru_cache

# leading whitespace allowed, trailing anything (even whitespace) rejected; no nan/inf/hex; ASCII digits only.
# (the fraction's digits only after its point: "[0-9]+\.?[0-9]*" split a run of digits every way, quadratic on
# a long one that does not end the value)
_DOUBLE = re.compile(r"[ \t\n\v\f\r]*[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")


@lru_cache(maxsize=8192)  # values repeat a lot in robot descriptions
def parse_double(s):
    """float value, or None where urdfdom would reject the string"""
    if s is None or not _DOUBLE.match(s):
        return None
    v = float(s)
    return v if not math.isinf(v) else None


@lru_cache(maxsize=8192)
def parse_vector(s, n=3):
    """(values, problem).  urdfdom splits on the space character only; empty pieces are skipped."""
    pieces = [p for p in s.split(" ") if p != ""]
    vals = []
    for p in pieces:
        v = parse_double(p)
        if v is None:
            if "," in p:
                return None, "'%s' is not a number: separate the values with spaces, not commas" % p
            if "\t" in p or "\n" in p or "\r" in p:
                return None, "%r is not a number: urdfdom splits on spaces only, not tabs or newlines" % p
            if p.startswith(("$(", "${")):
                return None, ("'%s' is not a number: an unexpanded xacro or roslaunch substitution (URDF parsers "
                              "read the text as written: expand the file with xacro first)" % p)
            return None, "'%s' is not a number" % p
        vals.append(v)
    if len(vals) != n:
        return None, "expected %d numbers, found %d" % (n, len(vals))
    return tuple(vals), None
