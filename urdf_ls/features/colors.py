"""Colours: the literal rgba values of <color> elements, and the text a colour picker writes back
(`r g b a`, space separated, as urdfdom reads it)."""
from __future__ import annotations

from dataclasses import dataclass

from ..text.cancel import check
from ..vocabulary.numbers import parse_double, parse_vector
from .types import Edit


@dataclass(frozen=True)
class ColorInfo:
    start: int            # the rgba value (without quotes)
    end: int
    red: float
    green: float
    blue: float
    alpha: float


@dataclass(frozen=True)
class ColorPresentation:
    label: str
    edit: Edit


def document_colors(doc) -> list[ColorInfo]:
    """every <color rgba> whose value is four numbers in [0, 1] (what urdfdom accepts)"""
    root = doc.tree.root
    if root is None:
        return []
    out = []
    for el in root.iter():
        if el.depth == 1:
            check()
        if el.name != "color":
            continue
        a = el.attr("rgba")
        if a is None or "$" in a.value:
            continue
        vals, _ = parse_vector(a.value, 4)
        if vals and all(0.0 <= v <= 1.0 for v in vals):
            out.append(ColorInfo(a.value_start, a.value_end, *vals))
    return out


def format_component(x) -> str:
    """a colour component as urdfdom reads it back: at most 6 significant digits, never an exponent"""
    x = float(x)
    x = 0.0 if x != x else min(1.0, max(0.0, x))      # NaN -> 0
    s = "%g" % x
    if "e" in s:
        s = ("%.6f" % x).rstrip("0").rstrip(".")
    return "0" if s in ("-0", "", "0.") or parse_double(s) is None else s


def rgba_text(red, green, blue, alpha) -> str:
    return " ".join(format_component(v) for v in (red, green, blue, alpha))


def color_presentations(start, end, red, green, blue, alpha) -> list[ColorPresentation]:
    """what replaces the value span start..end for the picked colour"""
    text = rgba_text(red, green, blue, alpha)
    return [ColorPresentation(text, Edit(start, end, text))]
