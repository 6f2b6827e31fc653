"""One diagnostic per cause (issue #41): where several places of a document share one cause (the files
missing from one folder, a package not installed here, one include or $(find) xacro cannot read, a vendor's
extension element used throughout), the first place carries the diagnostic with the count, the others are its
related information (the editor still shows each through it; `urdf-ls check` prints the count)."""
from __future__ import annotations

import functools
import os
import re

from ..codes import Code, Diag, Severity
from ..vocabulary import schema

UNRESOLVED = "Cannot resolve package://"     # how a package-not-found message starts, the package next
NOT_FOUND = "File not found: "
EXTENSION_USES = 3      # an unknown name used this often in one file, unlike any URDF name, is an extension


def one_per_cause(diags) -> list[Diag]:
    """one diagnostic per cause, at its first place, with the count and the other places as related
    information: a package not installed where the file is checked, the files missing from one folder (a
    package that ships no meshes, a folder that is not there), one include xacro cannot read, an extension
    used EXTENSION_USES times or more (information)"""
    groups = {}
    for d in diags:
        key = _cause(d)
        if key is not None:
            groups.setdefault(key, []).append(d)
    groups = {key: sorted(g, key=lambda d: d.span) for key, g in groups.items() if len(g) > 1 and (
        key[0] != "extension" or len(g) >= EXTENSION_USES)}     # (the first place in the text stands for them)
    if not groups:
        return diags
    merged = {id(g[0]): _merged(key, g) for key, g in groups.items()}
    dropped = {id(d) for g in groups.values() for d in g[1:]}
    return [merged.get(id(d), d) for d in diags if id(d) not in dropped]


def _cause(d):
    if d.code == Code.PACKAGE_NOT_FOUND and d.message.startswith(UNRESOLVED):
        return "package", d.message[len(UNRESOLVED):].split("/", 1)[0].split(":", 1)[0]
    if d.code == Code.MESH_NOT_FOUND and d.message.startswith(NOT_FOUND):
        return "folder", os.path.dirname(d.message[len(NOT_FOUND):].split(" (", 1)[0])
    if d.code in (Code.XACRO_INCLUDE_UNRESOLVED, Code.XACRO_FIND_UNRESOLVED):
        return "include", int(d.severity), d.message
    if d.code in (Code.UNKNOWN_ELEMENT, Code.UNKNOWN_ATTRIBUTE) and d.severity == Severity.WARNING:
        return _extension(d.message)
    return None


_UNKNOWN = re.compile(r"Unknown (element <|attribute ')([\w:.-]+)[>'] (?:inside|on) <([\w:.-]+)>(?:; did you mean "
                      r"[<']([\w:.-]+)[>']\?)?$")


def _extension(message):
    """("extension", kind, name, parent) of an unknown element or attribute unlike any URDF name (not a typo: its
    suggestion, if any, is far from it); None for a typo, and for SDF colours in a <material>, which no tool
    applies"""
    m = _UNKNOWN.match(message)
    if m is None or m.group(3) == "material" or m.group(2) in _urdf_names(m.group(1)[0]):
        return None     # (URDF's own names out of place are a mistake each time)
    name, meant = m.group(2), m.group(4)
    if meant is not None and (meant.startswith(name) or name.startswith(meant) or _distance(name, meant) <= 2):
        return None
    return "extension", m.group(1)[0], name, m.group(3)


_CORE = ("robot", "link", "joint", "inertial", "origin", "mass", "inertia", "visual", "collision", "geometry", "box",
         "cylinder", "sphere", "mesh", "material", "color", "texture", "parent", "child", "axis", "calibration",
         "dynamics", "limit", "mimic", "safety_controller")


@functools.cache
def _urdf_names(kind):
    """the element names of URDF's vocabulary (kind "e"), or the attribute names of its core elements ("a")"""
    if kind == "e":
        return frozenset(schema.ELEMENTS)
    return frozenset(a for name in _CORE if name in schema.ELEMENTS for a in schema.ELEMENTS[name].attrs)


def _distance(a, b):
    """the edit distance of two short names (at most 64 characters are compared)"""
    a, b = a[:64], b[:64]
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def _merged(key, group) -> Diag:
    first, n = group[0], len(group) - 1
    more = "%d more place%s" % (n, "s" if n > 1 else "")
    if key[0] == "package":
        message = "%s; %s in this file refer%s to it (related information)" % (first.message, more,
                                                                              "" if n > 1 else "s")
    elif key[0] == "folder":
        folder = key[1]
        why = "a folder that does not exist" if not os.path.isdir(folder) else "the files are not there"
        files = len({d.message.split(" (", 1)[0] for d in group})
        if files == 1:
            return first.with_related("%s; referenced at %s (related information)" % (first.message, more), group[1:])
        message = "%d references to %d file%s missing from %s (%s): %s, and %s (related information)" % (
            len(group), files, "s" if files > 1 else "", folder, why, first.message[len(NOT_FOUND):], more)
    elif key[0] == "extension":
        what = "<%s> inside <%s>" % (key[2], key[3]) if key[1] == "e" else "Attribute '%s' on <%s>" % key[2:]
        message = "%s, %d times in this file, is not URDF: an extension another tool reads; urdfdom ignores it " \
                  "(related information: the other places)" % (what, len(group))
        return first.with_related(message, group[1:]).with_severity(Severity.INFORMATION)
    else:
        message = "%s; the same in %s (related information)" % (first.message, more)
    return first.with_related(message, group[1:])
