"""Element and attribute names as urdfdom's TinyXML reads them, and the one shared copy of each name."""
from __future__ import annotations

import re
import sys

# a letter, '_' or a non-ASCII character first, then also digits, '-', '.' and ':'.  Written as the ASCII
# characters excluded: [\u0080-\U0010ffff] with \w takes 5 ms to compile at start-up
NAME_CHAR = r"[^\x00-\x2c/\x3b-\x40\x5b-\x5e\x60\x7b-\x7f]"      # (any character of a name but its first)
NAME = re.compile(r"[^\x00-\x40\x5b-\x5e\x60\x7b-\x7f]%s*" % NAME_CHAR)
FAST_NAME = r"[A-Za-z_][-.0-9:A-Z_a-z]*"   # ASCII: a bitmap to test (a non-ASCII name takes the tolerant path)
SPACE = re.compile(r"[ \t\r\n]*")
NAMES: dict = {}        # element and attribute names, one copy shared by every tree
MAX_NAMES = 5000        # (bounded: a server lives long and files may hold any names)


def shared_name(s):
    """the shared copy of an element or attribute name: interned, so that it is the very object of the same
    name written in the rules (comparisons and lookups of names stop at the identity check)"""
    n = NAMES.get(s)
    if n is None:
        n = s
        if len(NAMES) < MAX_NAMES:
            n = NAMES[s] = sys.intern(s)
    return n
