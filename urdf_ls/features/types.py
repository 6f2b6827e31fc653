"""What features return: plain dataclasses with offsets in code points (the LSP layer converts)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class ItemKind(Enum):
    # hashed by identity, in C (Enum's own hash is a Python call): lsp.convert looks each item's kind up
    __hash__ = object.__hash__
    ELEMENT = "element"
    ATTRIBUTE = "attribute"
    VALUE = "value"
    SNIPPET = "snippet"
    MACRO = "macro"
    PROPERTY = "property"


@dataclass      # (not frozen: that costs 5x per item to create, and a list of link names has thousands)
class CompletionItem:
    label: str
    kind: ItemKind
    snippet: str                  # the text to insert, in LSP snippet syntax ($1, ${1:x}, $0)
    plain: str                    # the same text complete and valid without snippet support
    start: int                    # the span the insertion replaces
    end: int
    detail: str = ""
    doc: str = ""                 # markdown
    filter_text: str | None = None


@dataclass(frozen=True)
class Hover:
    markdown: str
    start: int
    end: int


@dataclass(frozen=True)
class Location:
    path: str | None              # None: the document itself
    start: int
    end: int
    lines: object = None          # LineIndex of that file (for other files)


@dataclass(frozen=True)
class Edit:
    start: int
    end: int
    new_text: str


@dataclass(frozen=True)
class Fix:
    title: str
    edits: tuple


class SymbolKind(Enum):
    __hash__ = object.__hash__      # (see ItemKind)
    ROBOT = "robot"
    LINK = "link"
    JOINT = "joint"
    MATERIAL = "material"
    OTHER = "other"


@dataclass
class Symbol:
    name: str
    detail: str
    kind: SymbolKind
    start: int
    end: int
    sel_start: int
    sel_end: int
    children: list = field(default_factory=list)
