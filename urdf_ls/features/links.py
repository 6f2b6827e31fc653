"""Document links: mesh and texture filenames, xacro includes and `$(find pkg)/...` or `package://` paths
open the file they name.  Paths are resolved the way the diagnostics resolve them (the workspace's
Packages for meshes, the xacro workspace for includes); only existing regular files become links."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.cancel import check
from ..workspace.files import is_regular_file

_FIND = re.compile(r"\s*\$\(find\s+[^)\s]+\)[^$]*\Z")
_PACKAGE = re.compile(r"\s*package://[^$]+\Z")


@dataclass(frozen=True)
class DocumentLink:
    start: int            # the attribute value (without quotes)
    end: int
    target: str           # absolute file path
    tooltip: str = ""


def document_links(doc) -> list[DocumentLink]:
    root = doc.tree.root
    if root is None:
        return []
    ws = doc.workspace
    out = []
    for el in root.iter():
        if el.depth == 1:
            check()
        for a in el.attrs:
            v = a.value
            if not v:
                continue
            target = None
            if a.name == "filename" and el.name in ("mesh", "texture") and "$" not in v:
                target, _problem = ws.packages.resolve(v, doc.path)
            elif a.name == "filename" and el.name == "xacro:include":
                target, _reason = ws.xacro.resolve_include(v, doc.path)
            elif _FIND.match(v) or _PACKAGE.match(v):
                target, _reason = ws.xacro.resolve_include(v, doc.path)
            if target and is_regular_file(target):
                out.append(DocumentLink(a.value_start, a.value_end, target, "Open %s" % target))
    return out
