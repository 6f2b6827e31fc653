"""Inlay hints: the value of each `${...}` that can be computed without running code (numbers, pi,
arithmetic, math functions, properties of the xacro index, $(arg) defaults), rpy in degrees, and after each
<limit effort> the worst load gravity asks of its joint (features.statics_hover)."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..text.cancel import check
from ..vocabulary import schema
from ..vocabulary.numbers import parse_double, parse_vector
from ..vocabulary.xacro import DOLLAR, EXPR, Evaluator, scope_params

_ONLY_ARG = re.compile(r"\s*\$\(arg\s+([^)\s]+)\s*\)\s*\Z")
_NUMBER = re.compile(r"\s*[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*\Z")     # (one way to split digits)


@dataclass(frozen=True)
class InlayHint:
    offset: int           # where the hint is shown (code points)
    label: str
    kind: str             # "value" (an evaluated ${...}) | "degrees" (an rpy in degrees) | "load" (gravity's)
    tooltip: str = ""
    padding_left: bool = False


def inlay_hints(doc, start=0, end=None, values=True, degrees=True, args=None, loads=True) -> list[InlayHint]:
    """hints for the attribute values between start and end (offsets); `args` overrides $(arg) defaults
    (the project's xacro args); loads: the worst gravity load after each <limit effort>"""
    root = doc.tree.root
    if root is None or not (values or degrees or loads):
        return []
    end = len(doc.text) if end is None else end
    xacro = doc.ctx.xacro
    scopes = _Scopes(_lookup(doc, args)) if xacro else None
    out = []
    for el in root.iter():
        if el.depth == 1:
            check()
        if el.end < start or el.start > end:
            continue
        for a in el.attrs:
            if a.value_end < start or a.value_start > end:
                continue
            has_expr = xacro and "$" in a.value and a.raw == a.value     # (offsets of a value with entities differ)
            if has_expr and values:
                out += _value_hints(el, a, scopes)
            if degrees and a.name == "rpy" and schema.attr_kind(el, a.name) == "rpy":
                h = _rpy_hint(el, a, scopes if has_expr else None)
                if h is not None:
                    out.append(h)
            elif degrees and el.name == "limit" and a.name in ("lower", "upper") and _revolute(el):
                h = _limit_hint(el, a, scopes if has_expr else None)
                if h is not None:
                    out.append(h)
            elif loads and el.name == "limit" and a.name == "effort" and not xacro:
                h = _effort_hint(doc, el, a)
                if h is not None:
                    out.append(h)
    out.sort(key=lambda h: h.offset)
    return out


def _lookup(doc, args):
    idx = doc.xacro_index
    args = args or {}

    def arg(name):
        if name in args:
            return args[name]
        d = idx.args.get(name)
        return d.el.get("default") if d is not None else None

    def lookup(name):
        d = idx.properties.get(name)
        if d is None:
            return None
        raw = d.el.get("value")
        if raw is None:
            return None
        m = _ONLY_ARG.match(raw)
        return arg(m.group(1)) if m else raw

    lookup.arg = arg
    return lookup


class _Scopes:
    """the evaluators of one request, one per set of names bound by enclosing macros (those shadow properties:
    their value is the caller's), all spending one budget"""

    def __init__(self, lookup):
        self.arg = lookup.arg
        self.unscoped = Evaluator(lookup)
        self._by_params = {}

    def at(self, el) -> Evaluator:
        params = frozenset(scope_params(el))
        if not params:
            return self.unscoped
        ev = self._by_params.get(params)
        if ev is None:
            base = self.unscoped.lookup
            ev = self._by_params[params] = self.unscoped.sharing(lambda name: None if name in params else base(name))
        return ev


def _value_hints(el, a, scopes):
    out = []
    ev = scopes.at(el)
    for m in EXPR.finditer(a.value):
        expr = m.group(1)
        if _NUMBER.match(expr):
            continue        # ${0.5}: nothing to add
        v = ev.value(expr)
        if v is None:
            continue
        out.append(InlayHint(a.value_start + m.end(), "= " + fmt_number(v), "value",
                             "${%s} evaluates to %r" % (expr.strip(), v), True))
    for m in DOLLAR.finditer(a.value):
        if m.group(1) == "arg":
            v = scopes.arg(m.group(2).strip())
            if v is not None:
                out.append(InlayHint(a.value_start + m.end(), "= " + v, "value",
                                     "$(arg %s) defaults to %r" % (m.group(2).strip(), v), True))
    return out


def substitute(value, ev):
    """the value with each ${...} replaced by its number (by the Evaluator ev), or None when one cannot be
    computed"""
    parts, pos = [], 0
    for m in EXPR.finditer(value):
        v = ev.value(m.group(1))
        if v is None:
            return None
        parts.append(value[pos:m.start()])
        parts.append(repr(v))
        pos = m.end()
    parts.append(value[pos:])
    out = "".join(parts)
    return None if "$" in out else out


def _rpy_hint(el, a, scopes):
    value = a.value
    if scopes is not None:
        value = substitute(value, scopes.at(el))
        if value is None:
            return None
    vals, _ = parse_vector(value)
    if not vals or not any(vals):
        return None
    deg = [math.degrees(x) for x in vals]
    label = "%s°" % "° ".join(fmt_degrees(d) for d in deg)
    tip = "roll %s°, pitch %s°, yaw %s° (about fixed X, then Y, then Z)" % tuple(fmt_degrees(d) for d in deg)
    return InlayHint(a.value_end + 1, label, "degrees", tip, True)


def fmt_number(x):
    if isinstance(x, int):
        return str(x)
    return "%.6g" % x


def fmt_degrees(d):
    r = round(d, 2)
    if r == 0:
        r = 0.0
    return ("%.2f" % r).rstrip("0").rstrip(".")


def _revolute(limit):
    j = limit.parent
    return j is not None and j.kind == "element" and j.name == "joint" and j.get("type") == "revolute"


def _limit_hint(el, a, scopes):
    value = a.value
    if scopes is not None:
        value = substitute(value, scopes.at(el))
        if value is None:
            return None
    x = parse_double(value)
    if not x:
        return None
    d = fmt_degrees(math.degrees(x))
    return InlayHint(a.value_end + 1, "%s°" % d, "degrees", "%s = %s rad = %s°" % (a.name, value.strip(), d), True)


def _effort_hint(doc, el, a):
    from .statics_hover import effort_hint_label     # (here: only a robot with efforts needs it)
    found = effort_hint_label(doc, el)
    if found is None:
        return None
    return InlayHint(a.value_end + 1, found[0], "load", found[1], True)
